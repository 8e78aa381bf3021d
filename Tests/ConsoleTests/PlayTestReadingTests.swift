import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import SieteYMediaConsole

/// What newcomers typed in the play-tests, at the tables and in the lessons: read as they
/// meant it, or answered with what works; never “unknown”, never told a right answer is wrong,
/// and never an action taken without a word.
@Suite struct PlayTestReadingTests {
    static func session(_ language: Language, seed: UInt64 = 1) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: seed, colour: false,
            width: nil, clock: REPL.scriptedClock(), store: .inMemory(), asks: false)
        _ = s.opening(game: nil)
        return s
    }

    static func text(_ language: Language, _ key: String) -> String {
        Localizer(catalogs: Repository.catalogs, language: language).text(key)
    }

    /// The start of a catalog text, before its first argument: enough to find it in a reply.
    static func start(_ language: Language, _ key: String) -> String {
        let text = Repository.catalogs.tables[language]?[key] ?? ""
        return String(text.prefix { $0 != "%" && $0 != "{" }.prefix(30))
    }

    /// A bet sized by the player (half the pot, the pot), as Korean and Spanish players type it,
    /// alone or after `bet`: bets here are fixed amounts, and what works is named.
    @Test func aBetSizedByThePlayerIsExplained() {
        let lines: [(Language, String, String)] = [
            (.ko, "포커", "하프"), (.ko, "포커", "베팅 하프"), (.ko, "포커", "팟"), (.ko, "포커", "풀"),
            (.ko, "포커", "하프 베팅"), (.es, "póquer", "media"), (.es, "póquer", "medio bote"),
            (.es, "póquer", "apuesto el bote"), (.es, "póquer", "subir la mitad"), (.en, "poker", "half pot"),
            (.en, "poker", "bet the pot"), (.en, "poker", "raise half"),
        ]
        for language in Language.allCases { #expect(!Self.start(language, "poker.sized.explain").isEmpty) }
        for (language, game, line) in lines {
            let s = Self.session(language)
            let play = Localizer(catalogs: Repository.catalogs, language: language).commandWord(.play)
            _ = s.handle("\(play) \(game)")
            let out = s.handle(line)
            #expect(out.contains(Self.start(language, "poker.sized.explain")), "\(language) \(line): \(out)")
        }
        // All in: there is no such command, and it is said so (also after `bet`).
        for (language, line) in [(Language.ko, "올인"), (.ko, "베팅 올인"), (.es, "voy con todo"), (.en, "all in")] {
            let s = Self.session(language)
            _ = s.handle("\(Localizer(catalogs: Repository.catalogs, language: language).commandWord(.play)) poker")
            let out = s.handle(line)
            #expect(out.contains(Self.start(language, "poker.allin.explain")), "\(language) \(line): \(out)")
        }
    }

    /// `다이` is fold, as Korean players say it.
    @Test func dieIsFold() {
        let s = Self.session(.ko, seed: 4)
        _ = s.handle("\(Localizer(catalogs: Repository.catalogs, language: .ko).commandWord(.play)) 포커")
        let out = s.handle("다이")
        #expect(out.contains("내가 다이했어요"), "\(out)")
    }
    /// The move a Klondike lesson asks for, said as a Korean sentence with its polite verb
    /// (`2번에서 1번으로 옮겨 주세요`): made, and the step done; at the table too.
    @Test func aMoveSaidPolitelyIsMade() {
        let s = Self.session(.ko)
        let out = ["배우기 솔리테어 2", "예", "아니요", "2번에서 1번으로 옮겨 주세요"].map { s.handle($0) }.last!
        #expect(out.contains(Self.text(.ko, "lesson.klondike.build.3.right")), "\(out)")
        let again = Self.session(.ko)
        let polite = ["배우기 솔리테어 2", "예", "아니요", "2에서 1로 옮겨 줘"].map { again.handle($0) }.last!
        #expect(polite.contains(Self.text(.ko, "lesson.klondike.build.3.right")), "\(polite)")
    }

    /// “How many stacks are empty?” answered with the stack's name beside the count (`5번 열
    /// 하나요`: stack 5, one): right; the stack's name alone is no wrong answer.
    @Test func aStackNamedBesideTheCountIsNoAnswer() {
        for (language, line) in [(Language.ko, "5번 열 하나요"), (.ko, "하나요, 5번 열"), (.en, "one, column 5")] {
            let s = Self.session(language)
            let learn = Localizer(catalogs: Repository.catalogs, language: language).commandWord(.learn)
            _ = s.handle("\(learn) \(language == .ko ? "솔리테어" : "klondike") 1")
            let out = s.handle(line)
            #expect(out.contains(Self.text(language, "lesson.klondike.piles.1.right")), "\(language) \(line): \(out)")
        }
        // The one empty stack named: right (the step's `emptystack` words).
        for (language, line) in [(Language.ko, "5번 열"), (.ko, "5번 열이에요"), (.en, "column 5"), (.es, "la columna 5")] {
            let s = Self.session(language)
            let learn = Localizer(catalogs: Repository.catalogs, language: language).commandWord(.learn)
            _ = s.handle("\(learn) \(language == .ko ? "솔리테어" : language == .es ? "solitario" : "klondike") 1")
            let out = s.handle(line)
            #expect(out.contains(Self.text(language, "lesson.klondike.piles.1.right")), "\(language) \(line): \(out)")
        }
        // Another stack named alone: no count, so no wrong answer either.
        for (language, line) in [(Language.ko, "3번 열"), (.en, "column 3"), (.es, "la columna 3")] {
            let s = Self.session(language)
            let learn = Localizer(catalogs: Repository.catalogs, language: language).commandWord(.learn)
            _ = s.handle("\(learn) \(language == .ko ? "솔리테어" : language == .es ? "solitario" : "klondike") 1")
            let out = s.handle(line)
            #expect(!out.contains(Self.text(language, "lesson.klondike.piles.1.wrong")), "\(language) \(line): \(out)")
            #expect(out.contains(Self.text(language, "lesson.klondike.unclear")), "\(language) \(line): \(out)")
        }
    }

    /// `취소`, `되돌리기`, `무르기`, `deshacer`, `atrás`: undo, at the Klondike table and at the
    /// lesson's undo step.
    @Test func undoAsPlayersSayIt() {
        for (language, word) in [(Language.ko, "취소"), (.ko, "되돌리기"), (.ko, "무르기"), (.es, "deshacer"), (.es, "atrás")] {
            let localizer = Localizer(catalogs: Repository.catalogs, language: language)
            let game = language == .ko ? "솔리테어" : "solitario"
            let table = Self.session(language)
            _ = table.handle("\(localizer.commandWord(.play)) \(game)")
            _ = table.handle(localizer.commandWord(.draw))
            let undone = table.handle(word)
            #expect(
                undone.contains(Self.start(language, "klondike.undid.draw.single")), "\(language) \(word): \(undone)")
            let lesson = Self.session(language)
            let out = ["\(localizer.commandWord(.learn)) \(game) 5", "7", localizer.commandWord(.move) + " 7 1", word]
                .map { lesson.handle($0) }.last!
            #expect(
                out.contains(Self.text(language, "lesson.klondike.strategy.3.right")), "\(language) \(word): \(out)")
        }
    }
    /// The lobby asks “New to a game?” only of a newcomer (no lesson begun, no game played);
    /// anyone else is shown the next lesson to take.
    @Test(arguments: Language.allCases)
    func theLobbyAsksOnlyANewcomer(_ language: Language) {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let asked = Self.start(language, "console.games.learn")
        let next = Self.start(language, "console.games.learn.next")
        #expect(!asked.isEmpty && !next.isEmpty)
        let newcomer = Self.session(language)
        let lobby = newcomer.handle(localizer.commandWord(.menu))
        #expect(newcomer.lobby(greeting: false).joined(separator: "\n").contains(asked), "\(lobby)")
        // A lesson begun.
        let learner = Self.session(language)
        _ = learner.handle("\(localizer.commandWord(.learn)) poker 1")
        let after = learner.handle(localizer.commandWord(.menu))
        #expect(!after.contains(asked), "\(after)")
        #expect(after.contains(next), "\(after)")
        #expect(after.contains(localizer.text(Message("lesson.poker.hands.title"))), "\(after)")
        // A game played, no lesson begun.
        let player = Self.session(language)
        _ = player.handle("\(localizer.commandWord(.play)) set")
        let played = player.handle(localizer.commandWord(.menu))
        #expect(!played.contains(asked), "\(played)")
        #expect(played.contains(next), "\(played)")
    }

    /// At 80 columns the lessons' column reads the same in every language: each game's count,
    /// and poker's optional lesson beside it; no row wider than the terminal.
    @Test(arguments: Language.allCases)
    func theLessonsColumnFitsAtEightyColumns(_ language: Language) {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: 1, colour: false,
            width: 80, clock: REPL.scriptedClock(), store: .inMemory(), asks: false)
        // The games' rows (the lines under them are prose, wrapped when shown).
        let rows = s.gameList().filter { $0.hasPrefix("  ") }
        for row in rows { #expect(TextWidth.columns(row) <= 80, "\(language): \(row)") }
        let optional = Localizer(catalogs: Repository.catalogs, language: language)
            .text(Message("console.games.lessons.optional", .int(0), .int(11), .int(1), count: 1))
        #expect(rows.contains { $0.hasSuffix(optional) }, "\(language): \(rows)")
        let counted = Localizer(catalogs: Repository.catalogs, language: language)
            .text("console.games.lessons", .int(0), .int(7))
        #expect(rows.contains { $0.hasSuffix(counted) }, "\(language): \(rows)")
    }
    /// “There is no set” said while the three selected cards are a set: the set is taken, and
    /// it is said (never a silent action).
    @Test func noSetSaidOverASelectedSetSaysSo() {
        for (language, line) in [(Language.ko, "세트가 없어요"), (.es, "no hay set"), (.en, "there is no set")] {
            let localizer = Localizer(catalogs: Repository.catalogs, language: language)
            let s = Self.session(language, seed: 2)
            _ = s.handle("\(localizer.commandWord(.play)) set")
            // Seed 2 deals a set at 1, 8 and 12.
            let tapped = s.handle("\(localizer.commandWord(.tap)) 1 8 12")
            #expect(tapped.contains(Self.start(language, "set.matched")), "\(language): \(tapped)")
            let out = s.handle(line)
            #expect(!Self.start(language, "set.deal.selectedset").isEmpty)
            #expect(out.contains(Self.start(language, "set.deal.selectedset")), "\(language) \(line): \(out)")
        }
    }
    /// Siete y media's first lesson, “what is your hand worth now?” (5½): the value however it
    /// is said, with the working shown or in words, is right; the `y` inside «5 y media» is no yes.
    @Test func aValueWithItsWorkingIsRight() {
        let lines: [(Language, String)] = [
            (.es, "5 más media son 5 y media"), (.es, "5 y media"), (.es, "cinco y media"), (.es, "5,5"),
            (.es, "cinco más media son cinco y media"), (.es, "5 y media son 5 y media"), (.ko, "다섯 점 반"),
            (.ko, "5.5점"), (.ko, "5 더하기 반은 5점 반"), (.en, "5 plus a half is 5 and a half"),
        ]
        for (language, line) in lines {
            let localizer = Localizer(catalogs: Repository.catalogs, language: language)
            let s = Self.session(language)
            let name = localizer.words("game.sieteymedia.aliases").first!
            _ = s.handle("\(localizer.commandWord(.learn)) \(name) 1")
            _ = s.handle("5")
            _ = s.handle(localizer.commandWord(.hit))
            let out = s.handle(line)
            #expect(out.contains(Self.text(language, "lesson.siete.values.3.right")), "\(language) \(line): \(out)")
        }
    }
    /// The Korean Klondike play-test's lines in the lessons, each read as meant: the right
    /// answer's text follows.
    @Test(arguments: [
        (["배우기 솔리테어 1", "5번 열이 비어 있어요"], "lesson.klondike.piles.1.right"),
        (["배우기 솔리테어 1", "5번 열만 비었어요"], "lesson.klondike.piles.1.right"),
        (["배우기 솔리테어 5", "7", "고르기 클로버6"], "lesson.klondike.strategy.2.right"),
        (["배우기 솔리테어 7", "3", "고르기 클로버8"], "lesson.klondike.runs.2.right"),
        (["배우기 솔리테어 2", "예", "아 그럼 안 되겠네요"], "lesson.klondike.build.2.right"),
        (["배우기 솔리테어 1", "1", "카드 한 장 넘겨 주세요"], "lesson.klondike.piles.2.right"),
        (["배우기 솔리테어 5", "7", "옮기기 7 1", "방금 거 취소"], "lesson.klondike.strategy.3.right"),
        (["배우기 솔리테어 8", "펼친 카드요"], "lesson.klondike.names.1.right"),
        (["배우기 솔리테어 2", "예", "아니요", "스페이드 6을 1번으로"], "lesson.klondike.build.3.right"),
        (["배우기 솔리테어 2", "예", "아니요", "스페이드6 1번 열로"], "lesson.klondike.build.3.right"),
        (["배우기 솔리테어 2", "예", "아니요", "스페이드6을 하트7 위에 놔 주세요"], "lesson.klondike.build.3.right"),
        (["배우기 솔리테어 4", "아니요", "킹을 5번 열로 옮길래요"], "lesson.klondike.kings.2.right"),
    ])
    func koreanKlondikeLessonLines(_ lines: [String], _ right: String) {
        let s = Self.session(.ko)
        let out = lines.map { s.handle($0) }.last!
        #expect(out.contains(Self.text(.ko, right)), "\(lines): \(out)")
    }

    /// A count that is wrong stays wrong: the stack's name is right only as the stack.
    @Test func aWrongCountIsStillWrong() {
        let s = Self.session(.ko)
        _ = s.handle("배우기 솔리테어 1")
        #expect(s.handle("5").contains(Self.text(.ko, "lesson.klondike.piles.1.wrong")))
    }
    /// `coach on` at a table says what the coach changes in that game only: no word of Set's
    /// free hint at Klondike; at Set it is said; in the lobby no game's note is.
    @Test(arguments: Language.allCases)
    func theCoachsNoteIsTheGameInPlays(_ language: Language) {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let note = Self.start(language, "coach.note.set")
        #expect(!note.isEmpty)
        let on = "\(localizer.commandWord(.coach)) \(localizer.words("coach.choice.on.words").first!)"
        let klondike = Self.session(language)
        _ = klondike.handle("\(localizer.commandWord(.play)) klondike")
        #expect(!klondike.handle(on).contains(note))
        let set = Self.session(language)
        _ = set.handle("\(localizer.commandWord(.play)) set")
        #expect(set.handle(on).contains(note))
        #expect(!Self.session(language).handle(on).contains(note))
    }

    /// Korean questions at Klondike's table answered from its rules: the middle cards of the
    /// waste (the piles), an empty stack (the goal, where kings are said to go).
    @Test func koreanKlondikeQuestionsFindTheirRules() {
        let s = Self.session(.ko)
        _ = s.handle("플레이 솔리테어")
        let piles = s.handle("가운데 카드는 왜 못 써요?")
        #expect(piles.contains("▸ 더미"), "\(piles)")
        let goal = s.handle("규칙 빈 열")
        #expect(goal.contains("▸ 목표"), "\(goal)")
        // A term with `에는` after it (`빈 열에는 뭘 놓을 수 있어요?`).
        let asked = s.handle("빈 열에는 뭘 놓을 수 있어요?")
        #expect(asked.contains("▸ 목표"), "\(asked)")
    }
    /// At the Klondike table, a Korean move naming the cards whole, or a card and a column with
    /// its counter: made (seed 1 shows ♠J on ♦Q's column and ♥10 to take it, or is refused by
    /// the rule, never “unknown”).
    @Test func koreanMovesNamingCardsAreRead() {
        for line in ["하트5를 스페이드6 위에 놓기", "하트5를 스페이드6으로", "클로버4 1번 열로"] {
            let s = Self.session(.ko)
            _ = s.handle("플레이 솔리테어")
            let out = s.handle(line)
            #expect(!out.contains(Self.start(.ko, "console.unknown")), "\(line): \(out)")
        }
    }
}
