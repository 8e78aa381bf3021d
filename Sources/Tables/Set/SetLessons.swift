import CardKit
import GameKit
import SetGame
import TableKit

/// Set's lessons (`learn set`): data only; every word is in `SetLessons.strings`
/// (`lesson.set.<lesson>.<step>.text|right|wrong|hint`).
///
/// A position is the cards on the table in order, each written number, colour, shading,
/// shape (`2gfc`: two green solid circles; see `SetCard(code:)`).
extension SetTable: Teaching {
    static let lessons: [Lesson] = [
        Lesson(
            "set.attributes",
            [
                LessonStep("1rft 2ghc 3pos", .number(halves: 6)),
                LessonStep(.word("shading")),
                LessonStep(.yes),
            ]),
        Lesson(
            "set.rule",
            [
                LessonStep("1rft 2rfc 3ros 3rfs", .no, rules: "sets"),
                LessonStep(.number(halves: 8)),
            ]),
        Lesson(
            "set.spot",
            [
                LessonStep("2phc 3phc 3pht 1pfc 3rot 2poc", .action(.tap, "2 4 6")),
                LessonStep(.action(.deal, nil)),
            ]),
        Lesson(
            "set.deal",
            [
                LessonStep("1rfc 3poc 1gfc 2phc 2ght 3phc 1pht 3ros 1roc", .no),
                LessonStep(.action(.deal, nil)),
                // Every set the twelve cards hold is right.
                LessonStep(.action(.tap, "8 10 11|1 5 10|3 5 11|4 7 12")),
            ]),
        Lesson(
            "set.score",
            [
                LessonStep("1rft 2gft 3pos 3pft 1gfc", .number(halves: 8)),
                LessonStep(.number(halves: 2)),
                LessonStep("1rfc 3poc 1gfc 2phc 2ght 3phc 1pht 3ros 1roc", .action(.hint, nil)),
            ]),
    ]

    /// `tap` chooses three cards: `tap 2 4 6` is `tap 6 2 4`.
    static func argumentIsUnordered(_ command: CommandID) -> Bool { command == .tap }

    static func prepared(_ position: String) -> SetTable? {
        let codes = position.split(separator: " ")
        let cards = codes.compactMap { SetCard(code: String($0)) }
        guard cards.count == codes.count, let game = SetGame.prepared(table: cards) else { return nil }
        var table = SetTable(seed: 0)
        table.game = game
        return table
    }
}
