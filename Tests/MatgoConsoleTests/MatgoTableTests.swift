import CardKit
import GameKit
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Matgo
@testable import MatgoConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

private func renderer(_ language: String, width: Int? = 80, colour: Bool = false) -> Renderer {
    Renderer(
        localizer: Localizer(catalogs: Repository.catalogs, language: Language(language)),
        style: Style(enabled: colour), width: width)
}

/// The player's move as the computer would make it, as a command and its word.
private func move(_ table: MatgoTable) -> (CommandID, String?) {
    var rng = SeededRNG(seed: 1)
    switch table.game.decision(.computer, rng: &rng) {
    case .play(let i)?: return (.play, "\(i + 1)")
    case .shake(let i)?: return (.heundeulgi, "\(i + 1)")
    case .choose(let k)?: return (.choose, "\(k + 1)")
    case .go?: return (.go, nil)
    case .stop?: return (.stop, nil)
    case .flip?: return (.flip, nil)
    default: return (.new, nil)
    }
}

@Suite struct MatgoTableTests {
    /// Whole hands in every language: each message and the table render without a raw key,
    /// and every hand ends won, lost or 나가리.
    @Test func handsPlayToTheEndInEveryLanguage() {
        for language in ["en", "es", "ko"] {
            let r = renderer(language)
            var table = MatgoTable(seed: 21)
            var said = table.begin(at: 0)
            var ended = 0
            var steps = 0
            while ended < 3 && steps < 400 {
                steps += 1
                for line in said.map(r.text) + table.draw(r) + table.hint().map(r.text) {
                    #expect(!line.contains("matgo."), "\(language): \(line)")
                }
                if table.game.phase == .over {
                    ended += 1
                    said = table.carryOut(.new, word: nil, at: 0).messages
                    continue
                }
                let (command, word) = move(table)
                let response = table.carryOut(command, word: word, at: 0)
                #expect(!response.refused, "\(language): \(command) \(word ?? "") refused: \(response.messages)")
                said = response.messages
                #expect(table.invariantProblems() == [])
            }
            #expect(ended == 3, "\(language)")
            #expect(table.summary() != nil)
            #expect(MatgoTable(seed: 1).summary() == nil)
        }
    }

    /// Refusals name the rule and change nothing.
    @Test func refusalsExplainAndChangeNothing() {
        var table = MatgoTable(seed: 4)
        _ = table.begin(at: 0)
        while table.game.phase != .playing || table.game.turn != 0 {
            _ = table.carryOut(.new, word: nil, at: 0)
        }
        let before = table
        for (command, word, key) in [
            (CommandID.play, "99", "matgo.refused.notanumber"), (.play, "x", "matgo.refused.notanumber"),
            (.go, nil, "matgo.refused.notenough"), (.stop, nil, "matgo.refused.notenough"),
            (.choose, "1", "matgo.refused.nothingtochoose"), (.flip, nil, "matgo.refused.noflip"),
            (.new, "3", "console.args.none"),
        ] as [(CommandID, String?, String)] {
            let response = table.carryOut(command, word: word, at: 0)
            #expect(response.refused && response.messages.map(\.key) == [key], "\(command) \(word ?? "")")
            #expect(table == before)
        }
        let shake = table.carryOut(.heundeulgi, word: nil, at: 0)
        #expect(shake.refused && table == before)
        #expect(["matgo.shake.none", "matgo.shake.which"].contains(shake.messages.first?.key ?? ""))
        // A journal's `shake 1` from before 흔들기 was 맞고's own command still reaches 흔들기.
        let journaled = table.carryOut(.shake, word: "1", at: 0)
        #expect(journaled.messages.first?.key != "console.args.none" && table == before)
    }

    /// A shake refused names the month the sentence is about, and a count of cards or 고
    /// takes its plural.
    @Test func refusedShakesNameTheMonthAndCountsTakeTheirPlural() throws {
        let en = renderer("en")
        let ko = renderer("ko")
        let es = renderer("es")
        let three = Matgo.Refusal.shakeNeedsThree(card: try #require(HwatuCard(code: "3g")), held: 2).message
        #expect(ko.text(three).contains("손에 3월 패는 2장뿐이에요"))
        #expect(en.text(three).contains("you hold only 2 March cards"))
        #expect(es.text(three).contains("de marzo solo tienes 2 cartas"))
        let one = Matgo.Refusal.shakeNeedsThree(card: try #require(HwatuCard(code: "3g")), held: 1).message
        #expect(en.text(one).contains("only 1 March card.") && es.text(one).contains("solo tienes 1 carta."))
        let table = Matgo.Refusal.shakeWithTableCard(card: try #require(HwatuCard(code: "8g"))).message
        #expect(ko.text(table).hasPrefix("바닥에 8월 패가 있어서"))
        #expect(en.text(table).contains("A card of that month (August) is on the table"))
        #expect(es.text(table).contains("una carta de agosto,"))
        #expect(en.text(Matgo.Event.went(player: 0, gos: 1, points: 7).messages[0]).contains("That's 1 go at 7 points"))
        #expect(
            en.text(Matgo.Event.went(player: 1, gos: 2, points: 9).messages[0]).contains("that's 2 gos at 9 points"))
        var payout = MatgoPayout(score: MatgoScore(HwatuCard.list("1g 3g 8g")))
        payout.gos = 1
        #expect(es.text(payout.breakdown).contains("más 1 por el go"))
        payout.gos = 2
        #expect(en.text(payout.breakdown).contains("plus 2 for the gos"))
    }

    /// The count line says what each set's points came from, so that «피 8» is never read as
    /// eight cards: the 피 counted (쌍피 as two) and the points they make, and the total in points.
    @Test func theCountLineSaysCardsAndPoints() {
        // Seventeen 피 (two 쌍피 among them) and three 광: 8 and 3 points.
        let pile = HwatuCard.list("1g 3g 8g 11s 12s 1p 1p2 2p 2p2 3p 3p2 4p 4p2 5p 5p2 6p 6p2 7p")
        let payout = MatgoPayout(score: MatgoScore(pile))
        #expect(payout.score.piCount == 17 && payout.score.pi == 8 && payout.score.gwang == 3)
        #expect(renderer("en").text(payout.breakdown).contains("3 brights make 3 and 17 junk make 8: 11 points"))
        #expect(renderer("es").text(payout.breakdown).contains("17 cartas de basura (피) dan 8: 11 puntos"))
        #expect(renderer("ko").text(payout.breakdown).contains("피 17장 8점"))
    }

    /// Lesson 4 teaches each set's points before a question counts with them.
    @Test func theSetsLessonTeachesPointsBeforeAsking() {
        for (language, godori, hongdan) in [
            ("en", "5 points", "3 points"), ("es", "5 puntos", "3 puntos"), ("ko", "5점", "3점"),
        ] {
            let localizer = Localizer(catalogs: Repository.catalogs, language: Language(language))
            let asking = { (key: String) in String(localizer.string(key).prefix { $0 != "?" && $0 != "¿" }) }
            #expect(asking("lesson.matgo.sets.2.text").contains(godori), "\(language)")
            #expect(asking("lesson.matgo.sets.3.text").contains(hongdan), "\(language)")
        }
    }

    /// Lesson 5 asks whether 7 points may stop: the hand it shows makes 7 once taken.
    @Test func theGoOrStopLessonShowsSevenPoints() throws {
        let lesson = try #require(MatgoTable.lessons.first { $0.key == "matgo.gostop" })
        let position = try #require(lesson.steps[0].position)
        let table = try #require(MatgoTable.prepared(position))
        #expect(MatgoScore(table.game.hands[0]).total == 7)
    }

    /// The cards as the issue writes them: `1월 광`, `6월 청단`, `11월 쌍피`; es and en in their
    /// words with the Korean name beside.
    @Test func cardsAreNamedCompactly() {
        let ko = renderer("ko")
        let en = renderer("en")
        let es = renderer("es")
        #expect(ko.text(HwatuCard(code: "1g")!.message) == "1월 광")
        #expect(ko.text(HwatuCard(code: "6t")!.message) == "6월 청단")
        #expect(ko.text(HwatuCard(code: "11s")!.message) == "11월 쌍피")
        #expect(ko.text(HwatuCard(code: "2y")!.message) == "2월 열끗")
        #expect(en.text(HwatuCard(code: "1g")!.message) == "January · bright (광)")
        #expect(es.text(HwatuCard(code: "6t")!.message) == "junio · cinta azul (청단)")
    }

    /// The same seed and commands give the same hand; a table survives a save.
    @Test func replaysAndSaves() throws {
        func play() -> MatgoTable {
            var table = MatgoTable(seed: 8)
            _ = table.begin(at: 0)
            for _ in 0..<6 where table.game.phase != .over {
                let (command, word) = move(table)
                _ = table.carryOut(command, word: word, at: 0)
            }
            return table
        }
        #expect(play() == play())
        let data = try JSONEncoder().encode(play())
        let back = try JSONDecoder().decode(MatgoTable.self, from: data)
        #expect(back == play() && back.savedStateProblems() == [])
    }

    /// At 7 points the hint gives the odds and advice; with a choice, which card.
    @Test func theHintAtGoOrStopGivesTheOdds() {
        for seed in UInt64(1)...200 {
            var table = MatgoTable(seed: seed)
            _ = table.begin(at: 0)
            var steps = 0
            while table.game.phase != .over && table.game.phase != .deciding && steps < 60 {
                let (command, word) = move(table)
                _ = table.carryOut(command, word: word, at: 0)
                steps += 1
            }
            guard table.game.phase == .deciding else { continue }
            let keys = table.hint().map(\.key)
            #expect(keys.first == "matgo.hint.odds")
            #expect(keys.last == "matgo.hint.advice.go" || keys.last == "matgo.hint.advice.stop")
            return
        }
        Issue.record("no hand reached 고 or 스톱")
    }
}

@Suite struct MatgoGoAdviceTests {
    /// The advice at 고 or 스톱 follows the odds the hint shows (고 when the player wins at
    /// least two playouts in three), and the coach's verdict follows the same advice.
    @Test func theAdviceFollowsTheOddsItShows() {
        var decided = 0
        for seed in UInt64(1)...120 {
            var table = MatgoTable(seed: seed)
            _ = table.begin(at: 0)
            var steps = 0
            while table.game.phase != .over && steps < 80 {
                steps += 1
                if table.game.phase == .deciding && table.game.turn == 0 {
                    decided += 1
                    let hint = table.hint()
                    guard hint.count == 2, case .int(let n)? = hint[0].args.last else {
                        Issue.record("seed \(seed): \(hint.map(\.key))")
                        break
                    }
                    let odds = table.game.oddsAfterGo(trials: n)
                    let go = odds.mine * 3 >= n * 2
                    #expect(
                        hint[1].key == (go ? "matgo.hint.advice.go" : "matgo.hint.advice.stop"),
                        "seed \(seed): \(odds) then \(hint[1].key)")
                    var coached = table
                    let verdict = coached.coached(.go, argument: .none, at: 0).messages.last?.key
                    #expect(
                        verdict == (go ? "matgo.coach.decision.agreed" : "matgo.coach.decision.differed"),
                        "seed \(seed): \(odds) then \(verdict ?? "nil")")
                }
                let (command, word) = move(table)
                _ = table.carryOut(command, word: word, at: 0)
            }
        }
        #expect(decided >= 5)
    }
}

@Suite struct MatgoCoachTests {
    /// The coach agrees with the hint's card, and names the hint's card after another.
    @Test func theCoachJudgesACardAgainstTheHint() throws {
        var table = MatgoTable(seed: 54)
        _ = table.begin(at: 0)
        let best = table.game.bestPlay(0).action
        guard case .play(let i) = best else {
            Issue.record("seed 54 opens with \(best)")
            return
        }
        var same = table
        let agreed = same.coached(.play, argument: .text("\(i + 1)"), at: 0)
        #expect(agreed.messages.last?.key == "matgo.coach.agreed")
        let other = table.game.hands[0].indices.first { table.game.hands[0][$0].month != table.game.hands[0][i].month }!
        let differed = table.coached(.play, argument: .text("\(other + 1)"), at: 0)
        #expect(differed.messages.last?.key == "matgo.coach.differed")
        // A refusal stays a refusal, with no coach line.
        let refused = table.coached(.go, argument: .none, at: 0)
        #expect(refused.refused && !refused.messages.contains { $0.key.hasPrefix("matgo.coach") })
    }
}

@Suite struct MatgoPlayTestFixes {
    private func table(_ game: Matgo?) -> MatgoTable {
        var table = MatgoTable(seed: 0)
        table.game = game!
        return table
    }

    /// 고 or 스톱 is asked only of the player: the computer's 7 points are said by its choice.
    @Test func onlyThePlayerIsAskedToGoOrStop() {
        #expect(Matgo.Event.mayGo(player: 1, points: 7).messages.isEmpty)
        #expect(Matgo.Event.mayGo(player: 0, points: 7).messages.map(\.key) == ["matgo.maygo"])
    }

    /// 9월's 열끗 is shown in one column of the taken cards: 열끗 while it counts so.
    @Test func theCupIsCountedInOneColumn() {
        let list = { (codes: String) in HwatuCard.list(codes) }
        var t = table(
            Matgo.prepared(
                hands: [list("1g"), list("2y")], table: list("3g"), pileTop: list("4p"), taken: [list("9y"), []])
        )
        let r = renderer("ko")
        let line = t.draw(r).first { $0.contains("먹은 패") && $0.contains("열끗 1") }
        #expect(line?.contains("피 0") == true, "\(t.draw(r))")
        // Counted as 쌍피 when that scores more (8 피 + the cup make ten): then not as 열끗.
        t.game = Matgo.prepared(
            hands: [list("1g"), list("2y")], table: list("3g"), pileTop: list("4p"),
            taken: [list("9y 1p 1p2 2p 2p2 3p 3p2 4p2 5p"), []])!
        let counted = t.draw(r).first { $0.contains("먹은 패") && $0.contains("피 10") }
        #expect(counted?.contains("열끗 0") == true, "\(t.draw(r))")
    }

    /// The cup counted as 쌍피 is said beside the count, so «animals 0» after taking it reads
    /// right, in every language.
    @Test func theCupCountedAsJunkIsSaid() {
        let list = { (codes: String) in HwatuCard.list(codes) }
        let t = table(
            Matgo.prepared(
                hands: [list("1g"), list("2y")], table: list("3g"), pileTop: list("4p"),
                taken: [list("9y 1p 1p2 2p 2p2 3p 3p2 4p2 5p"), []]))
        for language in ["en", "es", "ko"] {
            let r = renderer(language, width: 200)
            let note = r.text("matgo.table.taken.cup")
            #expect(!note.isEmpty && t.draw(r).contains { $0.contains(note) }, "\(language)")
        }
        let plain = table(
            Matgo.prepared(
                hands: [list("1g"), list("2y")], table: list("3g"), pileTop: list("4p"), taken: [list("9y"), []]))
        #expect(
            !plain.draw(renderer("es", width: 200)).contains {
                $0.contains(renderer("es").text("matgo.table.taken.cup"))
            })
    }

    /// The Spanish lessons say the deck's kinds in Spanish: a romanized Korean word only in
    /// parentheses, beside the Spanish one («luz (gwang, 광)»), never in its place.
    @Test func spanishLessonsSayTheKindsInSpanish() {
        let localizer = Localizer(catalogs: Repository.catalogs, language: Language("es"))
        for lesson in MatgoTable.lessons {
            for step in 1...lesson.steps.count {
                for part in ["text", "right", "wrong", "hint"] {
                    let text = localizer.string("lesson.\(lesson.key).\(step).\(part)")
                    var outside = ""
                    var depth = 0
                    for c in text {
                        if c == "(" {
                            depth += 1
                        } else if c == ")" {
                            depth = max(0, depth - 1)
                        } else if depth == 0 {
                            outside.append(c)
                        }
                    }
                    for word in ["gwang", "yeolkkeut", "bigwang", "bisamgwang", "ssakseuri"] {
                        #expect(!outside.lowercased().contains(word), "\(lesson.key).\(step).\(part): \(text)")
                    }
                }
            }
        }
    }

    /// Lesson 5 teaches gobak before it asks whether a go pays double.
    @Test func theGoOrStopLessonTeachesGobakBeforeAsking() {
        for (language, word) in [("en", "gobak"), ("es", "gobak"), ("ko", "고박")] {
            let localizer = Localizer(catalogs: Repository.catalogs, language: Language(language))
            let text = localizer.string("lesson.matgo.gostop.4.text")
            let asking = String(text[..<(text.lastIndex(where: { $0 == "." || $0 == "。" }) ?? text.startIndex)])
            #expect(asking.contains(word), "\(language): \(text)")
        }
    }

    /// A card named in words plays it (`la luz de enero` → the hand's 1월 광); at a choice, the
    /// kind chooses (`la cinta`); words that name no single card are refused, changing nothing.
    @Test func aCardNamedInWordsIsPlayed() {
        let list = { (codes: String) in HwatuCard.list(codes) }
        var t = table(
            Matgo.prepared(
                hands: [list("2y 1g 5p"), list("6y 7y 8y")], table: list("1t 9p 10p"), pileTop: list("11p"),
                taken: [[], []]))
        let before = t
        let refused = t.perform(.play, argument: .text("month3"), at: 0)
        #expect(refused.refused && t == before)
        _ = t.perform(.play, argument: .text("gwang of month1"), at: 0)
        #expect(!t.game.hands[0].contains(HwatuCard.list("1g")[0]))
        #expect(t.game.taken[0].contains(HwatuCard.list("1t")[0]))
        var c = table(
            Matgo.prepared(
                hands: [list("1g 5p"), list("6y 7y")], table: list("1t 1p 10p"), pileTop: list("11p"),
                taken: [[], []]))
        _ = c.perform(.play, argument: .text("1"), at: 0)
        #expect(c.game.phase == .choosing)
        var taking = c
        _ = c.perform(.choose, argument: .text("ribbon"), at: 0)
        #expect(c.game.taken[0].contains(HwatuCard.list("1t")[0]), "\(c.game.taken[0])")
        // `take` names one of the two as well (`광 먹을래요`, `me llevo la cinta`).
        _ = taking.perform(CommandID("take", of: .matgo), argument: .text("ribbon"), at: 0)
        #expect(taking.game.taken[0].contains(HwatuCard.list("1t")[0]), "\(taking.game.taken[0])")
        // `take` names a table card: the hand's card of its month is played.
        var named = table(
            Matgo.prepared(
                hands: [list("2y 1g 5p"), list("6y 7y 8y")], table: list("1t 9p 10p"), pileTop: list("11p"),
                taken: [[], []]))
        _ = named.perform(CommandID("take", of: .matgo), argument: .text("ribbon of month1"), at: 0)
        #expect(named.game.taken[0].contains(HwatuCard.list("1t")[0]), "\(named.game.taken[0])")
    }

    /// Three of a month in hand and none on the table: the hint says 흔들기 is open.
    @Test func theHintMentionsAShake() {
        let list = { (codes: String) in HwatuCard.list(codes) }
        let t = table(
            Matgo.prepared(
                hands: [list("6y 6t 6p 1g"), list("2y 3p 4p 5p")], table: list("1t 9p 10p"), pileTop: list("11p"),
                taken: [[], []]))
        let keys = t.hint().map(\.key)
        #expect(keys.contains("matgo.hint.shakable") || keys.contains("matgo.hint.best.shake"), "\(keys)")
    }

    /// A 폭탄 says a 피 is taken only when one is: here the computer has none.
    @Test func aBombTakesAJunkCardOnlyWhenThereIsOne() {
        let list = { (codes: String) in HwatuCard.list(codes) }
        for language in ["en", "es", "ko"] {
            var t = table(
                Matgo.prepared(
                    hands: [list("4y 4t 4p 5y"), list("6y 6t")], table: list("4p2 7p"), pileTop: list("8p 9p"))
            )
            #expect(t.hint().last?.key == "matgo.hint.best.bomb.nopi")
            let said = t.carryOut(.play, word: "1", at: 0).messages
            #expect(said.contains { $0.key == "matgo.bombed.you" })
            #expect(!said.contains { $0.key.hasPrefix("matgo.stole") })
            // The text around the cards played (whose names may say 피) names no 피 taken.
            let localizer = Localizer(catalogs: Repository.catalogs, language: Language(language))
            for message in said where message.key.hasPrefix("matgo.bombed") {
                let text = localizer.string(message.key)
                #expect(!text.contains("junk") && !text.contains("피"), "\(language): \(text)")
            }
        }
    }

    /// Spanish says «go» unchanged in the plural, as the rules, the lessons and the session's
    /// figures do («tres go», «los go»): no text of 맞고 says «gos».
    @Test func spanishGoIsInvariable() throws {
        let localizer = Localizer(catalogs: Repository.catalogs, language: Language("es"))
        let keys = try #require(localizer.catalogs.table(Language("es"))).keys.filter { $0.hasPrefix("matgo.") }
        #expect(keys.contains("matgo.went.you.other"))
        for key in keys {
            let words = localizer.string(key).split { !$0.isLetter }.map { $0.lowercased() }
            #expect(!words.contains("gos"), "\(key): \(localizer.string(key))")
        }
    }
}
