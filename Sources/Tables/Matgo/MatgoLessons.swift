import CardKit
import GameKit
import Matgo
import TableKit

/// 맞고's lessons (`learn matgo`): data only; every word is in `MatgoLessons.strings`
/// (`lesson.matgo.<lesson>.<step>.text|right|wrong|hint`).
///
/// A position is `hand | table | pile`: the learner's hand, the table and the pile's next
/// cards (turned first to last), in the cards' codes (`1g` 1월 광, `2y` 열끗, `3t` 띠, `11s`
/// 쌍피, `4p`/`4p2` the two 피; `HwatuCard(code:)`). The computer's ten cards and the rest of
/// the pile come from the other cards in the deck's order: a whole deal, as at the table.
extension MatgoTable: Teaching {
    static let lessons: [Lesson] = [
        Lesson(
            "matgo.cards",
            [
                LessonStep("1g 2y 3t 4p 6t 8g 9y 11s 12g 12t | 5y 5t 7y 7t 10y 10t 1t 3g | 2t", .number(halves: 8)),
                LessonStep(.no),
                LessonStep(.number(halves: 6)),
            ]),
        Lesson(
            "matgo.taking",
            [
                LessonStep(
                    "1g 2p 3p 4p 6p 8p 9p 10p 11p 12s | 1t 5y 5t 7y 7t 10y 10t 2t | 6y", .action(.play, "1")),
                LessonStep(.number(halves: 4)),
            ]),
        Lesson(
            "matgo.pile",
            [
                LessonStep(
                    "2y 3p 4p 5p 6p 8p 9p 10p 11p 12s | 1t 1p 5y 5t 7y 7t 10y 10t | 2p", .action(.play, "1")),
                LessonStep(.yes),
            ]),
        Lesson(
            "matgo.sets",
            [
                LessonStep("1g 3g 12g 2y 4y 8y 1t 2t 3t 4p | 5y 5t 7y 7t 10y 10t 6t 9t | 6p", .number(halves: 4)),
                // Each set's points are taught before a question counts with them.
                LessonStep(.number(halves: 14)),
                LessonStep(.number(halves: 16)),
            ]),
        Lesson(
            "matgo.gostop",
            [
                LessonStep("1g 3g 12g 2y 4y 8y 4p 5p 9p 11p | 5y 5t 7y 7t 10y 10t 6t 9t | 6p", .yes),
                LessonStep(.number(halves: 18)),
                LessonStep(.number(halves: 52)),
                LessonStep(.yes),
            ]),
        Lesson(
            "matgo.hand",
            [
                LessonStep(
                    "1g 3g 3p 8p 10y 10p 11s 11p 11p2 12g | 1t 1p 3t 3p2 4p 4p2 8y 9p | 7y 4t", .action(.play, "1")),
                LessonStep(.action(.choose, "1")),
                LessonStep(.action(.heundeulgi, "6|7|8")),
                LessonStep(.action(.hint, nil)),
            ]),
    ]

    /// A whole deal from `hand | table | pile`; nil when a code does not read or a card is
    /// given twice.
    static func prepared(_ position: String) -> MatgoTable? {
        let parts = position.split(separator: "|", omittingEmptySubsequences: false).map {
            $0.split(separator: " ").map(String.init)
        }
        guard parts.count == 3 else { return nil }
        let read = parts.map { $0.compactMap(HwatuCard.init(code:)) }
        guard zip(read, parts).allSatisfy({ $0.count == $1.count }) else { return nil }
        let (hand, table, top) = (read[0], read[1], read[2])
        let given = hand + table + top
        guard Set(given).count == given.count, hand.count == Matgo.handSize, table.count == Matgo.tableSize else {
            return nil
        }
        var rest = HwatuCard.deck.filter { !given.contains($0) }
        let theirs = Array(rest.prefix(Matgo.handSize))
        rest.removeFirst(Matgo.handSize)
        guard
            let game = Matgo.prepared(
                hands: [hand, theirs], table: table, pile: rest.reversed() + top.reversed(), taken: [[], []])
        else { return nil }
        var lesson = MatgoTable(seed: 0)
        lesson.game = game
        return lesson
    }
}
