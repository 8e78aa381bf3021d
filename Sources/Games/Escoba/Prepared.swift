import CardKit

extension EscobaGame {
    /// A game set up on purpose (tests, a lesson's position): the person's hand, the table,
    /// the other players' hands (the computer's; empty: three from the deck, or none when
    /// `deck` is given empty), the cards already taken, the deck (nil: every card not named,
    /// in the deck's order). Nil when a card is named twice, a hand is too big, or the cards
    /// do not make the deck (with `deck` given, every card must be named somewhere). `round`:
    /// the round under way (a game with points already won is past its first).
    public static func prepared(
        hand: [SpanishCard], table: [SpanishCard], others: [[SpanishCard]] = [[]], piles: [[SpanishCard]] = [],
        deck: [SpanishCard]? = nil, escobas: [Int] = [], scores: [Int] = [], dealer: Int? = nil,
        target: Int = 15, seed: UInt64 = 0, round: Int = 1
    ) -> EscobaGame? {
        let players = others.count + 1
        guard Options.playerCounts.contains(players), hand.count <= handSize, !hand.isEmpty, round >= 1,
            others.allSatisfy({ $0.count <= handSize })
        else { return nil }
        var game = EscobaGame(seed: seed)
        game.options = Options(players: players, target: target)
        game.nextOptions = game.options
        let named = hand + table + others.flatMap { $0 } + piles.flatMap { $0 }
        guard Set(named).count == named.count else { return nil }
        var rest = SpanishCard.deck.filter { !named.contains($0) }
        var hands = [hand] + others
        if deck == nil {
            for p in 1..<players where hands[p].isEmpty {
                hands[p] = Array(rest.suffix(handSize))
                rest.removeLast(min(handSize, rest.count))
            }
        }
        let theDeck = deck ?? rest
        let all = hands.flatMap { $0 } + table + piles.flatMap { $0 } + theDeck
        guard all.count == SpanishCard.deck.count, Set(all).count == all.count else { return nil }
        game.deck = theDeck
        game.table = table
        game.hands = hands
        game.piles = (0..<players).map { piles.indices.contains($0) ? piles[$0] : [] }
        game.escobas = (0..<players).map { escobas.indices.contains($0) ? escobas[$0] : 0 }
        game.scores = (0..<players).map { scores.indices.contains($0) ? scores[$0] : 0 }
        game.dealer = dealer ?? players - 1
        game.turn = 0
        game.round = round
        game.phase = .playing
        game.lastTaker = piles.firstIndex { !$0.isEmpty }
        return game
    }

    /// The last deal of a two-player round (a lesson's): the deck out, and the cards not named
    /// shared between the two piles in turn, the first to the person's, after `mine`.
    public static func lastDeal(
        hand: [SpanishCard], table: [SpanishCard], other: [SpanishCard], mine: [SpanishCard], scores: [Int] = [],
        round: Int = 1
    ) -> EscobaGame? {
        let named = hand + table + other + mine
        let rest = SpanishCard.deck.filter { !named.contains($0) }
        let piles = [0, 1].map { first in stride(from: first, to: rest.count, by: 2).map { rest[$0] } }
        return prepared(
            hand: hand, table: table, others: [other], piles: [mine + piles[0], piles[1]], deck: [], scores: scores,
            round: round)
    }

    /// A position written as a lesson writes it: parts split by `;`: `hand=…` (your cards),
    /// `table=…`, `other=…` (the computer's), each in card codes (`7o`: the siete de oros, `12b`:
    /// the rey de bastos); `scores=A B`; `round=N`, the round under way (1 unless given);
    /// `mine=…`, cards already in your pile; and `last` for the last deal (the deck out, the
    /// other cards already taken, shared between the two piles in turn). Nil when a part or a
    /// card does not read, or the cards do not make a game.
    public static func prepared(position: String) -> EscobaGame? {
        var parts: [String: String] = [:]
        var last = false
        for part in position.split(separator: ";") {
            let item = part.split(separator: " ").joined(separator: " ")
            if item == "last" {
                last = true
                continue
            }
            let pair = item.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { return nil }
            parts[String(pair[0])] = String(pair[1])
        }
        func cards(_ key: String) -> [SpanishCard]? {
            let codes = (parts[key] ?? "").split(separator: " ")
            let read = codes.compactMap { SpanishCard(code: String($0)) }
            return read.count == codes.count ? read : nil
        }
        guard let hand = cards("hand"), let table = cards("table"), let other = cards("other"),
            let mine = cards("mine")
        else { return nil }
        let scores = (parts["scores"] ?? "").split(separator: " ").compactMap { Int($0) }
        guard let round = parts["round"].map({ Int($0) }) ?? 1 else { return nil }
        guard
            let game = last
                ? lastDeal(hand: hand, table: table, other: other, mine: mine, scores: scores, round: round)
                : prepared(
                    hand: hand, table: table, others: [other], piles: [mine], scores: scores, round: round)
        else { return nil }
        return game
    }
}
