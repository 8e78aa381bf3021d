import CardKit
import Klondike
import KlondikeSolver
import KlondikeVerifier

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `engine-bench klondike-solve`: decides N seeded deals (seeds FIRST…FIRST+N−1) and prints
/// decided / winnable / not winnable / undecided, the median and 90th-percentile time, the
/// lines' length and the peak memory. Environment:
/// - SOLVE_DEALS (default 1000), SOLVE_FIRST (first seed, 1), SOLVE_DRAW (1 or 3, 1),
///   SOLVE_BUDGET (seconds a deal, 10), SOLVE_STATES (positions a deal, 50 million),
///   SOLVE_SHORTEN (positions the search for a shorter line may visit once a win is found;
///   the solver's default unless given: timed apart, the times a deal are the decision's),
///   SOLVE_VERBOSE=1 (a line a deal), SOLVE_SEEDS (a comma-separated list of seeds instead);
/// - SOLVE_EXPORT=DIR writes each deal there as Solvitaire's JSON (`deal-SEED.json`) and
///   Klondike-Solver's deck string (`deal-SEED.txt`);
/// - SOLVE_SOLVITAIRE=PATH runs Solvitaire on each deal too, right after baraja (the same
///   time limit), and prints both sides and their ratios: its own timer counts whole
///   milliseconds, so a deal it decides within SOLVE_REPEAT_MS (20) is timed again as the
///   difference between one process solving it SOLVE_REPEAT (11) times and one solving it once;
/// - SOLVE_KS=PATH runs Klondike-Solver's fast mode (/F) on each deal baraja wins, within
///   the same time, and compares the lengths of the lines (both replayed in baraja's engine
///   and counted in its moves: a draw, a recycle, a move of cards), on the first SOLVE_KS_DEALS.
func klondikeSolveBenchmark() {
    let deals = envInt("SOLVE_DEALS", 1000)
    let draw: Klondike.DrawMode = envInt("SOLVE_DRAW", 1) == 3 ? .three : .one
    let seconds = Double(envInt("SOLVE_BUDGET", 10))
    let stateLimit = envInt("SOLVE_STATES", 50_000_000)
    let shortening = envInt("SOLVE_SHORTEN", Budget.defaultShortening)
    let first = envInt("SOLVE_FIRST", 1)
    let verbose = envInt("SOLVE_VERBOSE", 0) == 1
    let exportDir = envString("SOLVE_EXPORT")
    let solvitaire = envString("SOLVE_SOLVITAIRE").map {
        Solvitaire(
            path: $0, drawMode: draw, seconds: seconds, repeats: envInt("SOLVE_REPEAT", 11),
            repeatBelow: Double(envInt("SOLVE_REPEAT_MS", 20)) / 1000)
    }
    let ksDeals = envInt("SOLVE_KS_DEALS", deals)
    let ks = envString("SOLVE_KS").map { KlondikeSolverPeer(path: $0, drawMode: draw, seconds: seconds) }
    let scratch = exportDir ?? "/tmp/baraja-solve-bench-\(getpid())"
    if exportDir == nil, solvitaire != nil || ks != nil { mkdir(scratch, 0o700) }

    var ours = Tally()
    var theirs = Tally()
    var contradictions: [Int] = []
    var theyDecideWeDoNot: [Int] = []
    var weDecideTheyDoNot: [Int] = []
    var lineMoves: [Int] = []
    var recycles: [Int] = []
    var ksPairs: [(ours: Int, theirs: Int)] = []
    var firstLines: [Int] = []
    var shortenTimes: [Double] = []
    let seeds = envSeeds(first: first, deals: deals)
    for seed in seeds {
        let game = Klondike(seed: UInt64(seed), drawMode: draw)
        let jsonPath = "\(scratch)/deal-\(seed).json"
        let digitsPath = "\(scratch)/deal-\(seed).txt"
        if exportDir != nil || solvitaire != nil {
            writeFile(jsonPath, Klondike.solvitaireJSON(of: game.position)! + "\n")
        }
        if exportDir != nil { writeFile(digitsPath, Klondike.deckString(of: game.position)! + "\n") }

        let start = now()
        let deadline = start + seconds
        let solution = game.solve(budget: Budget(states: stateLimit, stop: { now() > deadline }, shortening: 0))
        let t = now() - start
        ours.add(solution.verdict, seconds: t, seed: seed, states: solution.states)
        var line = ""
        if solution.verdict == .winnable {
            firstLines.append(solution.moves.count)
            let started = now()
            let shorter = Solver.shortened(solution, from: game.position, drawMode: draw, within: shortening)
            shortenTimes.append(now() - started)
            var g = game
            for move in shorter.moves { _ = g.apply(move) }
            guard g.isWon else { fatalError("seed \(seed): the shorter line does not win") }
            lineMoves.append(shorter.moves.count)
            recycles.append(g.position.recycles)
            if let ks, seed < first + ksDeals, let theirs = ks.lineLength(game) {
                ksPairs.append((shorter.moves.count, theirs))
                line = ", Klondike-Solver \(theirs) moves"
            }
        }
        if let solvitaire {
            let peer = solvitaire.solve(jsonPath)
            theirs.add(peer.verdict, seconds: peer.seconds, seed: seed, states: 0, memory: peer.memory)
            if peer.verdict != .undecided && solution.verdict != .undecided && peer.verdict != solution.verdict {
                contradictions.append(seed)
            }
            if peer.verdict != .undecided && solution.verdict == .undecided { theyDecideWeDoNot.append(seed) }
            if peer.verdict == .undecided && solution.verdict != .undecided { weDecideTheyDoNot.append(seed) }
            line += ", Solvitaire \(peer.verdict) \(ms(peer.seconds)) ms"
        }
        if exportDir == nil && solvitaire != nil { unlink(jsonPath) }
        if verbose {
            print(
                "seed \(seed): \(solution.verdict) \(solution.moves.count) moves \(ms(t)) ms \(solution.states) states\(line)"
            )
        }
    }
    if exportDir == nil, solvitaire != nil || ks != nil { rmdir(scratch) }

    var usage = rusage()
    getrusage(0, &usage)  // RUSAGE_SELF
    print(
        "klondike solver, draw-\(draw.rawValue), seeds \(first)…\(first + deals - 1), budget \(Int(seconds)) s / \(stateLimit) positions a deal, \(shortening) more for a shorter line"
    )
    ours.report("baraja", memoryMB: Int(usage.ru_maxrss / 1024))
    if !lineMoves.isEmpty {
        let m = lineMoves.sorted()
        let r = recycles.sorted()
        let f = firstLines.sorted()
        let st = shortenTimes.sorted()
        print(
            "  winning lines: median \(m[m.count / 2]) moves, \(r[r.count / 2]) recycles of the waste (90th: \(m[m.count * 9 / 10]) moves, \(r[r.count * 9 / 10]) recycles); as first found: median \(f[f.count / 2]) (90th \(f[f.count * 9 / 10]))"
        )
        print(
            "  shortening (after the times above): median \(ms(st[st.count / 2])) ms, 90th \(ms(st[st.count * 9 / 10])) ms"
        )
    }
    if let solvitaire {
        theirs.report("Solvitaire", memoryMB: theirs.memoryMB)
        print(
            "  Solvitaire timed again (repeated in one process): \(solvitaire.retimed) deals decided within \(ms(solvitaire.repeatBelow)) ms"
        )
        print(
            "  ratios baraja / Solvitaire: median time \(ratio(ours.median, theirs.median)), 90th \(ratio(ours.percentile90, theirs.percentile90)), peak memory \(ratio(Double(usage.ru_maxrss / 1024), Double(theirs.memoryMB)))"
        )
        print("  contradictions (one says winnable, the other not): \(contradictions.count) \(contradictions)")
        print(
            "  decided by Solvitaire only: \(theyDecideWeDoNot.count) \(theyDecideWeDoNot); by baraja only: \(weDecideTheyDoNot.count)"
        )
    }
    if !ksPairs.isEmpty {
        let o = ksPairs.map(\.ours).sorted()
        let k = ksPairs.map(\.theirs).sorted()
        let shorter = ksPairs.filter { $0.ours < $0.theirs }.count
        let longer = ksPairs.filter { $0.ours > $0.theirs }.count
        let ratios = ksPairs.map { Double($0.ours) / Double($0.theirs) }.sorted()
        print(
            "  lines on the \(ksPairs.count) deals both win: baraja median \(o[o.count / 2]) moves (90th \(o[o.count * 9 / 10])), Klondike-Solver /F median \(k[k.count / 2]) (90th \(k[k.count * 9 / 10])); baraja shorter on \(shorter), longer on \(longer); median ratio \(format(ratios[ratios.count / 2]))"
        )
        print("  Klondike-Solver won \(ks!.won) of the \(ks!.asked) deals baraja won")
    }
}

/// Verdicts and times of one solver over the deals.
private struct Tally {
    var counts: [Verdict: Int] = [:]
    var times: [Double] = []
    var slowest = (seed: 0, seconds: 0.0, states: 0)
    var memoryMB = 0

    mutating func add(_ verdict: Verdict, seconds: Double, seed: Int, states: Int, memory: Int = 0) {
        counts[verdict, default: 0] += 1
        times.append(seconds)
        if seconds > slowest.seconds { slowest = (seed, seconds, states) }
        memoryMB = max(memoryMB, memory)
    }

    var median: Double { times.sorted()[times.count / 2] }
    var percentile90: Double { times.sorted()[times.count * 9 / 10] }

    func report(_ name: String, memoryMB: Int) {
        let n = times.count
        let won = counts[.winnable, default: 0]
        let lost = counts[.unwinnable, default: 0]
        print(
            "  \(name): decided \(won + lost) of \(n) (\(format(100 * Double(won + lost) / Double(n)))%): winnable \(won) (\(format(100 * Double(won) / Double(n)))%), not winnable \(lost), undecided \(counts[.undecided, default: 0])"
        )
        print(
            "    time a deal: median \(ms(median)) ms, 90th \(ms(percentile90)) ms, slowest \(ms(slowest.seconds)) ms (seed \(slowest.seed)); total \(format(times.reduce(0, +))) s; peak memory \(memoryMB) MB"
        )
    }
}

func envInt(_ name: String, _ fallback: Int) -> Int {
    guard let v = getenv(name), let n = Int(String(cString: v)) else { return fallback }
    return n
}

func envString(_ name: String) -> String? {
    guard let v = getenv(name) else { return nil }
    let s = String(cString: v)
    return s.isEmpty ? nil : s
}

/// The seeds SOLVE_SEEDS lists (comma-separated), or `deals` seeds from `first`.
func envSeeds(first: Int, deals: Int) -> [Int] {
    envString("SOLVE_SEEDS").map { $0.split(separator: ",").compactMap { Int($0) } } ?? Array(first..<(first + deals))
}

private func ratio(_ a: Double, _ b: Double) -> String { b > 0 ? format(a / b) : "–" }

private func ms(_ seconds: Double) -> String { format(seconds * 1000) }

private func format(_ x: Double) -> String {
    if x != 0 && abs(x) < 1 { return String((x * 1000).rounded() / 1000) }
    return String((x * 10).rounded() / 10)
}

/// `engine-bench klondike-verify`: re-checks with the verifier (a plain exhaustive search) every
/// loss the solver proves among seeds SOLVE_FIRST… (SOLVE_DEALS deals, SOLVE_DRAW; or the
/// comma-separated SOLVE_SEEDS), the solver given SOLVE_STATES positions (2 million) and
/// SOLVE_BUDGET seconds (none) a deal, each check within VERIFY_STATES positions (default
/// `Verifier.Limits.defaultPositions`); prints each check's answer, positions and time.
func klondikeVerifyBenchmark() {
    let deals = envInt("SOLVE_DEALS", 100)
    let first = envInt("SOLVE_FIRST", 1)
    let draw: Klondike.DrawMode = envInt("SOLVE_DRAW", 1) == 3 ? .three : .one
    let limit = envInt("VERIFY_STATES", Verifier.Limits.defaultPositions)
    let solveStates = envInt("SOLVE_STATES", 2_000_000)
    let solveSeconds = envInt("SOLVE_BUDGET", 0)
    let seeds = envSeeds(first: first, deals: deals)
    var confirmed = 0
    var unfinished = 0
    var contradicted = 0
    for seed in seeds {
        let game = Klondike(seed: UInt64(seed), drawMode: draw)
        let deadline = now() + Double(solveSeconds)
        let stop: (@Sendable () -> Bool)? = solveSeconds > 0 ? { @Sendable in now() > deadline } : nil
        guard game.solve(budget: Budget(states: solveStates, stop: stop)).verdict == .unwinnable else { continue }
        let start = now()
        let check = game.verify(limits: Verifier.Limits(positions: limit))
        let seconds = now() - start
        print(
            "seed \(seed): \(check.verdict) after \(check.positions) positions, \(ms(seconds)) ms, "
                + "\(Int(Double(check.positions) / max(seconds, 1e-9))) positions/s, table \(check.bytes >> 20) MB")
        switch check.verdict {
        case .unwinnable: confirmed += 1
        case .undecided: unfinished += 1
        case .winnable: contradicted += 1
        }
    }
    var usage = rusage()
    getrusage(0, &usage)  // RUSAGE_SELF
    print(
        "klondike verifier, draw-\(draw.rawValue), \(seeds.count) seeds from \(seeds.first ?? 0) to \(seeds.last ?? 0): losses confirmed \(confirmed), unfinished within \(limit) positions \(unfinished), contradicted \(contradicted); peak memory \(usage.ru_maxrss / 1024) MB"
    )
}
