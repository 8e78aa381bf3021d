import Testing

@testable import CardKit
@testable import Matgo

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Whole hands played by the program's players: the state stays whole, every hand ends.
@Suite struct MatgoPlayTests {
    @Test func seededHandsPlayToTheEndKeepingEveryCard() {
        let pairs: [[MatgoPolicy]] = [[.random, .computer], [.computer, .greedy], [.greedy, .random]]
        for seed in UInt64(1)...150 {
            var g = Matgo(seed: seed)
            _ = g.apply(.newGame)
            var rng = SeededRNG(seed: seed)
            let policies = pairs[Int(seed) % pairs.count]
            var steps = 0
            while g.phase != .over, let action = g.decision(policies[g.turn], rng: &rng) {
                let events = g.apply(action)
                let refused = events.contains { $0.isRefusal }
                #expect(!refused, "seed \(seed): \(action) refused")
                #expect(g.problems == [], "seed \(seed) after \(action)")
                steps += 1
                if steps > 200 { break }
            }
            #expect(g.phase == .over && g.outcome != nil, "seed \(seed)")
        }
    }

    @Test func theSameSeedPlaysTheSameHand() {
        func play(_ seed: UInt64) -> Matgo {
            var g = Matgo(seed: seed)
            _ = g.apply(.newGame)
            var rng = SeededRNG(seed: 9)
            g.playOut([.computer, .computer], rng: &rng)
            return g
        }
        #expect(play(3) == play(3))
        #expect(play(3).taken != play(4).taken)
    }

    @Test func theComputerBeatsTheRandomPlayer() {
        var wins = 0
        var losses = 0
        for seed in UInt64(1)...200 {
            var g = Matgo(seed: seed)
            _ = g.apply(.newGame)
            var rng = SeededRNG(seed: seed)
            let seat = Int(seed % 2)
            var policies: [MatgoPolicy] = [.random, .random]
            policies[seat] = .computer
            g.playOut(policies, rng: &rng)
            switch g.outcome {
            case .won(let p, _)?, .chongtong(let p, _, _)?: if p == seat { wins += 1 } else { losses += 1 }
            default: break
            }
        }
        #expect(wins > losses * 2)
    }

    @Test func theOddsAfterGoAreFixedByThePosition() {
        for seed in UInt64(1)...300 {
            var g = Matgo(seed: seed)
            _ = g.apply(.newGame)
            var rng = SeededRNG(seed: seed)
            while g.phase != .over && g.phase != .deciding, let action = g.decision(.computer, rng: &rng) {
                _ = g.apply(action)
            }
            guard g.phase == .deciding else { continue }
            let odds = g.oddsAfterGo(trials: 40)
            #expect(odds.other + odds.mine + odds.nagari == 40)
            #expect(odds == g.oddsAfterGo(trials: 40))
            return
        }
        Issue.record("no hand reached 고 or 스톱")
    }
}

/// What a save may hold is checked as it is read.
@Suite struct MatgoSaveTests {
    @Test func aCardOutOfRangeIsRefusedWhenRead() throws {
        let good = try JSONDecoder().decode(HwatuCard.self, from: Data(#"{"month":12,"slot":3}"#.utf8))
        #expect(good == HwatuCard(month: 12, slot: 3))
        for bad in [#"{"month":13,"slot":0}"#, #"{"month":0,"slot":0}"#, #"{"month":1,"slot":4}"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(HwatuCard.self, from: Data(bad.utf8)) }
        }
    }

    @Test func aChoiceOfOneCardIsAProblem() throws {
        var g = Matgo.prepared(
            hands: [HwatuCard.list("1g 5y"), HwatuCard.list("10p 10p2")], table: HwatuCard.list("1t 1p 6p"),
            pileTop: HwatuCard.list("7p"))!
        _ = g.apply(.play(0))
        #expect(g.phase == .choosing)
        #expect(g.problems == [] || g.cardProblems == [])
        g.pending?.choices[0].options.removeLast()
        let data = try JSONEncoder().encode(g)
        let broken = try JSONDecoder().decode(Matgo.self, from: data)
        #expect(broken.problems.contains("a choice between 1 cards"))
    }
}
