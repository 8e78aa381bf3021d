/// What the coach says of a hand once the bank has played: the player's last decision
/// (hit or stand) and which of the two had the better odds then.
extension Odds {
    /// Whether `choice` was the one with the better odds (the same measure as `advice`: the
    /// chance of winning less the chance of losing). Nil before the first card, when only
    /// hitting is possible.
    public func favours(_ choice: Advice) -> Bool? {
        standing == nil ? nil : choice == advice
    }
}
