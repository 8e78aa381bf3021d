import CardKit

extension Klondike.Position {
    /// A position set up on purpose (a lesson's): the seven stacks (bottom card first, the
    /// first `hidden[i]` face down), the foundations' heights (♠ ♥ ♦ ♣), the waste; every
    /// other card goes to the stock in the deck's order. Nil when a card is given twice or
    /// also sits in a foundation, or the counts are out of range.
    public static func prepared(
        stacks: [[FrenchCard]], hidden: [Int], foundations: [Int] = [0, 0, 0, 0], waste: [FrenchCard] = []
    ) -> Klondike.Position? {
        guard stacks.count == 7, hidden.count == 7, foundations.count == 4,
            foundations.allSatisfy({ (0...13).contains($0) }),
            (0..<7).allSatisfy({ (i: Int) -> Bool in
                (0...stacks[i].count).contains(hidden[i]) && (stacks[i].isEmpty || hidden[i] < stacks[i].count)
            })
        else { return nil }
        let onFoundations = FrenchSuit.allCases.flatMap { suit in
            (0..<foundations[foundationIndex(suit)]).map { FrenchCard($0 + 1, suit) }
        }
        let placed = stacks.flatMap { $0 } + waste + onFoundations
        guard Set(placed).count == placed.count else { return nil }
        let stock = FrenchCard.deck.filter { !placed.contains($0) }
        return Klondike.Position(stock: stock, waste: waste, foundations: foundations, stacks: stacks, hidden: hidden)
    }
}

extension Klondike {
    /// A game from a position written by hand (a lesson's): the seven stacks, bottom card
    /// first, separated by `|` (a card written `#7h` is face down; the face-down cards come
    /// first), then optionally `; f S H D C` (the foundations' heights, ♠ ♥ ♦ ♣), `; w CARDS`
    /// (the waste, top last), `; score N` (the score so far) and `; draw 3` (three cards a
    /// draw). Every other card is in the stock, in the deck's order. Nil when it is not one.
    public init?(notation: String) {
        let parts = notation.split(separator: ";").map { $0.split(separator: " ").map(String.init) }
        let stackTexts = notation.split(separator: ";").first?.split(separator: "|", omittingEmptySubsequences: false)
        guard let stackTexts, stackTexts.count == 7 else { return nil }
        var stacks: [[FrenchCard]] = []
        var hidden: [Int] = []
        for text in stackTexts {
            let words = text.split(separator: " ").map(String.init)
            let cards = words.compactMap { FrenchCard(reading: $0.hasPrefix("#") ? String($0.dropFirst()) : $0) }
            guard cards.count == words.count else { return nil }
            let down = words.prefix { $0.hasPrefix("#") }.count
            guard words.dropFirst(down).allSatisfy({ !$0.hasPrefix("#") }) else { return nil }
            stacks.append(cards)
            hidden.append(down)
        }
        var foundations = [0, 0, 0, 0]
        var waste: [FrenchCard] = []
        var score = 0
        var mode = DrawMode.one
        for part in parts.dropFirst() {
            guard let tag = part.first else { return nil }
            switch tag {
            case "f":
                let heights = part.dropFirst().compactMap { Int($0) }
                guard heights.count == 4, part.count == 5 else { return nil }
                foundations = heights
            case "w":
                waste = part.dropFirst().compactMap { FrenchCard(reading: $0) }
                guard waste.count == part.count - 1 else { return nil }
            case "score":
                guard part.count == 2, let points = Int(part[1]), (0...10_000).contains(points) else { return nil }
                score = points
            case "draw":
                guard part.count == 2, part[1] == "3" else { return nil }
                mode = .three
            default: return nil
            }
        }
        guard var start = Position.prepared(stacks: stacks, hidden: hidden, foundations: foundations, waste: waste)
        else { return nil }
        start.score = score
        self.init(position: start, drawMode: mode)
    }
}
