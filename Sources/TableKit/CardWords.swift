import CardKit
import Catalog
import GameKit

// Cards in messages. A French card is written with its sign, the same in every language
// (`♥A`, `♠10`); a Spanish card is named in the language ("el caballo de copas", "컵 기사").

extension Message {
    /// A Spanish card's name in running text: `card.spanish.name` with its rank and suit.
    public static func spanishCard(_ card: SpanishCard) -> Message {
        Message(
            "card.spanish.name", .message(Message("card.spanish.rank.\(card.rank)")),
            .message(Message("card.spanish.suit.\(card.suit.rawValue)")))
    }
}

extension Argument {
    /// A Spanish card, named in the language.
    public static func spanishCard(_ card: SpanishCard) -> Argument { .message(.spanishCard(card)) }

    /// A French card in the seed's notation (`♥A`).
    public static func frenchCard(_ card: FrenchCard) -> Argument { .verbatim(card.description) }

    /// French cards side by side (`♠A ♦K ♥10 ♣2 ♦2`).
    public static func frenchCards(_ cards: [FrenchCard]) -> Argument {
        .verbatim(cards.map(\.description).joined(separator: " "))
    }
}

/// French cards as they are typed in a language: its suit letters and rank words
/// (`input.card.suits`, `input.card.ranks`: Spanish `p c d t` for picas, corazones,
/// diamantes, tréboles, and `1` for the ace), turned into the one reader's spelling. The
/// game and `baraja rank` read typed cards through the same spelling.
public struct CardSpelling: Sendable {
    /// Typed suit letter → the reader's letter (`p` → `s`).
    private let suits: [Character: Character]
    /// The reader's letter → the language's own (`s` → `p`): its first letter for the suit.
    private let own: [Character: Character]
    /// Typed rank → the reader's (`1` → `a`).
    private let ranks: [String: String]
    /// Letters that name another suit in English (Spanish `c`, corazones, is English's clubs).
    public let clashes: Set<Character>
    /// Suit letters of the language that English does not use (Spanish `p`, picas; `t`, tréboles).
    public let ownOnly: Set<Character>

    public init(localizer: Localizer) {
        func pairs(_ language: Language) -> [(String, String)] {
            localizer.words("input.card.suits", in: language).compactMap { item in
                let parts = item.lowercased().split(separator: "=")
                return parts.count == 2 ? (String(parts[0]), String(parts[1])) : nil
            }
        }
        var suits: [Character: Character] = [:]
        for (typed, reader) in pairs(localizer.language) where typed.count == 1 && reader.count == 1 {
            suits[typed.first!] = reader.first!
        }
        self.suits = suits
        var own: [Character: Character] = [:]
        for (typed, reader) in pairs(localizer.language) where typed.count == 1 && reader.count == 1 {
            if own[reader.first!] == nil { own[reader.first!] = typed.first! }
        }
        self.own = own
        var ranks: [String: String] = [:]
        for item in localizer.words("input.card.ranks") {
            let parts = item.lowercased().split(separator: "=")
            if parts.count == 2 { ranks[String(parts[0])] = String(parts[1]) }
        }
        self.ranks = ranks
        var english: [Character: Character] = [:]
        for (typed, reader) in pairs(.en) where typed.count == 1 && reader.count == 1 {
            english[typed.first!] = reader.first!
        }
        clashes = Set(suits.keys.filter { english[$0] != nil && english[$0] != suits[$0] })
        ownOnly = Set(suits.keys.filter { english[$0] == nil && $0.isLetter })
    }

    /// Whether a typed card uses a suit letter that only this language has (Spanish `Ap`, `3t`):
    /// then its other letters are this language's too.
    public func usesOwnOnlyLetter(_ word: String) -> Bool {
        guard card(word) != nil, let first = word.lowercased().first, let last = word.lowercased().last else {
            return false
        }
        return ownOnly.contains(last) || ownOnly.contains(first)
    }

    /// The card a typed word names in this language: a rank and a suit letter of the
    /// language in either order, or a suit sign; nil when it names none.
    public func card(_ word: String) -> FrenchCard? {
        let characters = Array(word.lowercased())
        guard characters.count >= 2, characters.count <= 4 else { return nil }
        if let suit = suits[characters.last!], let card = read(characters.dropLast(), suit, suitFirst: false) {
            return card
        }
        if let suit = suits[characters.first!], let card = read(characters.dropFirst(), suit, suitFirst: true) {
            return card
        }
        // A suit sign needs no letter: the reader takes it as it is.
        guard characters.contains(where: { !$0.isASCII }) else { return nil }
        return FrenchCard(reading: word)
    }

    private func read(_ rank: ArraySlice<Character>, _ suit: Character, suitFirst: Bool) -> FrenchCard? {
        let typed = String(rank)
        let rank = ranks[typed] ?? typed
        guard rank.allSatisfy({ $0.isASCII && ($0.isNumber || $0.isLetter) }) else { return nil }
        return FrenchCard(reading: rank + String(suit))
    }

    /// A typed word as the reader spells it (`Ap` → `♠A`) when it names a card here; else
    /// as typed, so that a word that names no card is quoted as the player wrote it.
    public func canonical(_ word: String) -> String { card(word)?.description ?? word }

    /// A card typed with the reader's letters (`7h`, `Qs`) as the language writes it (Spanish
    /// `7c`, `Qp`); any other word as it is.
    public func spelled(_ word: String) -> String {
        guard let card = FrenchCard(reading: word), word.count >= 2, word.count <= 3, word.allSatisfy(\.isASCII),
            let letter = word.lowercased().last, let mine = own[letter], mine != letter
        else { return word }
        return String(card.description.dropFirst()) + String(mine)
    }

    /// Whether a typed card uses a letter that names another suit in English.
    public func usesClashingLetter(_ word: String) -> Bool {
        guard card(word) != nil, let first = word.lowercased().first, let last = word.lowercased().last else {
            return false
        }
        return clashes.contains(last) || clashes.contains(first)
    }
}
