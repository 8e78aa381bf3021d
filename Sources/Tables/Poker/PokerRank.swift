import CardKit
import Catalog
import GameKit
import ShellKit
import StudPoker
import TableKit

/// `rank CARDS` (and `baraja rank`): the category and best five of typed cards, or two hands
/// compared (`rank As Kd 10h 2c 2d vs …`), by the house rule in force; `hands`.
extension PokerTable {
    /// The words that part two hands in `rank`: the same in every language.
    static let versusWords: Set<String> = ["vs", "vs.", "/"]

    /// `rank As Kd 10h 2c 2d`: the category, its name and the best five; with `vs` between two
    /// hands, both described and which one wins and why; or why the cards cannot be read.
    /// Shared with the `baraja rank` subcommand.
    static func rank(_ text: String, rule: HouseRule = .international) -> Result<[Message], RankRefusal> {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map(String.init)
        let parts = words.split(omittingEmptySubsequences: false) { versusWords.contains($0.lowercased()) }
        guard parts.count <= 2 else { return .failure(RankRefusal(message: Message("poker.rank.versus.extra"))) }
        var hands: [[FrenchCard]] = []
        for part in parts {
            switch CardInput.hand(part.joined(separator: " ")) {
            case .failure(let problem): return .failure(RankRefusal(message: refusal(problem)))
            case .success(let cards):
                if let card = cards.first(where: { hands.joined().contains($0) }) {
                    return .failure(RankRefusal(message: refusal(.duplicate(card))))
                }
                hands.append(cards)
            }
        }
        if hands.count == 1 { return .success(describeRanked(hands[0], rule: rule)) }
        return .success(compare(hands[0], hands[1], rule: rule))
    }

    private static func refusal(_ problem: CardInput.Problem) -> Message {
        switch problem {
        case .malformed(let word): Message("poker.rank.malformed", .verbatim(Typed.visible(word)))
        case .duplicate(let card): Message("poker.rank.duplicate", .frenchCard(card))
        case .count(let n): Message("poker.rank.count", .int(n), count: n)
        }
    }

    /// One hand: its category, name and best five under `rule`; under the Korean rule, where a
    /// back straight (flush) ranks and which card's suit decides against an equal hand.
    private static func describeRanked(_ cards: [FrenchCard], rule: HouseRule) -> [Message] {
        let best = BestHand(cards, rule: rule)
        var lines: [Message]
        if best.category == .royalFlush {
            lines = [Message("poker.rank.result.royal", .frenchCards(best.cards))]
        } else {
            lines = [
                Message(
                    "poker.rank.result", .message(categoryName(best.category)), .message(describe(best)),
                    .frenchCards(best.cards))
            ]
        }
        guard rule == .korean else { return lines }
        lines += koreanPlaces([best])
        lines.append(Message("poker.rank.korean.suit", .frenchCard(best.koreanTopCard)))
        return lines
    }

    /// Two hands: each described, then which wins and why (or that they split), by `rule`.
    private static func compare(_ first: [FrenchCard], _ second: [FrenchCard], rule: HouseRule) -> [Message] {
        let hands = [BestHand(first, rule: rule), BestHand(second, rule: rule)]
        var lines = hands.enumerated().map { i, hand in
            Message("poker.rank.hand", .int(i + 1), .message(describe(hand)), .frenchCards(hand.cards))
        }
        let (a, b) = (hands[0].strength(rule: rule), hands[1].strength(rule: rule))
        let winner = a >= b ? 0 : 1
        let (top, other) = (hands[winner], hands[1 - winner])
        switch ShowdownReason.of(top, against: other, rule: rule) {
        case .tie:
            lines.append(Message("poker.rank.tie", .message(describe(top))))
        case .category, .naming:
            lines.append(
                Message(
                    "poker.rank.wins", .int(winner + 1), .message(describe(top)), .message(describe(other)),
                    .int(2 - winner)))
        case .kicker(let rank, let card):
            lines.append(
                Message(
                    kickerKey(top, high: "poker.rank.wins.high", kicker: "poker.rank.wins.kicker"), .int(winner + 1),
                    .message(describe(top)),
                    .message(rankName(rank, plural: false)), .frenchCard(card)))
        case .suit(let card, let over):
            lines.append(
                Message(
                    "poker.rank.wins.suit", .int(winner + 1), .message(describe(top)), .frenchCard(card),
                    .frenchCard(over)))
        }
        if rule == .korean { lines += koreanPlaces(hands) }
        return lines
    }

    /// Under the Korean rule, where a back straight or a back straight flush among `hands`
    /// ranks (each said once).
    private static func koreanPlaces(_ hands: [BestHand]) -> [Message] {
        var keys: [String] = []
        for hand in hands where hand.ranks.first == 3 {
            switch hand.category {
            case .straight: keys.append("poker.rank.korean.backStraight")
            case .straightFlush: keys.append("poker.rank.korean.backStraightFlush")
            default: break
            }
        }
        var seen = Set<String>()
        return keys.filter { seen.insert($0).inserted }.map { Message($0) }
    }

    /// The rule `rank` and `hands` follow: the betting table's, the one of the hand on the table
    /// (in play or just finished: the rule its showdown used), else the international ranking.
    var rankingRule: HouseRule {
        guard playMode == .betting, let stud else { return .international }
        return stud.houseRule
    }

    /// After `rank` or `hands`, when another rule was chosen for the next hand: which rule was
    /// used, and that the other counts from the next hand (nil otherwise).
    var pendingRuleNote: Message? {
        guard playMode == .betting, let stud, stud.nextHouseRule != stud.houseRule else { return nil }
        return Message("poker.house.pending.\(stud.nextHouseRule.rawValue)")
    }

    /// `rank` alone: Player 1's own cards (the betting hand's, down cards included, at the
    /// betting table): the best five once there are five, else what they make so far.
    func rankMine() -> [Message] {
        let mine =
            playMode == .betting
            ? stud?.hand?.cards.first?.map(\.card) ?? [] : game.hands.first?.map(\.card) ?? []
        guard !mine.isEmpty else { return [Message("poker.rank.mine.none", .command(.rank))] }
        guard mine.count >= 5 else {
            return [
                Message(
                    "poker.rank.mine.early", .frenchCards(mine), .message(Self.describe(Showing(mine))),
                    .command(.rank))
            ]
        }
        let text = mine.map(\.description).joined(separator: " ")
        guard case .success(let lines) = Self.rank(text, rule: rankingRule) else { return [] }
        return [Message("poker.rank.mine", .frenchCards(mine))] + lines + (pendingRuleNote.map { [$0] } ?? [])
    }

    /// Why typed cards cannot be ranked.
    struct RankRefusal: Error {
        let message: Message
    }

    // MARK: Hands

    /// `hands`: the categories, best first, with an example and how often they come, as
    /// `rule` ranks them. The Korean rule names three straights and two straight flushes of
    /// their own (`scripts/poker-korean-counts` counts them).
    static func handsTable(rule: HouseRule = .international) -> [Message] {
        // Five cards: of 2,598,960 hands. Seven cards: the best five of 133,784,560.
        typealias Row = (name: Message, five: Int, seven: Int, example: String)
        func row(_ category: HandCategory, _ five: Int, _ seven: Int, _ example: String) -> Row {
            (categoryName(category), five, seven, example)
        }
        let top: [Row]
        let straights: [Row]
        switch rule {
        case .international:
            top = [
                row(.royalFlush, 4, 4_324, "♠A ♠K ♠Q ♠J ♠10"),
                row(.straightFlush, 36, 37_260, "♥9 ♥8 ♥7 ♥6 ♥5"),
            ]
            straights = [row(.straight, 10_200, 6_180_020, "♣8 ♦7 ♠6 ♥5 ♣4")]
        case .korean:
            top = [
                row(.royalFlush, 4, 4_324, "♠A ♠K ♠Q ♠J ♠10"),
                (Message("poker.hands.korean.backStraightFlush"), 4, 4_324, "♠5 ♠4 ♠3 ♠2 ♠A"),
                row(.straightFlush, 32, 32_936, "♥9 ♥8 ♥7 ♥6 ♥5"),
            ]
            straights = [
                (Message("poker.hands.korean.mountain"), 1_020, 747_980, "♠A ♦K ♣Q ♥J ♣10"),
                (Message("poker.hands.korean.backStraight"), 1_020, 747_980, "♦5 ♣4 ♠3 ♥2 ♣A"),
                row(.straight, 8_160, 4_684_060, "♣8 ♦7 ♠6 ♥5 ♣4"),
            ]
        }
        let rows: [Row] =
            top + [
                row(.fourOfAKind, 624, 224_848, "♠K ♥K ♦K ♣K ♠3"),
                row(.fullHouse, 3_744, 3_473_184, "♠K ♥K ♦K ♣9 ♥9"),
                row(.flush, 5_108, 4_047_644, "♦A ♦J ♦8 ♦6 ♦2"),
            ] + straights
            + [
                row(.threeOfAKind, 54_912, 6_461_620, "♠Q ♥Q ♦Q ♣7 ♠2"),
                row(.twoPair, 123_552, 31_433_400, "♠J ♥J ♦4 ♣4 ♠A"),
                row(.pair, 1_098_240, 58_627_800, "♥10 ♣10 ♠K ♦6 ♣3"),
                row(.highCard, 1_302_540, 23_294_460, "♠A ♦Q ♣9 ♥6 ♠3"),
            ]
        func chance(_ n: Int, of total: Int) -> Argument {
            let p = Double(n) / Double(total)
            if p >= 0.001 { return .percent(p) }
            return .message(Message("poker.hands.rare", .int(Int((Double(total) / Double(n)).rounded()))))
        }
        // All 2,598,960 five-card hands; all 133,784,560 seven-card hands.
        let fives = rows.map(\.five).reduce(0, +)
        let sevens = rows.map(\.seven).reduce(0, +)
        var lines = [Message(rule == .korean ? "poker.hands.korean.title" : "poker.hands.title")]
        for row in rows {
            lines.append(
                Message(
                    "poker.hands.row", .message(row.name), .verbatim(row.example),
                    chance(row.five, of: fives), chance(row.seven, of: sevens)))
        }
        lines.append(Message("poker.hands.note", .int(fives), .int(sevens)))
        if rule == .korean {
            lines.append(
                Message(
                    "poker.hands.korean.note", .commandWith(.house, argumentKey: "poker.house.international.words")))
        }
        return lines
    }
}

/// `baraja rank CARDS`: the same answer as the REPL's `rank`, for the command line.
public enum PokerRank {
    /// The text to print, and whether the cards could be read (false: print it to
    /// standard error and exit with status 2).
    public static func rank(_ cards: [String], rule: HouseRule = .international, localizer: Localizer) -> (
        text: String, ok: Bool
    ) {
        // The cards as typed in the language, read as the game reads them (`Ap`, `1c` in Spanish).
        let spelling = CardSpelling(localizer: localizer)
        let words = cards.flatMap { $0.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init) }
        switch PokerTable.rank(words.map(spelling.canonical).joined(separator: " "), rule: rule) {
        case .success(let lines): return (lines.map(localizer.text).joined(separator: "\n"), true)
        case .failure(let refusal): return (localizer.text(refusal.message), false)
        }
    }

    /// The house rule `--rule VALUE` names, in any language (`korean`, `coreana`, `국내`), or nil.
    public static func rule(named value: String, localizer: Localizer) -> HouseRule? {
        let folded = value.lowercased()
        return HouseRule.allCases.first { rule in
            rule.rawValue == folded
                || localizer.languages.contains { language in
                    localizer.words("poker.house.\(rule.rawValue).words", in: language).contains {
                        $0.lowercased() == folded
                    }
                }
        }
    }
}

extension PokerRank {
    /// `--rule`'s value in usage lines: the rules' first words in the current language
    /// (`international|korean`, `internacional|coreana`, `국제|국내`).
    public static var ruleValue: String {
        HouseRule.allCases.map { CLIText.localizer.words("poker.house.\($0.rawValue).words").first ?? $0.rawValue }
            .joined(separator: "|")
    }
}
