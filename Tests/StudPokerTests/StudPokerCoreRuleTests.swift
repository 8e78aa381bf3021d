import Testing

@testable import CardKit
@testable import StudPoker

private func cards(_ text: String) -> [FrenchCard] {
    text.split(separator: " ").compactMap { word in
        let card = FrenchCard(reading: String(word))
        if card == nil { Issue.record("bad card \(word)") }
        return card
    }
}

/// A game whose first hand deals each seat the cards given (in the order they are dealt to
/// it); the rest of the deck lies under them.
private func rigged(_ variant: StudPoker.Variant, _ hands: [String]) -> StudPoker {
    var game = StudPoker(seed: 1, variant: variant, players: hands.count - 1)
    let seats = hands.map(cards)
    var order: [FrenchCard] = []  // in the order they come off the deck
    var next = Array(repeating: 0, count: seats.count)
    for street in variant.streets {
        for _ in street {
            for seat in seats.indices {
                order.append(seats[seat][next[seat]])
                next[seat] += 1
            }
        }
    }
    game.deck = FrenchCard.deck.filter { !order.contains($0) } + order.reversed()
    game.hands = Array(repeating: [], count: seats.count)
    game.handNumber = 1
    game.shuffles = 1
    return game
}

/// Stud's core rules on fixed deals, pinned by exact results, so that a rule bent by one
/// line (the tally of a showdown, when a deck still holds a hand, who is dealt first)
/// fails here and not only in the soak.
@Suite struct StudPokerCoreRuleTests {
    private func playOut(_ game: inout StudPoker) -> Showdown? {
        var last: Showdown?
        for _ in game.variant.streets {
            for event in game.apply(.deal) { if case .showdown(let s) = event { last = s } }
        }
        return last
    }

    @Test func aShowdownCountsWonSplitOrLostForPlayerOne() throws {
        // Five-card stud, two players and the dealer.
        // Both players hold a six-high straight: a split pot, not a win.
        var split = rigged(.five, ["2s 3h 4d 5c 6s", "2h 3d 4c 5s 6h", "Ks Kh 9d 8c 7s"])
        let tie = try #require(playOut(&split))
        #expect(tie.winners == [0, 1])
        #expect(split.tally == .init(won: 0, split: 1, lost: 0))
        // Player 1 alone with the best hand.
        var won = rigged(.five, ["As Ah Ad 5c 6s", "2h 3d 4c 5s 7h", "Ks Kh 9d 8c 7s"])
        #expect(try #require(playOut(&won)).winners == [0])
        #expect(won.tally == .init(won: 1, split: 0, lost: 0))
        // The dealer wins.
        var lost = rigged(.five, ["2s 3h 4d 5c 9s", "2h 3d 4c 5s 7h", "Ks Kh 9d 8c 7s"])
        #expect(try #require(playOut(&lost)).winners == [2])
        #expect(lost.tally == .init(won: 0, split: 0, lost: 1))
    }

    @Test func everySeatIsDealtInTurnPlayerOneFirstTheDealerLast() {
        var game = rigged(.seven, ["As Ks Qs Js Ts 9s 8s", "Ah Kh Qh Jh Th 9h 8h", "Ad Kd Qd Jd Td 9d 8d"])
        #expect(game.apply(.deal).first == .streetDealt(number: 1, cards: 3, faceUp: 1))
        #expect(game.hands.map { $0.map(\.card) } == [cards("As Ks Qs"), cards("Ah Kh Qh"), cards("Ad Kd Qd")])
        #expect(game.hands.map { $0.map(\.faceUp) } == Array(repeating: [false, false, true], count: 3))
        for _ in 0..<4 { _ = game.apply(.deal) }
        #expect(
            game.hands.map { $0.map(\.faceUp) }
                == Array(repeating: [false, false, true, true, true, true, false], count: 3),
            "seven-card stud: two down and one up, three up, the last down")
        var five = rigged(.five, ["As Ks Qs Js Ts", "Ah Kh Qh Jh Th", "Ad Kd Qd Jd Td"])
        for _ in 0..<4 { _ = five.apply(.deal) }
        #expect(
            five.hands.map { $0.map(\.faceUp) } == Array(repeating: [false, true, true, true, true], count: 3),
            "five-card stud: one down, then up cards")
        #expect(
            five.hands.map { $0.map(\.card) } == [
                cards("As Ks Qs Js Ts"), cards("Ah Kh Qh Jh Th"), cards("Ad Kd Qd Jd Td"),
            ])
    }

    @Test func aDeckThatHoldsExactlyAHandDealsItThenReshuffles() throws {
        // Five-card stud, two players and the dealer: 15 cards a hand.
        var game = StudPoker(seed: 8, variant: .five, players: 2)
        _ = game.apply(.newGame)
        while game.phase != .showdown { _ = game.apply(.deal) }
        // Leave exactly one hand's cards in the deck (the others as if shown earlier).
        game.discards += game.deck.dropLast(15)
        game.deck = Array(game.deck.suffix(15))
        #expect(game.resumable)
        #expect(game.apply(.deal).first == .nextHand(number: 2, left: 15))
        while game.phase != .showdown { _ = game.apply(.deal) }
        #expect(game.deck.isEmpty && !game.resumable)
        #expect(game.apply(.deal).first == .reshuffled(left: 0, needed: 15))
    }

    @Test func givingUpTheFirstStreetIsFreeAfterItAHandIsLost() {
        var game = StudPoker(seed: 2)
        _ = game.apply(.newGame)
        #expect(!game.abandoningCounts)
        #expect(game.apply(.newGame).first == .shuffled, "a first street dealt again is the seed's shake")
        #expect(game.tally.lost == 0)
        _ = game.apply(.deal)
        #expect(game.abandoningCounts)
        #expect(game.apply(.newGame).first == .handAbandoned)
        #expect(game.tally.lost == 1)
    }
}
