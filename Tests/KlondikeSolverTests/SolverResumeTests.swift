import CardKit
import Testing

@testable import Klondike
@testable import KlondikeSolver

/// A complete search cut short and resumed (`Search.resume`) keeps only the positions it
/// searched to the end, so the searches one after the other decide as one search would.
@Suite struct SolverResumeTests {
    /// Keys taken out of the table leave every other key in it, whatever run of probes they
    /// were in (keys that share their home slot, runs that wrap round the end of the table),
    /// also while the table grows.
    @Test func aKeyTakenOutLeavesEveryOtherKey() {
        var table = KeyTable(capacityLog2: 4, limit: 2 * KeyTable.bytes(1 << 16))!
        defer { table.free() }
        var kept = Set<UInt64>()
        var random = SeededRNG(seed: 7)
        for round in 0..<20_000 {
            // Few home slots (the low bits) and many keys each: long runs of probes.
            let key = (random.next() & ~UInt64(0xFF)) | UInt64(round % 3 == 0 ? 15 : random.next() % 16) | 1 << 40
            if random.next() % 3 == 0, let out = kept.randomElement(using: &random) {
                table.remove(out)
                kept.remove(out)
                #expect(!table.contains(out))
            } else {
                #expect(table.insert(key) == kept.insert(key).inserted)
            }
            if round % 997 == 0 {
                for k in kept { #expect(table.contains(k)) }
            }
        }
        #expect(table.count == kept.count)
        for k in kept { #expect(table.contains(k)) }
        table.remove(12345)  // not there: nothing changes
        #expect(table.count == kept.count)
    }

    /// Seeds 1–32 of both draw modes, searched at once and in slices of 2,000 positions with the
    /// move order changing every slice: the same verdicts, and every loss the whole search
    /// proves the slices prove too, within about as many positions.
    @Test func slicesDecideAsOneSearch() {
        var compared = 0
        var lost = 0
        for mode in Klondike.DrawMode.allCases {
            for seed in UInt64(1)...32 {
                let game = Klondike(seed: seed, drawMode: mode)
                let whole = Search(game.position, drawMode: mode, budget: Budget(states: 30_000))!
                let verdict = whole.run()
                let sliced = Search(game.position, drawMode: mode, budget: Budget(states: 2_000))!
                var slicedVerdict = sliced.run()
                var total = sliced.states
                var slices = 1
                while slicedVerdict == .undecided && total < 2 * 30_000 {
                    slicedVerdict = sliced.resume(states: 2_000, options: .init(talonFirst: slices % 2 == 1))
                    total += sliced.states
                    slices += 1
                }
                if slicedVerdict == .winnable {
                    // The line found by the last slice wins from the deal.
                    #expect(Solver.wins(sliced.line.all, from: game.position, drawMode: mode), "seed \(seed)")
                }
                if verdict != .undecided {
                    #expect(
                        slicedVerdict == verdict,
                        "seed \(seed), draw-\(mode.rawValue): \(verdict) at once, \(slicedVerdict) in \(slices) slices")
                    compared += 1
                }
                if verdict == .unwinnable {
                    lost += 1
                    // The positions the slices visit again are the few on the line each was on.
                    #expect(
                        total <= whole.states + slices * 400,
                        "seed \(seed): \(total) positions in slices, \(whole.states) at once")
                }
            }
        }
        #expect(compared >= 40 && lost >= 3, "\(compared) compared, \(lost) lost")
    }
}

/// The search in Solvitaire's order, with its looser rule for cards that go home at once.
@Suite struct SolverPeerOrderTests {
    /// Its wins replay in the game (it proves no loss: its rule for safe cards is Solvitaire's,
    /// not proved here, so the solver never takes its "no win" for a loss).
    @Test func itsWinsReplayAndItProvesNoLoss() {
        var won = 0
        for mode in Klondike.DrawMode.allCases {
            for seed in UInt64(1)...16 {
                let game = Klondike(seed: seed, drawMode: mode)
                let search = Search(
                    game.position, drawMode: mode, budget: Budget(states: 5_000),
                    options: .init(coverRule: false, partOnlyForHome: true, peerOrder: true))!
                if search.run() == .winnable {
                    won += 1
                    #expect(Solver.wins(search.line.all, from: game.position, drawMode: mode), "seed \(seed)")
                }
                #expect(!search.options.isComplete)
            }
        }
        #expect(won >= 16, "\(won) won")
    }

    /// Solvitaire's rule sends a card home sooner than the solver's own (a red five once both
    /// black foundations hold their threes and the other red one its two), never later.
    @Test func itsSafeRuleIsLooserThanTheSolvers() {
        for s in 0..<4 {
            for r in 0..<13 {
                for a in 0...13 {
                    for b in 0...13 {
                        let holding = { (f: Int) -> Int in
                            f == s ? r : ((f == 1 || f == 2) == (s == 1 || s == 2) ? b : a)
                        }
                        if Search.isSafe(rank: r, foundation: s, holding: holding) {
                            #expect(Search.isSafeForPeer(rank: r, foundation: s, holding: holding))
                        }
                    }
                }
            }
        }
        // ♥5 (foundation 1, rank index 4): both black suits at three, diamonds at two.
        let h = { (f: Int) -> Int in [3, 4, 2, 3][f] }
        #expect(Search.isSafeForPeer(rank: 4, foundation: 1, holding: h))
        #expect(!Search.isSafe(rank: 4, foundation: 1, holding: h))
    }
}

/// The order of the searches: the complete ones go on from one another, turn about.
@Suite struct SolverScheduleTests {
    @Test func theCompleteSearchesTakeTurnsAndGrow() throws {
        for mode in Klondike.DrawMode.allCases {
            let phases = Solver.schedule(5_000_000, drawMode: mode)
            #expect(phases.reduce(0) { $0 + $1.states } == 5_000_000)
            // After the short searches: complete ones with the rule for parts of runs (and in
            // draw-1 the "at once" rules), each able to go on from the one before.
            let last = try #require(phases.lastIndex { !$0.options.isComplete })
            let complete = Array(phases[(last + 1)...])
            #expect(complete.count >= 8)
            for (k, phase) in complete.enumerated() {
                #expect(phase.options.talonFirst == (k % 2 == 1))
                #expect(phase.options.coverRule == (mode == .one) && phase.options.partOnlyForHome)
                #expect(phase.options.sameRules(as: complete[0].options))
            }
            #expect(complete[0].states == Solver.restartStates && complete[2].states == 2 * Solver.restartStates)
            #expect(phases.contains { $0.options.peerOrder && !$0.options.peerBySize && !$0.options.isComplete })
            #expect(phases.contains { $0.options.peerOrder && $0.options.peerBySize && !$0.options.isComplete })
            // A small budget still leaves most of it to a complete search.
            let small = Solver.schedule(10_000, drawMode: mode)
            #expect(
                small.filter { $0.options.isComplete }.reduce(0) { $0 + $1.states } >= 7_000, "draw-\(mode.rawValue)")
        }
    }
}
