import ShellKit
import SolveKit
import Testing

@testable import KlondikeConsole

/// `baraja solve`'s plainest command lines are read without the argument parser
/// (`SolveCommand.Request.quick`), to the same values; anything else is left to the parser,
/// which reads it (help, errors) as before.
@Suite struct SolveQuickTests {
    @Test func plainLinesAreReadToTheParsersValues() {
        let read = SolveCommand.Request.quick([
            "--draw", "3", "--budget", "2.5", "--verify", "a.txt", "-", "--memory", "512M", "b.json",
        ])
        #expect(read?.draw == 3)
        #expect(read?.seconds == 2.5)
        #expect(read?.memory == 512 << 20)
        #expect(read?.verify == true && read?.shortest == false)
        #expect(read?.files == ["a.txt", "-", "b.json"])
        let plain = SolveCommand.Request.quick(["deal.json"])
        #expect(plain?.draw == 1 && plain?.seconds == 10 && plain?.memory == MemoryLimit.machineDefault)
        #expect(plain?.files == ["deal.json"] && plain?.verify == false && plain?.shortest == false)
        #expect(SolveCommand.Request.quick(["--shortest", "d.txt"])?.shortest == true)
    }

    @Test func anythingElseIsLeftToTheParser() {
        let others: [[String]] = [
            [], ["--help"], ["-h"], ["help"], ["a.txt", "help"], ["--version"], ["a.txt", "--budget"],
            ["--budget=5", "a.txt"], ["--budget", "5", "--budget", "6", "a.txt"], ["--verify", "--verify", "a.txt"],
            ["--draw", "2", "a.txt"], ["--budget", "0", "a.txt"], ["--budget", "-1", "a.txt"],
            ["--memory", "lots", "a.txt"], ["--", "a.txt"], ["-x", "a.txt"], ["-", "-"], ["--shortest"],
            ["--unknown", "a.txt"], ["--generate-completion-script", "bash"], ["a.txt", "--lang"],
        ]
        for words in others { #expect(SolveCommand.Request.quick(words) == nil, "\(words)") }
    }

    @Test func theQuickRunIsTheSolveCommands() {
        let shell = KlondikeTable.shellCommands
        #expect(shell.count == 1)
        #expect(shell.first?.quick?.name == shell.first?.name)
        #expect(shell.first?.name == "solve")
    }
}
