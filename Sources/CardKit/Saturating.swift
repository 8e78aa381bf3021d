/// Counters read from a save may hold any number: they stop at the top instead of trapping.
extension Int {
    /// Adds, staying at `Int.max` (or `Int.min`) instead of overflowing.
    public mutating func saturatingAdd(_ other: Int) {
        let (sum, overflow) = addingReportingOverflow(other)
        self = overflow ? (other > 0 ? .max : .min) : sum
    }

    /// The sum, saturated.
    public func saturatingAdding(_ other: Int) -> Int {
        var sum = self
        sum.saturatingAdd(other)
        return sum
    }
}
