import GameKit
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import SieteYMedia
@testable import SieteYMediaConsole

/// Siete y media's words: every message its events and refusals make has its template.
@Suite struct SieteYMediaWordingTests {
    let catalogs = Repository.catalogs

    /// Every message siete y media's events can make resolves to a real template in every language.
    @Test func everyEngineMessageHasATemplate() {
        let card = SpanishCard(7, .oros)
        let p = HalfPoints(halves: 9)
        let outcomes: [Outcome] = [
            .playerBust(p), .bankBust(bank: p), .higher(player: p, bank: p), .lower(player: p, bank: p), .tie(p),
        ]
        var events: [SieteYMedia.Event] = [
            .handAbandoned, .playerDrew(card, total: p), .reachedSieteYMedia, .playerStood(p),
            .bankDrew(card, total: p), .bankStood(p), .simpleBankRevealed(p),
        ]
        for mode in SieteYMedia.BankMode.allCases {
            events += [
                .handStarted(mode), .bankModeSet(mode, fromNextHand: true), .bankModeSet(mode, fromNextHand: false),
                .bankModeUnchanged(mode),
            ]
        }
        events += outcomes.map(SieteYMedia.Event.finished)
        events +=
            [.refused(.noHand), .refused(.standWithoutCards)]
            + outcomes.flatMap { [.refused(.handOver(.hit, $0)), .refused(.handOver(.stand, $0))] }
        for event in events { checkResolves(event.message) }
    }

    /// Standing before the simple bank, whose score was fixed at the deal, never says that
    /// the bank plays; against the real bank it does.
    @Test func standingBeforeTheSimpleBankSaysWhatItDoes() {
        let stood = SieteYMedia.Event.playerStood(HalfPoints(halves: 9))
        #expect(stood.message(against: .simple).key == "siete.player.stood.simple")
        #expect(stood.message(against: .real).key == "siete.player.stood")
        #expect(SieteYMedia.Event.reachedSieteYMedia.message(against: .simple).key == "siete.player.sieteymedia.simple")
        #expect(SieteYMedia.Event.reachedSieteYMedia.message(against: .real).key == "siete.player.sieteymedia")
        let es = Localizer(catalogs: catalogs, language: .es)
        #expect(!es.text(stood.message(against: .simple)).contains("Juega la banca"))
    }

    /// A stakes setting said back: the tie rule and the first-card rule in two sentences,
    /// never crammed into one.
    @Test func theSettingsLineSaysEachSettingInItsOwnSentence() {
        for key in ["siete.stakes.options.set.now", "siete.stakes.options.set.next"] {
            for language in Language.allCases {
                let localizer = Localizer(catalogs: catalogs, language: language)
                let text = localizer.text(
                    Message(key, .verbatim("TIES"), .verbatim("FIRST"), .verbatim("a"), .verbatim("b")))
                let sentences = text.components(separatedBy: ". ")
                #expect(!sentences.contains { $0.contains("TIES") && $0.contains("FIRST") }, "\(language): \(text)")
            }
        }
    }

    private func checkResolves(_ message: Message) {
        for language in Language.allCases {
            let localizer = Localizer(catalogs: catalogs, language: language)
            var key = message.key
            if let n = message.count { key += "." + language.pluralCategory(n).rawValue }
            #expect(
                catalogs.tables[language]![key] != nil || catalogs.tables[language]![message.key + ".other"] != nil,
                "\(language): \(key)")
            let text = localizer.text(message)
            #expect(!text.contains("⟦"), "\(language): \(text)")
            #expect(!text.contains("%"), "\(language): unfilled \(text)")
            #expect(!text.contains("{"), "\(language): unresolved particle in \(text)")
            for case .message(let inner) in message.args { checkResolves(inner) }
        }
    }
}

/// A hand over at a lesson's table: the result line just said how it ended, so the table under
/// it does not say it again; the table in play keeps its verdict line.
@Suite struct SieteYMediaLessonTableTests {
    @Test func aLessonsTableSaysTheResultOnce() throws {
        var table = try #require(SieteYMediaTable.prepared("6c 12o | 4b 1o 7e"))
        let response = table.carryOut(.stand, word: nil, at: 0)
        #expect(!response.refused)
        #expect(table.hand.phase == .playerWins)
        for language in Language.allCases {
            let r = Renderer(
                localizer: Localizer(catalogs: Repository.catalogs, language: language), style: Style(enabled: false),
                width: 80)
            let verdict = r.text("siete.status.playerWins")
            #expect(!table.draw(r.forLesson).contains { $0.contains(verdict) }, "\(language)")
            #expect(table.draw(r).contains { $0.contains(verdict) }, "\(language)")
        }
        // The table with stakes, its hand played out.
        var stakes = try #require(SieteYMediaTable.prepared("stakes"))
        for (command, word) in [(CommandID.wager, "10"), (.hit, nil), (.stand, nil)] {
            #expect(!stakes.carryOut(command, word: word, at: 0).refused, "\(command)")
        }
        let phase = try #require(stakes.stakes?.game.phase)
        #expect(phase.isOver)
        let r = Renderer(
            localizer: Localizer(catalogs: Repository.catalogs, language: .en), style: Style(enabled: false), width: 80)
        let verdicts = ["playerWins", "playerLoses", "draw"].map { r.text("siete.status.\($0)") }
        #expect(!stakes.draw(r.forLesson).contains { line in verdicts.contains { line.contains($0) } })
        #expect(stakes.draw(r).contains { line in verdicts.contains { line.contains($0) } })
    }
}
