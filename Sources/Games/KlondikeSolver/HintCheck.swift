import Klondike

/// The hint's move checked by the solver: the hint (`Klondike.hint()`) looks one move ahead,
/// and some of its moves lose a game that could still be won (a card onto the one a king
/// needed, a waste card that breaks draw-three's order). The check asks the solver, in a few
/// thousand positions, what `solve` would say after the move and, when that is a loss, for
/// a move of a winning line from here.
public struct CheckedHint: Hashable, Sendable {
    /// The move checked (the hint's, or the coach's better one).
    public var move: Klondike.Move
    /// The solver proved the position after `move` lost.
    public var loses: Bool
    /// When `move` loses and the solver found a winning line from the position before it:
    /// that line's first move.
    public var instead: Klondike.Move?
    /// The rest of that winning line, after `instead`.
    public var rest: [Klondike.Move]
    /// The solver proved the position before `move` lost too: no move wins.
    public var lost: Bool
    /// Positions the check searched, in all.
    public var states: Int

    public init(
        move: Klondike.Move, loses: Bool, instead: Klondike.Move? = nil, rest: [Klondike.Move] = [], lost: Bool = false,
        states: Int
    ) {
        self.move = move
        self.loses = loses
        self.instead = instead
        self.rest = rest
        self.lost = lost
        self.states = states
    }
}

extension Solver {
    /// Checks `move` from `game`: the searches `solve` runs for a budget of `schedule`
    /// positions (so that the check proves whatever `solve` would prove in that many
    /// positions), stopped after `states` positions each: first the position after the move
    /// and, only when that is proved lost, the position before it, for a winning line.
    /// At most `2 × states` positions; no clock, so the same answer on every machine.
    public static func check(_ move: Klondike.Move, from game: Klondike, schedule: Int, states: Int) -> CheckedHint {
        var after = Klondike(position: game.position, drawMode: game.drawMode)
        guard game.refusal(for: move) == nil else { return CheckedHint(move: move, loses: false, states: 0) }
        _ = after.apply(move)
        let budget = Budget(states: schedule)
        let later = solve(after.position, drawMode: game.drawMode, budget: budget, upTo: states)
        guard later.verdict == .unwinnable else { return CheckedHint(move: move, loses: false, states: later.states) }
        let now = solve(game.position, drawMode: game.drawMode, budget: budget, upTo: states)
        guard now.verdict == .winnable, let first = now.moves.first, first != move else {
            return CheckedHint(
                move: move, loses: true, lost: now.verdict == .unwinnable, states: later.states + now.states)
        }
        return CheckedHint(
            move: move, loses: true, instead: first, rest: Array(now.moves.dropFirst()),
            states: later.states + now.states)
    }
}
