import CardKit

/// Stud poker as a value: players and the dealer, dealt street by street from one deck
/// (the seed's `PokerGame`), taken to showdown. No betting: every hand is played out.
/// Pure and deterministic: the same seed and actions give the same events.
public struct StudPoker: Equatable, Sendable, Codable {
    /// Five- or seven-card stud (the seed's `GameType`).
    public enum Variant: Int, CaseIterable, Codable, Sendable {
        case five = 5
        case seven = 7

        /// Each street: how many cards every seat receives, and which are face up.
        public var streets: [[Bool]] {
            switch self {
            case .five: [[false, true], [true], [true], [true]]
            case .seven: [[false, false, true], [true], [true], [true], [false]]
            }
        }
    }

    /// A card in front of a seat, face up (everyone sees it) or down (only its owner).
    public struct Dealt: Equatable, Sendable, Codable {
        public let card: FrenchCard
        public let faceUp: Bool
        public init(_ card: FrenchCard, faceUp: Bool) {
            self.card = card
            self.faceUp = faceUp
        }
    }

    public enum Phase: String, Equatable, Sendable, Codable {
        /// Cards are being dealt; `street` streets are out.
        case dealing
        /// Every card is out and the hands are compared.
        case showdown
    }

    /// Hands played by Player 1 (the human): won alone, split, lost.
    public struct Tally: Equatable, Sendable, Codable {
        public var won = 0, split = 0, lost = 0
        public var played: Int { won.saturatingAdding(split).saturatingAdding(lost) }
    }

    public static let playerRange = 2...4

    public internal(set) var variant: Variant
    /// Players, not counting the dealer (the seed's `NumberOfPlayers`).
    public internal(set) var players: Int
    /// Undealt cards; the next one dealt is the last (the seed's `removeLast`).
    public internal(set) var deck: [FrenchCard] = []
    /// Cards of the hands already played from this deck (all shown at their showdown).
    public internal(set) var discards: [FrenchCard] = []
    /// One hand a seat: players 1…n, then the dealer.
    public internal(set) var hands: [[Dealt]] = []
    /// Streets dealt in the hand in play.
    public internal(set) var street = 0
    public internal(set) var phase: Phase = .dealing
    /// The showdown of the hand just finished.
    public internal(set) var result: Showdown?
    /// Hands dealt since the game started (1 for the first; a reshuffle goes on counting).
    public internal(set) var handNumber = 0
    /// Decks shuffled since the game started.
    public internal(set) var shuffles = 0
    public internal(set) var tally = Tally()
    /// The seed this game's shuffles come from (the odds derive theirs from it).
    public let seed: UInt64
    var rng: SeededRNG

    public init(seed: UInt64, variant: Variant = .seven, players: Int = 2) {
        precondition(Self.playerRange.contains(players))
        self.seed = seed
        self.rng = SeededRNG(seed: seed)
        self.variant = variant
        self.players = players
    }

    /// Players and the dealer.
    public var seats: Int { players + 1 }
    /// The dealer's seat (the last).
    public var dealerSeat: Int { players }
    /// Cards one hand needs from the deck.
    public var cardsPerHand: Int { seats * variant.rawValue }
    /// Whether the next hand can come from this deck (the seed's `resumable`).
    public var resumable: Bool { deck.count >= cardsPerHand }
    public var streetCount: Int { variant.streets.count }

    // MARK: Actions

    public enum Action: Equatable, Sendable {
        /// A fresh shuffle and the first street of a new hand (the seed's shake).
        case newGame
        /// The next street; after a showdown, the next hand from the same deck.
        case deal
        /// Switch variant: a fresh game.
        case setVariant(Variant)
        /// Switch the number of players: a fresh game.
        case setPlayers(Int)
    }

    public enum Event: Equatable, Sendable {
        /// A fresh deck was shuffled.
        case shuffled
        /// The deck ran short for a new hand (`left` cards, `needed` for a hand): reshuffled.
        case reshuffled(left: Int, needed: Int)
        /// A new hand began from the same deck (`left` cards before it).
        case nextHand(number: Int, left: Int)
        /// A hand given up after its first street (counts as lost for Player 1).
        case handAbandoned
        case variantSet(Variant)
        case playersSet(Int)
        case variantUnchanged(Variant)
        case playersUnchanged(Int)
        /// Street `number` went to every seat in turn.
        case streetDealt(number: Int, cards: Int, faceUp: Int)
        case showdown(Showdown)
        case refused(Refusal)
    }

    public enum Refusal: Equatable, Sendable {
        case badPlayers(Int)
    }

    /// Applies one action. A refused action returns a single `.refused` event and leaves
    /// the state untouched.
    public mutating func apply(_ action: Action) -> [Event] {
        switch action {
        case .newGame:
            let abandoned = abandon()
            handNumber = 0
            return abandoned + freshDeck() + dealStreet()
        case .deal:
            if deck.isEmpty && hands.isEmpty { return freshDeck() + dealStreet() }  // nothing dealt yet
            if phase == .showdown { return nextHand() }
            return dealStreet()
        case .setVariant(let v):
            if v == variant { return [.variantUnchanged(v)] }
            let abandoned = abandon()
            variant = v
            handNumber = 0
            return abandoned + [.variantSet(v)] + freshDeck() + dealStreet()
        case .setPlayers(let n):
            guard Self.playerRange.contains(n) else { return [.refused(.badPlayers(n))] }
            if n == players { return [.playersUnchanged(n)] }
            let abandoned = abandon()
            players = n
            handNumber = 0
            return abandoned + [.playersSet(n)] + freshDeck() + dealStreet()
        }
    }

    /// Whether giving up the hand in play now counts against Player 1: once a street after
    /// the first is out (re-dealing a first street is the seed's shake, and free).
    public var abandoningCounts: Bool { phase == .dealing && street > 1 }

    private mutating func abandon() -> [Event] {
        guard abandoningCounts else { return [] }
        tally.lost.saturatingAdd(1)
        return [.handAbandoned]
    }

    private mutating func freshDeck() -> [Event] {
        deck = FrenchCard.deck
        rng.shuffle(&deck)
        discards = []
        hands = []
        shuffles.saturatingAdd(1)
        startHand()
        return [.shuffled]
    }

    private mutating func startHand() {
        discards += hands.flatMap { $0.map(\.card) }
        hands = Array(repeating: [], count: seats)
        street = 0
        phase = .dealing
        result = nil
        handNumber.saturatingAdd(1)
    }

    private mutating func nextHand() -> [Event] {
        guard resumable else {
            let left = deck.count
            return [.reshuffled(left: left, needed: cardsPerHand)] + freshDeck() + dealStreet()
        }
        let left = deck.count
        startHand()
        return [.nextHand(number: handNumber, left: left)] + dealStreet()
    }

    /// Deals the next street: one card to every seat in turn, Player 1 first and the
    /// dealer last, as many rounds as the street has cards.
    private mutating func dealStreet() -> [Event] {
        let plan = variant.streets[street]
        for faceUp in plan {
            for seat in 0..<seats {
                hands[seat].append(Dealt(deck.removeLast(), faceUp: faceUp))
            }
        }
        street += 1
        var events: [Event] = [.streetDealt(number: street, cards: plan.count, faceUp: plan.filter { $0 }.count)]
        if street == streetCount { events += showdown() }
        return events
    }

    private mutating func showdown() -> [Event] {
        let result = Showdown(hands: hands.map { $0.map(\.card) })
        self.result = result
        phase = .showdown
        if result.winners == [0] {
            tally.won.saturatingAdd(1)
        } else if result.winners.contains(0) {
            tally.split.saturatingAdd(1)
        } else {
            tally.lost.saturatingAdd(1)
        }
        return [.showdown(result)]
    }

    // MARK: What Player 1 sees

    /// Cards Player 1 knows: all of their own, everyone's up cards, and the cards of the
    /// hands already shown down from this deck.
    public var seenByPlayer1: [FrenchCard] {
        var seen = discards
        for (seat, hand) in hands.enumerated() {
            seen += hand.filter { seat == 0 || $0.faceUp || phase == .showdown }.map(\.card)
        }
        return seen
    }
}

/// The end of a hand: each seat's best five, the winners, and why.
public struct Showdown: Equatable, Sendable, Codable {
    public let best: [BestHand]
    /// The seats with the best value (more than one: a split pot).
    public let winners: [Int]
    /// The best seat that did not win, when there is one: the reason compares with it.
    public let runnerUp: Int?
    public let reason: Comparison?

    public init(hands: [[FrenchCard]]) {
        let best = hands.map { BestHand($0) }
        let top = best.map(\.value).max()!
        let winners = best.indices.filter { best[$0].value == top }
        let others = best.indices.filter { !winners.contains($0) }
        let runnerUp = others.max { best[$0].value < best[$1].value }
        self.best = best
        self.winners = winners
        self.runnerUp = runnerUp
        reason = runnerUp.map { Comparison.of(best[winners[0]], against: best[$0]) }
    }
}
