import TestSupport
import Testing

@testable import Catalog

@Suite struct PseudoLanguageTests {
    @Test func aMessageIsAccentedLengthenedAndBracketed() {
        #expect(PseudoLanguage.message("%1$d card left.") == "⟪%1$d çåååŕḋ ļëëëëḟţ.⟫")
        #expect(PseudoLanguage.message("Hmm") == "⟪Ĥṁṁ~~⟫", "no vowel: filler")
        #expect(PseudoLanguage.message("") == "")
        #expect(PseudoLanguage.message("%1$@ [%2$@]> ") == "%1$@ [%2$@]> ", "nothing to translate")
        #expect(PseudoLanguage.message("“%@”") == "“%@”")
    }

    @Test func specifiersBracesAndIndentationStay() {
        let out = PseudoLanguage.message("  • %2$@ takes %1$ld%% of %d{을/를} {a b}\nSecond line  ")
        #expect(out == "  ⟪• %2$@ ţåååķëëëš %1$ld%% öööḟ %d{을/를} {ååå ḃ}⟫\n⟪Šëëçööñḋ ļîîñëëë⟫  ")
        #expect(PseudoLanguage.message("50% off, 100%").contains("50% "), "a lone % is text")
    }

    @Test func wordListsAreAccentedOnly() {
        #expect(PseudoLanguage.words("tap,t") == "ţåṗ,ţ")
        #expect(PseudoLanguage.words("siete, 7.5,7½") == "šîëţë, 7.5,7½")
        #expect(PseudoLanguage.treatment(ofKey: "command.tap.aliases") == .words)
        #expect(PseudoLanguage.treatment(ofKey: "answer.yes.words") == .words)
        #expect(PseudoLanguage.treatment(ofKey: "language.en.names") == .words)
        #expect(PseudoLanguage.treatment(ofKey: "number.group.from") == .verbatim)
        #expect(PseudoLanguage.treatment(ofKey: "text.capitalize") == .verbatim)
        #expect(PseudoLanguage.treatment(ofKey: "language.plurals") == .verbatim)
        #expect(PseudoLanguage.treatment(ofKey: "language.name") == .message)
        #expect(PseudoLanguage.treatment(ofKey: "console.welcome") == .message)
    }

    @Test func accentsAreDistinctSingleLettersOfTheSameCase() {
        let accents = PseudoLanguage.accents
        #expect(accents.count == 52)
        #expect(Set(accents.values).count == 52)
        for (plain, accented) in accents {
            let a = Character(accented)
            let p = Character(plain)
            #expect(
                !a.isASCII && a.isLetter && a.isLowercase == p.isLowercase && a.isUppercase == p.isUppercase,
                "\(plain) → \(accented)")
        }
    }

    /// Over the whole English catalog: same specifiers, every letter of a message accented
    /// and inside brackets, at least 40% longer.
    @Test func theWholeEnglishCatalogBecomesPseudo() {
        let english = Repository.catalogs.tables[.en]!
        let pseudo = PseudoLanguage.table(from: english)
        #expect(pseudo.count == english.count)
        for (key, text) in english {
            let made = pseudo[key]!
            #expect(specifiers(made) == specifiers(text), "\(key)")
            switch PseudoLanguage.treatment(ofKey: key) {
            case .verbatim:
                #expect(made == text)
            case .words:
                #expect(made.split(separator: ",").count == text.split(separator: ",").count)
                #expect(!made.contains(where: { $0.isASCII && $0.isLetter }), "\(key): \(made)")
            case .message:
                var finder = PseudoLanguage.LeakFinder()
                let filled = Format.fill(made, Array(repeating: "0", count: 20))
                let leaks = filled.split(separator: "\n").flatMap { finder.leaks(in: String($0)) }
                #expect(leaks == [], "\(key): \(made)")
                let visible = { (s: String) in
                    Format.fill(s, Array(repeating: "", count: 20)).filter { $0 != "⟪" && $0 != "⟫" }
                }
                guard visible(text).contains(where: \.isLetter) else {
                    #expect(made == text, "\(key): nothing to translate")
                    continue
                }
                let length = { (s: String) in
                    visible(s).split(separator: "\n").reduce(0) { $0 + $1.trimmingCharacters(in: " ").count }
                }
                #expect(length(made) * 10 >= length(text) * 14, "\(key): \(text) → \(made)")
                #expect(
                    !Format.fill(made, Array(repeating: "", count: 20)).contains(where: { $0.isASCII && $0.isLetter }),
                    "\(key): \(made)")
            }
        }
    }

    @Test func theLeakFinderReadsAcrossLines() {
        var finder = PseudoLanguage.LeakFinder()
        #expect(finder.leaks(in: "⟪Ţĥë ⟪ķñîĝĥţ⟫ of⟫ cups, 7h A") == ["cups"])
        #expect(finder.leaks(in: "  ⟪åḃç ḋëḟ") == [])
        #expect(finder.leaks(in: "ĝĥî⟫ plain") == ["plain"])
        #expect(finder.leaks(in: "Qs") == ["Qs"])
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> Substring {
        let start = firstIndex { !set.contains($0) } ?? endIndex
        let end = lastIndex { !set.contains($0) }.map(index(after:)) ?? start
        return self[start..<Swift.max(start, end)]
    }
}
