import Testing

@testable import CardKit
@testable import Matgo

/// Every special event on a prepared hand. Codes: month and kind (`1g` 광, `2y` 열끗, `3t` 띠,
/// `11s` 쌍피, `4p`/`4p2` the two 피); the pile's cards in the order they are turned.
@Suite struct MatgoEventTests {
    func game(
        _ mine: String, _ theirs: String = "10p 10p2", table: String, pile: String, taken: [String] = ["", ""],
        turn: Int = 0
    ) -> Matgo {
        Matgo.prepared(
            hands: [HwatuCard.list(mine), HwatuCard.list(theirs)], table: HwatuCard.list(table),
            pileTop: HwatuCard.list(pile), taken: taken.map { HwatuCard.list($0) }, turn: turn)!
    }

    func card(_ code: String) -> HwatuCard { HwatuCard(code: code)! }

    @Test func aCardTakesItsMonthAndThePileCardIsLaid() {
        var g = game("1g 5y", table: "1p 6p", pile: "7p")
        let events = g.apply(.play(0))
        #expect(
            events == [
                .played(player: 0, card: card("1g")), .turned(player: 0, card: card("7p")),
                .took(player: 0, cards: [card("1g"), card("1p")]), .laid(player: 0, card: card("7p")),
            ])
        #expect(g.taken[0] == [card("1g"), card("1p")] && g.table == [card("6p"), card("7p")] && g.turn == 1)
        #expect(g.cardProblems == [])
    }

    @Test func twoCardsOfAMonthAreAChoiceUnlessAlike() {
        var g = game("1g 5y", table: "1t 1p 6p", pile: "7p")
        let events = g.apply(.play(0))
        #expect(events.last == .choose(player: 0, taker: card("1g"), options: [card("1t"), card("1p")]))
        #expect(g.phase == .choosing)
        #expect(g.apply(.play(0)) == [.refused(.mustChoose(options: [card("1t"), card("1p")]))])
        #expect(g.apply(.choose(2)) == [.refused(.noSuchOption(3))])
        #expect(
            g.apply(.choose(0)).prefix(3) == [
                .turned(player: 0, card: card("7p")), .took(player: 0, cards: [card("1g"), card("1t")]),
                .laid(player: 0, card: card("7p")),
            ])
        #expect(g.table.contains(card("1p")) && g.phase == .playing && g.turn == 1)
        // Two plain 피: taken without a question.
        var alike = game("1g 5y", table: "1p 1p2 6p", pile: "7p")
        #expect(!alike.apply(.play(0)).contains { if case .choose = $0 { true } else { false } })
        #expect(alike.taken[0].count == 2 && alike.phase == .playing)
    }

    @Test func ppeokSticksThreeAndTheFourthTakesThemWithAPi() {
        var g = game("1g 5y", "1p2 6y", table: "1p 8p", pile: "1t 9p", taken: ["3p", "4p"])
        let events = g.apply(.play(0))
        #expect(events.contains(.ppeok(player: 0, month: 1)))
        #expect(g.onTable(month: 1).count == 3 && g.taken[0] == [card("3p")] && g.stuck[1] == 0)
        // The other player plays the fourth: all four, and a 피 from the one who made the 뻑.
        let next = g.apply(.play(0))
        #expect(next.contains(.tookStuck(player: 1, month: 1, own: false)))
        #expect(next.contains(.stole(player: 1, card: card("3p"))))
        #expect(g.onTable(month: 1).isEmpty && g.taken[1].filter { $0.month == 1 }.count == 4)
        #expect(g.cardProblems == [])
    }

    @Test func ownPpeokTakenBackIsWorthTwoPi() {
        var g = game("1g 1p2 5y", "6y 7y", table: "1p 8p", pile: "1t 9p 10p", taken: ["", "3p 4p"])
        _ = g.apply(.play(0))
        _ = g.apply(.play(0))
        let mine = g.apply(.play(0))  // 1p2 is the first card of the hand
        #expect(mine.contains(.tookStuck(player: 0, month: 1, own: true)))
        #expect(mine.filter { if case .stole = $0 { true } else { false } }.count == 2)
    }

    @Test func jjokTakesThePileCardAndAPi() {
        var g = game("2y 5y", table: "6p", pile: "2p", taken: ["", "3p"])
        let events = g.apply(.play(0))
        #expect(events.contains(.jjok(player: 0, month: 2)))
        #expect(events.contains(.stole(player: 0, card: card("3p"))))
        #expect(g.taken[0].contains(card("2y")) && g.taken[0].contains(card("2p")))
    }

    @Test func ttadakTakesAllFourAndAPi() {
        var g = game("3g 5y", table: "3t 3p 6p", pile: "3p2", taken: ["", "4p"])
        // The choice for the card played comes first; the pile's card of the month then takes all four.
        #expect(g.apply(.play(0)).last == .choose(player: 0, taker: card("3g"), options: [card("3t"), card("3p")]))
        let events = g.apply(.choose(1))
        #expect(events.contains(.ttadak(player: 0, month: 3)))
        #expect(g.taken[0].filter { $0.month == 3 }.count == 4)
        #expect(events.contains(.stole(player: 0, card: card("4p"))))
        #expect(!events.contains { if case .choose = $0 { true } else { false } })
        #expect(g.cardProblems == [])
    }

    @Test func thePlayedCardsChoiceComesBeforeThePileCardIsTurned() {
        var g = game("3g 5y", table: "3t 3p 6t 6p", pile: "6y 8p")
        let played = g.apply(.play(0))
        #expect(
            played == [
                .played(player: 0, card: card("3g")),
                .choose(player: 0, taker: card("3g"), options: [card("3t"), card("3p")]),
            ])
        #expect(g.phase == .choosing && g.pile.last == card("6y") && g.cardProblems == [])
        // Choosing turns the pile's card, which asks its own choice when it has two.
        let chosen = g.apply(.choose(1))
        #expect(
            chosen == [
                .turned(player: 0, card: card("6y")), .took(player: 0, cards: [card("3g"), card("3p")]),
                .choose(player: 0, taker: card("6y"), options: [card("6t"), card("6p")]),
            ])
        #expect(g.phase == .choosing && g.table.contains(card("3t")) && g.cardProblems == [])
        #expect(g.apply(.choose(0)).first == .took(player: 0, cards: [card("6y"), card("6t")]))
        #expect(g.phase == .playing && g.turn == 1 && g.cardProblems == [])
        #expect(g.taken[0] == [card("3g"), card("3p"), card("6y"), card("6t")])
    }

    @Test func sweepTakesAPi() {
        var g = game("1g 5y", table: "1p 2p", pile: "2y", taken: ["", "11s"])
        let events = g.apply(.play(0))
        #expect(g.table.isEmpty)
        #expect(events.contains(.sweep(player: 0)))
        // Only a 쌍피 to take: it goes.
        #expect(events.contains(.stole(player: 0, card: card("11s"))))
    }

    @Test func bombPlaysThreeTakesFourDoublesAndGivesTwoFreeTurns() {
        var g = game("4y 4t 4p 5y", table: "4p2 6p", pile: "7p 8p", taken: ["", "9p"])
        #expect(g.bombable(0) == [4])
        let events = g.apply(.play(1))
        #expect(events.contains(.bombed(player: 0, cards: [card("4y"), card("4t"), card("4p")])))
        #expect(g.taken[0].filter { $0.month == 4 }.count == 4)
        #expect(g.bombs[0] == 1 && g.freeFlips[0] == 2 && g.hands[0] == [card("5y")])
        #expect(events.contains(.stole(player: 0, card: card("9p"))))
        #expect(g.cardProblems == [])
        // The other player's turn; then a free turn turns the pile's card alone.
        #expect(g.apply(.flip) == [.refused(.noFreeFlip)])
        _ = g.apply(.play(0))
        #expect(g.apply(.flip).first == .flippedOnly(player: 0))
        #expect(g.freeFlips[0] == 1 && g.hands[0] == [card("5y")])
    }

    @Test func shakeShowsThreeAndDoubles() {
        var g = game("5y 5t 5p 6y", table: "7p", pile: "8p")
        #expect(g.shakable(0) == [5])
        #expect(g.apply(.shake(3)) == [.refused(.shakeNeedsThree(card: card("6y"), held: 1))])
        let events = g.apply(.shake(0))
        #expect(events.first == .shook(player: 0, cards: [card("5y"), card("5t"), card("5p")]))
        #expect(g.shakes[0] == 1 && g.shown[0] == [5])
        var bomb = game("4y 4t 4p 5y", table: "4p2", pile: "7p")
        #expect(bomb.apply(.shake(0)) == [.refused(.shakeWithTableCard(card: card("4y")))])
    }

    @Test func chongtongAtTheDealWinsAtOnce() {
        var found = false
        for seed in UInt64(1)...3000 {
            var g = Matgo(seed: seed)
            let events = g.apply(.newGame)
            guard let event = events.first(where: { if case .chongtong = $0 { true } else { false } }) else {
                continue
            }
            guard case .chongtong(let player, let month, let points) = event else { continue }
            #expect(g.hands[player].filter { $0.month == month }.count == 4)
            #expect(points == Matgo.chongtongPoints && g.phase == .over)
            found = true
            break
        }
        #expect(found)
    }

    @Test func fourOfAMonthOnTheTableIsDealtAgain() {
        var found = false
        for seed in UInt64(1)...20000 {
            var g = Matgo(seed: seed)
            let events = g.apply(.newGame)
            guard events.contains(where: { if case .redealt = $0 { true } else { false } }) else { continue }
            #expect((1...12).allSatisfy { m in g.onTable(month: m).count < 4 })
            found = true
            break
        }
        #expect(found)
    }

    @Test func sevenPointsAskGoOrStopAndGoAddsAPoint() {
        // Six 열끗 taken, two of them birds: 2 points. 8g takes 8y: seven 열끗 (3) + 고도리 (5) = 8.
        var g = game(
            "8g 5t", "11p 11p2", table: "8y 9p", pile: "10p 12y 9p2", taken: ["2y 4y 5y 6y 7y 10y", "1p"])
        #expect(g.apply(.go) == [.refused(.notEnoughPoints(points: 2, needed: 7))])
        var events = g.apply(.play(1))
        #expect(events.last == .mayGo(player: 0, points: 8))
        #expect(g.phase == .deciding)
        #expect(g.apply(.play(0)) == [.refused(.mustDecide(points: 8))])
        events = g.apply(.go)
        #expect(events == [.went(player: 0, gos: 1, points: 8)])
        #expect(g.turn == 1 && g.gos[0] == 1)
        var stopped = game(
            "8g 5t", "11p 11p2", table: "8y 9p", pile: "10p 12y 9p2", taken: ["2y 4y 5y 6y 7y 10y", "1p"])
        _ = stopped.apply(.play(1))
        events = stopped.apply(.stop)
        guard case .won(0, let payout)? = stopped.outcome else {
            Issue.record("not won")
            return
        }
        // 8 points, 멍박 (seven 열끗): 16; the loser holds no 광, but the winner has none to score.
        #expect(payout.meongBak && !payout.gwangBak && payout.total == 16)
        #expect(events.last == .won(player: 0, payout: payout))
    }

    @Test func aGoThatTheOtherBeatsIsGoBak() {
        var short = game(
            "10p 9t", "2y 6p", table: "2t 9p", pile: "11p 11p2", taken: ["1p", "1t 3t 4t 5y 6y 7y 10y 12y"], turn: 1)
        short.setGos(0, 1, points: 7)
        let events = short.apply(.play(0))
        // 2y takes 2t: six 열끗 (2) + 홍단 (3), four 띠 (0) = 5: not yet.
        #expect(!events.contains { if case .mayGo = $0 { true } else { false } })
        var k = game(
            "10p 9t", "2y 6p", table: "2t 9p", pile: "11p 11p2", taken: ["1p", "1t 3t 4t 5t 5y 6y 7y 10y 12y 8y"],
            turn: 1)
        k.setGos(0, 1, points: 7)
        _ = k.apply(.play(0))
        // Seven 열끗 (3) + 홍단 (3) + five 띠 (1) = 7: player 1 may stop; 0's 고 makes it 고박.
        #expect(k.phase == .deciding && k.turn == 1)
        _ = k.apply(.stop)
        guard case .won(1, let payout)? = k.outcome else {
            Issue.record("not won")
            return
        }
        // 7, 고박 and 멍박: × 4 = 28.
        #expect(payout.score.total == 7 && payout.goBak && payout.meongBak)
        #expect(payout.total == 28)
    }

    @Test func nobodyAtSevenIsNagariAndTheNextHandDoubles() {
        var found = false
        var rng = SeededRNG(seed: 5)
        for seed in UInt64(1)...400 {
            var g = Matgo(seed: seed)
            _ = g.apply(.newGame)
            g.playOut([.random, .random], rng: &rng)
            guard g.outcome == .nagari else { continue }
            #expect(g.nagari == 1)
            let events = g.apply(.newGame)
            #expect(events.contains(.dealt(starter: g.starter, nagari: 1)))
            #expect(g.payout(for: 0).nagari == 1)
            found = true
            break
        }
        #expect(found)
    }

    @Test func pibakAndGwangbakNeedTheWinnerToScoreThem() {
        let g = game(
            "10p", "10p2", table: "", pile: "",
            taken: ["1g 3g 8g 1p 1p2 2p 2p2 3p 3p2 4p 4p2 5p 5p2 6p", "7p 12g"])
        let payout = g.payout(for: 0)
        // 삼광 3 + 피 eleven 2 = 5; the loser has one 피 and a 광: 피박 only.
        #expect(payout.score.total == 5 && payout.piBak && !payout.gwangBak)
        let none = game(
            "10p", "10p2", table: "", pile: "", taken: ["1g 3g 8g 2y 4y 8y", "7p 7p2 9p 9p2 11p 11p2 12s 5y"])
        let p2 = none.payout(for: 0)
        #expect(p2.gwangBak && !p2.piBak)
    }

    @Test func refusalsChangeNothing() {
        var g = Matgo(seed: 1)
        #expect(g.apply(.play(0)) == [.refused(.notStarted)])
        _ = g.apply(.newGame)
        let before = g
        #expect(g.apply(.play(10)) == [.refused(.noSuchCard(position: 10, count: 10))] || g.phase == .over)
        #expect(g.apply(.choose(0)) == [.refused(.nothingToChoose)] || g.phase == .over)
        #expect(g.apply(.flip) == [.refused(.noFreeFlip)] || g.phase == .over)
        #expect(g == before)
    }
}
