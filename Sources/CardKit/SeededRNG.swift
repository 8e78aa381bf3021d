/// A small, fast generator whose sequence is fixed by its seed on every machine:
/// xoshiro256** seeded through SplitMix64. Shuffles and draws use `below(_:)` and
/// `shuffle(_:)` here rather than the standard library's algorithms, whose exact
/// sequence of calls is not promised to stay the same across Swift releases.
public struct SeededRNG: RandomNumberGenerator, Equatable, Hashable, Sendable, Codable {
    // Internal and inlinable, so that the engines built with `-O` inline the generator's steps
    // (their simulations draw millions of numbers).
    @usableFromInline var s0, s1, s2, s3: UInt64

    @inlinable public init(seed: UInt64) {
        var sm = seed
        func splitMix() -> UInt64 {
            sm &+= 0x9E37_79B9_7F4A_7C15
            var z = sm
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        s0 = splitMix()
        s1 = splitMix()
        s2 = splitMix()
        s3 = splitMix()
    }

    /// The seed of another stream drawn from `seed`: two tables started from one seed (siete y
    /// media's classic table and its table with stakes; poker's practice and betting tables)
    /// each take their own stream, so that one never deals the other's cards, and both stay
    /// fixed by the seed. `stream` names the stream (any number but 0, which is `seed` itself).
    public static func seed(_ seed: UInt64, stream: UInt64) -> UInt64 {
        guard stream != 0 else { return seed }
        var z = seed ^ (stream &* 0x9E37_79B9_7F4A_7C15)
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A state read from a save: all four words zero is no xoshiro state (it would give zeros
    /// for ever, and `below` would never return), so it is refused.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        s0 = try c.decode(UInt64.self, forKey: .s0)
        s1 = try c.decode(UInt64.self, forKey: .s1)
        s2 = try c.decode(UInt64.self, forKey: .s2)
        s3 = try c.decode(UInt64.self, forKey: .s3)
        guard s0 | s1 | s2 | s3 != 0 else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath, debugDescription: "an all-zero generator state"))
        }
    }

    private enum CodingKeys: String, CodingKey { case s0, s1, s2, s3 }

    @inlinable public mutating func next() -> UInt64 {
        // Never reached from a seed or a checked save; should a zero state come some other
        // way, the generator moves on from a fixed state rather than returning zeros for ever.
        if s0 | s1 | s2 | s3 == 0 { self = SeededRNG(seed: 0) }
        let result = rotl(s1 &* 5, 7) &* 9
        let t = s1 << 17
        s2 ^= s0
        s3 ^= s1
        s1 ^= s2
        s0 ^= s3
        s2 ^= t
        s3 = rotl(s3, 45)
        return result
    }

    /// A uniform integer in `0..<bound` (Lemire's method, unbiased).
    @inlinable public mutating func below(_ bound: Int) -> Int {
        precondition(bound > 0, "bound must be positive")
        let b = UInt64(bound)
        var m = next().multipliedFullWidth(by: b)
        if m.low < b {
            let threshold = (0 &- b) % b
            while m.low < threshold { m = next().multipliedFullWidth(by: b) }
        }
        return Int(m.high)
    }

    /// A fair coin.
    @inlinable public mutating func coin() -> Bool { next() >> 63 == 1 }

    /// Fisher–Yates, the same permutation for the same generator state everywhere.
    @inlinable public mutating func shuffle<T>(_ items: inout [T]) {
        guard items.count > 1 else { return }
        for i in stride(from: items.count - 1, to: 0, by: -1) {
            items.swapAt(i, below(i + 1))
        }
    }

    @usableFromInline func rotl(_ x: UInt64, _ k: UInt64) -> UInt64 { (x << k) | (x >> (64 - k)) }
}
