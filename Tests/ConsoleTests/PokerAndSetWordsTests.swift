import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import PokerConsole

/// Words at the poker and Set tables as newcomers typed them in play-tests.
@Suite struct PokerAndSetWordsTests {
    private func session(_ language: Language, seed: UInt64, game: GameID) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: seed, colour: false,
            width: nil)
        _ = s.opening(game: game)
        return s
    }

    /// `10칩으로 올릴게요` facing only the bring-in completes it, and the line says so quoting
    /// what was typed, not the command's word the player never used.
    @Test func aRaiseThatCompletesIsNamedAsTyped() {
        var seen = 0
        for seed in UInt64(1)...30 {
            let s = session(.ko, seed: seed, game: .poker)
            let out = s.handle("10칩으로 올릴게요")
            guard out.contains("컴플리트가 됐어요") else { continue }
            seen += 1
            #expect(out.contains("‘올릴게요’는"), "seed \(seed): \(out)")
            #expect(!out.contains("‘레이즈’는"), "seed \(seed): \(out)")
        }
        #expect(seen > 0)
    }

    /// A Korean command said with another ending of the same intention (`죽을래`, `따라갈래요`
    /// beside `죽을게`, `따라갈게요`) is the same command.
    @Test func intentEndingsAreOneCommand() {
        let endings = IntentEnding.list(["ㄹ게요", "ㄹ게", "ㄹ래요", "ㄹ래"])
        #expect(Set(IntentEnding.variants(of: "죽을게요", among: endings)) == ["죽을게", "죽을래요", "죽을래"])
        #expect(Set(IntentEnding.variants(of: "따라갈게", among: endings)) == ["따라갈게요", "따라갈래요", "따라갈래"])
        // No ㄹ before the ending: no variant (`세게` is no intention).
        #expect(IntentEnding.variants(of: "세게", among: endings).isEmpty)
        #expect(IntentEnding.variants(of: "콜", among: endings).isEmpty)
    }

    /// `선택 풀어 줘` with nothing selected: no card to take back, said, nothing changed.
    @Test func unselectingWithNothingSelectedIsExplained() {
        let s = session(.ko, seed: 7, game: .set)
        let out = s.handle("선택 풀어 줘")
        let expected = s.localizer.text("set.refused.noneselected", .command(.tap))
        #expect(out.contains(expected), "\(out)")
    }

    /// `세트가 몇 개 있어?`: the particle does not hide the hint's question (`세트 몇 개 있어`).
    @Test func aParticleDoesNotHideAHintQuestion() {
        let s = session(.ko, seed: 7, game: .set)
        for line in ["세트가 몇 개 있어?", "내가 이길 확률이 얼마예요?", "에이스가 있는데 좋은 패예요?"] {
            #expect(s.questionReader.read(Session.words(of: line)) == .hint, "\(line)")
        }
        let es = session(.es, seed: 7, game: .poker)
        for line in ["¿qué me recomiendas?", "¿tengo algo?"] {
            #expect(es.questionReader.read(Session.words(of: line)) == .hint, "\(line)")
        }
    }

    /// `무늬 순서가 어떻게 돼요?`, `¿qué palo gana?`: the house rule's section, which gives both
    /// suit orders (the bring-in's, and the Korean house rule's).
    @Test func theSuitOrderIsAskedAbout() {
        for (language, line) in [
            (Language.ko, "무늬 순서가 어떻게 돼요?"), (.es, "¿cuál es el orden de los palos?"), (.en, "what is the suit order?"),
        ] {
            let s = session(language, seed: 7, game: .poker)
            let out = s.handle(line)
            let house = s.localizer.string("game.poker.rules.house")
            #expect(out.contains(String(house[..<house.firstIndex(of: "%")!])), "\(language) \(line): \(out)")
        }
    }

    /// `줄무늬 동그라미는 어떻게 생겼어요?`: a card's attribute asked about is the cards section
    /// (the attributes and how each looks).
    @Test func anAttributeAskedAboutIsTheCardsSection() {
        for (language, line) in [
            (Language.ko, "줄무늬 동그라미는 어떻게 생겼어요?"), (.es, "¿qué es el rayado?"),
            (.en, "what is striped?"),
        ] {
            let s = session(language, seed: 7, game: .set)
            let out = s.handle(line)
            let cards = s.localizer.string("game.set.rules.cards")
            #expect(out.contains(String(cards.prefix(20))), "\(language) \(line): \(out)")
        }
    }

    /// `세트 없는 것 같아요 카드 더 주세요`: one command said twice (no set; more cards), without
    /// a break between, is that command; two different commands are not guessed between.
    @Test func oneCommandSaidTwiceIsThatCommand() {
        let s = session(.ko, seed: 7, game: .set)
        #expect(s.saidTwice(Session.words(of: "세트 없는 것 같아요 카드 더"))?.0.id == .deal)
        let poker = session(.ko, seed: 7, game: .poker)
        #expect(poker.saidTwice(Session.words(of: "체크 다이")) == nil)
        #expect(poker.saidTwice(Session.words(of: "다이 다이할게요")) == nil)
    }

    /// In poker's guided hand, what the hint answers is the hint (`¿qué me recomiendas?`,
    /// `에이스가 있는데 좋은 패예요?`), and a decision said after a softening word (`그래도
    /// 따라갈래요`) is that decision, as at the table.
    @Test func theGuidedHandReadsQuestionsAndSoftenedDecisions() {
        let number = PokerTable.lessons.firstIndex { $0.key == "poker.guided" }! + 1
        for (language, learn, question, hintStart) in [
            (Language.es, "aprender póquer", "¿qué me recomiendas?", "Consejo:"),
            (.ko, "배우기 포커", "에이스가 있는데 좋은 패예요?", "추천:"),
        ] {
            let s = TeachingTests.fresh(language, seed: 7)
            _ = s.handle("\(learn) \(number)")
            let asked = s.handle(question)
            #expect(asked.contains(hintStart), "\(language): \(asked)")
            #expect(s.lesson?.misses == 0)
        }
        let s = TeachingTests.fresh(.ko, seed: 7)
        _ = s.handle("배우기 포커 \(number)")
        let called = s.handle("그래도 따라갈래요")
        #expect(called.contains("콜했어요"), "\(called)")
    }
}
