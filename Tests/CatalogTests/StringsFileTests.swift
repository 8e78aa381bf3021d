import CardKit
import TestSupport
import Testing

@testable import Catalog

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Foundation's reading of a `.strings` text, the reference for `StringsFile`.
private func foundation(_ text: String) -> [String: String]? {
    try? PropertyListDecoder().decode([String: String].self, from: Data(text.utf8))
}

private func parse(_ text: String) throws(StringsSyntaxError) -> StringsFile { try StringsFile(text: text) }

/// The error reading a text, which the catalogs' one-pass reading (`StringsFile.table`) must
/// give as well.
private func failure(_ text: String) -> StringsSyntaxError? {
    let quick: StringsSyntaxError?
    do {
        _ = try StringsFile.table(bytes: Array(text.utf8))
        quick = nil
    } catch { quick = error }
    do {
        _ = try parse(text)
        #expect(quick == nil, "the one-pass reading refuses \(text)")
        return nil
    } catch {
        #expect(quick == error, "the one-pass reading: \(String(describing: quick)) for \(text)")
        return error
    }
}

@Suite struct StringsFileTests {
    /// The shipped catalogs read the same as Foundation reads them, key for key.
    @Test(arguments: ["en", "es", "ko"])
    func shippedCatalogsReadAsFoundationReadsThem(code: String) throws {
        // A file per game and per concern (the slice layout): each of them.
        let folder = "\(Repository.localizations)/\(code).lproj"
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".strings") }
        #expect(names.count > 3, "\(folder) holds its catalogs")
        for name in names {
            let bytes = try #require(FileManager.default.contents(atPath: folder + "/" + name))
            let file = try StringsFile(bytes: [UInt8](bytes))
            let reference = try PropertyListDecoder().decode([String: String].self, from: bytes)
            #expect(file.entries.count == reference.count, "no key read twice in \(name)")
            #expect(file.table == reference, "\(name)")
            #expect(try StringsFile.table(bytes: [UInt8](bytes)) == reference, "\(name), in one pass")
        }
    }

    /// Random files (keys and values with escapes, quotes of both kinds, bare words,
    /// comments of both kinds, odd spacing) read the same as Foundation reads them.
    @Test func randomFilesReadAsFoundationReadsThem() throws {
        var rng = SeededRNG(seed: 17)
        for round in 0..<300 {
            let (text, expected) = randomFile(&rng)
            let file = try parse(text)
            #expect(file.table == expected, "round \(round): \(text)")
            #expect(try StringsFile.table(bytes: Array(text.utf8)) == expected, "round \(round), in one pass")
            #expect(foundation(text) == expected, "round \(round): Foundation disagrees with the generator: \(text)")
        }
    }

    /// What both readers refuse; `StringsFile` also says where.
    @Test func malformedFilesAreRefusedWithTheirLine() {
        let cases: [(String, StringsSyntaxError)] = [
            (
                "\"a\" = \"b\";\n\"c\" = \"d\"\n\"e\" = \"f\";\n",
                .init(.expectedSemicolon(found: "\""), line: 3, column: 1)
            ),
            ("\"a\" = \"b\";\n\"c\" = \"d;\n", .init(.unterminatedString, line: 2, column: 7)),
            ("\"a\" \"b\";", .init(.expectedEquals(found: "\""), line: 1, column: 5)),
            ("\"a\" = ;", .init(.expectedValue(found: ";"), line: 1, column: 7)),
            ("/* x */\n\"a\" = { \"b\" = \"c\"; };", .init(.expectedValue(found: "{"), line: 2, column: 7)),
            ("\"a\" = (\"b\");", .init(.expectedValue(found: "("), line: 1, column: 7)),
            ("\"a\" = <0fbd>;", .init(.expectedValue(found: "<"), line: 1, column: 7)),
            ("\"한\" = \"국\" x;", .init(.expectedSemicolon(found: "x"), line: 1, column: 11)),
            ("\"a\" = \"b\"", .init(.expectedSemicolon(found: ""), line: 1, column: 10)),
            ("{ \"a\" = \"b\";", .init(.expectedClosingBrace(found: ""), line: 1, column: 13)),
            ("\"a\" = \"\\", .init(.unterminatedString, line: 1, column: 7)),
        ]
        for (text, expected) in cases {
            #expect(failure(text) == expected, "\(text)")
            #expect(foundation(text) == nil, "Foundation reads \(text)")
        }
    }

    /// Files Foundation reads without complaint while losing or mangling text; refused here.
    @Test func whatFoundationLetsPassIsRefused() {
        let cases: [(String, StringsSyntaxError)] = [
            // Foundation stops at the first thing that is not a key and keeps what came before.
            ("\"a\" = \"b\";\n} \"c\" = \"d\";", .init(.expectedKey(found: "}"), line: 2, column: 1)),
            ("\"a\" = \"b\";;\n\"c\" = \"d\";", .init(.expectedKey(found: ";"), line: 1, column: 11)),
            ("\"a\" = \"b\";\n¿\"c\" = \"d\";", .init(.expectedKey(found: "¿"), line: 2, column: 1)),
            // Foundation takes the rest of the file as the comment.
            ("\"a\" = \"b\";\n/* note\n\"c\" = \"d\";", .init(.unterminatedComment, line: 2, column: 1)),
            // Foundation reads a byte above \177 in the NeXTSTEP encoding.
            ("\"a\" = \"\\351\";", .init(.badEscape("\\351"), line: 1, column: 8)),
        ]
        for (text, expected) in cases {
            #expect(failure(text) == expected, "\(text)")
            let theirs = foundation(text)
            #expect(
                theirs == nil || theirs!.count < 2 || text.contains("\\351"), "Foundation keeps everything of \(text)")
        }
        // \U with no digit (Foundation reads U+0000).
        #expect(failure("\"a\" = \"\\Uxyz\";") == .init(.badEscape("\\U"), line: 1, column: 8))
        // Surrogates, which Foundation's decoder refuses too (a lone one used to stop the program).
        for (text, sequence) in [("\"a\" = \"x\\UD83D\\UDE00\";", "\\UD83D"), ("\"a\" = \"x\\UDC00\";", "\\UDC00")] {
            #expect(failure(text) == .init(.badEscape(sequence), line: 1, column: 9))
            #expect(foundation(text) == nil)
        }
    }

    @Test func notUTF8IsRefusedAtItsLine() throws {
        let bytes = Array("\"a\" = \"b\";\n\"c\" = \"".utf8) + [0xFF] + Array("\";".utf8)
        #expect(throws: StringsSyntaxError(.notUTF8, line: 2, column: 8)) { try StringsFile(bytes: bytes) }
        let bom = [0xEF, 0xBB, 0xBF] + Array("\"a\" = \"b\";".utf8)
        #expect(try StringsFile(bytes: bom).table == ["a": "b"])
        var utf16: [UInt8] = [0xFF, 0xFE]
        for unit in "\"ключ\" = \"значение 😀\";".utf16 { utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        #expect(try StringsFile(bytes: utf16).table == ["ключ": "значение 😀"])
        #expect(throws: StringsSyntaxError.self) { try StringsFile(bytes: [0xFE, 0xFF, 0xD8, 0x00]) }
    }

    @Test func escapesMakeTheirCharacters() throws {
        let file = try parse(#""k" = "q\" b\\ n\n t\t r\r a\a b\b f\f v\v o\101\60 u\U00e9\U0041 h\U20ac! x\% é\é 😀";"#)
        #expect(file.table["k"] == "q\" b\\ n\n t\t r\r a\u{7} b\u{8} f\u{C} v\u{B} oA0 uéA h€! x% éé 😀")
        #expect(try parse("'single' = 'it\\'s \"q\"';").table == ["single": "it's \"q\""])
        #expect(
            try parse("bare.key-1/x:y$_ = value;\n\"short\";").table == ["bare.key-1/x:y$_": "value", "short": "short"])
        #expect(try parse("{ \"a\" = \"b\"; }\n").table == ["a": "b"])
        #expect(try parse("").items.isEmpty)
        #expect(try parse("/* only a note */").items == [.note("only a note", line: 1)])
    }

    @Test func commentsBelongToTheEntryUnderThem() throws {
        let text = """
            /* ── Section ── */

            /* The game's name. */
            "a" = "A";
            "b" = "B"; // after b
            // two line
            // comment
            "c" = "C";
            /* a heading */
            /* c's own */
            "d" = "D";
            /* far */

            "e" = "E"; /* trailing, but e has none above */
            /* above f */ "f" = "F"; /* after f, f has one */
            "g" = "G";
            /* last words */
            """
        let file = try parse(text)
        #expect(
            file.items == [
                .note("── Section ──", line: 1),
                .entry(.init(key: "a", value: "A", comment: "The game's name.", line: 4)),
                .entry(.init(key: "b", value: "B", comment: "after b", line: 5)),
                .entry(.init(key: "c", value: "C", comment: "two line\ncomment", line: 8)),
                .note("a heading", line: 9),
                .entry(.init(key: "d", value: "D", comment: "c's own", line: 11)),
                .note("far", line: 12),
                .entry(.init(key: "e", value: "E", comment: "trailing, but e has none above", line: 14)),
                .entry(.init(key: "f", value: "F", comment: "above f", line: 15)),
                .note("after f, f has one", line: 15),
                .entry(.init(key: "g", value: "G", comment: nil, line: 16)),
                .note("last words", line: 17),
            ])
    }

    @Test func repeatedKeysAreKeptAndTheLastWins() throws {
        let file = try parse("\"a\" = \"1\";\n\"a\" = \"2\";")
        #expect(file.entries.map(\.line) == [1, 2])
        #expect(file.table == ["a": "2"])
        #expect(foundation("\"a\" = \"1\";\n\"a\" = \"2\";") == ["a": "2"])
    }

    /// What the writer writes reads back as the same items, and as the same table in Foundation.
    @Test func writtenFilesReadBack() throws {
        let english = try StringsFile(
            bytes: [UInt8](
                FileManager.default.contents(atPath: Repository.localizations + "/en.lproj/Console.strings")!))
        #expect(try StringsFile(text: english.text).items.map(\.withoutLine) == english.items.map(\.withoutLine))
        let odd = StringsFile(items: [
            .note("a */ note", line: 0),
            .entry(
                .init(
                    key: "k\"\\", value: "line\nnext\ttab\r\u{1}\u{7F}\"quoted\" /* not a comment */ ½",
                    comment: "has */ inside")),
            .entry(.init(key: "bare", value: "", comment: nil)),
            .entry(.init(key: "x", value: "y", comment: "multi\nline")),
        ])
        let back = try StringsFile(text: odd.text)
        #expect(back.entries.map(\.key) == odd.entries.map(\.key))
        #expect(back.entries.map(\.value) == odd.entries.map(\.value))
        #expect(back.entries.map(\.comment) == ["has * / inside", nil, "multi\nline"])
        #expect(foundation(odd.text) == odd.table)
    }

    /// Bytes of a real catalog, changed at random places: whatever `StringsFile` reads,
    /// Foundation reads the same way; what it refuses, it refuses at a line of the file.
    @Test func mutatedCatalogsReadAsFoundationReadsThemOrAreRefusedAtALine() throws {
        let english = try #require(
            FileManager.default.contents(atPath: Repository.localizations + "/en.lproj/Console.strings"))
        let lines = String(decoding: english, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        let sample = Array(lines.prefix(60).joined(separator: "\n").utf8)
        let inserts: [[UInt8]] = [
            "\"", ";", "=", "\\", "/", "*", "/*", "//", "\n", "{", "}", "'", "\\U", "\\1", "é", "x",
        ].map { Array($0.utf8) }
        var rng = SeededRNG(seed: 2024)
        var accepted = 0
        var refused = 0
        for _ in 0..<1000 {
            var bytes = sample
            for _ in 0..<(1 + rng.below(3)) {
                let at = rng.below(bytes.count)
                switch rng.below(3) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(contentsOf: inserts[rng.below(inserts.count)], at: at)
                default: bytes[at] = inserts[rng.below(inserts.count)][0]
                }
            }
            do {
                let file = try StringsFile(bytes: bytes)
                accepted += 1
                // The catalogs' one-pass reading gives the same table.
                #expect(try StringsFile.table(bytes: bytes) == file.table)
                let text = String(decoding: bytes, as: UTF8.self)
                guard !text.contains("\\f"), !text.contains("\\v") else { continue }  // read differently on purpose
                let theirs = try? PropertyListDecoder().decode([String: String].self, from: Data(bytes))
                #expect(theirs == file.table, "\(text)")
            } catch {
                refused += 1
                let count = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
                #expect((1...count).contains(error.line) && error.column >= 1, "\(error)")
                // … and the same error at the same place.
                #expect(throws: error) { try StringsFile.table(bytes: bytes) }
            }
        }
        #expect(accepted > 100 && refused > 100, "both kinds were tried: \(accepted) read, \(refused) refused")
    }

    // MARK: Random files

    private func randomFile(_ rng: inout SeededRNG) -> (String, [String: String]) {
        var text = rng.coin() ? "" : "/* header */\n"
        var expected: [String: String] = [:]
        for index in 0..<(1 + rng.below(12)) {
            let key = "k\(index)." + randomWord(&rng)
            let (keyText, _) =
                rng.below(4) == 0 && key.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == ".") })
                ? (key, key) : quoted(key, &rng)
            let value = randomValue(&rng)
            let space = [" ", "", "\t", "\n", "  /* c */ ", " // c\n"][rng.below(6)]
            text +=
                keyText + space + "=" + [" ", "", "\n"][rng.below(3)] + quoted(value, &rng).0
                + [";", " ;", ";\n"][rng.below(3)]
            text += ["\n", "\n\n", " ", "\r\n", " // trailing\n", "\n/* note */\n"][rng.below(6)]
            expected[key] = value
        }
        return (text, expected)
    }

    private func randomWord(_ rng: inout SeededRNG) -> String {
        let letters = Array("abcxyz019_")
        return String((0..<(1 + rng.below(8))).map { _ in letters[rng.below(letters.count)] })
    }

    private func randomValue(_ rng: inout SeededRNG) -> String {
        let pieces = [
            "a", "Z", " ", "%1$@", "%d", "%%", "{을/를}", "ñ", "½", "♠", "한국어", "😀", "\"", "'", "\\", "\n", "\t", "/*",
            "*/", "//", ";", "=", "é",
        ]
        return (0..<rng.below(10)).map { _ in pieces[rng.below(pieces.count)] }.joined()
    }

    /// The text between quotes of either kind, escaped in one of the ways Foundation reads.
    private func quoted(_ text: String, _ rng: inout SeededRNG) -> (String, String) {
        let quote: Character = rng.coin() ? "\"" : "'"
        var out = String(quote)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"" where quote == "\"", "'" where quote == "'": out += "\\" + String(scalar)
            case "\n": out += rng.coin() ? "\\n" : "\n"
            case "\t": out += rng.coin() ? "\\t" : "\t"
            case "é": out += ["é", "\\U00e9", "\\U00E9", "\\é"][rng.below(4)]
            case "A"..."Z": out += rng.below(5) == 0 ? "\\" + String(format8: scalar) : String(scalar)
            default: out.unicodeScalars.append(scalar)
            }
        }
        out.append(quote)
        return (out, text)
    }
}

extension String {
    /// The octal escape body of an ASCII scalar (`A` → `101`).
    fileprivate init(format8 scalar: Unicode.Scalar) { self = String(scalar.value, radix: 8) }
}
