import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import KlondikeConsole
@testable import SieteYMediaConsole

/// Input as people type it: several words, counters, names, the question's prompt,
/// and the question before a game is counted as lost.
@Suite struct WordsTests {
    private func asking(_ language: Language, game: GameID) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 7, colour: false,
            confirmsLosses: true)
        _ = s.opening(game: game)
        return s
    }

    @Test func aCommandOfSeveralWordsIsOneCommand() {
        let s = session(.es)
        _ = s.handle("pedir")
        let out = s.handle("me planto")
        #expect(out.contains(text("siete.player.stood", .es).prefix(10)))
        #expect(!out.contains("«me»"), "«me» was read as a command")
    }

    @Test func theEverydayWordsAreCommands() {
        let table = CommandTable(
            specs: Session.specs(for: Registry.games),
            localizer: Localizer(catalogs: Repository.catalogs, language: .en))
        // 스탑 is siete y media's stand and 맞고's stop: two games' own commands, never available
        // together.
        #expect(table.commands(named: "스탑") == [.stand, CommandID("stop", game: "matgo")])
        #expect(table.commands(named: "barajar") == [.shake] && table.commands(named: "mezclar") == [.shake])
        // 흔들기 is also 맞고's own (matgo.shake), where the console's `shake` is not offered.
        #expect(table.commands(named: "섞기") == [.shake] && table.commands(named: "흔들기").first == .shake)
        #expect(table.commands(named: "흔들기").map(\.description) == ["shake", "matgo.shake"])
        #expect(word(.shake, .ko) == "섞기" && word(.shake, .es) == "barajar")
    }

    @Test func gamesByTheNamesTheLobbyShows() {
        let localizer = Localizer(catalogs: Repository.catalogs, language: .en)
        for name in ["siete y media", "세븐 앤 하프", "SIETE  Y MEDIA", "셋", "póquer descubierto", "클론다이크 솔리테어"] {
            #expect(Registry.games.id(named: name, localizer: localizer) != nil, "\(name)")
        }
        #expect(Registry.games.id(named: "siete y", localizer: localizer) == nil)
        let s = session(.ko, game: nil)
        #expect(s.handle("플레이 세븐 앤 하프").contains(text("game.sieteymedia.name", .ko)))
        #expect(s.prompt.hasPrefix(text("game.sieteymedia.prompt", .ko)))
    }

    @Test func helpWithAGameShowsItsRules() {
        let s = session(.es, game: nil)
        let out = s.handle("ayuda set")
        #expect(out.contains(text("game.set.title", .es)))
        #expect(s.handle("도움말 세트") == s.handle("reglas set"))
        // A command's word after help still explains the command.
        #expect(s.handle("ayuda pedir").contains(text("command.sieteymedia.hit.help", .es)))
    }

    @Test func numbersWithTheirCounters() {
        let plain = session(.ko, seed: 7, game: .set)
        let counted = session(.ko, seed: 7, game: .set)
        #expect(plain.handle("탭 1 2") == counted.handle("탭 1번 2번"))
        #expect(plain.handle("3") == counted.handle("3번"), "numbers alone tap them")
    }

    @Test func klondikePilesByName() {
        for (language, stock) in [(Language.es, "mazo"), (.ko, "덱"), (.en, "stock")] {
            let letters = session(language, seed: 5, game: .klondike)
            let named = session(language, seed: 5, game: .klondike)
            #expect(letters.handle("\(word(.tap, language)) s") == named.handle("\(word(.tap, language)) \(stock)"))
        }
        let es = session(.es, seed: 5, game: .klondike)
        let letters = session(.es, seed: 5, game: .klondike)
        _ = es.handle("robar")
        _ = letters.handle("robar")
        #expect(es.handle("mover descarte base") == letters.handle("mover w f"))
    }

    @Test func theQuestionsPromptSaysYesOrNo() {
        for (language, prompt) in [(Language.es, "(sí/no)> "), (.en, "(yes/no)> "), (.ko, "(예/아니요)> ")] {
            let s = asking(language, game: .sieteymedia)
            _ = s.handle(word(.hit, language))
            let out = s.handle(word(.new, language))
            #expect(s.isAsking && s.prompt == prompt, "\(language): \(out)")
        }
    }

    @Test func givingUpAGameUnderWayAsksFirstAtATerminal() {
        for language in Language.allCases {
            let s = asking(language, game: .klondike)
            let before = s.handle(word(.table, language))
            _ = s.handle(word(.draw, language))
            let drawn = s.handle(word(.table, language))
            #expect(drawn != before)
            let asked = s.handle(word(.new, language))
            #expect(s.isAsking && asked.contains(text("game.klondike.name", language)))
            let no = Localizer(catalogs: Repository.catalogs, language: language).words("answer.no.words")[0]
            #expect(s.handle(no).contains(text("forfeit.kept", language)))
            #expect(s.handle(word(.table, language)) == drawn, "a no changes nothing")
            _ = s.handle(word(.new, language))
            let yes = Localizer(catalogs: Repository.catalogs, language: language).words("answer.yes.words")[0]
            #expect(s.handle(yes).contains(text("klondike.abandoned", language)))
            #expect(!s.isAsking)
            // A fresh deal with nothing played: nothing to lose, no question.
            _ = s.handle(word(.new, language))
            #expect(!s.isAsking)
        }
    }

    @Test func aScriptIsNeverAsked() {
        let s = session(.en, seed: 7, game: .klondike)
        _ = s.handle("draw")
        let out = s.handle("new")
        #expect(!s.isAsking && out.contains(text("klondike.abandoned", .en)))
    }

    @Test func tabsListLinesUpByDisplayWidth() {
        let rows = CompletionList.rows(["도움말", "도움", "돌리기", "do", "딜"], width: 20)
        // Cells of 8 columns (the widest, 돌리기, is 6): two a row in 20 columns.
        #expect(rows == ["도움말  도움", "돌리기  do", "딜"], "\(rows)")
        #expect(CompletionList.rows(["abc", "de", "f"], width: 20) == ["abc  de   f"])
        #expect(CompletionList.commonPrefix(["도움말", "도움"]) == "도움")
        #expect(CompletionList.commonPrefix(["Play", "players"]) == "Play")
        #expect(CompletionList.commonPrefix(["a", "b"]) == "")
    }
}
