#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A position in 192 bits, exactly (no two positions reached from one start share a key; see
/// `Board.key`).
struct Key: Equatable {
    var a: UInt64, b: UInt64, c: UInt64

    /// A well-mixed 64-bit hash of the three words.
    @inline(__always) var hash: UInt64 {
        Key.mix(a ^ Key.mix(b ^ Key.mix(c)))
    }

    /// SplitMix64's finaliser.
    @inline(__always) static func mix(_ x: UInt64) -> UInt64 {
        var z = x &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

extension Board {
    /// The position as a key. Relative to the start: the foundations' heights; which talon
    /// cards are left, and (draw-3, off a round of draws) how many are in the waste; how many
    /// cards of each stack are still face down (always the start's bottom ones). Those tell
    /// where every card is but the face-up ones, which lie in runs: each stack's bottom
    /// face-up card, and for every face-up card above one which of the two cards it could lie
    /// on (the next rank, the other colour) it lies on. So the key tells the position exactly.
    @inline(__always) func key() -> Key {
        var parents: UInt64 = 0
        var bottoms: UInt64 = 0
        var hiddens: UInt64 = 0
        for i in 0..<7 {
            let h = height[i]
            let down = hidden[i]
            hiddens |= UInt64(down) << UInt64(3 * i)
            guard h > down else {
                bottoms |= 63 << UInt64(6 * i)
                continue
            }
            let base = cards + i * Board.depth
            bottoms |= UInt64(base[down]) << UInt64(6 * i)
            var k = down + 1
            while k < h {
                // On ♦ or ♣ (codes 26…51): 1; on ♠ or ♥: 0.
                if base[k - 1] >= 26 { parents |= 1 << UInt64(base[k]) }
                k += 1
            }
        }
        let split: UInt64 = drawsGoRound ? 31 : UInt64(waste)
        let homes = UInt64(home[0]) | UInt64(home[1]) << 4 | UInt64(home[2]) << 8 | UInt64(home[3]) << 12
        return Key(a: parents, b: UInt64(left) | split << 24 | homes << 29, c: bottoms | hiddens << 42)
    }
}

/// A set of keys: open addressing with linear probing on one block of memory (24 bytes a slot,
/// at most three quarters full while it may grow). A key is never all zero bits (six stacks at
/// least have a bottom card that is not ♠A, or none: 63), so zero marks an empty slot.
///
/// It doubles only while the old table and the new one together fit `limit` bytes; past that
/// it fills on to seven eighths, and then `atLimit` and `outOfMemory` say the search must stop.
/// Its memory is asked of `calloc`, which answers nil when there is none to give (a limit such
/// as `ulimit -v`), where Swift's own allocation would end the process: a table that cannot
/// grow stays as it is, `outOfMemory` says so, and the search stops there.
struct PositionSet: ~Copyable {
    private var slots: UnsafeMutablePointer<Key>
    private var mask: Int
    private(set) var count = 0
    /// The table can take no more keys (the limit, or the system refused a growth): the search
    /// must stop.
    private(set) var outOfMemory = false
    /// With `outOfMemory`: the limit, not the system, stopped it.
    private(set) var atLimit = false
    /// Bytes the table may take, the old table's included while it doubles.
    let limit: Int
    /// The largest the table's memory has been (both tables while one doubles).
    private(set) var peakBytes: Int

    /// Nil when not even the first table can be had (the first table is had whatever `limit`).
    init?(capacity: Int = 1 << 16, limit: Int = .max) {
        var size = 1 << 12
        while size < capacity { size <<= 1 }
        guard let block = Self.zeroed(size) else { return nil }
        mask = size - 1
        slots = block
        self.limit = limit
        peakBytes = size * MemoryLayout<Key>.stride
    }

    deinit { free(slots) }

    /// `count` empty slots (all zero bits: `Key(a: 0, b: 0, c: 0)`), or nil.
    private static func zeroed(_ count: Int) -> UnsafeMutablePointer<Key>? {
        calloc(count, MemoryLayout<Key>.stride)?.bindMemory(to: Key.self, capacity: count)
    }

    /// Bytes the table takes.
    var bytes: Int { (mask + 1) * MemoryLayout<Key>.stride }

    /// Adds a key; false when it was there already.
    @inline(__always) mutating func insert(_ key: Key) -> Bool {
        // Refused a growth by the system, the table still has a quarter of its slots free: the
        // keys the search adds before it stops fit. At the limit, an eighth.
        if 4 * (count + 1) > 3 * (mask + 1) && !outOfMemory { grow() }
        var i = Int(truncatingIfNeeded: key.hash) & mask
        while true {
            let slot = slots[i]
            if slot.a == 0 && slot.b == 0 && slot.c == 0 { break }
            if slot == key { return false }
            i = (i + 1) & mask
        }
        slots[i] = key
        count += 1
        return true
    }

    private mutating func grow() {
        let old = slots
        let oldSize = mask + 1
        let stride = MemoryLayout<Key>.stride
        guard 3 * oldSize * stride <= limit else {
            if 8 * (count + 1) > 7 * oldSize {
                outOfMemory = true
                atLimit = true
            }
            return
        }
        guard let block = Self.zeroed(2 * oldSize) else {
            outOfMemory = true
            return
        }
        peakBytes = max(peakBytes, 3 * oldSize * stride)
        mask = 2 * oldSize - 1
        slots = block
        for k in 0..<oldSize {
            let key = old[k]
            guard key.a != 0 || key.b != 0 || key.c != 0 else { continue }
            var i = Int(truncatingIfNeeded: key.hash) & mask
            while slots[i].a != 0 || slots[i].b != 0 || slots[i].c != 0 { i = (i + 1) & mask }
            slots[i] = key
        }
        free(old)
    }
}
