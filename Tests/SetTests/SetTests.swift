import Testing

@testable import CardKit
@testable import SetGame

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

func dealt(seed: UInt64 = 1) -> SetGame {
    var game = SetGame(seed: seed)
    _ = game.apply(.newGame, at: 0)
    return game
}

/// Every card is in exactly one place: table, deck or matched. Returns what is wrong.
func conservationProblems(_ game: SetGame) -> [String] {
    guard game.phase != .notStarted else { return [] }
    var seen = [Int](repeating: 0, count: 81)
    for card in game.table + game.deck + game.matched { seen[SetFinder.code(card)] += 1 }
    var problems: [String] = []
    if let code = seen.firstIndex(where: { $0 != 1 }) { problems.append("card \(code) is in \(seen[code]) places") }
    if game.table.count > SetGame.capacity { problems.append("\(game.table.count) cards on the table") }
    if !game.selection.allSatisfy(game.table.contains) { problems.append("a selected card is off the table") }
    if game.selection.count > 3 { problems.append("\(game.selection.count) selected") }
    return problems
}

/// Positions of three cards on the table that are not a set.
func mismatch(in game: SetGame) -> [Int] {
    let t = game.table
    for i in t.indices {
        for j in (i + 1)..<t.count {
            for k in (j + 1)..<t.count where !SetCard.isSet(t[i], t[j], t[k]) { return [i, j, k] }
        }
    }
    Issue.record("no mismatch on the table")
    return []
}

func firstSet(in game: SetGame) -> [Int] {
    guard let (i, j, k) = SetFinder.firstSet(in: game.table) else { return [] }
    return [i, j, k]
}

/// A dealt game whose opening table holds a set (most do).
func dealtWithSet(seed: UInt64 = 1) -> SetGame {
    var seed = seed
    while true {
        let game = dealt(seed: seed)
        if SetFinder.hasSet(in: game.table) { return game }
        seed += 1
    }
}

@Suite struct SetDeckTests {
    @Test func theDeckHas81DistinctCards() {
        #expect(SetCard.deck.count == 81)
        #expect(Set(SetCard.deck).count == 81)
        for (i, card) in SetCard.deck.enumerated() { #expect(SetFinder.code(card) == i) }
    }

    @Test func exactly1080SetsExistInTheDeck() {
        var brute = 0
        let d = SetCard.deck
        for i in 0..<81 {
            for j in (i + 1)..<81 { for k in (j + 1)..<81 where SetCard.isSet(d[i], d[j], d[k]) { brute += 1 } }
        }
        #expect(brute == 1080)
        #expect(SetFinder.count(in: d) == 1080)
        #expect(SetFinder.sets(in: d).count == 1080)
    }

    @Test func everyPairIsCompletedByExactlyOneThirdCard() {
        let d = SetCard.deck
        for a in d {
            for b in d where a != b {
                let thirds = d.filter { $0 != a && $0 != b && SetCard.isSet(a, b, $0) }
                #expect(thirds.count == 1)
                #expect(thirds.first == SetFinder.completing(a, b))
            }
        }
    }

    @Test func theFinderAgreesWithBruteForceOnRandomTables() {
        var rng = SeededRNG(seed: 99)
        for size in [0, 1, 2, 3, 12, 15, 20, 21, 24] {
            for _ in 0..<50 {
                var deck = SetCard.deck
                rng.shuffle(&deck)
                let t = Array(deck.prefix(size))
                var brute: [[Int]] = []
                for i in t.indices {
                    for j in (i + 1)..<max(i + 1, t.count) {
                        for k in (j + 1)..<max(j + 1, t.count) where SetCard.isSet(t[i], t[j], t[k]) {
                            brute.append([i, j, k])
                        }
                    }
                }
                let found = SetFinder.sets(in: t).map { [$0.0, $0.1, $0.2] }
                #expect(found.sorted { $0.lexicographicallyPrecedes($1) } == brute)
                #expect(SetFinder.hasSet(in: t) == !brute.isEmpty)
                if let first = SetFinder.firstSet(in: t) { #expect(brute.contains([first.0, first.1, first.2])) }
                // 21 cards or more always hold a set.
                if size >= 21 { #expect(!brute.isEmpty) }
            }
        }
    }

    @Test func brokenAttributesNameEveryAttributeThatBreaksTheRule() {
        let d = SetCard.deck
        var rng = SeededRNG(seed: 5)
        for _ in 0..<2000 {
            let a = d[rng.below(81)]
            let b = d[rng.below(81)]
            let c = d[rng.below(81)]
            guard a != b, b != c, a != c else { continue }
            let broken = SetGame.brokenAttributes(a, b, c)
            #expect(broken.isEmpty == SetCard.isSet(a, b, c))
        }
        // The issue's example: colour, two red and one green.
        let red1 = SetCard(number: 2, shape: .circle, shading: .solid, colour: .red)
        let red2 = SetCard(number: 2, shape: .circle, shading: .striped, colour: .red)
        let green = SetCard(number: 2, shape: .circle, shading: .open, colour: .green)
        #expect(
            SetGame.brokenAttributes(red1, red2, green) == [
                SetGame.Broken(.colour, pair: SetCard.Colour.red.rawValue, odd: SetCard.Colour.green.rawValue)
            ])
        let one = SetCard(number: 1, shape: .square, shading: .open, colour: .green)
        #expect(SetGame.brokenAttributes(red1, green, one).map(\.attribute) == [.number, .shape, .shading, .colour])
    }
}

@Suite struct SetPropertyTests {
    /// One action of a random player: half the time it plays the first set it sees
    /// (clearing its selection first), otherwise it taps anywhere, deals or asks for a hint.
    static func randomAction(_ game: SetGame, _ rng: inout SeededRNG) -> SetGame.Action {
        let roll = rng.below(100)
        if roll < 50, !game.selectionIsSet, let (i, j, k) = SetFinder.firstSet(in: game.table) {
            let target = [i, j, k].map { game.table[$0] }
            if game.selectionIsMismatch { return .tap(i) }
            if let stray = game.selection.first(where: { !target.contains($0) }) {
                return .tap(game.table.firstIndex(of: stray)!)
            }
            let next = target.first { !game.selection.contains($0) }!
            return .tap(game.table.firstIndex(of: next)!)
        }
        if roll < 80 { return .tap(rng.below(game.table.count + 1)) }  // sometimes one past the end
        if roll < 95 { return .deal }
        return .hint
    }

    @Test(arguments: 0..<4)
    func randomGamesConserveEveryCardAndEnd(chunk: Int) {
        let games = 600
        var rng = SeededRNG(seed: UInt64(2024 + chunk))
        var finished = 0
        for seed in UInt64(chunk * games)..<UInt64((chunk + 1) * games) {
            var game = SetGame(seed: seed)
            _ = game.apply(.newGame, at: 0)
            var steps = 0
            while game.phase == .playing && steps < 2000 {
                steps += 1
                let action = Self.randomAction(game, &rng)
                let before = game
                let events = game.apply(action, at: Double(steps))
                if events.contains(where: \.isRefusal) {
                    #expect(events.count == 1)
                    #expect(game == before, "a refused \(action) changed the game")
                }
                let problems = conservationProblems(game)
                if !problems.isEmpty {
                    Issue.record("seed \(seed) step \(steps) \(action): \(problems)")
                    return
                }
            }
            #expect(game.phase == .over, "seed \(seed) did not end in \(steps) steps")
            if game.phase == .over {
                finished += 1
                #expect(game.deck.isEmpty && !SetFinder.hasSet(in: game.table))
                #expect(game.matched.count == game.setsFound * 3)
                #expect(game.matched.count + game.table.count == 81)
            }
        }
        #expect(finished == games)
    }
}
