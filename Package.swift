// swift-tools-version:6.0
import PackageDescription

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
        // checks took 40% of the time (perf); the search never overlaps accesses, so they are off.
        .target(
            name: "KlondikeSolver", dependencies: ["CardKit", "Klondike"], path: "Sources/Games/KlondikeSolver",
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"])]),
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
        .target(name: "Catalog", dependencies: ["GameKit", "Localizations"]),
        // libedit (and wcwidth) through a system library with a shim header.
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"])]
        ),
        // What every game's console adapter needs: the GameTable protocol and the capabilities
        // a game opts into, commands, responses, the renderer and text width.
        .target(name: "TableKit", dependencies: ["CardKit", "GameKit", "Catalog", "Host"]),
        // Line reader, command table, renderer, session loop.
        .target(
            name: "Console",
            dependencies: [
                "CardKit", "GameKit", "SieteYMedia", "SetGame", "Klondike", "KlondikeSolver", "StudPoker", "Catalog",
                "CEditLine", "Host", "TableKit",
            ]
        ),
        // The executable: arguments, wiring, exit codes.
        .executableTarget(
            name: "baraja",
            dependencies: [
                "Console", "Catalog", "GameKit", "Host", "TableKit",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // Engine speed benchmarks: `swift run -c release engine-bench [NAME]`.
        .executableTarget(
            name: "engine-bench",
            dependencies: ["CardKit", "SieteYMedia", "SetGame", "Klondike", "KlondikeSolver", "StudPoker"],
            path: "Benchmarks/Engines"
        ),
        // libFuzzer target for command lines, catalogs and data files (see Fuzz/FuzzTarget.swift);
        // built plainly it replays saved inputs.
        .executableTarget(
            name: "baraja-fuzz", dependencies: ["Console", "Catalog", "Localizations", "TableKit"], path: "Fuzz",
            exclude: ["corpus"]),
        // Shared by the test targets: where the repository and its catalogs are.
        .target(name: "TestSupport", dependencies: ["CardKit", "Catalog"], path: "Tests/TestSupport"),
        .testTarget(name: "CardKitTests", dependencies: ["CardKit", "TestSupport"]),
        .testTarget(
            name: "GamesTests",
            dependencies: ["CardKit", "GameKit", "SieteYMedia", "SetGame", "Klondike", "KlondikeSolver", "StudPoker"]),
        .testTarget(
            name: "CatalogTests", dependencies: ["Catalog", "GameKit", "CardKit", "SieteYMedia", "TestSupport"]),
        .testTarget(
            name: "ConsoleTests",
            dependencies: [
                "Console", "Catalog", "GameKit", "CardKit", "Host", "SieteYMedia", "SetGame", "Klondike",
                "KlondikeSolver",
                "StudPoker", "TableKit", "TestSupport",
            ],
            exclude: []
        ),
    ]
)
