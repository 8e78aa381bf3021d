import ShellKit
import TableKit

/// The one list of games, in the order the lobby lists them: `tables`, written at build time
/// from Package.swift's list of games (the RegistryGames plugin). The executable, the tests, the
/// fuzz target and the benchmarks' start-up take it from here; the session, the store, the
/// command line, completion, the soak test and the statistics reach the games only through
/// it. A new game is its folders and one line in Package.swift (see CONTRIBUTING.md's
/// "Adding a game").
public enum Registry {
    public static let games = Games(tables)

    /// The subcommands of baraja the games bring (`rank`, `solve`), by name.
    public static let shellCommands: [ShellCommand] = games.tables.flatMap { $0.shellCommands }.sorted {
        $0.name < $1.name
    }
}
