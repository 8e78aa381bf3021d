import Testing

@testable import CardKit
@testable import StudPoker

private func cards(_ text: String) -> [FrenchCard] {
    text.split(separator: " ").map { FrenchCard(reading: String($0))! }
}

private func korean(_ text: String) -> UInt32 { Ranking.strength(cards(text), rule: .korean) }
private func international(_ text: String) -> UInt32 { Ranking.strength(cards(text), rule: .international) }

@Suite struct HouseRuleTests {
    @Test func theWheelRanksSecondAmongStraightsInKoreanGames() {
        let wheel = "As 2d 3h 4c 5s"
        let sixHigh = "2d 3h 4c 5s 6d"
        let kingHigh = "9c Td Jh Qs Kd"
        let aceHigh = "Tc Jd Qh Ks Ad"
        #expect(international(wheel) < international(sixHigh))
        #expect(korean(wheel) > korean(kingHigh))
        #expect(korean(wheel) < korean(aceHigh))
        #expect(korean(wheel) > korean(sixHigh))
        // The same for straight flushes (백스트레이트 플러시): below the royal flush only.
        #expect(korean("Ah 2h 3h 4h 5h") > korean("9s Ts Js Qs Ks"))
        #expect(korean("Ah 2h 3h 4h 5h") < korean("Td Jd Qd Kd Ad"))
        #expect(international("Ah 2h 3h 4h 5h") < international("2s 3s 4s 5s 6s"))
    }

    @Test func withSevenCardsTheKoreanHandPrefersTheWheelToALowStraight() {
        let hand = cards("As 2d 3h 4c 5s 6d 9c")
        #expect(BestHand(hand).ranks == [4], "six high, internationally")
        let best = BestHand(hand, rule: .korean)
        #expect(Set(best.cards.map(\.rankIndex)) == [12, 0, 1, 2, 3], "the wheel under the Korean rule")
    }

    @Test func equalHandsGoToTheSuitOfTheHighestCardAndKickersDoNotCount() {
        // A pair of kings each: internationally the ace kicker wins; in Korean games the king
        // of spades does, whatever the kickers.
        let spades = "Ks Kc 2d 3h 4c"
        let kickers = "Kd Kh Ac Qd Jh"
        #expect(international(kickers) > international(spades))
        #expect(korean(spades) > korean(kickers))
        #expect(korean("Kd Kc 2d 3h 4c") > korean("Kh Kc 2s 3d 4h"), "♦ above ♥ (스다하크)")
        // High card: the top card, then its suit.
        #expect(korean("Ah 9d 7c 5s 3h") > korean("Ac Kd Qc Js 9h"))
        // The same straight: the suit of the top card.
        #expect(korean("9c Td Jh Qs Kd") > korean("9d Th Js Qc Kh"))
        // No two hands from one deck are equal.
        var rng = SeededRNG(seed: 5)
        for _ in 0..<2000 {
            var deck = FrenchCard.deck
            rng.shuffle(&deck)
            #expect(
                Ranking.strength(Array(deck[0..<7]), rule: .korean)
                    != Ranking.strength(Array(deck[7..<14]), rule: .korean))
        }
    }

    @Test func theSevenCardKoreanStrengthIsTheBestOfItsFives() {
        var rng = SeededRNG(seed: 6)
        var deals: [[FrenchCard]] = []
        for _ in 0..<3000 {
            var deck = FrenchCard.deck
            rng.shuffle(&deck)
            deals.append(Array(deck[0..<7]))
        }
        // Hands built around a wheel, with straights and straight flushes above it.
        deals += [
            "As 2d 3h 4c 5s 6d 9c", "Ah 2h 3h 4h 5h 6h Kd", "Ah 2h 3h 4h 5h 6c 7d", "As 2s 3s 4s 5d 6s 9s",
            "Ad 2c 3h 4s 5d Kc Qh", "Ac 2c 3c 4c 5d 6d 7d", "Ks Kd 2c 3h 4d 5s Ac",
        ].map(cards)
        for seven in deals {
            var best: UInt32 = 0
            for a in 0..<7 {
                for b in (a + 1)..<7 {
                    for c in (b + 1)..<7 {
                        for d in (c + 1)..<7 {
                            for e in (d + 1)..<7 {
                                best = max(
                                    best,
                                    Ranking.strength([seven[a], seven[b], seven[c], seven[d], seven[e]], rule: .korean))
                            }
                        }
                    }
                }
            }
            #expect(Ranking.strength(seven, rule: .korean) == best, "\(seven)")
            #expect(BestHand(seven, rule: .korean).strength(rule: .korean) == best)
        }
    }

    /// Kickers do not decide under the Korean rule, but the five shown are still the best five.
    @Test func theKoreanBestFiveKeepsTheBestKickers() {
        let best = BestHand(cards("Kc 8c 9s Kh 3c Jd 6c"), rule: .korean)
        #expect(Set(best.cards) == Set(cards("Kh Kc Jd 9s 8c")), "\(best.cards)")
        let showdown = BestHand(cards("7s 7d Ts 3s 2c Qc 9d"), rule: .korean)
        #expect(Set(showdown.cards) == Set(cards("7s 7d Qc Ts 9d")), "\(showdown.cards)")
        #expect(best.strength(rule: .korean) == Ranking.strength(cards("Kc 8c 9s Kh 3c Jd 6c"), rule: .korean))
    }

    /// Who acts first follows the rule in force: under the Korean rule the up cards are read
    /// as its showdown reads hands (no kickers; the suit of the highest card decides).
    @Test func theKoreanRuleDecidesWhoActsFirst() {
        // Sixth street: Player 1 shows ♠9 ♥K ♣3 ♦J, Player 2 ♠K ♦10 ♣4 ♥7, the dealer ♥2 ♦4 ♠5 ♥6.
        let order = [
            "2c", "5d", "8c", "3h", "8s", "8d", "9s", "Ks", "2h", "Kh", "Td", "4d", "3c", "4c", "5s", "Jd", "7h",
            "6h", "Ad", "Ac", "Qc",
        ]
        let up = [cards("9s Kh 3c Jd"), cards("Ks Td 4c 7h")]
        for (rule, first) in [(HouseRule.international, 0), (.korean, 1)] {
            var game = LimitStud(seed: 1, players: 2, houseRule: rule)
            game.computerPlays = false
            var events = game.startHand(stacked: order.map { FrenchCard(reading: $0)! })
            while game.handInPlay, game.hand!.street < 4, let seat = game.hand?.round?.toAct {
                let decisions = game.options(for: seat).map(\.decision)
                events = game.perform(
                    seat: seat, decisions.contains(.bringIn) ? .bringIn : decisions.contains(.check) ? .check : .call)
            }
            #expect(game.hand?.street == 4)
            #expect(game.hand?.round?.toAct == first, "\(rule)")
            let suit: FrenchCard? = rule == .korean ? FrenchCard(reading: "Ks")! : nil
            #expect(events.contains(.firstToAct(seat: first, showing: Showing(up[first]), suit: suit)), "\(events)")
        }
    }

    @Test func aKoreanShowdownSaysWhichSuitDecided() {
        // Player 1 and the dealer both make a king-high straight; the dealer's king is a spade.
        var game = LimitStud(seed: 1, players: 2, houseRule: .korean)
        game.computerPlays = false
        let order = [
            "2c", "2h", "5c", "3d", "7s", "6c", "9c", "3s", "9d", "Td", "8h", "Ts", "Jh", "4h", "Js",
            "Qc", "Ah", "Qs", "Kh", "2d", "Ks",
        ]
        _ = game.startHand(stacked: order.map { FrenchCard(reading: $0)! })
        game.checkDownForTest()
        let pot = game.hand!.result!.pots[0]
        #expect(pot.winners == [2])
        #expect(pot.reason == .suit(card: FrenchCard(reading: "Ks")!, over: FrenchCard(reading: "Kh")!))
    }
}

extension LimitStud {
    mutating func checkDownForTest() {
        while handInPlay, let seat = hand?.round?.toAct {
            let decisions = options(for: seat).map(\.decision)
            _ = perform(
                seat: seat, decisions.contains(.bringIn) ? .bringIn : decisions.contains(.check) ? .check : .call)
        }
    }
}
