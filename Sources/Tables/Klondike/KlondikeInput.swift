import CardKit
import GameKit
import Klondike
import TableKit

/// Reading what the player types (piles, cards, moves), and what to suggest typing.
extension KlondikeTable {
    func suggestedArguments(for command: CommandID) -> [String] {
        switch command {
        case .move:
            return game.legalMoves().compactMap { move in
                guard case .transfer(let from, let to, let count) = move else { return nil }
                return "\(Self.typed(from)) \(Self.typed(to))" + (count > 1 ? " \(count)" : "")
            }
        case .tap:
            let faceUp = (0..<7).flatMap { game.position.faceUp($0) }.map(Self.typed)
            return ["s", "w", "f1", "f2", "f3", "f4"] + (1...7).map(String.init) + faceUp
        default:
            return []
        }
    }

    // MARK: Reading what the player typed

    /// What was read, or why it could not be.
    enum Reading<T> {
        case success(T)
        case failure(Message)
    }

    enum Target {
        case pile(Pile)
        case card(FrenchCard)
        case ownFoundation
    }

    /// `s`, `w`, `f1`–`f4`, `1`–`7`, `f` (the card's own foundation) or a card.
    func target(_ word: String) -> Target? {
        let w = word.lowercased()
        switch w {
        case "s": return .pile(.stock)
        case "w": return .pile(.waste)
        case "f": return .ownFoundation
        default: break
        }
        if w.hasPrefix("f"), let n = Int(w.dropFirst()), (1...4).contains(n) { return .pile(.foundation(n - 1)) }
        if let n = Int(w), (1...7).contains(n) { return .pile(.stack(n - 1)) }
        return FrenchCard(reading: w).map(Target.card)
    }

    func unreadable(_ word: String) -> Message {
        Message("klondike.refused.unreadable", .verbatim(Typed.visible(word)))
    }

    /// The pile and run a word names as a source: a pile's top card, or a face-up card with
    /// the cards on it.
    func source(_ word: String) -> Reading<(Pile, Int)> {
        switch target(word) {
        case .pile(let pile)?: return .success((pile, 1))
        case .card(let card)?:
            switch game.locate(card) {
            case .playable(let pile, let count): return .success((pile, count))
            case let location: return .failure(refusalMessage(.cardUnavailable(card, location)))
            }
        case .ownFoundation?:
            return .failure(Message("klondike.refused.f.source", .commandLine(.move, arguments: "f2 5")))
        case nil: return .failure(unreadable(word))
        }
    }

    func tapMove(_ argument: String) -> Reading<Move> {
        let words = argument.split(separator: " ").map(String.init)
        guard words.count == 1 else {
            return .failure(Message("klondike.refused.tap.syntax", .command(.tap), .command(.move)))
        }
        switch source(words[0]) {
        case .failure(let message): return .failure(message)
        case .success(let (pile, count)):
            switch game.tapMove(pile, count: count) {
            case .success(let move): return .success(move)
            case .failure(let refusal): return .failure(refusalMessage(refusal))
            }
        }
    }

    /// `FROM TO [N]`.
    func parseMove(_ argument: String) -> Reading<Move> {
        let words = argument.split(separator: " ").map(String.init)
        guard (2...3).contains(words.count) else {
            return .failure(
                Message(
                    "klondike.refused.move.syntax", .command(.move), .commandLine(.move, arguments: "3 5"),
                    .commandLine(.move, arguments: "w f"), .commandLine(.move, arguments: "6 2 3")))
        }
        var from: Pile
        var count: Int?
        switch source(words[0]) {
        case .failure(let message): return .failure(message)
        case .success(let (pile, n)):
            from = pile
            if case .card = target(words[0]) { count = n }
        }
        if words.count == 3 {
            guard let n = Int(words[2]), n >= 1 else {
                return .failure(
                    Message(
                        "klondike.refused.count", .verbatim(Typed.visible(words[2])),
                        .commandLine(.move, arguments: "6 2 3")))
            }
            count = n
        }
        let to: Pile
        switch target(words[1]) {
        case .pile(let pile)?: to = pile
        case .ownFoundation?:
            guard let card = topCard(from) else {
                return .failure(refusalMessage(from == .stock ? .stockIsDrawn : .emptyPile(from)))
            }
            to = .foundation(of: card.suit)
        case .card(let card)?:
            // A card as the destination: the pile it is on top of.
            guard case .playable(let pile, 1) = game.locate(card), pile != .waste else {
                return .failure(Message("klondike.refused.cardtarget", .frenchCard(card)))
            }
            to = pile
        case nil: return .failure(unreadable(words[1]))
        }
        return .success(Move.transfer(from: from, to: to, count: count ?? Self.bestCount(game, from: from, to: to)))
    }

    func topCard(_ pile: Pile) -> FrenchCard? {
        let p = game.position
        switch pile {
        case .stock: return nil
        case .waste: return p.waste.last
        case .foundation(let i): return p.foundationTop(i)
        case .stack(let i): return p.stacks[i].last
        }
    }

    /// How many cards `move 3 5` means: the one run that fits; if none does, the card
    /// whose refusal teaches best (the right rank in the wrong colour, else the whole run).
    static func bestCount(_ game: Klondike, from: Pile, to: Pile) -> Int {
        guard case .stack(let i) = from, case .stack = to else { return 1 }
        let up = game.position.faceUp(i).count
        guard up > 1 else { return 1 }
        if let n = (1...up).first(where: { game.refusal(for: .transfer(from: from, to: to, count: $0)) == nil }) {
            return n
        }
        if let n = (1...up).first(where: {
            if case .sameColour = game.refusal(for: .transfer(from: from, to: to, count: $0)) { true } else { false }
        }) {
            return n
        }
        return up
    }

    /// The name the player types for a pile.
    static func typed(_ pile: Pile) -> String {
        switch pile {
        case .stock: "s"
        case .waste: "w"
        case .foundation(let i): "f\(i + 1)"
        case .stack(let i): "\(i + 1)"
        }
    }

    /// A card as players type it: rank and the English suit initial (`7h`, `10s`, `Qc`).
    static func typed(_ card: FrenchCard) -> String {
        String(card.description.dropFirst()) + card.suit.rawValue.prefix(1)
    }
}
