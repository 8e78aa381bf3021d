import Testing

@testable import CardKit
@testable import SetGame

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite struct SetRuleTests {
    @Test func aNewGameDeals12AndKeeps69() {
        let game = dealt()
        #expect(game.phase == .playing)
        #expect(game.table.count == 12)
        #expect(game.deck.count == 69)
        #expect(game.score == 0 && game.selection.isEmpty && game.matched.isEmpty)
        #expect(conservationProblems(game) == [])
        #expect(dealt(seed: 1) == dealt(seed: 1))
        #expect(dealt(seed: 1).table != dealt(seed: 2).table)
    }

    @Test func beforeTheDealEverythingButNewIsRefused() {
        var game = SetGame(seed: 1)
        let before = game
        #expect(game.apply(.tap(0), at: 0) == [.refused(.notStarted)])
        #expect(game.apply(.deal, at: 0) == [.refused(.notStarted)])
        #expect(game.apply(.hint, at: 0) == [.refused(.notStarted)])
        #expect(game == before)
    }

    /// Rule 5: select by touching; deselect while one or two are selected (−1).
    @Test func rule5SelectAndDeselectOneOrTwo() {
        var game = dealt()
        #expect(game.apply(.tap(4), at: 1) == [.selected(position: 4, card: game.table[4])])
        #expect(game.selection == [game.table[4]])
        #expect(game.apply(.tap(7), at: 2) == [.selected(position: 7, card: game.table[7])])
        #expect(game.apply(.tap(4), at: 3) == [.deselected(position: 4, card: game.table[4], points: -1)])
        #expect(game.selection == [game.table[7]])
        #expect(game.score == -1)
        _ = game.apply(.tap(7), at: 4)
        #expect(game.selection.isEmpty)
        #expect(game.score == -2)
    }

    @Test func noSuchCardIsRefusedAndChangesNothing() {
        var game = dealt()
        let before = game
        #expect(game.apply(.tap(12), at: 5) == [.refused(.noSuchCard(position: 12, count: 12))])
        #expect(game.apply(.tap(-1), at: 5) == [.refused(.noSuchCard(position: -1, count: 12))])
        #expect(game == before)
    }

    /// Rule 6: the third card shows at once whether the three match.
    @Test func rule6TheThirdCardIsJudgedAtOnce() {
        var game = dealtWithSet()
        let set = firstSet(in: game)
        _ = game.apply(.tap(set[0]), at: 1)
        _ = game.apply(.tap(set[1]), at: 1)
        let events = game.apply(.tap(set[2]), at: 1)
        #expect(events.last == .matched(positions: set, points: 3))
        #expect(game.score == 3 && game.setsFound == 1)
        #expect(game.selectionIsSet)

        var other = dealt(seed: 2)
        let wrong = mismatch(in: other)
        for p in wrong.dropLast() { _ = other.apply(.tap(p), at: 1) }
        let missed = other.apply(.tap(wrong[2]), at: 1)
        guard case .mismatched(let positions, let broken, -5) = missed.last else {
            Issue.record("expected a mismatch, got \(missed)")
            return
        }
        #expect(positions == wrong)
        #expect(!broken.isEmpty)
        #expect(other.score == -5 && other.mismatches == 1)
        #expect(other.selectionIsMismatch)
    }

    /// Rule 7: with three non-matching cards selected, a tap puts them down and selects
    /// the tapped card, whether or not it was one of the three; no deselection penalty.
    @Test func rule7ATapAfterAMismatchStartsANewSelection() {
        for tapped in [0, 1, 2, -1] {
            var game = dealt(seed: 2)
            let wrong = mismatch(in: game)
            for p in wrong { _ = game.apply(.tap(p), at: 1) }
            let target = tapped >= 0 ? wrong[tapped] : game.table.indices.first { !wrong.contains($0) }!
            let card = game.table[target]
            let events = game.apply(.tap(target), at: 2)
            #expect(events == [.mismatchCleared(positions: wrong), .selected(position: target, card: card)])
            #expect(game.selection == [card])
            #expect(game.score == -5)
        }
    }

    /// Rule 8: with a set selected, a tap replaces its cards in place from the deck and
    /// selects the tapped card unless it was one of the three.
    @Test func rule8ATapAfterASetReplacesItsCards() {
        var game = dealtWithSet(seed: 3)
        let set = firstSet(in: game)
        for p in set { _ = game.apply(.tap(p), at: 1) }
        let other = game.table.indices.first { !set.contains($0) }!
        let otherCard = game.table[other]
        let setCards = set.map { game.table[$0] }
        let incoming = Array(game.deck.suffix(3).reversed())
        let events = game.apply(.tap(other), at: 2)
        #expect(events == [.replaced(positions: set), .selected(position: other, card: otherCard)])
        #expect(set.map { game.table[$0] } == incoming)
        #expect(game.matched == setCards)
        #expect(game.selection == [otherCard])
        #expect(game.deck.count == 66)

        var again = dealtWithSet(seed: 3)
        for p in set { _ = again.apply(.tap(p), at: 1) }
        #expect(again.apply(.tap(set[1]), at: 2) == [.replaced(positions: set)])
        #expect(again.selection.isEmpty)
        #expect(conservationProblems(again) == [])
    }

    /// Rule 8 with an empty deck: the set's cards leave and the last cards fill their places.
    @Test func rule8WithAnEmptyDeckTheSetLeavesTheTable() {
        // A table with a set that leaves another set among the other cards, so the game
        // goes on after this one; the deck emptied into the matched pile.
        var found: (SetGame, (Int, Int, Int))?
        for seed in UInt64(0)..<500 where found == nil {
            let candidate = dealt(seed: seed)
            if let set = candidate.setsOnTable.first(where: { s in
                let rest = candidate.table.enumerated().filter { ![s.0, s.1, s.2].contains($0.offset) }.map(\.element)
                return SetFinder.hasSet(in: rest)
            }) {
                found = (candidate, set)
            }
        }
        guard let (dealtGame, set) = found else {
            Issue.record("no seed below 500 deals a table with two sets apart")
            return
        }
        var game = dealtGame
        game.matched = game.deck
        game.deck = []
        game.setsFound = game.matched.count / 3
        let positions = [set.0, set.1, set.2]
        for p in positions { _ = game.apply(.tap(p), at: 1) }
        #expect(game.phase == .playing)
        let other = game.table.indices.first { !positions.contains($0) }!
        let otherCard = game.table[other]
        let table = game.table
        let events = game.apply(.tap(other), at: 2)
        #expect(events.first == .removed(positions: positions))
        // The last cards fill the set's places: every other card keeps its number.
        #expect(game.table.count == 9)
        let holes = positions.filter { $0 < 9 }
        let movers = (9..<12).filter { !positions.contains($0) }
        for place in 0..<9 {
            let from = holes.firstIndex(of: place).map { movers[$0] } ?? place
            #expect(game.table[place] == table[from], "place \(place + 1)")
        }
        if !holes.isEmpty { #expect(events[1] == .moved(from: movers, to: holes)) }
        #expect(game.selection == [otherCard])
        #expect(events.last == .selected(position: game.table.firstIndex(of: otherCard)!, card: otherCard))
        #expect(conservationProblems(game) == [])
    }

    /// Rule 9: deal replaces a selected set, otherwise adds three cards at the end.
    @Test func rule9DealReplacesASetOrAddsThree() {
        var game = dealtWithSet(seed: 5)
        let set = firstSet(in: game)
        for p in set { _ = game.apply(.tap(p), at: 1) }
        #expect(game.apply(.deal, at: 2) == [.replaced(positions: set)])
        #expect(game.table.count == 12 && game.deck.count == 66 && game.selection.isEmpty)

        let kept = game.table[0]
        _ = game.apply(.tap(0), at: 3)
        #expect(game.apply(.deal, at: 4) == [.dealtMore(positions: [12, 13, 14])])
        #expect(game.table.count == 15 && game.deck.count == 63)
        #expect(game.selection == [kept], "one or two selected cards stay selected")

        var missed = dealt(seed: 2)
        for p in mismatch(in: missed) { _ = missed.apply(.tap(p), at: 1) }
        let events = missed.apply(.deal, at: 2)
        #expect(events.count == 2 && events.last == .dealtMore(positions: [12, 13, 14]))
        #expect(missed.selection.isEmpty, "three non-matching cards are put down")
    }

    /// Rule 8 above twelve cards: a set taken after three more were dealt is not replaced;
    /// the table goes back to twelve, the last cards filling the set's places.
    @Test func rule8AboveTwelveTheSetIsNotReplaced() {
        var game = dealt(seed: 4)
        _ = game.apply(.deal, at: 1)
        #expect(game.table.count == 15)
        let deck = game.deck.count
        // A set with at least one card among the first twelve, so some place is filled.
        guard let set = game.setsOnTable.map({ [$0.0, $0.1, $0.2].sorted() }).first(where: { $0[0] < 12 }) else {
            Issue.record("seed 4 has no set at 15 cards")
            return
        }
        let table = game.table
        for p in set { _ = game.apply(.tap(p), at: 2) }
        let events = game.apply(.deal, at: 3)
        #expect(events.first == .removedExtra(positions: set))
        #expect(game.table.count == 12)
        #expect(game.deck.count == deck, "no card comes from the deck")
        let holes = set.filter { $0 < 12 }
        let movers = (12..<15).filter { !set.contains($0) }
        #expect(events.contains(.moved(from: movers, to: holes)))
        for place in 0..<12 {
            let from = holes.firstIndex(of: place).map { movers[$0] } ?? place
            #expect(game.table[place] == table[from], "place \(place + 1)")
        }
        #expect(conservationProblems(game) == [])
        // At twelve again, the next set is replaced from the deck.
        if let next = game.setsOnTable.first {
            for p in [next.0, next.1, next.2] { _ = game.apply(.tap(p), at: 4) }
            #expect(game.apply(.deal, at: 5).first.map { if case .replaced = $0 { true } else { false } } == true)
            #expect(game.table.count == 12)
        }
    }

    /// Rule 10: deal is refused with an empty deck or a full table, unless a set is selected.
    @Test func rule10DealIsRefusedWhenItCanDoNeither() {
        var game = dealt(seed: 6)
        for _ in 0..<4 { #expect(game.apply(.deal, at: 1).first.map(\.isRefusal) == false) }  // 15, 18, 21, 24
        #expect(game.table.count == 24)
        #expect(!game.canDeal)
        let before = game
        let sets = SetFinder.count(in: game.table)
        #expect(sets > 0)
        #expect(game.apply(.deal, at: 2) == [.refused(.tableFull(setsOnTable: sets))])
        #expect(game == before)
        // With a set selected there is always room: it leaves, and no cards replace it
        // above twelve.
        for p in firstSet(in: game) { _ = game.apply(.tap(p), at: 3) }
        #expect(game.canDeal)
        #expect(game.apply(.deal, at: 4).first.map { if case .removedExtra = $0 { true } else { false } } == true)
        #expect(game.table.count == 21)

        var empty = dealtWithSet(seed: 7)
        empty.matched = empty.deck
        empty.deck = []
        empty.setsFound = empty.matched.count / 3
        let still = empty
        #expect(empty.apply(.deal, at: 5) == [.refused(.deckEmpty(setsOnTable: SetFinder.count(in: empty.table)))])
        #expect(empty == still)
    }

    @Test func theStepHintCountsThenShowsACardThenTheSet() {
        var game = dealtWithSet(seed: 8)
        let sets = SetFinder.count(in: game.table)
        #expect(game.apply(.hint, at: 1) == [.hintCount(sets: sets, points: -1)])
        let first = firstSet(in: game)
        #expect(game.apply(.hint, at: 2) == [.hintCard(position: first[0], points: -1)])
        #expect(game.apply(.hint, at: 3) == [.hintSet(positions: first, points: -2)])
        #expect(game.apply(.hint, at: 4) == [.hintAgain(positions: first)])
        #expect(game.score == -4)
        // Taking the set changes the table: the hint starts over.
        for p in first { _ = game.apply(.tap(p), at: 5) }
        #expect(game.apply(.hint, at: 6) == [.hintTakeSet])
        _ = game.apply(.deal, at: 7)
        #expect(game.hintStep == .none)
        #expect(game.score == -1)
    }

    @Test func theHintSaysWhenThereIsNoSet() {
        var seed: UInt64 = 0
        var game = dealt(seed: seed)
        while SetFinder.hasSet(in: game.table) {
            seed += 1
            game = dealt(seed: seed)
        }
        #expect(game.apply(.hint, at: 1) == [.hintNone(points: -1)])
        #expect(game.apply(.hint, at: 2) == [.hintNone(points: 0)])
        #expect(game.score == -1)
    }

    @Test func theGameEndsWhenTheDeckIsEmptyAndNoSetIsLeft() {
        // Play by the finder until the end.
        var game = dealt(seed: 9)
        var now = 0.0
        var events: [SetGame.Event] = []
        // A whole game is at most 27 sets and 23 deals (taps counted apiece): a bound, so
        // that a game which cannot end fails here instead of hanging.
        while game.phase == .playing && now < 10 * 200 {
            now += 10
            if game.selectionIsSet {
                events = game.apply(.deal, at: now)
                continue
            }
            if let (i, j, k) = SetFinder.firstSet(in: game.table) {
                for p in [i, j, k] { events = game.apply(.tap(p), at: now) }
            } else {
                events = game.apply(.deal, at: now)
            }
        }
        guard case .finished(let score, let sets, let seconds, let left) = events.last else {
            Issue.record("no finished event: \(events)")
            return
        }
        #expect(game.deck.isEmpty && !SetFinder.hasSet(in: game.table))
        #expect(score == game.score && score == sets * 3)
        #expect(sets == game.setsFound && game.matched.count == sets * 3)
        #expect(left == game.table.count && left + sets * 3 == 81)
        #expect(seconds == Int(now))
        let over = game
        #expect(game.apply(.tap(0), at: now + 1) == [.refused(.over(score: score))])
        #expect(game.apply(.deal, at: now + 1) == [.refused(.over(score: score))])
        #expect(game.apply(.hint, at: now + 1) == [.refused(.over(score: score))])
        #expect(game == over)
        #expect(game.elapsedSeconds == seconds)
        let restart = game.apply(.newGame, at: now + 5)
        #expect(restart == [.started(dealt: 12, deck: 69)])
    }

    @Test func newInTheMiddleOfAGameGivesItUp() {
        var game = dealt()
        #expect(game.apply(.newGame, at: 1) == [.started(dealt: 12, deck: 69)], "no move yet: nothing given up")
        _ = game.apply(.tap(0), at: 2)
        #expect(game.apply(.newGame, at: 3) == [.abandoned(score: 0), .started(dealt: 12, deck: 69)])
    }

    @Test func theGameSurvivesAnEncodeDecodeRoundTrip() throws {
        var game = dealtWithSet(seed: 11)
        _ = game.apply(.tap(0), at: 3)
        _ = game.apply(.hint, at: 4)
        let data = try JSONEncoder().encode(game)
        var copy = try JSONDecoder().decode(SetGame.self, from: data)
        #expect(copy == game)
        // The generator travels too: both deal the same from here on.
        #expect(copy.apply(.newGame, at: 5) == game.apply(.newGame, at: 5))
        #expect(copy == game)
    }
}

/// Thousands of random games played to the end: after every action each card is on the
/// table, in the deck or matched exactly once; refusals change nothing; the game ends.
