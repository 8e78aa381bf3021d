import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import KlondikeConsole

/// Yes/no questions at a terminal: shown once, answered or set aside, and what declining costs
/// said before (a saved game that counts as lost, a deal made assisted).
@Suite struct QuestionTests {
    private func terminal(_ language: Language, store: Store, game: GameID? = nil) -> (Session, String) {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 7, colour: false,
            width: nil, store: store, confirmsLosses: true)
        return (s, s.opening(game: game))
    }

    private func yes(_ language: Language) -> String {
        Localizer(catalogs: Repository.catalogs, language: language).words("answer.yes.words")[0]
    }

    private func no(_ language: Language) -> String {
        Localizer(catalogs: Repository.catalogs, language: language).words("answer.no.words")[0]
    }

    private func say(_ language: Language, _ key: String, _ args: Argument...) -> String {
        Localizer(catalogs: Repository.catalogs, language: language).text(Message(key: key, args: args))
    }

    /// A store holding a Klondike deal with one card drawn (its session ended).
    private func klondikeInPlay(_ language: Language) -> Store {
        let store = Store.inMemory()
        let (s, _) = terminal(language, store: store, game: .klondike)
        _ = s.handle(word(.draw, language))
        _ = s.handle(word(.quit, language))
        return store
    }

    @Test func theYesAndNoAreShownOnceByThePrompt() {
        for language in Language.allCases {
            let words = "(\(yes(language))/\(no(language)))"
            let (s, opening) = terminal(language, store: klondikeInPlay(language))
            #expect(s.isAsking && s.prompt.hasPrefix(words), "\(language): \(s.prompt)")
            #expect(!opening.contains(words), "\(language): the offer shows the words again: \(opening)")
            _ = s.handle(no(language))
            _ = s.handle("\(word(.play, language)) klondike")
            let asked = s.handle(word(.new, language)) + s.handle(word(.draw, language))
            #expect(!asked.contains(words), "\(language): \(asked)")
        }
    }

    /// The everyday yes of the language answers as its first word does (`vale`).
    @Test func anEverydayYesAnswersAQuestion() {
        let (s, _) = terminal(.es, store: klondikeInPlay(.es))
        let (twin, _) = terminal(.es, store: klondikeInPlay(.es))
        let out = s.handle("vale")
        #expect(!s.isAsking)
        #expect(out == twin.handle(yes(.es)))
    }

    @Test func aLineThatIsNoAnswerGetsTheQuestionAgain() {
        for language in Language.allCases {
            let (s, opening) = terminal(language, store: klondikeInPlay(language))
            let question = opening.split(separator: "\n").last.map(String.init) ?? ""
            let out = s.handle("quizás maybe 아마")
            #expect(s.isAsking)
            #expect(out.contains(yes(language)) && out.contains(no(language)), "\(language): \(out)")
            #expect(out.contains(question), "\(language): the question is not asked again: \(out)")
        }
    }

    @Test func aCommandAtAQuestionLeavesItUnansweredAndIsCarriedOut() {
        for language in Language.allCases {
            let store = klondikeInPlay(language)
            let (s, _) = terminal(language, store: store)
            // 플레이 포커 at "continue the saved Klondike game?": poker starts, the save stays.
            let poker = Localizer(catalogs: Repository.catalogs, language: language).words("game.poker.aliases")[0]
            let out = s.handle("\(word(.play, language)) \(poker)")
            #expect(!s.isAsking, "\(language): \(out)")
            #expect(s.place == .game(.poker), "\(language): \(out)")
            #expect(out.contains(text("game.poker.name", language)))
            _ = s.handle(word(.quit, language))
            let (again, _) = terminal(language, store: store)
            _ = again.handle(no(language))  // poker's game, saved last
            let offered = again.handle("\(word(.play, language)) klondike")
            #expect(again.isAsking && offered.contains(text("game.klondike.name", language)), "the save was kept")
            #expect(offered.contains(text("klondike.resume.other", language).prefix(8)), "\(language): \(offered)")
            // At "count the deal as lost?": nothing is lost, the command is carried out.
            _ = again.handle(yes(language))
            let before = again.handle(word(.table, language))
            _ = again.handle(word(.new, language))
            #expect(again.isAsking)
            let menu = again.handle(word(.menu, language))
            #expect(!again.isAsking && again.place == .lobby, "\(language): \(menu)")
            // The line says what is not done (the command asked about) and what is, instead.
            let said = say(language, "question.unanswered", .command(.new), .verbatim(word(.menu, language)))
            #expect(menu.contains(said), "\(language): \(menu)")
            _ = again.handle("\(word(.play, language)) klondike")
            #expect(again.handle(word(.table, language)) == before, "\(language): the deal changed")
            #expect(store.statistics.games["klondike"]?.lost ?? 0 == 0)
        }
    }

    @Test func playingTheGameOfferedContinuesIt() {
        for language in Language.allCases {
            let (s, _) = terminal(language, store: klondikeInPlay(language))
            let out = s.handle("\(word(.play, language)) klondike")
            #expect(!s.isAsking && s.place == .game(.klondike), "\(language): \(out)")
            #expect(out.contains(text("console.play.resume", language).split(separator: "%")[0]), "\(language): \(out)")
            #expect((s.tables[.klondike] as? KlondikeTable)?.game.position.moves == 1)
        }
    }

    @Test func decliningASavedDealCountsItAsNewDoesAndSaysSoFirst() {
        for language in Language.allCases {
            let store = klondikeInPlay(language)
            let (s, _) = terminal(language, store: store)
            _ = s.handle(no(language))  // in the lobby: kept for later, nothing counted
            #expect(store.statistics.games["klondike"]?.played ?? 0 == 0)
            let asked = s.handle("\(word(.play, language)) klondike")
            #expect(s.isAsking)
            #expect(
                asked.contains(text("resume.offer.forfeit", language).split(separator: "%")[0]),
                "\(language): the question does not say the deal would count as lost: \(asked)")
            let out = s.handle(no(language))
            #expect(out.contains(text("klondike.abandoned", language)), "\(language): \(out)")
            let stats = store.statistics.games["klondike"]
            #expect(stats?.lost == 1 && stats?.played == 1, "\(language): \(String(describing: stats))")
            // The exit summary agrees with the statistics: one deal played, none won.
            let goodbye = s.handle(word(.quit, language))
            let summary = Localizer(catalogs: Repository.catalogs, language: language).text(
                Message("klondike.summary", .int(0), .int(1), count: 0))
            #expect(goodbye.contains(summary), "\(language): \(goodbye)")
        }
    }

    @Test func replacingASavedDealWithNewCountsItToo() {
        for language in Language.allCases {
            let store = klondikeInPlay(language)
            let s = Session(
                games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 7, colour: false,
                width: nil, store: store, savedGames: .replace, asks: false)
            let out = s.opening(game: .klondike)
            #expect(out.contains(text("klondike.abandoned", language)), "\(language): \(out)")
            #expect(store.statistics.games["klondike"]?.lost == 1)
            #expect((s.tables[.klondike] as? KlondikeTable)?.game.position.moves == 0, "a fresh deal")
        }
    }

    @Test func theGamePlayedLastIsOfferedAndTheOthersNamed() {
        for language in Language.allCases {
            let store = Store.inMemory()
            let (set, _) = terminal(language, store: store, game: .set)
            _ = set.handle("1 2 3")
            _ = set.handle(word(.quit, language))
            let (klondike, _) = terminal(language, store: store)
            // The Set game is offered; the player goes to Klondike instead, plays, and leaves.
            _ = klondike.handle(no(language))
            _ = klondike.handle("\(word(.play, language)) klondike")
            _ = klondike.handle(word(.draw, language))
            _ = klondike.handle(word(.quit, language))
            let (s, opening) = terminal(language, store: store)
            let question = opening.split(separator: "\n").last.map(String.init) ?? ""
            #expect(s.isAsking && question.contains(text("game.klondike.name", language)), "\(language): \(opening)")
            #expect(
                opening.contains(
                    say(language, "resume.others", .verbatim(text("game.set.name", language)), .command(.play))),
                "\(language): \(opening)")
        }
    }

    @Test func anOlderGameIsNotOfferedInPlaceOfTheOnePlayedLast() {
        for language in Language.allCases {
            let store = Store.inMemory()
            let (set, _) = terminal(language, store: store, game: .set)
            _ = set.handle("1 2 3")
            _ = set.handle(word(.quit, language))
            // Klondike played last: a deal dealt again (nothing played in it), then quit.
            let (klondike, _) = terminal(language, store: store, game: .klondike)
            _ = klondike.handle(word(.draw, language))
            _ = klondike.handle(word(.new, language))
            _ = klondike.handle(yes(language))
            _ = klondike.handle(word(.quit, language))
            let (s, opening) = terminal(language, store: store)
            #expect(!s.isAsking, "\(language): the Set game is offered in Klondike's place: \(opening)")
            // Asked for by name, it is offered.
            _ = s.handle("\(word(.play, language)) set")
            #expect(s.isAsking)
        }
    }

    @Test func solveAsksBeforeMakingTheDealAssisted() {
        KlondikeTable.$solving.withValue(StandIn.always(.undecided)) {
            for language in Language.allCases {
                let (s, _) = terminal(language, store: .inMemory(), game: .klondike)
                let asked = s.handle(word(.solve, language))
                #expect(s.isAsking && asked.contains(text("klondike.solve.assisted.ask", language)), "\(language)")
                #expect(s.handle(no(language)).contains(text("confirm.kept", language)))
                #expect(!((s.tables[.klondike] as? KlondikeTable)?.play.assisted ?? true))
                _ = s.handle(word(.solve, language))
                let solved = s.handle(yes(language))
                #expect(solved.contains(text("klondike.solve.assisted", language)), "\(language): \(solved)")
                #expect((s.tables[.klondike] as? KlondikeTable)?.play.assisted == true)
                // Assisted already: nothing more to ask.
                _ = s.handle(word(.solve, language))
                #expect(!s.isAsking)
            }
            // A script is never asked: the answer says it.
            let piped = Session(
                games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 7, colour: false, width: nil)
            _ = piped.opening(game: .klondike)
            #expect(piped.handle("solve").contains(text("klondike.solve.assisted", .en)))
            #expect(!piped.isAsking)
        }
    }
}
