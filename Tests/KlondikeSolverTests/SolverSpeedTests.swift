import CardKit
import Testing

@testable import Klondike
@testable import KlondikeSolver

/// The shortcuts that make a position cheaper to search without changing which positions are
/// searched.
@Suite struct SolverSpeedTests {
    /// `keepsHomeReach` says "not deadlocked" without asking the relaxation. Along random
    /// lines of play (any candidate step, from positions the relaxation does not prove lost),
    /// every time it says so the relaxation agrees.
    @Test func aRunThatCanLeaveAgainMakesNoDeadlock() {
        var said = 0
        var steps = 0
        for mode in Klondike.DrawMode.allCases {
            for seed in UInt64(1)...100 {
                let search = Search(
                    Klondike(seed: seed, drawMode: mode).position, drawMode: mode, budget: Budget(states: 1))!
                var random = SeededRNG(seed: seed)
                search.playSafeCards()
                for _ in 0..<300 where !search.isDeadlocked() {
                    guard let step = search.stepAtRandom({ Int(random.next() % UInt64($0)) }) else { break }
                    steps += 1
                    if search.keepsHomeReach(after: step) {
                        said += 1
                        #expect(!search.isDeadlocked(), "seed \(seed), draw-\(mode.rawValue), step \(steps)")
                    }
                }
            }
        }
        // It speaks for most steps that put cards on a stack, so the check above is exercised.
        #expect(said >= 1_000, "\(said) of \(steps) steps")
    }

    /// With and without the shortcut, a search visits the same positions in the same order:
    /// the same verdict, the same count of positions and the same line, in both draw modes,
    /// for complete and narrow searches.
    @Test func theShortcutSearchesTheSamePositions() {
        var decided = 0
        for mode in Klondike.DrawMode.allCases {
            for seed in UInt64(1)...32 {
                let position = Klondike(seed: seed, drawMode: mode).position
                for options in [Search.Options(), Search.Options(talonFirst: true, partOnlyForHome: true)] {
                    var plain = options
                    plain.quickReach = false
                    let fast = Search(position, drawMode: mode, budget: Budget(states: 20_000), options: options)!
                    let slow = Search(position, drawMode: mode, budget: Budget(states: 20_000), options: plain)!
                    let a = fast.run()
                    let b = slow.run()
                    #expect(
                        a == b && fast.states == slow.states,
                        "seed \(seed), draw-\(mode.rawValue): \(a) \(fast.states), \(b) \(slow.states)")
                    #expect(fast.line.all.map(\.card) == slow.line.all.map(\.card))
                    if a != .undecided { decided += 1 }
                }
            }
        }
        #expect(decided >= 60, "\(decided) decided")
    }

    /// Passing by a position with a need when the table holds it without one changes no
    /// verdict, and a loss takes no more positions to prove (the positions a complete search
    /// visits with it are among those it visits without).
    @Test func aNeedIsPassedByWhenThePositionIsKnown() {
        var compared = 0
        var lost = 0
        var fewer = 0
        for mode in Klondike.DrawMode.allCases {
            for seed in UInt64(1)...40 {
                let position = Klondike(seed: seed, drawMode: mode).position
                var plain = Search.Options()
                plain.skipNeedWhenKnown = false
                let fast = Search(position, drawMode: mode, budget: Budget(states: 40_000))!
                let slow = Search(position, drawMode: mode, budget: Budget(states: 40_000), options: plain)!
                let a = fast.run()
                let b = slow.run()
                guard a != .undecided && b != .undecided else { continue }
                compared += 1
                #expect(a == b, "seed \(seed), draw-\(mode.rawValue): \(a) with, \(b) without")
                if a == .unwinnable {
                    lost += 1
                    #expect(
                        fast.states <= slow.states,
                        "seed \(seed), draw-\(mode.rawValue): \(fast.states) > \(slow.states)")
                    if fast.states < slow.states { fewer += 1 }
                }
            }
        }
        #expect(
            compared >= 50 && lost >= 3 && fewer >= 1,
            "\(compared) compared, \(lost) lost, \(fewer) proved in fewer positions")
    }

    /// The searches in Solvitaire's order win deals where every other search here goes past
    /// hundreds of thousands of positions: draw-1 seed 437 with the stacks by their place
    /// (Solvitaire wins it in 105 positions), draw-3 seed 561 with the stacks by their size.
    /// Their lines replay in the engine.
    @Test func theSearchesInSolvitairesOrderWinDealsTheOthersMiss() {
        let byPlace = Search.Options(coverRule: false, partOnlyForHome: true, peerOrder: true)
        var bySize = byPlace
        bySize.peerBySize = true
        for (seed, mode, options) in [(UInt64(437), Klondike.DrawMode.one, byPlace), (561, .three, bySize)] {
            let game = Klondike(seed: seed, drawMode: mode)
            let search = Search(
                game.position, drawMode: mode, budget: Budget(states: Solver.peerStates), options: options)!
            #expect(search.run() == .winnable, "seed \(seed), draw-\(mode.rawValue)")
            let moves = Solver.engineMoves(search.line.all, from: game.position, drawMode: mode)
            #expect(moves != nil && game.replays(moves!))
        }
    }
}
