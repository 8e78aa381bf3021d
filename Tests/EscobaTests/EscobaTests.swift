import Testing

@testable import CardKit
@testable import Escoba

func cards(_ codes: String) -> [SpanishCard] {
    codes.split(separator: " ").map { SpanishCard(code: String($0))! }
}

func card(_ code: String) -> SpanishCard { SpanishCard(code: code)! }

/// Every card of the deck but these, as codes.
func allBut(_ codes: String) -> String {
    let named = cards(codes)
    return SpanishCard.deck.filter { !named.contains($0) }.map(\.code).joined(separator: " ")
}

/// A two-player game set up on purpose; the computer holds `other`.
func prepared(
    hand: String, table: String, other: String = "", piles: [String] = [], deck: String? = nil,
    escobas: [Int] = [], scores: [Int] = [], target: Int = 15
) -> EscobaGame {
    let game = EscobaGame.prepared(
        hand: cards(hand), table: cards(table), others: [cards(other)], piles: piles.map(cards),
        deck: deck.map(cards), escobas: escobas, scores: scores, target: target)
    return game!
}

@Suite struct EscobaValueTests {
    @Test func valuesAreTheEscobaValues() {
        #expect(card("1o").escobaValue == 1)
        #expect(card("7c").escobaValue == 7)
        #expect(card("10e").escobaValue == 8)
        #expect(card("11b").escobaValue == 9)
        #expect(card("12o").escobaValue == 10)
        #expect(SpanishCard.deck.map(\.escobaValue).reduce(0, +) == 4 * 55)
        #expect(card("7o").isSieteDeOros && !card("7c").isSieteDeOros)
    }

    @Test func codesReadBack() {
        for c in SpanishCard.deck { #expect(SpanishCard(code: c.code) == c) }
        #expect(SpanishCard(code: "8o") == nil)
        #expect(SpanishCard(code: "7x") == nil)
        #expect(SpanishCard(code: "") == nil)
    }
}

@Suite struct EscobaTakeTests {
    @Test func everySetThatMakesFifteen() {
        // A 5 with 10 (rey), 4+6, 1+3+6, 4+... on the table 12o 4c 6e 1b 3o.
        let takes = EscobaGame.takes(with: card("5c"), on: cards("12o 4c 6e 1b 3o"))
        #expect(takes == [cards("12o"), cards("4c 6e"), cards("6e 1b 3o")])
        #expect(EscobaGame.takes(with: card("12c"), on: cards("7o 6c")) == [])
        #expect(EscobaGame.takes(with: card("12c"), on: []) == [])
        // A figure counts as its value: sota 8 with a 7.
        #expect(EscobaGame.takes(with: card("10b"), on: cards("7e 2o 5c")) == [cards("7e"), cards("2o 5c")])
    }

    @Test func aTakeGoesToThePileAndPassesTheTurn() {
        var game = prepared(hand: "5c 2o 3e", table: "12o 4c 6e 1b", other: "1c 1e 1o")
        let events = game.apply(.play(.init(card("5c"), take: cards("4c 6e"))))
        #expect(events.first == .took(player: 0, card: card("5c"), take: cards("4c 6e"), escoba: false))
        #expect(game.piles[0].count == 3)
        #expect(game.lastTaker != nil)
        #expect(!game.table.contains(card("4c")))
        #expect(game.turn == 0)  // the computer played its turn
        #expect(game.hands[1].count == 2)
    }

    @Test func choosingAmongSetsTakesTheOneNamed() {
        var game = prepared(hand: "5c 2o 3e", table: "12o 4c 6e 1b", other: "2c 2e 2b")
        _ = game.apply(.play(.init(card("5c"), take: cards("12o"))))
        #expect(game.piles[0] == cards("12o 5c"))
        #expect(game.table.contains(card("4c")) && game.table.contains(card("6e")))
    }

    @Test func takingTheWholeTableIsAnEscoba() {
        var game = prepared(hand: "5c 2o 3e", table: "4c 6e", other: "2c 2e 2b")
        let events = game.apply(.play(.init(card("5c"), take: cards("4c 6e"))))
        #expect(events.first == .took(player: 0, card: card("5c"), take: cards("4c 6e"), escoba: true))
        #expect(game.escobas[0] == 1)
    }

    @Test func aCardLeftOnTheTable() {
        var game = prepared(hand: "5c 2o 3e", table: "4c 6e", other: "1c 1e 1b")
        let events = game.apply(.play(.init(card("2o"))))
        #expect(events.first == .threw(player: 0, card: card("2o")))
        #expect(game.table.contains(card("2o")))
        // The player may leave a card even when it could take.
        var other = prepared(hand: "5c 2o 3e", table: "4c 6e", other: "1c 1e 1b")
        #expect(other.apply(.play(.init(card("5c")))).first == .threw(player: 0, card: card("5c")))
    }

    @Test func refusalsChangeNothing() {
        let game = prepared(hand: "5c 2o 3e", table: "12o 4c 6e 1b", other: "1c 1e 1o")
        func refused(_ move: EscobaGame.Move) -> EscobaGame.Refusal? {
            var copy = game
            let events = copy.apply(.play(move))
            #expect(copy == game)
            guard case .refused(let why)? = events.first, events.count == 1 else { return nil }
            return why
        }
        #expect(
            refused(.init(card("5c"), take: cards("4c"))) == .notFifteen(.init(card("5c"), take: cards("4c")), sum: 9))
        #expect(refused(.init(card("7c"))) == .notInHand(card("7c")))
        #expect(refused(.init(card("5c"), take: cards("7o"))) == .notOnTable(card("7o")))
        #expect(refused(.init(card("5c"), take: cards("4c 4c"))) == .repeated(card("4c")))
        var fresh = EscobaGame(seed: 1)
        #expect(fresh.apply(.play(.init(card("5c")))) == [.refused(.notStarted)])
    }
}

@Suite struct EscobaDealTests {
    @Test func theDealIsThreeEachAndFour() {
        var game = EscobaGame(seed: 7)
        let events = game.apply(.newGame)
        guard
            case .dealt(let round, _, let table)? = events.first(where: { if case .dealt = $0 { true } else { false } })
        else {
            Issue.record("no deal")
            return
        }
        #expect(round == 1)
        #expect(table.count == 4)
        #expect(game.problems.isEmpty)
        #expect(game.hand.count == 3)
    }

    /// The four on the table adding to 15 give the dealer an escoba, to 30 two.
    @Test(arguments: [15, 30]) func theDealersEscobas(sum: Int) throws {
        var found = false
        for seed in UInt64(0)..<20_000 {
            var game = EscobaGame(seed: seed)
            let events = game.apply(.newGame)
            guard
                case .dealt(_, let dealer, let table)? = events.first(where: {
                    if case .dealt = $0 { true } else { false }
                }), table.escobaSum == sum
            else { continue }
            let expected = EscobaGame.Event.dealEscobas(dealer: dealer, cards: table, escobas: sum / 15)
            #expect(events.contains(expected))
            #expect(game.escobas[dealer] >= sum / 15)
            #expect(game.problems.isEmpty)
            found = true
            break
        }
        #expect(found)
    }

    @Test func otherSumsGiveNoEscoba() {
        for seed in UInt64(0)..<200 {
            var game = EscobaGame(seed: seed)
            let events = game.apply(.newGame)
            for case .dealt(_, _, let table) in events where table.escobaSum % 15 != 0 {
                #expect(!events.contains { if case .dealEscobas = $0 { true } else { false } })
            }
        }
    }

    @Test func emptyHandsAreDealtAgain() {
        var game = prepared(hand: "5c", table: "2o 3e", other: "1c", deck: nil)
        let left = game.deck.count
        let events = game.apply(.play(.init(card("5c"))))
        #expect(events.contains(.dealtAgain(left: left - 6, last: left == 6)))
        #expect(game.hand.count == 3)
    }
}

@Suite struct EscobaEndTests {
    /// The last deal played out: the cards left go to the last who took, then the count.
    @Test func theRestGoesToTheLastTaker() {
        // Everything else already taken by the computer.
        var game = prepared(
            hand: "5c", table: "4c 6e 2b", other: "1c", piles: ["", allBut("5c 4c 6e 1c 2b")], deck: "")
        let events = game.apply(.play(.init(card("5c"), take: cards("4c 6e"))))
        // The computer's ace cannot take; the 2 and the ace stay, and go to the person.
        #expect(events.contains(.rest(player: 0, cards: cards("2b 1c"))))
        #expect(events.contains { if case .scored = $0 { true } else { false } })
        #expect(game.problems.isEmpty)
    }

    @Test func aGameEndsAtTheTarget() {
        let rest = allBut("5c 4c 6e 1c")
        var game = prepared(hand: "5c", table: "4c 6e", other: "1c", piles: ["", rest], deck: "", scores: [13, 0])
        let events = game.apply(.play(.init(card("5c"), take: cards("4c 6e"))))
        // An escoba (1): 14, then the count gives the computer the rest; no one at 15.
        #expect(game.scores[0] == 14)
        #expect(game.phase == .playing)
        #expect(game.round == 2)
        _ = events
        var again = prepared(hand: "5c", table: "4c 6e", other: "1c", piles: ["", rest], deck: "", scores: [14, 0])
        let end = again.apply(.play(.init(card("5c"), take: cards("4c 6e"))))
        #expect(end.last == .finished(winner: 0, scores: [15, 4]))
        #expect(again.phase == .over)
        #expect(again.apply(.play(.init(card("5c")))) == [.refused(.over(scores: [15, 4]))])
    }

    @Test func twentyOneAsTheTarget() {
        var game = prepared(
            hand: "5c", table: "4c 6e", other: "1c", piles: ["", allBut("5c 4c 6e 1c")], deck: "", scores: [14, 0],
            target: 21)
        _ = game.apply(.play(.init(card("5c"), take: cards("4c 6e"))))
        #expect(game.phase == .playing)
    }

    @Test func aTieAtTheTargetPlaysAnotherRound() {
        var game = prepared(
            hand: "5c", table: "4c 6e", other: "1c", piles: ["", allBut("5c 4c 6e 1c")], deck: "", scores: [14, 11])
        let events = game.apply(.play(.init(card("5c"), take: cards("4c 6e"))))
        #expect(events.contains(.tiedAtTarget(players: [0, 1])))
        #expect(game.phase == .playing)
    }
}

@Suite struct EscobaScoringTests {
    @Test func eachEscobaIsAPoint() {
        let score = RoundScore.count(piles: [cards("1o"), cards("1c")], escobas: [3, 1])
        #expect(score.escobas == [3, 1])
        #expect(score.points[0] >= 3 && score.points[1] >= 1)
    }

    @Test func mostCardsAndTheirTie() {
        let more = RoundScore.count(piles: [cards("1c 2c 3c"), cards("1e 2e")], escobas: [0, 0])
        #expect(more.mostCards == 0)
        let tie = RoundScore.count(piles: [cards("1c 2c"), cards("1e 2e")], escobas: [0, 0])
        #expect(tie.mostCards == nil)
    }

    @Test func mostOrosAndTheirTie() {
        let more = RoundScore.count(piles: [cards("1o 2o"), cards("3o 1e 2e 3e")], escobas: [0, 0])
        #expect(more.mostOros == 0)
        #expect(more.mostCards == 1)
        let tie = RoundScore.count(piles: [cards("1o"), cards("3o")], escobas: [0, 0])
        #expect(tie.mostOros == nil)
    }

    @Test func theSieteDeOros() {
        let score = RoundScore.count(piles: [cards("1c"), cards("7o")], escobas: [0, 0])
        #expect(score.sieteDeOros == 1)
        // It is a seven and an oro too.
        #expect(score.setenta == 1 && score.mostOros == 1)
        #expect(score.points == [0, 3])
    }

    @Test func theSetentaByTheSevensThenTheSixes() {
        let sevens = RoundScore.count(piles: [cards("7c 6c"), cards("7e 6e 6o")], escobas: [0, 0])
        #expect(sevens.setenta == 1 && sevens.setentaRank == 6)
        let clear = RoundScore.count(piles: [cards("7c 7e 7b"), cards("6c 6e 6o")], escobas: [0, 0])
        #expect(clear.setenta == 0 && clear.setentaRank == 7)
        let through = RoundScore.count(piles: [cards("7c 6c 5c"), cards("7e 6e 5e")], escobas: [0, 0])
        #expect(through.setenta == nil)
        // Figures do not count for it.
        let figures = RoundScore.count(piles: [cards("7c 12c"), cards("7e 12e 11e")], escobas: [0, 0])
        #expect(figures.setenta == nil)
    }

    @Test func theRoundsPointsAddUp() {
        let score = RoundScore.count(
            piles: [cards("7o 7c 1o 2o 3c"), cards("4c 5c")], escobas: [1, 2])
        // Cards, oros, siete de oros, setenta to the first; two escobas to the second.
        #expect(score.points == [5, 2])
    }

    @Test func threePlayersTieAtTheTop() {
        let score = RoundScore.count(piles: [cards("1c 2c"), cards("1e 2e"), cards("1b")], escobas: [0, 0, 0])
        #expect(score.mostCards == nil)
    }
}

@Suite struct EscobaOptionsTests {
    @Test func playersAndTarget() {
        var game = EscobaGame(seed: 3)
        #expect(game.apply(.setPlayers(5)) == [.refused(.badOption(5))])
        #expect(game.apply(.setTarget(20)) == [.refused(.badOption(20))])
        _ = game.apply(.setPlayers(4))
        _ = game.apply(.setTarget(21))
        _ = game.apply(.newGame)
        #expect(game.players == 4 && game.options.target == 21)
        #expect(game.hands.count == 4)
        #expect(game.problems.isEmpty)
    }

    @Test func setBeforeTheFirstTurnDealsAgain() {
        var game = EscobaGame(seed: 3)
        _ = game.apply(.newGame)
        let events = game.apply(.setPlayers(3))
        #expect(events.first == .optionsSet(players: 3, target: 15, now: true))
        #expect(game.players == 3)
        _ = game.apply(.play(game.legalMoves(for: 0)[0]))
        let later = game.apply(.setPlayers(2))
        #expect(later == [.optionsSet(players: 2, target: 15, now: false)])
        #expect(game.players == 3)
    }
}

@Suite struct EscobaPlayTests {
    /// Whole games with random legal moves: every card in one place after each turn, and
    /// each game ends with one winner at the target.
    @Test(arguments: [2, 3, 4]) func wholeGamesKeepTheRules(players: Int) {
        for seed in UInt64(1)...12 {
            var game = EscobaGame(seed: seed)
            _ = game.apply(.setPlayers(players))
            _ = game.apply(.newGame)
            var rng = SeededRNG(seed: seed)
            var turns = 0
            while game.phase == .playing && turns < 2000 {
                let move = Opponent.choose(for: 0, in: game, strategy: .random, rng: &rng)
                let events = game.apply(.play(move))
                #expect(!events.contains { $0.isRefusal })
                #expect(game.problems.isEmpty, "\(game.problems)")
                turns += 1
            }
            #expect(game.phase == .over)
        }
    }
}

@Suite struct EscobaOpponentTests {
    func choice(_ game: EscobaGame) -> EscobaGame.Move {
        var rng = SeededRNG(seed: 1)
        return Opponent.choose(for: 0, in: game, strategy: .smart, rng: &rng)
    }

    @Test func takesAnEscoba() {
        let game = prepared(hand: "5c 2o 12b", table: "4c 6e 3c", other: "1c 1e 1b")
        // 12b (10) + ... no; 5c + 4c 6e leaves 3c; 2o + 4c 6e 3c = 15: the escoba.
        #expect(choice(game) == .init(card("2o"), take: cards("4c 6e 3c")))
    }

    @Test func takesTheSieteDeOros() {
        let game = prepared(hand: "1c 10o", table: "7o 2e 6c", other: "3c 3e 3b")
        #expect(choice(game).take.contains(card("7o")))
    }

    @Test func prefersSevensAndOros() {
        // 3c takes 12o+2e or 12c+2b (same count): the oro.
        let game = prepared(hand: "3c", table: "12o 2e 12c 2b", other: "3e 3b 4b")
        #expect(choice(game).take.contains(card("12o")))
    }

    @Test func avoidsLeavingASweep() {
        // Nothing takes. The 3 left makes the table 12 (a 3 sweeps it); the rey makes it 19,
        // which no card sweeps.
        let game = prepared(hand: "12b 3c", table: "7e 2c", other: "3e 3b 4b")
        let rated = Opponent.rate(game.legalMoves(for: 0), for: 0, in: game)
        let rey = rated.first { $0.move == .init(card("12b")) }!
        let three = rated.first { $0.move == .init(card("3c")) }!
        #expect(rey.sweptBy == nil && three.sweptBy == 3)
        #expect(choice(game) == .init(card("12b")))
    }

    @Test func theSmartPlayerBeatsTheRandomOne() {
        var wins = 0
        for seed in UInt64(1)...40 {
            var game = EscobaGame(seed: seed)
            _ = game.apply(.newGame)
            var rng = SeededRNG(seed: seed &+ 99)
            while game.phase == .playing {
                _ = game.apply(.play(Opponent.choose(for: 0, in: game, strategy: .random, rng: &rng)))
            }
            if game.scores[1] > game.scores[0] { wins += 1 }
        }
        #expect(wins >= 30)
    }
}
