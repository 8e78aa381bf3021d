import GameKit
import Host
import Registry
import StudPoker
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import KlondikeConsole
@testable import PokerConsole
@testable import SetConsole
@testable import SieteYMedia
@testable import SieteYMediaConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the lessons teach agrees with the game: the hint says what a lesson teaches, words are
/// glossed where first met and taught before they are used, and the guided hands play out.
@Suite struct LessonContentTests {
    /// The hint's value bet and lesson 10 say the same: the hint names the share a value bet
    /// needs (1.4 fair shares, 0.4 more for each bet or raise made in the round), the figure
    /// it decided on, and the lesson teaches both numbers.
    @Test(arguments: Language.allCases)
    func theValueBetHintSaysWhatTheLessonTeaches(_ language: Language) throws {
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        #expect(abs(Advice.valueNeeds(fairShare: 1.0 / 3, raises: 0) - 1.4 / 3) < 1e-9)
        #expect(abs(Advice.valueNeeds(fairShare: 1.0 / 3, raises: 1) - 1.8 / 3) < 1e-9)
        let decimal = language == .es ? "," : "."
        let lesson =
            TeachingTests.key("lesson.poker.advice.2.text", language)
            + TeachingTests.key("lesson.poker.advice.2.right", language)
        #expect(lesson.contains("1\(decimal)4") && lesson.contains("0\(decimal)4"), "\(lesson)")
        var seen = false
        for seed in UInt64(1)...40 where !seen {
            let s = TeachingTests.fresh(language, seed: seed, game: .poker)
            _ = s.handle(localizer.commandWord(.new))
            let table = try #require(s.tables[.poker] as? PokerTable)
            guard let advice = table.stud?.advice(), advice.reason == .strong else { continue }
            seen = true
            let out = s.handle(localizer.commandWord(.hint))
            #expect(out.contains(localizer.percent(advice.valueThreshold)), "seed \(seed): \(out)")
            #expect(out.contains("1\(decimal)4"), "seed \(seed): \(out)")
        }
        #expect(seen, "a deal whose first advice is a value bet")
    }

    /// Siete y media's guided hand (lesson 7) deals its own hand, not the one lesson 6 played:
    /// a first card on which the hint says hit, then a total that asks a real choice.
    @Test func theGuidedSieteHandIsNotTheStakesLessonsHand() throws {
        let l = Localizer(catalogs: Repository.catalogs, language: .en)
        func drawn(_ r: Response) -> [String] { r.messages.filter { $0.key == "siete.player.drew" }.map { l.text($0) } }
        var six = try #require(SieteYMediaTable.prepared("stakes"))
        _ = six.carryOut(.wager, word: "10", at: 0)
        let sixth = drawn(six.carryOut(.hit, word: nil, at: 0))
        var seven = try #require(SieteYMediaTable.prepared("stakes firstcard"))
        let seventh = drawn(seven.carryOut(.wager, word: "10", at: 0))
        #expect(!sixth.isEmpty && !seventh.isEmpty)
        #expect(sixth != seventh, "\(sixth) \(seventh)")
        let advice = seven.carryOut(.hint, word: nil, at: 0).messages.map(l.text).joined(separator: " ")
        #expect(advice.contains("“hit”"), "\(advice)")
    }

    /// The words the lessons' tables show before the lesson that explains them are glossed
    /// where first met, in the player's language: Klondike's pile letters and J/Q/K in lesson
    /// 1, a run where lesson 4 first needs one; poker's street and dealer in lesson 1 (its
    /// table's header names both), all in where the showdown lesson uses it, the bring-in's
    /// suit order, Korean 히든, and the seats' styles in the rules.
    @Test(arguments: Language.allCases)
    func wordsAreGlossedWhereFirstMet(_ language: Language) {
        func text(_ key: String) -> String { TeachingTests.key(key, language) }
        let piles = text("lesson.klondike.piles.1.text")
        for letter in ["(s)", "(w)", "(f)", "J", "Q", "(K)"] { #expect(piles.contains(letter), "\(letter): \(piles)") }
        let run: [Language: String] = [.en: "a run is", .es: "cartas boca arriba que bajan", .ko: "묶음은"]
        #expect(text("lesson.klondike.kings.1.text").contains(run[language]!))
        let street: [Language: (String, String)] = [
            .en: ("a street is", "dealer"), .es: ("una calle es", "crupier"), .ko: ("‘구’는", "딜러"),
        ]
        let hands = text("lesson.poker.hands.1.text")
        #expect(hands.contains(street[language]!.0) && hands.contains(street[language]!.1), "\(hands)")
        // The table's first street, shown in its header from lesson 1, is glossed there.
        #expect(hands.lowercased().contains(text("poker.street.name.3").lowercased()), "\(hands)")
        // Lines shown from lesson 1 name no betting command before the lessons that teach them.
        for key in ["lesson.poker.accepts", "lesson.poker.unclear"] {
            for command in ["call", "fold", "raise", "bet", "check"] {
                for word in text("command.poker.\(command).aliases").split(separator: ",") {
                    #expect(
                        !text(key).contains("‘\(word)’") && !text(key).contains("«\(word)»")
                            && !text(key).contains("“\(word)”"), "\(key): \(word)")
                }
            }
        }
        // The score lesson says, in one clause, that the hint is free with the coach on.
        let coach = text("command.coach.aliases").split(separator: ",").map(String.init)
        #expect(coach.contains { text("lesson.set.score.2.right").contains($0) }, "\(text("lesson.set.score.2.right"))")
        #expect(text("lesson.poker.opening.1.right").contains("♦, ♥"))
        let allIn: [Language: String] = [.en: "all in when", .es: "Ir con todo es", .ko: "올인은"]
        #expect(text("lesson.poker.showdown.2.text").contains(allIn[language]!))
        let styles: [Language: String] = [.en: "tight: few hands", .es: "conservador: juega pocas", .ko: "타이트한 자리는"]
        for topic in ["betting", "pots"] {
            #expect(text("game.poker.rules.\(topic)").contains(styles[language]!), "\(topic)")
        }
        if language == .ko { #expect(text("lesson.poker.streets.3.text").contains("히든")) }
    }

    /// A guided hand: a refused decision explains itself and the hand waits; a command that is
    /// not the hand's is a miss; the lesson ends with the hand, the coach having judged the decision.
    @Test func aGuidedHandEndsWithTheHandAndNotBefore() {
        let s = TeachingTests.fresh(.en, seed: 6)
        let number = PokerTable.lessons.firstIndex { $0.key == "poker.guided" }! + 1
        _ = s.handle("learn poker \(number)")
        let refused = s.handle("check")
        #expect(s.lesson?.step == 0, "\(refused)")
        #expect(refused.contains("call"), "\(refused)")
        let other = s.handle("deal")
        #expect(other.contains(TeachingTests.key("lesson.poker.guided.1.wrong")), "\(other)")
        let call = s.handle("call")
        #expect(call.contains("Coach: “call” (3), as the advice said."), "\(call)")
        #expect(s.lesson?.step == 0)
        let fold = s.handle("fold")
        #expect(fold.contains(TeachingTests.key("lesson.poker.guided.1.right")), "\(fold)")
        #expect(s.lesson == nil)
        #expect(s.store.lessonProgress().status("poker.guided") == .done)
    }

    /// Poker's `hands` (and `rank`) typed inside a lesson show the list and the step waits: a
    /// look-up is never judged as an answer.
    @Test(arguments: Language.allCases)
    func theHandsListAnswersInsideALessonAndTheStepWaits(_ language: Language) {
        let s = TeachingTests.fresh(language)
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let number = PokerTable.lessons.firstIndex { $0.key == "poker.hands" }! + 1
        _ = s.handle("\(localizer.commandWord(.learn)) \(localizer.words("game.poker.aliases").first!) \(number)")
        let out = s.handle(localizer.commandWord(.hands))
        #expect(out.contains(localizer.text("poker.hands.title")), "\(out)")
        #expect(!out.contains(TeachingTests.key("lesson.poker.hands.1.wrong", language)), "\(out)")
        #expect(s.lesson?.step == 0 && s.lesson?.misses == 0)
        _ = s.handle(localizer.commandWord(.rank))
        #expect(s.lesson?.step == 0 && s.lesson?.misses == 0)
        let right = s.handle("1")
        #expect(right.contains(TeachingTests.key("lesson.poker.hands.1.right", language)), "\(right)")
    }

    /// The poker lessons teach the hands before comparing them, and the pot and the decisions
    /// (call, raise, fold) before the lessons that use them.
    @Test func thePokerLessonsTeachEachWordBeforeUsingIt() {
        let order = PokerTable.lessons.map(\.key)
        func at(_ key: String) -> Int { order.firstIndex(of: key)! }
        #expect(at("poker.hands") < at("poker.ranking"))
        #expect(at("poker.hands") < at("poker.outs"))
        #expect(at("poker.decisions") < at("poker.opening"))
        #expect(at("poker.chips") < at("poker.decisions"))
    }

    /// A wrong `tap` in Set's lesson names the attribute the chosen cards break (here number
    /// and shape, all three purple and striped), not a fixed guess.
    @Test(arguments: Language.allCases)
    func aWrongSetIsExplainedFromTheCardsChosen(_ language: Language) {
        let s = TeachingTests.fresh(language)
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let number = SetTable.lessons.firstIndex { $0.key == "set.spot" }! + 1
        _ = s.handle("\(localizer.commandWord(.learn)) \(localizer.words("game.set.aliases").first!) \(number)")
        let out = s.handle("\(localizer.commandWord(.tap)) 1 2 3").split(separator: "\n").map(String.init)
        let label = { (key: String) in localizer.string(key).components(separatedBy: ":").first! + ":" }
        #expect(out.contains { $0.hasPrefix(label("set.broken.shape")) }, "\(out)")
        #expect(out.contains(localizer.text(Message("set.broken.number", .int(3), .int(2), count: 3))), "\(out)")
        #expect(!out.contains { $0.hasPrefix(label("set.broken.colour")) }, "\(out)")
        #expect(!out.contains { $0.hasPrefix(label("set.broken.shading")) }, "\(out)")
        #expect(out.contains(TeachingTests.key("lesson.set.spot.1.wrong", language)), "\(out)")
        #expect(out.first?.contains("1") == true && out.first?.contains("3") == true, "\(out)")
        #expect(s.lesson?.step == 0)
    }

    /// Siete y media's stakes lesson plays its hand out: it never ends with a hand open, and the
    /// question about the next hand comes after a hand is over (the guided lesson's last step).
    @Test func theStakesLessonsCloseTheirHandBeforeAskingAboutTheNext() {
        let s = TeachingTests.fresh(.en)
        let number = SieteYMediaTable.lessons.firstIndex { $0.key == "siete.stakes" }! + 1
        _ = s.handle("learn siete \(number)")
        _ = s.handle("bet 10")
        _ = s.handle("20")
        _ = s.handle("no")
        _ = s.handle("hit")
        #expect(s.lesson?.step == 4)
        let table = s.lesson?.table as? SieteYMediaTable
        #expect(table?.hand.phase.isOver == false)
        let end = s.handle("stand")
        #expect(end.contains(TeachingTests.key("lesson.siete.stakes.5.right")), "\(end)")
        #expect(s.store.lessonProgress().status("siete.stakes") == .done)
        _ = s.handle("learn siete \(number + 1)")
        _ = s.handle("bet 10")
        _ = s.handle("stand")
        #expect(s.lesson?.step == 2)
        #expect((s.lesson?.table as? SieteYMediaTable)?.hand.phase.isOver == true)
        let last = s.handle("yes")
        #expect(last.contains(TeachingTests.key("lesson.siete.guided.3.right")), "\(last)")
    }

    /// The guided hand's promised explanation: when the hand ends (here on a card that went
    /// over), the coach's line comes under the final table, right above the lesson's close.
    @Test(arguments: Language.allCases)
    func theCoachExplainsTheGuidedHandRightBeforeTheLessonCloses(_ language: Language) {
        let s = TeachingTests.fresh(language)
        let localizer = Localizer(catalogs: Repository.catalogs, language: language)
        let number = SieteYMediaTable.lessons.firstIndex { $0.key == "siete.guided" }! + 1
        _ = s.handle("\(localizer.commandWord(.learn)) \(localizer.words("game.sieteymedia.aliases").first!) \(number)")
        _ = s.handle("\(localizer.commandWord(.wager)) 10")
        var out: [String] = []
        for _ in 0..<8 where s.lesson?.step == 1 {
            out = s.handle(localizer.commandWord(.hit)).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
        }
        let right = TeachingTests.key("lesson.siete.guided.2.right", language)
        let close = out.firstIndex(of: right)
        #expect(close != nil, "\(out)")
        let before = out[..<(close ?? 0)].last { !$0.isEmpty }
        let coach = localizer.string("siete.coach.bust.against").components(separatedBy: ":").first!
        #expect(before?.hasPrefix(coach) == true, "\(out)")
    }

    /// A step after a guided hand, opened again (a resumed lesson, `back`), finds the hand over.
    @Test func aStepAfterAGuidedHandFindsTheHandOver() throws {
        let type = SieteYMediaTable.self
        let lesson = try #require(type.lessons.first { $0.key == "siete.guided" })
        let table = LessonRun.table(type, lesson, upTo: 2) as? SieteYMediaTable
        #expect(table?.hand.phase.isOver == true)
    }
}
