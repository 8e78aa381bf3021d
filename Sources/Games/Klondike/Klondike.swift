import CardKit

/// Klondike solitaire as a value: a deal, the moves made on it, and an undo stack.
/// Pure and deterministic: the same seed and moves give the same game. No text: what
/// happens comes out as `Event`s, and a refused move as a `Refusal` naming the rule.
public struct Klondike: Hashable, Sendable, Codable {
    /// The position now (cards, score, counters): compact and hashable, for a solver too.
    public internal(set) var position: Position
    /// Every earlier position of this deal, the last one first to come back on `undo`.
    public internal(set) var history: [Position]
    /// The deal as it was dealt, for `restart`.
    public internal(set) var dealt: Position
    public internal(set) var drawMode: DrawMode
    /// What led from `dealt` to `position`, one step per `history` entry: what a save keeps
    /// instead of the positions (Record.swift), replayed to bring `history` back.
    public internal(set) var steps: [Step] = []
    /// Shuffles the next deals.
    var rng: SeededRNG

    /// A first deal from this seed.
    public init(seed: UInt64, drawMode: DrawMode = .one) {
        var rng = SeededRNG(seed: seed)
        let first = Position.deal(&rng)
        self.rng = rng
        self.position = first
        self.history = []
        self.dealt = first
        self.drawMode = drawMode
    }

    /// Plays this deal with the other way of drawing; only before the first move (a choice
    /// kept from earlier games). Returns whether it took effect.
    @discardableResult
    public mutating func useDrawMode(_ mode: DrawMode) -> Bool {
        guard history.isEmpty, position == dealt else { return false }
        drawMode = mode
        return true
    }

    /// A game dealt from a known order (tests, a solver): the last card of `deck` is the
    /// first dealt. The deck must hold the 52 cards.
    public init(deck: [FrenchCard], drawMode: DrawMode = .one) {
        let first = Position.deal(from: deck)
        self.rng = SeededRNG(seed: 0)
        self.position = first
        self.history = []
        self.dealt = first
        self.drawMode = drawMode
    }

    /// A game from a position built by hand (tests).
    public init(position: Position, drawMode: DrawMode = .one) {
        self.rng = SeededRNG(seed: 0)
        self.position = position
        self.history = []
        self.dealt = position
        self.drawMode = drawMode
    }

    public var isWon: Bool { position.isWon }

    /// Every card face up and the stock empty, and the rest can go to the foundations
    /// one card at a time (the waste's cards from its top down): `auto` plays them.
    public var canFinishAutomatically: Bool { nothingLeftToTurn && Self.playOut(position) != nil }

    /// Not won, every card face up and the stock empty: only `auto`'s play-out can fail now.
    private var nothingLeftToTurn: Bool { !isWon && position.stock.isEmpty && position.hidden.allSatisfy { $0 == 0 } }

    /// The position with every card played to the foundations, lowest first, from the top
    /// of the stacks and of the waste; nil when a card gets stuck (a waste card waiting for
    /// a lower one of its suit buried under it). Moving a card to its foundation never
    /// blocks another, so the order tried does not matter.
    static func playOut(_ start: Position) -> (position: Position, cards: Int)? {
        var p = start
        var cards = 0
        while !p.isWon {
            var sources: [(card: FrenchCard, stack: Int?)] = (0..<7).compactMap { i in p.stacks[i].last.map { ($0, i) }
            }
            if let top = p.waste.last { sources.append((top, nil)) }
            guard
                let next = sources.filter({ p.foundations[Position.foundationIndex($0.card.suit)] == $0.card.rank - 1 })
                    .min(by: { $0.card.rank < $1.card.rank })
            else { return nil }
            if let i = next.stack { p.stacks[i].removeLast() } else { p.waste.removeLast() }
            p.foundations[Position.foundationIndex(next.card.suit)] += 1
            p.score += Scoring.toFoundation
            p.moves += 1
            cards += 1
        }
        return (p, cards)
    }
}

extension Klondike {
    /// How many cards `draw` turns from the stock.
    public enum DrawMode: Int, Hashable, Sendable, Codable, CaseIterable {
        case one = 1
        case three = 3
    }

    /// A pile of the table, named as the player types it: `s`, `w`, `f1`–`f4`, `1`–`7`.
    public enum Pile: Hashable, Sendable, Codable {
        case stock, waste
        /// 0…3: the foundations of ♠, ♥, ♦, ♣ (`f1`–`f4`).
        case foundation(Int)
        /// 0…6: the seven stacks of the tableau (`1`–`7`).
        case stack(Int)

        /// The foundation a suit is built on.
        public static func foundation(of suit: FrenchSuit) -> Pile { .foundation(Position.foundationIndex(suit)) }
    }

    /// One move of the game.
    public enum Move: Hashable, Sendable, Codable {
        /// Turns the next card(s) of the stock onto the waste, or, with the stock empty, the
        /// waste back into the stock.
        case draw
        /// Moves the top `count` cards of a pile onto another.
        case transfer(from: Pile, to: Pile, count: Int)
    }

    /// The cards on the table and the counters of the deal.
    public struct Position: Hashable, Sendable, Codable {
        /// Face down; the last card is the top, turned next.
        public internal(set) var stock: [FrenchCard]
        /// Face up; the last card is the top, the only one that can be played.
        public internal(set) var waste: [FrenchCard]
        /// How many cards each foundation holds (= the rank of its top card), ♠ ♥ ♦ ♣.
        public internal(set) var foundations: [Int]
        /// The seven stacks, bottom card first.
        public internal(set) var stacks: [[FrenchCard]]
        /// How many cards at the bottom of each stack are face down.
        public internal(set) var hidden: [Int]
        public internal(set) var score: Int
        /// Moves made (a draw, a recycle, a move; each card `auto` plays).
        public internal(set) var moves: Int
        /// Times the waste went back into the stock.
        public internal(set) var recycles: Int

        public init(
            stock: [FrenchCard], waste: [FrenchCard], foundations: [Int], stacks: [[FrenchCard]], hidden: [Int],
            score: Int = 0, moves: Int = 0, recycles: Int = 0
        ) {
            self.stock = stock
            self.waste = waste
            self.foundations = foundations
            self.stacks = stacks
            self.hidden = hidden
            self.score = score
            self.moves = moves
            self.recycles = recycles
        }

        static func deal(_ rng: inout SeededRNG) -> Position {
            var deck = FrenchCard.deck
            rng.shuffle(&deck)
            return deal(from: deck)
        }

        /// The standard deal: row by row, one card to each stack from the first that still
        /// takes one; the top card of each stack face up; the 24 left make the stock.
        static func deal(from deck: [FrenchCard]) -> Position {
            var deck = deck
            var stacks = [[FrenchCard]](repeating: [], count: 7)
            for row in 0..<7 {
                for stack in row..<7 { stacks[stack].append(deck.removeLast()) }
            }
            return Position(stock: deck, waste: [], foundations: [0, 0, 0, 0], stacks: stacks, hidden: Array(0..<7))
        }

        public static func foundationIndex(_ suit: FrenchSuit) -> Int {
            switch suit {
            case .spades: 0
            case .hearts: 1
            case .diamonds: 2
            case .clubs: 3
            }
        }

        public static let foundationSuits: [FrenchSuit] = [.spades, .hearts, .diamonds, .clubs]

        public var isWon: Bool { foundations.allSatisfy { $0 == 13 } }

        /// The face-up cards of a stack, bottom first.
        public func faceUp(_ stack: Int) -> ArraySlice<FrenchCard> { stacks[stack][hidden[stack]...] }

        /// The top card of a foundation, if any.
        /// Whether a card is on its foundation.
        public func isUp(_ card: FrenchCard) -> Bool {
            guard let i = Self.foundationSuits.firstIndex(of: card.suit) else { return false }
            return foundations[i] >= card.rank
        }

        public func foundationTop(_ index: Int) -> FrenchCard? {
            foundations[index] == 0 ? nil : FrenchCard(foundations[index], Self.foundationSuits[index])
        }

        /// Every card on the table, foundations included (52 in a sound position).
        public var allCards: [FrenchCard] {
            stock + waste + stacks.flatMap { $0 }
                + foundations.indices.flatMap { i in
                    (0..<foundations[i]).map { FrenchCard($0 + 1, Self.foundationSuits[i]) }
                }
        }
    }
}
