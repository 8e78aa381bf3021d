import GameKit

/// The games a program offers, in the order the lobby lists them: the registry's one list
/// (`Registry.games`), or a test's own. Everything that reaches every game goes through it.
public struct Games: Sendable {
    public let tables: [any GameTable.Type]

    public init(_ tables: [any GameTable.Type]) {
        precondition(Set(tables.map { $0.id }).count == tables.count, "two tables of one game")
        self.tables = tables
    }

    public var ids: [GameID] { tables.map { $0.id } }

    /// The table of a game.
    public func table(_ id: GameID) -> (any GameTable.Type)? { tables.first { $0.id == id } }

    /// Where a command of the console meant for every game is offered: every game, or, when a
    /// game replaces it with its own (`GameTable.replacedCommands`), the others.
    public func scope(ofShared id: CommandID) -> Scope {
        var offering: [GameID] = []
        for table in tables where !table.replacedCommands.contains(id) { offering.append(table.id) }
        return offering.count == tables.count ? .inAnyGame : .games(offering)
    }

    /// Each game's own commands, in the games' order; one that several games share (`tap`)
    /// belongs to all of them, where it first appears.
    public var commands: [CommandSpec] {
        var merged: [CommandSpec] = []
        for table in tables {
            for spec in table.commands {
                guard let i = merged.firstIndex(where: { $0.id == spec.id }) else {
                    merged.append(spec)
                    continue
                }
                if case .games(let had) = merged[i].scope, case .games(let more) = spec.scope {
                    merged[i] = CommandSpec(
                        spec.id, .games(had + more.filter { !had.contains($0) }), merged[i].argument)
                }
            }
        }
        return merged
    }

    /// Only the games of `ids`, in that order (an id of no game here is passed over), and then
    /// `also` when it is a game here not among them (`BARAJA_GAMES`, see `offered(naming:)`).
    public func restricted(to ids: [GameID], also: GameID? = nil) -> Games {
        // Each game once, in the order asked, and names of no game left out (the list comes
        // from the environment: data to check; two tables of one game would stop the program).
        var wanted: [GameID] = []
        for id in ids + (also.map { [$0] } ?? []) where table(id) != nil && !wanted.contains(id) { wanted.append(id) }
        return Games(wanted.compactMap(table))
    }

    /// The table that takes a start option (`deal` → Klondike's).
    public func table(takingStartOption name: String) -> (any TakingStartOptions.Type)? {
        tables.lazy.compactMap { $0.asStarting }.first { $0.startOptions.contains(name) }
    }
}
