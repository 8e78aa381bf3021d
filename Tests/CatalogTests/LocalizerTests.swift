import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import GameKit

@Suite struct FormatTests {
    @Test func fillsSequentialAndPositionalSpecifiers() {
        #expect(Format.fill("%@ and %@", ["a", "b"]) == "a and b")
        #expect(Format.fill("%2$@ %1$@", ["a", "b"]) == "b a")
        #expect(Format.fill("%1$d cards, %2$@", ["3", "x"]) == "3 cards, x")
        #expect(Format.fill("50%% off %ld", ["2"]) == "50% off 2")
    }

    /// The one reading of a template that `fill` uses, as pieces (the end-to-end tests build
    /// their patterns on it).
    @Test func aTemplateReadsAsTextAndArgumentPlaces() {
        #expect(
            Format.pieces("%2$@ has %1$d%% of %@") == [
                .argument(index: 1, type: "@", written: "%2$@"), .text(" has "),
                .argument(index: 0, type: "d", written: "%1$d"), .text("%"), .text(" of "),
                .argument(index: 0, type: "@", written: "%@"),
            ])
        #expect(Format.pieces("50%x, %") == [.text("50%x, %")], "no specifier: text")
        #expect(Format.pieces("") == [])
    }

    @Test func aKoreanTextReadsAsTextAndParticlePairs() {
        #expect(
            KoreanParticles.pieces("카드{을/를} 봐요 {x/y} JSON({로") == [
                .text("카드"), .pair(consonant: "을", vowel: "를"), .text(" 봐요 "), .text("{x/y}"), .text(" JSON("),
                .text("{로"),
            ])
        #expect(KoreanParticles.resolve("JSON({로 시작)") == "JSON({로 시작)", "a brace never closed stays")
    }

    @Test func aSpecifierWithoutItsArgumentStaysVisibleInsteadOfCrashing() {
        #expect(Format.fill("%3$@!", ["a"]) == "%3$@!")
        #expect(Format.fill("trailing %", []) == "trailing %")
    }
}

@Suite struct LanguageTests {
    @Test func localeNamesAreRecognized() {
        #expect(Language(localeName: "es_ES.UTF-8") == .es)
        #expect(Language(localeName: "es_MX") == .es)
        #expect(Language(localeName: "ko_KR.UTF-8") == .ko)
        #expect(Language(localeName: "ko") == .ko)
        #expect(Language(localeName: "en-GB") == .en)
        #expect(Language(localeName: "fr_FR.UTF-8") == nil)
        #expect(Language(localeName: "C.UTF-8") == nil)
    }

    @Test func environmentPrecedenceIsLanguageThenLcAllThenLcMessagesThenLang() {
        #expect(Language.fromEnvironment(["LANG": "es_ES.UTF-8"]) == .es)
        #expect(Language.fromEnvironment(["LANG": "es_ES.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"]) == .ko)
        #expect(Language.fromEnvironment(["LC_ALL": "en_US.UTF-8", "LC_MESSAGES": "ko_KR.UTF-8"]) == .en)
        #expect(Language.fromEnvironment(["LANGUAGE": "ko:en", "LANG": "en_US.UTF-8"]) == .ko)
        #expect(Language.fromEnvironment(["LANGUAGE": "fr:es", "LANG": "en_US.UTF-8"]) == .es)
        // GNU gettext ignores LANGUAGE when the locale is C or POSIX.
        #expect(Language.fromEnvironment(["LANGUAGE": "es", "LANG": "C"]) == nil)
        #expect(Language.fromEnvironment(["LANGUAGE": "es", "LC_ALL": "POSIX"]) == nil)
        #expect(Language.fromEnvironment(["LC_ALL": "", "LANG": "ko_KR.UTF-8"]) == .ko)
        #expect(Language.fromEnvironment([:]) == nil)
    }

    /// A locale names the longest code found: a region's folder before its language's.
    @Test func aLocaleNamesTheMostPreciseFolderFound() {
        let found = [Language("en"), Language("en-XA"), Language("pt"), Language("pt-BR"), Language("zh-Hant")]
        #expect(Language.named("pt_BR.UTF-8", among: found) == Language("pt-BR"))
        #expect(Language.named("pt_PT.UTF-8", among: found) == Language("pt"))
        #expect(Language.named("en-xa", among: found) == Language("en-XA"))
        #expect(Language.named("zh_Hant_TW", among: found) == Language("zh-Hant"))
        #expect(Language.named("es", among: found) == nil)
        #expect(Language.named("", among: found) == nil)
    }

    /// A key a language lacks is looked for in the language its declaration falls back to,
    /// then in English; a cycle of fallbacks ends.
    @Test func aMissingKeyFollowsTheDeclaredFallback() {
        let catalogs = Catalogs(tables: [
            .en: ["a": "A", "b": "B", "c": "C", "n.one": "%d card", "n.other": "%d cards"],
            Language("gl"): [
                "language.name": "Galego", "language.plurals": "one: i = 1 and v = 0", "language.fallback": "es",
                "a": "a galega",
            ],
            .es: [
                "language.name": "Español", "language.plurals": "", "language.fallback": "gl", "b": "b española",
                "n.other": "%d cartas",
            ],
        ])
        let galician = Localizer(catalogs: catalogs, language: Language("gl"))
        #expect(catalogs.chain(of: Language("gl")) == [Language("gl"), .es, .en])
        #expect(catalogs.chain(of: .es) == [.es, Language("gl"), .en])
        #expect(galician.string("a") == "a galega")
        #expect(galician.string("b") == "b española")
        #expect(galician.string("c") == "C")
        // Galician's own rules choose the category; the key is then found along the chain.
        #expect(galician.text(Message("n", .int(1), count: 1)) == "1 card")
        #expect(galician.text(Message("n", .int(2), count: 2)) == "2 cartas")
        #expect(galician.name(of: .es) == "Español")
    }

    @Test func pluralCategoriesFollowCLDR() {
        #expect(Language.en.pluralCategory(1) == .one)
        #expect(Language.en.pluralCategory(0) == .other)
        #expect(Language.en.pluralCategory(2) == .other)
        #expect(Language.es.pluralCategory(1) == .one)
        #expect(Language.es.pluralCategory(5) == .other)
        #expect(Language.es.pluralCategory(1_000_000) == .many)
        #expect(Language.ko.pluralCategory(1) == .other)
    }
}

@Suite struct KoreanParticleTests {
    @Test func countersReadOneToTenInNativeWords() {
        #expect(KoreanParticles.resolve("1{번째} 판") == "첫 번째 판")
        #expect(KoreanParticles.resolve("2{번째} 판이에요") == "두 번째 판이에요")
        #expect(KoreanParticles.resolve("판: 10{번째}") == "판: 열 번째")
        #expect(KoreanParticles.resolve("11{번째} 판") == "11번째 판", "larger numbers stay digits")
        #expect(KoreanParticles.resolve("1,000{번째} 판") == "1,000번째 판")
        #expect(KoreanParticles.resolve("레이즈 3{번}") == "레이즈 세 번")
        #expect(KoreanParticles.resolve("충전 1{번}") == "충전 한 번")
        #expect(KoreanParticles.resolve("{번째}") == "번째", "no number: the counter alone")
        #expect(KoreanParticles.resolve("2{번째} 판{이/가}") == "두 번째 판이", "particles still follow")
    }

    @Test func particlesFollowTheFinalSound() {
        #expect(KoreanParticles.resolve("컵 기사{을/를}") == "컵 기사를")
        #expect(KoreanParticles.resolve("금화 7{을/를}") == "금화 7을")
        #expect(KoreanParticles.resolve("금화 2{이/가}") == "금화 2가")
        #expect(KoreanParticles.resolve("검{은/는}") == "검은")
        #expect(KoreanParticles.resolve("‘받기’{으로/로}") == "‘받기’로")
        #expect(KoreanParticles.resolve("‘새판’{으로/로}") == "‘새판’으로")
        #expect(KoreanParticles.resolve("서울{으로/로}") == "서울로", "ㄹ takes 로")
        #expect(KoreanParticles.resolve("7½{이/가}") == "7½이")
        #expect(KoreanParticles.resolve("영어{과/와} 한국어") == "영어와 한국어")
    }

    /// A brace with no closing one is text, kept once (it was repeated before the brace).
    @Test func anUnclosedBraceIsKeptAsText() {
        #expect(KoreanParticles.resolve("JSON({로 시작)을 읽어요.") == "JSON({로 시작)을 읽어요.")
        #expect(KoreanParticles.resolve("파일{을/를} 열고 {로") == "파일을 열고 {로")
    }

    /// A letter alone is read by its name: ♠K 케이, w 더블유, but L 엘, M 엠, N 엔, R 알.
    @Test func aLetterAloneIsReadByItsName() {
        #expect(KoreanParticles.resolve("♠K{이/가}") == "♠K가")
        #expect(KoreanParticles.resolve("♥Q{을/를}") == "♥Q를")
        #expect(KoreanParticles.resolve("w{으로/로}") == "w로")
        #expect(KoreanParticles.resolve("f1{으로/로}") == "f1로", "일 ends in ㄹ")
        #expect(KoreanParticles.resolve("♦10{을/를}") == "♦10을")
        #expect(KoreanParticles.resolve("L{으로/로}") == "L로")
        #expect(KoreanParticles.resolve("M{을/를}") == "M을")
        #expect(KoreanParticles.resolve("‘hit’{을/를}") == "‘hit’을", "a word still ends as it sounds")
    }

    /// A Latin word is read as a Korean loanword: 보거스, 테이블, 킹, 덱, 플레이어.
    @Test func aLatinWordEndsAsItsLoanwordReading() {
        #expect(KoreanParticles.resolve("‘bogus’{은/는}") == "‘bogus’는")
        #expect(KoreanParticles.resolve("‘card’{을/를}") == "‘card’를")
        #expect(KoreanParticles.resolve("‘player’{이/가}") == "‘player’가")
        #expect(KoreanParticles.resolve("‘king’{이/가}") == "‘king’이")
        #expect(KoreanParticles.resolve("‘seven’{은/는}") == "‘seven’은")
        #expect(KoreanParticles.resolve("‘deck’{을/를}") == "‘deck’을")
        #expect(KoreanParticles.resolve("‘table’{으로/로}") == "‘table’로")
        #expect(KoreanParticles.resolve("‘deal’{으로/로}") == "‘deal’로")
        #expect(KoreanParticles.resolve("‘tone’{을/를}") == "‘tone’을")
        #expect(KoreanParticles.resolve("‘move’{을/를}") == "‘move’를")
        #expect(KoreanParticles.resolve("‘boot’{을/를}") == "‘boot’를")
        #expect(KoreanParticles.resolve("‘xyz’{은/는}") == "‘xyz’는")
    }

    @Test func otherBracesAreLeftAlone() {
        #expect(KoreanParticles.resolve("{a/b} {x}") == "{a/b} {x}")
    }
}

@Suite struct LocalizerTests {
    let catalogs = Repository.catalogs

    @Test func aKeyMissingInALanguageFallsBackToEnglishNotToTheKey() {
        var tables = catalogs.tables
        tables[.es]!["siete.player.stood"] = nil
        let spanish = Localizer(catalogs: Catalogs(tables: tables), language: .es)
        let english = Localizer(catalogs: catalogs, language: .en)
        #expect(
            spanish.text("siete.player.stood", .verbatim("4½")) == english.text("siete.player.stood", .verbatim("4½")))
    }

    @Test func pluralFormsAreChosenByCount() {
        let en = Localizer(catalogs: catalogs, language: .en)
        let one = en.text(Message("siete.table.deck", .int(1), count: 1))
        let many = en.text(Message("siete.table.deck", .int(39), count: 39))
        #expect(one == en.string("siete.table.deck.one").replacingFirst("%1$d", "1"))
        #expect(many == en.string("siete.table.deck.other").replacingFirst("%1$d", "39"))
    }

    /// Spanish says «1 000 000 de fichas» for exact millions (CLDR `many`), «1 000 001 fichas»
    /// otherwise (the group separator a no-break space); English has no such form.
    @Test func exactMillionsTakeSpanishManyForm() {
        let es = Localizer(catalogs: catalogs, language: .es)
        let chips = { (n: Int) in es.text(Message("poker.bet.table.chips", .int(n), count: n)) }
        #expect(chips(1) == "1 ficha")
        #expect(chips(1_000_000) == "1\u{00A0}000\u{00A0}000 de fichas")
        #expect(chips(3_000_000) == "3\u{00A0}000\u{00A0}000 de fichas")
        #expect(chips(1_000_001) == "1\u{00A0}000\u{00A0}001 fichas")
        #expect(chips(10_000) == "10\u{00A0}000 fichas")
        let en = Localizer(catalogs: catalogs, language: .en)
        #expect(en.text(Message("poker.bet.table.chips", .int(2_000_000), count: 2_000_000)) == "2,000,000 chips")
    }

    @Test func listsAreJoinedTheLanguagesWay() {
        #expect(Localizer(catalogs: catalogs, language: .en).list(["a", "b", "c"]) == "a, b and c")
        #expect(
            Localizer(catalogs: catalogs, language: .es).list(["oros", "copas", "espadas"]) == "oros, copas y espadas")
        #expect(Localizer(catalogs: catalogs, language: .ko).list(["금화", "컵", "검"]) == "금화, 컵, 검")
        #expect(Localizer(catalogs: catalogs, language: .en).alternatives(["real", "simple"]) == "real or simple")
        #expect(Localizer(catalogs: catalogs, language: .en).list(["alone"]) == "alone")
    }

    @Test func percentagesUseTheLanguagesDecimalSign() {
        #expect(Localizer(catalogs: catalogs, language: .en).percent(0.3846) == "38.5%")
        #expect(Localizer(catalogs: catalogs, language: .es).percent(0.3846).hasPrefix("38,5"))
    }

    @Test func everyCardHasNamesAndFaces() {
        for language in Language.allCases {
            for card in SpanishCard.deck {
                for key in [
                    "card.spanish.rank.\(card.rank)", "card.spanish.short.\(card.rank)",
                    "card.spanish.suit.\(card.suit.rawValue)",
                ] {
                    #expect(catalogs.tables[language]![key] != nil, "\(language) \(key)")
                }
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

extension String {
    fileprivate func replacingFirst(_ a: String, _ b: String) -> String {
        guard let r = range(of: a) else { return self }
        var copy = self
        copy.replaceSubrange(r, with: b)
        return copy
    }
    fileprivate func range(of needle: String) -> Range<Index>? {
        var i = startIndex
        while i < endIndex {
            if self[i...].hasPrefix(needle) { return i..<index(i, offsetBy: needle.count) }
            i = index(after: i)
        }
        return nil
    }
}

@Suite struct NumberTests {
    @Test func largeNumbersAreGroupedTheLanguagesWay() {
        let en = Localizer(catalogs: Repository.catalogs, language: .en)
        let es = Localizer(catalogs: Repository.catalogs, language: .es)
        #expect(en.number(649_740) == "649,740")
        #expect(es.number(133_784_560) == "133\u{A0}784\u{A0}560")
        #expect(en.number(1080) == "1,080")
        #expect(es.number(3591) == "3591", "Spanish writes four digits whole")
        #expect(en.number(999) == "999")
        #expect(en.number(-12_345) == "\u{2212}12,345")
        #expect(en.number(-5) == "\u{2212}5", "a minus sign, not a hyphen")
        #expect(en.text(Message("number.group")) == ",")
    }
}

@Suite struct SentenceTests {
    /// A message that starts with a pile's name reads as a sentence: capital first letter,
    /// where the language writes capitals; nested, the name stays lowercase.
    @Test func aLineStartsWithACapital() {
        let faceUp = Message(
            "klondike.refused.faceup", .message(Message("klondike.pile.stack", .int(6))), .int(1), .int(3), count: 1)
        let en = Localizer(catalogs: Repository.catalogs, language: .en)
        #expect(en.sentence(faceUp).hasPrefix("Stack 6 has only 1 face-up card"))
        #expect(en.text(faceUp).hasPrefix("stack 6"))
        let es = Localizer(catalogs: Repository.catalogs, language: .es)
        #expect(es.sentence(Message("klondike.pile.stack", .int(6))) == "La columna 6")
        let ko = Localizer(catalogs: Repository.catalogs, language: .ko)
        #expect(
            ko.sentence(Message("klondike.pile.waste")) == ko.text(Message("klondike.pile.waste")),
            "Korean keeps w as typed")
    }
}
