import GameKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import Console
@testable import Klondike
@testable import KlondikeConsole
@testable import KlondikeSolver

private func localizer(_ language: Language) -> Localizer {
    Localizer(catalogs: Repository.catalogs, language: language)
}

/// `baraja solve --shortest`: after a won deal's line, a line saying whether it is the
/// shortest there is.
@Suite struct KlondikeShortestTests {
    /// The lines `solveFiles` prints for one deal searched as `solve --shortest` searches it.
    private func lines(_ deal: Klondike.Position, _ language: Language, shortest: Bool = true) -> [String] {
        var out: [String] = []
        _ = KlondikeDeals.solveFiles(
            ["a.txt"], draw: 1, budget: 0.5, localizer: localizer(language), output: { out.append($0) },
            errors: { _ in }, clock: REPL.scriptedClock(step: 0.001), load: { _ in .success(deal) },
            search: { deal, mode, budget, clock in
                SolveCommand.solve(
                    deal, drawMode: mode, budget: budget, memory: 256 << 20, shortest: shortest, clock: clock)
            })
        return out
    }

    /// A deal's line is not proved the shortest: the line says so, with the fewest moves a win
    /// takes, in every language; without `--shortest` there is no such line.
    @Test func aLineNotProvedTheShortestSaysSoWithTheFewestMovesAWinTakes() throws {
        let deal = Klondike(seed: 2).dealt
        let fewest = Solver.fewestMoves(deal, drawMode: .one)
        for language in [Language.en, .es, .ko] {
            let out = lines(deal, language)
            try #require(out.count == 2, "\(out)")
            let expected = localizer(language).text(
                Message("cli.solve.shortest.unproved", .verbatim("a.txt"), .int(fewest), count: fewest))
            #expect(out[1] == expected + "\n")
        }
        #expect(lines(deal, .en, shortest: false).count == 1)
    }

    /// A line as short as the fewest moves a win takes is the shortest there is, and says so.
    @Test func aLineAsShortAsAWinCanBeIsProvedTheShortest() throws {
        let deal = Klondike.Position(
            stock: [], waste: [], foundations: [13, 13, 13, 11],
            stacks: [[FrenchCard(13, .clubs)], [FrenchCard(12, .clubs)], [], [], [], [], []],
            hidden: [0, 0, 0, 0, 0, 0, 0])
        #expect(Solver.fewestMoves(deal, drawMode: .one) == 2)
        for language in [Language.en, .es, .ko] {
            let out = lines(deal, language)
            try #require(out.count == 2, "\(out)")
            let expected = localizer(language).text(
                Message("cli.solve.shortest.proved", .verbatim("a.txt"), .int(2), count: 2))
            #expect(out[1] == expected + "\n")
        }
    }
}
