import GameKit
import Registry
import TableKit
import Testing

@testable import Console

/// The values the session keeps its state in, each on its own: a lesson's run and the tables'
/// clocks.
@Suite struct SessionPartsTests {
    @Test func aLessonRunGoesBackMissesAndEnds() throws {
        let type = try #require(Registry.games.table(.sieteymedia)?.asTeaching)
        let steps = type.lessons[0].steps.count
        var run = LessonRun(game: .sieteymedia, type: type, index: 0, step: 0)
        #expect(run.table != nil, "the first step's prepared table")
        let backFromFirst = run.back()
        #expect(!backFromFirst && run.step == 0, "no step before the first")
        let hints = [run.missed(), run.missed(), run.missed()]
        #expect(hints == [false, true, true], "the hint from the second miss on")
        let next = run.advance()
        #expect(next && run.step == 1 && run.misses == 0)
        let back = run.back()
        #expect(back && run.step == 0 && run.misses == 0)
        var ahead = 0
        while run.advance() { ahead += 1 }
        #expect(ahead == steps - 1 && run.step == steps, "past the last step the lesson is over")
    }

    @Test func aTablesClockStopsWhileThePlayerIsAway() {
        var clocks = TableClocks()
        let game = GameID("sieteymedia")
        clocks.set(game, to: 100, at: 10)
        #expect(clocks.time(of: game, at: 15) == 105)
        #expect(clocks.changes(from: game, to: nil))
        clocks.move(from: game, to: nil, at: 20)
        #expect(!clocks.changes(from: nil, to: GameID("set")), "a table never left: no reading")
        #expect(clocks.changes(from: nil, to: game))
        clocks.move(from: nil, to: game, at: 50)
        #expect(clocks.time(of: game, at: 50) == 110, "the 30 s away are taken out")
        // A clock that went back never adds time.
        clocks.move(from: game, to: nil, at: 60)
        clocks.move(from: nil, to: game, at: 40)
        #expect(clocks.time(of: game, at: 40) == 100)
    }
}
