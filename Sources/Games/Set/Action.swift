import CardKit

extension SetGame {
    /// What the player can do; each one is a button of the seed's interface.
    public enum Action: Equatable, Sendable {
        /// "New game": a freshly shuffled deck of 81 and 12 cards dealt.
        case newGame
        /// Touch the card at this table position (0-based).
        case tap(Int)
        /// Touch up to `tapsAtOnce` cards in one go, named by their positions as the table
        /// was before the first (0-based): each card is tapped where it is then, or is `gone`.
        case taps([Int])
        /// "Deal 3 more cards": takes a selected set off, otherwise adds three cards.
        case deal
        /// Puts down the cards selected (one or two), without cost: a tap naming three
        /// cards is an attempt of its own.
        case clearSelection
        /// The extra credit's "cheat", one step at a time.
        case hint
        /// The same hint for a learner (the coach on): free, and the game counts as assisted.
        case freeHint
    }

    /// An attribute of a card.
    public enum Attribute: String, Sendable, Equatable, CaseIterable, Codable {
        case number, shape, shading, colour
    }

    /// An attribute that breaks a set: two cards share `pair`, the third has `odd`.
    /// Values are the attribute's raw value (the number itself for `number`).
    public struct Broken: Equatable, Sendable {
        public var attribute: Attribute
        public var pair: Int
        public var odd: Int
        public init(_ attribute: Attribute, pair: Int, odd: Int) {
            self.attribute = attribute
            self.pair = pair
            self.odd = odd
        }
    }

    /// The attributes that keep three cards from being a set (none when they are one).
    public static func brokenAttributes(_ a: SetCard, _ b: SetCard, _ c: SetCard) -> [Broken] {
        func value(_ card: SetCard, _ attribute: Attribute) -> Int {
            switch attribute {
            case .number: card.number
            case .shape: card.shape.rawValue
            case .shading: card.shading.rawValue
            case .colour: card.colour.rawValue
            }
        }
        return Attribute.allCases.compactMap { attribute in
            let x = value(a, attribute)
            let y = value(b, attribute)
            let z = value(c, attribute)
            if x == y && y != z { return Broken(attribute, pair: x, odd: z) }
            if x == z && y != z { return Broken(attribute, pair: x, odd: y) }
            if y == z && x != y { return Broken(attribute, pair: y, odd: x) }
            return nil
        }
    }
}
