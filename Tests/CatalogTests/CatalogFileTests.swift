import GameKit
import TestSupport
import Testing

@testable import Catalog

#if canImport(Glibc)
    import Glibc
#endif

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The format specifiers of a template, as a sorted list of (position, type), the way
/// the review script compares them.
func specifiers(_ template: String) -> [String] {
    var found: [String] = []
    var sequential = 0
    var i = template.startIndex
    while i < template.endIndex {
        guard template[i] == "%" else {
            i = template.index(after: i)
            continue
        }
        var j = template.index(after: i)
        guard j < template.endIndex else { break }
        if template[j] == "%" {
            i = template.index(after: j)
            continue
        }
        var digits = ""
        while j < template.endIndex, template[j].isASCII, template[j].isNumber {
            digits.append(template[j])
            j = template.index(after: j)
        }
        var position: Int
        if !digits.isEmpty, j < template.endIndex, template[j] == "$" {
            position = Int(digits)!
            j = template.index(after: j)
        } else {
            sequential += 1
            position = sequential
        }
        while j < template.endIndex, "lhqzjt".contains(template[j]) { j = template.index(after: j) }
        let type = j < template.endIndex ? String(template[j]).replacingOccurrences(of: "i", with: "d") : "?"
        found.append("\(position)\(type)")
        i = j < template.endIndex ? template.index(after: j) : j
    }
    return found.sorted()
}

extension String {
    fileprivate func replacingOccurrences(of a: String, with b: String) -> String {
        split(separator: Character(a), omittingEmptySubsequences: false).joined(separator: b)
    }
}

@Suite struct CatalogFileTests {
    let tables = Repository.catalogs.tables

    /// Every language has English's keys; a plural key (a base with an `.other` form in
    /// English) in the categories of the language's own rules, and no other: Korean's
    /// `.other` alone, English's and Spanish's `.one` where English has it. A category the
    /// rules have and the table lacks (Spanish `.many`) takes the `.other` form.
    @Test func everyLanguageParsesAndHasEnglishKeys() throws {
        let english = Set(tables[.en]!.keys)
        #expect(english.count > 100)
        let categories = ["zero", "one", "two", "few", "many", "other"]
        func split(_ key: String) -> (base: String, category: String)? {
            guard let dot = key.lastIndex(of: "."), categories.contains(String(key[key.index(after: dot)...])) else {
                return nil
            }
            return (String(key[..<dot]), String(key[key.index(after: dot)...]))
        }
        let bases = Set(english.compactMap { key in split(key).flatMap { $0.category == "other" ? $0.base : nil } })
        #expect(bases.count > 40, "the plural keys")
        let plain = english.filter { key in split(key).map { !bases.contains($0.base) } ?? true }
        for language in Language.allCases {
            let rules = try #require(Repository.catalogs.declarations[language]).plurals.categories.map(\.rawValue)
            let keys = Set(tables[language]!.keys)
            #expect(plain.subtracting(keys).sorted() == [], "\(language) lacks keys")
            let forms = keys.subtracting(plain)
            let wrong = forms.filter { key in
                guard let (base, category) = split(key) else { return true }
                return !bases.contains(base) || !rules.contains(category)
            }
            #expect(wrong.sorted() == [], "\(language) has keys English lacks, or forms its rules do not have")
            let withoutOther = bases.filter { !keys.contains($0 + ".other") }
            #expect(withoutOther.sorted() == [], "\(language) lacks .other forms")
        }
        #expect(!tables[.ko]!.keys.contains { $0.hasSuffix(".one") }, "Korean has only other")
    }

    /// The languages are the folders found, each with what its `Language.strings` declares.
    @Test func theLanguagesAreTheFoldersFound() {
        #expect(Repository.catalogs.languages == Language.allCases)
        #expect(Repository.catalogs.ownName(of: .es) == "Español")
        #expect(Repository.catalogs.ownName(of: .ko) == "한국어")
        #expect(Repository.catalogs.declarations[.ko]?.particles == "korean")
        #expect(Repository.catalogs.declarations[.en]?.plurals.categories == [.one, .other])
        #expect(Repository.catalogs.declarations[.es]?.plurals.categories == [.one, .many, .other])
        #expect(Repository.catalogs.declarations[.ko]?.plurals.categories == [.other])
    }

    @Test func formatSpecifiersMatchEnglish() {
        for language in [Language.es, .ko] {
            // The plural rules are a declaration, never filled (`i % 1000000` is no specifier).
            for (key, english) in tables[.en]! where key != LanguageDeclaration.pluralsKey {
                guard let other = tables[language]![key] else { continue }
                #expect(specifiers(other) == specifiers(english), "\(language) \(key)")
            }
        }
    }

    @Test func translationsAreNotLeftInEnglish() {
        for language in [Language.es, .ko] {
            let same = tables[.en]!.filter { key, value in
                tables[language]![key] == value
                    && value.split(whereSeparator: { !$0.isLetter }).contains { $0.count >= 4 }
            }.keys.sorted()
            #expect(same.count <= max(5, tables[.en]!.count / 20), "\(language): \(same)")
        }
    }

    @Test func pluralKeysComeWithAnOtherForm() {
        for language in Language.allCases {
            for key in tables[language]!.keys where key.hasSuffix(".one") || key.hasSuffix(".many") {
                let base = key.split(separator: ".").dropLast().joined(separator: ".")
                #expect(tables[language]![base + ".other"] != nil, "\(key) without .other")
            }
        }
    }

    /// Korean counts times in native words wherever it counts fresh stacks: the poker table
    /// and the siete y media table both say 두 번, not 2번.
    @Test func koreanCountsRebuysInNativeWords() {
        let ko = Localizer(catalogs: Repository.catalogs, language: .ko)
        for key in ["poker.bet.rebuy", "siete.stakes.rebought"] {
            let said = ko.text(Message(key, .int(400), .int(2), count: 2))
            #expect(said.contains("(지금까지 두 번 충전했어요)"), "\(key): \(said)")
        }
    }

    /// The Spanish table's own words for the tie rule (empates: banca) stay out of Korean texts.
    @Test func koreanTextsLeaveOutTheSpanishTieRule() {
        for (key, value) in tables[.ko]! {
            #expect(!value.contains("empates") && !value.contains("banca"), "\(key): \(value)")
        }
    }

    /// The odd chip's line says why before who, and names the taker as the subject of the
    /// sentence (가장 높은 카드를 가진 플레이어 2가 가져가요), not in an aside after the verb.
    @Test func koreanOddChipNamesItsTakerAfterTheReason() {
        let ko = Localizer(catalogs: Repository.catalogs, language: .ko)
        let seat = ko.text("poker.pot.oddchip", .message(Message("poker.subject.player", .int(2))))
        #expect(seat == "남는 칩 하나는 무늬까지 따져 가장 높은 카드를 가진 플레이어 2가 가져가요.", "\(seat)")
        let you = ko.text(Message("poker.pot.oddchip.you"))
        #expect(you == "남는 칩 하나는 무늬까지 따져 가장 높은 카드를 가진 내가 가져가요.", "\(you)")
    }

    @Test func koreanNeverHedgesParticles() {
        for (key, value) in tables[.ko]! {
            for hedge in ["을(를)", "를(을)", "이(가)", "가(이)", "은(는)", "는(은)", "와(과)", "과(와)", "(으)로"] {
                #expect(!value.contains(hedge), "\(key) writes \(hedge)")
            }
        }
    }

    /// A command's word is at most three words (`me planto`), its other forms and phrases
    /// (`.forms`) at most five (`dame una carta por favor`: the session reads a command from
    /// up to five words); a game's name may be longer (`seven and a half`, read whole after
    /// `play`); every other list (choices, piles, languages, answers) holds single words.
    @Test func commandWordsAreShortAndListWordsSingle() {
        for language in Language.allCases {
            for (key, value) in tables[language]!
            where key.hasSuffix(".aliases") || key.hasSuffix(".words") || key.hasSuffix(".names")
                || key.hasSuffix(".forms")
            {
                for word in value.split(separator: ",") {
                    let words = word.split(separator: " ").count
                    if key.hasPrefix("command.") && key.hasSuffix(".forms") {
                        #expect(words <= 5, "\(language) \(key): “\(word)”")
                    } else if key.hasPrefix("command.") {
                        #expect(words <= 3, "\(language) \(key): “\(word)”")
                    } else if !key.hasPrefix("game.") {
                        #expect(words == 1, "\(language) \(key): “\(word)”")
                    }
                    #expect(!word.trimmingCharacters(in: " ").isEmpty, "\(language) \(key) has an empty word")
                }
            }
        }
    }

    /// Each language has the same tables, and each key lives in the same table in every
    /// language (the review script compares tables this way).
    @Test func everyLanguageHasTheSameTablesWithTheSameKeys() throws {
        func tables(_ language: Language) throws -> [String: Set<String>] {
            let folder = Repository.localizations + "/\(language.rawValue).lproj"
            var found: [String: Set<String>] = [:]
            for name in try FileManager.default.contentsOfDirectory(atPath: folder) where name.hasSuffix(".strings") {
                let data = try #require(FileManager.default.contents(atPath: folder + "/" + name))
                found[name] = Set(try Catalogs.parse([UInt8](data)).keys.map { Self.withoutPlural($0) })
            }
            return found
        }
        let english = try tables(.en)
        #expect(english.keys.contains(Catalogs.languageTable))
        #expect(english.count > 5, "one table a game and the shared ones")
        for language in [Language.es, .ko] {
            let other = try tables(language)
            #expect(Set(other.keys) == Set(english.keys), "\(language) has other tables")
            for (name, keys) in english { #expect(other[name] == keys, "\(language) \(name) holds other keys") }
        }
    }

    private static func withoutPlural(_ key: String) -> String {
        for category in ["zero", "one", "two", "few", "many", "other"] where key.hasSuffix("." + category) {
            return String(key.dropLast(category.count + 1))
        }
        return key
    }

    /// No key is defined in two tables of a language.
    @Test func noKeyIsInTwoTables() throws {
        #expect(try Catalogs.keysInTwoTables(in: Repository.localizations) == [:])
    }

    /// The check finds a key defined in two tables, naming both; a malformed table is named
    /// by itself though the tables are parsed together.
    @Test func aKeyInTwoTablesIsFoundAndAMalformedTableNamed() throws {
        var template = Array("/tmp/baraja-catalogs-XXXXXX".utf8CString)
        let folder = template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func write(_ path: String, _ text: String) {
            _ = FileManager.default.createFile(atPath: folder + path, contents: Array(text.utf8).data)
        }
        for language in Language.allCases {
            try FileManager.default.createDirectory(
                atPath: folder + "/\(language.rawValue).lproj", withIntermediateDirectories: true)
            write(
                "/\(language.rawValue).lproj/Language.strings",
                "\"language.name\" = \"\(language)\";\n\"language.plurals\" = \"\";\n"
                    + "\"list.or\" = \"%1$@ or %2$@\";\n// no newline at the end")
            write("/\(language.rawValue).lproj/Game.strings", "\u{FEFF}\"game.x.title\" = \"X\";")
        }
        #expect(try Catalogs.load(from: folder).tables[.ko]?["game.x.title"] == "X")
        #expect(try Catalogs.keysInTwoTables(in: folder) == [:])
        write("/es.lproj/Other.strings", "\"game.x.title\" = \"Y\";\n")
        #expect(
            try Catalogs.keysInTwoTables(in: folder) == [
                "game.x.title": [folder + "/es.lproj/Game.strings", folder + "/es.lproj/Other.strings"]
            ])
        write("/ko.lproj/Other.strings", "\"a\" = \"b\"\n")
        #expect(throws: CatalogError.self) { try Catalogs.load(from: folder) }
        do {
            _ = try Catalogs.load(from: folder)
        } catch let error as CatalogError {
            #expect(error.description.contains("ko.lproj/Other.strings"), "\(error)")
        }
    }

    @Test func aMalformedCatalogIsReportedWithItsLine() {
        let bad = "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n"
        #expect(throws: CatalogError.self) { try Catalogs.parse(Array(bad.utf8), path: "x.strings") }
        do {
            _ = try Catalogs.parse(Array(bad.utf8), path: "x.strings")
        } catch {
            #expect(error.description.contains("x.strings"))
            #expect(error.description.contains("line"))
        }
    }

    @Test func missingCatalogFolderIsAnErrorNotACrash() {
        #expect(throws: CatalogError.notFound(searched: ["/nonexistent/baraja"])) {
            try Catalogs.locate(in: ["/nonexistent/baraja"])
        }
    }

    @Test func candidatesPreferTheEnvironmentThenTheInstallPrefixThenTheCheckout() {
        #expect(Catalogs.candidates(environment: ["BARAJA_CATALOGS": "/x"], executablePath: "/p/bin/baraja") == ["/x"])
        #expect(Catalogs.candidates(environment: [:], executablePath: "/p/bin/baraja") == ["/p/share/games/baraja"])
        #expect(
            Catalogs.candidates(environment: [:], executablePath: "/usr/games/baraja") == ["/usr/share/games/baraja"])
        #expect(
            Catalogs.candidates(
                environment: [:], executablePath: "/src/baraja/.build/x86_64-unknown-linux-gnu/release/baraja")
                == ["/src/baraja/.build/x86_64-unknown-linux-gnu/share/games/baraja", "/src/baraja/Localizations"])
        // A copy outside a checkout's build folder (another --scratch-path, a copied binary)
        // does not look for sources, and no candidate is relative to the current folder.
        #expect(
            Catalogs.candidates(environment: [:], executablePath: "/tmp/scratch/release/baraja") == [
                "/tmp/scratch/share/games/baraja"
            ])
        #expect(Catalogs.candidates(environment: [:], executablePath: "baraja").isEmpty)
        // The whole program, which the installed `baraja` execs: PREFIX/libexec/baraja/baraja-table.
        #expect(
            Catalogs.candidates(environment: [:], executablePath: "/usr/libexec/baraja/baraja-table") == [
                "/usr/libexec/share/games/baraja", "/usr/share/games/baraja",
            ])
        #expect(
            Catalogs.candidates(environment: [:], executablePath: "/p/libexec/other/baraja-table") == [
                "/p/libexec/share/games/baraja"
            ])
        // The installed catalogs never share the player's data folder (~/.local/share/baraja)
        // when installed under ~/.local.
        #expect(
            Catalogs.candidates(environment: [:], executablePath: "/home/a/.local/bin/baraja") == [
                "/home/a/.local/share/games/baraja"
            ])
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> String {
        String(drop { set.contains($0) }.reversed().drop { set.contains($0) }.reversed())
    }
}

extension Array where Element == UInt8 {
    fileprivate var data: Data { Data(self) }
}
