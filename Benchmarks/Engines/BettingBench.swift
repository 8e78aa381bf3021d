import CardKit
import StudPoker

/// Fixed-limit stud against the default computer seats, 10,000 seeded hands for each way
/// Player 1 plays: following the advice `hint` gives, then calling everything. Prints
/// Player 1's chips won or lost (with the standard error of the mean per hand), each
/// computer seat's, and hands a second.
func bettingBenchmark() {
    bettingDecisionBenchmark()
    let hands = Int(environment("BARAJA_BENCH_HANDS") ?? "") ?? 10_000
    let tables = environment("BARAJA_BENCH_PLAYERS").map { $0.split(separator: ",").compactMap { Int($0) } } ?? [2, 4]
    for players in tables {
        for variant in [StudPoker.Variant.seven, .five] {
            for (name, policy) in [("follows the advice", PlayerPolicy.advice), ("calls everything", .callingStation)] {
                bettingRun(hands: hands, players: players, variant: variant, name: name, policy: policy)
            }
        }
    }
}

enum PlayerPolicy { case advice, callingStation }

/// The cost of one decision: a computer seat's simulation (`LimitStud.defaultOpponentTrials`
/// deals) and the advice's (`Advice.trials`), at the first street of seven-card stud with
/// four players and the dealer, where the most cards are unknown.
func bettingDecisionBenchmark() {
    var games: [LimitStud] = []
    for seed in 0..<50 {
        var game = LimitStud(seed: UInt64(seed), variant: .seven, players: 4)
        _ = game.apply(.deal)
        if game.playerOptions.isEmpty { continue }
        games.append(game)
    }
    keep(Evaluator.tables)
    let computer =
        medianCPUTime(runs: 5) {
            for game in games {
                keep(game.view(of: 1)!.equity(trials: LimitStud.defaultOpponentTrials, seed: 1, rule: .international))
            }
        } / Double(games.count)
    let advice = medianCPUTime(runs: 5) { for game in games { keep(game.advice()) } } / Double(games.count)
    print(
        "betting: one decision at the first street, 4 players and the dealer (CPU time, median of 5 runs over \(games.count) hands):"
    )
    print(
        "  computer seat \(fixed(computer * 1e6)) µs (\(LimitStud.defaultOpponentTrials) simulated deals), advice \(fixed(advice * 1e6)) µs (\(Advice.trials) deals)"
    )
}

private func bettingRun(hands: Int, players: Int, variant: StudPoker.Variant, name: String, policy: PlayerPolicy) {
    var game = LimitStud(seed: 2025, variant: variant, players: players)
    var perHand: [Double] = []
    var decisions = 0
    var adviceTime = 0.0
    let (start, cpuStart) = (now(), cpuNow())
    for _ in 0..<hands {
        if game.seats[0].chips == 0 { _ = game.apply(.rebuy) }
        let before = game.seats[0].net
        _ = game.apply(.deal)
        while game.handInPlay {
            let options = game.playerOptions
            let decision: Decision
            switch policy {
            case .advice:
                let t = cpuNow()
                decision = game.advice()!.option.decision
                adviceTime += cpuNow() - t
            case .callingStation:
                decision = [.call, .check, .bringIn].first { d in options.contains { $0.decision == d } }!
            }
            decisions += 1
            _ = game.apply(.act(decision))
        }
        perHand.append(Double(game.seats[0].net - before))
    }
    let (seconds, cpu) = (now() - start, cpuNow() - cpuStart)
    let mean = perHand.reduce(0, +) / Double(hands)
    let variance = perHand.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(max(1, hands - 1))
    let error = (variance / Double(hands)).squareRoot()
    let bigBet = Double(game.stakes.bigBet)
    print(
        "betting: \(variant.rawValue)-card stud, \(players) players and the dealer, Player 1 \(name), \(hands) hands:")
    print(
        "  Player 1: \(signed(game.seats[0].net)) chips (\(fixed(mean / bigBet * 100)) ± \(fixed(error / bigBet * 100)) big bets per 100 hands; \(game.seats[0].rebuys) fresh stacks)"
    )
    let others = (1..<game.seats.count).map { s in
        let style = game.seats[s].style!
        return "seat \(s + 1) \(style.looseness.rawValue)-\(style.aggression.rawValue) \(signed(game.seats[s].net))"
    }
    print("  computer seats: \(others.joined(separator: ", ")); together \(signed(-game.seats[0].net))")
    let perDecision =
        policy == .advice ? "; advice \(fixed(adviceTime / Double(max(decisions, 1)) * 1e6)) µs of CPU a decision" : ""
    print(
        "  \(Int((Double(hands) / seconds).rounded())) hands/s by the wall clock (\(fixed(seconds)) s), \(Int((Double(hands) / cpu).rounded())) by CPU time (\(fixed(cpu)) s)\(perDecision)"
    )
}

private func signed(_ n: Int) -> String { n > 0 ? "+\(n)" : "\(n)" }
private func fixed(_ x: Double) -> String {
    let hundredths = Int((x * 100).rounded())
    let sign = hundredths < 0 ? "-" : ""
    return "\(sign)\(abs(hundredths) / 100).\(String(abs(hundredths) % 100).leftPad(2))"
}

extension String {
    fileprivate func leftPad(_ n: Int) -> String { String(repeating: "0", count: max(0, n - count)) + self }
}
