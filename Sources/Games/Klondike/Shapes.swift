import CardKit

/// Moves named by their shape rather than by piles: a card named by its rank alone (`6*`: a
/// six, whichever), onto a card named so (`7*`) or onto an empty stack (`empty`), as a player
/// says "the six onto the seven" or "the king to the empty column".
extension Klondike {
    /// The word for an empty stack as a move's target.
    public static let emptyWord = "empty"

    /// A rank typed as a pattern (`6*`, `K*`, `A*`): the rank; nil for any other word.
    public static func rankPattern(_ word: String) -> Int? {
        guard word.count >= 2, word.hasSuffix("*") else { return nil }
        let rank = word.dropLast().lowercased()
        switch rank {
        case "a": return 1
        case "j": return 11
        case "q": return 12
        case "k": return 13
        default:
            guard let n = Int(rank), (1...13).contains(n) else { return nil }
            return n
        }
    }

    /// A rank typed as a pattern, perhaps with a colour (`6*`, `6*red`, `K*black`: "the red
    /// six"): the rank, and whether the card is red (nil: either colour); nil for any other word.
    public static func shapePattern(_ word: String) -> (rank: Int, red: Bool?)? {
        if let rank = rankPattern(word) { return (rank, nil) }
        let lower = word.lowercased()
        for (colour, red) in [("red", true), ("black", false)] where lower.hasSuffix("*" + colour) {
            if let rank = rankPattern(String(lower.dropLast(colour.count))) { return (rank, red) }
        }
        return nil
    }

    /// Whether `card` is of a shape pattern's rank and colour.
    static func fits(_ card: FrenchCard, _ pattern: (rank: Int, red: Bool?)) -> Bool {
        card.rank == pattern.rank && (pattern.red.map { $0 == card.suit.isRed } ?? true)
    }

    /// What a typed word of a shaped move names, for a message to say it: a rank (`6*`, `K*`),
    /// a card (`6s`), or another word (a pile) as typed.
    public enum Named: Hashable, Sendable {
        case rank(Int)
        case card(FrenchCard)
        case word(String)

        init(typed word: String) {
            if let rank = Klondike.shapePattern(word)?.rank {
                self = .rank(rank)
            } else if case .card(let card)? = Target(typed: word) {
                self = .card(card)
            } else {
                self = .word(word)
            }
        }
    }

    /// Whether a move's words name a card by its shape (a rank pattern or an empty stack).
    static func isShaped(_ words: [String]) -> Bool {
        words.contains { shapePattern($0) != nil || $0.lowercased() == emptyWord }
    }

    /// The piles a move could start from, and how many cards, for a typed source word.
    private func shapedSources(_ word: String) -> Result<[(Pile, Int)], TypingProblem> {
        if let pattern = Self.shapePattern(word) {
            var found: [(Pile, Int)] = []
            if let top = position.waste.last, Self.fits(top, pattern) { found.append((.waste, 1)) }
            for i in 0..<7 {
                let up = position.faceUp(i)
                for (k, card) in up.enumerated() where Self.fits(card, pattern) {
                    found.append((.stack(i), up.count - k))
                }
            }
            for i in 0..<4 where position.foundations[i] == pattern.rank {
                let suit = FrenchSuit.allCases.first { Position.foundationIndex($0) == i }
                if let red = pattern.red, suit?.isRed != red { continue }
                found.append((.foundation(i), 1))
            }
            return .success(found)
        }
        return source(typed: word).map { [$0] }
    }

    /// The piles a move could go to, for a typed target word.
    private func shapedTargets(_ word: String, from sources: [(Pile, Int)]) -> Result<[Pile], TypingProblem> {
        if word.lowercased() == Self.emptyWord {
            return .success((0..<7).filter { position.stacks[$0].isEmpty }.map(Pile.stack))
        }
        if let pattern = Self.shapePattern(word) {
            let stacks = (0..<7).filter { position.stacks[$0].last.map { Self.fits($0, pattern) } ?? false }
                .map(Pile.stack)
            let foundations =
                pattern.red == nil
                ? (0..<4).filter { position.foundations[$0] == pattern.rank }.map(Pile.foundation) : []
            return .success(stacks + foundations)
        }
        switch Target(typed: word) {
        case .pile(let pile)?: return .success([pile])
        case .ownFoundation?:
            return .success(sources.compactMap { topCard($0.0).map { Pile.foundation(of: $0.suit) } })
        case .card(let card)?:
            guard case .playable(let pile, 1) = locate(card), pile != .waste else { return .failure(.cardTarget(card)) }
            return .success([pile])
        case nil: return .failure(.unreadable(word))
        }
    }

    /// `move` with a card named by its shape: the one legal move of that shape; several are
    /// listed, none is said (or, when only one move has the shape, the rules say why not).
    func shapedMove(_ from: String, _ to: String) -> Result<Move, TypingProblem> {
        let sources: [(Pile, Int)]
        switch shapedSources(from) {
        case .failure(let problem): return .failure(problem)
        case .success(let found): sources = found
        }
        let targets: [Pile]
        switch shapedTargets(to, from: sources) {
        case .failure(let problem): return .failure(problem)
        case .success(let found): targets = found
        }
        // A card named (by its rank or whole) moves with the cards on it; a pile, the run that fits.
        var named = Self.shapePattern(from) != nil
        if case .card? = Target(typed: from) { named = true }
        var shaped: [Move] = []
        for (pile, count) in sources {
            for target in targets where target != pile {
                shaped.append(
                    .transfer(from: pile, to: target, count: named ? count : bestCount(from: pile, to: target)))
            }
        }
        let legal = shaped.filter { refusal(for: $0) == nil }
        if legal.count == 1 { return .success(legal[0]) }
        if legal.count > 1 { return .failure(.several(legal)) }
        if shaped.count == 1 { return .success(shaped[0]) }
        let empty = to.lowercased() == Self.emptyWord
        if empty, targets.isEmpty { return .failure(.noEmptyStack) }
        if !empty, Self.shapePattern(to) == nil {
            // To a pile named: the rules say why the first card of that rank cannot go there.
            if let first = shaped.first { return .success(first) }
            return .failure(.noneToPlay(Named(typed: from)))
        }
        return .failure(.noneShaped(from: Named(typed: from), to: empty ? nil : Named(typed: to)))
    }
}
