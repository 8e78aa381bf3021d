import GameKit
import TableKit

/// A lesson under way: which one, the step shown, the misses on it, and the lesson's own
/// table (never the game in play, never saved as a game, never counted in the statistics).
struct LessonRun {
    let game: GameID
    let type: any Teaching.Type
    let index: Int
    var step: Int
    var misses = 0
    var table: (any GameTable)?
    /// The steps skipped (and not since done): a lesson ends done only with none.
    var skipped: Set<Int> = []

    var lesson: Lesson { type.lessons[index] }
    var key: String { lesson.key }
    func stepKey(_ part: String) -> String { "lesson.\(key).\(step + 1).\(part)" }

    /// The lesson at its `step`, its table as that step shows it.
    init(game: GameID, type: any Teaching.Type, index: Int, step: Int, skipped: Set<Int> = []) {
        self.game = game
        self.type = type
        self.index = index
        self.step = step
        self.skipped = skipped
        table = Self.table(type, type.lessons[index], upTo: step)
    }

    /// The step before, its table rebuilt; false on the first step (nothing changes).
    mutating func back() -> Bool {
        guard step > 0 else { return false }
        step -= 1
        misses = 0
        table = Self.table(type, lesson, upTo: step)
        return true
    }

    /// A miss counted; whether the stronger hint is due (from the second miss on).
    mutating func missed() -> Bool {
        misses = misses.saturatingAdding(1)
        return misses >= 2
    }

    /// The next step, with its prepared position set up when it has one; false when the
    /// lesson is over (the step is then past the last).
    mutating func advance() -> Bool {
        misses = 0
        step += 1
        guard step < lesson.steps.count else { return false }
        if lesson.steps[step].position != nil { table = Self.table(type, lesson, upTo: step) }
        return true
    }

    /// At most this many commands play out a hand when a later step's table is rebuilt.
    static let playOutLimit = 64

    /// The lesson's table as it stands when `step` is shown: the prepared position of the last
    /// step up to it that has one, with the expected actions of the steps since carried out.
    static func table(_ type: any Teaching.Type, _ lesson: Lesson, upTo step: Int) -> (any GameTable)? {
        guard let start = (0...step).last(where: { lesson.steps[$0].position != nil }),
            let position = lesson.steps[start].position, var table: any GameTable = type.prepared(position)
        else { return nil }
        for earlier in start..<step {
            switch lesson.steps[earlier].expects {
            case .action(let command, let argument):
                let first = argument?.split(separator: "|").first.map(String.init)
                _ = table.carryOut(command, word: first, at: 0)
            case .play(let commands):
                // A hand an earlier step played is played out with its first command (stand,
                // fold), so that a step after it never finds the hand still open.
                guard let end = commands.first else { break }
                for _ in 0..<Self.playOutLimit {
                    let response = table.carryOut(end, word: nil, at: 0)
                    if response.refused || !response.over.isEmpty { break }
                }
            default: break
            }
        }
        return table
    }
}

extension Session {
    /// Whether a command leaves a lesson's table with one argument as with another (both carried
    /// out on copies, neither refused): `move ♠6 1` as `move 2 1`.
    func doesTheSame(_ table: any GameTable, _ command: CommandID, _ word: String?, as expected: String?) -> Bool {
        var mine = table
        var theirs = table
        guard !mine.carryOut(command, word: word, at: 0).refused,
            !theirs.carryOut(command, word: expected, at: 0).refused
        else { return false }
        return mine.draw(renderer) == theirs.draw(renderer)
    }
}
