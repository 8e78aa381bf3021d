import CardKit
import Escoba

/// La escoba: the computer (`Opponent.smart`) against a player of random legal moves and a
/// greedy one (the take with the most cards now), 10,000 seeded two-player games each to 15;
/// and the time of a turn with its hint (every move rated) on positions from real games.
func escobaBenchmark() {
    for strategy in [Opponent.Strategy.random, .greedy] {
        var wins = 0
        var losses = 0
        let games = 10_000
        let seconds = medianTime(runs: 1) {
            for seed in 0..<games {
                var game = EscobaGame(seed: UInt64(seed))
                _ = game.apply(.newGame)
                var rng = SeededRNG(seed: SeededRNG.seed(UInt64(seed), stream: 7))
                while game.phase == .playing {
                    _ = game.apply(.play(Opponent.choose(for: 0, in: game, strategy: strategy, rng: &rng)))
                }
                if game.scores[0] > game.scores[1] { losses += 1 } else { wins += 1 }
            }
        }
        let rate = Double(wins) / Double(games) * 100
        print(
            "escoba: the computer against a \(strategy.rawValue) player: won \(wins) of \(games) games (\((rate * 10).rounded() / 10)%), lost \(losses); \(Int(seconds.rounded())) s"
        )
    }
    // Positions where the person is to play, taken from games played by the random player.
    var positions: [EscobaGame] = []
    for seed in 0..<200 {
        var game = EscobaGame(seed: UInt64(seed))
        _ = game.apply(.newGame)
        var rng = SeededRNG(seed: UInt64(seed))
        var turn = 0
        while game.phase == .playing && positions.count < 2000 {
            if turn % 3 == 0 { positions.append(game) }
            _ = game.apply(.play(Opponent.choose(for: 0, in: game, strategy: .random, rng: &rng)))
            turn += 1
        }
    }
    // Each position's turn timed in CPU time (on a shared machine, wall time also counts the
    // waits for a core), its least of the runs kept: the worst of those is a turn's real cost,
    // not a page fault or a first touch that one run happened to pay.
    var least = [Double](repeating: .infinity, count: positions.count)
    let total = medianCPUTime(runs: 3) {
        for (i, position) in positions.enumerated() {
            let start = cpuNow()
            var game = position
            // The hint: every move rated; then the turn, with the computer's answer.
            let rated = Opponent.rate(game.legalMoves(for: 0), for: 0, in: game)
            let best = rated.max { $0.worth < $1.worth }!.move
            keep(game.apply(.play(best)))
            least[i] = min(least[i], cpuNow() - start)
        }
    }
    let worst = least.max() ?? 0
    let each = total / Double(positions.count) * 1e6
    print(
        "escoba: a turn with its hint and the computer's reply: \(Int(each.rounded())) µs of CPU on average, \(Int((worst * 1e6).rounded())) µs of CPU at worst (\(positions.count) positions)"
    )
}
