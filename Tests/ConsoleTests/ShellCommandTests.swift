import Registry
import TableKit
import Testing

/// The subcommands of baraja come from the games' tables (`GameTable.shellCommands`), asked
/// of each, never cast: Klondike brings `solve`, stud poker `rank`, the others none.
@Suite struct ShellCommandTests {
    @Test func theGamesBringTheirSubcommands() {
        #expect(Registry.shellCommands.map(\.name) == ["rank", "solve"])
        let byGame = Registry.games.tables.map { ($0.id.rawValue, $0.shellCommands.map(\.name)) }
        #expect(byGame.filter { !$0.1.isEmpty }.map(\.0) == ["klondike", "poker"])
    }
}
