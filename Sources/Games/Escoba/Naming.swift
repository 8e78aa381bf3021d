import CardKit

/// The person's turn named by numbers: places of the cards as the table shows them, or the
/// cards' values. The words around the numbers are the table's to read.
extension EscobaGame {
    /// Why places name no move.
    public enum PlaceError: Error, Equatable, Sendable {
        /// No card of the hand at this place; the hand holds `count`.
        case noHandCard(place: Int, count: Int)
        /// No card of the table at this place; the table holds `count`.
        case noTableCard(place: Int, count: Int)
        /// A table place named twice.
        case repeated(place: Int)
    }

    /// The move the places name, counted from 1: a card of the hand, then the table cards
    /// taken with it (none: the card alone).
    public func move(atPlaces places: [Int]) -> Result<Move, PlaceError> {
        let first = places.first ?? 0
        guard hand.indices.contains(first - 1) else { return .failure(.noHandCard(place: first, count: hand.count)) }
        var take: [SpanishCard] = []
        for (i, place) in places.dropFirst().enumerated() {
            guard table.indices.contains(place - 1) else {
                return .failure(.noTableCard(place: place, count: table.count))
            }
            if places.dropFirst().prefix(i).contains(place) { return .failure(.repeated(place: place)) }
            take.append(table[place - 1])
        }
        return .success(Move(hand[first - 1], take: take))
    }

    /// Where a move's cards lie, counted from 1: the card in the hand, then the cards taken on
    /// the table (what `move(atPlaces:)` reads back).
    public func places(of move: Move) -> [Int] {
        [(hand.firstIndex(of: move.card) ?? 0) + 1] + move.take.compactMap { table.firstIndex(of: $0) }.map { $0 + 1 }
    }

    /// The person's take of fifteen whose cards have these values: the card played of the
    /// first value when the hand holds one that takes the others, else of the next value that
    /// does; of several cards alike, the best for the person (as `hint` rates them). Nil when
    /// the values do not make fifteen or name no take.
    public func take(values: [Int]) -> Move? {
        guard values.reduce(0, +) == Self.fifteen else { return nil }
        for first in values.indices {
            var rest = values
            rest.remove(at: first)
            let wanted = rest.sorted()
            let candidates = hand.filter { $0.escobaValue == values[first] }.flatMap { card in
                Self.takes(with: card, on: table).filter { $0.map(\.escobaValue).sorted() == wanted }.map {
                    Move(card, take: $0)
                }
            }
            if !candidates.isEmpty { return Opponent.best(of: Opponent.rate(candidates, for: 0, in: self))?.move }
        }
        return nil
    }

    /// The table as a move leaves it.
    public func tableAfter(_ move: Move) -> [SpanishCard] {
        move.isTake ? table.filter { !move.take.contains($0) } : table + [move.card]
    }
}
