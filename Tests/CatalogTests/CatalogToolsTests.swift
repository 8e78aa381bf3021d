import TestSupport
import Testing

@testable import Catalog

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// A folder of the system's temporary space, removed at the end.
private func withTemporaryFolder<T>(_ body: (String) throws -> T) throws -> T {
    var template = Array((FileManager.default.temporaryDirectory.path + "/baraja-catalogs-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    let dir = try #require(made.map { String(cString: $0) })
    defer { try? FileManager.default.removeItem(atPath: dir) }
    return try body(dir)
}

private func write(_ texts: [String: String], into dir: String) throws {
    for (path, text) in texts {
        let folder = dir + "/" + path.split(separator: "/").dropLast().joined(separator: "/")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: dir + "/" + path, contents: Data(text.utf8)))
    }
}

/// The shipped catalogs as the next phase will have them: each with a `Language.strings`
/// declaring CLDR 47's rules.
/// The shipped catalogs as read from disk; each `Language.strings` declares its language.
private func shippedWithDeclarations() throws -> CatalogFolder {
    try #require(CatalogFolder.read(directory: Repository.localizations))
}

@Suite struct CatalogToolsTests {
    /// From disk: only `.lproj` folders and `.strings` files count; a pipe or a folder named
    /// like a table is reported, and reading does not wait on the pipe.
    @Test func aFolderIsReadFromDiskWithoutOpeningPipes() throws {
        try withTemporaryFolder { dir in
            try write(Fixture.all.merging(["README.md": "x", "es.lproj/notes.txt": "x"]) { a, _ in a }, into: dir)
            #expect(mkfifo(dir + "/es.lproj/Pipe.strings", 0o600) == 0)
            try FileManager.default.createDirectory(
                atPath: dir + "/ko.lproj/Folder.strings", withIntermediateDirectories: true)
            let folder = try #require(CatalogFolder.read(directory: dir))
            #expect(folder.languages.keys.sorted() == ["en", "es", "ko"])
            #expect(folder.languages["es"]!.tables.keys.sorted() == ["Game", "Language", "Pipe"])
            #expect(
                CatalogCheck.check(folder) == [
                    CatalogIssue(.unreadable(.notAFile), language: "es", path: "es.lproj/Pipe.strings"),
                    CatalogIssue(.unreadable(.notAFile), language: "ko", path: "ko.lproj/Folder.strings"),
                ])
        }
        #expect(CatalogFolder.read(directory: "/nonexistent/baraja") == nil)
    }

    /// Today's catalogs: the same keys and specifiers everywhere, each language declared and
    /// its plural keys in its own categories, and a comment above every English key.
    @Test func theShippedCatalogsDifferOnlyInWhatIsLeftToDo() throws {
        let folder = try #require(CatalogFolder.read(directory: Repository.localizations))
        let issues = CatalogCheck.check(folder)
        #expect(issues.filter { $0.severity == .error } == [])
        #expect(issues.passes)
        #expect(issues.filter { $0.kind == .missingComment } == [])
    }

    /// With their declarations, the shipped catalogs have no Korean `.one` key left (the
    /// issue removed them), and every Spanish plural key has its `.many` form (exact millions):
    /// no plural form is missing in any language.
    @Test func withDeclarationsThePluralFormsFollowEachLanguagesRules() throws {
        let shipped = try shippedWithDeclarations()
        let issues = CatalogCheck.check(shipped)
        let errors = issues.filter { $0.severity == .error }
        let koreanOne = errors.filter { $0.kind == .pluralNotInRules(.one) }
        // Counted in the shipped catalogs: every Korean `.one` key, and a Spanish `.many`
        // for every plural base (every key with a `.one` or an `.other` form).
        func all(_ code: String) -> [String] {
            shipped.languages[code]!.tables.values.compactMap { try? $0.content.get() }.flatMap {
                $0.entries.map(\.key)
            }
        }
        func keys(_ code: String, endingIn suffix: String) -> Int { all(code).filter { $0.hasSuffix(suffix) }.count }
        let pluralBases = Set(
            all("es").compactMap { key in
                [".one", ".other"].first(where: key.hasSuffix).map { String(key.dropLast($0.count)) }
            })
        #expect(keys("ko", endingIn: ".one") == 0 && keys("ko", endingIn: ".other") > 50)
        #expect(koreanOne == [])
        #expect(errors == [])
        #expect(pluralBases.count > 40)
        #expect(
            Set(all("es").filter { $0.hasSuffix(".many") }.map { String($0.dropLast(".many".count)) }) == pluralBases)
        let missing = issues.filter {
            if case .pluralMissing = $0.kind { return true }
            return false
        }
        #expect(missing == [], "every plural key has the forms of its language's rules")
    }

    @Test func statusCountsEachLanguagesOwnKeys() throws {
        let statuses = CatalogStatus.of(CatalogFolder(texts: Fixture.all))
        #expect(statuses.map(\.code) == ["es", "ko"])
        #expect(statuses[0].name == "Español" && statuses[0].tables.map(\.name) == ["Game", "Language"])
        #expect(statuses[0].tables[0] == .init(name: "Game", expected: 5, present: 5, translated: 5))
        #expect(statuses[1].tables[0] == .init(name: "Game", expected: 3, present: 3, translated: 3))
        #expect(
            statuses[1].tables[1] == .init(name: "Language", expected: 3, present: 3, translated: 3),
            "particles are optional")
        let partial = CatalogStatus.of(
            Fixture.editing("es.lproj/Game.strings") {
                $0.replacingFirst("¡Hola, %1$@!", with: "Hello, %1$@!").replacingFirst(
                    "\"cards.many\" = \"Quedan %1$d de cartas\";", with: "")
            })
        #expect(partial[0].tables[0] == .init(name: "Game", expected: 5, present: 4, translated: 3))
        #expect(partial[0].share == 6.0 / 8.0)
        let noTable = CatalogStatus.of(Fixture.with(["ko.lproj/Game.strings": nil]))
        #expect(noTable[1].tables[0] == .init(name: "Game", expected: 3, present: 0, translated: 0))
        #expect(noTable[1].tables[0].share == 0)

        let shipped = CatalogStatus.of(try shippedWithDeclarations())
        let spanish = shipped.first { $0.code == "es" }!
        let korean = shipped.first { $0.code == "ko" }!
        // The catalogs are a file per game and per concern: the counts over them all, from
        // English's keys (N), its .one forms (O) and its plural keys (P, the .other forms).
        let english = try #require(try shippedWithDeclarations().languages["en"]).tables
            .filter { $0.key != "Language" }.values.flatMap { try $0.content.get().entries.map(\.key) }
        let (n, o, p) = (
            english.count, english.filter { $0.hasSuffix(".one") }.count,
            english.filter { $0.hasSuffix(".other") }.count
        )
        #expect(p > 40 && o > 40, "the shipped catalogs have their plural keys")
        let table = { (status: CatalogStatus) in
            let tables = status.tables.filter { $0.name != "Language" }
            return CatalogStatus.Table(
                name: "all", expected: tables.reduce(0) { $0 + $1.expected },
                present: tables.reduce(0) { $0 + $1.present },
                translated: tables.reduce(0) { $0 + $1.translated })
        }
        #expect(
            table(spanish).expected == n - o + 2 * p,
            "a .one (where a base has only .other in English) and a .many form for each plural key")
        #expect(table(spanish).present == n + p, "every English key, and a .many form for each plural key")
        #expect(table(spanish).present == table(spanish).expected)
        #expect(table(korean).expected == n - o, "no .one forms")
        #expect(table(korean).present == n - o)
        #expect(table(spanish).translated > 600 && table(korean).translated > 600)
    }

    @Test func aNewLanguageHasEveryKeyWithEnglishTextAndComments() throws {
        let fixture = CatalogFolder(texts: Fixture.all)
        let files = try NewLanguage.files(code: "fr", in: fixture, plurals: try CLDR47.parsed("fr"))
        #expect(files.keys.sorted() == ["fr.lproj/Game.strings", "fr.lproj/Language.strings"])
        let game = try StringsFile(text: files["fr.lproj/Game.strings"]!)
        #expect(game.items.first == .note("── The game ──", line: 1))
        #expect(game.entries.map(\.key) == ["hello", "cards.one", "cards.many", "cards.other", "digit"])
        #expect(game.table["cards.many"] == "%1$d cards left", "English's other where English has no such form")
        #expect(game.entries.allSatisfy { $0.comment != nil })
        let language = try StringsFile(text: files["fr.lproj/Language.strings"]!).table
        #expect(language == ["language.name": "fr", "language.plurals": CLDR47.rules["fr"]!, "number.decimal": "."])

        // Checked as it is: warnings only (texts still English); translated: no issue left.
        var texts = Fixture.all.merging(files) { a, _ in a }
        let fresh = CatalogCheck.check(CatalogFolder(texts: texts)).filter { $0.language == "fr" }
        #expect(
            fresh.map(\.kind) == Array(repeating: CatalogIssue.Kind.sameAsEnglish, count: 4),
            "hello and the three plural forms; not the digit")
        #expect(
            CatalogStatus.of(CatalogFolder(texts: texts)).first { $0.code == "fr" }!.tables[0].translated == 1,
            "only the digit")
        texts["fr.lproj/Game.strings"] = files["fr.lproj/Game.strings"]!
            .replacingFirst("Hello, %1$@!", with: "Bonjour, %1$@ !").replacingFirst(
                "%1$d card left", with: "%1$d carte restante"
            )
            .replacingFirst("%1$d cards left", with: "%1$d de cartes restantes").replacingFirst(
                "%1$d cards left", with: "%1$d cartes restantes")
        texts["fr.lproj/Language.strings"] = files["fr.lproj/Language.strings"]!.replacingFirst(
            "\"fr\"", with: "\"Français\"")
        #expect(CatalogCheck.check(CatalogFolder(texts: texts)) == [])
        #expect(CatalogStatus.of(CatalogFolder(texts: texts)).first { $0.code == "fr" }!.share == 1)
    }

    @Test func aNewLanguageTakesEnglishsRulesUntilGivenItsOwn() throws {
        let files = try NewLanguage.files(
            code: "pt-BR", in: CatalogFolder(texts: Fixture.all), name: "Português", fallback: "es")
        #expect(
            try StringsFile(text: files["pt-BR.lproj/Game.strings"]!).entries.map(\.key) == [
                "hello", "cards.one", "cards.other", "digit",
            ])
        #expect(
            try StringsFile(text: files["pt-BR.lproj/Language.strings"]!).table
                == [
                    "language.name": "Português", "language.plurals": CLDR47.rules["en"]!, "number.decimal": ".",
                    "language.fallback": "es",
                ])
        #expect(throws: NewLanguage.Problem.exists("es")) {
            try NewLanguage.files(code: "es", in: CatalogFolder(texts: Fixture.all))
        }
        #expect(throws: NewLanguage.Problem.invalidCode("French")) {
            try NewLanguage.files(code: "French", in: CatalogFolder(texts: Fixture.all))
        }
        #expect(throws: NewLanguage.Problem.noEnglish) {
            try NewLanguage.files(code: "fr", in: CatalogFolder(texts: Fixture.spanish))
        }
    }

    /// From the shipped catalogs: every key, and nothing the check calls an error in it.
    @Test func aNewLanguageFromTheShippedCatalogs() throws {
        let shipped = try shippedWithDeclarations()
        let files = try NewLanguage.files(code: "pl", in: shipped, name: "Polski", plurals: try CLDR47.parsed("pl"))
        // The catalogs are a file per game and per concern: Polish gets each of English's
        // files, with the plural keys' forms English has (.one, .other) replaced by Polish's four.
        let polish = try files.filter { $0.key.hasPrefix("pl.lproj/") && $0.key != "pl.lproj/Language.strings" }
            .values.map { try StringsFile(text: $0).entries.count }.reduce(0, +)
        let english = try #require(shipped.languages["en"]).tables.filter { $0.key != "Language" }.values
            .flatMap { try $0.content.get().entries.map(\.key) }
        let forms = english.filter { $0.hasSuffix(".one") || $0.hasSuffix(".other") }.count
        let plurals = english.filter { $0.hasSuffix(".other") }.count
        #expect(plurals > 40, "the shipped catalogs have their plural keys")
        #expect(
            polish == english.count - forms + plurals * 4, "one, few, many and other for each of the plural keys")
        var folder = shipped
        folder.languages["pl"] = CatalogFolder(texts: files).languages["pl"]
        let issues = CatalogCheck.check(folder).filter { $0.language == "pl" }
        #expect(!issues.isEmpty && issues.allSatisfy { $0.kind == .sameAsEnglish })
    }
}

@Suite struct PlaceholdersTests {
    @Test func specifiersAreReadAsTheReviewersCheckerReadsThem() {
        #expect(Placeholders.of("%2$d y %1$@") == ["1@", "2d"])
        #expect(Placeholders.of("%d, %i and %ld") == ["1d", "2d", "3d"])
        #expect(Placeholders.of("100%% sure, %@") == ["1@"])
        #expect(Placeholders.of("%5.2f %-3s %03d") == ["1f", "2s", "3d"])
        #expect(Placeholders.of("50% de") == ["1d"], "a space is a flag, as in check-catalogs.py")
        #expect(Placeholders.of("trailing %") == [])
    }

    /// On the shipped catalogs, the same as the older test's reading.
    @Test func theShippedCatalogsReadTheSame() {
        for (language, table) in Repository.catalogs.tables {
            // The plural rules are a declaration, never filled (`i % 1000000` is no specifier).
            for (key, value) in table where key != LanguageDeclaration.pluralsKey {
                #expect(Placeholders.of(value) == specifiers(value), "\(language) \(key)")
            }
        }
    }
}
