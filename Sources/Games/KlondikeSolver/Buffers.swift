#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A growable array of steps on raw memory (no copy-on-write or exclusivity checks in the
/// search's inner loop). The search checks the capacity before it could run out, and doubles
/// it (`grow`) when its memory allows.
struct StepBuffer {
    private var base: UnsafeMutablePointer<Step>
    private(set) var capacity: Int
    var count = 0

    init(capacity: Int) {
        base = .allocate(capacity: capacity)
        self.capacity = capacity
    }

    func free() { base.deallocate() }

    /// The bytes the buffer takes.
    var bytes: Int { capacity * MemoryLayout<Step>.stride }

    /// Doubles the capacity, the steps kept; false (nothing changed) when the system refuses
    /// the room.
    mutating func grow() -> Bool {
        guard let room = malloc(2 * bytes) else { return false }
        let bigger = room.bindMemory(to: Step.self, capacity: 2 * capacity)
        bigger.moveInitialize(from: base, count: count)
        base.deallocate()
        base = bigger
        capacity *= 2
        return true
    }

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

/// The C library's `free`, by another name than the tables' own.
private func release(_ memory: UnsafeMutableRawPointer) { free(memory) }

/// A set of 64-bit keys, open addressing (linear probing), growing as long as its memory
/// stays within a limit in bytes. It keeps the low 48 bits of each key, six bytes a slot (a
/// zero key is kept as 1). It doubles at three quarters full; while it does, the old table is
/// kept beside the new one, so a doubling to 2n slots needs 18n bytes, and it grows only when
/// those fit the limit. When they do not, it fills on to seven eighths and then is full
/// (`isFull`): the search stops there, for memory and not for time. Its memory is asked of
/// `calloc`, which answers nil when the system has none to give (as under `ulimit -v`), where
/// Swift's own allocation would end the process: a refused growth is treated as the limit.
///
/// The home slot is taken from the 48 bits too, so two keys are mistaken for one only when
/// their low 48 bits are equal and they meet in the same run of probes: for a search of 15
/// million positions (some 600 million comparisons) about one chance in 500,000, less than
/// the chance that two of its positions share their whole 64-bit key (one in 160,000); both
/// grow with the square of the positions (for 100 million, one in 11,000 and one in 3,600).
struct KeyTable {
    private var bytes: UnsafeMutableRawPointer
    private var size: Int
    private var mask: Int
    private(set) var count = 0
    /// Bytes the table may take, the old table's included while it doubles.
    let limit: Int
    private(set) var isFull = false
    /// The table will not grow again (the limit, or the system refused the room).
    private var atLimit = false
    /// The largest the table's memory has been (both tables while one doubles).
    private(set) var peakBytes: Int

    private static let low48: UInt64 = (1 << 48) - 1

    /// The first table takes `2^capacityLog2` slots whatever the limit; `limit` bounds its
    /// growth. Nil when not even the first table can be had.
    init?(capacityLog2: Int, limit: Int) {
        size = 1 << capacityLog2
        guard let room = Self.allocate(size) else { return nil }
        bytes = room
        mask = size - 1
        self.limit = limit
        peakBytes = Self.bytes(size)
    }

    /// The bytes a table of `size` slots takes: six a slot, and the two bytes an eight-byte
    /// read of the last one goes past it.
    static func bytes(_ size: Int) -> Int { 6 * size + 8 }

    /// The bytes the table takes now.
    var byteCount: Int { Self.bytes(size) }

    /// Zeroed room for `size` slots, or nil.
    private static func allocate(_ size: Int) -> UnsafeMutableRawPointer? {
        calloc(1, bytes(size)).map { UnsafeMutableRawPointer($0) }
    }

    func free() { release(bytes) }

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

    /// Doubles the table when both tables fit the limit (and the system gives the room);
    /// else lets it fill to seven eighths, and then it is full.
    private mutating func grow() {
        guard !isFull else { return }
        let doubled = Self.bytes(size) + Self.bytes(2 * size)
        guard !atLimit, doubled <= limit, let room = Self.allocate(2 * size) else {
            // Asked once: a refusal stands (no allocation tried at every key after it).
            atLimit = true
            if count * 8 >= size * 7 { isFull = true }
            return
        }
        peakBytes = max(peakBytes, doubled)
        let old = self
        size *= 2
        bytes = room
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
