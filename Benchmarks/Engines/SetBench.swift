import CardKit
import SetGame

/// Set: the time to find every set among 24 cards (the fullest table), the finder behind
/// the hint and the end of the game. Goal: under 2 µs.
func setBenchmark() {
    var rng = SeededRNG(seed: 24)
    var tables: [[SetCard]] = []
    for _ in 0..<1000 {
        var deck = SetCard.deck
        rng.shuffle(&deck)
        tables.append(Array(deck.prefix(24)))
    }
    _ = SetFinder.third  // built once, before timing
    var total = 0
    let rounds = 20
    let seconds = medianTime(runs: 7) {
        for _ in 0..<rounds {
            for table in tables {
                var sets: [(Int, Int, Int)] = []
                sets.reserveCapacity(16)
                SetFinder.forEachSet(in: table) { sets.append(($0, $1, $2)) }
                total &+= sets.count
            }
        }
    }
    keep(total)
    let each = seconds / Double(tables.count * rounds) * 1e9
    let counting = medianTime(runs: 7) {
        for _ in 0..<rounds { for table in tables { total &+= SetFinder.count(in: table) } }
    }
    keep(total)
    let countEach = counting / Double(tables.count * rounds) * 1e9
    print(
        "set: all sets among 24 cards: \(Int(each.rounded())) ns each, listed; \(Int(countEach.rounded())) ns counted"
            + " (median of 7 runs of \(tables.count * rounds) random tables)")
}
