import Testing

@testable import CardKit
@testable import StudPoker

private func cards(_ text: String) -> [FrenchCard] {
    text.split(separator: " ").map { FrenchCard(reading: String($0))! }
}

private func best(_ text: String) -> BestHand { BestHand(cards(text)) }

@Suite struct EvaluatorTests {
    /// Every five of the 52 cards, added card by card (the incremental path `odds` and the
    /// benchmark use): the category counts must be the known table.
    @Test func fiveCardCategoryCountsOverAllHands() {
        var counts = [Int](repeating: 0, count: 9)
        let tables = Evaluator.tables
        let all = (0..<52).map { EvalHand.empty.adding($0) }
        for a in 0..<48 {
            let ha = all[a]
            for b in (a + 1)..<49 {
                let hb = ha.adding(b)
                for c in (b + 1)..<50 {
                    let hc = hb.adding(c)
                    for d in (c + 1)..<51 {
                        let hd = hc.adding(d)
                        for e in (d + 1)..<52 {
                            counts[Int(tables.value(hd.adding(e)) >> 12)] += 1
                        }
                    }
                }
            }
        }
        #expect(counts == [1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40])
        #expect(counts.reduce(0, +) == 2_598_960)
    }

    @Test func rankKeysAreUniqueForEveryMultisetOfUpToSevenCards() {
        var sums = Set<UInt32>()
        var total = 0
        func visit(_ rank: Int, _ cards: Int, _ key: UInt32) {
            if rank == 13 {
                sums.insert(key)
                total += 1
                return
            }
            for n in 0...min(4, 7 - cards) {
                visit(rank + 1, cards + n, key &+ UInt32(n) &* Evaluator.rankKeys[rank])
            }
        }
        visit(0, 0, 0)
        #expect(sums.count == total)
    }

    @Test func categoriesOfTypicalHands() {
        #expect(best("As Ks Qs Js Ts").category == .royalFlush)
        #expect(best("9s Ks Qs Js Ts").category == .straightFlush)
        #expect(best("9s 9h 9d 9c Ts").category == .fourOfAKind)
        #expect(best("9s 9h 9d Tc Ts").category == .fullHouse)
        #expect(best("2s 9s 4s Js Ts").category == .flush)
        #expect(best("9s Kh Qs Jd Ts").category == .straight)
        #expect(best("9s 9h 9d 2c Ts").category == .threeOfAKind)
        #expect(best("9s 9h 2d 2c Ts").category == .twoPair)
        #expect(best("9s 9h 3d 2c Ts").category == .pair)
        #expect(best("9s 8h 3d 2c Ts").category == .highCard)
    }

    @Test func theWheelIsTheLowestStraightWithTheAcePlayingLow() {
        let wheel = best("Ah 2c 3d 4s 5h")
        #expect(wheel.category == .straight)
        #expect(wheel.cards.map(\.rank) == [5, 4, 3, 2, 1])
        #expect(wheel.ranks == [3])
        #expect(wheel.value < best("2c 3d 4s 5h 6c").value)
        #expect(wheel.value > best("Ah Kc Qd Js 9h").value)  // beats ace high
        #expect(best("Ah 2h 3h 4h 5h").category == .straightFlush)
        #expect(best("Ah 2h 3h 4h 5h").value < best("2h 3h 4h 5h 6h").value)
        // No wrap-around: Q-K-A-2-3 is no straight.
        #expect(best("Qh Kc Ad 2s 3h").category == .highCard)
    }

    @Test func sevenCardsPlayTheirBestFive() {
        let hand = best("Ks Kh Kd 9c 9s 9h 2d")
        #expect(hand.category == .fullHouse)
        #expect(hand.cards.map(\.rank) == [13, 13, 13, 9, 9])
        let flushOverStraight = best("2h 5h 9h Jh Kh Tc Qd")
        #expect(flushOverStraight.category == .flush)
        #expect(best("As Ad Ah Ac Ks Kd 2c").cards.map(\.rank) == [1, 1, 1, 1, 13])
        #expect(best("7s 8s 9s Ts Js Qs Ks").category == .straightFlush)
        #expect(best("7s 8s 9s Ts Js Qs Ks").ranks == [11])  // king-high straight flush
    }

    @Test func kickersDecideWithinACategory() {
        let a = best("Kh Kd Ac 7s 3d")
        let b = best("Ks Kc Qh 7d 3h")
        #expect(a.value > b.value)
        #expect(Comparison.of(a, against: b) == .kicker(rank: 12, card: FrenchCard(1, .clubs)))
        // Third kicker.
        let c = best("Kh Kd Ac 7s 4d")
        #expect(Comparison.of(c, against: a) == .kicker(rank: 2, card: FrenchCard(4, .diamonds)))
        // Two pair: the kicker after both pairs.
        #expect(
            Comparison.of(best("Kh Kd 9c 9s 5d"), against: best("Ks Kc 9h 9d 4h"))
                == .kicker(rank: 3, card: FrenchCard(5, .diamonds)))
        // The pair itself decides before any kicker.
        #expect(Comparison.of(best("Ah Ad 2c 3s 5d"), against: best("Ks Kc Qh Jd 9h")) == .naming)
        // Different categories.
        #expect(Comparison.of(best("2h 2d 2c 3s 5d"), against: best("As Ac Kh Kd 9h")) == .category)
        // Full houses are decided by the trips first.
        #expect(best("3h 3d 3c 2s 2d").value > best("2h 2c 2s Ah Ad").value)
        // Flushes compare card by card.
        #expect(best("Ah Jh 9h 5h 3h").value > best("As Js 9s 5s 2s").value)
    }

    @Test func equalHandsTieWhateverTheSuits() {
        let a = best("Ah Kd Qc Js 9h")
        let b = best("As Kc Qd Jh 9d")
        #expect(a.value == b.value)
        #expect(Comparison.of(a, against: b) == .tie)
        // Seven cards whose best five are the same: a tie.
        #expect(best("Ah Ad Kc Ks Qh 2c 3d").value == best("As Ac Kh Kd Qs 4c 5d").value)
    }

    @Test func categoryOrderIsStrict() {
        let ladder = [
            "9s 8h 3d 2c Ts", "9s 9h 3d 2c Ts", "9s 9h 2d 2c Ts", "9s 9h 9d 2c Ts", "9s Kh Qs Jd Ts",
            "2s 9s 4s Js Ts", "9s 9h 9d Tc Ts", "9s 9h 9d 9c Ts", "9s Ks Qs Js Ts", "As Ks Qs Js Ts",
        ]
        let values = ladder.map { best($0).value }
        #expect(values == values.sorted())
        #expect(Set(values).count == values.count)
    }
}

/// An independent, slow reference: a five-card hand as (category, deciding ranks), compared
/// lexicographically; seven cards take their best five.
private func reference(_ five: [Int]) -> [Int] {
    let ranks = five.map { $0 >> 2 }
    let suits = five.map { $0 & 3 }
    var counts = [Int: Int]()
    for r in ranks { counts[r, default: 0] += 1 }
    let groups = counts.keys.sorted { counts[$0]! != counts[$1]! ? counts[$0]! > counts[$1]! : $0 > $1 }
    let flush = Set(suits).count == 1
    let distinct = Set(ranks).sorted(by: >)
    var straightTop: Int?
    if distinct.count == 5 {
        if distinct[0] - distinct[4] == 4 { straightTop = distinct[0] }
        if distinct == [12, 3, 2, 1, 0] { straightTop = 3 }
    }
    let shape = groups.map { counts[$0]! }
    let category: Int
    switch (shape, flush, straightTop) {
    case (_, true, .some): category = 8
    case ([4, 1], _, _): category = 7
    case ([3, 2], _, _): category = 6
    case (_, true, nil): category = 5
    case (_, false, .some): category = 4
    case ([3, 1, 1], _, _): category = 3
    case ([2, 2, 1], _, _): category = 2
    case ([2, 1, 1, 1], _, _): category = 1
    default: category = 0
    }
    if let top = straightTop { return [category, top] }
    return [category] + groups
}

private func referenceBest(_ cards: [Int]) -> [Int] {
    var best: [Int] = []
    let n = cards.count
    for a in 0..<n {
        for b in (a + 1)..<n {
            for c in (b + 1)..<n {
                for d in (c + 1)..<n {
                    for e in (d + 1)..<n {
                        let r = reference([cards[a], cards[b], cards[c], cards[d], cards[e]])
                        if best.isEmpty || r.lexicographicallyPrecedes(best) == false && r != best { best = r }
                    }
                }
            }
        }
    }
    return best
}

@Suite struct EvaluatorAgainstReferenceTests {
    /// Random pairs of seven-card hands: the evaluator orders them exactly as the slow
    /// reference does, ties included.
    @Test func randomSevenCardHandsCompareLikeTheReference() {
        var rng = SeededRNG(seed: 77)
        for _ in 0..<3000 {
            var deck = Array(0..<52)
            rng.shuffle(&deck)
            let a = Array(deck[0..<7])
            let b = Array(deck[7..<14])
            let va = Evaluator.evaluate(EvalHand(a))
            let vb = Evaluator.evaluate(EvalHand(b))
            let ra = referenceBest(a)
            let rb = referenceBest(b)
            #expect(Int(va.raw >> 12) == ra[0], "category of \(a.map(FrenchCard.init(index:)))")
            #expect(
                (va < vb) == ra.lexicographicallyPrecedes(rb),
                "\(a.map(FrenchCard.init(index:))) vs \(b.map(FrenchCard.init(index:)))")
            #expect((va == vb) == (ra == rb))
        }
    }

    /// Hands built to share a category, so that the order within it is what is tested.
    @Test func handsOfTheSameShapeCompareLikeTheReference() {
        var rng = SeededRNG(seed: 78)
        for _ in 0..<3000 {
            // Five cards from few ranks: pairs, trips, two pair and full houses come often.
            var cards: [Int] = []
            while cards.count < 5 {
                let c = rng.below(6) * 4 + rng.below(4) + (rng.below(2) == 0 ? 0 : 28)
                if !cards.contains(c) { cards.append(c) }
            }
            var others: [Int] = []
            while others.count < 5 {
                let c = rng.below(6) * 4 + rng.below(4) + (rng.below(2) == 0 ? 0 : 28)
                if !others.contains(c) { others.append(c) }
            }
            let va = Evaluator.evaluate(EvalHand(cards))
            let vb = Evaluator.evaluate(EvalHand(others))
            let ra = reference(cards)
            let rb = reference(others)
            #expect((va < vb) == ra.lexicographicallyPrecedes(rb))
            #expect((va == vb) == (ra == rb))
        }
    }
}

@Suite struct StudPokerGameTests {
    /// Every card is in exactly one place.
    private func conserved(_ game: StudPoker) -> Bool {
        let all = game.deck + game.discards + game.hands.flatMap { $0.map(\.card) }
        return all.count == 52 && Set(all).count == 52
    }

    @Test(arguments: [StudPoker.Variant.five, .seven], [2, 3, 4])
    func dealingOrderStreetByStreet(variant: StudPoker.Variant, players: Int) {
        var game = StudPoker(seed: 11, variant: variant, players: players)
        _ = game.apply(.newGame)
        // The same shuffle again: every street comes off its end, one card a seat in turn.
        var replay = StudPoker(seed: 11, variant: variant, players: players)
        replay.deck = FrenchCard.deck
        replay.rng.shuffle(&replay.deck)
        let deck = replay.deck
        let seats = players + 1
        #expect(game.hands.count == seats)
        var dealt = 0
        for (s, street) in variant.streets.enumerated() {
            if s > 0 { _ = game.apply(.deal) }
            for (round, faceUp) in street.enumerated() {
                for seat in 0..<seats {
                    let expected = deck[deck.count - 1 - dealt]
                    let position = game.hands[seat].count - street.count + round
                    #expect(game.hands[seat][position] == StudPoker.Dealt(expected, faceUp: faceUp))
                    dealt += 1
                }
            }
            #expect(conserved(game))
        }
        #expect(game.phase == .showdown)
        #expect(game.hands.allSatisfy { $0.count == variant.rawValue })
        let faceDown = variant == .seven ? [0, 1, 6] : [0]
        for hand in game.hands {
            #expect(hand.indices.filter { !hand[$0].faceUp } == faceDown)
        }
        #expect(game.deck.count == 52 - seats * variant.rawValue)
    }

    @Test func theNextHandComesFromTheSameDeckThenItIsReshuffled() {
        var game = StudPoker(seed: 3, variant: .seven, players: 4)  // 35 cards a hand
        _ = game.apply(.newGame)
        while game.phase != .showdown { _ = game.apply(.deal) }
        #expect(game.deck.count == 17)
        #expect(!game.resumable)
        let events = game.apply(.deal)
        #expect(events.first == .reshuffled(left: 17, needed: 35))
        #expect(game.handNumber == 2)  // the count goes on across a reshuffle
        #expect(conserved(game))

        var five = StudPoker(seed: 3, variant: .five, players: 2)  // 15 cards a hand
        _ = five.apply(.newGame)
        while five.phase != .showdown { _ = five.apply(.deal) }
        let next = five.apply(.deal)
        #expect(next.first == .nextHand(number: 2, left: 37))
        #expect(five.discards.count == 15)
        #expect(conserved(five))
        #expect(five.odds(trials: 100) != nil)
    }

    @Test func outsCountTheUnseenCardsThatRaiseTheCategory() {
        #expect(HandCategory.of(cards("As Ad 3c 4h 9s").prefix(3).map { $0 }) == .pair)
        #expect(HandCategory.of(Array(cards("As Ad 3c 3h 9s").prefix(4))) == .twoPair)
        // Five-card stud after the second street: ♠A ♦K ♣7 for Player 1; ♥A and ♠2, ♥3 and
        // ♥4 showing for the others. A pair comes with ♦A ♣A, ♠K ♥K ♣K or ♠7 ♥7 ♦7: 8 of 45.
        var game = StudPoker(seed: 4, variant: .five, players: 2)
        _ = game.apply(.newGame)
        _ = game.apply(.deal)
        func down(_ rank: Int, _ suit: FrenchSuit) -> StudPoker.Dealt { .init(FrenchCard(rank, suit), faceUp: false) }
        func up(_ rank: Int, _ suit: FrenchSuit) -> StudPoker.Dealt { .init(FrenchCard(rank, suit), faceUp: true) }
        game.hands[0] = [down(1, .spades), up(13, .diamonds), up(7, .clubs)]
        game.hands[1] = [down(9, .diamonds), up(1, .hearts), up(2, .spades)]
        game.hands[2] = [down(10, .clubs), up(3, .hearts), up(4, .hearts)]
        let outs = game.outs()!
        #expect(outs.unseen == 45 && outs.improving == 8)
        while game.phase != .showdown { _ = game.apply(.deal) }
        #expect(game.outs() == nil)
    }

    @Test func theFirstDealShufflesAFreshDeck() {
        var game = StudPoker(seed: 4)
        #expect(game.apply(.deal) == [.shuffled, .streetDealt(number: 1, cards: 3, faceUp: 1)])
        #expect(game.handNumber == 1 && game.deck.count == 52 - 9)
    }

    @Test func switchingVariantOrPlayersStartsAFreshGame() {
        var game = StudPoker(seed: 5)
        _ = game.apply(.newGame)
        #expect(game.apply(.setVariant(.seven)) == [.variantUnchanged(.seven)])
        let events = game.apply(.setVariant(.five))
        #expect(events.contains(.variantSet(.five)))
        #expect(events.contains(.shuffled))
        #expect(game.hands.allSatisfy { $0.count == 2 })
        #expect(game.apply(.setPlayers(5)) == [.refused(.badPlayers(5))])
        _ = game.apply(.deal)
        let more = game.apply(.setPlayers(4))
        #expect(more.first == .handAbandoned)
        #expect(game.tally.lost == 1)
        #expect(game.hands.count == 5)
    }

    @Test func showdownNamesWinnersAndTheDecidingCard() {
        let result = Showdown(hands: [cards("Kh Kd Ac 7s 3d 2c 4h"), cards("Ks Kc Qh 7d 3h 2s 5d")])
        #expect(result.winners == [0])
        #expect(result.runnerUp == 1)
        #expect(result.reason == .kicker(rank: 12, card: FrenchCard(1, .clubs)))
        let split = Showdown(hands: [
            cards("Ah Kd Qc Js 9h 2c 3c"), cards("As Kc Qd Jh 9d 2d 3d"), cards("2h 3h 4c 6s 8d Tc Jc"),
        ])
        #expect(split.winners == [0, 1])
        #expect(split.reason == .naming)  // ace high beats jack high
    }

    @Test func oddsAreDeterministicAndSumToOne() {
        var game = StudPoker(seed: 9, variant: .seven, players: 4)
        _ = game.apply(.newGame)
        let a = game.odds(trials: 2000)!
        let b = game.odds(trials: 2000)!
        #expect(a == b)
        let wins: Double = a.win.reduce(0, +)
        let splits: Double = a.split.reduce(0, +)
        #expect(wins <= 1.0000001)
        #expect(wins + splits >= 0.999)
        #expect(a.unseen == 52 - 3 - 4)  // own three cards and the four others' up cards
        // At the last street before showdown the unknowns are only the others' down cards.
        while game.street < 4 { _ = game.apply(.deal) }
        #expect(game.odds(trials: 500) != nil)
        _ = game.apply(.deal)
        #expect(game.odds(trials: 500) == nil)
    }
}
