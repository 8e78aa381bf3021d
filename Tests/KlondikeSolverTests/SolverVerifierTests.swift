import Testing

@testable import CardKit
@testable import Klondike
@testable import KlondikeSolver

/// Plays a line in the engine: every move must be accepted, and the game won at the end.
private func replays(_ moves: [Klondike.Move], from game: Klondike) -> Bool {
    var g = game
    for move in moves {
        guard g.refusal(for: move) == nil else { return false }
        _ = g.apply(move)
    }
    return g.isWon
}

private let s = FrenchSuit.spades
private let h = FrenchSuit.hearts
private let d = FrenchSuit.diamonds
private let c = FrenchSuit.clubs

/// Positions small enough for the verifier's plain search to visit every one in a test.
enum Endgames {
    /// ♠J lies over ♠10 and over both red queens (all face down): it can go neither home nor
    /// on a queen, and is no king, so ♠10 never comes free. Lost.
    static let locked = Klondike.Position(
        stock: [FrenchCard(12, s), FrenchCard(13, d)], waste: [], foundations: [9, 11, 11, 13],
        stacks: [
            [FrenchCard(12, h), FrenchCard(12, d), FrenchCard(10, s), FrenchCard(11, s)],
            [FrenchCard(13, s)], [FrenchCard(13, h)], [], [], [], [],
        ],
        hidden: [3, 0, 0, 0, 0, 0, 0])

    /// Every card home but the kings (two in the talon): won in a few moves.
    static let almostWon = Klondike.Position(
        stock: [FrenchCard(13, s), FrenchCard(13, h)], waste: [], foundations: [12, 12, 12, 12],
        stacks: [[FrenchCard(13, d)], [FrenchCard(13, c)], [], [], [], [], []], hidden: [0, 0, 0, 0, 0, 0, 0])

    /// As `locked`, but both red queens are home: one can come back down onto a black king,
    /// take ♠J, and free ♠10. Won only by taking a card back from a foundation.
    static let worryBack = Klondike.Position(
        stock: [FrenchCard(12, s), FrenchCard(13, d)], waste: [], foundations: [9, 12, 12, 13],
        stacks: [[FrenchCard(10, s), FrenchCard(11, s)], [FrenchCard(13, s)], [FrenchCard(13, h)], [], [], [], []],
        hidden: [1, 0, 0, 0, 0, 0, 0])

    /// A deal-sized position, nothing home: ♣2 lies over ♣A and both red threes (face down),
    /// the other stacks show kings and black jacks over face-down cards (the red queens among
    /// them), and the talon holds ♠A, ♥A, ♦A and ♠2, which can go home in a few orders. Lost.
    static let frozen: Klondike.Position = {
        let lockedStack = [FrenchCard(3, h), FrenchCard(3, d), FrenchCard(1, c), FrenchCard(2, c)]
        let talon = [FrenchCard(2, s), FrenchCard(1, d), FrenchCard(1, h), FrenchCard(1, s)]
        let tops = [
            FrenchCard(13, s), FrenchCard(13, h), FrenchCard(13, d), FrenchCard(13, c), FrenchCard(11, s),
            FrenchCard(11, c),
        ]
        var rest = FrenchCard.deck.filter { !lockedStack.contains($0) && !talon.contains($0) && !tops.contains($0) }
        var stacks = [lockedStack]
        for (k, top) in tops.enumerated() {
            let size = k < 2 ? 7 : 6
            stacks.append(Array(rest.prefix(size)) + [top])
            rest.removeFirst(size)
        }
        return Klondike.Position(
            stock: talon, waste: [], foundations: [0, 0, 0, 0], stacks: stacks,
            hidden: stacks.map { $0.count - 1 })
    }()
}

@Suite struct SolverVerifierTests {
    /// The verifier re-checks every loss the solver proves among the tests' deals: the frozen
    /// deal (it visits every position and confirms the loss), and the seeded deals of
    /// `SolverTests` (hundreds of thousands of positions and more, minutes each in a release
    /// build: `engine-bench klondike-verify` runs those to the end; here, within a small
    /// budget, it must never find a win, and says that it could not finish).
    @Test func everyLossTheSolverProvesIsConfirmedOrLeftOpenNeverContradicted() {
        for mode in Klondike.DrawMode.allCases {
            #expect(Solver.solve(Endgames.locked, drawMode: mode).verdict == .unwinnable)
            for p in [Endgames.frozen] {
                #expect(Solver.solve(p, drawMode: mode).verdict == .unwinnable)
                let check = Verifier.check(p, drawMode: mode)
                #expect(check.verdict == .unwinnable, "draw-\(mode.rawValue): \(check)")
                #expect(check.positions > 1)
            }
        }
        var losses = 0
        for mode in Klondike.DrawMode.allCases {
            for seed in UInt64(1)...32 {
                let game = Klondike(seed: seed, drawMode: mode)
                guard game.solve(budget: Budget(states: 30_000, shortening: 0)).verdict == .unwinnable else { continue }
                losses += 1
                let check = game.verify(budget: Budget(states: 500))
                #expect(check.verdict != .winnable, "seed \(seed), draw-\(mode.rawValue): the verifier won a lost deal")
            }
        }
        #expect(losses >= 3)
    }

    /// Half the positions the frozen deal has is not enough to prove it lost, in both modes.
    @Test func aTightBudgetLeavesTheVerifierUndecided() {
        for mode in Klondike.DrawMode.allCases {
            let full = Verifier.check(Endgames.frozen, drawMode: mode)
            #expect(full.verdict == .unwinnable && full.positions > 4, "\(full)")
            let short = Verifier.check(Endgames.frozen, drawMode: mode, budget: Budget(states: full.positions / 2))
            #expect(short.verdict == .undecided)
        }
    }

    /// The verifier finds wins too. (With many cards home it is no use: every card can come back
    /// down from its foundation in so many ways that `locked` has millions of positions.)
    /// The solver wins a position where only a card taken back from its foundation saves the game.
    @Test func theVerifierFindsAWinAndTheSolverOneThatNeedsACardBackFromItsFoundation() {
        for mode in Klondike.DrawMode.allCases {
            #expect(Verifier.check(Endgames.almostWon, drawMode: mode).verdict == .winnable)
            let solution = Solver.solve(Endgames.worryBack, drawMode: mode)
            #expect(solution.verdict == .winnable)
            #expect(replays(solution.moves, from: Klondike(position: Endgames.worryBack, drawMode: mode)))
        }
    }

    /// A face-up run out of sequence is no position of the game: the verifier does not read it.
    @Test func aPositionNoPlayCouldMakeIsNotChecked() {
        var p = Endgames.locked
        p.stacks[1] = [FrenchCard(13, s), FrenchCard(5, h)]
        #expect(Verifier.check(p, drawMode: .one).verdict == .undecided)
    }

    /// Every position the encoder tells apart is another position, and draws alone (in
    /// draw-1, or from a pass's start in draw-3) lead to the same code.
    @Test func positionsDrawsAloneLeadBetweenShareACode() {
        for mode in Klondike.DrawMode.allCases {
            var game = Klondike(seed: 5, drawMode: mode)
            let encoder = PositionEncoder(game.position, drawMode: mode)!
            let start = encoder.encode(game.position)!
            var codes: [Code] = []
            for _ in 0..<12 {
                _ = game.apply(.draw)
                codes.append(encoder.encode(game.position)!)
            }
            for (k, code) in codes.enumerated() {
                // In draw-3 after k + 1 draws the waste holds 3(k + 1) cards (a pass's start)
                // until the stock runs out; in draw-1 every split is one.
                #expect(code == start, "draw-\(mode.rawValue), after \(k + 1) draws")
            }
            var moved = game
            let move = moved.legalMoves().first { if case .transfer = $0 { true } else { false } }
            if let move {
                _ = moved.apply(move)
                #expect(encoder.encode(moved.position)! != start)
            }
        }
    }
}

@Suite struct SolverShorterLineTests {
    /// The search for a shorter line only ever returns a line that wins, and no longer one.
    @Test func aShorterLineStillWinsAndIsNoLonger() {
        var shortened = 0
        for mode in Klondike.DrawMode.allCases {
            for seed in UInt64(1)...12 {
                let game = Klondike(seed: seed, drawMode: mode)
                let first = game.solve(budget: Budget(states: 30_000, shortening: 0))
                guard first.verdict == .winnable else { continue }
                let shorter = Solver.shortened(first, from: game.position, drawMode: mode, within: 3_000)
                #expect(replays(shorter.moves, from: game), "seed \(seed), draw-\(mode.rawValue)")
                #expect(shorter.moves.count <= first.moves.count)
                if shorter.moves.count < first.moves.count { shortened += 1 }
            }
        }
        #expect(shortened >= 6, "\(shortened) lines shortened")
    }

    /// The draws the shortener counts for a talon card are the ones the engine makes.
    @Test func theDrawsCountedAreTheEnginesDraws() {
        for mode in Klondike.DrawMode.allCases {
            for p in 0...24 {
                for j in 0..<24 {
                    var game = Klondike(seed: 9, drawMode: mode)
                    let talon = game.position.stock.reversed() as [FrenchCard]
                    // Bring the waste to `p` cards.
                    var guardDraws = 0
                    while game.position.waste.count != p && guardDraws < 60 {
                        _ = game.apply(.draw)
                        guardDraws += 1
                    }
                    guard game.position.waste.count == p else { continue }
                    let reachable = Set(reachableIndices(pointer: p, count: 24, drawThree: mode == .three))
                    guard reachable.contains(j) else { continue }
                    var draws = 0
                    while game.position.waste.last != talon[j] && draws < 100 {
                        _ = game.apply(.draw)
                        draws += 1
                    }
                    #expect(
                        draws == Shortener.draws(from: p, to: j, of: 24, drawThree: mode == .three),
                        "draw-\(mode.rawValue), pointer \(p), card \(j)")
                }
            }
        }
    }

    /// The talon indices draws can bring to the top: every one in draw-1; in draw-3 the top of
    /// the waste, every third from the pointer and the last, then every third from the start.
    private func reachableIndices(pointer p: Int, count n: Int, drawThree: Bool) -> [Int] {
        guard drawThree else { return Array(0..<n) }
        var result: [Int] = p > 0 ? [p - 1] : []
        var q = p
        while q < n {
            q = min(q + 3, n)
            result.append(q - 1)
        }
        q = 0
        while q < n {
            q = min(q + 3, n)
            result.append(q - 1)
        }
        return result
    }
}

@Suite struct SolverQuickAnswersTests {
    /// The short check between moves: a loss the relaxation or a small search proves, never
    /// a winnable deal.
    @Test func aShortCheckProvesOnlyLosses() {
        for mode in Klondike.DrawMode.allCases {
            #expect(Solver.provedLost(Endgames.frozen, drawMode: mode))
            #expect(!Solver.provedLost(Klondike(seed: 1, drawMode: mode).position, drawMode: mode))
            #expect(!Solver.provedLost(Endgames.almostWon, drawMode: mode))
        }
        #expect(Solver.provedLost(Klondike(seed: 21).position, drawMode: .one))
    }

    /// The cards an automatic move may put home: ♠3 (both red twos and ♣A are home), not ♥3
    /// (♣2 is not home, so a black two might still want it).
    @Test func safeCardsFollowTheSolversRule() {
        let p = Klondike.Position(
            stock: [], waste: [FrenchCard(3, h)], foundations: [2, 2, 2, 1],
            stacks: [[FrenchCard(3, s)], [FrenchCard(5, c)], [], [], [], [], []],
            hidden: [0, 0, 0, 0, 0, 0, 0])
        #expect(Solver.safeCards(in: p) == [FrenchCard(3, s)])
        var q = p
        q.foundations = [2, 2, 2, 2]
        #expect(Solver.safeCards(in: q) == [FrenchCard(3, s), FrenchCard(3, h)])
    }
}
