import CardKit
import StudPoker

/// Stud poker: the evaluator's table build, random 7-card hands per second, the full
/// enumeration of the 133,784,560 seven-card hands with its category counts, and `odds`.
func pokerBenchmark() {
    let start = now()
    let tables = Evaluator.tables
    print(
        "poker: tables built in \(ms(now() - start)) (\(tables.lookupSize) non-flush entries, \(tables.rowCount) rows)")
    pokerRandomBenchmark(tables)
    pokerEnumerationBenchmark(tables)
    pokerOddsBenchmark()
    print("poker: checksum \(pokerChecksum)")
}

/// Only the table build (what the first `odds` or `rank` of a session pays).
func pokerTablesBenchmark() {
    let start = now()
    let tables = Evaluator.tables
    print(
        "poker: tables built in \(ms(now() - start)) (\(tables.lookupSize) non-flush entries, \(tables.rowCount) rows)")
}

func pokerRandomOnlyBenchmark() {
    pokerRandomBenchmark(Evaluator.tables)
    print("poker: checksum \(pokerChecksum)")
}

func pokerEnumBenchmark() {
    pokerEnumerationBenchmark(Evaluator.tables)
    print("poker: checksum \(pokerChecksum)")
}

private func ms(_ seconds: Double) -> String {
    let tenths = Int((seconds * 10_000).rounded())
    return "\(tenths / 10).\(tenths % 10) ms"
}

/// 10 M random 7-card hands, generated beforehand (7 card indices each), then evaluated.
func pokerRandomBenchmark(_ tables: Evaluator.Tables) {
    let count = 10_000_000
    var rng = SeededRNG(seed: 2024)
    var cards = [UInt8](repeating: 0, count: count * 7)
    var deck = Array(UInt8(0)..<52)
    for h in 0..<count {
        for i in 0..<7 {
            let j = i + rng.below(52 - i)
            deck.swapAt(i, j)
            cards[h * 7 + i] = deck[i]
        }
    }
    // FNV-1a of the cards: the peers' harness generates the same hands and prints the same figure.
    var fingerprint: UInt64 = 1_469_598_103_934_665_603
    for c in cards { fingerprint = (fingerprint ^ UInt64(c)) &* 1_099_511_628_211 }
    let seconds = pokerTime(runs: 5) { run in
        cards.withUnsafeBufferPointer {
            evaluateAll(tables, $0.baseAddress!, count: count, salt: UInt16(truncatingIfNeeded: run))
        }
    }
    print(
        "poker: random 7-card hands, 10 M pre-generated as card indices (fingerprint \(String(fingerprint, radix: 16))), median of 5 runs:"
    )
    print(
        "  \(rate(count, seconds.wall)) M/s (\(ms(seconds.wall)) by the wall clock), \(rate(count, seconds.cpu)) M/s (\(ms(seconds.cpu)) of CPU time)"
    )
}

/// The random workload's loop: a function of its own, so that the tables' pointers are
/// parameters held in registers (captured by a closure, they were read from memory at
/// every hand).
@inline(never) private func evaluateAll(
    _ tables: Evaluator.Tables, _ cards: UnsafePointer<UInt8>, count: Int,
    salt: UInt16
) -> UInt64 {
    var sum: UInt64 = 0
    var p = cards
    for _ in 0..<count {
        sum &+= UInt64(tables.value(p, count: 7) ^ salt)
        p += 7
    }
    return sum
}

/// The enumeration's loops (a function of its own, as `evaluateAll`).
@inline(never) private func enumerateAll(_ tables: Evaluator.Tables, counts c: UnsafeMutablePointer<Int>, run: Int) {
    for a in 0..<46 {
        let ha = tables.adding(a, to: .empty)
        for b in (a + 1)..<47 {
            let hb = tables.adding(b, to: ha)
            for cc in (b + 1)..<48 {
                let hc = tables.adding(cc, to: hb)
                for d in (cc + 1)..<49 {
                    let hd = tables.adding(d, to: hc)
                    for e in (d + 1)..<50 {
                        let he = tables.adding(e, to: hd)
                        for f in (e + 1)..<51 {
                            let hf = tables.adding(f, to: he)
                            for g in (f + 1)..<52 {
                                c[(Int(tables.value(tables.adding(g, to: hf)) >> 12) &+ run) & 15] &+= 1
                            }
                        }
                    }
                }
            }
        }
    }
}

/// All 133,784,560 seven-card hands, card by card in nested loops: each hand costs one
/// addition and one evaluation. Prints the count per category and checks it.
func pokerEnumerationBenchmark(_ tables: Evaluator.Tables) {
    var counts = [Int](repeating: 0, count: 9)
    let seconds = pokerTime(runs: 3) { run in
        // Counted at `(category + run) mod 16`, so that every run does its own work.
        var c = [Int](repeating: 0, count: 16)
        c.withUnsafeMutableBufferPointer { enumerateAll(tables, counts: $0.baseAddress!, run: run) }
        counts = (0..<9).map { c[($0 + run) & 15] }
        return UInt64(c.reduce(0, +))
    }
    let names = [
        "high card", "one pair", "two pair", "three of a kind", "straight", "flush", "full house",
        "four of a kind", "straight flush",
    ]
    let known = [23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848, 41_584]
    print(
        "poker: all 7-card hands enumerated, median of 3 runs: \(ms(seconds.wall)) by the wall clock (\(rate(133_784_560, seconds.wall)) M/s), \(ms(seconds.cpu)) of CPU time (\(rate(133_784_560, seconds.cpu)) M/s)"
    )
    for i in stride(from: 8, through: 0, by: -1) {
        let mark = counts[i] == known[i] ? "ok" : "WRONG, expected \(known[i])"
        print("  \(names[i].padding(16)) \(String(counts[i]).leftPadding(11))  \(mark)")
    }
    print("  \("total".padding(16)) \(String(counts.reduce(0, +)).leftPadding(11))")
}

/// `odds` with 4 players and the dealer at the first street of seven-card stud.
func pokerOddsBenchmark() {
    var games: [StudPoker] = []
    for seed in 0..<5 {
        var game = StudPoker(seed: UInt64(seed), variant: .seven, players: 4)
        _ = game.apply(.newGame)
        games.append(game)
    }
    let seconds = medianTime(runs: 5) { for game in games { keep(game.odds(trials: 100_000)) } } / Double(games.count)
    print("poker: odds, 4 players and the dealer, seven-card first street, 100,000 trials: \(ms(seconds))")
    var five = StudPoker(seed: 1, variant: .five, players: 4)
    _ = five.apply(.newGame)
    let fiveSeconds = medianTime(runs: 5) { keep(five.odds(trials: 100_000)) }
    print("poker: odds, 4 players and the dealer, five-card first street, 100,000 trials: \(ms(fiveSeconds))")
}

extension String {
    fileprivate func padding(_ n: Int) -> String { self + String(repeating: " ", count: max(0, n - count)) }
    fileprivate func leftPadding(_ n: Int) -> String { String(repeating: " ", count: max(0, n - count)) + self }
}

/// The median of timed runs of `body`. Each run gets its number and returns a checksum:
/// the work then differs from run to run and its result is used (printed at the end of
/// the benchmark), so the optimizer can neither hoist it out of the timed window nor drop it.
private func pokerTime(runs: Int, _ body: (Int) -> UInt64) -> (wall: Double, cpu: Double) {
    var wall: [Double] = []
    var cpu: [Double] = []
    for run in 0..<runs {
        let (start, cpuStart) = (now(), cpuNow())
        pokerChecksum &+= body(run)
        cpu.append(cpuNow() - cpuStart)
        wall.append(now() - start)
    }
    return (wall.sorted()[runs / 2], cpu.sorted()[runs / 2])
}

/// Millions a second, one decimal.
private func rate(_ count: Int, _ seconds: Double) -> String {
    let tenths = Int((Double(count) / seconds / 1e5).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

nonisolated(unsafe) var pokerChecksum: UInt64 = 0
