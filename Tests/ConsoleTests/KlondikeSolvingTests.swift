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
@testable import PokerConsole
@testable import SetConsole
@testable import SieteYMediaConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Stand-ins for the solver (`KlondikeTable.$solving.withValue`), so that these tests check
/// the console whatever the search does.
enum StandIn {
    /// The real solver on a short budget, enough for easy deals (seed 2's first).
    static let search: KlondikeTable.Solving = { position, mode, budget in
        Solver.solve(position, drawMode: mode, budget: Budget(states: min(budget.states, 20_000)))
    }

    /// The same answer whatever the position, with no line.
    static func always(_ verdict: Verdict) -> KlondikeTable.Solving {
        { _, _, _ in Solution(verdict: verdict, moves: [], states: 7) }
    }

    /// Cheap (the soak asks thousands of times): winnable once every card is face up and the
    /// stock empty (the cards then go up one by one), else undecided.
    static let ending: KlondikeTable.Solving = { position, mode, _ in
        var g = Klondike(position: position, drawMode: mode)
        guard g.canFinishAutomatically else { return Solution(verdict: .undecided, moves: [], states: 1) }
        var moves: [Klondike.Move] = []
        while !g.isWon {
            let up = g.legalMoves().filter { if case .transfer(_, .foundation, 1) = $0 { true } else { false } }
            guard let next = up.first else { break }
            moves.append(next)
            _ = g.apply(next)
        }
        return Solution(verdict: g.isWon ? .winnable : .undecided, moves: g.isWon ? moves : [], states: moves.count)
    }

    /// Winnable when stack 7's top card is red (an empty line): a test of which deals
    /// `new winnable` keeps.
    static let redSeventh: KlondikeTable.Solving = { position, _, _ in
        Solution(verdict: isRedSeventh(position) ? .winnable : .unwinnable, moves: [], states: 1)
    }

    static func isRedSeventh(_ p: Klondike.Position) -> Bool { p.stacks[6].last!.suit.isRed }
}

/// The budgets the solver was given (the tests run one call at a time on it).
final class Budgets: @unchecked Sendable {
    var states: [Int] = []
}

/// Calls counted (the tests run one call at a time on it).
final class Calls: @unchecked Sendable {
    var count = 0
    func counting(_ solving: @escaping KlondikeTable.Solving) -> KlondikeTable.Solving {
        { p, m, b in
            self.count += 1
            return solving(p, m, b)
        }
    }
}

private func klondike(_ language: Language = .en, seed: UInt64 = 2) -> Session {
    session(language, seed: seed, game: .klondike)
}

private let english = Localizer(catalogs: Repository.catalogs, language: .en)

/// A table after its first deal.
private func table(seed: UInt64 = 2) -> KlondikeTable {
    var t = KlondikeTable(seed: seed)
    _ = t.begin(at: 0)
    return t
}

/// Runs a typed English line on a table the way the session does.
@discardableResult
private func run(_ table: inout KlondikeTable, _ line: String, at now: Double = 0) -> Response {
    let words = line.split(separator: " ").map(String.init)
    let ids: [String: CommandID] = [
        "draw": .draw, "tap": .tap, "move": .move, "auto": .auto, "new": .new, "solve": .solve,
        "winnable": .winnable,
    ]
    let argument = words.count > 1 ? words.dropFirst().joined(separator: " ") : nil
    return table.carryOut(ids[words[0]]!, argument: argument, at: now)
}

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
                #expect(t.assisted)
                for language in Language.allCases {
                    let shown = Localizer(catalogs: Repository.catalogs, language: language).text(response.messages[0])
                    #expect(shown.contains("7"), "the positions searched, in \(language): \(shown)")
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
        let english = Localizer(catalogs: Repository.catalogs, language: .en)
        #expect(
            english.text(Message("klondike.solve.again", .command(.solve), .int(KlondikeTable.furtherStates)))
                .contains("6,000,000"))
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
            _ = t.stopStepping(for: nil, argument: nil)
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
                    let first = t.perform(.solve, argument: argument, at: 0)
                    #expect(!first.refused)
                    #expect(first.messages.map(\.key).contains("klondike.solve.noline"))
                    #expect(first.messages.map(\.key).contains("klondike.solve.assisted"))
                    #expect(t.playback == nil)
                    let before = t
                    let again = t.perform(.solve, argument: argument, at: 0)
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
            #expect(stopped.contains("Move ♣Q onto ♦K"), "the command still runs")
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
            #expect(s.handle("stats").contains("Klondike: 1 game — won 1 (1 assisted), lost 0"))
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
            #expect(!t.assisted, "a new deal is not assisted")
        }
    }

    // MARK: new winnable, winnable on|off

    /// `new winnable` deals from the game's own generator and skips the deals not proved
    /// winnable: the same seed gives the same deals, and it says how many were skipped.
    @Test func newWinnableSkipsDealsNotProvedAndIsDeterministic() throws {
        try KlondikeTable.$solving.withValue(StandIn.redSeventh) {
            var t = table(seed: 3)
            let response = t.perform(.new, argument: "winnable 3", at: 0)
            #expect(StandIn.isRedSeventh(t.game.position))
            #expect(t.game.drawMode == .three)
            #expect(!t.assisted, "a winnable deal is not help")
            // The same deals by hand: the generator's next ones, the first red-topped kept.
            var g = Klondike(seed: 3)
            var skipped = 0
            _ = g.newDeal(.three)
            while !StandIn.isRedSeventh(g.position) {
                _ = g.newDeal(.three)
                skipped += 1
            }
            #expect(t.game.position == g.position)
            let note = try #require(response.messages.last)
            #expect(
                note
                    == (skipped == 0
                        ? Message("klondike.winnable.dealt")
                        : Message("klondike.winnable.skipped", .int(skipped), count: skipped)))
            var again = table(seed: 3)
            _ = again.perform(.new, argument: "winnable 3", at: 0)
            #expect(again.game == t.game)
        }
    }

    @Test func aSeedWhoseDealsAreSkippedSaysHowMany() {
        KlondikeTable.$solving.withValue(StandIn.redSeventh) {
            // Look for a seed whose next deal is skipped, so the count shows.
            var found = false
            for seed in UInt64(1)...40 {
                var t = table(seed: seed)
                let response = run(&t, "new winnable")
                if response.messages.last?.key == "klondike.winnable.skipped" {
                    #expect(english.text(response.messages.last!).contains("skipped"))
                    found = true
                    break
                }
            }
            #expect(found)
        }
    }

    @Test func whenNoDealCanBeProvedItSaysSoAndKeepsTheLast() {
        KlondikeTable.$solving.withValue(StandIn.always(.undecided)) {
            var t = table()
            let response = run(&t, "new winnable")
            #expect(
                response.messages.last
                    == Message(
                        "klondike.winnable.none", .int(KlondikeTable.dealTries), .command(.solve),
                        count: KlondikeTable.dealTries))
            #expect(t.game.position.moves == 0)
        }
    }

    @Test func theWinnablePreferenceIsKeptAndDealsTheFirstGameToo() {
        KlondikeTable.$solving.withValue(StandIn.redSeventh) {
            var t = table()
            #expect(t.preferences["winnable"] == nil)
            let on = run(&t, "winnable on")
            #expect(on.messages.map(\.key) == ["klondike.winnable.set.on"])
            #expect(t.preferences == ["draw": "1", "winnable": "on"])
            run(&t, "new")
            #expect(StandIn.isRedSeventh(t.game.position), "plain new deals winnable games now")
            // A fresh game (next run) takes the kept choice before its first deal.
            for seed in UInt64(1)...12 {
                var fresh = KlondikeTable(seed: seed)
                fresh.adopt(preferences: t.preferences)
                _ = fresh.begin(at: 0)
                #expect(StandIn.isRedSeventh(fresh.game.position), "seed \(seed)")
            }
            run(&t, "winnable off")
            #expect(t.preferences == ["draw": "1"])
            #expect(run(&t, "winnable").messages.map(\.key) == ["klondike.winnable.is.off"])
        }
    }

    @Test func theSessionKeepsTheWinnableChoiceInThePreferences() {
        KlondikeTable.$solving.withValue(StandIn.redSeventh) {
            let s = klondike(.es)
            let out = s.handle("ganables sí")
            #expect(out.contains("A partir de ahora"))
            #expect(s.store.preferences.games["klondike"]?["winnable"] == "on")
            _ = s.handle("ganables no")
            #expect(s.store.preferences.games["klondike"]?["winnable"] == nil)
        }
    }

    // MARK: Words, completion, saves

    @Test func tabCompletesTheSolveArgumentsAndNewWinnable() {
        let s = klondike()
        // The next word only: `solve play` + space + Tab offers `all`.
        #expect(s.completions(for: "solve ") == ["show", "play"])
        #expect(s.completions(for: "solve pl") == ["play"])
        #expect(s.completions(for: "solve play ") == ["all"])
        #expect(s.completions(for: "solve play a") == ["all"])
        #expect(s.completions(for: "solve play all ") == [])
        #expect(s.completions(for: "new ") == ["1", "3", "winnable"])
        #expect(s.completions(for: "new w") == ["winnable"])
        #expect(s.completions(for: "new winnable ") == ["1", "3"])
        #expect(s.completions(for: "winnable ") == ["on", "off"])
        #expect(klondike(.es).completions(for: "resolver jugar ") == ["todo"])
        #expect(klondike(.ko).completions(for: "풀이 재생 ") == ["전부"])
    }

    @Test func theArgumentsAreUnderstoodInEveryLanguage() {
        KlondikeTable.$solving.withValue(StandIn.always(.undecided)) {
            for line in [
                "solve show", "resolver mostrar", "풀이 보기", "resolver jugar todo", "풀이 전부 재생", "solve all play",
            ] {
                let s = klondike()
                #expect(s.handle(line).contains("So "), "\(line)")
            }
        }
    }

    @Test func savesFromBeforeTheSolverStillLoadAndAssistedIsKept() throws {
        var t = table()
        t.assisted = true
        t.winnableOnly = true
        let data = try Store.compactEncoder.encode(t)
        #expect(try JSONDecoder().decode(KlondikeTable.self, from: data) == t)
        // A save written before the solver: neither field.
        let json = String(decoding: data, as: UTF8.self)
        let older = json.replacing("\"assisted\":true,", with: "").replacing("\"winnableOnly\":true,", with: "")
        #expect(!older.contains("assisted") && !older.contains("winnableOnly"), "\(older.prefix(80))")
        let old = try JSONDecoder().decode(KlondikeTable.self, from: Data(older.utf8))
        #expect(!old.assisted && !old.winnableOnly)
        #expect(old.game == t.game)
    }
}

@Suite struct AssistedStatisticsTests {
    @Test func anAssistedWinCountsApartSetsNoRecordAndLeavesTheStreak() {
        var s = GameStatistics()
        s.record(GameOver(.won, score: 500, seconds: 300))
        s.record(GameOver(.won, score: 900, seconds: 100, assisted: true))
        #expect(s.won == 2 && s.assistedWins == 1)
        #expect(s.bestScore == 500 && s.bestSeconds == 300)
        #expect(s.streak == 1 && s.bestStreak == 1, "neither extended nor ended")
        s.record(GameOver(.won, score: 100, seconds: 400))
        #expect(s.streak == 2)
        s.record(GameOver(.lost, score: 0, seconds: 10, assisted: true))
        #expect(s.streak == 0 && s.lost == 1)
    }

    @Test func statisticsWrittenBeforeTheSolverStillLoad() throws {
        let v1 = """
            {"games":{"klondike":{"bestScore":620,"bestSeconds":305,"bestStreak":2,"drawn":0,"lost":1,"played":3,"streak":0,"won":2}},"version":1}
            """
        let read = try JSONDecoder().decode(Statistics.self, from: Data(v1.utf8))
        let k = try #require(read.games["klondike"])
        #expect(k.won == 2 && k.assistedWins == 0 && k.bestScore == 620)
        // Written back, the new field is there; read again, the same.
        let again = try JSONDecoder().decode(Statistics.self, from: try JSONEncoder().encode(read))
        #expect(again == read)
    }

    @Test func statsShowTheAssistedWinsInEveryLanguage() {
        var statistics = Statistics()
        var k = GameStatistics()
        for assisted in [false, true, true] { k.record(GameOver(.won, score: 10, seconds: 10, assisted: assisted)) }
        statistics.games["klondike"] = k
        let expected: [Language: String] = [
            .en: "won 3 (2 assisted)", .es: "ganadas 3 (asistidas: 2)", .ko: "3승(도움받아 이긴 판 2)",
        ]
        for language in Language.allCases {
            let lines = StatisticsText.lines(
                statistics, games: Registry.games.ids,
                localizer: Localizer(catalogs: Repository.catalogs, language: language),
                style: Style(enabled: false))
            #expect(lines.contains { $0.contains(expected[language]!) }, "\(language): \(lines)")
        }
    }
}
