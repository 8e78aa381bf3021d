import SieteYMedia

/// Siete y media: the exact odds behind `hint`, from the first card of a hand.
func sieteOddsBenchmark() {
    var games: [SieteYMedia] = []
    for seed in 0..<200 {
        var game = SieteYMedia(seed: UInt64(seed))
        _ = game.apply(.newHand)
        _ = game.apply(.hit)
        games.append(game)
    }
    let seconds = medianTime(runs: 5) { for game in games { keep(game.odds()) } }
    let each = seconds / Double(games.count) * 1e6
    print("siete: exact odds after one card: \(Int(each.rounded())) µs each (median of 5 runs of \(games.count))")
}
