import Testing

@testable import CardKit
@testable import Klondike

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

func refusedNot(_ events: [Event]) -> Bool { !events.contains(where: \.isRefusal) }

// MARK: Tap

@Suite struct KlondikeTapTests {
    @Test func theTopCardGoesToItsFoundationFirst() {
        let g = game(position(stacks: ["|2h", "|3s"], foundations: [0, 1, 0, 0]))
        #expect(g.tapMove(.stack(0)) == .success(.transfer(from: .stack(0), to: .foundation(1), count: 1)))
    }

    @Test func otherwiseToTheFirstStackWhereItFits() {
        let g = game(position(stacks: ["|5h", "|6d", "|6c", "|6s"]))
        #expect(g.tapMove(.stack(0)) == .success(.transfer(from: .stack(0), to: .stack(2), count: 1)))
    }

    @Test func aKingGoesToAnEmptyStackButNotFromTheBottomOfItsOwn() {
        let g = game(position(stacks: ["|Kh", "", "2c|Ks"], waste: "Kd"))
        #expect(g.tapMove(.waste) == .success(.transfer(from: .waste, to: .stack(1), count: 1)))
        #expect(g.tapMove(.stack(2)) == .success(.transfer(from: .stack(2), to: .stack(1), count: 1)))
        #expect(g.tapMove(.stack(0)) == .failure(.nowhere(c("Kh"), count: 1, foundationNeeds: c("Ah"))))
    }

    @Test func whenNothingFitsItSaysWhatTheFoundationNeeds() {
        let g = game(position(stacks: ["|7h", "|9s"], foundations: [0, 2, 0, 0]))
        #expect(g.tapMove(.stack(0)) == .failure(.nowhere(c("7h"), count: 1, foundationNeeds: c("3h"))))
    }

    @Test func aRunGoesOnlyToStacks() {
        let g = game(position(stacks: ["|9h 8s", "|10c", "|10s"], foundations: [7, 0, 0, 0]))
        #expect(g.tapMove(.stack(0), count: 2) == .success(.transfer(from: .stack(0), to: .stack(1), count: 2)))
        #expect(g.tapMove(.stack(0), count: 1) == .success(.transfer(from: .stack(0), to: .foundation(0), count: 1)))
    }

    @Test func theStockDraws() {
        let g = game(position(stacks: ["|Ks"], stock: "2h"))
        #expect(g.tapMove(.stock) == .success(.draw))
    }

    @Test func locateTellsWhereACardIs() {
        let g = game(position(stacks: ["4c|9h 8s"], stock: "2h", waste: "3d 5d", foundations: [2, 0, 0, 0]))
        #expect(g.locate(c("8s")) == .playable(.stack(0), count: 1))
        #expect(g.locate(c("9h")) == .playable(.stack(0), count: 2))
        #expect(g.locate(c("4c")) == .faceDown(stack: 0))
        #expect(g.locate(c("2h")) == .stock)
        #expect(g.locate(c("3d")) == .wasteBuried(above: 1))
        #expect(g.locate(c("5d")) == .playable(.waste, count: 1))
        #expect(g.locate(c("2s")) == .playable(.foundation(0), count: 1))
        #expect(g.locate(c("As")) == .foundationBuried(0))
    }
}

// MARK: Undo, auto, the win

@Suite struct KlondikeUndoAndWinTests {
    @Test func undoRestoresEveryEarlierPositionInTurn() {
        var g = Klondike(seed: 11)
        var seen = [g]
        for _ in 0..<5 {
            _ = g.apply(.draw)
            seen.append(g)
        }
        for expected in seen.dropLast().reversed() {
            #expect(g.undo() == [.undone(.draw)])
            #expect(g == expected)
        }
        let start = g
        #expect(refused(g.undo()) == .nothingToUndo)
        #expect(g == start)
    }

    @Test func theLastMoveWinsAndIsAnnounced() {
        var g = game(position(stacks: ["|Kc"], foundations: [13, 13, 13, 12], score: 500))
        let events = g.apply(.transfer(from: .stack(0), to: .foundation(3), count: 1))
        #expect(events.last == .won(moves: 1, score: 510))
        #expect(g.isWon)
        #expect(refused(g.apply(.draw)) == .gameWon)
        #expect(refused(g.undo()) == .gameWon)
        #expect(g.hint() == nil)
        #expect(g.legalMoves().isEmpty)
    }

    @Test func autoIsOfferedWhenTheLastCardTurnsAndFinishesTheGame() {
        var g = game(position(stacks: ["Kc|Kd"], foundations: [13, 13, 12, 12]))
        #expect(!g.canFinishAutomatically)
        if case .cannotFinishYet(1, 0, 0)? = refused(g.finish()) {
        } else {
            Issue.record("auto should wait for the face-down card")
        }
        let events = g.apply(.transfer(from: .stack(0), to: .foundation(2), count: 1))
        #expect(events.contains(.turnedOver(c("Kc"), stack: 0, points: 5)))
        #expect(events.last == .canFinish)
        #expect(g.hint() == .finish)
        let finish = g.finish()
        #expect(finish == [.finished(cards: 1, points: 10), .won(moves: 2, score: 25)])
        #expect(g.isWon)
    }

    @Test func autoWaitsForTheStock() {
        var g = game(position(stacks: ["|Kc"], stock: "Kd", waste: "Qd", foundations: [13, 13, 11, 12]))
        #expect(!g.canFinishAutomatically)
        #expect(refused(g.finish()) == .cannotFinishYet(faceDown: 0, stock: 1, waste: 1))
    }

    @Test func autoPlaysTheWasteFromItsTopDown() {
        var g = game(position(stacks: ["|Kc"], waste: "Kd Qd", foundations: [13, 13, 11, 12]))
        #expect(g.canFinishAutomatically)
        #expect(g.hint() == .finish)
        #expect(g.finish() == [.finished(cards: 3, points: 30), .won(moves: 3, score: 30)])
    }

    @Test func autoSaysWhichWasteCardIsStuckAndChangesNothing() {
        var g = game(position(stacks: ["|Kc"], waste: "Qd Kd", foundations: [13, 13, 11, 12]))
        #expect(!g.canFinishAutomatically)
        let before = g
        #expect(refused(g.finish()) == .wasteOutOfOrder(c("Kd")))
        #expect(g == before)
    }

    @Test func autoPlaysLowestFirstAndIsOneStepToUndo() {
        var g = game(
            position(stacks: ["|Ks Qh Js", "|Kh Qs Jh", "|Kd Qc Jd", "|Kc Qd Jc"], foundations: [10, 10, 10, 10]))
        let before = g
        #expect(g.finish().last == .won(moves: 12, score: 120))
        var h = before
        _ = h.finish()
        #expect(h.history == [before.position])
    }
}

// MARK: Hints

@Suite struct KlondikeHintTests {
    @Test func anAceToItsFoundationComesFirst() {
        let g = game(
            position(stacks: ["|2s", "4c|9h", "|10s", "|As"], stock: "3d", waste: "Kh", foundations: [0, 0, 0, 0]))
        #expect(g.hint() == .toFoundation(.transfer(from: .stack(3), to: .foundation(0), count: 1), c("As")))
    }

    @Test func thenAMoveThatTurnsAFaceDownCard() {
        let g = game(position(stacks: ["|2s", "4c|9h", "|10s", ""], stock: "3d", waste: "Kh"))
        #expect(g.hint() == .turnsOver(.transfer(from: .stack(1), to: .stack(2), count: 1), c("9h"), onto: c("10s")))
    }

    @Test func thenTheWasteOntoAStack() {
        let g = game(position(stacks: ["|2s", "|9h", "|10s", ""], stock: "3d", waste: "8c"))
        #expect(g.hint() == .wasteToStack(.transfer(from: .waste, to: .stack(1), count: 1), c("8c"), onto: c("9h")))
    }

    @Test func thenAKingIntoAnEmptyStack() {
        let g = game(position(stacks: ["|2s", "|9h", "|10s", ""], stock: "3d", waste: "Kh"))
        #expect(g.hint() == .kingToEmpty(.transfer(from: .waste, to: .stack(3), count: 1), c("Kh")))
    }

    @Test func thenTheStockAndThenTheWasteBack() {
        // 3d (drawn first) goes nowhere; 8s, under it, goes on 9h.
        var g = game(position(stacks: ["|2s", "|9h"], stock: "8s 3d"))
        #expect(g.hint() == .draw)
        _ = g.apply(.draw)
        #expect(g.hint() == .draw)
        // The stock empty, the waste back: 8s comes up first again.
        var h = game(position(stacks: ["|2s", "|9h"], waste: "8s Qd"))
        #expect(h.hint() == .recycle(penalty: 100))
        _ = h.apply(.draw)
        #expect(h.hint() == .draw)
    }

    /// Going round the stock when nothing in it can be played only costs points: the hint
    /// says so instead of sending the player round and round.
    @Test func noDrawingWhenAPassThroughTheStockBringsNothing() {
        let g = game(position(stacks: ["|2s", "|9h"], stock: "3d", waste: "Qd"))
        #expect(g.hint() == Hint.none(stockUseless: true))
        #expect(!g.stockBringsAPlayableCard())
        let three = game(position(stacks: ["|2s", "|9h"], stock: "3d 5c 8s Jc", waste: "Qd"), .three)
        #expect(three.stockBringsAPlayableCard(), "a card that can be played comes up in draw-3")
    }

    @Test func aStackIsEmptiedForAKingWaitingOnFaceDownCards() {
        let g = game(position(stacks: ["|5d", "3h|Kc", "|6s", "|Jh", "|Jd", "|Qh", "|Qd"]))
        #expect(
            g.hint()
                == .emptiesForKing(
                    .transfer(from: .stack(0), to: .stack(2), count: 1), c("5d"), onto: c("6s"), king: c("Kc")))
        // No king waiting: no reason to empty a stack.
        let h = game(position(stacks: ["|5d", "3h|Qc", "|6s", "|Jh", "|Jd", "|Qh", "|Qd"]))
        #expect(h.hint() == Hint.none(stockUseless: false))
    }

    @Test func noHintIsNoVerdict() {
        let g = game(position(stacks: ["4c|2s", "|9h"], foundations: [0, 0, 0, 0]))
        #expect(g.hint() == Hint.none(stockUseless: false))
        #expect(!g.isWon)
    }

    /// A card just brought down from its foundation is not sent straight back up: following
    /// the hints must not go round in circles (−15 down, +10 up, forever).
    @Test func aCardJustBroughtDownIsNotSentBackUp() {
        var g = game(position(stacks: ["4c|3s", "|Kd"], foundations: [0, 2, 0, 0]))
        #expect(g.hint() == Hint.none(stockUseless: false), "♥2 onto ♠3 lets nothing onto it")
        _ = g.apply(.transfer(from: .foundation(1), to: .stack(0), count: 1))
        #expect(g.hint() == Hint.none(stockUseless: false))
    }

    /// When nothing else is left, a card comes down from its foundation only if another card
    /// can then go onto it, and the hint names both moves.
    @Test func aCardComesDownFromItsFoundationOnlyForAFurtherMove() {
        var g = game(position(stacks: ["Qc|6s", "2d|4c"], foundations: [0, 5, 0, 0]))
        let down = Move.transfer(from: .foundation(1), to: .stack(0), count: 1)
        let then = Move.transfer(from: .stack(1), to: .stack(0), count: 1)
        #expect(g.hint() == .fromFoundation(down, c("5h"), then: then, next: c("4c")))
        _ = g.apply(down)
        #expect(g.hint() == .turnsOver(then, c("4c"), onto: c("5h")))
    }

    @Test func everyHintIsALegalMove() {
        for seed in 0..<200 {
            var g = Klondike(seed: UInt64(seed))
            for _ in 0..<30 {
                guard let hint = g.hint(), let move = hint.move else { break }
                #expect(g.refusal(for: move) == nil, "seed \(seed): hint \(hint)")
                _ = g.apply(move)
            }
        }
    }
}

// MARK: Properties

@Suite struct KlondikePropertyTests {
    /// Thousands of random legal sequences: after every move all 52 cards are there once,
    /// the faces-up runs are sound, and `undo` gives back exactly the position before.
    @Test func randomLegalPlayKeepsEveryCardAndUndoRestoresExactly() {
        var rng = SeededRNG(seed: 2024)
        var movesMade = 0
        for sequence in 0..<2000 {
            var g = Klondike(seed: UInt64(sequence), drawMode: sequence % 3 == 0 ? .three : .one)
            for _ in 0..<60 {
                let legal = g.legalMoves()
                guard !legal.isEmpty else { break }
                let move = legal[rng.below(legal.count)]
                let before = g
                let events = g.apply(move)
                movesMade += 1
                let wasRefused = events.contains(where: \.isRefusal)
                #expect(!wasRefused, "a legal move was refused: \(move)")
                checkCards(g)
                for i in 0..<7 {
                    let up = Array(g.position.faceUp(i))
                    #expect(g.position.stacks[i].isEmpty || !up.isEmpty, "stack \(i + 1) shows no card")
                    for (a, b) in zip(up, up.dropFirst()) {
                        #expect(b.rank == a.rank - 1 && a.suit.isRed != b.suit.isRed)
                    }
                }
                if rng.below(4) == 0 {
                    var undone = g
                    _ = undone.undo()
                    #expect(undone == before, "undo after \(move) did not restore the position")
                }
                if g.isWon { break }
            }
        }
        #expect(movesMade > 50_000)
    }

    /// Moves picked at random, legal or not: a refused one changes nothing.
    @Test func refusedMovesChangeNothing() {
        var rng = SeededRNG(seed: 99)
        let piles: [Pile] = [.stock, .waste] + (0..<4).map(Pile.foundation) + (0..<7).map(Pile.stack)
        for seed in 0..<300 {
            var g = Klondike(seed: UInt64(seed))
            for _ in 0..<80 {
                let move =
                    rng.below(5) == 0
                    ? Move.draw
                    : .transfer(
                        from: piles[rng.below(piles.count)], to: piles[rng.below(piles.count)], count: rng.below(4))
                let before = g
                let events = g.apply(move)
                if events.contains(where: \.isRefusal) {
                    #expect(g == before)
                    #expect(!g.legalMoves().contains(move))
                } else {
                    #expect(before.legalMoves().contains(move) || move == .draw)
                }
            }
        }
    }

    /// Autosave encodes the game: a game in play comes back equal, undo stack included.
    @Test func aGameSurvivesAnEncodingRoundTrip() throws {
        var g = Klondike(seed: 5, drawMode: .three)
        for _ in 0..<20 { if let move = g.hint()?.move { _ = g.apply(move) } }
        #expect(!g.history.isEmpty)
        let data = try JSONEncoder().encode(g)
        #expect(try JSONDecoder().decode(Klondike.self, from: data) == g)
    }
}
