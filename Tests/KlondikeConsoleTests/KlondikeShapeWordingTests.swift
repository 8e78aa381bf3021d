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

    /// A move said by its ranks that none can make names the ranks in the player's words
    /// (king, el rey, 킹 with its particle), never by their letters.
    @Test func refusedShapesNameTheRanksInWords() {
        let t = table(seed: 2)
        let cases: [(Language, Klondike.TypingProblem, [String], [String])] = [
            (.es, .noneShaped(from: .rank(13), to: .rank(12)), ["el rey", "la reina"], [" K ", " Q "]),
            (.es, .noneShaped(from: .rank(12), to: nil), ["la reina"], ["ningún"]),
            (.es, .noneToPlay(.rank(6)), ["el seis"], ["ningún 6"]),
            (.ko, .noneShaped(from: .rank(6), to: .rank(7)), ["6을 7 위에"], ["카드를"]),
            (.ko, .noneShaped(from: .rank(13), to: nil), ["킹을 빈 열"], ["K "]),
            (.ko, .noneToPlay(.rank(1)), ["에이스가"], ["A "]),
            (.en, .noneShaped(from: .rank(6), to: .rank(7)), ["no six", "any seven"], ["no 6"]),
            (.en, .noneToPlay(.rank(13)), ["no king"], ["no K"]),
        ]
        for (language, problem, says, never) in cases {
            let text = Localizer(catalogs: Repository.catalogs, language: language).text(t.message(problem))
            for part in says { #expect(text.contains(part), "\(language): \(text)") }
            for part in never { #expect(!text.contains(part), "\(language): \(text)") }
        }
    }
}
