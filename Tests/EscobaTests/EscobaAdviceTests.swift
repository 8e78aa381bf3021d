import Testing

@testable import CardKit
@testable import Escoba

/// A turn named by places or by values, and the table a move leaves.
@Suite struct EscobaNamingTests {
    @Test func placesNameTheHandCardThenTheTableCards() {
        let game = prepared(hand: "5c 2o 3e", table: "12o 4c 6e 1o", other: "1c 1e 1b")
        #expect(game.move(atPlaces: [1, 2, 3]) == .success(.init(card("5c"), take: cards("4c 6e"))))
        #expect(game.move(atPlaces: [3]) == .success(.init(card("3e"))))
        #expect(game.move(atPlaces: [4, 1]) == .failure(.noHandCard(place: 4, count: 3)))
        #expect(game.move(atPlaces: [0]) == .failure(.noHandCard(place: 0, count: 3)))
        #expect(game.move(atPlaces: [1, 5]) == .failure(.noTableCard(place: 5, count: 4)))
        #expect(game.move(atPlaces: [1, 2, 3, 2]) == .failure(.repeated(place: 2)))
    }

    @Test func placesReadBackTheMove() {
        let game = prepared(hand: "5c 2o 3e", table: "12o 4c 6e 1o", other: "1c 1e 1b")
        for move in game.legalMoves(for: 0) {
            #expect(game.move(atPlaces: game.places(of: move)) == .success(move))
        }
        #expect(game.places(of: .init(card("2o"), take: cards("1o 12o"))) == [2, 4, 1])
    }

    @Test func valuesNameTheTakeTheyMake() {
        let game = prepared(hand: "5c 2o 3e", table: "12o 4c 6e 1o", other: "1c 1e 1b")
        #expect(game.take(values: [5, 4, 6]) == .init(card("5c"), take: cards("4c 6e")))
        // The card played need not come first: no 4 in hand, the 5 is.
        #expect(game.take(values: [4, 6, 5]) == .init(card("5c"), take: cards("4c 6e")))
        #expect(game.take(values: [5, 10]) == .init(card("5c"), take: cards("12o")))
        #expect(game.take(values: [5, 4, 5]) == nil)  // not fifteen
        #expect(game.take(values: [7, 8]) == nil)  // fifteen, but no 7 in hand nor 8 on the table
        #expect(game.take(values: [3, 12]) == nil)
    }

    @Test func ofCardsAlikeTheValuesTakeTheBetter() {
        // 3 with a rey: the rey de oros is worth more than the rey de copas.
        let game = prepared(hand: "3e 1b", table: "12c 2e 12o", other: "1c 1e 4b")
        #expect(game.take(values: [3, 2, 10]) == .init(card("3e"), take: cards("2e 12o")))
        #expect(game.take(values: [3, 10, 2]) == .init(card("3e"), take: cards("2e 12o")))
    }

    @Test func theTableAfterAMove() {
        let game = prepared(hand: "5c 2o 3e", table: "12o 4c 6e", other: "1c 1e 1b")
        #expect(game.tableAfter(.init(card("5c"), take: cards("4c 6e"))) == cards("12o"))
        #expect(game.tableAfter(.init(card("2o"))) == cards("12o 4c 6e 2o"))
    }

    @Test func aMovesValuesAndSum() {
        let move = EscobaGame.Move(card("11c"), take: cards("1o 5e"))
        #expect(move.values == [9, 1, 5])
        #expect(move.sum == 15)
        #expect(cards("7o 7c 1o 12o 5e").oros == 3)
        #expect(cards("7o 7c 1o 12o 5e").sevens == 2)
    }
}

/// What `hint` and the coach read: the best move and why, what a move leaves, the verdict on a
/// move, and what would make a take fifteen.
@Suite struct EscobaAdviceTests {
    func rated(_ game: EscobaGame, _ move: EscobaGame.Move) -> Opponent.Rated {
        game.ratedMoves.first { $0.move == move }!
    }

    @Test func whatAMoveLeaves() {
        let game = prepared(hand: "12b 3c 2o", table: "7e 2c 6o", other: "3e 3b 4b")
        #expect(game.leaves(rated(game, .init(card("2o"), take: cards("7e 6o")))) == .safe(sum: 2))
        let sweep = prepared(hand: "5c 12b 3c", table: "4c 6e", other: "3e 3b 4b")
        #expect(sweep.leaves(rated(sweep, .init(card("5c"), take: cards("4c 6e")))) == .nothing)
        // The 3 left makes 13: a 2 sweeps it; the rey makes 20, which nothing sweeps.
        #expect(sweep.leaves(rated(sweep, .init(card("3c")))) == .sweep(sum: 13, by: 2))
        #expect(sweep.leaves(rated(sweep, .init(card("12b")))) == .safe(sum: 20))
    }

    @Test func whyTheBestIsBest() throws {
        let escoba = prepared(hand: "5c 2o 12b", table: "4c 6e 3c", other: "1c 1e 1b")
        let sweep = try #require(Opponent.best(of: escoba.ratedMoves))
        #expect(sweep.move == .init(card("2o"), take: cards("4c 6e 3c")))
        #expect(escoba.reason(sweep) == .escoba)
        let siete = prepared(hand: "1c 10o", table: "7o 2e 6c", other: "3c 3e 3b")
        let best = try #require(Opponent.best(of: siete.ratedMoves))
        guard case .sieteDeOros = siete.reason(best) else {
            Issue.record("\(siete.reason(best))")
            return
        }
        let oros = prepared(hand: "3c", table: "12o 2e 12c 2b", other: "3e 3b 4b")
        let take = try #require(Opponent.best(of: oros.ratedMoves))
        // The 3 takes a rey and a 2, the rey de oros among them; a 3 would sweep the 12 left.
        #expect(oros.reason(take) == .take(cards: 3, oros: 1, sevens: 0, .sweep(sum: 12, by: 3)))
        let none = prepared(hand: "12b 3c", table: "7e 2c", other: "3e 3b 4b")
        let left = try #require(Opponent.best(of: none.ratedMoves))
        #expect(none.reason(left) == .leave(card("12b"), .safe(sum: 19)))
    }

    @Test func theVerdictOnAMove() {
        // 2o sweeps 4c 6e 3b; taking 5 with 4 and 6 lets the escoba go.
        let sweep = prepared(hand: "2o 5c 12b", table: "4c 6e 3b", other: "1c 1e 1b")
        let escoba = EscobaGame.Move(card("2o"), take: cards("4c 6e 3b"))
        #expect(sweep.verdict(on: .init(card("5c"), take: cards("4c 6e"))) == .missedEscoba(escoba))
        #expect(sweep.verdict(on: escoba) == nil)
        let siete = prepared(hand: "10c 3e 2b", table: "7o 12c 12e", other: "1c 1e 1b")
        #expect(siete.verdict(on: .init(card("10c"), take: cards("7o"))) == .sieteDeOros)
        let take = prepared(hand: "5c 4e 2b", table: "12c 12e 12o", other: "1c 1e 1b")
        guard case .betterTake(let better) = take.verdict(on: .init(card("4e"))) else {
            Issue.record("\(String(describing: take.verdict(on: .init(card("4e")))))")
            return
        }
        #expect(better.card == card("5c") && better.isTake)
        // Nothing takes; the 3 left makes 12 (a 3 sweeps), the rey 19 (nothing does).
        let risk = prepared(hand: "12b 3c", table: "7e 2c", other: "3e 3b 4b")
        #expect(risk.verdict(on: .init(card("3c"))) == .leavesSweep(sum: 12, by: 3))
        #expect(risk.verdict(on: .init(card("12b"))) == nil)
        #expect(risk.verdict(on: .init(card("7o"))) == nil)  // not a move of the hand
    }

    @Test func theBestMoveIsNeverFaulted() {
        for seed in UInt64(1)...12 {
            var game = EscobaGame(seed: seed)
            _ = game.apply(.newGame)
            var turns = 0
            while game.phase == .playing, turns < 40, let best = Opponent.best(of: game.ratedMoves) {
                let verdict = game.verdict(on: best.move)
                #expect(
                    verdict == nil || verdict == .sieteDeOros,
                    "seed \(seed) turn \(turns): \(String(describing: verdict))")
                _ = game.apply(.play(best.move))
                turns += 1
            }
        }
    }

    @Test func whatMakesATakeFifteen() {
        let game = prepared(hand: "5c 2o 3e", table: "12o 4c 6e 1o", other: "1c 1e 1b")
        // 5 + 4 = 9: the 6 on the table makes it.
        #expect(game.fix(.init(card("5c"), take: cards("4c"))) == .add(6, card("6e")))
        // 2 + 10 = 12: no 3 on the table.
        #expect(game.fix(.init(card("2o"), take: cards("12o"))) == .add(3, nil))
        // 5 + 10 + 1 = 16: the ace is one too many.
        #expect(game.fix(.init(card("5c"), take: cards("12o 1o"))) == .drop(1, card("1o")))
        // 5 + 10 + 4 + 6 = 25: no card of 10 too many but the rey.
        #expect(game.fix(.init(card("5c"), take: cards("12o 4c 6e"))) == .drop(10, card("12o")))
        #expect(game.fix(.init(card("3e"), take: cards("12o 4c 6e"))) == .drop(8, nil))
    }
}

/// The round as it stands, who won, and a lesson's last deal.
@Suite struct EscobaRoundSoFarTests {
    @Test func theWinnerOnceTheGameIsOver() {
        let rest = allBut("5c 4c 6e 1c")
        var won = prepared(hand: "5c", table: "4c 6e", other: "1c", piles: ["", rest], deck: "", scores: [14, 0])
        #expect(won.winner == nil)
        _ = won.apply(.play(.init(card("5c"), take: cards("4c 6e"))))
        #expect(won.phase == .over && won.winner == 0)
        // The rest of the deck already the computer's: its count takes it past 15.
        var lost = prepared(hand: "5c", table: "4c 6e", other: "1c", piles: ["", rest], deck: "", scores: [0, 14])
        _ = lost.apply(.play(.init(card("5c"), take: cards("4c 6e"))))
        #expect(lost.phase == .over && lost.winner == 1)
    }

    @Test func theCountSoFarReadsThePiles() {
        let game = prepared(
            hand: "5c", table: "4c", other: "1c", piles: ["7o 7c 1o 12o", "6e 2b"], escobas: [1, 0])
        let count = game.countSoFar
        #expect(count.cards == [4, 2])
        #expect(count.oros == [3, 0])
        #expect(count.sevens == [2, 0])
        #expect(count.escobas == [1, 0])
        #expect(count.sieteDeOros == 0)
    }

    @Test func theLastDealSharesTheRestBetweenThePiles() throws {
        let game = try #require(
            EscobaGame.lastDeal(
                hand: cards("5c 12b"), table: cards("12o 3e 10c"), other: cards("4b 6e"), mine: cards("7o"),
                scores: [14, 9]))
        #expect(game.deck.isEmpty)
        #expect(game.piles[0].first == card("7o"))
        #expect(game.piles[0].count == 1 + 16 && game.piles[1].count == 16)
        let rest = SpanishCard.deck.filter { !cards("5c 12b 12o 3e 10c 4b 6e 7o").contains($0) }
        #expect(Array(game.piles[0].dropFirst()) == stride(from: 0, to: rest.count, by: 2).map { rest[$0] })
        #expect(game.scores == [14, 9])
        #expect(game.problems.isEmpty, "\(game.problems)")
        #expect(EscobaGame.lastDeal(hand: cards("5c"), table: cards("5c"), other: [], mine: []) == nil)
    }
}
