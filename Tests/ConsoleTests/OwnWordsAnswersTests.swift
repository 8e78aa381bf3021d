import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// Lesson answers as newcomers said them in their own words (fillers and reasons around the
/// answer, the answer in a clause of its own, a number said as a word or with a unit, a hand
/// or a card named by what it holds): right when right, wrong when wrong, never “not understood”.
@Suite struct OwnWordsAnswersTests {
    /// Language, game, lesson, the lines before (the steps' answers), the answer, and the
    /// step's text it must get: `right` or `wrong`.
    static let cases: [(Language, String, Int, [String], String, String)] = [
        // Klondike 2, “can the ♦8 go on the ♥7?” (no).
        (.es, "solitario", 2, ["sí"], "ah vale, entonces no, porque sube en vez de bajar", "right"),
        (.es, "solitario", 2, ["sí"], "ah vale, entonces sí, porque es rojo", "wrong"),
        // Klondike 9, “what does the third pass cost?” (20).
        (.es, "solitario", 9, ["robar", "robar"], "ah no, cien puntos", "wrong"),
        // Poker 10, “against three, what share?” (25 %).
        // Poker 1 step 3, “which wins?” (hand 1: the jacks).
        // Poker 2 step 2, “which wins?” (hand 1: the queen beside the aces).
        // Poker 8 step 3, “who acts first, 1 or 2?” (2: a pair of fours showing).
        (.es, "póquer", 8, ["2", "10"], "él, el dos, tiene la pareja", "right"),
        // Poker 12 step 2, the Korean rule's flushes (hand 2: spades).
        // Set 3, the set said in words (cards 2, 4, 6).
        (.es, "set", 3, [], "creo que son la dos, la cuatro y la seis", "right"),
        // Set 5 step 1, “which card completes the set?” (card 4: three purple solid triangles).
        (.es, "set", 5, [], "tres triángulos morados llenos", "right"),
        (.es, "set", 5, [], "la de tres cuadrados morados vacíos", "wrong"),
        (.ko, "세트", 5, [], "보라 꽉 찬 세모 3개", "right"),
        (.en, "set", 5, [], "three purple solid triangles", "right"),
        // Poker 3 step 3, a straight against three aces (hand 1, the straight).
        // Poker 1 step 3 (hand 1, the jacks).
        (.ko, "포커", 1, ["1", "2"], "킹이 있으니까 1번", "right"),
        (.ko, "포커", 1, ["1", "2"], "킹이 있으니까 2번", "wrong"),
        // Poker 6 step 3, the raise cap (3).
        // Poker 2 step 3, “do they split the pot?” (yes).
        // Klondike 4 step 1, “can the ♥7 go to the empty stack 5?” (no).
        (.ko, "클론다이크", 4, [], "킹이 아니니까 못 놔요", "right"),
        (.es, "solitario", 9, ["robar", "robar"], "ah no, veinte puntos", "right"),
        (.es, "póquer", 10, [], "un cuarto, o sea veinticinco", "right"),
        (.es, "póquer", 10, [], "un tercio, o sea treinta y tres", "wrong"),
        (.es, "póquer", 1, ["1", "2"], "gana la de las jotas", "right"),
        (.es, "póquer", 1, ["1", "2"], "gana la de los dieces", "wrong"),
        (.es, "póquer", 2, ["2"], "la de la reina", "right"),
        (.es, "póquer", 2, ["2"], "la de la jota", "wrong"),
        (.es, "póquer", 12, ["sí"], "gana la de la jota", "right"),
        (.es, "póquer", 12, ["sí"], "la de la reina", "wrong"),
        (.ko, "포커", 3, ["2", "2"], "에이스 트리플", "wrong"),
        (.ko, "포커", 1, ["1", "2"], "잭 페어 있는 쪽이요", "right"),
        (.es, "póquer", 8, ["2", "10"], "yo, el uno, tengo la jota", "wrong"),
        (.ko, "포커", 3, ["2", "2"], "아 그럼 스트레이트", "right"),
        (.ko, "포커", 6, ["3", "20"], "최대 세 번", "right"),
        (.ko, "포커", 6, ["3", "20"], "최대 네 번", "wrong"),
        (.ko, "포커", 2, ["2", "1"], "똑같으니까 반반 나눠요", "right"),
        (.ko, "클론다이크", 4, [], "아 안 되는구나", "right"),
        (.ko, "클론다이크", 2, ["네"], "아 안 되는구나", "right"),
        // The same rules in the other languages.
        (.en, "klondike", 9, ["draw", "draw"], "oh no, twenty points", "right"),
        (.en, "poker", 10, [], "a quarter, that is 25", "right"),
        (.ko, "포커", 10, [], "4분의 1, 즉 25%", "right"),
        (.en, "poker", 1, ["1", "2"], "the one with the jacks wins", "right"),
        (.en, "poker", 2, ["2"], "the one with the queen", "right"),
        (.en, "poker", 8, ["2", "10"], "me, number one, I have the jack", "wrong"),
        (.ko, "포커", 8, ["2", "10"], "나, 1번, 잭 있어요", "wrong"),
        (.es, "set", 2, ["no"], "tres cuadrados rojos llenos", "right"),
        (.es, "set", 2, ["no"], "la de tres cuadrados rojos vacíos", "wrong"),
        (.es, "solitario", 2, ["sí"], "vale, pues no, porque baja", "right"),
        (.es, "solitario", 2, ["sí"], "vale, pues sí", "wrong"),
        (.ko, "포커", 6, ["3", "20"], "세 번까지요", "right"),
        (.ko, "세트", 5, [], "보라색 꽉 찬 세모 세 개", "right"),
        (.es, "set", 5, [], "creo que es la de tres triángulos violetas rellenos", "right"),
        // A word that only takes the question in is no answer when another follows it.
        (.es, "siete", 2, ["sí"], "vale, no, me paso, serían nueve", "right"),
        (.es, "siete", 2, ["sí"], "vale, sí, seguiría", "wrong"),
        (.en, "siete", 2, ["yes"], "ok, no, I'd go over", "right"),
        (.ko, "세븐앤하프", 2, ["네"], "음, 아니요, 넘어요", "right"),
        // The things asked for, listed, where a count is asked (poker 4 step 3: 3 streets).
        (.es, "póquer", 4, ["1", "repartir"], "faltan la quinta, la sexta y la séptima", "right"),
        (.es, "póquer", 4, ["1", "repartir"], "quedan la quinta, la sexta y la séptima", "right"),
        (.en, "poker", 4, ["1", "deal"], "there's the fifth, the sixth and the seventh", "right"),
        // A fraction where a percentage is asked (poker 10 step 1: 25 %).
        (.es, "póquer", 10, [], "un cuarto", "right"),
        (.es, "póquer", 10, [], "un cuarto, veinticinco por ciento", "right"),
        (.es, "póquer", 10, [], "un tercio", "wrong"),
        (.ko, "포커", 10, [], "4분의 1", "right"),
        (.en, "poker", 10, [], "a quarter", "right"),
        (.en, "poker", 10, [], "half", "wrong"),
        // Poker 10 step 3, the calling rule (26 %): `percent` in the question, no `%`.
        (.en, "poker", 10, ["25", "yes"], "a quarter", "wrong"),
        // A yes/no question said back in Korean, any order, before its reason (siete 5 step 2:
        // “is the chance of going over more than half?”, yes).
        (.ko, "세븐앤하프", 5, ["힌트"], "반 넘어요. 22장이니까", "right"),
        (.ko, "세븐앤하프", 5, ["힌트"], "반 넘어요", "right"),
        // Korean sentence endings on the answer's last word (`네요`, `죠`), a particle (`만`).
        (.ko, "세트", 1, ["3"], "아 채우기네요", "right"),
        (.ko, "세트", 1, ["3", "채우기"], "당연히 세트죠", "right"),
        (.ko, "클론다이크", 7, [], "아 세 장이네요", "right"),
        (.ko, "포커", 4, [], "한 장만 보여요", "right"),
        (.ko, "포커", 8, ["2", "10"], "페어가 있는 2번이요", "right"),
        (.ko, "포커", 2, ["2", "1"], "똑같으니까 나눠 갖겠죠", "right"),
        (.ko, "포커", 9, [], "안 보여 줘도 될 것 같아요", "right"),
        (.ko, "포커", 9, [], "안 보여 줘요", "right"),
        // A player named by the card they show (poker 8 step 1: player 2 shows the ♣4).
        (.es, "póquer", 8, [], "el del cuatro de tréboles", "right"),
        (.en, "poker", 8, [], "the one with the four of clubs", "right"),
    ]

    @Test(arguments: cases.indices)
    func anAnswerInOwnWordsIsReadAsMeant(_ index: Int) {
        let (language, game, number, before, answer, part) = Self.cases[index]
        guard
            let (out, expected) = LessonAnswersTests.reply(
                language, game, number, before, answer, checkedAgainst: part)
        else { return }
        #expect(out.contains(expected), "\(language) \(game) \(number) «\(answer)» (\(part)): \(out)")
    }

    /// Talk that reads as a console command (`me la juego` as `juego`, play) never leaves a
    /// lesson: only the command typed as one does; the line gets the neutral line.
    @Test(arguments: [
        (Language.es, "siete", 7, ["apostar 10"], "me la juego, otra más"),
        (.es, "siete", 7, ["apostar 10"], "venga, a jugar otra"),
        (.en, "siete", 7, ["bet 10"], "let's play, one more"),
    ])
    func talkNeverLeavesALesson(
        _ language: Language, _ game: String, _ number: Int, _ before: [String], _ line: String
    ) {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let s = LessonTests.session(.inMemory(), language)
        _ = s.handle("\(localizer.commandWord(.learn)) \(game) \(number)")
        for typed in before { _ = s.handle(typed) }
        let step = s.lesson?.step
        let out = s.handle(line)
        #expect(s.lesson != nil, "\(line): \(out)")
        #expect(s.lesson?.step == step, "\(line): \(out)")
        // The command itself still leaves.
        _ = s.handle(localizer.commandWord(.menu))
        #expect(s.lesson == nil)
    }

    /// A command said after its reason where a step waits for one (`4점은 낮으니까 받을래요`):
    /// the command.
    @Test func aCommandAfterItsReasonIsTheCommand() {
        let localizer = Localizer(catalogs: Repository.catalogs, language: .ko)
        let s = LessonTests.session(.inMemory(), .ko)
        _ = s.handle("\(localizer.commandWord(.learn)) 세븐앤하프 7")
        _ = s.handle("베팅 10")
        let step = s.lesson?.step
        let out = s.handle("4점은 낮으니까 받을래요")
        #expect(!out.contains(localizer.text("lesson.unclear.command")), "\(out)")
        #expect(out.contains("받았어요"), "\(out)")
        #expect(s.lesson != nil && s.lesson?.step == step)
    }

    /// A line not understood gets a neutral line that names what this step accepts: at a step
    /// that waits for a command, that command (the step's hint), never another game's words.
    @Test(arguments: [
        (Language.es, "póquer", 4, ["1"], "dame otra carta", "igualar"),
        (.en, "poker", 4, ["1"], "give me another card", "fold"),
        (.ko, "포커", 4, ["1"], "한 장 더 줘", "다이"),
    ])
    func theNeutralLineNamesWhatTheStepAccepts(
        _ language: Language, _ game: String, _ number: Int, _ before: [String], _ line: String, _ foreign: String
    ) {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let s = LessonTests.session(.inMemory(), language)
        _ = s.handle("\(localizer.commandWord(.learn)) \(game) \(number)")
        for typed in before { _ = s.handle(typed) }
        guard let run = s.lesson else { return }
        let out = s.handle(line)
        #expect(out.contains(localizer.text(run.stepKey("hint"))), "\(line): \(out)")
        #expect(!out.contains(foreign), "\(line): \(out)")
        #expect(s.lesson?.step == run.step)
    }

    /// The coach named in a lesson (`코치님 어떻게 생각해요?`, `coach`): what the coach would say
    /// (the table's hint where the step is played at one), never a miss.
    @Test(arguments: [
        (Language.ko, "세븐앤하프", 6, ["베팅 10", "20", "아니요", "받기"], "코치님 어떻게 생각해요?"),
        (.ko, "세븐앤하프", 6, ["베팅 10", "20", "아니요", "받기"], "코치"),
        (.es, "siete", 6, ["apostar 10", "20", "no", "pedir"], "¿qué diría el entrenador?"),
        (.ko, "세트", 1, [], "코치님?"),
        (.en, "set", 1, [], "coach"),
    ])
    func theCoachNamedInALessonIsTheHint(
        _ language: Language, _ game: String, _ number: Int, _ before: [String], _ line: String
    ) {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let s = LessonTests.session(.inMemory(), language)
        _ = s.handle("\(localizer.commandWord(.learn)) \(game) \(number)")
        for typed in before { _ = s.handle(typed) }
        guard let run = s.lesson else { return }
        let out = s.handle(line)
        #expect(!out.contains(localizer.text(run.stepKey("wrong"))), "\(line): \(out)")
        #expect(!out.isEmpty && s.lesson?.step == run.step, "\(line): \(out)")
        if case .play = run.lesson.steps[run.step].expects {
            // The table's hint: the odds and the advice, not the step's fixed text.
            #expect(!out.contains(localizer.text(run.stepKey("hint"))), "\(line): \(out)")
        } else {
            #expect(out.contains(localizer.text(run.stepKey("hint"))), "\(line): \(out)")
        }
    }

    /// The ace said in words where the step asks to move it to its foundation: the move made.
    @Test(arguments: ["스페이드 에이스를 파운데이션에 올려요", "스페이드 에이스 파운데이션에 올려요", "스페이드 에이스를 올려요"])
    func theAceToTheFoundationSaidInWordsIsTheMove(_ line: String) {
        guard
            let (out, right) = LessonAnswersTests.reply(.ko, "클론다이크", 3, [], line, checkedAgainst: "right")
        else { return }
        #expect(out.contains(right), "\(line): \(out)")
    }

    /// `next` at a question is no answer and skips nothing: it says what is accepted and that
    /// `skip` skips; at a step to read, it goes on.
    @Test(arguments: [(Language.es, "siguiente"), (.ko, "다음"), (.en, "next")])
    func nextAtAQuestionIsNotAnAnswer(_ language: Language, _ word: String) {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let s = LessonTests.session(.inMemory(), language)
        _ = s.handle("\(localizer.commandWord(.learn)) set 1")
        let out = s.handle(word)
        #expect(s.lesson?.step == 0, "\(language) \(word): \(out)")
        #expect(s.lesson?.skipped.isEmpty == true)
        let skip = localizer.words("lesson.skip.words").first ?? ""
        #expect(out.contains(skip), "\(language) \(word): \(out)")
        #expect(!out.contains(localizer.text(s.lesson!.stepKey("wrong"))))
        // The skip word itself still skips.
        _ = s.handle(skip)
        #expect(s.lesson?.step == 1)
    }
}
