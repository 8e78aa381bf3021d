import CardKit
import Matgo

/// 맞고: the computer against a player of random legal moves and against a greedy player
/// (the most points now), 10,000 seeded hands each (MATGO_HANDS), the computer in either seat
/// by turns: its wins, losses, 나가리, and the points a hand (won positive, lost negative,
/// payouts with every doubling). Then the cost of a turn with its hint: the move, the value
/// of every card in hand, and at 고 or 스톱 the odds (`Matgo.hintTrials` playouts).
func matgoBenchmark() {
    let hands = envInt("MATGO_HANDS", 10_000)
    for baseline in [MatgoPolicy.random, .greedy] {
        var wins = 0
        var losses = 0
        var nagari = 0
        var points = 0
        var rng = SeededRNG(seed: 7)
        for seed in 1...hands {
            var game = Matgo(seed: UInt64(seed))
            _ = game.apply(.newGame)
            let seat = seed % 2
            var policies = [baseline, baseline]
            policies[seat] = .computer
            game.playOut(policies, rng: &rng)
            switch game.outcome {
            case .won(let p, let payout)?:
                if p == seat { wins += 1 } else { losses += 1 }
                points += p == seat ? payout.total : -payout.total
            case .chongtong(let p, _, let total)?:
                if p == seat { wins += 1 } else { losses += 1 }
                points += p == seat ? total : -total
            default: nagari += 1
            }
        }
        let rate = { (n: Int) in String(format: "%.1f%%", Double(n) * 100 / Double(hands)) }
        print(
            "matgo: computer vs \(baseline.rawValue), \(hands) hands: won \(rate(wins)), lost \(rate(losses)),"
                + " 나가리 \(rate(nagari)); \(String(format: "%+.2f", Double(points) / Double(hands))) points a hand")
    }
    // A turn with its hint, over the positions of 300 hands.
    var worst = 0.0
    var total = 0.0
    var turns = 0
    var rng = SeededRNG(seed: 11)
    for seed in 1...300 {
        var game = Matgo(seed: UInt64(seed))
        _ = game.apply(.newGame)
        while game.phase != .over {
            let start = cpuNow()
            var hint = 0.0
            for card in game.hands[game.turn] { hint += game.playValue(game.turn, card) }
            if game.phase == .deciding { hint += Double(game.oddsAfterGo(trials: Matgo.hintTrials).other) }
            keep(Int(hint))
            guard let action = game.decision(.computer, rng: &rng) else { break }
            _ = game.apply(action)
            let seconds = cpuNow() - start
            worst = max(worst, seconds)
            total += seconds
            turns += 1
        }
    }
    print(
        "matgo: a turn with its hint: \(String(format: "%.3f", total / Double(turns) * 1000)) ms on average,"
            + " \(String(format: "%.3f", worst * 1000)) ms at most (\(turns) turns, CPU time)")
}
