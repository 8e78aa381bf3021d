/// A `.strings` file read with its comments and line numbers, which Foundation's decoder
/// drops: what the catalog checker and `catalogs new` work from.
///
/// The syntax is the one Foundation reads (an old-style property list of strings):
/// `"key" = "value";` pairs, `/* … */` and `// …` comments, keys and values in double or
/// single quotes or bare (`[A-Za-z0-9_$/:.-]+`), `"key";` for a value equal to its key,
/// escapes `\n \t \r \" \' \\ \a \b \f \v`, `\UXXXX` (one to four hex digits, not a
/// surrogate) and octal `\101`; the whole may sit in `{ }`. UTF-8 (a byte-order mark is
/// skipped) or UTF-16 with its byte-order mark.
///
/// A comment belongs to the entry right under it: the last comment that ends on the line
/// before the entry (or on its line, before it); consecutive `//` lines make one comment.
/// Comments separated from the next entry by a blank line, or followed by another
/// comment, are notes (section headings), kept in `items` in their place. A comment after
/// an entry on the same line belongs to that entry when nothing is above it.
///
/// Stricter than Foundation where Foundation accepts what is surely a mistake: anything
/// that is not a key where one should start (Foundation silently drops the rest of the
/// file), a `/*` never closed (Foundation ignores the rest of the file), an octal escape
/// above `\177` (read in the NeXTSTEP encoding), `\U` without a hex digit (read as
/// U+0000). Like Foundation's decoder, it refuses a surrogate (even a pair, `\UD83D\UDE00`).
/// A repeated key is kept twice in `entries` (the checker reports it); `table` keeps the
/// last, as Foundation does. `\f` and `\v` are form feed and vertical tab (swift-foundation
/// in Swift 6.3 reads them as U+0012 and U+0011).
public struct StringsFile: Sendable, Equatable {
    public struct Entry: Sendable, Equatable {
        public var key: String
        public var value: String
        /// The comment that belongs to the entry, without `/*`, `*/`, `//` and the spaces around.
        public var comment: String?
        /// The line of the key (the first is 1).
        public var line: Int

        public init(key: String, value: String, comment: String? = nil, line: Int = 0) {
            self.key = key
            self.value = value
            self.comment = comment
            self.line = line
        }
    }

    public enum Item: Sendable, Equatable {
        /// A comment that belongs to no entry, at its line.
        case note(String, line: Int)
        case entry(Entry)
    }

    /// Notes and entries in the order of the file.
    public var items: [Item]

    public init(items: [Item]) { self.items = items }

    public var entries: [Entry] {
        items.compactMap { if case .entry(let entry) = $0 { entry } else { nil } }
    }

    /// Key → value; for a repeated key, its last value.
    public var table: [String: String] {
        var table: [String: String] = [:]
        for entry in entries { table[entry.key] = entry.value }
        return table
    }
}

/// Why a `.strings` file cannot be read, and where (line and column from 1; the column
/// counts characters).
public struct StringsSyntaxError: Error, Sendable, Hashable {
    public enum Problem: Sendable, Hashable {
        /// The bytes are not UTF-8 (nor UTF-16 with a byte-order mark).
        case notUTF8
        /// A quoted string that never ends; the line is where it starts.
        case unterminatedString
        /// A `/*` comment that never ends; the line is where it starts.
        case unterminatedComment
        /// Something else where a key was expected (the character found, or "" at the end).
        case expectedKey(found: String)
        /// Something else after a key where `=` or `;` was expected.
        case expectedEquals(found: String)
        /// Something else after `=` where a value was expected; `{`, `(` and `<` (a
        /// dictionary, a list, data) are not strings either.
        case expectedValue(found: String)
        /// Something else after a value where `;` was expected.
        case expectedSemicolon(found: String)
        /// A `{` with no `}` at the end, or text after the `}`.
        case expectedClosingBrace(found: String)
        /// A backslash sequence that makes no character: a surrogate (`\UD83D`: write a
        /// character beyond U+FFFF as itself), `\200` and above, `\U` without a hex digit.
        case badEscape(String)
    }

    public let problem: Problem
    public let line: Int
    public let column: Int

    public init(_ problem: Problem, line: Int, column: Int) {
        self.problem = problem
        self.line = line
        self.column = column
    }
}

extension StringsFile {
    /// Reads a file's bytes: UTF-8, or UTF-16 when it starts with a byte-order mark.
    public init(bytes: [UInt8]) throws(StringsSyntaxError) {
        try self.init(text: try Self.text(of: bytes))
    }

    /// Key → value of a file's bytes (a repeated key's last value): `StringsFile(bytes:).table`,
    /// the same errors included, without keeping comments and lines (what loading a catalog
    /// needs, in one pass).
    public static func table(bytes: [UInt8]) throws(StringsSyntaxError) -> [String: String] {
        var parser = StringsParser(try text(of: bytes), keepsComments: false)
        return try parser.table()
    }

    /// The text of a file's bytes, or where they stop being UTF-8.
    private static func text(of bytes: [UInt8]) throws(StringsSyntaxError) -> String {
        guard let text = decode(bytes) else {
            let valid = validUTF8Prefix(bytes)
            let before = String(decoding: bytes[..<valid], as: UTF8.self)
            let line = before.reduce(1) { $1 == "\n" || $1 == "\r\n" || $1 == "\r" ? $0 + 1 : $0 }
            let column = before.reversed().prefix { !($0 == "\n" || $0 == "\r\n" || $0 == "\r") }.count + 1
            throw StringsSyntaxError(.notUTF8, line: line, column: column)
        }
        return text
    }

    /// Reads the text of a file.
    public init(text: String) throws(StringsSyntaxError) {
        var parser = StringsParser(text)
        self.init(items: try parser.file())
    }

    static func decode(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard bytes.count % 2 == 0 else { return nil }
            let little = bytes[0] == 0xFF
            var units: [UInt16] = []
            units.reserveCapacity(bytes.count / 2 - 1)
            var k = 2
            while k < bytes.count {
                units.append(
                    little ? UInt16(bytes[k]) | UInt16(bytes[k + 1]) << 8 : UInt16(bytes[k]) << 8 | UInt16(bytes[k + 1])
                )
                k += 2
            }
            var scalars = String.UnicodeScalarView()
            var decoder = UTF16()
            var iterator = units.makeIterator()
            while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): scalars.append(scalar)
                case .emptyInput: return String(scalars)
                case .error: return nil
                }
            }
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? bytes.dropFirst(3) : bytes[...]
        return String(validating: body, as: UTF8.self)
    }

    private static func validUTF8Prefix(_ bytes: [UInt8]) -> Int {
        var decoder = UTF8()
        var iterator = bytes.makeIterator()
        var count = 0
        while case .scalarValue(let scalar) = decoder.decode(&iterator) { count += UTF8.width(scalar) }
        return min(count, bytes.count)
    }
}
