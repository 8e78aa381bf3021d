import Catalog
import GameKit
import Host
import TestSupport
import Testing

@testable import Console
@testable import TableKit

/// Start-up's decisions, made without any IO: language, colour, questions, saved games.
@Suite struct StartupPlanTests {
    let catalogs = Repository.catalogs

    func options(
        language: Language? = nil, seed: UInt64? = nil, color: ColorChoice = .auto, colorGiven: Bool = false,
        fresh: Bool = false, resume: Bool = false
    ) -> Startup.Options {
        Startup.Options(
            language: language, seed: seed, game: nil, color: color, colorGiven: colorGiven, fresh: fresh,
            resume: resume)
    }

    func around(
        _ environment: [String: String] = ["TERM": "xterm"], terminal: Bool = true, language: String? = nil,
        color: String? = nil
    ) -> Startup.Surroundings {
        var preferences = Preferences()
        preferences.language = language
        preferences.color = color
        return Startup.Surroundings(
            environment: environment, inputIsTerminal: terminal, outputIsTerminal: terminal, preferences: preferences)
    }

    @Test func languageIsTheFlagThenTheEnvironmentThenTheKeptOneThenEnglish() {
        let kept = around(language: "ko")
        #expect(Startup.plan(options(language: .es), kept, catalogs: catalogs).language == .es)
        #expect(
            Startup.plan(options(), around(["LANG": "es_ES.UTF-8"], language: "ko"), catalogs: catalogs).language == .es
        )
        #expect(Startup.plan(options(), kept, catalogs: catalogs).language == .ko)
        #expect(Startup.plan(options(), around(), catalogs: catalogs).language == .en)
    }

    @Test func theEnvironmentsNoColourOutweighsAKeptAlwaysButNotTheFlag() {
        let noColour = ["NO_COLOR": "1", "TERM": "xterm"]
        #expect(!Startup.plan(options(), around(noColour, color: "always"), catalogs: catalogs).colour)
        #expect(!Startup.plan(options(), around(["TERM": "dumb"], color: "always"), catalogs: catalogs).colour)
        #expect(Startup.plan(options(color: .always, colorGiven: true), around(noColour), catalogs: catalogs).colour)
        #expect(Startup.plan(options(), around(color: "always"), catalogs: catalogs).colour)
        #expect(!Startup.plan(options(), around(color: "never"), catalogs: catalogs).colour)
        #expect(Startup.plan(options(), around(), catalogs: catalogs).colour, "auto at a terminal")
        #expect(!Startup.plan(options(), around(terminal: false), catalogs: catalogs).colour, "auto in a pipe")
        let plan = Startup.plan(options(color: .never, colorGiven: true), around(), catalogs: catalogs)
        #expect(!plan.colour && plan.autoColour, "`color auto` later means colour at this terminal")
    }

    @Test func savedGamesAreOfferedOnlyAtATerminalWithoutASeedOrADeal() {
        #expect(Startup.plan(options(), around(), catalogs: catalogs).savedGames == .offer)
        #expect(Startup.plan(options(), around(terminal: false), catalogs: catalogs).savedGames == .keep)
        #expect(Startup.plan(options(seed: 7), around(), catalogs: catalogs).savedGames == .keep)
        #expect(Startup.plan(options(resume: true), around(terminal: false), catalogs: catalogs).savedGames == .resume)
        #expect(Startup.plan(options(fresh: true), around(), catalogs: catalogs).savedGames == .replace)
        let deal = StartPlan(game: GameID("klondike"), value: 0, replacesSave: true)
        #expect(Startup.plan(options(), around(), start: deal, catalogs: catalogs).savedGames == .keep)
        let kept = StartPlan(game: GameID("klondike"), value: 0, replacesSave: false)
        #expect(Startup.plan(options(), around(), start: kept, catalogs: catalogs).savedGames == .offer)
        #expect(Startup.plan(options(resume: true), around(), start: deal, catalogs: catalogs).savedGames == .resume)
        #expect(Startup.plan(options(fresh: true), around(), start: deal, catalogs: catalogs).savedGames == .replace)
    }

    @Test func questionsOnlyFromATerminalAndTheScriptedClock() {
        let piped = Startup.plan(options(), around(terminal: false), catalogs: catalogs)
        #expect(!piped.asks && !piped.interactive)
        let live = Startup.plan(options(), around(), catalogs: catalogs)
        #expect(live.asks && live.interactive && live.scriptedClockStep == nil)
        let scripted = Startup.plan(
            options(), around(["TERM": "xterm", "BARAJA_SCRIPTED_CLOCK": "7"]), catalogs: catalogs)
        #expect(scripted.scriptedClockStep == 7)
    }
}
