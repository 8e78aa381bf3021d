import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Each game's declared texts (`TextContract`): what it declares, that the shipped catalogs
/// hold every one in every language, and that a copy of the catalogs without one fails the
/// check, naming the key, the game and the table.
@Suite struct TextContractTests {
    /// The shipped catalogs, as texts by path inside the folder (`en.lproj/Klondike.strings`).
    static let shipped: [String: String] = {
        var texts: [String: String] = [:]
        let root = Repository.localizations
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        for folder in folders where folder.hasSuffix(".lproj") {
            let files = (try? FileManager.default.contentsOfDirectory(atPath: root + "/" + folder)) ?? []
            for file in files where file.hasSuffix(".strings") {
                let path = folder + "/" + file
                texts[path] = try? String(contentsOfFile: root + "/" + path, encoding: .utf8)
            }
        }
        return texts
    }()

    /// The shipped catalogs without a key's line in the languages given (every one: nil).
    static func without(_ key: String, in codes: Set<String>? = nil) -> CatalogFolder {
        var texts = shipped
        for (path, text) in texts where codes?.contains(String(path.prefix { $0 != "." })) ?? true {
            texts[path] = text.split(separator: "\n", omittingEmptySubsequences: false)
                .filter { !$0.hasPrefix("\"\(key)\" =") }.joined(separator: "\n")
        }
        return CatalogFolder(texts: texts)
    }

    static let declared = Registry.games.declaredTexts

    @Test func eachGameDeclaresWhatItsTableNames() {
        let klondike = KlondikeKeys.contract
        #expect(klondike.table == "Klondike")
        let wanted = [
            "game.klondike.title", "game.klondike.name", "game.klondike.prompt", "game.klondike.aliases",
            "command.klondike.move.aliases", "command.klondike.move.help", "command.klondike.move.arg",
            "klondike.solve.play.words", "klondike.solve.all.words", "game.klondike.rules.goal",
            "game.klondike.rules.goal.words", "lesson.klondike.piles.title", "lesson.klondike.piles.1.text",
            "lesson.klondike.piles.1.hint", "command.new.arg.klondike", "command.shake.arg.klondike",
            "klondike.draw.winnable.words", "command.tap.aliases", "command.tap.help",
        ]
        #expect(wanted.filter { !klondike.keys.contains($0) } == [])
        // Each game declares its four names; a shared command's help may be the game's own.
        for table in Registry.games.tables {
            let keys = table.textContract.keys
            #expect(keys.contains("game.\(table.id.rawValue).prompt"), "\(table.id)")
            #expect(Set(keys).count == keys.count, "\(table.id) declares a key twice")
        }
        let set = Registry.games.table(GameID("set"))!.textContract
        #expect(set.texts.first { $0.key == "lesson.answer.shading.words" }?.table == "Lessons")
        let tapHelp = Self.declared.first { $0.key == "command.tap.help" && $0.owner == "set" }
        #expect(tapHelp?.alternatives == ["command.tap.help.set"])
        #expect(TextContract.tableName(of: Registry.games.tables[0]) == "SieteYMedia")
    }

    @Test func theShippedCatalogsHoldEveryDeclaredTextInEveryLanguage() throws {
        let folder = try #require(CatalogFolder.read(directory: Repository.localizations))
        #expect(Self.declared.count > 500, "\(Self.declared.count)")
        let counts = Registry.games.tables.map { "\($0.id) \($0.textContract.texts.count)" }
        print("declared texts: \(Set(Self.declared.map(\.key)).count) keys (\(counts.joined(separator: ", ")))")
        #expect(CatalogCheck.declaredTexts(folder, Self.declared) == [])
        #expect(CatalogCheck.check(folder, declared: Self.declared).passes)
    }

    /// A game's prompt deleted in every language passes the plain check (English lacks it as
    /// much as the others), and fails the declared texts' check in each language, at the
    /// game's table, naming the game.
    @Test func aPromptMissingEverywhereFailsNamingTheGameAndTable() {
        let folder = Self.without("game.klondike.prompt")
        #expect(CatalogCheck.check(folder).passes)
        let issues = CatalogCheck.check(folder, declared: Self.declared)
        #expect(!issues.passes)
        #expect(
            issues.filter { $0.severity == .error }
                == ["en", "es", "ko"].map {
                    CatalogIssue(
                        .declaredMissing(owners: ["klondike"]), language: $0, path: "\($0).lproj/Klondike.strings",
                        key: "game.klondike.prompt")
                })
    }

    /// Missing in one language: reported there once, with the game (in place of the plain
    /// “missing”), in the table English has it in; a key two games need names both.
    @Test func aTextMissingInOneLanguageNamesTheGamesThatNeedIt() {
        let issues = CatalogCheck.check(Self.without("game.set.rules.sets", in: ["ko"]), declared: Self.declared)
        #expect(
            issues.filter { $0.severity == .error } == [
                CatalogIssue(
                    .declaredMissing(owners: ["set"]), language: "ko", path: "ko.lproj/SetRules.strings",
                    key: "game.set.rules.sets")
            ])
        let shared = CatalogCheck.check(Self.without("command.deal.aliases", in: ["es"]), declared: Self.declared)
        #expect(
            shared.filter { $0.severity == .error } == [
                CatalogIssue(
                    .declaredMissing(owners: ["set", "poker"]), language: "es", path: "es.lproj/Tables.strings",
                    key: "command.deal.aliases")
            ])
    }

    /// A shared command's help for one game stands in for its plain help; lesson steps and
    /// rules are checked too.
    @Test func alternativesLessonsAndRulesAreChecked() {
        let help = CatalogCheck.declaredTexts(Self.without("command.tap.help"), Self.declared)
        #expect(help.isEmpty, "\(help)")
        let step = CatalogCheck.declaredTexts(Self.without("lesson.poker.outs.1.hint", in: ["es"]), Self.declared)
        #expect(step.map(\.path) == ["es.lproj/PokerLessons.strings"])
        #expect(step.map(\.kind) == [.declaredMissing(owners: ["poker"])])
    }
}

extension TextContractTests {
    /// A new game (the stub coin of `FakeGameTests`) declares its texts without a line of its
    /// own: with its table `Coin.strings` in every language the check passes, and without its
    /// prompt it fails in each language at `Coin.strings`, naming the coin.
    @Test func aNewGamesTextsAreCheckedWithoutALineOfItsOwn() {
        let declared = Games([CoinTable.self]).declaredTexts
        #expect(declared.map(\.key).sorted() == coinTable.keys.filter { !$0.hasPrefix("coin.") }.sorted())
        func folder(without missing: String?) -> CatalogFolder {
            let text = coinTable.keys.sorted().filter { $0 != missing }
                .map { "/* The coin's text. */\n\"\($0)\" = \"\(coinTable[$0]!)\";\n" }.joined()
            var texts = Self.shipped
            for code in ["en", "es", "ko"] { texts["\(code).lproj/Coin.strings"] = text }
            return CatalogFolder(texts: texts)
        }
        #expect(CatalogCheck.declaredTexts(folder(without: nil), declared) == [])
        #expect(
            CatalogCheck.declaredTexts(folder(without: "game.coin.prompt"), declared)
                == ["en", "es", "ko"].map {
                    CatalogIssue(
                        .declaredMissing(owners: ["coin"]), language: $0, path: "\($0).lproj/Coin.strings",
                        key: "game.coin.prompt")
                })
        // Missing from every language, a key is reported in the game's own table (its rules
        // in its rules' table).
        let gone = CatalogCheck.declaredTexts(CatalogFolder(texts: Self.shipped), declared)
        #expect(
            Set(gone.map(\.path))
                == Set(["en", "es", "ko"].flatMap { ["\($0).lproj/Coin.strings", "\($0).lproj/CoinRules.strings"] }))
        #expect(gone.filter { $0.path.hasSuffix("Rules.strings") }.allSatisfy { $0.key!.hasPrefix("game.coin.rules.") })
    }
}

/// Klondike's contract, through the registry (its table type is not imported here).
enum KlondikeKeys {
    static var contract: TextContract { Registry.games.table(GameID("klondike"))!.textContract }
}
