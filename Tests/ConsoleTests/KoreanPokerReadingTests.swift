import Catalog
import Registry
import TestSupport
import Testing

@testable import Console

/// Korean as a newcomer types it at stud poker's lessons and table: answers with a confirming
/// ending, answers after a rhetorical question or a reason, ordinal words, working shown, and
/// questions that ask for the hint, the pot or the rules.
@Suite struct KoreanPokerReadingTests {
    private func lesson(_ lines: [String]) -> String { LessonReadingTests.lastAnswer(.ko, lines) }
    private func text(_ key: String) -> String { LessonReadingTests.text(.ko, key) }
    private var nudge: String { text("lesson.unsure.nudge") }

    /// A statement with a confirming ending (`겠죠`, `죠`) is an answer, not a question.
    @Test func aConfirmingEndingIsAnAnswer() {
        let wrong = lesson(["배우기 포커 3", "2", "2", "에이스 세 장이면 2번이 이기겠죠"])
        #expect(wrong.contains(text("lesson.poker.quiz.3.wrong")), "\(wrong)")
        let right = lesson(["배우기 포커 12", "국내 룰이면 이기죠"])
        #expect(right.contains(text("lesson.poker.house.1.right")), "\(right)")
    }

    /// The answer after a rhetorical question is the answer.
    @Test func theAnswerAfterARhetoricalQuestion() {
        let out = lesson(["배우기 포커 1", "스트레이트가 더 세지 않나요? 2번"])
        #expect(out.contains(text("lesson.poker.hands.1.wrong")), "\(out)")
    }

    /// “Both” or a tie where a step asks which of two straights wins is the step's mistake,
    /// never the number 2 that `둘` or `los dos` hold (a newcomer's `둘 다 …` had been right).
    @Test func bothIsNeverTheNumberTwo() {
        let before = ["배우기 포커 1", "1", "2", "1"]
        for line in ["둘 다", "비겨요", "둘 다 스트레이트 아니에요? 그럼 비기는 거?"] {
            let out = lesson(before + [line])
            #expect(!out.contains(text("lesson.poker.hands.4.right")), "\(line): \(out)")
        }
        #expect(lesson(before + ["비겨요"]).contains(text("lesson.poker.hands.4.wrong")))
        #expect(lesson(before + ["2번이요"]).contains(text("lesson.poker.hands.4.right")))
        let es = LessonReadingTests.lastAnswer(
            .es, ["aprender póquer 1", "1", "2", "1", "los dos son escalera, empate"])
        #expect(es.contains(LessonReadingTests.text(.es, "lesson.poker.hands.4.wrong")), "\(es)")
        let right = LessonReadingTests.lastAnswer(.es, ["aprender póquer 1", "1", "2", "1", "la escalera al seis"])
        #expect(right.contains(LessonReadingTests.text(.es, "lesson.poker.hands.4.right")), "\(right)")
    }

    /// `포기` (giving up), the word lesson 7 explains 다이 with, folds; it had suggested ‘보기’.
    @Test func givingUpFolds() {
        #expect(PokerSaidBetsTests.said(.ko, seed: 6, "포기") == "내가 다이했어요.")
    }

    /// A right answer said with a hedge (`첫 번째 패가 이길 것 같아요`: “I think the first wins”) is
    /// right: its 같아요 is no tie (the tie rule above had called it wrong).
    @Test func aHedgedRightAnswerIsRight() {
        let first = lesson(["배우기 포커 1", "첫 번째 패가 이길 것 같아요"])
        #expect(first.contains(text("lesson.poker.hands.1.right")), "\(first)")
        let one = lesson(["배우기 포커 1", "1번이 이길 거 같아요"])
        #expect(one.contains(text("lesson.poker.hands.1.right")), "\(one)")
        let second = lesson(["배우기 포커 1", "1", "2", "1", "2번이 이길 것 같아요"])
        #expect(!second.contains(text("lesson.poker.hands.4.wrong")), "\(second)")
        // `2번 같아요`: “looks like 2”, no tie.
        let seems = lesson(["배우기 포커 3", "2번 같아요"])
        #expect(seems.contains(text("lesson.poker.quiz.1.right")), "\(seems)")
    }

    /// An ordinal word after its reason (`퀸 키커 때문에 첫 번째`) is the answer.
    @Test func anOrdinalAfterItsReason() {
        let out = lesson(["배우기 포커 2", "2", "퀸 키커 때문에 첫 번째"])
        #expect(out.contains(text("lesson.poker.ranking.2.right")), "\(out)")
    }

    /// The working shown, then the result: the last number.
    @Test func theResultOfTheWorkingShown() {
        let out = lesson(["배우기 포커 5", "13에서 6 빼면 7장이요"])
        #expect(out.contains(text("lesson.poker.outs.1.right")), "\(out)")
    }

    /// A split said in a sentence is the yes to “do they split the pot?”.
    @Test func aSplitSaidInASentence() {
        let out = lesson(["배우기 포커 2", "2", "1", "그럼 국제 룰에서는 반씩 나누는 거네요"])
        #expect(out.contains(text("lesson.poker.ranking.3.right")), "\(out)")
    }

    /// A game's rules asked to be shown, the verb last (`포커 규칙 보여 주세요`): the rules, not a
    /// pointer to them.
    @Test func theRulesAskedToBeShown() {
        let out = lesson(["포커 규칙 보여 주세요"])
        #expect(out.contains("스터드 포커는 트럼프 카드 한 벌"), "\(out)")
    }

    /// A question that names a rules section in passing: the command that shows it and the
    /// hint, not the whole section (it uses words not taught yet).
    @Test func aQuestionNamingASectionInPassing() {
        let suits = lesson(["배우기 포커 2", "2", "1", "무늬가 다르니까 스페이드가 이기는 거 아니에요?"])
        #expect(suits.contains("‘규칙 하우스’") && !suits.contains("▸"), "\(suits)")
        let outs = lesson(["배우기 포커 5", "7", "하트니까 아웃 아닌가요?"])
        #expect(outs.contains("‘규칙 도구’") && !outs.contains("▸"), "\(outs)")
    }

    /// A hand named by its top card, asked about in the guided hand: its definition.
    @Test func aTopCardAskedAboutInALesson() {
        let out = lesson(["배우기 포커 11", "콜", "퀸 탑이 무슨 뜻이에요?"])
        #expect(out.contains("퀸 탑이면 가장 높은 카드가 퀸이에요"), "\(out)")
    }

    /// The answer, then its reason with no word between (`2번이요 … 보여서`), or a remark, then
    /// the answer (`… 이어지네요 스트레이트`): the answer is judged, right or wrong.
    @Test func anAnswerBesideItsReasonIsJudged() {
        let wrong = lesson(["배우기 포커 2", "2", "2번이요 나머지 카드들이 더 높아 보여서"])
        #expect(wrong.contains(text("lesson.poker.ranking.2.wrong")), "\(wrong)")
        let right = lesson(["배우기 포커 2", "2", "1번이요 퀸이 잭보다 높아서"])
        #expect(right.contains(text("lesson.poker.ranking.2.right")), "\(right)")
        let straight = lesson(["배우기 포커 2", "2", "1", "네", "아 구팔칠육오 이어지네요 스트레이트"])
        #expect(straight.contains(text("lesson.poker.ranking.4.right")), "\(straight)")
        let es = LessonReadingTests.lastAnswer(
            .es, ["aprender póquer 2", "2", "la 2 porque tiene J, 10 y 9 que son más cartas altas"])
        #expect(es.contains(LessonReadingTests.text(.es, "lesson.poker.ranking.2.wrong")), "\(es)")
    }

    /// A who-question's neutral line names the seats it accepts, never “answer with a number”.
    @Test func aWhoQuestionSaysTheSeats() {
        let out = lesson(["배우기 포커 8", "4 가진 사람"])
        #expect(out.contains(text("lesson.poker.opening.1.unclear")) && out.contains("딜러 중에서"), "\(out)")
        #expect(!out.contains(text("lesson.unclear.number")), "\(out)")
    }

    /// One of two straights named by its top rank alone (`la del 6`, `la que llega al seis`).
    @Test func aStraightNamedByItsTopRank() {
        let right = LessonReadingTests.text(.es, "lesson.poker.hands.4.right")
        for line in ["la del 6", "la que llega al seis"] {
            let out = LessonReadingTests.lastAnswer(.es, ["aprender póquer 1", "1", "2", "1", line])
            #expect(out.contains(right), "\(line): \(out)")
        }
        let wrong = LessonReadingTests.lastAnswer(.es, ["aprender póquer 1", "1", "2", "1", "la del 5"])
        #expect(!wrong.contains(right), "\(wrong)")
    }

    /// `ㄱㄱ 다음` after a lesson is the next lesson.
    @Test func goGoNextIsNext() {
        let out = lesson(["배우기 포커 4", "1", "돌리기", "3", "ㄱㄱ 다음"])
        #expect(out.contains(text("lesson.poker.outs.1.text").prefix(20)), "\(out)")
    }
}

/// Korean said at stud poker's betting table: questions that ask what to do or how good a
/// hand is (the hint), the pot asked (one line), a command after its reason, a word the
/// lessons define, cards named in words.
@Suite struct KoreanPokerTableTests {
    private func at() -> Session { PokerSaidBetsTests.atPoker(.ko, seed: 6) }
    private func lesson(_ lines: [String]) -> String { LessonReadingTests.lastAnswer(.ko, lines) }
    private func text(_ key: String) -> String { LessonReadingTests.text(.ko, key) }

    @Test func askingWhatToDoIsTheHint() {
        let hint = at().handle("힌트")
        for line in ["딜러가 잭 페어인데 죽는 게 낫죠?", "마지막인데 걸까요 말까요", "제 패 별로인가요?"] {
            #expect(at().handle(line) == hint, "\(line)")
        }
    }

    /// The command at the end of a sentence, after its reason, is the command; a reason never
    /// folds a hand.
    @Test func theCommandAfterItsReason() {
        #expect(PokerSaidBetsTests.said(.ko, seed: 6, "클로버가 세 장이라 그냥 따라갈래요") == "내가 3칩 콜했어요.")
        #expect(PokerSaidBetsTests.said(.ko, seed: 6, "패가 나빠서 죽을래요") != "내가 다이했어요.")
        // A fold said after its reason is not done, but said back with the word to type alone.
        let out = at().handle("손이 안 좋으니까 다이할게요")
        #expect(out.contains("‘다이’만 따로 입력하세요") && !out.contains("다이했어요"), "\(out)")
    }

    @Test func thePotAskedIsOneLine() {
        let out = at().handle("지금 팟에 얼마 있어요?")
        #expect(out.hasPrefix("팟에 ") && out.split(separator: "\n").count == 1, "\(out)")
    }

    @Test func aWordTheLessonsDefine() {
        let out = at().handle("레이즈 빅이 뭐예요?")
        #expect(out.contains("스몰 베팅과 빅 베팅"), "\(out)")
    }

    @Test func aTopCardAskedAboutAtTheTable() {
        let out = at().handle("퀸 탑이 무슨 뜻이에요?")
        #expect(out.contains("퀸 탑이면 가장 높은 카드가 퀸이에요"), "\(out)")
    }

    /// A term the lessons teach, asked with a particle glued to a two-word term, a past-tense
    /// ending (`뭐였더라`, `뭐였죠`), or typed alone: its definition, never the unknown line.
    @Test func lessonTermsAskedAsNewcomersAsk() {
        let pair = text("lesson.term.poker.openpair").dropFirst().prefix(12)
        for line in ["오픈 페어가 뭐예요?", "오픈 페어"] {
            let out = at().handle(line)
            #expect(out.contains(pair) && !out.contains("나오지 않는"), "\(line): \(out)")
        }
        let outs = at().handle("아웃이 뭐였더라")
        #expect(outs.contains("아웃(아직 못 본 카드") && !outs.contains("알 수 없는"), "\(outs)")
        let raise = at().handle("레이즈가 뭐였죠?")
        #expect(raise.contains(text("lesson.term.poker.raise").dropFirst().prefix(12)), "\(raise)")
        let value = at().handle("밸류 베팅?")
        #expect(value.contains(text("lesson.term.poker.valuebet").dropFirst().prefix(12)), "\(value)")
        let kicker = at().handle("키커")
        #expect(kicker.contains("비겨서 팟을 나눠"), "\(kicker)")
        let raisedAtLesson = lesson(["배우기 포커 11", "레이즈가 뭐였죠?"])
        #expect(raisedAtLesson.contains(text("lesson.term.poker.raise").dropFirst().prefix(12)), "\(raisedAtLesson)")
    }

    /// Under the Korean house rule a kicker is defined as that rule has it: no kicker, no tie.
    @Test func theKickerUnderTheRuleInForce() {
        let session = at()
        _ = session.handle("하우스 국내")
        _ = session.handle("다이")
        _ = session.handle("다음 판")
        let out = session.handle("키커가 뭐예요")
        #expect(out.contains("국내 룰이라 키커를 보지 않아요") && !out.contains("나눠 가져요"), "\(out)")
    }

    /// Which seat plays which style, asked: one line naming each computer seat's style.
    @Test func theSeatsStylesAsked() {
        let out = at().handle("딜러는 타이트한 자리예요 루즈한 자리예요?")
        #expect(
            out.split(separator: "\n").map(String.init) == ["다른 자리의 플레이 스타일: 플레이어 2는 루즈·패시브, 딜러는 타이트·어그레시브."],
            "\(out)")
        let es = PokerSaidBetsTests.atPoker(.es, seed: 6).handle("¿el crupier es agresivo?")
        #expect(es.contains("el crupier juega conservador y agresivo"), "\(es)")
    }

    /// Table words a newcomer types: an amount in words with a trying ending is the bet it
    /// names; `이번 판은 포기` alone folds (never with more talk); the hint asked after a
    /// question; the next hand asked for in a sentence.
    @Test func tableWordsAsNewcomersType() {
        let said = at()
        _ = said.handle("콜")
        let typed = at()
        _ = typed.handle("콜")
        let words = said.handle("그래도 이십 칩 걸어 볼래요")
        #expect(words == typed.handle("20칩 걸게요") && !words.contains("알 수 없는"), "\(words)")
        #expect(at().handle("이번 판은 포기").contains("내가 다이했어요"))
        let talk = at().handle("이번 판은 포기 해야 하나 고민돼요")
        #expect(!talk.contains("다이했어요"), "\(talk)")
        let hint = at().handle("페어 생겼는데 베팅해도 돼요? 힌트")
        #expect(hint == at().handle("힌트"), "\(hint)")
        let next = at()
        _ = next.handle("다이")
        #expect(next.handle("다음 판 돌려 주세요").contains("두 번째 판"))
    }

    /// Spanish questions that ask what to do are the hint.
    @Test func spanishAskingWhatToDoIsTheHint() {
        let hint = PokerSaidBetsTests.atPoker(.es, seed: 6).handle("pista")
        for line in ["¿qué harías tú en mi lugar?", "¿cuánto pongo?", "¿esto vale algo o lo tiro?", "uf, ¿y ahora?"] {
            #expect(PokerSaidBetsTests.atPoker(.es, seed: 6).handle(line) == hint, "\(line)")
        }
    }

    /// Talk that opens with a command word, then the command after a colon: the command said.
    @Test func theCommandAfterTalkThatOpensWithACommandWord() {
        let bet = PokerSaidBetsTests.atPoker(.es, seed: 6).handle("completo")
        #expect(PokerSaidBetsTests.atPoker(.es, seed: 6).handle("voy de farol: completo") == bet)
        let fold = PokerSaidBetsTests.atPoker(.es, seed: 6).handle("voy de farol: me retiro")
        #expect(!fold.contains("Te retiras") && !fold.contains("te retiras"), "\(fold)")
    }

    /// Cards named in Korean words, the suit after the run of ranks.
    @Test func cardsNamedInWords() {
        let out = at().handle("평가 에이스 킹 퀸 잭 10 스페이드")
        #expect(out.contains("♠A") && !out.contains("카드가 아니에요"), "\(out)")
    }
}
