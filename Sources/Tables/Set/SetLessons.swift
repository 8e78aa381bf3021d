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
                // None, as the hint said: the learner deals, the way out of being stuck.
                LessonStep(.action(.deal, nil)),
            ]),
    ]

    /// The cards on the table, each by its number and in words: a card asked for may be
    /// named by what it shows.
    var lessonDescribed: [(number: Int, description: Message)] {
        game.table.enumerated().map { ($0.offset + 1, $0.element.message) }
    }

    /// `tap` chooses three cards: `tap 2 4 6` is `tap 6 2 4`.
    static func argumentIsUnordered(_ command: CommandID) -> Bool { command == .tap }

    /// Three cards tapped that are not the set a step wants: the attributes they break, two
    /// cards alike and one not (the wording of a mismatch in play), or nothing when they are a
    /// set or cannot be read.
    func lessonMissReasons(_ command: CommandID, argument: CommandArgument) -> [Message] {
        guard command == .tap, let argument = argument.text else { return [] }
        let numbers = argument.split(whereSeparator: { $0 == " " || $0 == "," }).compactMap { Int($0) }
        guard numbers.count == 3, Set(numbers).count == 3,
            numbers.allSatisfy({ (1...game.table.count).contains($0) })
        else { return [] }
        let cards = numbers.map { game.table[$0 - 1] }
        let broken = SetGame.brokenAttributes(cards[0], cards[1], cards[2])
        guard !broken.isEmpty else { return [] }
        return notASet(numbers.map { $0 - 1 }, broken: broken)
    }

    static func prepared(_ position: String) -> SetTable? {
        let codes = position.split(separator: " ")
        let cards = codes.compactMap { SetCard(code: String($0)) }
        guard cards.count == codes.count, let game = SetGame.prepared(table: cards) else { return nil }
        var table = SetTable(seed: 0)
        table.game = game
        return table
    }
}
