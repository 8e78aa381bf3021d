
/// A growable array of steps on raw memory (no copy-on-write or exclusivity checks in the
/// search's inner loop). The search checks the capacity before it could run out.
struct StepBuffer {
    private let base: UnsafeMutablePointer<Step>
    let capacity: Int
    var count = 0

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    func free() { base.deallocate() }

    @inline(__always) subscript(i: Int) -> Step {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    @inline(__always) mutating func append(_ step: Step) {
        base[count] = step
        count += 1
    }

    @inline(__always) mutating func removeLast() -> Step {
        count -= 1
        return base[count]
    }

    var all: [Step] { Array(UnsafeBufferPointer(start: base, count: count)) }
}

/// A set of 64-bit keys (0 never stored), open addressing, growing to a limit.
struct KeyTable {
    private var slots: UnsafeMutablePointer<UInt64>
    private var size: Int
    private var mask: Int
    private(set) var count = 0
    private let maxLog2: Int
    private(set) var isFull = false

    init(capacityLog2: Int, maxLog2: Int) {
        size = 1 << capacityLog2
        slots = .allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
        mask = size - 1
        self.maxLog2 = maxLog2
    }

    func free() { slots.deallocate() }

    /// Adds a key; false when it was there already.
    @inline(__always) mutating func insert(_ key: UInt64) -> Bool {
        if count * 4 >= size * 3 { grow() }
        var i = Int(truncatingIfNeeded: key) & mask
        while true {
            let s = slots[i]
            if s == key { return false }
            if s == 0 {
                slots[i] = key
                count += 1
                return true
            }
            i = (i + 1) & mask
        }
    }

    /// Takes a key out (linear probing: the keys after it in its run move back to fill the
    /// gap, so every key stays reachable from its home slot).
    mutating func remove(_ key: UInt64) {
        var i = Int(truncatingIfNeeded: key) & mask
        while slots[i] != key {
            if slots[i] == 0 { return }
            i = (i + 1) & mask
        }
        var j = i
        while true {
            j = (j + 1) & mask
            let s = slots[j]
            if s == 0 { break }
            let home = Int(truncatingIfNeeded: s) & mask
            // `s` may stay when its home lies cyclically in (i, j].
            let stays = i <= j ? (home > i && home <= j) : (home > i || home <= j)
            if !stays {
                slots[i] = s
                i = j
            }
        }
        slots[i] = 0
        count -= 1
    }

    /// Whether the key is in the set.
    func contains(_ key: UInt64) -> Bool {
        var i = Int(truncatingIfNeeded: key) & mask
        while true {
            let s = slots[i]
            if s == key { return true }
            if s == 0 { return false }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        guard size < 1 << maxLog2 else {
            if count * 8 >= size * 7 { isFull = true }
            return
        }
        let old = slots, oldSize = size
        size *= 2
        slots = .allocate(capacity: size)
        slots.initialize(repeating: 0, count: size)
        mask = size - 1
        for k in 0..<oldSize where old[k] != 0 {
            let key = old[k]
            var i = Int(truncatingIfNeeded: key) & mask
            while slots[i] != 0 { i = (i + 1) & mask }
            slots[i] = key
        }
        old.deallocate()
    }
}
