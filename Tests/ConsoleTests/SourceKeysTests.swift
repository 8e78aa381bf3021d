import CardKit
import Klondike
import Registry
import SieteYMedia
import StudPoker
import TableKit
import TestSupport
import Testing

@testable import Catalog

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The catalog keys written in the Swift sources exist in English (and so, through the
/// catalogs' own parity check, in every language).
///
/// Every string literal of the sources that looks like a key (`word.word…`, a lowercase start)
/// is read. A literal without interpolation is a key English has (or a plural key's base), or
/// one of the few other things that look like keys, each recognised by what is written
/// around it: the prefix of a choice's words (`prefix: "klondike.auto"`), a lesson's key
/// (`lesson.<key>.title`), a rules section's text key, a yes/no answer's list, a file name,
/// a command id. A literal built by interpolation (`"poker.category.\(id)"`) must match at
/// least one English key with its fixed parts; the families whose values are known are
/// enumerated (the games' declared texts, the languages, the colour choices, the Spanish
/// cards) and each value checked.
@Suite struct SourceKeysTests {
    /// A string literal of the sources: its text with each interpolation as `\u{1}`.
    struct Literal {
        var text: String
        var file: String
        var line: Int
        /// The line before it and its own, up to the literal.
        var before: String
        var interpolated: Bool { text.contains("\u{1}") }
        var place: String { "\(file):\(line)" }
    }

    static let english: [String: String] = Repository.catalogs.table(.en) ?? [:]

    /// The Swift files under Sources, by path from the repository root.
    static func sources() -> [(path: String, text: String)] {
        let root = Repository.root
        let enumerator = FileManager.default.enumerator(atPath: root + "/Sources")
        var found: [(String, String)] = []
        while let path = enumerator?.nextObject() as? String {
            guard path.hasSuffix(".swift"),
                let text = try? String(contentsOfFile: root + "/Sources/" + path, encoding: .utf8)
            else { continue }
            found.append(("Sources/" + path, text))
        }
        return found.sorted { $0.0 < $1.0 }
    }

    /// The string literals of a Swift text (comments and multi-line strings left out), with
    /// nested literals inside interpolations read as literals of their own.
    static func literals(in text: String, file: String) -> [Literal] {
        let chars = Array(text)
        var found: [Literal] = []
        var line = 1
        var lineStart = 0
        var previousLineStart = 0
        var i = 0
        /// Reads the literal that opens at `start` (its `"`); returns its text and the index
        /// after its closing quote.
        func read(_ start: Int) -> (String, Int) {
            var j = start + 1
            var text = ""
            while j < chars.count, chars[j] != "\"", chars[j] != "\n" {
                if chars[j] == "\\", j + 1 < chars.count {
                    if chars[j + 1] == "(" {
                        var depth = 1
                        j += 2
                        while j < chars.count, depth > 0, chars[j] != "\n" {
                            if chars[j] == "\"" {
                                let (inner, next) = read(j)
                                found.append(literal(inner, at: j))
                                j = next
                                continue
                            }
                            if chars[j] == "(" { depth += 1 }
                            if chars[j] == ")" { depth -= 1 }
                            j += 1
                        }
                        text.append("\u{1}")
                        continue
                    }
                    text.append(chars[j])
                    text.append(chars[j + 1])
                    j += 2
                    continue
                }
                text.append(chars[j])
                j += 1
            }
            return (text, j + 1)
        }
        func literal(_ text: String, at index: Int) -> Literal {
            Literal(
                text: text, file: file, line: line, before: String(chars[previousLineStart..<index]))
        }
        while i < chars.count {
            let c = chars[i]
            if c == "\n" {
                line += 1
                previousLineStart = lineStart
                lineStart = i + 1
                i += 1
            } else if c == "/", i + 1 < chars.count, chars[i + 1] == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
            } else if c == "/", i + 1 < chars.count, chars[i + 1] == "*" {
                i += 2
                while i + 1 < chars.count, !(chars[i] == "*" && chars[i + 1] == "/") {
                    if chars[i] == "\n" {
                        line += 1
                        previousLineStart = lineStart
                        lineStart = i + 1
                    }
                    i += 1
                }
                i += 2
            } else if c == "\"", i + 2 < chars.count, chars[i + 1] == "\"", chars[i + 2] == "\"" {
                // A multi-line string: prose, never a key.
                i += 3
                while i + 2 < chars.count, !(chars[i] == "\"" && chars[i + 1] == "\"" && chars[i + 2] == "\"") {
                    if chars[i] == "\n" {
                        line += 1
                        previousLineStart = lineStart
                        lineStart = i + 1
                    }
                    i += 1
                }
                i += 3
            } else if c == "\"" {
                let (text, next) = read(i)
                found.append(literal(text, at: i))
                i = next
            } else {
                i += 1
            }
        }
        return found
    }

    /// Whether a literal's text looks like a catalog key: lowercase first, parts joined by
    /// dots (an interpolation may stand for parts, or end one).
    static func looksLikeKey(_ text: String) -> Bool {
        guard let first = text.first, first.isLowercase, first.isASCII, text.contains("."),
            !text.hasSuffix("."), !text.contains("..")
        else { return false }
        let head = text.prefix { $0 != "\u{1}" }
        guard head.contains(".") || !text.contains("\u{1}") else { return false }
        return text.allSatisfy { ($0.isASCII && ($0.isLetter || $0.isNumber)) || $0 == "." || $0 == "\u{1}" }
    }

    static func isKey(_ key: String) -> Bool {
        english[key] != nil || english["\(key).other"] != nil || LanguageDeclaration.optionalKeys.contains(key)
    }

    /// Why a key-like literal that is no key is fine, or nil.
    static func explained(_ literal: Literal) -> String? {
        let text = literal.text
        let before = literal.before.filter { !$0.isWhitespace }
        if text.hasSuffix(".json") { return "file" }
        if before.hasSuffix("CommandID(") || before.hasSuffix("CodingUserInfoKey(rawValue:") { return "id" }
        if before.hasSuffix("prefix:") {
            return english.keys.contains { $0.hasPrefix(text + ".") && $0.hasSuffix(".words") } ? "choice" : nil
        }
        if before.hasSuffix("Lesson(") || before.hasSuffix("taughtIn:") {
            return isKey("lesson.\(text).title") ? "lesson" : nil
        }
        if before.hasSuffix("LessonTerm(") { return isKey("lesson.term.\(text)") ? "term" : nil }
        if before.hasSuffix("textKey:") {
            return english.keys.contains { $0.hasSuffix(".rules.\(text)") } ? "rules" : nil
        }
        if before.contains("isAnswer(") { return isKey(text + ".words") ? "answer" : nil }
        return nil
    }

    /// An interpolated literal as a pattern: each interpolation any run of key characters.
    static func matches(_ pattern: String, _ key: String) -> Bool {
        let parts = pattern.split(separator: "\u{1}", omittingEmptySubsequences: false).map(String.init)
        guard key.hasPrefix(parts[0]) else { return false }
        var rest = Substring(key.dropFirst(parts[0].count))
        for (n, part) in parts.enumerated().dropFirst() {
            if n == parts.count - 1 { return part.isEmpty ? true : rest.hasSuffix(part) }
            if part.isEmpty { continue }
            guard let found = rest.range(of: part) else { return false }
            rest = rest[found.upperBound...]
        }
        return rest.isEmpty
    }

    static let all: [Literal] = sources().flatMap { literals(in: $0.text, file: $0.path) }.filter {
        looksLikeKey($0.text)
    }

    @Test func theScannerReadsLiteralsAsSwiftWritesThem() {
        let text = """
            let a = Message("a.b", .int(1)) // "not.this"
            /* "nor.this" */ x.text("c.\\(id ? "d.e" : "f").g")
            """
        let found = Self.literals(in: text, file: "T.swift").map(\.text)
        #expect(found == ["a.b", "d.e", "f", "c.\u{1}.g"])
        #expect(Self.matches("poker.category.\u{1}", "poker.category.flush"))
        #expect(Self.matches("klondike.nowhere.empty\u{1}", "klondike.nowhere.empty"))
        #expect(!Self.matches("poker.category.\u{1}.x", "poker.category.flush"))
        #expect(Self.matches("poker.house.set.\u{1}\u{1}", "poker.house.set.korean.later"))
    }

    /// Every literal key is in English, or explained by what is written around it.
    @Test func everyLiteralKeyIsInEnglish() {
        let plain = Self.all.filter { !$0.interpolated }
        var keys: Set<String> = []
        var explained: Set<String> = []
        for literal in plain {
            if Self.isKey(literal.text) {
                keys.insert(literal.text)
            } else if Self.explained(literal) != nil {
                explained.insert(literal.text)
            } else {
                Issue.record("\(literal.place): “\(literal.text)” is no key of English")
            }
        }
        #expect(keys.count > 800, "\(keys.count) literal keys")
        print("source keys: \(keys.count) literal keys found in English, \(explained.count) other literals explained")
    }

    /// Every interpolated key matches at least one English key by its fixed parts.
    @Test func everyInterpolatedKeyMatchesAnEnglishKey() {
        let patterns = Set(Self.all.filter(\.interpolated).map(\.text))
        let keys = Array(Self.english.keys)
        for literal in Self.all where literal.interpolated {
            if !keys.contains(where: { Self.matches(literal.text, $0) }) {
                Issue.record(
                    "\(literal.place): “\(literal.text.replacingOccurrences(of: "\u{1}", with: "\\(…)"))” matches no key"
                )
            }
        }
        print("source keys: \(patterns.count) interpolated keys match English keys")
    }

    /// The games' families whose values are the engines' own or a command's choices: every
    /// hand category, variant, street, rank, house rule, bank mode, draw mode and play mode,
    /// siete y media's outcomes, Set's attribute values.
    static func gameFamilies() -> [String] {
        var keys: [String] = []
        for category in HandCategory.allCases {
            keys += ["poker.category.\(category.id)", "poker.describe.\(category.id)"]
        }
        for variant in StudPoker.Variant.allCases {
            keys += ["poker.variant.\(variant.rawValue)", "poker.variant.\(variant.rawValue).title"]
            var cards = 0
            keys += ["poker.street.name.0", "poker.street.title.0"]
            for (n, street) in variant.streets.enumerated() {
                cards += street.count
                keys += [
                    "poker.street.\(variant.rawValue).\(n + 1)", "poker.street.name.\(cards)",
                    "poker.street.title.\(cards)",
                ]
            }
        }
        for rank in 2...14 { keys += ["poker.rank.one.\(rank)", "poker.rank.plural.\(rank)"] }
        for rule in HouseRule.allCases {
            keys += [
                "poker.house.current.\(rule.rawValue)", "poker.house.same.\(rule.rawValue)",
                "poker.house.set.\(rule.rawValue)", "poker.house.set.\(rule.rawValue).later",
            ]
        }
        for mode in SieteYMedia.BankMode.allCases {
            keys += ["siete.started.\(mode.rawValue)", "siete.bankmode.\(mode.rawValue)"]
        }
        for mode in Klondike.DrawMode.allCases { keys.append("klondike.mode.\(mode.rawValue)") }
        // What each seat did (and the player's own wording of it).
        for decision in Decision.allCases { keys.append("poker.acted.\(decision.rawValue)") }
        // A king goes to an empty stack, another card on a stack; `.also` after another reason.
        for also in ["", ".also"] { keys += ["klondike.nowhere.empty\(also)", "klondike.nowhere.stack\(also)"] }
        for choice in ["stand", "hit"] {
            keys += ["siete.coach.odds.\(choice).better", "siete.coach.odds.\(choice).worse"]
        }
        // The outcomes a hand of siete y media ends in, as the status line names them.
        for phase in [SieteYMedia.Phase.playerWins, .playerLoses, .draw] {
            keys.append("siete.status.\(phase.rawValue)")
        }
        // Set's attributes by the names of their values.
        let values =
            SetCard.Shape.allCases.map { "set.shape.\($0)" } + SetCard.Shading.allCases.map { "set.shading.\($0)" }
            + SetCard.Shading.allCases.map { "set.shading.\($0).noun" }
            + SetCard.Colour.allCases.flatMap { ["set.colour.\($0)", "set.colour.\($0).label"] }
        keys += values
        for attribute in ["number", "shape", "shading", "colour"] {
            keys += ["set.why.\(attribute).same", "set.why.\(attribute).different"]
        }
        // The play modes are the values of each game's mode command.
        let choices = Registry.games.tables.flatMap { $0.commands }.compactMap { spec -> (String, [String])? in
            guard case .choice(let prefix, let values) = spec.argument.kind else { return nil }
            return (prefix, values)
        }
        for (prefix, values) in choices where prefix == "poker.mode" || prefix == "siete.mode" {
            for value in values {
                keys += ["\(prefix).current.\(value)", "\(prefix).same.\(value)"]
                if prefix == "poker.mode" { keys.append("poker.mode.set.\(value)") }
            }
        }
        return keys
    }

    /// The families whose values are known, each value in English.
    @Test func theEnumeratedFamiliesAreInEnglish() {
        var wanted: [String] = Registry.games.declaredTexts.map(\.key)
        for language in Language.allCases {
            wanted += ["language.\(language.rawValue).name", "language.\(language.rawValue).names"]
        }
        for choice in ["always", "never", "auto"] {
            wanted += ["color.choice.\(choice).name", "color.choice.\(choice).words", "completion.color.\(choice)"]
        }
        for rank in SpanishCard.ranks { wanted += ["card.spanish.rank.\(rank)", "card.spanish.short.\(rank)"] }
        for suit in SpanishSuit.allCases { wanted.append("card.spanish.suit.\(suit.rawValue)") }
        wanted += Self.gameFamilies()
        let alternatives = Dictionary(
            Registry.games.declaredTexts.map { ($0.key, $0.alternatives) }, uniquingKeysWith: { $0 + $1 })
        for key in wanted where !Self.isKey(key) && !(alternatives[key] ?? []).contains(where: Self.isKey) {
            Issue.record("\(key) is not in English")
        }
        // Each enumerated family is one the sources build.
        let patterns = Set(Self.all.filter(\.interpolated).map(\.text))
        for family in [
            "language.\u{1}.name", "color.choice.\u{1}.words", "card.spanish.rank.\u{1}", "poker.category.\u{1}",
            "poker.street.\u{1}.\u{1}", "siete.started.\u{1}", "klondike.mode.\u{1}",
        ] {
            #expect(patterns.contains(family), "\(family)")
        }
        let covered = patterns.filter { pattern in wanted.contains { Self.matches(pattern, $0) } }
        for pattern in patterns.subtracting(covered).sorted() {
            print("source keys: not enumerated: \(pattern.replacingOccurrences(of: "\u{1}", with: "\\(…)"))")
        }
        print(
            "source keys: \(Set(wanted).count) enumerated keys; \(covered.count) of \(patterns.count) interpolated keys enumerated"
        )
    }
}
