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

/// A set of 64-bit keys, open addressing (linear probing), growing to a limit. It keeps the
/// low 48 bits of each key, six bytes a slot (a zero key is kept as 1): 2^23 slots take
/// 48 MB instead of 64, so a search's peak memory stays well under 200 MB (the table grows by
/// doubling, and while it does the old one is kept too). The home slot is taken from
/// those bits too, so two keys are mistaken for one only when their low 48 bits are equal
/// and they meet in the same run of probes: for a search of 15 million positions (some 600
/// million comparisons) about one chance in 500,000, less than the chance that two of its
/// positions share their whole 64-bit key (one in 160,000).
struct KeyTable {
    private var bytes: UnsafeMutableRawPointer
    private var size: Int
    private var mask: Int
    private(set) var count = 0
    private let maxLog2: Int
    private(set) var isFull = false

    private static let low48: UInt64 = (1 << 48) - 1

    init(capacityLog2: Int, maxLog2: Int) {
        size = 1 << capacityLog2
        bytes = Self.allocate(size)
        mask = size - 1
        self.maxLog2 = maxLog2
    }

    /// Zeroed room for `size` slots, and the two bytes an eight-byte read of the last one
    /// goes past it.
    private static func allocate(_ size: Int) -> UnsafeMutableRawPointer {
        let room = UnsafeMutableRawPointer.allocate(byteCount: 6 * size + 8, alignment: 8)
        room.initializeMemory(as: UInt8.self, repeating: 0, count: 6 * size + 8)
        return room
    }

    func free() { bytes.deallocate() }

    @inline(__always) private static func stored(_ key: UInt64) -> UInt64 {
        let k = key & low48
        return k == 0 ? 1 : k
    }

    @inline(__always) private func slot(_ i: Int) -> UInt64 {
        bytes.loadUnaligned(fromByteOffset: 6 * i, as: UInt64.self) & Self.low48
    }

    @inline(__always) private func set(_ i: Int, _ value: UInt64) {
        let word = bytes.loadUnaligned(fromByteOffset: 6 * i, as: UInt64.self)
        bytes.storeBytes(of: word & ~Self.low48 | value, toByteOffset: 6 * i, as: UInt64.self)
    }

    /// Adds a key; false when it was there already.
    @inline(__always) mutating func insert(_ key: UInt64) -> Bool {
        if count * 4 >= size * 3 { grow() }
        let k = Self.stored(key)
        var i = Int(truncatingIfNeeded: k) & mask
        while true {
            let s = slot(i)
            if s == k { return false }
            if s == 0 {
                set(i, k)
                count += 1
                return true
            }
            i = (i + 1) & mask
        }
    }

    /// Takes a key out (linear probing: the keys after it in its run move back to fill the
    /// gap, so every key stays reachable from its home slot).
    mutating func remove(_ key: UInt64) {
        let k = Self.stored(key)
        var i = Int(truncatingIfNeeded: k) & mask
        while slot(i) != k {
            if slot(i) == 0 { return }
            i = (i + 1) & mask
        }
        var j = i
        while true {
            j = (j + 1) & mask
            let s = slot(j)
            if s == 0 { break }
            let home = Int(truncatingIfNeeded: s) & mask
            // `s` may stay when its home lies cyclically in (i, j].
            let stays = i <= j ? (home > i && home <= j) : (home > i || home <= j)
            if !stays {
                set(i, s)
                i = j
            }
        }
        set(i, 0)
        count -= 1
    }

    /// Whether the key is in the set.
    func contains(_ key: UInt64) -> Bool {
        let k = Self.stored(key)
        var i = Int(truncatingIfNeeded: k) & mask
        while true {
            let s = slot(i)
            if s == k { return true }
            if s == 0 { return false }
            i = (i + 1) & mask
        }
    }

    private mutating func grow() {
        guard size < 1 << maxLog2 else {
            if count * 8 >= size * 7 { isFull = true }
            return
        }
        let old = self
        size *= 2
        bytes = Self.allocate(size)
        mask = size - 1
        for k in 0..<old.size {
            let key = old.slot(k)
            if key == 0 { continue }
            var i = Int(truncatingIfNeeded: key) & mask
            while slot(i) != 0 { i = (i + 1) & mask }
            set(i, key)
        }
        old.free()
    }
}
