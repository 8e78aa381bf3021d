import Testing

@testable import CardKit
@testable import Klondike

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The engine's types, by their short names in these tests (other engines have their own `Move`s).
typealias DrawMode = Klondike.DrawMode
typealias Pile = Klondike.Pile
typealias Move = Klondike.Move
typealias Position = Klondike.Position
typealias Event = Klondike.Event
typealias Refusal = Klondike.Refusal
typealias Hint = Klondike.Hint

// MARK: Helpers

/// `7h`, `Qs`, `10d`, `Ac`.
func c(_ text: String) -> FrenchCard {
    let suit: FrenchSuit =
        switch text.last! {
        case "s": .spades
        case "h": .hearts
        case "d": .diamonds
        default: .clubs
        }
    let r = String(text.dropLast())
    let rank =
        switch r {
        case "A": 1
        case "J": 11
        case "Q": 12
        case "K": 13
        default: Int(r)!
        }
    return FrenchCard(rank, suit)
}

func cards(_ text: String) -> [FrenchCard] { text.split(separator: " ").map { c(String($0)) } }

/// A position by hand: stacks as "hidden | face-up" strings (the cards before `|` face down).
func position(
    stacks: [String] = [], stock: String = "", waste: String = "", foundations: [Int] = [0, 0, 0, 0],
    score: Int = 0
) -> Position {
    var piles: [[FrenchCard]] = []
    var hidden: [Int] = []
    for i in 0..<7 {
        let text = i < stacks.count ? stacks[i] : ""
        let parts = text.split(separator: "|", omittingEmptySubsequences: false).map { String($0) }
        let down = parts.count == 2 ? cards(parts[0]) : []
        let up = cards(parts.last ?? "")
        piles.append(down + up)
        hidden.append(down.count)
    }
    return Position(
        stock: cards(stock), waste: cards(waste), foundations: foundations, stacks: piles, hidden: hidden,
        score: score)
}

func game(_ p: Position, _ mode: DrawMode = .one) -> Klondike { Klondike(position: p, drawMode: mode) }

/// Every card exactly once.
func checkCards(_ g: Klondike, sourceLocation: SourceLocation = #_sourceLocation) {
    let all = g.position.allCards
    #expect(all.count == 52, sourceLocation: sourceLocation)
    #expect(Set(all) == Set(FrenchCard.deck), sourceLocation: sourceLocation)
}

func refused(_ events: [Event]) -> Refusal? {
    if events.count == 1, case .refused(let r) = events[0] { return r }
    return nil
}

// MARK: The deal

@Suite struct KlondikeDealTests {
    @Test func aStandardDeal() {
        let g = Klondike(seed: 7)
        let p = g.position
        #expect(p.stacks.map(\.count) == [1, 2, 3, 4, 5, 6, 7])
        #expect(p.hidden == [0, 1, 2, 3, 4, 5, 6])
        #expect(p.stock.count == 24)
        #expect(p.waste.isEmpty)
        #expect(p.foundations == [0, 0, 0, 0])
        #expect(p.score == 0 && p.moves == 0)
        checkCards(g)
    }

    @Test func theSameSeedDealsTheSameGameAndAnotherSeedAnother() {
        #expect(Klondike(seed: 7) == Klondike(seed: 7))
        #expect(Klondike(seed: 7).position != Klondike(seed: 8).position)
    }

    @Test func newDealsFollowOneAnotherFromTheSeedAndRestartGoesBack() {
        var a = Klondike(seed: 3)
        var b = Klondike(seed: 3)
        _ = a.newDeal(.three)
        _ = b.newDeal(.three)
        #expect(a == b)
        #expect(a.position != Klondike(seed: 3).position)
        #expect(a.drawMode == .three)
        let dealt = a.position
        _ = a.apply(.draw)
        #expect(a.restart() == [.dealt(.three, again: true)])
        #expect(a.position == dealt)
        #expect(a.history.isEmpty)
    }

    @Test func aDealFromAKnownDeckGivesTheLastCardFirst() {
        let g = Klondike(deck: FrenchCard.deck)
        // The deck's last card (♣K) goes to stack 1; the stock keeps the first 24 cards.
        #expect(g.position.stacks[0] == [FrenchCard(13, .clubs)])
        #expect(g.position.stock == Array(FrenchCard.deck.prefix(24)))
    }
}

// MARK: The stock

@Suite struct KlondikeStockTests {
    @Test func drawOneTurnsOneCardOntoTheWaste() {
        var g = Klondike(seed: 1)
        let top = g.position.stock.last!
        #expect(g.apply(.draw) == [.drew([top])])
        #expect(g.position.waste == [top])
        #expect(g.position.stock.count == 23)
        #expect(g.position.moves == 1)
    }

    @Test func drawThreeTurnsThreeAndFewerAtTheEnd() {
        var g = game(position(stacks: ["|Ks"], stock: "2h 3h 4h 5h"), .three)
        #expect(g.apply(.draw) == [.drew(cards("5h 4h 3h"))])
        #expect(g.position.waste.last == c("3h"))
        #expect(g.apply(.draw) == [.drew(cards("2h"))])
        #expect(g.position.stock.isEmpty)
    }

    @Test func anEmptyStockTakesTheWasteBackInTheSameOrderForAHundredPointsInDrawOne() {
        var g = game(position(stacks: ["|Ks"], stock: "2h 3h", score: 150))
        _ = g.apply(.draw)
        _ = g.apply(.draw)
        #expect(g.position.waste == cards("3h 2h"))
        #expect(g.apply(.draw) == [.recycled(cards: 2, penalty: 100)])
        #expect(g.position.stock == cards("2h 3h"))
        #expect(g.position.waste.isEmpty)
        #expect(g.position.score == 50)
        _ = g.apply(.draw)
        _ = g.apply(.draw)
        _ = g.apply(.draw)
        #expect(g.position.score == 0, "the score never goes below 0")
        #expect(g.position.recycles == 2)
    }

    @Test func drawThreeRecyclesTwiceForFreeThenForTwentyPoints() {
        var g = game(position(stacks: ["|Ks"], stock: "2h", score: 100), .three)
        var penalties: [Int] = []
        for _ in 0..<4 {
            _ = g.apply(.draw)
            for e in g.apply(.draw) { if case .recycled(_, let p) = e { penalties.append(p) } }
        }
        #expect(penalties == [0, 0, 20, 20])
        #expect(g.position.score == 60)
    }

    @Test func nothingToTurnWhenStockAndWasteAreEmpty() {
        var g = game(position(stacks: ["|Ks"]))
        let before = g
        #expect(refused(g.apply(.draw)) == .nothingToDraw)
        #expect(g == before)
    }
}

// MARK: Foundations

@Suite struct KlondikeFoundationTests {
    @Test func anAceGoesUpFirstForTenPoints() {
        var g = game(position(stacks: ["Kd|Ah"]))
        let events = g.apply(.transfer(from: .stack(0), to: .foundation(1), count: 1))
        #expect(events.first == .moved([c("Ah")], from: .stack(0), to: .foundation(1), points: 10))
        #expect(g.position.foundations == [0, 1, 0, 0])
        #expect(g.position.score == 15, "+10 for the ace, +5 for the king that turns over")
    }

    @Test func aFoundationStartsWithItsAceAndGoesUpOneAtATime() {
        var g = game(position(stacks: ["|3s", "|2h"], foundations: [1, 0, 0, 0]))
        let before = g
        #expect(
            refused(g.apply(.transfer(from: .stack(0), to: .foundation(0), count: 1)))
                == .foundationNeeds(c("3s"), needed: c("2s")))
        #expect(
            refused(g.apply(.transfer(from: .stack(1), to: .foundation(1), count: 1)))
                == .foundationNeeds(c("2h"), needed: c("Ah")))
        #expect(g == before)
    }

    @Test func eachFoundationTakesOneSuit() {
        var g = game(position(stacks: ["|Ah"]))
        #expect(
            refused(g.apply(.transfer(from: .stack(0), to: .foundation(0), count: 1)))
                == .wrongFoundation(c("Ah"), foundation: 0))
    }

    @Test func aRunCannotGoToAFoundation() {
        var g = game(position(stacks: ["|3s 2h"], foundations: [2, 1, 0, 0]))
        #expect(
            refused(g.apply(.transfer(from: .stack(0), to: .foundation(1), count: 2)))
                == .oneCardToFoundation(top: c("2h"), count: 2))
    }

    @Test func aCardComesBackFromAFoundationForMinusFifteen() {
        var g = game(position(stacks: ["|4h"], foundations: [3, 0, 0, 0], score: 20))
        let events = g.apply(.transfer(from: .foundation(0), to: .stack(0), count: 1))
        #expect(events == [.moved([c("3s")], from: .foundation(0), to: .stack(0), points: -15)])
        #expect(g.position.foundations[0] == 2)
        #expect(g.position.score == 5)
        #expect(
            refused(g.apply(.transfer(from: .foundation(0), to: .stack(1), count: 2)))
                == .onlyTopCard(.foundation(0), asked: 2))
    }
}

// MARK: Stacks

@Suite struct KlondikeStackTests {
    @Test func coloursMustAlternate() {
        var g = game(position(stacks: ["|7h", "|8d", "|8s"]))
        let before = g
        #expect(
            refused(g.apply(.transfer(from: .stack(0), to: .stack(1), count: 1))) == .sameColour(c("7h"), onto: c("8d"))
        )
        #expect(g == before)
        #expect(
            g.apply(.transfer(from: .stack(0), to: .stack(2), count: 1)).first
                == .moved([c("7h")], from: .stack(0), to: .stack(2), points: 0))
        #expect(g.position.stacks[2] == cards("8s 7h"))
    }

    @Test func aStackGoesDownOneRankAtATime() {
        var g = game(position(stacks: ["|6h", "|8s"]))
        #expect(
            refused(g.apply(.transfer(from: .stack(0), to: .stack(1), count: 1))) == .wrongRank(c("6h"), onto: c("8s")))
    }

    @Test func onlyAKingFillsAnEmptyStack() {
        var g = game(position(stacks: ["|Qh", "", "|Kc"]))
        #expect(
            refused(g.apply(.transfer(from: .stack(0), to: .stack(1), count: 1))) == .onlyKingOnEmpty(c("Qh"), stack: 1)
        )
        #expect(refusedNot(g.apply(.transfer(from: .stack(2), to: .stack(1), count: 1))))
        #expect(g.position.stacks[1] == [c("Kc")])
    }

    @Test func aFaceUpRunMovesTogetherButFaceDownCardsDoNot() {
        var g = game(position(stacks: ["2c|9h 8s 7d", "|10s", ""], stock: "3h"))
        #expect(
            refused(g.apply(.transfer(from: .stack(0), to: .stack(2), count: 4)))
                == .notEnoughFaceUp(stack: 0, faceUp: 3, asked: 4))
        let events = g.apply(.transfer(from: .stack(0), to: .stack(1), count: 3))
        #expect(
            events == [
                .moved(cards("9h 8s 7d"), from: .stack(0), to: .stack(1), points: 0),
                .turnedOver(c("2c"), stack: 0, points: 5),
            ])
        #expect(g.position.stacks[1] == cards("10s 9h 8s 7d"))
        #expect(g.position.hidden[0] == 0)
        #expect(g.position.score == 5)
    }

    @Test func theWasteGoesOntoAStackForFivePoints() {
        var g = game(position(stacks: ["|8s"], stock: "2h", waste: "7h"))
        #expect(
            g.apply(.transfer(from: .waste, to: .stack(0), count: 1)) == [
                .moved([c("7h")], from: .waste, to: .stack(0), points: 5)
            ])
        #expect(g.position.score == 5)
    }

    @Test func nothingGoesOnTheStockOrTheWasteAndTheStockOnlyDraws() {
        var g = game(position(stacks: ["|8s"], stock: "2h", waste: "7h"))
        let before = g
        #expect(refused(g.apply(.transfer(from: .stack(0), to: .waste, count: 1))) == .notATarget(.waste))
        #expect(refused(g.apply(.transfer(from: .stack(0), to: .stock, count: 1))) == .notATarget(.stock))
        #expect(refused(g.apply(.transfer(from: .stock, to: .stack(0), count: 1))) == .stockIsDrawn)
        #expect(refused(g.apply(.transfer(from: .waste, to: .stack(0), count: 2))) == .onlyTopCard(.waste, asked: 2))
        #expect(refused(g.apply(.transfer(from: .stack(0), to: .stack(0), count: 1))) == .samePile(.stack(0)))
        #expect(refused(g.apply(.transfer(from: .stack(3), to: .stack(0), count: 1))) == .emptyPile(.stack(3)))
        #expect(g == before)
    }
}
