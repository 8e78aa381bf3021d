import Catalog
import KlondikeSolver
import TestSupport
import Testing

@testable import Klondike
@testable import KlondikeConsole

private func localizer(_ language: Language = .en) -> Localizer {
    Localizer(catalogs: Repository.catalogs, language: language)
}

/// `baraja solve --verify`: each verdict checked, the check's line under the solver's, and
/// exit status 1 when a check contradicts the solver (a solver made to lie here).
@Suite struct KlondikeVerifyTests {
    private func searched(_ verdict: Verdict, _ moves: [Klondike.Move] = []) -> KlondikeDeals.Searched {
        KlondikeDeals.Searched(solution: Solution(verdict: verdict, moves: moves, states: 3), seconds: 0.01)
    }

    @Test func aLossIsConfirmedAWinReplayedAndAnUndecidedDealLeftAlone() {
        let lost = KlondikeDeals.verify(searched(.unwinnable), deal: Endgames.frozen, drawMode: .one, budget: 60)
        guard case .confirmed(let positions, _) = lost else {
            Issue.record("\(lost)")
            return
        }
        #expect(positions > 4)
        let line = Solver.solve(Endgames.almostWon, drawMode: .three)
        #expect(line.verdict == .winnable)
        let won = KlondikeDeals.verify(
            searched(.winnable, line.moves), deal: Endgames.almostWon, drawMode: .three, budget: 60)
        #expect(won == .replayed(moves: line.moves.count) && !won.isContradiction)
        #expect(
            KlondikeDeals.verify(searched(.undecided), deal: Endgames.frozen, drawMode: .one, budget: 60)
                == .nothingToCheck)
    }

    @Test func aSolverThatLiesIsCaughtBothWays() {
        // "Not winnable" for a deal the verifier wins; "winnable" with a line that does not win.
        let lie = KlondikeDeals.verify(searched(.unwinnable), deal: Endgames.almostWon, drawMode: .one, budget: 60)
        guard case .contradicted = lie else {
            Issue.record("\(lie)")
            return
        }
        let short = KlondikeDeals.verify(
            searched(.winnable, [.draw]), deal: Endgames.almostWon, drawMode: .one, budget: 60)
        #expect(short == .replayFailed && short.isContradiction)
        let refused = KlondikeDeals.verify(
            searched(.winnable, [.transfer(from: .stack(5), to: .stack(6), count: 1)]), deal: Endgames.almostWon,
            drawMode: .one, budget: 60)
        #expect(refused == .replayFailed)
    }

    @Test func theStatusIsOneOnAContradictionBeforeTwoForAFileNotRead() {
        var out: [String] = []
        var errors: [String] = []
        let status = KlondikeDeals.solveFiles(
            ["won.txt", "missing.txt"], draw: 1, budget: 5, verify: true, localizer: localizer(.es),
            output: { out.append($0) }, errors: { errors.append($0) },
            load: { $0 == .file("missing.txt") ? .failure(.missing) : .success(Endgames.almostWon) },
            search: { _, _, _, _ in searched(.unwinnable) })
        #expect(status == 1)
        #expect(out.count == 2 && errors.count == 1)
        // "won.txt: CONTRADICCIÓN — la búsqueda exhaustiva ganó este reparto tras " and the rest.
        let template = localizer(.es).string("cli.solve.verify.contradicted")
        let head = "won.txt" + template.dropFirst("%1$@".count).split(separator: "%2$d")[0]
        #expect(out[1].hasPrefix(head) && head.count > 20, "\(out)")
        // The same deal, told the truth: the line replayed, status 0; without --verify, one line.
        var truthful: [String] = []
        let fine = KlondikeDeals.solveFiles(
            ["won.txt"], draw: 1, budget: 5, verify: true, localizer: localizer(.ko), output: { truthful.append($0) },
            errors: { _ in }, load: { _ in .success(Endgames.almostWon) })
        #expect(fine == 0 && truthful.count == 2)
        let moves = KlondikeDeals.solve(Endgames.almostWon, drawMode: .one, budget: 5).solution.moves.count
        let replayed = KlondikeDeals.line(.replayed(moves: moves), source: .file("won.txt"))
        #expect(truthful[1] == localizer(.ko).text(replayed) + "\n")
        var plain: [String] = []
        _ = KlondikeDeals.solveFiles(
            ["won.txt"], draw: 1, budget: 5, localizer: localizer(), output: { plain.append($0) }, errors: { _ in },
            load: { _ in .success(Endgames.almostWon) })
        #expect(plain.count == 1)
    }
}
