import CardKit

/// Deals exchanged with other Klondike programs, in two formats told apart by their content.
///
/// **Klondike-Solver's deck string** (the solver by ShootMe): 52 cards of three digits each,
/// the rank `01`–`13` then the suit `1` clubs, `2` diamonds, `3` hearts, `4` spades (`014` is
/// the ace of spades), in the order they are dealt: for row j = 1…7, one face-up card on stack
/// j, then one face-down card on each of stacks j+1…7; cards 29–52 are the stock, card 29 the
/// first drawn (its `ResetGame` piles cards 52 down to 29 onto the stock, so 29 ends on top).
/// This is exactly the order of `Position.deal(from:)`: the deck string is that deck reversed.
/// Whitespace and line breaks between the digits are ignored when reading.
///
/// **Solvitaire's JSON**: `{"tableau piles": [[bottom … top] × 7], "stock": [bottom … top]}`,
/// as read by Solvitaire's `deal_parser` (Blake & Gent). What its sources say, and this
/// follows: a card is a rank (`A`, `2`–`10`, `J`, `Q`, `K`, or the number `1`–`13`) then a
/// suit letter; a card is face down when its suit letter is lower case (`"Kc"` face down,
/// `"KC"` face up: `card::face_down_from_str`), the rank letter's case does not matter; a
/// pile's last card is its top (`pile::top_card` is the vector's back), and the stock deals
/// from its top, so the last card of `"stock"` is the first drawn. Solvitaire writes ten as
/// `10`; reading also takes `T`, any case, and ignores the face-down marks (a deal's layout
/// fixes which cards are face down). Writing marks the tableau's face-down cards as Solvitaire
/// does, and the stock in upper case, as in its own Klondike deal files. The parsing of
/// the JSON text itself is the console's (engines stay free of Foundation): the engine
/// builds the deal from the arrays of card words.
extension Klondike {
    /// The two formats of a deal.
    public enum DealFormat: String, Hashable, Sendable, CaseIterable {
        /// Klondike-Solver's 156-digit deck string.
        case deckString
        /// Solvitaire's JSON.
        case solvitaire

        /// The format of a text, by its first character that is not white space: `{` for
        /// JSON, a digit for a deck string; nil for anything else.
        public static func of(_ text: String) -> DealFormat? {
            guard let first = text.unicodeScalars.first(where: { !isSpace($0) }) else { return nil }
            if first == "{" { return .solvitaire }
            if ("0"..."9").contains(first) { return .deckString }
            return nil
        }
    }

    /// Why a text is not a deal that can be played.
    public enum DealProblem: Error, Hashable, Sendable {
        /// Nothing but white space.
        case empty
        /// Neither a deck string (digits) nor JSON (`{`).
        case unrecognised
        /// A deck string holds a character other than digits and white space.
        case unexpectedCharacter(String)
        /// A deck string of this many digits, not 156.
        case digitCount(Int)
        /// Not JSON, or JSON not of Solvitaire's shape (given by the console's decoder).
        case badJSON
        /// Solvitaire's JSON without this member (`tableau piles`, `stock`).
        case missingField(String)
        /// This many tableau piles, not 7.
        case pileCount(Int)
        /// Stack `stack` (0–6) holds `count` cards instead of `stack + 1`.
        case pileSize(stack: Int, count: Int)
        /// A stock of this many cards, not 24.
        case stockSize(Int)
        /// The waste or the foundations (named as in the JSON) hold cards: a game under way,
        /// not a deal.
        case notADeal(String)
        /// A word or a triple of digits that names no card.
        case unknownCard(String)
        /// A card given twice.
        case duplicateCard(FrenchCard)
    }

    // MARK: Klondike-Solver's deck string

    /// The deal in Klondike-Solver's 156-digit deck string; nil when the position is not a
    /// deal as dealt (cards played, or not 1…7 cards with the top face up and 24 in the stock).
    public static func deckString(of deal: Position) -> String? {
        guard isDeal(deal) else { return nil }
        return dealingOrder(deal).map(digits).joined()
    }

    /// A deal from a deck string (white space between the digits is ignored).
    public static func deal(deckString text: String) -> Result<Position, DealProblem> {
        let scalars = text.unicodeScalars.filter { !isSpace($0) }
        if scalars.isEmpty { return .failure(.empty) }
        if let odd = scalars.first(where: { !("0"..."9").contains($0) }) {
            return .failure(.unexpectedCharacter(String(odd)))
        }
        guard scalars.count == 156 else { return .failure(.digitCount(scalars.count)) }
        let digits = scalars.map { Int($0.value) - 48 }
        var cards: [FrenchCard] = []
        for i in stride(from: 0, to: 156, by: 3) {
            let rank = digits[i] * 10 + digits[i + 1]
            let suits: [FrenchSuit] = [.clubs, .diamonds, .hearts, .spades]
            guard (1...13).contains(rank), (1...4).contains(digits[i + 2]) else {
                return .failure(.unknownCard(digits[i..<i + 3].map(String.init).joined()))
            }
            cards.append(FrenchCard(rank, suits[digits[i + 2] - 1]))
        }
        if let twice = firstDuplicate(cards) { return .failure(.duplicateCard(twice)) }
        return .success(Position.deal(from: cards.reversed()))
    }

    // MARK: Solvitaire's JSON

    /// The deal as Solvitaire's JSON: one tableau pile a line, face-down cards with a lower-case
    /// suit letter, the stock's in upper case as Solvitaire's own deal files have them (it reads
    /// no face-down mark there); nil when the position is not a deal as dealt.
    public static func solvitaireJSON(of deal: Position) -> String? {
        guard isDeal(deal) else { return nil }
        func array(_ words: [String]) -> String { "[" + words.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        let piles = (0..<7).map { i in
            "    "
                + array(
                    deal.stacks[i].enumerated().map { solvitaireWord($0.element, faceDown: $0.offset < deal.hidden[i]) }
                )
        }
        return "{\n  \"tableau piles\": [\n" + piles.joined(separator: ",\n") + "\n  ],\n"
            + "  \"stock\": " + array(deal.stock.map { solvitaireWord($0, faceDown: false) }) + "\n}"
    }

    /// A deal from the members of Solvitaire's JSON: the tableau piles and the stock, bottom
    /// card first, and the waste and foundations when the file has them (they must be empty).
    public static func deal(
        solvitaireTableau tableau: [[String]], stock: [String], waste: [String] = [],
        foundations: [[String]] = []
    ) -> Result<Position, DealProblem> {
        guard tableau.count == 7 else { return .failure(.pileCount(tableau.count)) }
        if let i = tableau.indices.first(where: { tableau[$0].count != $0 + 1 }) {
            return .failure(.pileSize(stack: i, count: tableau[i].count))
        }
        guard stock.count == 24 else { return .failure(.stockSize(stock.count)) }
        if !waste.isEmpty { return .failure(.notADeal("waste")) }
        if foundations.contains(where: { !$0.isEmpty }) { return .failure(.notADeal("foundations")) }
        var stacks: [[FrenchCard]] = []
        for pile in tableau + [stock] {
            var cards: [FrenchCard] = []
            for word in pile {
                guard let card = FrenchCard(reading: word, .solvitaire) else { return .failure(.unknownCard(word)) }
                cards.append(card)
            }
            stacks.append(cards)
        }
        if let twice = firstDuplicate(stacks.flatMap { $0 }) { return .failure(.duplicateCard(twice)) }
        return .success(
            Position(
                stock: stacks[7], waste: [], foundations: [0, 0, 0, 0], stacks: Array(stacks[0..<7]),
                hidden: Array(0..<7)))
    }

    /// A card as Solvitaire writes it: `AH`, `10S`; with the suit in lower case when face down.
    public static func solvitaireWord(_ card: FrenchCard, faceDown: Bool) -> String {
        let suit =
            switch card.suit {
            case .clubs: "C"
            case .diamonds: "D"
            case .hearts: "H"
            case .spades: "S"
            }
        return card.rankText + (faceDown ? suit.lowercased() : suit)
    }

    // MARK: Helpers

    /// A position as dealt: nothing played, 1…7 cards a stack with only the top face up, 24
    /// in the stock, the 52 cards each once.
    public static func isDeal(_ p: Position) -> Bool {
        p.stacks.count == 7 && p.hidden == Array(0..<7) && (0..<7).allSatisfy { p.stacks[$0].count == $0 + 1 }
            && p.stock.count == 24 && p.waste.isEmpty && p.foundations == [0, 0, 0, 0]
            && p.score == 0 && p.moves == 0 && p.recycles == 0 && Set(p.allCards) == Set(FrenchCard.deck)
    }

    /// The cards of a deal in the order they were dealt (Klondike-Solver's order).
    static func dealingOrder(_ p: Position) -> [FrenchCard] {
        var cards: [FrenchCard] = []
        for row in 0..<7 {
            for stack in row..<7 { cards.append(p.stacks[stack][row]) }
        }
        return cards + p.stock.reversed()
    }

    private static func digits(_ card: FrenchCard) -> String {
        let suit =
            switch card.suit {
            case .clubs: 1
            case .diamonds: 2
            case .hearts: 3
            case .spades: 4
            }
        return (card.rank < 10 ? "0" : "") + "\(card.rank)\(suit)"
    }

    private static func firstDuplicate(_ cards: [FrenchCard]) -> FrenchCard? {
        var seen = Set<FrenchCard>()
        return cards.first { !seen.insert($0).inserted }
    }

    /// White space, a byte-order mark included.
    public static func isSpace(_ s: Unicode.Scalar) -> Bool { s.properties.isWhitespace || s == "\u{FEFF}" }
}

extension Klondike {
    /// Plays a deal given from elsewhere (a file) instead of the one dealt: the next deals
    /// still come from the game's generator.
    public mutating func replaceDeal(with deal: Position) {
        dealt = deal
        position = deal
        history = []
        steps = []
    }
}
