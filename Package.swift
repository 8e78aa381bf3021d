// swift-tools-version:6.0
import PackageDescription

let argumentParser = Target.Dependency.product(name: "ArgumentParser", package: "swift-argument-parser")

let package = Package(
    name: "baraja",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "baraja", targets: ["baraja"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0")
    ],
    targets: [
        // Card model: suits, ranks, decks, the seeded generator.
        .target(name: "CardKit"),
        // What engines say: language-free messages (a key plus typed arguments).
        .target(name: "GameKit"),
        // Game engines, one folder a game: pure value types, no IO, no text.
        .target(name: "SieteYMedia", dependencies: ["CardKit"], path: "Sources/Games/SieteYMedia"),
        .target(name: "SetGame", dependencies: ["CardKit"], path: "Sources/Games/Set"),
        .target(name: "Klondike", dependencies: ["CardKit"], path: "Sources/Games/Klondike"),
        .target(name: "StudPoker", dependencies: ["CardKit"], path: "Sources/Games/StudPoker"),
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
        .target(name: "Catalog", dependencies: ["GameKit", "Host", "Localizations"]),
        // libedit (and wcwidth) through a system library with a shim header.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // What every game's console adapter needs: the GameTable protocol and the capabilities
        // a game opts into, commands, responses, the renderer and text width.
        .target(name: "TableKit", dependencies: ["CardKit", "GameKit", "Catalog", "Host"]),
        // What the games' subcommands of baraja (`rank`, `solve`) share with the executable.
        .target(name: "ShellKit", dependencies: ["Catalog", "GameKit", "TableKit", argumentParser]),
        // Each game's console adapter, a folder and a target each: its table, input reading,
        // event wording, drawing (and its subcommands of baraja).
        .target(
            name: "SieteYMediaConsole", dependencies: ["CardKit", "GameKit", "SieteYMedia", "TableKit"],
            path: "Sources/Tables/SieteYMedia"),
        .target(
            name: "SetConsole", dependencies: ["CardKit", "GameKit", "SetGame", "TableKit"], path: "Sources/Tables/Set"),
        .target(
            name: "KlondikeConsole",
            dependencies: [
                "CardKit", "Catalog", "GameKit", "Host", "Klondike", "KlondikeSolver", "KlondikeVerifier", "ShellKit",
                "TableKit", argumentParser,
            ],
            path: "Sources/Tables/Klondike"),
        .target(
            name: "PokerConsole",
            dependencies: [
                "CardKit", "Catalog", "GameKit", "Host", "ShellKit", "StudPoker", "TableKit", argumentParser,
            ],
            path: "Sources/Tables/Poker"),
        // The one list of games.
        .target(
            name: "Registry",
            dependencies: [
                "KlondikeConsole", "PokerConsole", "SetConsole", "ShellKit", "SieteYMediaConsole", "TableKit",
            ]),
        // Line reader, command table, session loop, saves: every game through a `Games` list.
        .target(name: "Console", dependencies: ["Catalog", "CEditLine", "GameKit", "Host", "TableKit"]),
        // The executable: arguments, wiring, exit codes.
        // Linked with full RELRO (`-z relro -z now`), the hardening that applies to a Swift
        // link (Debian's bindnow; fortify concerns C sources, of which baraja has none).
        .executableTarget(
            name: "baraja",
            dependencies: [
                "Catalog", "Console", "GameKit", "Host", "Registry", "ShellKit", "TableKit", argumentParser,
            ],
            linkerSettings: [
                .unsafeFlags(["-Xlinker", "-z", "-Xlinker", "relro", "-Xlinker", "-z", "-Xlinker", "now"])
            ]
        ),
        // Engine speed benchmarks: `swift run -c release engine-bench [NAME]`.
        .executableTarget(
            name: "engine-bench",
            dependencies: [
                "CardKit", "SieteYMedia", "SetGame", "Klondike", "KlondikeSolver", "KlondikeVerifier", "StudPoker",
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
        // One test target a module: the engines', then the rest.
        .testTarget(name: "CardKitTests", dependencies: ["CardKit", "TestSupport"]),
        .testTarget(name: "SieteYMediaTests", dependencies: ["CardKit", "SieteYMedia"]),
        .testTarget(name: "SetTests", dependencies: ["CardKit", "SetGame"]),
        .testTarget(name: "KlondikeTests", dependencies: ["CardKit", "Klondike"]),
        .testTarget(
            name: "KlondikeSolverTests", dependencies: ["CardKit", "Klondike", "KlondikeSolver", "TestSupport"]),
        .testTarget(
            name: "KlondikeVerifierTests",
            dependencies: ["CardKit", "Klondike", "KlondikeSolver", "KlondikeVerifier", "TestSupport"]),
        .testTarget(name: "StudPokerTests", dependencies: ["CardKit", "StudPoker"]),
        .testTarget(name: "CatalogTests", dependencies: ["CardKit", "Catalog", "GameKit", "TestSupport"]),
        .testTarget(name: "HostTests", dependencies: ["Host"]),
        .testTarget(name: "TableKitTests", dependencies: ["CardKit", "Catalog", "TableKit", "TestSupport"]),
        .testTarget(
            name: "SieteYMediaConsoleTests",
            dependencies: ["CardKit", "Catalog", "GameKit", "SieteYMedia", "SieteYMediaConsole", "TestSupport"]),
        .testTarget(
            name: "SetConsoleTests",
            dependencies: ["CardKit", "Catalog", "GameKit", "SetConsole", "SetGame", "TableKit", "TestSupport"]),
        .testTarget(
            name: "KlondikeConsoleTests",
            dependencies: [
                "CardKit", "Catalog", "Console", "GameKit", "Host", "Klondike", "KlondikeConsole", "KlondikeSolver",
                "Registry", "TableKit", "TestSupport",
            ]),
        .testTarget(
            name: "PokerConsoleTests",
            dependencies: ["CardKit", "Catalog", "GameKit", "PokerConsole", "StudPoker", "TableKit", "TestSupport"]),
        // The console with the registry's games (sessions, saves, golden transcripts, soak, fuzz)
        // and with a test's own stub game.
        .testTarget(
            name: "ConsoleTests",
            dependencies: [
                "CardKit", "Catalog", "Console", "ConsoleChecks", "GameKit", "Host", "KlondikeConsole", "PokerConsole",
                "Registry", "SetConsole", "SieteYMedia", "SieteYMediaConsole", "TableKit", "TestSupport",
            ]),
    ]
)
