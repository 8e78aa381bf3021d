import Klondike

extension Klondike {
    /// Plays a line in the engine: every move must be accepted, and the game won at the end
    /// (how the solver's tests check a line found).
    public func replays(_ moves: [Klondike.Move]) -> Bool {
        var g = self
        for move in moves {
            guard g.refusal(for: move) == nil else { return false }
            _ = g.apply(move)
        }
        return g.isWon
    }
}
