import Foundation
import PackagePlugin

/// Writes the registry's list of games from its target's dependencies: each dependency that is
/// a game's table (the target `<Game>Console` of `Sources/Tables/<Game>`, from Package.swift's
/// list of games, in the lobby's order) is imported and its `<game>Table` listed. A new game
/// thus needs no line here or in `Registry.swift`.
@main
struct RegistryGames: BuildToolPlugin {
    /// What a game's table target is called after the game (`Klondike` → `KlondikeConsole`).
    static let suffix = "Console"

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tables: [(module: String, folder: String)] = target.dependencies.compactMap { dependency in
            guard case .target(let table) = dependency, table.name.hasSuffix(Self.suffix), table.name != Self.suffix
            else { return nil }
            return (table.name, String(table.name.dropLast(Self.suffix.count)))
        }
        let list = tables.map { "        \($0.folder.prefix(1).lowercased() + $0.folder.dropFirst())Table,\n" }
        let source =
            "// Written by the RegistryGames plugin from Package.swift's list of games.\n\n"
            + tables.map { "import \($0.module)\n" }.joined() + "import TableKit\n\n"
            + "extension Registry {\n"
            + "    /// Each game's table, in the order the lobby lists them.\n"
            + "    static let tables: [any GameTable.Type] = [\n" + list.joined() + "    ]\n}\n"
        // Written only when it changes, so that the registry is compiled again only then.
        let listed = context.pluginWorkDirectoryURL.appendingPathComponent("games.swift.txt")
        if (try? String(contentsOf: listed, encoding: .utf8)) != source {
            try source.write(to: listed, atomically: true, encoding: .utf8)
        }
        let generated = context.pluginWorkDirectoryURL.appendingPathComponent("RegistryGames.swift")
        return [
            .buildCommand(
                displayName: "Listing the registry's games", executable: URL(fileURLWithPath: "/bin/cp"),
                arguments: [listed.path, generated.path], inputFiles: [listed], outputFiles: [generated])
        ]
    }
}
