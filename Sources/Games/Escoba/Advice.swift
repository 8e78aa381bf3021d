import CardKit

/// The person's turn weighed as the computer weighs its own (`Opponent.rate`): the best move
/// and why, what a move leaves, the coach's verdict on a move, and what would make a take
/// fifteen. `hint` and the coach read this one judgement.
extension EscobaGame {
    /// What a move leaves the next player.
    public enum Leaves: Equatable, Sendable {
        /// An empty table: the move is an escoba.
        case nothing
        /// Cards adding up to `sum`, which a card of value `by` would sweep.
        case sweep(sum: Int, by: Int)
        /// Cards adding up to `sum`, which no one card sweeps.
        case safe(sum: Int)
    }

    /// Why a move is the best one.
    public enum Reason: Equatable, Sendable {
        /// It sweeps the table.
        case escoba
        /// It takes the siete de oros.
        case sieteDeOros(Leaves)
        /// It takes this many cards, oros and sevens (the card played included).
        case take(cards: Int, oros: Int, sevens: Int, Leaves)
        /// Nothing takes, or taking is worse: this card is left.
        case leave(SpanishCard, Leaves)
    }

    /// What the coach says of a move that is not as good as the best.
    public enum Verdict: Equatable, Sendable {
        /// The move takes the siete de oros (said of a good move too).
        case sieteDeOros
        /// An escoba was open (this one) and the move lets it go.
        case missedEscoba(Move)
        /// A card left where this take was better.
        case betterTake(Move)
        /// The move leaves cards adding up to `sum` that a card of value `by` sweeps, where
        /// another move left no sweep.
        case leavesSweep(sum: Int, by: Int)
    }

    /// How far a take that is not fifteen is off, and the card that would put it right.
    public enum Fix: Equatable, Sendable {
        /// `value` short: a card of the table not named that has it, if there is one.
        case add(Int, SpanishCard?)
        /// `value` over: a card named that has it, if there is one.
        case drop(Int, SpanishCard?)
    }

    /// The person's moves now, rated, in `legalMoves` order.
    public var ratedMoves: [Opponent.Rated] { Opponent.rate(legalMoves(for: 0), for: 0, in: self) }

    public func leaves(_ rated: Opponent.Rated) -> Leaves {
        let after = tableAfter(rated.move)
        if after.isEmpty { return .nothing }
        if let by = rated.sweptBy { return .sweep(sum: after.escobaSum, by: by) }
        return .safe(sum: after.escobaSum)
    }

    public func reason(_ best: Opponent.Rated) -> Reason {
        let move = best.move
        let leaves = leaves(best)
        guard move.isTake else { return .leave(move.card, leaves) }
        if leaves == .nothing { return .escoba }
        if move.cards.contains(where: \.isSieteDeOros) { return .sieteDeOros(leaves) }
        return .take(cards: move.cards.count, oros: move.cards.oros, sevens: move.cards.sevens, leaves)
    }

    /// The coach's word on a move about to be made (nil: nothing to say). A move worth as
    /// much as the best is never faulted.
    public func verdict(on move: Move) -> Verdict? {
        let rated = ratedMoves
        guard let mine = rated.first(where: { $0.move == move }), let best = Opponent.best(of: rated) else {
            return nil
        }
        let takesSiete = move.isTake && move.cards.contains(where: \.isSieteDeOros)
        if mine.worth >= best.worth - 1e-9 { return takesSiete ? .sieteDeOros : nil }
        let sweeps = rated.filter { $0.move.isTake && $0.move.take.count == table.count }
        if let sweep = sweeps.first, !sweeps.contains(where: { $0.move == move }) { return .missedEscoba(sweep.move) }
        if takesSiete { return .sieteDeOros }
        if !move.isTake, best.move.isTake { return .betterTake(best.move) }
        if case .sweep(let sum, let by) = leaves(mine), rated.contains(where: { $0.sweptBy == nil }) {
            return .leavesSweep(sum: sum, by: by)
        }
        return nil
    }

    /// What would make a take that is not fifteen add up: a table card of the value missing,
    /// or one named too many.
    public func fix(_ move: Move) -> Fix {
        let off = move.sum - Self.fifteen
        if off < 0 { return .add(-off, table.first { !move.take.contains($0) && $0.escobaValue == -off }) }
        return .drop(off, move.take.first { $0.escobaValue == off })
    }
}

extension Opponent {
    /// The best of rated moves: the first of those worth the most.
    public static func best(of rated: [Rated]) -> Rated? { rated.max { $0.worth < $1.worth } }
}
