import Testing

@testable import CardKit
@testable import StudPoker

private func card(_ text: String) -> FrenchCard {
    guard let card = FrenchCard(reading: text) else { preconditionFailure("bad card \(text)") }
    return card
}

/// The cards in dealing order, street by street: `streets[k]` lists, for each seat still in
/// (in seat order), the cards it gets on street k+1.
private func dealt(_ streets: [[String]]) -> [FrenchCard] {
    var order: [FrenchCard] = []
    for street in streets {
        let hands = street.map { $0.split(separator: " ").map { card(String($0)) } }
        for p in 0..<hands[0].count { for hand in hands { order.append(hand[p]) } }
    }
    return order
}

/// A table of Player 1, Player 2 and the dealer where the test decides for every seat.
private func table(
    _ variant: StudPoker.Variant = .seven, players: Int = 2, stakes: Stakes = .standard,
    rule: HouseRule = .international
) -> LimitStud {
    var game = LimitStud(seed: 7, variant: variant, players: players, stakes: stakes, houseRule: rule)
    game.computerPlays = false
    return game
}

private func checkChips(_ game: LimitStud, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(game.chipsInPlay == game.totalBought, "chips created or lost", sourceLocation: sourceLocation)
    #expect(game.seats.allSatisfy { $0.chips >= 0 }, sourceLocation: sourceLocation)
}

extension LimitStud {
    /// Every seat to act checks (or calls) until the hand is over.
    mutating func checkDown() {
        while let seat = hand?.round?.toAct, handInPlay {
            let decisions = options(for: seat).map(\.decision)
            _ = perform(seat: seat, decisions.contains(.check) ? .check : .call)
        }
    }

    var toAct: Int? { hand?.round?.toAct }
    func decisions(_ seat: Int) -> [Decision] { options(for: seat).map(\.decision) }
}

@Suite struct LimitStudBettingTests {
    @Test func everySeatAntesAndTheLowestUpCardBringsInWithSuitsBreakingTies() {
        var game = table()
        let events = game.startHand(stacked: dealt([["As Ad 2d", "Ks Kd 2c", "Qs Qd 9h"]]))
        #expect(events.contains(.antes([1, 1, 1], allIn: [])))
        #expect(events.contains(.bringIn(seat: 1, card: card("2c"))), "2♣ is lower than 2♦")
        #expect(game.toAct == 1)
        #expect(game.decisions(1) == [.bringIn, .complete])
        #expect(game.options(for: 1).map(\.amount) == [3, 10])
        #expect(game.hand?.pot == 3)
        checkChips(game)
    }

    @Test func whenEverybodyCallsTheBringInTheRoundEndsWithoutItsOption() {
        var game = table()
        _ = game.startHand(stacked: dealt([["As Ad 2d", "Ks Kd 2c", "Qs Qd 9h"], ["7s", "8s", "Jh"]]))
        _ = game.perform(seat: 1, .bringIn)
        #expect(game.decisions(2) == [.fold, .call, .complete])
        _ = game.perform(seat: 2, .call)
        let events = game.perform(seat: 0, .call)
        #expect(events.contains(.streetDealt(number: 2)), "the bring-in does not act again")
        #expect(events.contains(.firstToAct(seat: 2, showing: Showing([card("9h"), card("Jh")]), suit: nil)))
        #expect(game.hand?.pot == 12)
        checkChips(game)
    }

    @Test func completingMakesTheBringInActAgain() {
        var game = table()
        _ = game.startHand(stacked: dealt([["As Ad 2d", "Ks Kd 2c", "Qs Qd 9h"]]))
        _ = game.perform(seat: 1, .bringIn)
        _ = game.perform(seat: 2, .complete)
        #expect(game.options(for: 0).map(\.decision) == [.fold, .call, .raise])
        #expect(game.options(for: 0).map(\.amount) == [0, 10, 20])
        _ = game.perform(seat: 0, .call)
        #expect(game.toAct == 1)
        #expect(game.options(for: 1).map(\.amount) == [0, 7, 17], "the bring-in owes the rest of the small bet")
        checkChips(game)
    }

    @Test func theBringInMayCompleteItself() {
        var game = table()
        _ = game.startHand(stacked: dealt([["As Ad 2d", "Ks Kd 2c", "Qs Qd 9h"]]))
        _ = game.perform(seat: 1, .complete)
        #expect(game.hand?.round?.raises == 1, "completing is the round's bet")
        #expect(game.options(for: 2).map(\.decision) == [.fold, .call, .raise])
    }

    @Test func aBetAndThreeRaisesCapARoundOfThree() {
        var game = table()
        _ = game.startHand(stacked: dealt([["As Ad 2d", "Ks Kd 2c", "Qs Qd 9h"]]))
        _ = game.perform(seat: 1, .bringIn)
        _ = game.perform(seat: 2, .complete)  // the bet
        _ = game.perform(seat: 0, .raise)
        _ = game.perform(seat: 1, .raise)
        _ = game.perform(seat: 2, .raise)  // the third raise
        #expect(game.hand?.round?.raises == 4)
        #expect(game.decisions(0) == [.fold, .call])
        #expect(
            game.apply(.act(.raise)) == [
                .refused(.notAllowed(.raise, reason: .capReached, options: game.playerOptions))
            ])
    }

    /// The bets and raises that ask more of Player 1's call are the others': Player 1's own
    /// raise says nothing about the others' hands (the advice and the decision's record alike).
    @Test func theAdviceCountsOnlyTheOthersBetsAndRaises() throws {
        var game = table()
        _ = game.startHand(stacked: dealt([["As Ad 2d", "Ks Kd 2c", "Qs Qd 9h"]]))
        _ = game.perform(seat: 1, .bringIn)
        _ = game.perform(seat: 2, .complete)  // the bet
        _ = game.perform(seat: 0, .raise)  // Player 1's own
        _ = game.perform(seat: 1, .raise)
        _ = game.perform(seat: 2, .raise)
        #expect(game.hand?.round?.raises == 4, "all four count toward the cap")
        #expect(game.hand?.round?.raises(against: 0) == 3)
        #expect(game.hand?.round?.raises(against: 1) == 3)
        let advice = try #require(game.advice(trials: 50))
        #expect(advice.raises == 3, "Player 1's raise is not counted against them")
        #expect(advice.callThreshold == Advice.callNeeds(potOdds: advice.potOdds!, raises: 3))
        _ = game.perform(seat: 0, .call)
        #expect(game.hand?.decisions.map(\.raises) == [1, 3], "the record counts the others' too")
    }

    @Test func headsUpThereIsNoCap() {
        var game = table()
        _ = game.startHand(stacked: dealt([["As Ad 2d", "Ks Kd 2c", "Qs Qd 9h"]]))
        _ = game.perform(seat: 1, .bringIn)
        _ = game.perform(seat: 2, .fold)
        _ = game.perform(seat: 0, .complete)
        for _ in 0..<6 {
            let seat = game.toAct!
            #expect(game.decisions(seat).contains(.raise))
            _ = game.perform(seat: seat, .raise)
        }
        #expect(game.hand?.round?.raises == 7)
        checkChips(game)
    }

    @Test func theLastPlayerLeftTakesThePotWithoutShowing() {
        var game = table()
        _ = game.startHand(stacked: dealt([["As Ad 2d", "Ks Kd 2c", "Qs Qd 9h"]]))
        _ = game.perform(seat: 1, .bringIn)
        _ = game.perform(seat: 2, .fold)
        let events = game.perform(seat: 0, .fold)
        #expect(events.contains(.wonUncontested(seat: 1, amount: 6)))
        #expect(game.hand?.result?.uncontested == 1)
        #expect(game.hand?.result?.best.allSatisfy { $0 == nil } == true, "nobody shows")
        #expect(game.hand?.result?.net == [-1, 2, -1])
        #expect(game.seats.map(\.chips) == [399, 402, 399])
        checkChips(game)
    }

    @Test func anAllInForLessMakesASidePotEachToItsOwnWinner() {
        var game = table()
        game.seats[1].chips = 5
        game.seats[1].bought = 5
        _ = game.startHand(
            stacked: dealt([
                ["3s 4d Kh", "As Ad Qc", "Ks Kd 2c"], ["7h", "Ah", "8c"], ["9d", "5s", "Tc"],
                ["Jd", "6h", "3h"], ["2d", "7c", "4s"],
            ]))
        _ = game.perform(seat: 2, .bringIn)
        _ = game.perform(seat: 0, .complete)
        let allIn = game.options(for: 1).first { $0.decision == .call }!
        #expect(allIn.amount == 4 && allIn.allIn)
        _ = game.perform(seat: 1, .call)
        _ = game.perform(seat: 2, .call)
        game.checkDown()
        let pots = game.hand!.result!.pots
        #expect(pots.map(\.amount) == [15, 12])
        #expect(pots.map(\.eligible) == [[0, 1, 2], [0, 2]])
        #expect(pots.map(\.winners) == [[1], [2]], "three aces take the main pot, the kings the side pot")
        #expect(game.seats.map(\.chips) == [389, 15, 401])
        checkChips(game)
    }

    @Test func aSplitPotGivesTheOddChipToTheHighestCardBySuit() {
        var game = table(stakes: Stakes(ante: 1, bringIn: 2, smallBet: 10, bigBet: 20, stack: 400))
        _ = game.startHand(
            stacked: dealt([
                ["2c 4d As", "7c 8c 2h", "3h 5s Ah"], ["Kd", "Ks"], ["Qh", "Qd"],
                ["Jc", "Jd"], ["9s", "9c"],
            ]))
        _ = game.perform(seat: 1, .bringIn)
        _ = game.perform(seat: 2, .complete)
        _ = game.perform(seat: 0, .call)
        _ = game.perform(seat: 1, .fold)
        #expect(game.hand?.pot == 25)
        game.checkDown()
        let pot = game.hand!.result!.pots[0]
        #expect(pot.winners == [0, 2])
        #expect(pot.reason == .tie)
        #expect(pot.shares == [13, 12], "Player 1 holds the ace of spades")
        #expect(pot.oddChips == [0])
        checkChips(game)
    }

    @Test func anOpenPairOnFourthStreetAllowsTheBigBet() {
        var game = table()
        _ = game.startHand(stacked: dealt([["As Ad 2d", "Ks Kd 2c", "Qs Qd 9h"], ["Jh", "8s", "9c"]]))
        _ = game.perform(seat: 1, .bringIn)
        _ = game.perform(seat: 2, .call)
        let events = game.perform(seat: 0, .call)
        #expect(events.contains(.bigBetAllowed(seat: 2)))
        #expect(events.contains(.firstToAct(seat: 2, showing: Showing([card("9h"), card("9c")]), suit: nil)))
        #expect(game.options(for: 2).map(\.decision) == [.check, .bet, .betBig])
        #expect(game.options(for: 2).map(\.amount) == [0, 10, 20])
        _ = game.perform(seat: 2, .bet)
        #expect(game.options(for: 0).map(\.decision) == [.fold, .call, .raise, .raiseBig])
        #expect(game.options(for: 0).map(\.total) == [0, 10, 20, 30])
        _ = game.perform(seat: 0, .raiseBig)
        #expect(game.options(for: 1).map(\.total) == [0, 30, 50], "once the big bet is in, raises are big")
    }

    @Test func fourthStreetWithoutAPairAndFiveCardStudKeepTheSmallBet() {
        var game = table()
        _ = game.startHand(stacked: dealt([["As Ad 2d", "Ks Kd 2c", "Qs Qd 9h"], ["7c", "8s", "Jh"]]))
        _ = game.perform(seat: 1, .bringIn)
        _ = game.perform(seat: 2, .call)
        _ = game.perform(seat: 0, .call)
        #expect(game.decisions(2) == [.check, .bet])

        var five = table(.five)
        _ = five.startHand(stacked: dealt([["As 2d", "Ks 2c", "Qs 9h"], ["2s", "8s", "Jh"]]))
        _ = five.perform(seat: 1, .bringIn)
        _ = five.perform(seat: 2, .call)
        _ = five.perform(seat: 0, .call)
        #expect(five.hand?.street == 2)
        #expect(five.toAct == 0, "a pair of twos showing")
        #expect(five.options(for: 0).map(\.decision) == [.check, .bet], "no double bet in five-card stud")
    }

    @Test func theBigBetFromTheThirdRound() {
        var game = table()
        _ = game.startHand(
            stacked: dealt([["As Ad 2d", "Ks Kd 2c", "Qs Qd 9h"], ["7c", "8s", "Jh"], ["3c", "4s", "5h"]]))
        _ = game.perform(seat: 1, .bringIn)
        _ = game.perform(seat: 2, .call)
        _ = game.perform(seat: 0, .call)
        _ = game.perform(seat: 2, .check)
        _ = game.perform(seat: 0, .check)
        _ = game.perform(seat: 1, .check)
        #expect(game.hand?.street == 3)
        let seat = game.toAct!
        #expect(game.options(for: seat).first { $0.decision == .bet }?.amount == 20)
    }

    @Test func anAllInForLessThanHalfARaiseDoesNotReopenTheBetting() {
        for (chips, reopens) in [(26, false), (34, true)] {
            var game = table()
            game.seats[1].chips = chips
            game.seats[1].bought = chips
            _ = game.startHand(
                stacked: dealt([["As Ad 2d", "Ks Kd 2c", "Qs Qd 9h"], ["7c", "8s", "Jh"], ["3c", "4s", "5h"]]))
            _ = game.perform(seat: 1, .bringIn)  // 3 (ante 1): 22 or 30 left
            _ = game.perform(seat: 2, .call)
            _ = game.perform(seat: 0, .call)
            for seat in [2, 0, 1] { _ = game.perform(seat: seat, .check) }
            // Third round, big bets: the dealer (J-5 showing) bets 20, Player 1 calls, Player 2
            // raises all in (to 22: 2 more, or to 30: 10 more, half a raise of 20).
            #expect(game.toAct == 2)
            _ = game.perform(seat: 2, .bet)
            _ = game.perform(seat: 0, .call)
            let raise = game.options(for: 1).first { $0.decision == .raise }!
            #expect(raise.allIn)
            _ = game.perform(seat: 1, .raise)
            #expect(game.toAct == 2)
            #expect(game.decisions(2).contains(.raise) == reopens)
            checkChips(game)
        }
    }

    @Test func theBringInMustOpen() {
        var game = table()
        _ = game.startHand(stacked: dealt([["Ks Kd 2c", "As Ad 2d", "Qs Qd 9h"]]))
        let options = game.playerOptions
        #expect(options.map(\.decision) == [.bringIn, .complete])
        #expect(
            game.apply(.act(.fold)) == [.refused(.notAllowed(.fold, reason: .bringInFirst(seat: 0), options: options))])
        #expect(
            game.apply(.act(.check)) == [
                .refused(.notAllowed(.check, reason: .bringInFirst(seat: 0), options: options))
            ])
    }

    /// Around the bring-in, every refusal names the rule and points at what is allowed: facing
    /// the bring-in alone, `bet` and `raise` both say to complete (never "raise instead" and
    /// "bet instead" in turn).
    @Test func aBringInAloneIsCompletedNeitherBetNorRaised() {
        var game = table()
        _ = game.startHand(stacked: dealt([["2d As Ad", "Ks Kd 3c", "Qs Qd 9h"]]))
        _ = game.perform(seat: 1, .bringIn)
        _ = game.perform(seat: 2, .call)
        let before = game
        let options = game.playerOptions
        #expect(options.map(\.decision) == [.fold, .call, .complete])
        for decision in [Decision.bet, .raise, .betBig, .raiseBig] {
            #expect(
                game.apply(.act(decision)) == [
                    .refused(.notAllowed(decision, reason: .bringInOnly(bringIn: 3, complete: 10), options: options))
                ], "\(decision)")
        }
        #expect(
            game.apply(.act(.check)) == [.refused(.notAllowed(.check, reason: .betToCall(owed: 3), options: options))])
        #expect(
            game.apply(.act(.bringIn)) == [
                .refused(.notAllowed(.bringIn, reason: .bringInMade(seat: 1), options: options))
            ])
        #expect(game == before)
        // Completed, the round has its bet: now a raise, never a bet or another completion.
        _ = game.apply(.act(.complete))
        #expect(game.decisions(1) == [.fold, .call, .raise])
    }

    @Test func theBringInSeatOpensWithTheBringInOrACompletion() {
        var game = table()
        _ = game.startHand(stacked: dealt([["Ks Kd 2c", "As Ad 2d", "Qs Qd 9h"]]))
        let options = game.playerOptions
        for decision in [Decision.bet, .raise, .call, .fold, .check] {
            #expect(
                game.apply(.act(decision)) == [
                    .refused(.notAllowed(decision, reason: .bringInFirst(seat: 0), options: options))
                ], "\(decision)")
        }
        _ = game.apply(.act(.bringIn))
        _ = game.perform(seat: 1, .complete)
        _ = game.perform(seat: 2, .call)
        let facing = game.playerOptions
        #expect(facing.map(\.decision) == [.fold, .call, .raise])
        #expect(game.apply(.act(.bet)) == [.refused(.notAllowed(.bet, reason: .alreadyBet, options: facing))])
        #expect(
            game.apply(.act(.complete)) == [.refused(.notAllowed(.complete, reason: .noCompletion, options: facing))])
        #expect(
            game.apply(.act(.bringIn)) == [
                .refused(.notAllowed(.bringIn, reason: .bringInMade(seat: 0), options: facing))
            ])
    }

    @Test func refusedDecisionsSayWhyAndChangeNothing() {
        var game = table()
        _ = game.startHand(stacked: dealt([["2d As Ad", "Ks Kd 3c", "Qs Qd 9h"]]))
        #expect(game.apply(.act(.call)) == [.refused(.notAllowed(.call, reason: .bringInFirst(seat: 1), options: []))])
        _ = game.perform(seat: 1, .bringIn)
        _ = game.perform(seat: 2, .complete)
        let before = game
        let options = game.playerOptions
        #expect(
            game.apply(.act(.check)) == [.refused(.notAllowed(.check, reason: .betToCall(owed: 10), options: options))])
        #expect(game.apply(.act(.bet)) == [.refused(.notAllowed(.bet, reason: .alreadyBet, options: options))])
        #expect(
            game.apply(.act(.bringIn)) == [
                .refused(.notAllowed(.bringIn, reason: .bringInMade(seat: 1), options: options))
            ])
        #expect(game.apply(.deal) == [.refused(.handInPlay(options: options))])
        #expect(game.apply(.rebuy) == [.refused(.notBroke(chips: 399))])
        #expect(game.apply(.setPlayers(3)) == [.refused(.handInPlay(options: options))])
        #expect(game == before)
    }
}
