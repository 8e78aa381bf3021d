import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// Words that take, leave or stop at the Set and poker tables, as newcomers typed them.
@Suite struct TakeAndLeaveWordsTests {
    private func session(_ language: Language, seed: UInt64, game: GameID) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: seed, colour: false,
            width: nil)
        _ = s.opening(game: game)
        return s
    }

    /// Asking to be shown after a command is talk (`통계 보여 줘` shows the statistics), but never
    /// after a command that would replace the game: at Klondike, one move in, `다시 보여 줘`
    /// ("show it again") deals nothing new and counts no game.
    @Test func askingToBeShownIsTalkOnlyAfterACommandThatLosesNothing() {
        let s = session(.ko, seed: 3, game: .klondike)
        _ = s.handle("뽑기")
        let before = s.handle("테이블")
        let stats = s.handle("통계")
        _ = s.handle("다시 보여 줘")
        #expect(s.handle("테이블") == before)
        #expect(s.handle("통계 보여 줘") == stats)
    }

    /// `가져가기` (take) after three cards that are not a set, or with nothing selected, takes
    /// nothing and deals nothing: the line says there is no set to take and what works.
    @Test func takingWithNoSetSelectedIsRefused() {
        var seen = 0
        for (language, take) in [(Language.ko, "가져가기"), (.ko, "가져갈게요"), (.en, "take it"), (.es, "me lo llevo")] {
            for seed in UInt64(1)...20 {
                let s = session(language, seed: seed, game: .set)
                let refusal = s.localizer.text("set.refused.take.noset", .command(.tap), .command(.deal))
                let dealt = String(s.localizer.text("set.dealt", .verbatim("@")).prefix { $0 != "@" && $0 != ":" })
                let nothing = s.handle(take)
                #expect(nothing.contains(refusal), "\(language) seed \(seed): \(nothing)")
                let tapped = s.handle("tap 1 2 3")
                guard tapped.contains(s.localizer.text("set.status.mismatch")) else { continue }
                seen += 1
                let before = s.handle("table")
                let out = s.handle(take)
                #expect(out.contains(refusal), "\(language) seed \(seed): \(tapped) \(out)")
                #expect(!out.contains(dealt), "\(language) seed \(seed): \(out)")
                let after = s.handle("table")
                #expect(before == after, "\(language) seed \(seed)")
            }
        }
        #expect(seen > 10)
    }

    /// Another game's word for stopping (`그만할래요`, siete y media's stand) at Set names this
    /// game's ways to stop (menu, new, quit), not another game to start.
    @Test func anotherGamesStopWordSaysHowToStopHere() {
        for (language, line) in [(Language.ko, "그만할래요"), (.es, "me planto"), (.en, "i stand")] {
            let s = session(language, seed: 7, game: .set)
            let out = s.handle(line)
            for command in [CommandID.menu, .new, .quit] {
                let word = s.localizer.aliases(ofCommand: command, in: language).first ?? "?"
                #expect(out.contains(word), "\(language) \(line): \(out)")
            }
            #expect(s.place == .game(.set))
        }
    }

    /// `잠깐 쉴게요`, `이 게임 포기할게요` (a break, give this game up for now): the menu, the
    /// game kept as it is.
    @Test func aBreakIsTheMenu() {
        for (language, line) in [
            (Language.ko, "잠깐 쉴게요"), (.ko, "이 게임 포기할게요"), (.es, "me tomo un descanso"), (.en, "take a break"),
        ] {
            let s = session(language, seed: 7, game: .set)
            _ = s.handle("tap 1")
            _ = s.handle(line)
            #expect(s.place == .lobby, "\(language) \(line)")
        }
    }

    /// `나가기` (quit) with a game in progress says it is saved and how to pick it up.
    @Test func quittingSaysTheGameIsSaved() {
        let s = session(.ko, seed: 7, game: .set)
        _ = s.handle("tap 1")
        let out = s.handle("나가기")
        let saved = s.localizer.text(
            "console.goodbye.saved", .verbatim(s.localizer.string("game.set.name")),
            .commandWith(.play, argumentKey: "game.set.aliases"))
        #expect(out.contains(saved), "\(out)")
        // A game with nothing to continue says nothing of a save.
        let fresh = session(.ko, seed: 7, game: .set)
        let plain = fresh.handle("나가기")
        #expect(plain.contains(s.localizer.text("console.goodbye")) && !plain.contains("저장"), "\(plain)")
    }

    /// `도움말 돌리기` shows the words of the language in use only, never another language's.
    @Test func helpOnACommandShowsTheLanguageInUse() {
        let s = session(.ko, seed: 7, game: .set)
        let out = s.handle("도움말 돌리기")
        #expect(out.contains("돌리기") && !out.contains("deal") && !out.contains("repartir"), "\(out)")
    }

    /// The lines every table shares say what the hint does without a board game's words
    /// (`둘 만한 수`, `다음 수`: odd at Set and poker), and the Set legend names the shading as
    /// the mismatch line does (`줄무늬 모양`).
    @Test func koreanSharedLinesSayNoMoves() {
        let s = session(.ko, seed: 7, game: .set)
        let lines = [
            s.localizer.text("question.asked.unanswered", .command(.rules), .command(.hint), .command(.help)),
            s.localizer.text("console.unsure", .command(.hint), .command(.help), .command(.rules)),
            s.localizer.text(
                "console.play.welcome", .verbatim("세트"), .command(.rules), .command(.hint), .command(.help)),
        ]
        for line in lines {
            #expect(!line.contains("수를") && !line.contains("둘 만한"), "\(line)")
        }
        #expect(
            s.localizer.text("set.table.legend", .verbatim("a"), .verbatim("b"), .verbatim("c")).contains("b 줄무늬 모양"))
    }

    /// A word the poker lessons define, asked at the table with or without its particle
    /// (`팟 오즈가 뭐예요?`, `팟 오즈 뭐예요`, `what are pot odds?`): its definition, not «not in
    /// the rules».
    @Test func aLessonTermAskedIsDefined() {
        for (language, line, key) in [
            (Language.ko, "팟 오즈가 뭐예요?", "lesson.term.poker.potodds"), (.ko, "팟 오즈 뭐예요", "lesson.term.poker.potodds"),
            (.ko, "똑같이 나눌 때의 몫이 뭐예요?", "lesson.term.poker.share"),
            (.en, "what are pot odds?", "lesson.term.poker.potodds"),
        ] {
            let s = session(language, seed: 7, game: .poker)
            let out = s.handle(line)
            let definition = s.localizer.text(key, .verbatim("@")).dropFirst().prefix { $0 != "." }
            #expect(out.contains(definition), "\(line): \(out)")
        }
    }

    /// `카드를 더 놓으려면 어떻게 해요?`, `세트가 하나도 없으면 어떻게 해요?` at Set: the help of
    /// `deal` (not the cards section, not «no answer here»), nothing dealt.
    @Test func howToDealIsAnsweredWithDeal() {
        for (language, line) in [
            (Language.ko, "카드를 더 놓으려면 어떻게 해요?"), (.ko, "세트가 하나도 없으면 어떻게 해요?"), (.en, "what if there is no set?"),
        ] {
            let s = session(language, seed: 7, game: .set)
            let out = s.handle(line)
            #expect(out.contains(s.localizer.text("command.deal.help.set")), "\(line): \(out)")
            #expect(!out.contains(s.localizer.text("set.dealt", .verbatim("13")).prefix(6)), "\(line): \(out)")
        }
    }

    /// `세트 레슨 다 끝났나요?` in the lobby: the list of lessons, not the whole rulebook.
    @Test func lessonsAskedInTheLobbyListThem() {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .ko, seed: 7, colour: false, width: nil)
        _ = s.opening(game: nil)
        let out = s.handle("세트 레슨 다 끝났나요?")
        #expect(out.contains("1. 네 가지 속성"), "\(out)")
        #expect(!out.contains("▸"), "\(out)")
    }
}
