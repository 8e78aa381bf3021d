import CardKit

/// What a player types to name piles, cards and moves: `s`, `w`, `f1`–`f4`, `1`–`7`, `f` (a
/// card's own foundation) or a card as CardKit reads it (`7h`, `Qs`, `h10`, `♥7`), and moves
/// as `tap PILE|CARD` and `move FROM TO [N]`.
extension Klondike {
    /// What a typed word names.
    public enum Target: Hashable, Sendable {
        case pile(Pile)
        case card(FrenchCard)
        case ownFoundation

        public init?(typed word: String) {
            let w = word.lowercased()
            switch w {
            case "s": self = .pile(.stock)
            case "w": self = .pile(.waste)
            case "f": self = .ownFoundation
            default:
                if w.hasPrefix("f"), let n = Int(w.dropFirst()), (1...4).contains(n) {
                    self = .pile(.foundation(n - 1))
                } else if let n = Int(w), (1...7).contains(n) {
                    self = .pile(.stack(n - 1))
                } else if let card = FrenchCard(reading: w) {
                    self = .card(card)
                } else {
                    return nil
                }
            }
        }
    }

    /// Why typed words are not a move.
    public enum TypingProblem: Hashable, Sendable, Error {
        /// `tap` takes one word.
        case tapWords
        /// `move` takes two or three words.
        case moveWords
        /// A word that names no pile and no card.
        case unreadable(String)
        /// A count that is not a number from 1.
        case count(String)
        /// `f` names a card's own foundation: it cannot be where cards come from.
        case ownFoundationAsSource
        /// A card named as where to go that is not on top of a stack or a foundation.
        case cardTarget(FrenchCard)
        /// Read, but the rules refuse it.
        case refused(Refusal)
        /// A card named by its rank, or a move named by its shape, fits several moves: these.
        case several([Move])
        /// A move to an empty stack, and no stack is empty.
        case noEmptyStack
        /// No move has the shape named (a card of the rank `from` onto one of the rank `to`,
        /// or to an empty stack when nil).
        case noneShaped(from: Named, to: Named?)
        /// No card of the rank named can be played from where it is.
        case noneToPlay(Named)
        /// A card named to go up to its foundation is on it already (the auto-moves may have
        /// put it there): the card and its foundation.
        case alreadyUp(FrenchCard, Pile)
    }

    /// The pile and run a word names as a source: a pile's top card, or a face-up card with
    /// the cards on it.
    public func source(typed word: String) -> Result<(Pile, Int), TypingProblem> {
        switch Target(typed: word) {
        case .pile(let pile)?: return .success((pile, 1))
        case .card(let card)?:
            switch locate(card) {
            case .playable(let pile, let count): return .success((pile, count))
            case let location: return .failure(.refused(.cardUnavailable(card, location)))
            }
        case .ownFoundation?: return .failure(.ownFoundationAsSource)
        case nil:
            // A letter rank alone (`a`, `k`): the one card of that rank on top of a pile.
            let ranks: [String: Int] = ["a": 1, "j": 11, "q": 12, "k": 13]
            guard let rank = ranks[word.lowercased()] else { return .failure(.unreadable(word)) }
            let tops = FrenchSuit.allCases.compactMap { suit -> Pile? in
                guard case .playable(let pile, 1) = locate(FrenchCard(rank, suit)) else { return nil }
                if case .foundation = pile { return nil }
                return pile
            }
            if tops.count == 1 { return .success((tops[0], 1)) }
            // None on top: why the first card of that rank still to play cannot be.
            let waiting = FrenchSuit.allCases.lazy.map { FrenchCard(rank, $0) }.map { ($0, self.locate($0)) }
                .first { card, location in
                    switch location {
                    case .playable(.foundation, _), .foundationBuried: false
                    default: true
                    }
                }
            guard tops.isEmpty, let (card, location) = waiting else { return .failure(.unreadable(word)) }
            return .failure(.refused(.cardUnavailable(card, location)))
        }
    }

    /// The piles (not foundations) with a card of the rank a letter names on top (`a`, `k`).
    func topsOfRank(_ word: String) -> [Pile] {
        let ranks: [String: Int] = ["a": 1, "j": 11, "q": 12, "k": 13]
        guard let rank = ranks[word.lowercased()] else { return [] }
        return FrenchSuit.allCases.compactMap { suit -> Pile? in
            guard case .playable(let pile, 1) = locate(FrenchCard(rank, suit)) else { return nil }
            if case .foundation = pile { return nil }
            return pile
        }
    }

    /// `tap PILE|CARD`: where the card goes by itself (`tapMove`).
    public func tapMove(typed argument: String) -> Result<Move, TypingProblem> {
        let words = argument.split(separator: " ").map(String.init)
        guard words.count == 1 else { return .failure(.tapWords) }
        let tops = topsOfRank(words[0])
        if tops.count > 1 {
            // A rank on top of several piles: the one whose card can go somewhere, or the choices.
            let taps = tops.compactMap { try? tapMove($0).get() }
            if taps.count == 1 { return .success(taps[0]) }
            if taps.count > 1 { return .failure(.several(taps)) }
        }
        return source(typed: words[0]).flatMap { pile, count in
            tapMove(pile, count: count).mapError(TypingProblem.refused)
        }
    }

    /// `move FROM TO [N]`: without N, the run that fits (`bestCount`), or the one a card names.
    public func move(typed argument: String) -> Result<Move, TypingProblem> {
        let words = argument.split(separator: " ").map(String.init)
        guard (2...3).contains(words.count) else { return .failure(.moveWords) }
        if words.count == 2, Self.isShaped(words) { return shapedMove(words[0], words[1]) }
        if words.count == 2, topsOfRank(words[0]).count > 1 {
            // A rank alone on top of several piles (`A f`): the one move of that shape there is.
            return shapedMove(words[0] + "*", words[1])
        }
        var count: Int?
        let from: Pile
        switch source(typed: words[0]) {
        case .failure(let problem): return .failure(problem)
        case .success(let (pile, n)):
            from = pile
            if case .card = Target(typed: words[0]) { count = n }
        }
        if words.count == 3 {
            guard let n = Int(words[2]), n >= 1 else { return .failure(.count(words[2])) }
            count = n
        }
        let to: Pile
        switch Target(typed: words[1]) {
        case .pile(let pile)?: to = pile
        case .ownFoundation?:
            if case .foundation = from, case .card(let named)? = Target(typed: words[0]) {
                return .failure(.alreadyUp(named, from))
            }
            guard let card = topCard(from) else {
                return .failure(.refused(from == .stock ? .stockIsDrawn : .emptyPile(from)))
            }
            to = .foundation(of: card.suit)
        case .card(let card)?:
            // A card as the destination: the pile it is on top of.
            guard case .playable(let pile, 1) = locate(card), pile != .waste else {
                return .failure(.cardTarget(card))
            }
            to = pile
        case nil: return .failure(.unreadable(words[1]))
        }
        return .success(.transfer(from: from, to: to, count: count ?? bestCount(from: from, to: to)))
    }

    /// The top card of a pile (none for the stock, whose cards are face down).
    public func topCard(_ pile: Pile) -> FrenchCard? {
        switch pile {
        case .stock: nil
        case .waste: position.waste.last
        case .foundation(let i): position.foundationTop(i)
        case .stack(let i): position.stacks[i].last
        }
    }

    /// The name a player types for a pile.
    public static func typed(_ pile: Pile) -> String {
        switch pile {
        case .stock: "s"
        case .waste: "w"
        case .foundation(let i): "f\(i + 1)"
        case .stack(let i): "\(i + 1)"
        }
    }

    /// A card as players type it: rank and the English suit initial (`7h`, `10s`, `Qc`).
    public static func typed(_ card: FrenchCard) -> String {
        String(card.description.dropFirst()) + card.suit.rawValue.prefix(1)
    }

    /// What a player may type after `move` here (every legal transfer), and after `tap`
    /// (every pile, and every face-up card of the stacks).
    public var typedMoves: [String] {
        legalMoves().compactMap { move in
            guard case .transfer(let from, let to, let count) = move else { return nil }
            return "\(Self.typed(from)) \(Self.typed(to))" + (count > 1 ? " \(count)" : "")
        }
    }

    public var typedTaps: [String] {
        ["s", "w", "f1", "f2", "f3", "f4"] + (1...7).map(String.init)
            + (0..<7).flatMap { position.faceUp($0) }.map(Self.typed)
    }
}
