import CardKit
import StudPoker

/// Stud poker: the evaluator's table build, random 7-card hands per second, the full
/// enumeration of the 133,784,560 seven-card hands with its category counts, and `odds`.
func pokerBenchmark() {
    let start = now()
    let tables = Evaluator.tables
    print("poker: tables built in \(ms(now() - start)) (\(tables.lookupSize) non-flush entries, \(tables.rowCount) rows)")
    pokerRandomBenchmark(tables)
    pokerEnumerationBenchmark(tables)
    pokerOddsBenchmark()
    print("poker: checksum \(pokerChecksum)")
}

/// Only the table build (what the first `odds` or `rank` of a session pays).
func pokerTablesBenchmark() {
    let start = now()
    let tables = Evaluator.tables
    print("poker: tables built in \(ms(now() - start)) (\(tables.lookupSize) non-flush entries, \(tables.rowCount) rows)")
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
    let keys = Evaluator.cardKeys, masks = Evaluator.cardMasks
    let seconds = pokerTime(runs: 5) { run in
        var sum: UInt64 = 0
        let salt = UInt16(truncatingIfNeeded: run)
        keys.withUnsafeBufferPointer { keys in masks.withUnsafeBufferPointer { masks in
            cards.withUnsafeBufferPointer { cards in
                var p = 0
                for _ in 0..<count {
                    var h = EvalHand.empty
                    for i in 0..<7 {
                        let c = Int(cards[p &+ i])
                        h.key &+= keys[c]
                        h.mask |= masks[c]
                    }
                    p &+= 7
                    sum &+= UInt64(tables.value(h) ^ salt)
                }
            }
        } }
        return sum
    }
    let rate = Double(count) / seconds / 1e6
    print("poker: \(Int(rate.rounded())) M evaluations/s on 10 M pre-generated random 7-card hands (median of 5 runs: \(ms(seconds)))")
}

/// All 133,784,560 seven-card hands, card by card in nested loops: each hand costs one
/// addition and one evaluation. Prints the count per category and checks it.
func pokerEnumerationBenchmark(_ tables: Evaluator.Tables) {
    var counts = [Int](repeating: 0, count: 9)
    let hands = (0..<52).map { EvalHand.empty.adding($0) }
    let seconds = pokerTime(runs: 3) { run in
        // Counted at `(category + run) mod 16`, so that every run does its own work.
        var c = [Int](repeating: 0, count: 16)
        c.withUnsafeMutableBufferPointer { c in
            hands.withUnsafeBufferPointer { hands in
                for a in 0..<46 {
                    let ha = hands[a]
                    for b in (a + 1)..<47 {
                        let hb = ha.adding(hands[b])
                        for cc in (b + 1)..<48 {
                            let hc = hb.adding(hands[cc])
                            for d in (cc + 1)..<49 {
                                let hd = hc.adding(hands[d])
                                for e in (d + 1)..<50 {
                                    let he = hd.adding(hands[e])
                                    for f in (e + 1)..<51 {
                                        let hf = he.adding(hands[f])
                                        for g in (f + 1)..<52 {
                                            c[(Int(tables.value(hf.adding(hands[g])) >> 12) &+ run) & 15] &+= 1
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
        counts = (0..<9).map { c[($0 + run) & 15] }
        return UInt64(c.reduce(0, +))
    }
    let names = ["high card", "one pair", "two pair", "three of a kind", "straight", "flush", "full house",
                 "four of a kind", "straight flush"]
    let known = [23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184, 224_848, 41_584]
    print("poker: all 7-card hands enumerated in \(ms(seconds)) (median of 3 runs)")
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

private extension String {
    func padding(_ n: Int) -> String { self + String(repeating: " ", count: max(0, n - count)) }
    func leftPadding(_ n: Int) -> String { String(repeating: " ", count: max(0, n - count)) + self }
}

/// The median of timed runs of `body`. Each run gets its number and returns a checksum:
/// the work then differs from run to run and its result is used (printed at the end of
/// the benchmark), so the optimizer can neither hoist it out of the timed window nor drop it.
private func pokerTime(runs: Int, _ body: (Int) -> UInt64) -> Double {
    var times: [Double] = []
    for run in 0..<runs {
        let start = now()
        pokerChecksum &+= body(run)
        times.append(now() - start)
    }
    return times.sorted()[times.count / 2]
}

nonisolated(unsafe) var pokerChecksum: UInt64 = 0
