import CardKit
import GameKit
import Klondike
import TableKit

/// Klondike's lessons (`learn klondike`): data only; every word is in
/// `KlondikeLessons.strings` (`lesson.klondike.<lesson>.<step>.text|right|wrong|hint`).
/// Positions are written in the engine's notation (`Klondike(notation:)`); expected moves as
/// the console reads them (`move 3 f`: `f` for the foundation of the card's suit).
extension KlondikeTable: Teaching {
    /// The table most lessons start from: a red 7 on stack 1, two black 6s to put on it,
    /// the ♠A on stack 3, an empty stack 5 and a king on stack 6.
    static let opening = "7h | #Jd 6s | #4c #9s As | #Qc 8d | | #2d #10h Ks | #5h #3s 6c"

    /// A run to move: ♣8 ♦7 ♠6 on stack 6, the ♥9 to take it on stack 2.
    static let run = "7h | #Jd 9h | #4c #9s As | #Qc 8d | | #2d #10h 8c 7d 6s | #5h #3s 6c"
    /// The stock gone through: three clubs left in the waste, the stock empty, 120 points.
    static let recycle = "Ks | Kh | Kd | #Qd Kc | | | ; f 12 12 11 9 ; w 10c Jc Qc ; score 120"
    /// The opening, dealt three cards at a time.
    static let drawThree = opening + " ; draw 3"
    /// A card on the waste to play by pile names, the ♠A to play by its own name.
    static let names = "7h | #Jd 6s | #4c #9s As | #Qc 8d | | #2d #10h Ks | #5h #3s 9c ; w 6c"
    /// Every card face up and the stock empty: the game is as good as won.
    static let finish = "Ks | Kh | Kd Qc | Kc Qd | | | ; f 12 12 11 11"

    static let lessons: [Lesson] = [
        Lesson(
            "klondike.piles",
            [
                // “How many stacks are empty?”: one, or the one named (`5번 열이 비어 있어요`).
                LessonStep(opening, .number(halves: 2)).answered(byWords: ["emptystack"]),
                LessonStep(.action(.draw, nil)),
            ]),
        Lesson(
            "klondike.build",
            [
                LessonStep(opening, .yes),
                LessonStep(.no),
                LessonStep(.action(.move, "2 1")),
            ]),
        Lesson(
            "klondike.foundations",
            [
                LessonStep(opening, .action(.move, "3 f|3 f1")),
                LessonStep(.number(halves: 4)),
            ]),
        Lesson(
            "klondike.kings",
            [
                LessonStep(opening, .no),
                LessonStep(.action(.move, "6 5")),
            ]),
        Lesson(
            "klondike.strategy",
            [
                LessonStep(opening, .number(halves: 14)),
                // `tap` on the ♣6 makes the same move: it has one place to go.
                LessonStep(.action(.move, "7 1")).alsoDone(by: .tap, "7|6c|c6|♣6|6♣"),
                LessonStep(.action(.undo, nil)),
            ]),
        Lesson(
            "klondike.tap",
            [
                LessonStep(opening, .action(.tap, "3")),
                LessonStep(.action(.tap, "2")),
            ]),
        Lesson(
            "klondike.runs",
            [
                LessonStep(run, .number(halves: 6)),
                // `tap` on the ♣8 moves the run from it to its one place, the ♥9.
                LessonStep(.action(.move, "6 2 3|6 2")).alsoDone(by: .tap, "8c|c8|♣8|8♣"),
            ]),
        Lesson(
            "klondike.names",
            [
                LessonStep(names, .word("waste")),
                LessonStep(.action(.move, "w 1")),
                LessonStep(.action(.tap, "As|sA|♠A|A♠")),
            ]),
        Lesson(
            "klondike.stock",
            [
                LessonStep(recycle, .action(.draw, nil)),
                LessonStep(drawThree, .action(.draw, nil)),
                LessonStep(.number(halves: 40)),
            ]),
        Lesson(
            "klondike.score",
            [
                LessonStep(opening, .number(halves: 30)),
                // `tap`, taught in lesson 6, plays the ace to its foundation as well.
                LessonStep(.action(.move, "3 f|3 f1")).alsoDone(by: .tap, "3"),
            ]),
        Lesson(
            "klondike.finish",
            [
                LessonStep(finish, .action(.auto, nil)),
                LessonStep(.yes),
                // The loss warning, taught before it is asked about: `undo` still saves the game.
                LessonStep(.yes),
            ]),
    ]

    static func prepared(_ position: String) -> KlondikeTable? {
        guard let game = Klondike(notation: position) else { return nil }
        var table = KlondikeTable(seed: 0)
        table.game = game
        table.play.preferredMode = game.drawMode
        return table
    }
}
