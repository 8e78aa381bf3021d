import Testing

@testable import CardKit
@testable import SieteYMedia

private func card(_ rank: Int, _ suit: SpanishSuit = .oros) -> SpanishCard { SpanishCard(rank, suit) }
private func points(_ halves: Int) -> HalfPoints { HalfPoints(halves: halves) }

private func dealt(seed: UInt64 = 1, mode: SieteYMedia.BankMode = .real) -> SieteYMedia {
    var game = SieteYMedia(seed: seed, bankMode: mode)
    _ = game.apply(.newHand)
    return game
}

/// A dealt hand whose next cards are fixed: the player's `draws` in order, then the bank's
/// `bank` in order; the other cards of the deck lie under them.
private func rigged(_ draws: [SpanishCard], bank: [SpanishCard] = [], mode: SieteYMedia.BankMode = .real) -> SieteYMedia
{
    var game = dealt(mode: mode)
    let fixed = draws + bank
    game.deck = SpanishCard.deck.filter { !fixed.contains($0) } + fixed.reversed()
    return game
}

/// Every card is in exactly one place: deck, player's hand or bank's hand.
private func checkConservation(_ game: SieteYMedia, sourceLocation: SourceLocation = #_sourceLocation) {
    let all = game.deck + game.player + game.bank
    #expect(all.count == 40 && Set(all) == Set(SpanishCard.deck), sourceLocation: sourceLocation)
}

/// The core rules on fixed hands, each pinned by exact events, so that a rule bent by one
/// line (a threshold, a comparison, a value) fails here and not only in the soak.
@Suite struct SieteYMediaCoreRuleTests {
    @Test func theTurnEndsOnTheFirstCardOverSevenAndAHalf() {
        // 5, then 3: exactly 8, the smallest total over 7½ that whole cards make.
        var game = rigged([card(5), card(3), card(10)])
        #expect(game.apply(.hit) == [.playerDrew(card(5), total: points(10))])
        #expect(game.phase == .playerTurn)
        #expect(game.apply(.hit) == [.playerDrew(card(3), total: points(16)), .finished(.playerBust(points(16)))])
        #expect(game.phase == .playerLoses)
        #expect(game.tally == .init(wins: 0, losses: 1, draws: 0))
        #expect(game.bank.isEmpty && !game.bankHasPlayed, "the bank does not play against a player who went over")
        guard case .refused(.handOver(.hit, .playerBust(points(16)))) = game.apply(.hit).first else {
            Issue.record("a card after going over must be refused")
            return
        }
        #expect(game.player == [card(5), card(3)])
        checkConservation(game)
    }

    @Test func sevenAndAFigureIsExactlySevenAndAHalfAndStands() {
        // 7 and a sota: 7½. The player stands by themselves; the bank draws 7, then a
        // caballo: 7½ too, a draw.
        var game = rigged([card(7), card(10, .copas)], bank: [card(7, .bastos), card(11, .espadas)])
        _ = game.apply(.hit)
        #expect(
            game.apply(.hit) == [
                .playerDrew(card(10, .copas), total: .limit), .reachedSieteYMedia,
                .bankDrew(card(7, .bastos), total: points(14)), .bankDrew(card(11, .espadas), total: .limit),
                .bankStood(.limit), .finished(.tie(.limit)),
            ])
        #expect(game.phase == .draw && game.tally == .init(wins: 0, losses: 0, draws: 1))
        checkConservation(game)
    }

    @Test func sevenAndAnAceGoesOver() {
        var game = rigged([card(7), card(1)])
        _ = game.apply(.hit)
        #expect(game.apply(.hit) == [.playerDrew(card(1), total: points(16)), .finished(.playerBust(points(16)))])
    }

    @Test func figuresAreWorthAHalfAndTheRestTheirNumber() {
        var game = rigged([card(10), card(11), card(12), card(1), card(2)])
        let totals = (0..<5).map { _ in game.apply(.hit).first }
        #expect(
            totals == [
                .playerDrew(card(10), total: points(1)), .playerDrew(card(11), total: points(2)),
                .playerDrew(card(12), total: points(3)), .playerDrew(card(1), total: points(5)),
                .playerDrew(card(2), total: points(9)),
            ])
    }

    /// The real bank draws while it is below the player and stops on the first total that
    /// equals or beats the player's, or goes over.
    @Test(
        arguments: [
            // player's cards, bank's cards, the bank's last total, the result
            ([5], [3, 2, 7], 10, Outcome.tie(points(10))),
            ([6], [4, 3, 1], 14, .lower(player: points(12), bank: points(14))),
            ([6], [4, 5, 1], 18, .bankBust(bank: points(18))),
            ([7], [6, 10, 1], 15, .lower(player: points(14), bank: .limit)),
            ([4, 1], [10, 11, 12, 1, 3], 11, .lower(player: points(10), bank: points(11))),
        ] as [([Int], [Int], Int, Outcome)])
    func theRealBankDrawsWhileBelowThePlayer(_ mine: [Int], _ banks: [Int], _ last: Int, _ outcome: Outcome) {
        var game = rigged(mine.map { card($0) }, bank: banks.map { card($0, .espadas) })
        for _ in mine { _ = game.apply(.hit) }
        let events = game.apply(.stand)
        #expect(events.first == .playerStood(game.playerTotal))
        #expect(events.last == .finished(outcome))
        var total = 0
        let drawn = events.compactMap { event -> Int? in
            guard case .bankDrew(let card, let after) = event else { return nil }
            total += card.halfPoints.halves
            #expect(after == points(total))
            return card.rank
        }
        #expect(total == last)
        #expect(drawn == Array(banks.prefix(drawn.count)), "the bank draws its cards in order")
        #expect(events.contains(.bankStood(points(last))) == (last <= 15), "the bank stands unless it went over")
        #expect(game.phase == outcome.phase)
        checkConservation(game)
    }

    @Test(arguments: [
        (10, 10, Outcome.tie(points(10))), (11, 10, .higher(player: points(11), bank: points(10))),
        (9, 10, .lower(player: points(9), bank: points(10))), (15, 15, .tie(.limit)),
    ])
    func theSimpleBankComparesItsScore(_ player: Int, _ bank: Int, _ outcome: Outcome) {
        // Cards that make the player's total: a 1 to 7 and a figure for the half.
        var cards = player / 2 > 0 ? [card(player / 2)] : []
        if player % 2 == 1 { cards.append(card(10, .copas)) }
        var game = rigged(cards, mode: .simple)
        game.simpleBankScore = points(bank)
        var events: [SieteYMedia.Event] = []
        for _ in cards { events = game.apply(.hit) }
        if game.phase == .playerTurn { events = game.apply(.stand) }
        #expect(events.contains(.simpleBankRevealed(points(bank))))
        #expect(events.last == .finished(outcome))
        #expect(game.bank.isEmpty)
    }

    @Test func theSimpleBanksScoreIsOneToSevenAndAHalfInHalves() {
        var seen = Set<Int>()
        for seed in UInt64(0)..<300 { seen.insert(dealt(seed: seed, mode: .simple).simpleBankScore!.halves) }
        #expect(seen == Set(2...15))
    }

    @Test func everyResultCountsOnceInTheTally() {
        var game = rigged([card(5), card(4)])
        _ = game.apply(.hit)
        _ = game.apply(.hit)  // 9: over
        #expect(game.tally == .init(wins: 0, losses: 1, draws: 0))
        game = rigged([card(6)], bank: [card(7, .copas)])
        _ = game.apply(.hit)
        _ = game.apply(.stand)  // bank 7 beats 6
        #expect(game.tally == .init(wins: 0, losses: 1, draws: 0))
        game = rigged([card(6)], bank: [card(4, .copas), card(5, .copas)])
        _ = game.apply(.hit)
        _ = game.apply(.stand)  // bank 9: over
        #expect(game.tally == .init(wins: 1, losses: 0, draws: 0))
        game = rigged([card(6)], bank: [card(6, .copas)])
        _ = game.apply(.hit)
        _ = game.apply(.stand)  // 6 against 6
        #expect(game.tally == .init(wins: 0, losses: 0, draws: 1))
        game = rigged([card(6)])
        _ = game.apply(.hit)
        #expect(game.apply(.newHand).first == .handAbandoned)
        #expect(game.tally == .init(wins: 0, losses: 1, draws: 0), "a hand given up with cards is lost")
    }
}
