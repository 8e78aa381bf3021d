import GameKit
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// Switching games never leaves one silently: a game in progress waits as it was left, and
/// one line says so and how to take it up again, whatever the game.
@Suite struct SwitchingGamesTests {
    @Test(arguments: Language.allCases)
    func aSetGameLeftHalfPlayedSaysItWaits(_ language: Language) {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let s = LessonTests.session(.inMemory(), language)
        let play = localizer.commandWord(.play)
        func name(_ game: String) -> String { localizer.words("game.\(game).aliases").first! }
        _ = s.handle("\(play) \(name("set"))")
        _ = s.handle("\(localizer.commandWord(.tap)) 1")
        let out = s.handle("\(play) \(name("klondike"))")
        let said = localizer.text(
            "console.play.left", .verbatim(localizer.string("game.set.name")),
            .commandWith(.play, argumentKey: "game.set.aliases"))
        #expect(out.hasPrefix(said), "\(out.prefix(200))")
        // Back at Set, the selection is as it was left.
        let back = s.handle("\(play) \(name("set"))")
        #expect(back.contains(localizer.text("console.play.resume", .verbatim(localizer.string("game.set.name")))))
    }

    @Test func aFreshDealLeftSaysNothing() {
        let localizer = Localizer(catalogs: Repository.catalogs, language: .en)
        let s = LessonTests.session(.inMemory(), .en)
        _ = s.handle("play klondike")
        let out = s.handle("play set")
        let klondike = localizer.text(
            "console.play.left", .verbatim(localizer.string("game.klondike.name")),
            .commandWith(.play, argumentKey: "game.klondike.aliases"))
        #expect(!out.contains(klondike), "\(out.prefix(200))")
    }
}
