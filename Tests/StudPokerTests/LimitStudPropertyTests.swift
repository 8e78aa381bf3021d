import Foundation
import Testing

@testable import CardKit
@testable import StudPoker

/// Random play: every seat picks a random legal decision. Chips must never be created or
/// lost, and every state must keep the game's rules.
@Suite struct LimitStudPropertyTests {
    @Test func chipsAreConservedOverThousandsOfRandomHands() {
        var rng = SeededRNG(seed: 2025)
        var hands = 0
        var showdowns = 0
        var sidePots = 0
        var splits = 0
        var oddChips = 0
        var uncontested = 0
        for table in 0..<40 {
            let variant: StudPoker.Variant = rng.coin() ? .seven : .five
            let stakes = [
                Stakes.standard, Stakes(ante: 1, bringIn: 2, smallBet: 5, bigBet: 10, stack: 60),
                Stakes(ante: 0, bringIn: 5, smallBet: 5, bigBet: 10, stack: 37),
            ][table % 3]
            var game = LimitStud(
                seed: UInt64(table), variant: variant, players: 2 + rng.below(3), stakes: stakes,
                houseRule: rng.coin() ? .international : .korean)
            game.computerPlays = false
            for _ in 0..<100 {
                // Now and then a short stack, so that all-ins and side pots come often.
                for s in game.seats.indices where rng.below(4) == 0 {
                    let chips = 1 + rng.below(30)
                    guard game.seats[s].bought + chips - game.seats[s].chips >= 0 else { continue }
                    game.seats[s].bought += chips - game.seats[s].chips
                    game.seats[s].chips = chips
                }
                if game.seats[0].chips == 0 { _ = game.apply(.rebuy) }
                _ = game.apply(.deal)
                hands += 1
                #expect(game.violations() == [])
                while game.handInPlay, let seat = game.hand?.round?.toAct {
                    let options = game.options(for: seat)
                    _ = game.perform(seat: seat, options[rng.below(options.count)].decision)
                    #expect(game.violations() == [], "table \(table), hand \(game.handNumber)")
                }
                guard let result = game.hand?.result else {
                    Issue.record("a hand did not end")
                    break
                }
                #expect(result.net.reduce(0, +) == 0)
                #expect(result.total == game.hand!.committed.reduce(0, +))
                if result.uncontested != nil { uncontested += 1 } else { showdowns += 1 }
                if result.pots.count > 1 { sidePots += 1 }
                splits += result.pots.filter { $0.winners.count > 1 }.count
                oddChips += result.pots.filter { !$0.oddChips.isEmpty }.count
            }
        }
        #expect(hands == 4000)
        // The random play reached every way a hand ends (ties are rare in stud, about one
        // showdown in a thousand: the unit tests split pots on purpose).
        #expect(
            showdowns > 100 && uncontested > 100 && sidePots > 100,
            "\(showdowns) showdowns, \(uncontested) uncontested, \(sidePots) with side pots, \(splits) splits, \(oddChips) odd chips"
        )
    }

    @Test func chipsAreConservedWhenTheComputerPlays() {
        var rng = SeededRNG(seed: 9)
        for table in 0..<6 {
            var game = LimitStud(
                seed: UInt64(100 + table), variant: table % 2 == 0 ? .seven : .five,
                players: 2 + table % 3, opponentTrials: 100)
            for _ in 0..<40 {
                if game.seats[0].chips == 0 { _ = game.apply(.rebuy) }
                _ = game.apply(.deal)
                while game.handInPlay {
                    let options = game.playerOptions
                    #expect(!options.isEmpty, "the computer stops only at Player 1's turn")
                    _ = game.apply(.act(options[rng.below(options.count)].decision))
                    #expect(game.violations() == [])
                }
                #expect(game.violations() == [])
            }
        }
    }

    @Test func theSameSeedAndDecisionsReplayTheSameHands() {
        func play() -> [LimitStud.Event] {
            var game = LimitStud(seed: 31, players: 4, opponentTrials: 100)
            var log: [LimitStud.Event] = []
            for _ in 0..<15 {
                log += game.apply(.deal)
                while game.handInPlay {
                    let options = game.playerOptions
                    log += game.apply(.act(options[options.count / 2].decision))
                }
            }
            return log
        }
        let first = play()
        #expect(first == play())
        #expect(first.count > 100)
    }

    @Test func aComputerSeatSeesOnlyItsOwnCardsAndTheUpCards() {
        var game = LimitStud(seed: 3, players: 3)
        _ = game.apply(.deal)
        let hand = game.hand!
        for seat in 1..<game.seats.count {
            let view = game.view(of: seat)!
            #expect(view.own == hand.cards[seat].map(\.card))
            for other in game.seats.indices where other != seat {
                for dealt in hand.cards[other] where !dealt.faceUp { #expect(!view.seen.contains(dealt.card)) }
            }
            #expect(view.opponents.allSatisfy { $0.unseen == 7 - $0.up.count })
        }
    }

    @Test func oddsCoverTheSeatsStillInAndAreRepeatable() {
        var game = LimitStud(seed: 44, players: 4, opponentTrials: 200)
        var checked = 0
        for _ in 0..<30 {
            if !game.handInPlay { _ = game.apply(.deal) }
            guard let odds = game.odds(trials: 20_000) else { continue }
            #expect(odds == game.odds(trials: 20_000))
            let live = game.hand!.live
            for seat in game.seats.indices where !live[seat] { #expect(odds.win[seat] == 0 && odds.split[seat] == 0) }
            let winners: Double = odds.win.reduce(0, +) + odds.split.reduce(0, +) / 2
            #expect(abs(winners - 1) < 0.02, "about one winner a deal")
            let advice = game.advice(trials: 20_000)!
            #expect(abs(advice.equity.win - odds.win[0]) < 0.02, "the hint and the odds agree")
            _ = game.apply(.act(advice.option.decision))
            checked += 1
        }
        #expect(checked > 20)
    }

    @Test func aGameInPlayComesBackFromItsSaveExactly() throws {
        var game = LimitStud(seed: 12, variant: .five, players: 3, houseRule: .korean, opponentTrials: 100)
        for _ in 0..<12 {
            _ = game.apply(.deal)
            if game.handInPlay { _ = game.apply(.act(game.playerOptions[0].decision)) }
            let data = try JSONEncoder().encode(game)
            var copy = try JSONDecoder().decode(LimitStud.self, from: data)
            #expect(copy == game)
            while game.handInPlay {
                let d = game.playerOptions.last!.decision
                #expect(game.apply(.act(d)) == copy.apply(.act(d)), "the copy plays on the same")
            }
        }
    }
}
