import CardKit
import Klondike

/// From the search's steps to the game's moves: the line without detours, shortened, and
/// replayed in the engine.
extension Solver {
    /// The solution with a shorter line, when a search within `limit` positions finds one
    /// (see `Shortener`); as it was otherwise (and for a position not won).
    public static func shortened(
        _ solution: Solution, from position: Klondike.Position, drawMode: Klondike.DrawMode,
        within limit: Int
    ) -> Solution {
        guard solution.verdict == .winnable, limit > 0,
            let moves = shorten(position, drawMode: drawMode, than: solution.moves.count, within: limit)
        else { return solution }
        var shorter = solution
        shorter.moves = moves
        return shorter
    }

    /// A shorter winning line than one of `length` moves, if a search within `limit` positions
    /// finds one, without detours: the best-first search going on after its wins
    /// (`BestFirst.shorter`, as Klondike-Solver shortens its lines), and when it finds none
    /// the depth-first one (`Shortener`). (The depth-first one after a best-first line
    /// shortened no median on seeds 1–200 and doubled the time.)
    static func shorten(
        _ position: Klondike.Position, drawMode: Klondike.DrawMode, than length: Int,
        within limit: Int
    ) -> [Klondike.Move]? {
        var best: [Klondike.Move]? = nil
        func keep(_ steps: [Step]?) {
            guard let steps,
                let moves = engineMoves(
                    simplified(steps, from: position, drawMode: drawMode), from: position, drawMode: drawMode),
                moves.count < (best?.count ?? length)
            else { return }
            best = moves
        }
        if let search = BestFirst(
            position, drawMode: drawMode, budget: Budget(states: limit), options: shorteningOptions(bestFirst: true))
        {
            keep(search.shorter(than: length))
        }
        if best == nil {
            keep(
                Shortener(
                    position, drawMode: drawMode, bound: length, limit: limit,
                    options: shorteningOptions(bestFirst: false))?.run())
        }
        return best
    }

    /// The searches for a shorter line: the solver's (the best-first one's, or the depth-first
    /// one's), but a safe talon card goes home without asking only from the waste's top
    /// (`Search.Options.drawToSafeCards`).
    static func shorteningOptions(bestFirst: Bool) -> Search.Options {
        var options =
            bestFirst ? Search.Options(coverRule: false, partOnlyForHome: true, bestFirst: true) : Search.Options()
        options.drawToSafeCards = false
        return options
    }

    /// The line without detours: a run the search moved from one stack to another and later
    /// on to a third goes there at once, when the rest still wins; and a card moved and
    /// moved back is left where it was. (The search wanders; a player reading the line
    /// should not.)
    static func simplified(_ steps: [Step], from position: Klondike.Position, drawMode: Klondike.DrawMode) -> [Step] {
        var steps = steps
        // Trials replay on the search's raw position, made at the first trial (the engine
        // checks the line kept, in `engineMoves`).
        var checker: Search? = nil
        func wins(_ trial: [Step]) -> Bool {
            if checker == nil { checker = Search(position, drawMode: drawMode, budget: Budget(states: 1)) }
            guard let checker else { return Solver.wins(trial, from: position, drawMode: drawMode) }
            return checker.replays(trial)
        }
        var i = 0
        while i < steps.count {
            let first = steps[i]
            var merged = false
            if first.kind == .stackToStack {
                var j = i + 1
                while j < steps.count {
                    let later = steps[j]
                    if later.kind == .stackToStack && later.card == first.card && later.a == first.b {
                        var trial = steps
                        if later.b == first.a {
                            // There and back again: neither is needed.
                            trial.remove(at: j)
                            trial.remove(at: i)
                        } else {
                            trial[j].a = first.a
                            trial.remove(at: i)
                        }
                        if wins(trial) {
                            steps = trial
                            merged = true
                        }
                        break
                    }
                    j += 1
                }
            }
            if !merged { i += 1 }
        }
        return steps
    }

    /// Whether the steps replay to a win (as `engineMoves`, without keeping the moves).
    static func wins(_ steps: [Step], from position: Klondike.Position, drawMode: Klondike.DrawMode) -> Bool {
        engineMoves(steps, from: position, drawMode: drawMode) != nil
    }

    /// The search's steps as the game's moves, checked by playing them: a talon step becomes
    /// the draws that bring its card to the top of the waste, then the move from the waste.
    /// Nil if any move is refused (it would be a bug; the caller then reports no answer).
    static func engineMoves(
        _ steps: [Step], from position: Klondike.Position,
        drawMode: Klondike.DrawMode
    ) -> [Klondike.Move]? {
        var game = Klondike(position: position, drawMode: drawMode)
        var moves: [Klondike.Move] = []
        func play(_ move: Klondike.Move) -> Bool {
            if game.refusal(for: move) != nil { return false }
            _ = game.apply(move)
            moves.append(move)
            return true
        }
        for step in steps {
            let card = Search.card(step.card)
            let home = Klondike.Pile.foundation(of: card.suit)
            let move: Klondike.Move
            switch step.kind {
            case .stackToFoundation:
                move = .transfer(from: .stack(Int(step.a)), to: home, count: 1)
            case .stackToStack:
                move = .transfer(from: .stack(Int(step.a)), to: .stack(Int(step.b)), count: Int(step.n))
            case .foundationToStack:
                move = .transfer(from: .foundation(Int(step.a)), to: .stack(Int(step.b)), count: 1)
            case .talonToFoundation, .talonToStack:
                // Two passes through the talon always bring the card up.
                var draws = 0
                while game.position.waste.last != card {
                    guard draws <= 2 * 52, play(.draw) else { return nil }
                    draws += 1
                }
                move = .transfer(
                    from: .waste, to: step.kind == .talonToFoundation ? home : .stack(Int(step.b)), count: 1)
            }
            guard play(move) else { return nil }
        }
        return game.isWon ? moves : nil
    }
}
