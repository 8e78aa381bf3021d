import GameKit
import KlondikeSolver
import Registry
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import Console
@testable import Klondike
@testable import KlondikeConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

private let english = Localizer(catalogs: Repository.catalogs, language: .en)

@Suite struct KlondikeSolvingTests {
    // MARK: solve

    @Test func solveGivesTheVerdictWithTheLineLengthAndMarksTheDealAssistedOnce() {
        KlondikeTable.$solving.withValue(StandIn.search) {
            let s = klondike()
            let out = s.handle("solve")
            #expect(out.contains("Winnable: the solver found a line that wins in "), "\(out)")
            #expect(out.contains("This deal now counts as assisted"))
            let again = s.handle("solve")
            #expect(again.contains("Winnable"))
            #expect(!again.contains("counts as assisted"), "said once a deal")
        }
    }

    @Test func eachVerdictIsSaidInEveryLanguage() {
        // Not winnable on the deal as dealt: no "undo" to offer, only a new deal.
        let cases: [(Verdict, String, moved: Bool)] = [
            (.unwinnable, "klondike.solve.unwinnable.dealt", false), (.unwinnable, "klondike.solve.unwinnable", true),
            (.undecided, "klondike.solve.undecided", false),
        ]
        for (verdict, key, moved) in cases {
            KlondikeTable.$solving.withValue(StandIn.always(verdict)) {
                var t = table()
                if moved { run(&t, "draw") }
                let response = run(&t, "solve")
                #expect(!response.refused)
                #expect(response.messages.first?.key == key)
                #expect(t.play.assisted)
                for language in Language.allCases {
                    let shown = Localizer(catalogs: Repository.catalogs, language: language).text(response.messages[0])
                    #expect(shown.contains("7"), "the positions searched, in \(language): \(shown)")
                }
            }
        }
    }

    /// A loss proved with no position searched (a deal lost as it lies) says no count: never
    /// “positions searched: 0”.
    @Test func aLossProvedWithoutSearchingSaysNoCount() {
        let lost: Solving = { _, _, _ in Solution(verdict: .unwinnable, moves: [], states: 0) }
        for (key, moved) in [
            ("klondike.solve.unwinnable.dealt.nosearch", false), ("klondike.solve.unwinnable.nosearch", true),
        ] {
            KlondikeTable.$solving.withValue(lost) {
                var t = table()
                if moved { run(&t, "draw") }
                let response = run(&t, "solve")
                #expect(response.messages.first?.key == key)
                for language in Language.allCases {
                    let shown = Localizer(catalogs: Repository.catalogs, language: language).text(response.messages[0])
                    #expect(!shown.contains("0"), "\(language): \(shown)")
                }
            }
        }
    }

    /// After an undecided answer, `solve` again searches once more with a larger budget (and
    /// says it can); after that the answer is kept.
    @Test func solveAgainAfterUndecidedSearchesFurtherOnce() {
        let calls = Calls()
        let budgets = Budgets()
        let recording: KlondikeTable.Solving = { _, _, budget in
            budgets.states.append(budget.states)
            return Solution(verdict: .undecided, moves: [], states: 7)
        }
        KlondikeTable.$solving.withValue(calls.counting(recording)) {
            var t = table()
            let first = run(&t, "solve")
            #expect(
                first.messages.map(\.key) == [
                    "klondike.solve.undecided", "klondike.solve.again", "klondike.solve.assisted",
                ])
            let again = run(&t, "solve")
            #expect(again.messages.map(\.key) == ["klondike.solve.undecided"], "searched further: no offer of more")
            #expect(budgets.states == [KlondikeTable.solveStates, KlondikeTable.furtherStates])
            _ = run(&t, "solve")
            _ = run(&t, "solve show")
            #expect(calls.count == 2, "the longer answer is kept")
            // A move makes a new position: a normal search again.
            run(&t, "draw")
            _ = run(&t, "solve")
            #expect(budgets.states.last == KlondikeTable.solveStates)
        }
        let again = Message(
            "klondike.solve.again", .command(.solve), .int(KlondikeTable.furtherStates),
            count: KlondikeTable.furtherStates)
        #expect(
            Localizer(catalogs: Repository.catalogs, language: .en).text(again).contains("up to 6,000,000 positions"))
        // An exact number of millions: Spanish says «6 000 000 de posiciones» (CLDR many).
        #expect(
            Localizer(catalogs: Repository.catalogs, language: .es).text(again)
                .contains("hasta 6\u{00A0}000\u{00A0}000 de posiciones"))
    }

    @Test func theAnswerIsReusedUntilThePositionChanges() {
        let calls = Calls()
        KlondikeTable.$solving.withValue(calls.counting(StandIn.search)) {
            var t = table()
            run(&t, "solve")
            run(&t, "solve show")
            #expect(calls.count == 1, "the same position: no new search")
            run(&t, "solve play")
            _ = t.step(at: 1)
            _ = t.stopStepping(for: nil, argument: .none)
            run(&t, "solve")
            #expect(calls.count == 1, "the rest of the line still wins after a move of it")
            run(&t, "draw")
            run(&t, "solve")
            #expect(calls.count == 2, "a move of the player's own: searched again")
        }
    }

    @Test func aWonGameHasNothingToSolveAndTheRefusalChangesNothing() {
        KlondikeTable.$solving.withValue(StandIn.search) {
            var t = table()
            run(&t, "solve play all")
            #expect(t.game.isWon)
            for argument in ["", " show", " play", " play all"] {
                let before = t
                let response = run(&t, "solve" + argument)
                #expect(response.refused)
                #expect(response.messages.map(\.key) == ["klondike.solve.refused.won"])
                #expect(t == before)
            }
        }
    }

    /// With no winning line, `solve show` and `solve play` say why: the first time as an
    /// answer (the search ran, the deal is now assisted), then as a refusal that changes nothing.
    @Test func noLineToShowOrPlayIsExplained() {
        for verdict in [Verdict.unwinnable, .undecided] {
            for argument in ["show", "play", "play all"] {
                KlondikeTable.$solving.withValue(StandIn.always(verdict)) {
                    var t = table()
                    let first = t.carryOut(.solve, word: argument, at: 0)
                    #expect(!first.refused)
                    #expect(first.messages.map(\.key).contains("klondike.solve.noline"))
                    #expect(first.messages.map(\.key).contains("klondike.solve.assisted"))
                    #expect(t.playback == nil)
                    let before = t
                    let again = t.carryOut(.solve, word: argument, at: 0)
                    #expect(again.refused, "\(verdict) \(argument)")
                    #expect(t == before)
                    #expect(t.game.position.moves == 0)
                }
            }
        }
    }

    // MARK: solve show

    /// Every line of `solve show`, typed back as a player would (`draw ×3` three times), wins.
    @Test func theListedLineTypedBackWins() throws {
        try KlondikeTable.$solving.withValue(StandIn.search) {
            var t = table()
            let response = run(&t, "solve show")
            let lines = response.messages.map(english.sentence)
            #expect(lines[0].hasPrefix("The winning line, "))
            let steps = lines.dropFirst().filter { $0.hasPrefix("  ") }
            #expect(steps.count == response.messages.count - 2, "the listing, then the note on assisted games")
            var replay = table()
            var number = 0
            for line in steps {
                number += 1
                let match = try #require(line.firstMatch(of: /^ *(\d+)\. “([^”]+)”(?: ×(\d+))?/), "\(line)")
                #expect(Int(match.1) == number)
                let times = match.3.flatMap { Int($0) } ?? 1
                for _ in 0..<times {
                    let r = run(&replay, String(match.2))
                    #expect(!r.refused, "\(line)")
                }
            }
            #expect(replay.game.isWon)
            #expect(steps.last?.contains("“auto”") == true, "the cards that go up at the end are one step")
            #expect(steps.contains { $0.contains("“draw” ×") }, "draws in a row are grouped")
            #expect(t.game.position.moves == 0, "showing plays nothing")
        }
    }

    // MARK: solve play

    /// `solve play all` while the line waits for Enter plays the rest, without a word of stopping.
    @Test func playAllWhileSteppingPlaysTheRest() {
        KlondikeTable.$solving.withValue(StandIn.search) {
            let s = klondike()
            _ = s.handle("solve play")
            _ = s.handle("")
            #expect(s.isStepping)
            let all = s.handle("solve play all")
            #expect(!all.contains("stops after"), "\(all)")
            #expect(all.contains("Congratulations, you have completed the game!"), "\(all)")
            #expect(!s.isStepping)
        }
    }

    @Test func enterPlaysOneMoveAndAnyOtherCommandStops() {
        KlondikeTable.$solving.withValue(StandIn.search) {
            let s = klondike()
            let start = s.handle("solve play")
            let total = try? #require(start.firstMatch(of: /Playing the winning line, (\d+) moves/)).1
            #expect(start.contains("Enter: move 1 of \(total ?? "?"), “tap 4” · any other command stops"), "\(start)")
            #expect(s.isStepping)
            let first = s.handle("")
            #expect(first.contains("♥A from stack 4 to the ♥ foundation (f2): +10 points."), "the engine's own message")
            #expect(first.contains("Moves 1 · Score 15"), "the table, with the engine's score")
            #expect(first.contains("Enter: move 2 of \(total ?? "?")"))
            // `solve play` again while the line waits: it goes on where it is.
            let again = s.handle("solve play")
            #expect(
                again.hasPrefix("Enter: move 2 of \(total ?? "?"), “") && !again.contains("stops after"), "\(again)")
            #expect(again == first.split(separator: "\n").last.map { $0 + "\n" }, "the same next move as before")
            #expect(s.isStepping)
            let stopped = s.handle("hint")
            #expect(
                stopped.hasPrefix("The winning line stops after 1 of its \(total ?? "?") moves; “solve play”"),
                "\(stopped)")
            // The command still runs: the hint gives the next move of the line being played.
            #expect(stopped.contains("The solver's line goes on: its next move is"), "\(stopped)")
            #expect(!s.isStepping)
            #expect(s.handle("") == "", "Enter alone does nothing once stopped")

            // Again, to the end: the win is the engine's, and counted as assisted.
            _ = s.handle("solve play")
            var last = ""
            var presses = 0
            while s.isStepping && presses < 1000 {
                last = s.handle("")
                presses += 1
            }
            #expect(last.contains("Congratulations, you have completed the game!"))
            #expect(!last.contains("Enter: move"))
            let record = s.store.statistics.games["klondike"]
            #expect(record?.won == 1)
            #expect(record?.assistedWins == 1)
            #expect(record?.bestScore == nil && record?.bestSeconds == nil, "an assisted win sets no record")
            #expect(s.handle("stats").contains("Klondike: 1 game — won 1 (1 assisted, which set no records), lost 0"))
        }
    }

    @Test func anUnknownWordAlsoStopsTheLineAndIsRefused() {
        KlondikeTable.$solving.withValue(StandIn.search) {
            let s = klondike(.es)
            _ = s.handle("resolver jugar")
            _ = s.handle("")
            let out = s.handle("xyzzy")
            #expect(out.hasPrefix("La línea ganadora se detiene tras 1 de sus "))
            #expect(out.contains("xyzzy"))
            #expect(!s.isStepping)
        }
    }

    @Test func playAllPlaysTheWholeLineThenTheTable() {
        KlondikeTable.$solving.withValue(StandIn.search) {
            let s = klondike(.ko)
            let out = s.handle("풀이 재생 전부")
            #expect(out.contains("이기는 수순을 끝까지 두었어요("))
            #expect(out.contains("축하해요, 클리어했어요!"))
            #expect(out.contains("── 클론다이크"), "the table")
            #expect(!s.isStepping)
            #expect(s.store.statistics.games["klondike"]?.assistedWins == 1)
        }
    }

    @Test func aGameLeftAfterSolvingIsALossNotARecord() {
        KlondikeTable.$solving.withValue(StandIn.search) {
            var t = table()
            run(&t, "solve")
            run(&t, "draw")
            let over = run(&t, "new").over
            #expect(over.count == 1 && over[0].result == .lost && over[0].assisted)
            #expect(!t.play.assisted, "a new deal is not assisted")
        }
    }

    // MARK: new winnable, winnable on|off
}
