import CardKit

extension Klondike {
    /// A move as a player types it: `draw`, `tap` a pile (its card to its foundation), or
    /// `move FROM TO`, with the count only when the run that fits is not the one meant.
    public enum Typing: Hashable, Sendable {
        case draw
        case tap(Pile)
        case move(from: Pile, to: Pile, count: Int?)
    }

    /// One step of a line of play as a player reads it (`solve show`).
    public enum LineStep: Hashable, Sendable {
        /// Every card face up, and the rest of the line puts `cards` cards up: `auto`.
        case finish(cards: Int)
        /// The waste turned back into the stock.
        case recycle
        /// Draws in a row (1: a single draw).
        case draws(Int)
        /// A move, with the cards it moves, bottom first.
        case move(Typing, cards: [FrenchCard])
    }

    /// How many cards `move FROM TO` means: the one run that fits; if none does, the card
    /// whose refusal teaches best (the right rank in the wrong colour, else the whole run).
    public func bestCount(from: Pile, to: Pile) -> Int {
        guard case .stack(let i) = from, case .stack = to else { return 1 }
        let up = position.faceUp(i).count
        guard up > 1 else { return 1 }
        if let n = (1...up).first(where: { refusal(for: .transfer(from: from, to: to, count: $0)) == nil }) {
            return n
        }
        if let n = (1...up).first(where: {
            if case .sameColour = refusal(for: .transfer(from: from, to: to, count: $0)) { true } else { false }
        }) {
            return n
        }
        return up
    }

    /// What a player types for a move here: `tap` for a card to its foundation that `tap`
    /// would send there, `draw`, else `move` (with the count only when needed).
    public func typing(_ move: Move) -> Typing {
        guard case .transfer(let from, let to, let count) = move else { return .draw }
        if case .foundation = to, count == 1, case .success(let tapped) = tapMove(from), tapped == move {
            return .tap(from)
        }
        return .move(from: from, to: to, count: count == bestCount(from: from, to: to) ? nil : count)
    }

    /// The cards a transfer moves, bottom first.
    public func cards(_ move: Move) -> [FrenchCard] {
        guard case .transfer(let from, _, let count) = move else { return [] }
        switch from {
        case .stock: return []
        case .waste: return Array(position.waste.suffix(1))
        case .foundation(let i): return position.foundationTop(i).map { [$0] } ?? []
        case .stack(let i): return Array(position.stacks[i].suffix(count))
        }
    }

    /// A line of moves from this position, as a player would play it: draws in a row grouped,
    /// each other move with the cards it moves, and `auto` for the cards that go up at the end.
    public func line(_ moves: [Move]) -> [LineStep] {
        var g = Klondike(position: position, drawMode: drawMode)
        var steps: [LineStep] = []
        var i = 0
        while i < moves.count {
            let move = moves[i]
            let rest = moves[i...]
            if g.canFinishAutomatically,
                rest.allSatisfy({ if case .transfer(_, .foundation, 1) = $0 { true } else { false } })
            {
                steps.append(.finish(cards: rest.count))
                break
            }
            if move == .draw && g.position.stock.isEmpty {
                steps.append(.recycle)
                _ = g.apply(move)
                i += 1
            } else if move == .draw {
                var drawn = 0
                while i < moves.count, moves[i] == .draw, !g.position.stock.isEmpty {
                    _ = g.apply(.draw)
                    drawn += 1
                    i += 1
                }
                steps.append(.draws(drawn))
            } else {
                steps.append(.move(g.typing(move), cards: g.cards(move)))
                _ = g.apply(move)
                i += 1
            }
        }
        return steps
    }
}
