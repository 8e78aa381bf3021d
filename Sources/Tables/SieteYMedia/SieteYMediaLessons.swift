import CardKit
import GameKit
import SieteYMedia
import TableKit

/// Siete y media's lessons (`learn siete`): data only; every word is in
/// `SieteYMediaLessons.strings` (`lesson.siete.<lesson>.<step>.text|right|wrong|hint`).
///
/// A position is the player's cards, a bar, and the cards dealt next in order (the player's
/// hits, then the bank's): `5o | 10c` holds the 5 of oros and deals the sota of copas next.
/// `stakes` is the table with stakes as a new player finds it (100 chips, the seed's rules);
/// `stakes firstcard` another deal, with the first card dealt with the bet.
extension SieteYMediaTable: Teaching {
    static let lessons: [Lesson] = [
        Lesson(
            "siete.values",
            [
                LessonStep("5o | 10c", .number(halves: 10)),
                LessonStep(.action(.hit, nil)),
                LessonStep(.number(halves: 11)),
            ]),
        Lesson(
            "siete.over",
            [
                LessonStep("5o 2c | 4e", .yes),
                LessonStep(.no),
                LessonStep(.action(.hit, nil)),
            ]),
        Lesson(
            "siete.stand",
            [
                LessonStep("6c 12o | 4b 1o 7e", .yes),
                LessonStep(.action(.stand, nil)),
            ]),
        Lesson(
            "siete.bank",
            [
                LessonStep("5b 2e | 4o 2c 1b", .action(.stand, nil), rules: "bank"),
                LessonStep(.no),
            ]),
        Lesson(
            "siete.hint",
            [
                LessonStep("4c 2b | 10o", .action(.hint, nil)),
                LessonStep(.yes),
            ]),
        Lesson(
            "siete.stakes",
            [
                LessonStep("stakes", .action(.wager, "10")),
                LessonStep(.number(halves: 40)),
                // “Do you lose your bet on a tie?”: a tie (a push) gives it back.
                LessonStep(.no).answered(byWords: ["push"]),
                LessonStep(.action(.hit, nil)),
                // The hand is played out: the lesson never ends with a hand open.
                LessonStep(.play([.stand, .hit, .hint])),
            ]),
        // A hand for chips played out: every decision is the learner's, the coach comments.
        Lesson(
            "siete.guided",
            [
                LessonStep("stakes firstcard", .action(.wager, "10")),
                LessonStep(.play([.stand, .hit, .hint])),
                // Asked once the hand is over: what comes after a hand, and after the last chip
                // (`rebuy`, the command that answers it, is a right answer too).
                LessonStep(.yes).answered(by: .rebuy),
            ]),
    ]

    static func prepared(_ position: String) -> SieteYMediaTable? {
        if position == "stakes" || position == "stakes firstcard" {
            // The guided hand has its own deal: a 4 with the bet, a 2 on the hint's advice, then
            // a real choice on 6 (the playing-for-chips lesson before it deals a 3 from seed 7).
            var table = SieteYMediaTable(seed: position.hasSuffix("firstcard") ? 33 : 7)
            table.tables.mode = .stakes
            if position.hasSuffix("firstcard") {
                _ = table.stakes?.apply(.setOptions(StakedSieteYMedia.Options(firstCardDealt: true)))
            }
            return table
        }
        let halves = position.split(separator: "|", omittingEmptySubsequences: false)
        guard halves.count == 2 else { return nil }
        func cards(_ text: Substring) -> [SpanishCard]? {
            let codes = text.split(separator: " ")
            let read = codes.compactMap { SpanishCard(code: String($0)) }
            return read.count == codes.count ? read : nil
        }
        guard let player = cards(halves[0]), let next = cards(halves[1]),
            let game = SieteYMedia.prepared(player: player, next: next)
        else { return nil }
        return SieteYMediaTable(game: game)
    }
}
