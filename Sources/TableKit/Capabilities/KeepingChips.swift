/// A game played for chips whose bankroll is the player's across games: a fresh game (a new
/// one, a saved one declined or replaced) seats the player with the chips their record says
/// they hold, not a fresh stack. The statistics keep the record (chips won or lost over every
/// hand, fresh stacks taken), so the bankroll needs no file of its own.
public protocol KeepingChips: GameTable {
    /// Seats the player with the chips of their record before the first deal of a fresh game.
    mutating func adopt(chips: ChipRecord)
}

/// What the statistics say of a player's chips in one game.
public struct ChipRecord: Sendable, Equatable {
    /// Chips won (positive) or lost over every hand recorded.
    public var net: Int
    /// Fresh stacks taken.
    public var rebuys: Int

    public init(net: Int, rebuys: Int) {
        self.net = net
        self.rebuys = rebuys
    }

    /// The chips the player holds: a first stack and each fresh one, with what the hands
    /// brought; never below nothing, never above `limit` (saturating, whatever a file holds).
    public func bankroll(stack: Int, limit: Int) -> Int {
        let stacks = rebuys >= Int.max ? Int.max : max(0, rebuys) + 1
        let (given, overflow) = max(0, stack).multipliedReportingOverflow(by: stacks)
        let (total, over) = (overflow ? Int.max : given).addingReportingOverflow(net)
        let bankroll = over ? (net > 0 ? Int.max : Int.min) : total
        return min(max(0, bankroll), limit)
    }
}

extension KeepingChips {
    public var asKeepingChips: (any KeepingChips)? { self }
}
