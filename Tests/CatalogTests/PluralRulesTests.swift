import TestSupport
import Testing

@testable import Catalog

/// CLDR 47's cardinal plural rules with their published samples, for a few languages whose
/// rules differ in shape. Taken from unicode-org/cldr-json (cldr-core 47.0.0,
/// `cldr-core/supplemental/plurals.json`, `_cldrVersion` 47, commit b08a82b582f1), the
/// JSON form of CLDR's `common/supplemental/plurals.xml`; each `<pluralRule count="X">`
/// joined as `X: rule` in the format of `language.plurals`.
enum CLDR47 {
    static let rules: [String: String] = [
        "en":
            "one: i = 1 and v = 0 @integer 1; other: @integer 0, 2~16, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …",
        "es":
            "one: n = 1 @integer 1 @decimal 1.0, 1.00, 1.000, 1.0000; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5 @integer 1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, … @decimal 1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …; other: @integer 0, 2~16, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, … @decimal 0.0~0.9, 1.1~1.6, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 1.1c3, 2.0001c3, 2.1c3, 3.0001c3, 3.1c3, …",
        "ko":
            "other: @integer 0~15, 100, 1000, 10000, 100000, 1000000, … @decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …",
        "fr":
            "one: i = 0,1 @integer 0, 1 @decimal 0.0~1.5; many: e = 0 and i != 0 and i % 1000000 = 0 and v = 0 or e != 0..5 @integer 1000000, 1c6, 2c6, 3c6, 4c6, 5c6, 6c6, … @decimal 1.0000001c6, 1.1c6, 2.0000001c6, 2.1c6, 3.0000001c6, 3.1c6, …; other: @integer 2~17, 100, 1000, 10000, 100000, 1c3, 2c3, 3c3, 4c3, 5c3, 6c3, … @decimal 2.0~3.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, 1.0001c3, 1.1c3, 2.0001c3, 2.1c3, 3.0001c3, 3.1c3, …",
        "ru":
            "one: v = 0 and i % 10 = 1 and i % 100 != 11 @integer 1, 21, 31, 41, 51, 61, 71, 81, 101, 1001, …; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 @integer 2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …; many: v = 0 and i % 10 = 0 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 11..14 @integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, …; other: @decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …",
        "ar":
            "zero: n = 0 @integer 0 @decimal 0.0, 0.00, 0.000, 0.0000; one: n = 1 @integer 1 @decimal 1.0, 1.00, 1.000, 1.0000; two: n = 2 @integer 2 @decimal 2.0, 2.00, 2.000, 2.0000; few: n % 100 = 3..10 @integer 3~10, 103~110, 1003, … @decimal 3.0, 4.0, 5.0, 6.0, 7.0, 8.0, 9.0, 10.0, 103.0, 1003.0, …; many: n % 100 = 11..99 @integer 11~26, 111, 1011, … @decimal 11.0, 12.0, 13.0, 14.0, 15.0, 16.0, 17.0, 18.0, 111.0, 1011.0, …; other: @integer 100~102, 200~202, 300~302, 400~402, 500~502, 600, 1000, 10000, 100000, 1000000, … @decimal 0.1~0.9, 1.1~1.7, 10.1, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …",
        "pl":
            "one: i = 1 and v = 0 @integer 1; few: v = 0 and i % 10 = 2..4 and i % 100 != 12..14 @integer 2~4, 22~24, 32~34, 42~44, 52~54, 62, 102, 1002, …; many: v = 0 and i != 1 and i % 10 = 0..1 or v = 0 and i % 10 = 5..9 or v = 0 and i % 100 = 12..14 @integer 0, 5~19, 100, 1000, 10000, 100000, 1000000, …; other: @decimal 0.0~1.5, 10.0, 100.0, 1000.0, 10000.0, 100000.0, 1000000.0, …",
    ]

    static func parsed(_ code: String) throws -> PluralRules { try PluralRules(rules[code]!) }
}

@Suite struct PluralRulesTests {
    /// Every sample CLDR publishes falls in the category it is listed under.
    @Test(arguments: ["en", "es", "ko", "fr", "ru", "ar", "pl"])
    func cldrSamplesFallInTheirCategories(code: String) throws {
        let rules = try CLDR47.parsed(code)
        let count = rules.rules.reduce(rules.otherSamples.count) { $0 + $1.samples.count }
        #expect(count >= 8, "\(code): the samples were read (\(count))")
        let wrong = rules.sampleMismatches().map { "\($0.sample.text) is \($0.found), listed as \($0.written)" }
        #expect(wrong == [], "\(code)")
    }

    @Test func categoriesAreTheLanguagesOwnInCLDROrder() throws {
        #expect(try CLDR47.parsed("en").categories == [.one, .other])
        #expect(try CLDR47.parsed("es").categories == [.one, .many, .other])
        #expect(try CLDR47.parsed("ko").categories == [.other])
        #expect(try CLDR47.parsed("ru").categories == [.one, .few, .many, .other])
        #expect(try CLDR47.parsed("ar").categories == [.zero, .one, .two, .few, .many, .other])
        #expect(try PluralRules("").categories == [.other])
        #expect(try PluralRules(" ; ").categories == [.other])
    }

    /// Hand-picked numbers, read from CLDR's chart rather than from the samples above.
    @Test func wellKnownNumbers() throws {
        let ru = try CLDR47.parsed("ru")
        let pl = try CLDR47.parsed("pl")
        let ar = try CLDR47.parsed("ar")
        let fr = try CLDR47.parsed("fr")
        let en = try CLDR47.parsed("en")
        let es = try CLDR47.parsed("es")
        #expect(
            [1, 21, 101, 11, 12, 22, 25, 111, 0].map(ru.category) == [
                .one, .one, .one, .many, .many, .few, .many, .many, .many,
            ])
        #expect(
            [1, 2, 5, 12, 22, 21, 112, 1001].map(pl.category) == [.one, .few, .many, .many, .few, .many, .many, .many])
        #expect(
            [0, 1, 2, 3, 10, 11, 99, 100, 102, 103, 111].map(ar.category) == [
                .zero, .one, .two, .few, .few, .many, .many, .other, .other, .few, .many,
            ])
        #expect(
            [0, 1, 2, 1_000_000, 2_000_000, 1_500_000].map(fr.category) == [.one, .one, .other, .many, .many, .other])
        #expect([-1, -2, Int.min].map(en.category) == [.one, .other, .other], "n is an absolute value")
        #expect(en.category(PluralOperands("1.0")!) == .other, "“1.0 cards”: visible decimals make English plural")
        #expect(es.category(PluralOperands("1.0")!) == .one, "n = 1 holds for 1.0")
        #expect(fr.category(PluralOperands("1.5")!) == .one)
        #expect(ru.category(PluralOperands("2.5")!) == .other)
        #expect(es.category(PluralOperands("1.5c6")!) == .many, "a compact million")
        #expect(es.category(PluralOperands("1c3")!) == .other)
    }

    @Test func operandsOfWrittenNumbers() {
        #expect(PluralOperands("1.50") == PluralOperands(i: 1, v: 2, f: 50))
        #expect(PluralOperands("1.50")!.w == 1 && PluralOperands("1.50")!.t == 5)
        #expect(PluralOperands("1.0000001c6") == PluralOperands(i: 1_000_000, v: 1, f: 1, e: 6))
        #expect(PluralOperands("1.2c3") == PluralOperands(i: 1_200, e: 3))
        #expect(PluralOperands("12") == PluralOperands(12))
        for bad in ["", "1.", ".5", "1..2", "x", "1c", "1c123", "99999999999999999999", "0.1234567890123456789"] {
            #expect(PluralOperands(Substring(bad)) == nil, "\(bad)")
        }
    }

    /// `within` lets a fraction between the bounds in; `in` and `=` take whole numbers only.
    @Test func withinAcceptsFractionsAndInDoesNot() throws {
        let within = try PluralRules("one: n within 0..2")
        let inside = try PluralRules("one: n in 0..2")
        #expect(within.category(PluralOperands("1.5")!) == .one)
        #expect(inside.category(PluralOperands("1.5")!) == .other)
        #expect(within.category(PluralOperands("2.5")!) == .other)
        #expect(try PluralRules("one: n not within 0..2").category(PluralOperands("1.5")!) == .other)
        #expect(try PluralRules("one: n mod 10 is 1").category(31) == .one)
        #expect(try PluralRules("one: n % 10 is not 1").category(31) == .other)
        #expect(try PluralRules("one: i not in 2,3..5").category(4) == .other)
        #expect(try PluralRules("few: t = 5").category(PluralOperands("3.50")!) == .few)
        #expect(try PluralRules("few: w = 1 and f = 50").category(PluralOperands("3.50")!) == .few)
        #expect(try PluralRules("two: c = 3").category(PluralOperands("2c3")!) == .two)
    }

    /// The shipped languages declare CLDR 47's rules (`language.plurals` in their
    /// `Language.strings`): the same category for every count from 0 to 100,000 and for
    /// every multiple of a million up to a billion.
    @Test func theShippedDeclarationsAreCLDRs() throws {
        for code in ["en", "es", "ko"] {
            let cldr = try CLDR47.parsed(code)
            let declared = try #require(Repository.catalogs.declarations[Language(code)]).plurals
            let counts = Array(0...100_000) + (1...1000).map { $0 * 1_000_000 }
            let differences = counts.filter { declared.category($0) != cldr.category($0) }.prefix(5)
            #expect(Array(differences) == [], "\(code)")
        }
        #expect(Language.es.pluralCategory(1_000_000) == .many)
        #expect(Language.ko.pluralCategory(1) == .other)
    }

    @Test func malformedRulesSayWhatAndWhere() throws {
        func problem(_ text: String) -> PluralRulesError? {
            do {
                _ = try PluralRules(text)
                return nil
            } catch { return error }
        }
        #expect(problem("one i = 1") == PluralRulesError(problem: .missingColon, offset: 0))
        #expect(problem("uno: i = 1")?.problem == .unknownCategory("uno"))
        #expect(problem("one: i = 1; one: n = 1")?.problem == .repeatedCategory(.one))
        #expect(problem("other: n = 1")?.problem == .conditionOnOther)
        #expect(problem("few: @integer 2~4")?.problem == .missingCondition(.few))
        #expect(problem("one: x = 1") == PluralRulesError(problem: .expectedOperand(found: "x"), offset: 5))
        #expect(problem("one: n > 1")?.problem == .expectedOperator(found: ">"))
        #expect(problem("one: n = one")?.problem == .expectedNumber(found: "one"))
        #expect(
            problem("one: n = 1 but v = 0") == PluralRulesError(problem: .expectedConnective(found: "but"), offset: 11))
        #expect(problem("one: n = 5..2")?.problem == .emptyRange("5..2"))
        #expect(problem("one: n % 0 = 1")?.problem == .emptyRange("% 0"))
        #expect(problem("one: n = 99999999999999999999")?.problem == .numberTooLarge("99999999999999999999"))
        #expect(problem("one: n = 1 @integer 1~x")?.problem == .badSample("1~x"))
        #expect(problem("one: n = 1 @integer 0~99999")?.problem == .badSample("0~99999"), "no huge expansions")
        #expect(problem("one: n = 1 @decimal 0.0~1.55")?.problem == .badSample("0.0~1.55"))
        #expect(problem("one: n = 1 @real 1")?.problem == .badSample("@real 1"))
        #expect(problem("one: n = 1 and") == PluralRulesError(problem: .expectedOperand(found: ""), offset: 14))
        #expect(problem("one: n = 1;\n few: n = 2 or") != nil)
        // Samples can be skipped unread; the conditions are read all the same.
        #expect(try PluralRules("one: n = 1 @integer 1~x", readingSamples: false).category(1) == .one)
        #expect(try PluralRules(CLDR47.rules["ru"]!, readingSamples: false).categories == [.one, .few, .many, .other])
        #expect(throws: PluralRulesError.self) { try PluralRules("one: n = x @integer 1", readingSamples: false) }
    }
}
