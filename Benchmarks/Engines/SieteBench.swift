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

/// Siete y media with stakes: the expected chips of standing and drawing (after one card),
/// and the return per chip of a fresh hand, both exact.
func sieteStakesBenchmark() {
    var tables: [StakedSieteYMedia] = []
    for seed in 0..<200 {
        var table = StakedSieteYMedia(seed: UInt64(seed))
        _ = table.apply(.bet(10))
        _ = table.apply(.hit)
        if table.handInPlay { tables.append(table) }
    }
    let each = medianTime(runs: 5) { for table in tables { keep(table.stakeOdds()) } } / Double(tables.count) * 1e6
    print(
        "siete: expected chips of standing and drawing after one card: \(Int(each.rounded())) µs each (median of 5 runs of \(tables.count))"
    )
    for options in [StakedSieteYMedia.Options.seed, .traditional] {
        let table = StakedSieteYMedia(seed: 1, options: options)
        var value = 0.0
        let seconds = medianTime(runs: 3) { value = table.returnPerChip() }
        let name = options == .seed ? "the seed's rules" : "ties to the bank"
        print(
            "siete: return per chip bet, a hand played well from a fresh deck, \(name): \(Int((value * 10_000).rounded())) in 10,000 (\(Int((seconds * 1e3).rounded())) ms)"
        )
    }
}
