// swift-tools-version:6.0
import PackageDescription

let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")

/// A game: its engine (`Sources/Games/<engineFolder>`, a target depending on CardKit), its table
/// (`Sources/Tables/<name>`, the target `<name>Console`, exporting `<name>Table`), their tests
/// (`Tests/<engineFolder>Tests`, `Tests/<name>ConsoleTests`) and its catalog tables; and what
/// its table and table tests need beyond what every game's do. An engine `optimised` is built
/// with `-O` in debug builds too: its tests, and the solver's and the verifier's, play or
/// simulate millions of moves or hands, which an unoptimised engine makes too slow for a test run.
struct Game {
    let name: String
    let engine: String
    let engineFolder: String
    let tableNeeds: [Target.Dependency]
    let tableTestNeeds: [Target.Dependency]
    let optimised: Bool

    init(
        _ name: String, engine: String? = nil, engineFolder: String? = nil, tableNeeds: [Target.Dependency] = [],
        tableTestNeeds: [Target.Dependency] = [], optimised: Bool = false
    ) {
        self.name = name
        self.engine = engine ?? name
        self.engineFolder = engineFolder ?? engine ?? name
        self.tableNeeds = tableNeeds
        self.tableTestNeeds = tableTestNeeds
        self.optimised = optimised
    }

    var table: String { name + "Console" }

    var targets: [Target] {
        [
            .target(
                name: engine, dependencies: ["CardKit"], path: "Sources/Games/\(engineFolder)",
                swiftSettings: optimised ? [.unsafeFlags(["-O"])] : []),
            .target(
                name: table, dependencies: ["CardKit", "GameKit", .target(name: engine), "TableKit"] + tableNeeds,
                path: "Sources/Tables/\(name)"),
            .testTarget(
                name: engineFolder + "Tests", dependencies: ["CardKit", .target(name: engine)],
                path: "Tests/\(engineFolder)Tests"),
            .testTarget(
                name: table + "Tests",
                dependencies: [
                    "CardKit", "Catalog", "GameKit", .target(name: engine), .target(name: table), "TableKit",
                    "TestSupport",
                ] + tableTestNeeds),
        ]
    }
}

/// The games, in the order the lobby lists them. A new game is its folders and one line here:
/// its engine, table and tests become targets, and the registry lists it (its `Registry`
/// dependency, read by the RegistryGames plugin).
let games = [
    Game("SieteYMedia", optimised: true),
    Game("Set", engine: "SetGame", engineFolder: "Set"),
    Game(
        "Klondike",
        tableNeeds: ["Catalog", "Host", "KlondikeSolver", "KlondikeVerifier", "ShellKit", "SolveKit", argumentParser],
        tableTestNeeds: ["Console", "Host", "KlondikeSolver", "Registry", "ShellKit", "SolveKit"], optimised: true),
    Game("Poker", engine: "StudPoker", tableNeeds: ["Catalog", "Host", "ShellKit", argumentParser], optimised: true),
    Game("Escoba", optimised: true),
    Game("Matgo", optimised: true),
]

let package = Package(
    name: "baraja",
    platforms: [.macOS(.v13)],
    // `baraja` is a small program that answers a plain `baraja solve` itself and hands every
    // other command line to `baraja-table`, the whole program (see Sources/Launcher); installed,
    // `baraja-table` is PREFIX/libexec/baraja/baraja-table, in a build folder beside `baraja`.
    products: [
        .executable(name: "baraja", targets: ["baraja"]),
        .executable(name: "baraja-table", targets: ["baraja-table"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // Card model: suits, ranks, decks, the seeded generator. Built with `-O` in debug builds
        // too, like the optimised engines, which draw millions of numbers from its generator
        // in their tests (and inline it: `SeededRNG` is inlinable).
        .target(name: "CardKit", swiftSettings: [.unsafeFlags(["-O"])]),
        // What engines say: language-free messages (a key plus typed arguments).
        .target(name: "GameKit"),
        // Klondike's solver (thoughtful: every card's place known), apart from the rules.
        // Its search mutates one class instance in a tight loop, where the runtime's exclusivity
        // checks would cost a large share of the time; the search never overlaps accesses, so
        // they are off. Optimised in debug builds too (`-O`), as the verifier: its tests search
        // millions of positions, which an unoptimised build makes too slow for a test run.
        .target(
            name: "KlondikeSolver", dependencies: ["CardKit", "Klondike"], path: "Sources/Games/KlondikeSolver",
            swiftSettings: [.unsafeFlags(["-O", "-enforce-exclusivity=unchecked"])]),
        // The verifier: a plain exhaustive search that checks the solver's losses, apart from the
        // solver (it sees only the game). Optimised in debug builds too (`-O`), so that the tests
        // can confirm every loss of their deals in a test run; exclusivity checks off as above.
        .target(
            name: "KlondikeVerifier", dependencies: ["CardKit", "Klondike"], path: "Sources/Games/KlondikeVerifier",
            swiftSettings: [.unsafeFlags(["-O", "-enforce-exclusivity=unchecked"])]),
        // wcwidth through a system module and a shim header.
        .systemLibrary(name: "CHost", path: "Sources/CHost"),
        // Every question to the operating system: clocks, terminals, standard streams, and
        // files through a small interface (live over POSIX, or in memory).
        .target(name: "Host", dependencies: ["CHost"]),
        // The catalogs' folder (read at run time, see Localizations.swift; not resources).
        .target(
            name: "Localizations",
            path: "Localizations",
            exclude: ["en.lproj", "es.lproj", "ko.lproj"]
        ),
        // The one layer that knows languages: catalogs, plural rules, message → text.
        .target(
            name: "Catalog", dependencies: ["GameKit", "Host", "Localizations"],
            // With `-O` in debug builds too: every start of the program parses catalogs, and the
            // end-to-end tests start it hundreds of times (unoptimised, the parser was most of a
            // debug start's time).
            swiftSettings: [.unsafeFlags(["-O"])]),
        // libedit (and wcwidth) through a system library with a shim header.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // What every game's console adapter needs: the GameTable protocol and the capabilities
        // a game opts into, commands, responses, the renderer and text width.
        .target(name: "TableKit", dependencies: ["CardKit", "GameKit", "Catalog", "Host", argumentParser]),
        // What the games' subcommands of baraja (`rank`, `solve`) share with the executable.
        .target(name: "ShellKit", dependencies: ["Catalog", "GameKit", "Host", "TableKit", argumentParser]),
        // The one list of games, written from `games` by the RegistryGames plugin.
        .target(
            name: "Registry", dependencies: games.map { .target(name: $0.table) } + ["ShellKit", "TableKit"],
            plugins: ["RegistryGames"]),
        .plugin(name: "RegistryGames", capability: .buildTool()),
        // Line reader, command table, session loop, saves: every game through a `Games` list.
        .target(name: "Console", dependencies: ["Catalog", "CEditLine", "GameKit", "Host", "TableKit"]),
        // What `baraja solve` needs, shared by the two executables, without Foundation or the
        // argument parser: the memory limit, a deal's search and its line, Solvitaire's JSON.
        .target(
            name: "SolveKit", dependencies: ["CardKit", "Catalog", "GameKit", "Host", "Klondike", "KlondikeSolver"]),
        // The program `baraja`: a plain `solve` answered with the Swift runtime, the solver and
        // the catalogs only; anything else `execv`s `baraja-table` with the same arguments and
        // environment. Linked statically as a position-independent executable (`-static-pie`,
        // by lld without SwiftPM's run path: scripts/link-static-pie): no dynamic loader, no shared library to map and bind,
        // which were most of a quick `solve`'s process (a Swift "hello" takes 1.9 ms of CPU
        // linked against the system's C and C++ libraries, 1.0 ms so); with full RELRO as below.
        .executableTarget(
            name: "baraja",
            dependencies: ["CardKit", "Catalog", "GameKit", "Host", "Klondike", "KlondikeSolver", "SolveKit"],
            path: "Sources/Launcher",
            linkerSettings: [
                .unsafeFlags(
                    [
                        "-static-executable", "-Xclang-linker", "-static-pie",
                        "-Xclang-linker", "--ld-path=\(Context.packageDirectory)/scripts/link-static-pie",
                        "-Xlinker", "-z", "-Xlinker", "relro", "-Xlinker", "-z", "-Xlinker", "now",
                    ], .when(platforms: [.linux]))
            ]
        ),
        // The whole program: arguments, wiring, exit codes.
        // Linked with full RELRO (`-z relro -z now`), the hardening that applies to a Swift
        // link (Debian's bindnow; fortify concerns C sources, of which baraja has none).
        .executableTarget(
            name: "baraja-table",
            dependencies: [
                "Catalog", "Console", "GameKit", "Host", "Registry", "ShellKit", "TableKit", argumentParser,
            ],
            path: "Sources/baraja",
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "-z", "-Xlinker", "relro", "-Xlinker", "-z", "-Xlinker", "now"])
            ]
        ),
        // Engine speed benchmarks: `swift run -c release engine-bench [NAME]`.
        .executableTarget(
            name: "engine-bench",
            dependencies: [
                "CardKit", "SieteYMedia", "SetGame", "Klondike", "KlondikeSolver", "KlondikeVerifier", "StudPoker",
                "Escoba",
                "Matgo",
            ],
            path: "Benchmarks/Engines"
        ),
        // libFuzzer target for command lines, catalogs and data files (see Fuzz/FuzzTarget.swift);
        // built plainly it replays saved inputs.
        .executableTarget(
            name: "baraja-fuzz",
            dependencies: ["Catalog", "Console", "ConsoleChecks", "Host", "Localizations", "Registry"],
            path: "Fuzz",
            exclude: ["corpus"]),
        // What the fuzz target and the tests ask of a session and its files, apart from the
        // product: the fuzzing entry points, every game's invariants, saves' round trips.
        .target(
            name: "ConsoleChecks", dependencies: ["Catalog", "Console", "GameKit", "Host", "TableKit"],
            path: "Tests/ConsoleChecks"),
        // Shared by the test targets: where the repository and its catalogs are, every spelling of
        // a card, stand-ins for Klondike's solver.
        .target(
            name: "TestSupport", dependencies: ["CardKit", "Catalog", "Klondike", "KlondikeSolver"],
            path: "Tests/TestSupport"),
        // One test target a module (each game's are in `games`).
        .testTarget(name: "CardKitTests", dependencies: ["CardKit", "TestSupport"]),
        .testTarget(
            name: "KlondikeSolverTests", dependencies: ["CardKit", "Klondike", "KlondikeSolver", "TestSupport"]),
        .testTarget(
            name: "KlondikeVerifierTests",
            dependencies: ["CardKit", "Klondike", "KlondikeSolver", "KlondikeVerifier", "TestSupport"]),
        .testTarget(name: "CatalogTests", dependencies: ["CardKit", "Catalog", "GameKit", "TestSupport"]),
        .testTarget(name: "HostTests", dependencies: ["Host"]),
        .testTarget(name: "TableKitTests", dependencies: ["CardKit", "Catalog", "TableKit", "TestSupport"]),
        // The console with the registry's games (sessions, saves, golden transcripts, soak, fuzz)
        // and with a test's own stub game.
        .testTarget(
            name: "ConsoleTests",
            dependencies: [
                "CardKit", "Catalog", "Console", "ConsoleChecks", "GameKit", "Host", "KlondikeConsole", "PokerConsole",
                "Registry", "SetConsole", "SieteYMedia", "SieteYMediaConsole", "TableKit", "TestSupport",
            ]),
    ] + games.flatMap(\.targets)
)
