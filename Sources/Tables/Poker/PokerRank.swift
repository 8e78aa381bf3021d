import CardKit
import Catalog
import GameKit
import StudPoker
import TableKit

/// `rank CARDS` (and `baraja rank`): the category and best five of typed cards; `hands`.
extension PokerTable {
    /// `rank As Kd 10h 2c 2d`: the category, its name and the best five; or why the cards
    /// cannot be read. Shared with the `baraja rank` subcommand.
    static func rank(_ text: String) -> Result<[Message], RankRefusal> {
        switch CardInput.hand(text) {
        case .failure(.malformed(let word)):
            return .failure(RankRefusal(message: Message("poker.rank.malformed", .verbatim(Typed.visible(word)))))
        case .failure(.duplicate(let card)):
            return .failure(RankRefusal(message: Message("poker.rank.duplicate", .frenchCard(card))))
        case .failure(.count(let n)):
            return .failure(RankRefusal(message: Message("poker.rank.count", .int(n), count: n)))
        case .success(let cards):
            let best = BestHand(cards)
            if best.category == .royalFlush {
                return .success([Message("poker.rank.result.royal", .frenchCards(best.cards))])
            }
            return .success([
                Message(
                    "poker.rank.result", .message(categoryName(best.category)), .message(describe(best)),
                    .frenchCards(best.cards))
            ])
        }
    }

    /// `rank` alone: Player 1's own cards, once there are five.
    func rankMine() -> [Message] {
        let mine = game.hands.first?.map(\.card) ?? []
        guard mine.count >= 5 else {
            return [Message("poker.rank.mine.early", .frenchCards(mine), .command(.rank))]
        }
        let text = mine.map(\.description).joined(separator: " ")
        guard case .success(let lines) = Self.rank(text) else { return [] }
        return [Message("poker.rank.mine", .frenchCards(mine))] + lines
    }

    /// Why typed cards cannot be ranked.
    struct RankRefusal: Error {
        let message: Message
    }

    // MARK: Hands

    /// `hands`: the categories, best first, with an example and how often they come.
    static func handsTable() -> [Message] {
        // Five cards: of 2,598,960 hands. Seven cards: the best five of 133,784,560.
        let counts: [(HandCategory, Int, Int, String)] = [
            (.royalFlush, 4, 4_324, "♠A ♠K ♠Q ♠J ♠10"),
            (.straightFlush, 36, 37_260, "♥9 ♥8 ♥7 ♥6 ♥5"),
            (.fourOfAKind, 624, 224_848, "♠K ♥K ♦K ♣K ♠3"),
            (.fullHouse, 3_744, 3_473_184, "♠K ♥K ♦K ♣9 ♥9"),
            (.flush, 5_108, 4_047_644, "♦A ♦J ♦8 ♦6 ♦2"),
            (.straight, 10_200, 6_180_020, "♣8 ♦7 ♠6 ♥5 ♣4"),
            (.threeOfAKind, 54_912, 6_461_620, "♠Q ♥Q ♦Q ♣7 ♠2"),
            (.twoPair, 123_552, 31_433_400, "♠J ♥J ♦4 ♣4 ♠A"),
            (.pair, 1_098_240, 58_627_800, "♥10 ♣10 ♠K ♦6 ♣3"),
            (.highCard, 1_302_540, 23_294_460, "♠A ♦Q ♣9 ♥6 ♠3"),
        ]
        func chance(_ n: Int, of total: Int) -> Argument {
            let p = Double(n) / Double(total)
            if p >= 0.001 { return .percent(p) }
            return .message(Message("poker.hands.rare", .int(Int((Double(total) / Double(n)).rounded()))))
        }
        // All 2,598,960 five-card hands; all 133,784,560 seven-card hands.
        let fives = counts.map(\.1).reduce(0, +)
        let sevens = counts.map(\.2).reduce(0, +)
        var lines = [Message("poker.hands.title")]
        for (category, five, seven, example) in counts {
            lines.append(
                Message(
                    "poker.hands.row", .message(categoryName(category)), .verbatim(example),
                    chance(five, of: fives), chance(seven, of: sevens)))
        }
        lines.append(Message("poker.hands.note", .int(fives), .int(sevens)))
        return lines
    }
}

/// `baraja rank CARDS`: the same answer as the REPL's `rank`, for the command line.
public enum PokerRank {
    /// The text to print, and whether the cards could be read (false: print it to
    /// standard error and exit with status 2).
    public static func rank(_ cards: [String], localizer: Localizer) -> (text: String, ok: Bool) {
        // The cards as typed in the language, read as the game reads them (`Ap`, `1c` in Spanish).
        let spelling = CardSpelling(localizer: localizer)
        let words = cards.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) }
        switch PokerTable.rank(words.map(spelling.canonical).joined(separator: " ")) {
        case .success(let lines): return (lines.map(localizer.text).joined(separator: "\n"), true)
        case .failure(let refusal): return (localizer.text(refusal.message), false)
        }
    }
}
