import CardKit
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
