import Catalog
import GameKit
import KlondikeSolver
import ShellKit
import TestSupport
import Testing

@testable import Klondike
@testable import KlondikeConsole
@testable import SolveKit

private func localizer(_ language: Language = .en) -> Localizer {
    Localizer(catalogs: Repository.catalogs, language: language)
}

/// `baraja solve --memory`: the sizes read, the default share of the machine, and the lines
/// that say memory, not time, ended a search or a check.
@Suite struct KlondikeMemoryTests {
    let gigabyte = 1 << 30
    let megabyte = 1 << 20

    @Test func sizesAreReadWithTheirUnitsOrAsAShareOfTheMachine() {
        let machine = 2 * gigabyte
        #expect(MemoryLimit.parse("512M", machine: machine) == 512 * megabyte)
        #expect(MemoryLimit.parse("512mb", machine: machine) == 512 * megabyte)
        #expect(MemoryLimit.parse("1.5G", machine: machine) == 3 * gigabyte / 2)
        #expect(MemoryLimit.parse("2GB", machine: machine) == 2 * gigabyte)
        #expect(MemoryLimit.parse("800", machine: machine) == 800 * megabyte)
        #expect(MemoryLimit.parse("262144K", machine: machine) == 256 * megabyte)
        #expect(MemoryLimit.parse("25%", machine: machine) == 512 * megabyte)
        #expect(MemoryLimit.parse("100%", machine: machine) == machine)
        for refused in [
            "", "lots", "G", "-1G", "0", "0%", "101%", "-5%", "1e300", "1e3G", "nan", "infG", "3G", "100M", "1T",
            "9223372036854775807", "9223372036854775807G", " 512M", "5 12M", "0x200M", "512Q",
        ] {
            #expect(MemoryLimit.parse(refused, machine: machine) == nil, "\(refused)")
        }
    }

    /// A quarter of the machine's memory: on a 2 GB machine 512 MB, within what it has beside the
    /// system; never under the least limit accepted.
    /// `--budget`, read once for both executables: seconds above 0, finite; 10 when not given.
    @Test func theBudgetIsReadInOnePlace() {
        #expect(DealSearch.seconds(nil) == 10)
        #expect(DealSearch.seconds("2.5") == 2.5)
        for bad in ["0", "-1", "inf", "nan", "1e400", "ten", ""] { #expect(DealSearch.seconds(bad) == nil, "\(bad)") }
    }

    @Test func theDefaultIsAQuarterOfTheMachine() {
        #expect(MemoryLimit.defaultLimit(machine: 2 * gigabyte) == 512 * megabyte)
        #expect(MemoryLimit.defaultLimit(machine: 24 * gigabyte) == 6 * gigabyte)
        #expect(MemoryLimit.defaultLimit(machine: 256 * megabyte) == MemoryLimit.smallest)
        // Never more than the machine, or the address space the process may have, holds.
        #expect(MemoryLimit.defaultLimit(machine: 100 * megabyte) == 100 * megabyte)
        #expect(MemoryLimit.machineDefault >= MemoryLimit.smallest)
        #expect(MemoryLimit.parse("25%", machine: MemoryLimit.machine) == MemoryLimit.machineDefault)
    }

    @Test func sizesReadInTheLanguage() {
        #expect(localizer().text(MemoryLimit.size(512 * megabyte)) == "512 MB")
        #expect(localizer().text(MemoryLimit.size(6 * gigabyte - 100 * megabyte)) == "5.9 GB")
        #expect(localizer(.es).text(MemoryLimit.size(6 * gigabyte - 100 * megabyte)) == "5,9 GB")
        #expect(localizer(.ko).text(MemoryLimit.size(2 * gigabyte)) == "2.0GB")
    }

    /// A search stopped by its memory says so, with the limit, and what would help.
    @Test func aSearchStoppedByMemorySaysSoWithTheLimit() {
        let full = KlondikeDeals.Searched(
            solution: Solution(verdict: .undecided, moves: [], states: 7_000_000, outOfMemory: true), seconds: 6.5,
            memory: 512 * megabyte)
        let line = localizer().text(KlondikeDeals.line(full, source: .file("a.txt")))
        let expected = localizer().text(
            Message(
                "cli.solve.undecided.memory", .verbatim("a.txt"), .message(Message("cli.size.mb", .int(512))),
                .int(7_000_000), .message(KlondikeDeals.duration(6.5))))
        #expect(line == expected)
        #expect(line.contains("--memory"))
        var timed = full
        timed.solution.outOfMemory = false
        #expect(
            localizer().text(KlondikeDeals.line(timed, source: .file("a.txt")))
                == localizer().text(
                    Message(
                        "cli.solve.undecided", .verbatim("a.txt"), .message(KlondikeDeals.duration(6.5)),
                        .int(7_000_000))))
    }

    /// The verifier within a limit that leaves its table no room to grow: it stops at the limit,
    /// and the check's line says so; with the default limit the same check goes further.
    @Test func theVerifierStopsAtItsMemoryLimit() {
        let deal = Klondike(seed: 21).dealt
        let lost = KlondikeDeals.Searched(
            solution: Solution(verdict: .unwinnable, moves: [], states: 3), seconds: 0.01)
        let check = KlondikeDeals.verify(
            lost, deal: deal, drawMode: .one, budget: 60, memory: Budget.processReserve)
        guard case .memoryLimit(let positions, _, let bytes) = check else {
            Issue.record("\(check)")
            return
        }
        // Its first table, seven eighths full (and the position that found it so).
        #expect(positions == (1 << 16) * 7 / 8 + 1)
        #expect(bytes == Budget.processReserve)
        let said = localizer(.es).text(KlondikeDeals.line(check, source: .file("b.txt")))
        #expect(said.hasPrefix("b.txt: ") && said.contains("--memory"))
        // A limit of positions met first is not memory.
        let counted = KlondikeDeals.verify(
            lost, deal: deal, drawMode: .one, budget: 60, memory: Budget.processReserve, positions: 1_000)
        guard case .unfinished(let visited, _) = counted else {
            Issue.record("\(counted)")
            return
        }
        #expect(visited == 1_000)
    }
}
