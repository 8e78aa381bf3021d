import Catalog
import Klondike
import TableKit
import TestSupport
import Testing

@testable import KlondikeConsole

/// Several moves that fit a move said by its shape are listed as typed, each with its card
/// and where it goes, in the player's language.
@Suite struct KlondikeShapeWordingTests {
    @Test func severalMovesAreListedAsTheyAreTyped() throws {
        let t = table(seed: 2)
        let moves = Array(
            t.game.legalMoves().filter {
                if case .transfer = $0 { true } else { false }
            }.prefix(2))
        try #require(moves.count == 2)
        for language in [Language.es, .ko, .en] {
            let localizer = Localizer(catalogs: Repository.catalogs, language: language)
            let text = localizer.text(t.message(.several(moves)))
            for move in moves {
                guard case .transfer(let from, let to, _) = move, let card = t.game.cards(move).first else { continue }
                #expect(text.contains("\(Klondike.typed(from)) \(Klondike.typed(to))"), "\(language): \(text)")
                #expect(text.contains(card.description), "\(language): \(text)")
            }
            #expect(text.contains(localizer.commandWord(.move)), "\(language): \(text)")
        }
    }
}
