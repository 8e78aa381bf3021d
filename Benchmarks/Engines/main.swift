// engine-bench NAME: the engines' speed benchmarks. Build for release and run, e.g.
//   swift run -c release engine-bench set
// Each benchmark prints its own figures. One entry a game, under its marker.

let benchmarks: [(name: String, run: () -> Void)] = [
    ("siete", sieteOddsBenchmark),
    ("siete-stakes", sieteStakesBenchmark),
    // set
    ("set", setBenchmark),
    // klondike
    ("klondike", klondikeBenchmark),
    ("klondike-hint", klondikeHintBenchmark),
    ("klondike-solve", klondikeSolveBenchmark),
    ("klondike-verify", klondikeVerifyBenchmark),
    ("klondike-warn", klondikeWarnBenchmark),
    ("klondike-hint-check", klondikeHintCheckBenchmark),
    ("klondike-bestfirst", klondikeBestFirstBenchmark),
    ("klondike-complete", klondikeCompleteBenchmark),
    // poker
    ("poker", pokerBenchmark),
    ("poker-random", pokerRandomOnlyBenchmark),
    ("poker-enum", pokerEnumBenchmark),
    ("poker-tables", pokerTablesBenchmark),
    ("poker-betting", bettingBenchmark),
    // escoba
    ("escoba", escobaBenchmark),
    // matgo
    ("matgo", matgoBenchmark),
]

let wanted = CommandLine.arguments.dropFirst()
let chosen = benchmarks.filter { wanted.isEmpty || wanted.contains($0.name) }
if chosen.isEmpty {
    print("usage: engine-bench [\(benchmarks.map(\.name).joined(separator: "|"))]…")
} else {
    for bench in chosen { bench.run() }
}
