import Testing

@testable import Klondike
@testable import KlondikeSolver

/// Draw-3, seed 5, after nine moves of the hint: the hint puts the waste's top on stack 3
/// (`move w 3`), which loses a game that drawing still wins; the warning's first check (a
/// complete search of 3,000 positions) cannot tell, `solve`'s searches prove it in fewer
/// than 20,000.
func hintLosesHere() -> Klondike {
    var g = Klondike(seed: 5, drawMode: .three)
    for typed in ["3 4", "3 7", "5 4", "6 3", "3 2 2", "6 3", "draw", "w f4", "w 5"] {
        let move: Klondike.Move
        if typed == "draw" {
            move = .draw
        } else {
            guard case .success(let m) = g.move(typed: typed) else {
                Issue.record("move \(typed) does not read")
                return g
            }
            move = m
        }
        #expect(g.refusal(for: move) == nil, "move \(typed)")
        _ = g.apply(move)
    }
    return g
}

@Suite struct HintCheckTests {
    static let schedule = 2_000_000

    @Test func solveCutShortDecidesWhatTheWholeBudgetDecidesWithinIt() throws {
        let g = hintLosesHere()
        let move = try #require(g.hint()?.move)
        #expect(move == .transfer(from: .waste, to: .stack(2), count: 1))
        var after = g
        _ = after.apply(move)
        let whole = Solver.solve(after.position, drawMode: .three, budget: Budget(states: Self.schedule))
        #expect(whole.verdict == .unwinnable)
        #expect(whole.states < 20_000)
        let cut = Solver.solve(
            after.position, drawMode: .three, budget: Budget(states: Self.schedule), upTo: 20_000)
        #expect(cut.verdict == .unwinnable)
        #expect(cut.states == whole.states)
        let tooShort = Solver.solve(after.position, drawMode: .three, budget: Budget(states: Self.schedule), upTo: 50)
        #expect(tooShort.verdict == .undecided)
        #expect(tooShort.states <= 50)
        // Why the warning came late: its first check alone cannot tell.
        #expect(Solver.lossCheck(after.position, drawMode: .three, states: 3_000).verdict == .undecided)
    }

    @Test func theHintsLosingMoveIsFoundAndAWinningLineOffered() throws {
        let g = hintLosesHere()
        let move = try #require(g.hint()?.move)
        let check = Solver.check(move, from: g, schedule: Self.schedule, states: 20_000)
        #expect(check.loses)
        let instead = try #require(check.instead)
        #expect(instead != move)
        #expect(check.states <= 40_000)
        // The line offered wins, played as it is.
        var line = g
        for m in [instead] + check.rest {
            #expect(line.refusal(for: m) == nil)
            _ = line.apply(m)
        }
        #expect(line.isWon)
    }

    @Test func aMoveThatDoesNotLoseIsLeftAsItIs() throws {
        let g = Klondike(seed: 5, drawMode: .three)
        let move = try #require(g.hint()?.move)
        let check = Solver.check(move, from: g, schedule: Self.schedule, states: 20_000)
        #expect(!check.loses)
        #expect(check.instead == nil)
    }
}
