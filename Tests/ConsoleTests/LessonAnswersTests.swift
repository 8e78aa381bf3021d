import GameKit
import Host
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// Every lesson step answered as people answer: an answer not understood gets the neutral
/// line (nothing counted), a wrong one the step's correction, a right one in words (numbers
/// in words and with units, yes and no as phrases) or as a phrasing of the game's command
/// goes on.
@Suite struct LessonAnswersTests {
    /// A number in words as a learner of the language writes it, in halves.
    static func spoken(_ halves: Int, _ language: Language) -> String {
        let whole = halves / 2
        let half = halves % 2 == 1
        switch language {
        case .es:
            let words = ["cero", "uno", "dos", "tres", "cuatro", "cinco", "seis", "siete", "ocho", "nueve", "diez"]
            return (whole < words.count ? words[whole] : "\(whole) fichas") + (half ? " y media" : "")
        case .ko:
            let words = ["영", "한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열"]
            return (whole < words.count ? words[whole] : "\(whole)") + " 개" + (half ? " 반" : "")
        default:
            let words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"]
            return (whole < words.count ? words[whole] : "\(whole) chips") + (half ? " and a half" : "")
        }
    }

    /// Yes and no as phrases.
    static let yes: [Language: String] = [.es: "vale", .ko: "맞아요", .en: "sure"]
    static let no: [Language: String] = [.es: "no hay", .ko: "안 돼요", .en: "nope"]
    static let unclear: [Language: String] = [.es: "quizás", .ko: "글쎄요", .en: "perhaps"]

    /// A game command phrased as people type it, with its argument.
    static func phrased(_ command: CommandID, _ argument: String?, _ language: Language) -> String {
        let forms: [Language: [String: String]] = [
            .es: [
                "hit": "pide", "stand": "plántate", "draw": "roba", "deal": "reparte", "move": "mueve",
                "tap": "toca", "undo": "deshaz", "hint": "¿qué hago?",
            ],
            .ko: [
                "hit": "한 장 더 주세요", "stand": "멈출게요", "draw": "뽑을게요", "deal": "돌려요", "move": "옮겨",
                "tap": "탭", "undo": "무를게요", "hint": "힌트 주세요",
            ],
            .en: [
                "hit": "hit me", "stand": "i stand", "draw": "draw a card", "deal": "deal more", "move": "put",
                "tap": "pick", "undo": "take back", "hint": "what now?",
            ],
        ]
        let word = forms[language]?[command.rawValue] ?? command.rawValue
        guard let argument = argument?.split(separator: "|").last.map(String.init) else { return word }
        let items = argument.split(separator: " ").map(String.init)
        guard command.rawValue == "tap", items.count > 1 else { return "\(word) \(argument)" }
        switch language {
        case .es: return "\(word) " + items.dropLast().joined(separator: ", ") + " y " + items.last!
        case .ko: return "\(word) " + items.map { "\($0)번" }.joined(separator: " ")
        default: return "\(word) " + items.dropLast().joined(separator: ", ") + " and " + items.last!
        }
    }

    @Test(arguments: [Language.es, .ko, .en])
    func everyStepUnderstandsUnclearWrongAndRightAnswers(_ language: Language) {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let learn = localizer.commandWord(.learn)
        for (game, type) in LessonTests.teaching {
            let neutral = localizer.text("lesson.\(game.rawValue).unclear")
            let name = localizer.words("game.\(game.rawValue).aliases").first!
            for (index, lesson) in type.lessons.enumerated() {
                let s = LessonTests.session(.inMemory(), language)
                let opened = s.handle("\(learn) \(name) \(index + 1)")
                #expect(
                    opened.contains(localizer.text("lesson.\(game.rawValue).accepts")),
                    "\(lesson.key): the first step says it")
                for (n, step) in lesson.steps.enumerated() {
                    let key = "lesson.\(lesson.key).\(n + 1)"
                    let wrong = localizer.text("\(key).wrong")
                    let right = localizer.text("\(key).right")
                    if step.expects == .read { continue }
                    // A guided hand is played out, not answered: skip it (the lesson plays it for the steps after).
                    if case .play = step.expects {
                        _ = s.handle(localizer.words("lesson.skip.words").first!)
                        continue
                    }
                    // Not understood: the neutral line, never the correction; it names what the
                    // step accepts (a command: the step's hint; a plain number, yes or no: that).
                    let plain = step.rightWords.isEmpty && step.answeredBy.isEmpty
                    let accepted: String
                    // A step with its own neutral line (`.unclear`: a who-question's seats) says it.
                    switch step.expects {
                    case _ where localizer.has("\(key).unclear"): accepted = localizer.text("\(key).unclear")
                    case .action: accepted = localizer.text("lesson.unclear.command")
                    case .yes where plain, .no where plain: accepted = localizer.text("lesson.unclear.yesno")
                    case .number where plain: accepted = localizer.text("lesson.unclear.number")
                    default: accepted = neutral
                    }
                    let out = s.handle(Self.unclear[language]!)
                    #expect(out.contains(accepted) && !out.contains(wrong), "\(key) \(language): \(out)")
                    if case .action = step.expects {
                        #expect(out.contains(localizer.text("\(key).hint")), "\(key) \(language): \(out)")
                    }
                    // Wrong: the correction.
                    let mistaken: String
                    switch step.expects {
                    case .yes: mistaken = Self.no[language]!
                    case .no: mistaken = Self.yes[language]!
                    case .number(let halves): mistaken = Self.spoken(halves + 2, language)
                    // Another of the words lessons take, wrong here (`hint` now asks for the hint).
                    case .word(let right):
                        mistaken = localizer.words(
                            right == "colour" ? "lesson.answer.shape.words" : "lesson.answer.colour.words"
                        )
                        .first!
                    case .action(let command, _):
                        mistaken = localizer.commandWord(
                            command == CommandID("hit", game: "sieteymedia")
                                ? .quit : CommandID("hit", game: "sieteymedia"))
                    case .read, .play: mistaken = ""
                    }
                    if case .action(let command, _) = step.expects, command == CommandID("hit", game: "sieteymedia") {
                        // `quit` would end the session: another game's command instead.
                        let other = s.handle(localizer.commandWord(CommandID("draw", game: "klondike")))
                        #expect(other.contains(wrong), "\(key) \(language): \(other)")
                    } else {
                        let missed = s.handle(mistaken)
                        #expect(missed.contains(wrong), "\(key) \(language) \(mistaken): \(missed)")
                    }
                    // Right, in words or as the command's everyday form.
                    let answer: String
                    switch step.expects {
                    case .yes: answer = Self.yes[language]!
                    case .no: answer = Self.no[language]!
                    case .number(let halves): answer = Self.spoken(halves, language)
                    case .word: answer = LessonTests.answer(step, language)
                    case .action(let command, let argument): answer = Self.phrased(command, argument, language)
                    case .read, .play: answer = ""
                    }
                    let done = s.handle(answer)
                    #expect(done.contains(right), "\(key) \(language) \(answer): \(done)")
                }
            }
        }
    }

    /// The answers the issue measured as refused, each at a step it answers.
    @Test func theAnswersPeopleGaveAreRight() {
        let cases: [(Language, String, Int, [String], String)] = [
            (.es, "siete", 1, [], "cinco"),
            (.es, "siete", 1, ["5", "pedir"], "5 y media"),
            (.es, "siete", 1, ["5", "pedir"], "cinco y media"),
            (.es, "set", 1, [], "tres"),
            (.es, "set", 2, ["no"], "la 4"),
            (.es, "póquer", 8, ["2"], "10 fichas"),
            (.es, "siete", 4, ["plantarse"], "nunca"),
            (.es, "set", 4, [], "no hay"),
            (.es, "póquer", 7, ["no", "4"], "me retiro"),
            (.ko, "세븐앤하프", 1, [], "다섯"),
            (.ko, "세트", 1, [], "세 개"),
            (.ko, "세트", 1, [], "3구"),
            (.ko, "포커", 4, [], "한 장"),
            (.ko, "포커", 4, [], "하나"),
            (.ko, "포커", 2, [], "플레이어 2"),
            (.ko, "포커", 8, ["2"], "10칩"),
            (.ko, "세트", 4, [], "없어요"),
            (.ko, "세븐앤하프", 2, ["예"], "안 돼요"),
            (.ko, "세트", 1, ["3", "음영"], "맞아요"),
            (.ko, "포커", 7, ["아니요", "4"], "다이"),
            // A polite ending, a percent sign, a reason after the yes or no.
            (.ko, "세트", 1, [], "세 개요"),
            (.ko, "세븐앤하프", 1, [], "다섯 점이요"),
            (.ko, "세븐앤하프", 2, [], "네 괜찮아요"),
            (.ko, "세븐앤하프", 2, ["예"], "아니요, 9가 돼요"),
            (.es, "siete", 2, [], "sí, porque no me paso"),
            (.es, "siete", 2, ["sí"], "no, me pasaría"),
            (.es, "póquer", 10, [], "25 %"),
            (.ko, "포커", 10, [], "25%"),
        ]
        for (language, game, number, before, answer) in cases {
            guard let (out, right) = Self.reply(language, game, number, before, answer, checkedAgainst: "right")
            else { continue }
            #expect(out.contains(right), "\(language) \(game) \(number) \(answer): \(out)")
        }
    }

    /// A hand's name answers “which wins?” where the step names the hands: the winner's name
    /// with an article, a “wins”, a particle or a polite ending is right.
    @Test func handNamesAnswerWhichWins() {
        let cases: [(Language, String, Int, [String], String)] = [
            (.es, "póquer", 1, ["1"], "el full"),
            (.es, "póquer", 1, ["1"], "un full"),
            (.es, "póquer", 1, ["1"], "full"),
            (.es, "póquer", 1, ["1"], "gana el full"),
            (.es, "póquer", 1, [], "el color"),
            (.es, "póquer", 2, [], "el trío"),
            (.es, "póquer", 3, [], "la escalera de color"),
            (.es, "póquer", 3, ["2", "2"], "la escalera"),
            (.ko, "포커", 1, [], "플러시가 이겨요"),
            (.ko, "포커", 1, [], "플러시요"),
            (.ko, "포커", 1, ["1"], "풀하우스요"),
            (.ko, "포커", 1, ["1"], "풀하우스가 이겨요"),
            (.ko, "포커", 3, ["2"], "포카드가 이겨요"),
            (.ko, "포커", 3, ["2", "2", "1"], "원페어"),
            (.en, "poker", 1, [], "a flush"),
            (.en, "poker", 1, [], "the flush wins"),
            (.en, "poker", 1, ["1"], "a full house"),
            (.en, "poker", 2, [], "three of a kind"),
            // “Do they split the pot?”: neither wins.
            (.es, "póquer", 2, ["2", "1"], "ninguna"),
            (.es, "póquer", 2, ["2", "1"], "empate"),
            (.ko, "포커", 2, ["2", "1"], "둘 다 같아요"),
            (.en, "poker", 2, ["2", "1"], "neither"),
        ]
        for (language, game, number, before, answer) in cases {
            guard let (out, right) = Self.reply(language, game, number, before, answer, checkedAgainst: "right")
            else { continue }
            #expect(out.contains(right), "\(language) \(game) \(number) \(answer): \(out)")
        }
    }

    /// The losing hand's name is understood, and wrong: the step's correction.
    @Test func theLosingHandsNameIsWrong() {
        let cases: [(Language, String, Int, [String], String)] = [
            (.es, "póquer", 1, ["1"], "el color"),
            (.es, "póquer", 1, [], "gana la escalera"),
            (.ko, "포커", 1, [], "스트레이트가 이겨요"),
            (.en, "poker", 1, ["1"], "a flush"),
        ]
        for (language, game, number, before, answer) in cases {
            guard let (out, wrong) = Self.reply(language, game, number, before, answer, checkedAgainst: "wrong")
            else { continue }
            #expect(out.contains(wrong), "\(language) \(game) \(number) \(answer): \(out)")
        }
    }

    /// At the table with stakes: a tie gives the bet back (`empate`, `무승부`, `tie` answer “do you
    /// lose it?”), and `rebuy` answers “can you play on without chips?”.
    @Test func stakesAnswersInEveryLanguage() {
        let cases: [(Language, String, Int, [String], String)] = [
            (.es, "siete", 6, ["apostar 10", "20"], "empate"),
            (.es, "siete", 6, ["apostar 10", "20"], "me la devuelven"),
            (.ko, "세븐앤하프", 6, ["베팅 10", "20"], "무승부"),
            (.ko, "세븐앤하프", 6, ["베팅 10", "20"], "돌려받아요"),
            (.en, "siete", 6, ["bet 10", "20"], "tie"),
            (.en, "siete", 6, ["bet 10", "20"], "it's a push"),
            (.es, "siete", 7, ["apostar 10", "plantarse"], "recomprar"),
            (.ko, "세븐앤하프", 7, ["베팅 10", "스톱"], "리바이"),
            (.en, "siete", 7, ["bet 10", "stand"], "rebuy"),
        ]
        for (language, game, number, before, answer) in cases {
            guard let (out, right) = Self.reply(language, game, number, before, answer, checkedAgainst: "right")
            else { continue }
            #expect(out.contains(right), "\(language) \(game) \(number) \(answer): \(out)")
        }
    }

    /// “I don't know” and `hint` give the step's hint, never the correction, at a question and
    /// at a step that waits for another command.
    @Test func notKnowingGivesTheHint() {
        let cases: [(Language, String, Int, [String], String)] = [
            (.es, "siete", 1, [], "no sé"),
            (.es, "siete", 1, [], "ni idea"),
            (.es, "siete", 1, [], "pista"),
            (.es, "siete", 1, ["5"], "no lo sé"),
            (.es, "siete", 1, ["5"], "pista"),
            (.es, "póquer", 1, [], "no sé"),
            (.ko, "세븐앤하프", 1, [], "모르겠어요"),
            (.ko, "세븐앤하프", 1, [], "몰라요"),
            (.ko, "세븐앤하프", 1, [], "힌트"),
            (.ko, "세븐앤하프", 1, ["5"], "힌트"),
            (.ko, "세트", 1, [], "잘 모르겠어요"),
            (.en, "siete", 1, [], "I don't know"),
            (.en, "siete", 1, [], "hint"),
            (.en, "siete", 1, ["5"], "no idea"),
            // Not knowing, then why: still the hint, never read as the «no» it starts with.
            (.es, "matgo", 5, ["sí", "9", "26"], "no lo sé, no me lo has explicado"),
            (.en, "matgo", 5, ["yes", "9", "26"], "I don't know, you never told me"),
            (.ko, "맞고", 5, ["네", "9", "26"], "모르겠어요, 안 배웠어요"),
            // Not knowing said alone where the answer is no, or anywhere in a short answer.
            (.es, "siete", 2, ["sí"], "no lo sé"),
            (.es, "siete", 2, ["sí"], "no, no lo sé"),
            (.es, "siete", 2, ["sí"], "creo que no, pero no estoy seguro"),
            (.es, "set", 2, [], "no lo sé"),
            (.es, "set", 2, [], "pues ni idea"),
            (.ko, "세븐앤하프", 2, ["네"], "아니요, 잘 모르겠는데"),
            (.ko, "세트", 2, [], "음 잘 모르겠는데"),
            (.en, "siete", 2, ["yes"], "no, I'm not sure"),
            (.en, "set", 2, [], "no idea really"),
            // A yes-or-no question answered with the total only: neither right nor wrong.
            (.ko, "세븐앤하프", 2, [], "7점 반"),
            (.ko, "세븐앤하프", 2, ["네"], "9점"),
            (.es, "siete", 2, ["sí"], "nueve"),
            (.en, "siete", 2, [], "7.5"),
        ]
        for (language, game, number, before, answer) in cases {
            guard let (out, hint) = Self.reply(language, game, number, before, answer, checkedAgainst: "hint"),
                let (again, wrong) = Self.reply(
                    language, game, number, before, answer, checkedAgainst: "wrong", twice: true)
            else { continue }
            // At a question the hint gives the answer away: the first time, back to the text.
            let nudge = Localizer(catalogs: Repository.catalogs, language: language).text("lesson.unsure.nudge")
            #expect(
                (out.contains(hint) || out.contains(nudge)) && !out.contains(wrong),
                "\(language) \(game) \(number) \(answer): \(out)")
            #expect(
                again.contains(hint) && !again.contains(wrong), "\(language) \(game) \(number) \(answer): \(again)")
        }
    }

    /// A number before a colon is the answer, the list after it its reason.
    @Test func aNumberBeforeAColonIsTheAnswer() {
        let cases: [(Language, String, Int, [String], String)] = [
            (.es, "escoba", 5, [], "cuatro: cartas, oros, sietes por los seises y la escoba"),
            (.en, "escoba", 5, [], "four: cards, coins, sevens and the sweep"),
        ]
        for (language, game, number, before, answer) in cases {
            guard let (out, right) = Self.reply(language, game, number, before, answer, checkedAgainst: "right")
            else { continue }
            #expect(out.contains(right), "\(language) \(game) \(number) \(answer): \(out)")
        }
    }

    /// A reason after the answer never makes a wrong yes or no right: the correction still comes.
    @Test func aReasonAfterAWrongYesOrNoIsStillWrong() {
        let cases: [(Language, String, Int, [String], String)] = [
            (.es, "siete", 2, ["sí"], "sí, porque llego"),
            (.ko, "세븐앤하프", 2, ["예"], "네 괜찮아요"),
        ]
        for (language, game, number, before, answer) in cases {
            guard let (out, wrong) = Self.reply(language, game, number, before, answer, checkedAgainst: "wrong")
            else { continue }
            #expect(out.contains(wrong), "\(language) \(game) \(number) \(answer): \(out)")
        }
    }

    /// Opens lesson `number` of `game`, answers its steps with `before`, then gives `answer`:
    /// the reply, and the step's text of that `part` (`right`, `wrong`) to find in it. Nil (an
    /// issue recorded) when no lesson opened.
    static func reply(
        _ language: Language, _ game: String, _ number: Int, _ before: [String], _ answer: String,
        checkedAgainst part: String, twice: Bool = false
    ) -> (String, String)? {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let s = LessonTests.session(.inMemory(), language)
        let opened = s.handle("\(localizer.commandWord(.learn)) \(game) \(number)")
        #expect(!opened.isEmpty)
        for line in before { _ = s.handle(line) }
        guard let run = s.lesson else {
            Issue.record("\(game) \(number): no lesson")
            return nil
        }
        let expected = localizer.text(run.stepKey(part))
        if twice { _ = s.handle(answer) }
        return (s.handle(answer), expected)
    }
}
