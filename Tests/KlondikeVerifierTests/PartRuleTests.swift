import CardKit
import TestSupport
import Testing

@testable import Klondike
@testable import KlondikeSolver
@testable import KlondikeVerifier

/// The rule the complete searches move parts of runs by (`Search.Options.partOnlyForHome`:
/// only when the card under the part can then go home), checked against the verifier, which
/// moves every part of every run.
@Suite struct PartRuleTests {
    /// Which searches prove losses: the rule, the "at once" rules, or both together; not
    /// Solvitaire's rule for safe cards, nor a search without cards back from the
    /// foundations.
    @Test func whichSearchesAreComplete() {
        #expect(Search.Options().isComplete)
        #expect(Search.Options(coverRule: false).isComplete)
        #expect(Search.Options(coverRule: false, partOnlyForHome: true).isComplete)
        #expect(Search.Options(partOnlyForHome: true).isComplete)
        #expect(!Search.Options(partOnlyForHome: true, noWorryBack: true).isComplete)
        #expect(!Search.Options(coverRule: false, partOnlyForHome: true, noWorryBack: true).isComplete)
        #expect(!Search.Options(coverRule: false, partOnlyForHome: true, peerOrder: true).isComplete)
        #expect(!Search.Options(coverRule: false, peerOrder: true).isComplete)
    }

    /// A position won only by moving part of a run (`Endgames.partOfARun`): the verifier wins
    /// it, and so do the complete search with the rule (which leaves out every part of a run
    /// that does not free a card for its foundation) and the solver, in both modes; the lines
    /// replay in the game.
    @Test func aPartOfARunThatFreesACardForHomeIsMoved() {
        let position = Endgames.partOfARun
        for mode in Klondike.DrawMode.allCases {
            #expect(Verifier.check(position, drawMode: mode).verdict == .winnable)
            let search = Search(
                position, drawMode: mode, budget: Budget(states: 10_000),
                options: Search.Options(coverRule: false, partOnlyForHome: true))!
            #expect(search.run() == .winnable)
            #expect(Solver.wins(search.line.all, from: position, drawMode: mode))
            // The line moves ♥J alone from ♠Q (stack 1) onto ♣Q (stack 2).
            #expect(search.line.all.contains { $0.kind == .stackToStack && $0.a == 0 && $0.b == 1 && $0.n == 1 })
            let solution = Solver.solve(position, drawMode: mode, budget: Budget(states: 10_000))
            #expect(
                solution.verdict == .winnable && Klondike(position: position, drawMode: mode).replays(solution.moves))
        }
    }

    /// Along random games (both modes; the engine's legal moves, cards home and onto the
    /// stacks preferred to draws), at positions the verifier can search to the end, the
    /// complete search with the rule, without and with the "at once" rules (the solver's
    /// complete searches), gives the verifier's answer: it never calls lost a position the
    /// verifier wins, and it finds the wins. Random play blunders, so many of the positions
    /// are lost and both answers are checked.
    @Test func itAgreesWithTheVerifierAlongRandomGames() {
        var lost = 0
        var won = 0
        var withCut = 0
        for mode in Klondike.DrawMode.allCases {
            for seed in UInt64(1)...10 {
                var game = Klondike(seed: seed, drawMode: mode)
                var random = SeededRNG(seed: seed &+ 1_000)
                for step in 0..<300 where !game.isWon {
                    let legal = game.legalMoves()
                    if legal.isEmpty { break }
                    let played = legal.filter { $0 != .draw }
                    let pick = !played.isEmpty && random.next() % 4 != 0 ? played : legal
                    _ = game.apply(pick[Int(random.next() % UInt64(pick.count))])
                    guard step % 8 == 7 else { continue }
                    let check = Verifier.check(
                        game.position, drawMode: mode, limits: Verifier.Limits(positions: 30_000))
                    guard check.verdict != .undecided else { continue }
                    let answer: Verdict = check.verdict == .unwinnable ? .unwinnable : .winnable
                    for atOnce in [false, true] {
                        let search = Search(
                            game.position, drawMode: mode, budget: Budget(states: 100_000),
                            options: Search.Options(coverRule: atOnce, partOnlyForHome: true))!
                        let verdict = search.run()
                        #expect(
                            verdict == answer,
                            "seed \(seed), draw-\(mode.rawValue), step \(step), at once \(atOnce): \(verdict), verifier \(check)"
                        )
                    }
                    if answer == .unwinnable { lost += 1 } else { won += 1 }
                    if Self.ruleLeavesAPartOut(game) { withCut += 1 }
                }
            }
        }
        print(
            "Part rule (without and with the at-once rules) against the verifier: \(lost) lost, \(won) won, \(withCut) with parts of runs left out"
        )
        #expect(lost >= 40 && won >= 40 && withCut >= 40, "\(lost) lost, \(won) won, \(withCut) with parts left out")
    }

    /// Whether the game has a legal move of part of a run that the rule leaves out: the card
    /// it would leave on top is face up and cannot go home.
    static func ruleLeavesAPartOut(_ game: Klondike) -> Bool {
        let p = game.position
        return game.legalMoves().contains { move in
            guard case .transfer(.stack(let i), .stack, let n) = move else { return false }
            let under = p.stacks[i].count - n - 1
            guard under >= p.hidden[i] else { return false }
            let card = p.stacks[i][under]
            return p.foundations[Klondike.Position.foundationIndex(card.suit)] != card.rank - 1
        }
    }
}
