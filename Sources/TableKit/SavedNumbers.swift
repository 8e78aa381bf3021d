/// What numbers read from a save may hold (a file may hold any number: these are checked
/// before the table plays on, `GameTable.savedStateProblems`).
public enum SavedNumbers {
    /// A clock reading, in seconds (the session's clock, a deal's start): finite, and within
    /// thousands of years either way, so that differences of two fit an `Int` with room to spare.
    public static func isClock(_ seconds: Double) -> Bool { seconds.isFinite && abs(seconds) <= 1e11 }

    /// A count or a number of chips: from 0 to a thousand billion (sums of a few stay far
    /// from overflowing).
    public static func isCount(_ n: Int) -> Bool { (0...1_000_000_000_000).contains(n) }

    /// A number that may be below 0 (a score, chips won or lost): within a thousand billion
    /// either way.
    public static func isAmount(_ n: Int) -> Bool { (-1_000_000_000_000...1_000_000_000_000).contains(n) }

    /// The problems of named numbers: each clock, count and amount out of range, by name.
    public static func problems(
        clocks: [(String, Double?)] = [], counts: [(String, Int?)] = [], amounts: [(String, Int?)] = []
    ) -> [String] {
        clocks.compactMap { name, value in value.map(isClock) == false ? "\(name) out of range" : nil }
            + counts.compactMap { name, value in value.map(isCount) == false ? "\(name) out of range" : nil }
            + amounts.compactMap { name, value in value.map(isAmount) == false ? "\(name) out of range" : nil }
    }
}
