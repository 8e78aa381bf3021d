import GameKit
import StudPoker

/// A street by the number of cards each seat holds once it is dealt, the way players name
/// it (third street, 3구), in the header, the odds and the resume line alike: one numbering.
extension PokerTable {
    /// The cards a seat holds after the current street (0 before the first).
    var streetCards: Int { game.variant.streets.prefix(game.street).reduce(0) { $0 + $1.count } }

    /// "Third street", "3구": a title (`poker.street.title.<cards>`).
    var streetTitle: Message { Message("poker.street.title.\(streetCards)") }

    /// "third street", as in the middle of a sentence (`poker.street.name.<cards>`).
    var streetName: Message { Message("poker.street.name.\(streetCards)") }

    /// The header's key: the first hand has its own (Korean says 첫 번째 판, not 1번째).
    var handInfoKey: String { game.handNumber == 1 ? "poker.table.info.first" : "poker.table.info" }
}
