import Foundation
import Testing

@testable import Catalog

private func issues(_ folder: CatalogFolder) -> [CatalogIssue] { CatalogCheck.check(folder) }

private func kinds(_ folder: CatalogFolder) -> [CatalogIssue.Kind] { issues(folder).map(\.kind) }

@Suite struct CatalogCheckTests {
    @Test func aSoundFolderPasses() {
        let found = issues(CatalogFolder(texts: Fixture.all))
        #expect(found == [])
        #expect(found.passes)
    }

    @Test func filesThatDoNotReadAreReportedWithTheirLine() {
        let folder = Fixture.editing("es.lproj/Game.strings") {
            $0.replacingFirst("\"¡Hola, %1$@!\";", with: "\"¡Hola, %1$@!\"")
        }
        #expect(
            issues(folder).first
                == CatalogIssue(
                    .malformed(.init(.expectedSemicolon(found: "\""), line: 4, column: 1)),
                    language: "es", path: "es.lproj/Game.strings", line: 4))
        #expect(!issues(folder).passes)
        // The rest of the language is still checked; the unreadable table's keys are not reported missing.
        #expect(!kinds(folder).contains(.missingKey))
    }

    @Test func missingExtraMisplacedAndRepeatedKeys() {
        let folder = Fixture.with([
            "es.lproj/Game.strings": Fixture.spanish["es.lproj/Game.strings"]!
                .replacingFirst(
                    "/* A number, the same in every language. */\n\"digit\" = \"7\";",
                    with: "\"extra\" = \"x\";\n\"hello\" = \"otra vez %1$@\";"),
            "es.lproj/Language.strings": Fixture.spanish["es.lproj/Language.strings"]!
                + "\n/* c */\n\"digit\" = \"7\";",
        ])
        let found = issues(folder)
        #expect(
            found.contains(
                CatalogIssue(
                    .keyInOtherTable(expected: "Game"), language: "es", path: "es.lproj/Language.strings", line: 8,
                    key: "digit")))
        #expect(
            found.contains(
                CatalogIssue(.extraKey, language: "es", path: "es.lproj/Game.strings", line: 9, key: "extra")))
        #expect(
            found.contains(
                CatalogIssue(
                    .repeatedKey(firstLine: 2), language: "es", path: "es.lproj/Game.strings", line: 10, key: "hello")))
        #expect(!found.contains { $0.kind == .missingKey }, "a key in the wrong table is not also missing")
        let missing = Fixture.editing("ko.lproj/Game.strings") {
            $0.replacingFirst("\"hello\" = \"안녕하세요, %1$@ 님!\";", with: "")
        }
        #expect(
            issues(missing) == [CatalogIssue(.missingKey, language: "ko", path: "ko.lproj/Game.strings", key: "hello")])
        let twice = Fixture.editing("ko.lproj/Language.strings") { $0 + "\n\"hello\" = \"%1$@\";" }
        #expect(issues(twice).map(\.kind) == [.keyInTwoTables(other: "Game")])
    }

    @Test func tablesMissingOrExtra() {
        #expect(
            issues(Fixture.with(["ko.lproj/Game.strings": nil])) == [
                CatalogIssue(.missingTable(keys: 3), language: "ko", path: "ko.lproj/Game.strings")
            ])
        #expect(kinds(Fixture.with(["ko.lproj/Help.strings": "/* x */\n\"a\" = \"b\";"])) == [.extraTable])
        #expect(kinds(Fixture.with(["en.lproj/Game.strings": nil, "en.lproj/Language.strings": nil])) == [.noEnglish])
        #expect(
            kinds(Fixture.with(["Spanish.lproj/Game.strings": Fixture.spanish["es.lproj/Game.strings"]!])).first
                == .invalidLanguageCode)
    }

    @Test func placeholdersMustMatchEnglish() {
        let folder = Fixture.editing("es.lproj/Game.strings") {
            $0.replacingFirst("Quedan %1$d cartas", with: "Quedan %1$@ cartas").replacingFirst(
                "¡Hola, %1$@!", with: "¡Hola!")
        }
        #expect(
            kinds(folder) == [.placeholders(english: ["1@"], found: []), .placeholders(english: ["1d"], found: ["1@"])])
        let reordered = Fixture.with([
            "en.lproj/Game.strings": Fixture.english["en.lproj/Game.strings"]!
                + "\n/* c */\n\"two\" = \"%1$@ and %2$d\";",
            "es.lproj/Game.strings": Fixture.spanish["es.lproj/Game.strings"]!
                + "\n/* c */\n\"two\" = \"%2$d y %1$@\";",
            "ko.lproj/Game.strings": Fixture.korean["ko.lproj/Game.strings"]! + "\n/* c */\n\"two\" = \"%2$ld, %1$@\";",
        ])
        #expect(issues(reordered) == [], "positions may move; %ld reads as %d")
    }

    @Test func charactersThatActOnTheTerminalAreErrors() {
        // OSC 52 (writes the clipboard), a title, a right-to-left override: in a translation…
        let hostile = Fixture.editing("es.lproj/Game.strings") {
            $0.replacingFirst("¡Hola, %1$@!", with: "\\U001B]52;c;SGk=\\U0007\\U001B]0;PWNED\\U0007\\U202E¡Hola, %1$@!")
        }
        let found = issues(hostile)
        #expect(
            found == [
                CatalogIssue(
                    .unsafeCharacter("U+001B"), language: "es", path: "es.lproj/Game.strings", line: 2, key: "hello")
            ])
        #expect(!found.passes)
        // …in English, a C1 control (CSI) or a bidirectional isolate alone.
        for scalar in ["\\U009B", "\\U2067", "\\U007F", "\\r"] {
            let english = Fixture.editing("en.lproj/Game.strings") {
                $0.replacingFirst("Hello, %1$@!", with: "Hello, \(scalar)%1$@!")
            }
            #expect(
                issues(english).map(\.kind).contains { if case .unsafeCharacter = $0 { true } else { false } },
                "\(scalar)")
        }
        // Line breaks and tabs are text.
        let lines = Fixture.editing("en.lproj/Game.strings") {
            $0.replacingFirst("Hello, %1$@!", with: "Hello,\\n\\t%1$@!")
        }
        #expect(issues(lines) == [])
    }

    @Test func aCatalogNeverPrintsThem() throws {
        let text = "\"hello\" = \"\\U001B]52;c;SGk=\\U0007\\U001B]0;PWNED\\U0007\\U202E\\U009BHi,\\n%1$@!\";"
        let table = try Catalogs.parse(Array(text.utf8))
        #expect(table["hello"] == "]52;c;SGk=]0;PWNEDHi,\n%1$@!")
    }

    @Test func textsLeftInEnglishAndCommentsAreWarnings() {
        let folder = Fixture.editing("es.lproj/Game.strings") {
            $0.replacingFirst("¡Hola, %1$@!", with: "Hello, %1$@!").replacingFirst(
                "/* Greets the player: %1$@ is their name. */\n", with: "")
        }
        let found = issues(folder)
        #expect(
            found == [
                CatalogIssue(.sameAsEnglish, language: "es", path: "es.lproj/Game.strings", line: 1, key: "hello"),
                CatalogIssue(.commentNotCarried, language: "es", path: "es.lproj/Game.strings", line: 1, key: "hello"),
            ])
        #expect(found.passes, "warnings only")
        let uncommented = Fixture.editing("en.lproj/Game.strings") {
            $0.replacingFirst("/* A number, the same in every language. */\n", with: "")
        }
        #expect(
            issues(uncommented) == [
                CatalogIssue(.missingComment, language: "en", path: "en.lproj/Game.strings", line: 9, key: "digit")
            ])
        // Every key has its comment now: a key without one is an error.
        #expect(issues(uncommented).first?.severity == .error)
        #expect(!issues(uncommented).passes)
        // A section heading above a key with a blank line between is no comment of the key.
        let heading = Fixture.editing("en.lproj/Game.strings") {
            $0.replacingFirst("/* Greets the player: %1$@ is their name. */\n", with: "")
        }
        #expect(kinds(heading).first == .missingComment)
    }

    @Test func pluralFormsFollowEachLanguagesRules() {
        let koreanOne = Fixture.editing("ko.lproj/Game.strings") {
            $0 + "\n/* Under the deck: %1$d is how many cards are left. */\n\"cards.one\" = \"카드 %1$d장 남음\";"
        }
        #expect(
            issues(koreanOne) == [
                CatalogIssue(
                    .pluralNotInRules(.one), language: "ko", path: "ko.lproj/Game.strings", line: 8, key: "cards.one")
            ])
        let noMany = Fixture.editing("es.lproj/Game.strings") {
            $0.replacingFirst("\"cards.many\" = \"Quedan %1$d de cartas\";", with: "")
        }
        #expect(
            issues(noMany) == [
                CatalogIssue(.pluralMissing(.many), language: "es", path: "es.lproj/Game.strings", key: "cards.many")
            ])
        #expect(issues(noMany).passes, "other is shown for a million")
        let noOther = Fixture.editing("ko.lproj/Game.strings") {
            $0.replacingFirst("\"cards.other\" = \"카드 %1$d장 남음\";", with: "")
        }
        #expect(kinds(noOther) == [.missingKey])
        let englishFew = Fixture.editing("en.lproj/Game.strings") {
            $0 + "\n/* c */\n\"lonely.one\" = \"x\";\n/* c */\n\"cards.few\" = \"%1$d cards\";"
        }
        #expect(kinds(englishFew).prefix(2) == [.pluralWithoutOther, .pluralNotInRules(.few)])
        // Rules that do not read: only `other` is asked for.
        let unreadableRules = Fixture.editing("ko.lproj/Language.strings") {
            $0.replacingFirst("\"language.plurals\" = \"\";", with: "\"language.plurals\" = \"one: n is\";")
        }
        #expect(
            issues(unreadableRules) == [
                CatalogIssue(
                    .pluralRules(PluralRulesError(problem: .expectedNumber(found: ""), offset: 9)),
                    language: "ko", path: "ko.lproj/Language.strings", line: 4, key: "language.plurals")
            ])
    }

    @Test func theDeclarationIsChecked() {
        let noName = Fixture.editing("es.lproj/Language.strings") { $0.replacingFirst("\"Español\"", with: "\" \"") }
        #expect(kinds(noName) == [.declarationMissing(key: "language.name")])
        let noRules = Fixture.editing("ko.lproj/Language.strings") {
            $0.replacingFirst("\"language.plurals\" = \"\";", with: "")
        }
        #expect(kinds(noRules).contains(.declarationMissing(key: "language.plurals")))
        let wrongSample = Fixture.editing("es.lproj/Language.strings") {
            $0.replacingFirst("@integer 1 @decimal 1.0", with: "@integer 1, 2 @decimal 1.0")
        }
        #expect(kinds(wrongSample) == [.pluralSample(sample: "2", written: .one, found: .other)])
        let particles = Fixture.editing("es.lproj/Language.strings") { $0 + "\n\"language.particles\" = \"spanish\";" }
        #expect(kinds(particles).contains(.unknownParticles("spanish")))
        let fallback = Fixture.editing("es.lproj/Language.strings") { $0 + "\n\"language.fallback\" = \"pt\";" }
        #expect(kinds(fallback).contains(.unknownFallback("pt")))
        let itself = Fixture.editing("es.lproj/Language.strings") { $0 + "\n\"language.fallback\" = \"es\";" }
        #expect(kinds(itself).contains(.unknownFallback("es")))
        let circle = Fixture.with([
            "es.lproj/Language.strings": Fixture.spanish["es.lproj/Language.strings"]!
                + "\n\"language.fallback\" = \"ko\";",
            "ko.lproj/Language.strings": Fixture.korean["ko.lproj/Language.strings"]!
                + "\n\"language.fallback\" = \"es\";",
        ])
        #expect(
            kinds(circle).filter { if case .fallbackCycle = $0 { true } else { false } } == [
                .fallbackCycle(["es", "ko", "es"])
            ])
        let chain = Fixture.editing("ko.lproj/Language.strings") { $0 + "\n\"language.fallback\" = \"es\";" }
        #expect(kinds(chain) == [], "a chain without a circle")
        let noTable = Fixture.with([
            "en.lproj/Language.strings": nil, "es.lproj/Language.strings": nil, "ko.lproj/Language.strings": nil,
        ])
        #expect(
            kinds(noTable)
                == Array(
                    repeating: [
                        CatalogIssue.Kind.declarationMissing(key: "language.name"),
                        .declarationMissing(key: "language.plurals"),
                    ], count: 3
                ).flatMap { $0 })
    }

    @Test func languageCodes() {
        for code in ["en", "es", "ko", "ca", "pt-BR", "es-419", "zh-Hant", "zh-Hant-TW", "en-XA", "ast"] {
            #expect(LanguageDeclaration.isValidCode(code), "\(code)")
        }
        for code in ["", "e", "EN", "pt_BR", "pt-br", "spanish", "zh-hant", "es-4199", "en-", "-en", "en-XA-x"] {
            #expect(!LanguageDeclaration.isValidCode(code), "\(code)")
        }
    }

    @Test func aDeclarationReadsAtRunTime() throws {
        let spanish = try LanguageDeclaration(table: [
            "language.name": "Español", "language.plurals": CLDR47.rules["es"]!, "language.fallback": " ",
        ])
        #expect(
            spanish.name == "Español" && spanish.plurals.categories == [.one, .many, .other] && spanish.fallback == nil
                && spanish.particles == nil)
        let korean = try LanguageDeclaration(table: [
            "language.name": "한국어", "language.plurals": "", "language.particles": "korean", "language.fallback": "en",
        ])
        #expect(korean.plurals.categories == [.other] && korean.particles == "korean" && korean.fallback == "en")
        #expect(throws: LanguageDeclaration.Problem.missing(key: "language.name")) {
            try LanguageDeclaration(table: ["language.plurals": ""])
        }
        #expect(throws: LanguageDeclaration.Problem.missing(key: "language.plurals")) {
            try LanguageDeclaration(table: ["language.name": "x"])
        }
        #expect(throws: LanguageDeclaration.Problem.unknownParticles("x")) {
            try LanguageDeclaration(table: ["language.name": "x", "language.plurals": "", "language.particles": "x"])
        }
        #expect(
            throws: LanguageDeclaration.Problem.plurals(PluralRulesError(problem: .unknownCategory("uno"), offset: 0))
        ) {
            try LanguageDeclaration(table: ["language.name": "x", "language.plurals": "uno: n = 1"])
        }
    }
}

/// A phrasing that would mean two commands at one place is an error at its line, naming both.
@Suite struct AmbiguousPhrasingTests {
    static let folder = CatalogFolder(texts: [
        "es.lproj/Input.strings": """
        /* Forms of hit. */
        "command.sieteymedia.hit.forms" = "pide,una más";
        /* Forms of stand. */
        "command.sieteymedia.stand.forms" = "me quedo,Una  MAS";
        /* Forms of call (another game). */
        "command.poker.call.forms" = "pide";
        """,
        "ko.lproj/Input.strings": """
        /* Spacing. */
        "input.spacing" = "free";
        /* Forms of new. */
        "command.new.forms" = "새 판";
        /* Forms of shake. */
        "command.shake.forms" = "새판";
        """,
    ])

    static func together(_ a: String, _ b: String) -> Bool {
        let siete: Set = ["sieteymedia.hit", "sieteymedia.stand", "new", "shake"]
        return siete.contains(a) && siete.contains(b)
    }

    @Test func aPhrasingOfTwoCommandsInOnePlaceIsAnErrorWithItsLine() {
        let issues = CatalogCheck.ambiguousPhrasings(Self.folder, together: Self.together)
        let spanish = issues.filter { $0.language == "es" }
        #expect(spanish.count == 1, "\(issues)")
        #expect(spanish.first?.path == "es.lproj/Input.strings" && spanish.first?.line == 4)
        #expect(spanish.first?.severity == .error)
        if case .ambiguousPhrasing(let phrasing, let first, let second, let place)? = spanish.first?.kind {
            #expect(phrasing == "Una  MAS" && first == "sieteymedia.hit" && second == "sieteymedia.stand")
            #expect(place == "es.lproj/Input.strings:2")
        } else {
            Issue.record("\(spanish)")
        }
        // Korean words are compared without their spaces.
        #expect(issues.contains { $0.language == "ko" && $0.line == 6 && $0.key == "command.shake.forms" })
        // Commands never typed at one place may share a word (`pide`: hit and call).
        #expect(
            !issues.contains { if case .ambiguousPhrasing(_, _, "poker.call", _) = $0.kind { true } else { false } })
    }
}

/// The reader's folding: case and Latin marks ignored, composed or decomposed; Hangul kept.
@Suite struct InputFoldTests {
    @Test func accentsAndCaseAreIgnoredAndHangulKept() {
        #expect(InputFold.fold("PLÁNTATE") == "plantate")
        #expect(InputFold.fold("cla\u{301}sica") == "clasica")
        #expect(
            InputFold.fold("Más") == "mas" && InputFold.fold("AÑO") == "ano" && InputFold.fold("pingüino") == "pinguino"
        )
        #expect(InputFold.fold("카드 주세요") == "카드 주세요" && InputFold.fold("♠A") == "♠a")
    }
}
