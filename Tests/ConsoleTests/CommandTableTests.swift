import GameKit
import Registry
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import KlondikeConsole
@testable import PokerConsole
@testable import SetConsole
@testable import SieteYMediaConsole
@testable import TableKit

@Suite struct CommandTableTests {
    let localizer = Localizer(catalogs: Repository.catalogs, language: .en)
    var table: CommandTable { CommandTable(specs: Session.specs(for: Registry.games), localizer: localizer) }

    @Test func noTwoCommandsAvailableTogetherShareAWordInAnyLanguage() {
        let clashes = table.clashes().map { "\($0.0): \($0.1) / \($0.2)" }
        #expect(clashes == [])
    }

    /// The clash check itself can fail: give two commands the same word.
    @Test func theClashCheckFindsASharedWord() {
        var tables = Repository.catalogs.tables
        tables[.es]!["command.hint.aliases"] = "pista,pedir"
        let broken = CommandTable(
            specs: Session.specs(for: Registry.games),
            localizer: Localizer(catalogs: Catalogs(tables: tables), language: .es))
        #expect(broken.clashes().contains { $0.0 == "pedir" })
    }

    @Test func everyCommandHasWordsHelpAndArgumentNameInEveryLanguage() {
        for spec in Session.specs(for: Registry.games) {
            for language in Language.allCases {
                let t = Repository.catalogs.tables[language]!
                #expect(t[spec.id.key(.aliases)] != nil, "\(language) \(spec.id)")
                #expect(t[spec.id.key(.help)] != nil, "\(language) \(spec.id)")
                if spec.argument != .none {
                    #expect(t[spec.id.key(.arg)] != nil, "\(language) \(spec.id)")
                }
            }
        }
    }

    @Test func wordsOfEveryLanguageAreAcceptedWhateverTheCurrentLanguage() {
        for spec in Session.specs(for: Registry.games) {
            for language in Language.allCases {
                for word in localizer.aliases(ofCommand: spec.id, in: language) {
                    #expect(table.commands(named: word).contains(spec.id), "\(word)")
                    #expect(table.commands(named: word.uppercased()).contains(spec.id), "case is ignored: \(word)")
                }
            }
        }
    }

    @Test func gameCommandsAreOnlyAvailableInTheirGame() {
        let hit = table.spec(.hit)!
        #expect(!table.isAvailable(hit, at: .lobby))
        #expect(table.isAvailable(hit, at: .game(.sieteymedia)))
        #expect(table.isAvailable(table.spec(.quit)!, at: .lobby))
    }

    /// A game that takes moves back lists `undo` among its commands (the session sends it
    /// there); one that lists it takes moves back.
    @Test func aGameThatUndoesListsUndo() {
        for table in Registry.games.tables {
            let lists = table.commands.contains { $0.id == .undo }
            #expect(lists == (table is any Undoing.Type), "\(table.id)")
        }
    }

    @Test func editDistanceCountsASwapAsOneEdit() {
        #expect(EditDistance.between("pedri", "pedir") == 1)
        #expect(EditDistance.between("hlep", "help") == 1)
        #expect(EditDistance.between("kitten", "sitting") == 3)
        #expect(EditDistance.between("", "abc") == 3)
    }
}
