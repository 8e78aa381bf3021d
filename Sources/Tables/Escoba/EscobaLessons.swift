import CardKit
import Escoba
import GameKit
import TableKit

/// La escoba's lessons (`learn escoba`): data only; every word is in `EscobaLessons.strings`
/// (`lesson.escoba.<lesson>.<step>.text|right|wrong|hint`).
///
/// A step's position is read by `EscobaGame.prepared(position:)`.
extension EscobaTable: Teaching {
    static let lessons: [Lesson] = [
        Lesson(
            "escoba.values",
            [
                LessonStep("hand=10o 11c 12e; table=7b 3c 1o 5e; other=2c 2e 2b", .number(halves: 16)),
                LessonStep(.number(halves: 20)),
                LessonStep(.number(halves: 30)),
            ]),
        Lesson(
            "escoba.fifteen",
            [
                LessonStep("hand=5c 2e 3b; table=12o 7c 1b; other=2c 4e 2b", .action(.take, "1 1"))
                    .alsoDone(by: .tap, "1 1").alsoDone(by: .tap, "1").alsoDone(by: .take, "1"),
                LessonStep("hand=3e 6c 1c; table=7b 5o 11c; other=2c 4e 2b", .action(.take, "1 1 2"))
                    .alsoDone(by: .tap, "1 1 2").alsoDone(by: .tap, "1").alsoDone(by: .take, "1"),
            ]),
        Lesson(
            "escoba.choose",
            [
                LessonStep("hand=5c 1b 2e; table=12c 4c 6o; other=2c 4e 2b", .action(.take, "1 2 3"))
                    .alsoDone(by: .tap, "1 2 3"),
                LessonStep(.number(halves: 10)),
            ]),
        Lesson(
            "escoba.escoba",
            [
                LessonStep("hand=2o 7c 12b; table=4c 6e 3b; other=1c 4e 2b", .number(halves: 4)),
                LessonStep(.action(.take, "1 1 2 3")).alsoDone(by: .tap, "1 1 2 3").alsoDone(by: .tap, "1")
                    .alsoDone(by: .take, "1"),
            ]),
        Lesson(
            "escoba.count",
            [
                LessonStep("hand=2o 7c 12b; table=4c 6e 3b; other=1c 4e 2b", .number(halves: 8), rules: "count"),
                LessonStep(.number(halves: 2)),
            ]),
        // The last deal of a round played out, the coach on: a take, then the last card, and the
        // count decides the game (the siete de oros already yours: the game ends with it).
        Lesson(
            "escoba.guided",
            [
                LessonStep(
                    "hand=5c 12b; table=12o 3e 10c; other=4b 6e; mine=7o; scores=14 9; round=4; last",
                    .action(.take, "1 1")
                )
                .alsoDone(by: .tap, "1 1").alsoDone(by: .tap, "1").alsoDone(by: .take, "1"),
                LessonStep(.play([.throwCard, .take, .tap, .hint])),
            ]),
    ]

    /// A take whose cards do not make 15 says its sum (`3 + 7 = 10, not 15`), so that the step's
    /// own wrong text need not guess which cards were chosen; a card played with «play a card»
    /// words says which takes it has.
    func lessonMissReasons(_ command: CommandID, argument: CommandArgument) -> [Message] {
        guard [.take, .tap].contains(command), game.phase == .playing, let text = argument.text else { return [] }
        switch parse(text, command: command) {
        case .success(let move) where move.isTake && move.sum != EscobaGame.fifteen:
            return [Message("escoba.lesson.sum", Self.sum(move), .int(move.sum))]
        case .failure(let why):
            if case .playTakes = why { return [message(for: why)] }
            return []
        default: return []
        }
    }

    static func prepared(_ position: String) -> EscobaTable? {
        guard let game = EscobaGame.prepared(position: position) else { return nil }
        var escoba = EscobaTable(seed: 0)
        escoba.game = game
        return escoba
    }
}
