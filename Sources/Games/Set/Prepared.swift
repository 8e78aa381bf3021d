import CardKit

extension SetGame {
    /// A game set up on purpose (a lesson's prepared position): `table` face up in that
    /// order, the rest of the deck in the deck's order below it. Nil when a card is given
    /// twice, or none or more than the table holds.
    public static func prepared(table: [SetCard]) -> SetGame? {
        guard !table.isEmpty, table.count <= capacity, Set(table).count == table.count else { return nil }
        var game = SetGame(seed: 0)
        game.deck = SetCard.deck.filter { !table.contains($0) }
        game.table = table
        game.phase = .playing
        return game
    }
}

extension SetCard {
    /// A card as lessons write it: number, colour, shading, shape, e.g. `2gfc`: two green
    /// solid (filled) circles. Colours `r g p`, shadings `f` (solid) `h` (striped, hatched)
    /// `o` (open), shapes `t` (triangle) `c` (circle) `s` (square); nil for anything else.
    public init?(code: String) {
        let c = Array(code)
        guard c.count == 4, let number = c[0].wholeNumberValue, (1...3).contains(number),
            let colour = "rgp".firstIndex(of: c[1]).map({ "rgp".distance(from: "rgp".startIndex, to: $0) }),
            let shading = "fho".firstIndex(of: c[2]).map({ "fho".distance(from: "fho".startIndex, to: $0) }),
            let shape = "tcs".firstIndex(of: c[3]).map({ "tcs".distance(from: "tcs".startIndex, to: $0) })
        else { return nil }
        self.init(
            number: number, shape: Shape(rawValue: shape)!, shading: Shading(rawValue: shading)!,
            colour: Colour(rawValue: colour)!)
    }
}
