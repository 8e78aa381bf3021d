import CardKit
import Klondike

/// What the solver found about a position.
public enum Verdict: String, Hashable, Sendable, Codable {
    /// A winning line was found (`Solution.moves`).
    case winnable
    /// Every line was searched: none wins.
    case unwinnable
    /// The budget ran out first.
    case undecided
}

/// Why a position is lost, when the solver can show it without its search.
public enum LossReason: Hashable, Sendable {
    /// `blocker` lies over `stuck` (the card below it in its suit) and over both cards it
    /// could go on (`targets`), so it can never move, and `stuck` never reaches home.
    case blocked(stuck: FrenchCard, by: FrenchCard, targets: [FrenchCard])
    /// `stuck` can never reach its foundation: `blocker`, over it in stack `stack` (0…6),
    /// can never move away, every way out waiting in the end for a card under it.
    case locked(stuck: FrenchCard, by: FrenchCard, stack: Int)
}

/// The answer of a search.
public struct Solution: Hashable, Sendable {
    public var verdict: Verdict
    /// With `.unwinnable`, when the cards' places alone prove it: the reason a player can see.
    public var reason: LossReason?
    /// With `.winnable`: the engine's own moves from the position searched to the win (draws
    /// and recycles included); they replay legally with `Klondike.apply`. Empty otherwise.
    public var moves: [Klondike.Move]
    /// Positions searched.
    public var states: Int
    /// With `.undecided`: the search stopped because its table of positions was full (the
    /// budget's `memory`), not for time or positions: more time alone would not decide it.
    public var outOfMemory = false

    public init(
        verdict: Verdict, moves: [Klondike.Move], states: Int, reason: LossReason? = nil, outOfMemory: Bool = false
    ) {
        self.verdict = verdict
        self.moves = moves
        self.states = states
        self.reason = reason
        self.outOfMemory = outOfMemory
    }
}
