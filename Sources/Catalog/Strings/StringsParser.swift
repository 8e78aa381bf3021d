/// The reader behind `StringsFile`: one pass over the UTF-8 bytes, keeping comments and
/// lines. Every character that means something is ASCII, so the bytes of a key or a
/// value are cut at ASCII places and stay valid UTF-8.
struct StringsParser {
    private struct Comment {
        var text: String
        var startLine: Int
        var endLine: Int
        var isLineComment: Bool
    }

    private let bytes: [UInt8]
    private var at = 0
    private var line = 1
    private var pending: [Comment] = []
    /// Whether comments are kept (`file`); `table` reads past them without making their text.
    private let keepsComments: Bool

    init(_ text: String, keepsComments: Bool = true) {
        var bytes = Array(text.utf8)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        self.bytes = bytes
        self.keepsComments = keepsComments
    }

    /// Key → value (a repeated key's last value), read as `file` reads them, with the same
    /// errors at the same places, but without keeping comments, notes or lines: what a
    /// catalog's lookup needs, for the price of one pass.
    mutating func table() throws(StringsSyntaxError) -> [String: String] {
        var table: [String: String] = [:]
        let braced = try opening()
        while try !closing(braced: braced) {
            guard let key = try string() else { throw error(.expectedKey(found: found)) }
            let value = try value(of: key)
            advance()
            table[key] = value
        }
        return table
    }

    mutating func file() throws(StringsSyntaxError) -> [StringsFile.Item] {
        var items: [StringsFile.Item] = []
        let braced = try opening()
        while try !closing(braced: braced) {
            let keyLine = line
            guard let key = try string() else { throw error(.expectedKey(found: found)) }
            let comment = attachComment(to: keyLine, into: &items)
            let value = try value(of: key)
            let endLine = line
            advance()
            // Comments between the key and the ";" are kept as notes.
            items += pending.map { .note($0.text, line: $0.startLine) }
            pending = []
            var entry = StringsFile.Entry(key: key, value: value, comment: comment, line: keyLine)
            try skipTrivia()
            // A comment after the ";" on its line is the entry's, never the next one's.
            var trailing: String?
            if let first = pending.first, first.startLine == endLine {
                pending.removeFirst()
                if entry.comment == nil { entry.comment = first.text } else { trailing = first.text }
            }
            items.append(.entry(entry))
            if let trailing { items.append(.note(trailing, line: endLine)) }
        }
        items += pending.map { .note($0.text, line: $0.startLine) }
        return items
    }

    /// The file's start: what comes before its first entry, and an opening brace (true when
    /// the file is braced).
    private mutating func opening() throws(StringsSyntaxError) -> Bool {
        try skipTrivia()
        let braced = peek == UInt8(ascii: "{")
        if braced { advance() }
        return braced
    }

    /// Whether the entries end here: the file's end (a braced file must close first), or the
    /// closing brace of a braced file with nothing after it.
    private mutating func closing(braced: Bool) throws(StringsSyntaxError) -> Bool {
        try skipTrivia()
        guard let c = peek else {
            if braced { throw error(.expectedClosingBrace(found: "")) }
            return true
        }
        guard braced && c == UInt8(ascii: "}") else { return false }
        advance()
        try skipTrivia()
        if peek != nil { throw error(.expectedClosingBrace(found: found)) }
        return true
    }

    /// An entry's value after its key (`= "value"`; the key itself when there is none), up to
    /// the `;` that ends the entry, which is left to read.
    private mutating func value(of key: String) throws(StringsSyntaxError) -> String {
        try skipTrivia()
        var value = key
        if peek == UInt8(ascii: "=") {
            advance()
            try skipTrivia()
            guard let read = try string() else { throw error(.expectedValue(found: found)) }
            value = read
            try skipTrivia()
        } else if peek != UInt8(ascii: ";") {
            throw error(.expectedEquals(found: found))
        }
        guard peek == UInt8(ascii: ";") else { throw error(.expectedSemicolon(found: found)) }
        return value
    }

    /// The comment right above a key (merging a run of `//` lines); the others become notes.
    private mutating func attachComment(to keyLine: Int, into items: inout [StringsFile.Item]) -> String? {
        defer { pending = [] }
        guard let last = pending.last, last.endLine == keyLine || last.endLine == keyLine - 1 else {
            items += pending.map { .note($0.text, line: $0.startLine) }
            return nil
        }
        var first = pending.count - 1
        if last.isLineComment {
            while first > 0, pending[first - 1].isLineComment,
                pending[first - 1].endLine == pending[first].startLine - 1
            { first -= 1 }
        }
        items += pending[..<first].map { .note($0.text, line: $0.startLine) }
        return pending[first...].map(\.text).joined(separator: "\n")
    }

    // MARK: Characters

    private var peek: UInt8? { at < bytes.count ? bytes[at] : nil }

    /// The character at the reading place, for an error ("" at the end).
    private var found: String {
        guard at < bytes.count else { return "" }
        var end = at + 1
        while end < bytes.count, bytes[end] & 0xC0 == 0x80 { end += 1 }
        return String(decoding: bytes[at..<end], as: UTF8.self)
    }

    private mutating func advance() {
        let c = bytes[at]
        at += 1
        if c == UInt8(ascii: "\n") || (c == UInt8(ascii: "\r") && peek != UInt8(ascii: "\n")) {
            line += 1
        }
    }

    private func error(_ problem: StringsSyntaxError.Problem, at place: (line: Int, offset: Int)? = nil)
        -> StringsSyntaxError
    {
        let (errorLine, offset) = place ?? (line, at)
        var start = offset
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
        let column = String(decoding: bytes[start..<offset], as: UTF8.self).count + 1
        return StringsSyntaxError(problem, line: errorLine, column: column)
    }

    /// Spaces, line breaks (also U+2028, U+2029) and comments, which go to `pending`.
    private mutating func skipTrivia() throws(StringsSyntaxError) {
        while let c = peek {
            if c == 0x20 || (0x09...0x0D).contains(c) {
                advance()
            } else if c == 0xE2, at + 2 < bytes.count, bytes[at + 1] == 0x80,
                bytes[at + 2] == 0xA8 || bytes[at + 2] == 0xA9
            {
                at += 3
            } else if c == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "/") {
                let start = at + 2
                while let d = peek, d != UInt8(ascii: "\n"), d != UInt8(ascii: "\r") { at += 1 }
                if keepsComments {
                    pending.append(
                        Comment(
                            text: Self.trimmed(bytes[start..<at]), startLine: line, endLine: line, isLineComment: true))
                }
            } else if c == UInt8(ascii: "/"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "*") {
                let opening = (line: line, offset: at)
                advance()
                advance()
                let start = at
                while true {
                    guard let d = peek else { throw error(.unterminatedComment, at: opening) }
                    if d == UInt8(ascii: "*"), at + 1 < bytes.count, bytes[at + 1] == UInt8(ascii: "/") { break }
                    advance()
                }
                if keepsComments {
                    pending.append(
                        Comment(
                            text: Self.trimmed(bytes[start..<at]), startLine: opening.line, endLine: line,
                            isLineComment: false))
                }
                advance()
                advance()
            } else {
                return
            }
        }
    }

    private static func trimmed(_ slice: ArraySlice<UInt8>) -> String {
        String(decoding: slice, as: UTF8.self).trimmingWhitespaceAndNewlines()
    }

    // MARK: Strings

    private static func isBare(_ c: UInt8) -> Bool {
        switch c {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            true
        case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."),
            UInt8(ascii: "-"):
            true
        default: false
        }
    }

    /// A quoted or bare string at the reading place; nil when none starts there.
    private mutating func string() throws(StringsSyntaxError) -> String? {
        guard let c = peek else { return nil }
        if Self.isBare(c) {
            let start = at
            while let d = peek, Self.isBare(d) { at += 1 }
            return String(decoding: bytes[start..<at], as: UTF8.self)
        }
        guard c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") else { return nil }
        let opening = (line: line, offset: at)
        advance()
        var out: [UInt8] = []
        var runStart = at
        while true {
            guard let d = peek else { throw error(.unterminatedString, at: opening) }
            if d == c { break }
            if d == UInt8(ascii: "\\") {
                out += bytes[runStart..<at]
                let escape = (line: line, offset: at)
                advance()
                guard peek != nil else { throw error(.unterminatedString, at: opening) }
                out += try escaped(from: escape)
                runStart = at
            } else {
                advance()
            }
        }
        if runStart == opening.offset + 1 {
            // No escape: the characters between the quotes as they are.
            defer { advance() }
            return String(decoding: bytes[runStart..<at], as: UTF8.self)
        }
        out += bytes[runStart..<at]
        advance()
        return String(decoding: out, as: UTF8.self)
    }

    /// The character a backslash sequence stands for, as UTF-8 (the backslash is read).
    private mutating func escaped(from escape: (line: Int, offset: Int)) throws(StringsSyntaxError) -> [UInt8] {
        let c = bytes[at]
        advance()
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = Int(c - UInt8(ascii: "0"))
            for _ in 0..<2 {
                guard let d = peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(d) else { break }
                value = value * 8 + Int(d - UInt8(ascii: "0"))
                advance()
            }
            guard value < 0x80 else { throw error(.badEscape(sequence(from: escape.offset)), at: escape) }
            return [UInt8(value)]
        case UInt8(ascii: "U"):
            guard let unit = hexUnit() else { throw error(.badEscape(sequence(from: escape.offset)), at: escape) }
            // A surrogate makes no character alone, and Foundation's decoder refuses even a
            // pair (`\UD83D\UDE00`): a character beyond U+FFFF is written as itself.
            guard let scalar = Unicode.Scalar(unit) else {
                throw error(.badEscape(sequence(from: escape.offset)), at: escape)
            }
            return Array(String(scalar).utf8)
        case UInt8(ascii: "a"): return [0x07]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "v"): return [0x0B]
        default:
            // Any other character stands for itself (`\"`, `\\`, `\%`, `\é`).
            var out = [c]
            while let d = peek, d & 0xC0 == 0x80 {
                out.append(d)
                at += 1
            }
            return out
        }
    }

    /// One to four hex digits, as Foundation reads after `\U`.
    private mutating func hexUnit() -> UInt16? {
        var value: UInt16 = 0
        var digits = 0
        while digits < 4, let d = peek, let v = Self.hexValue(d) {
            value = value << 4 | UInt16(v)
            digits += 1
            advance()
        }
        return digits == 0 ? nil : value
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): c - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    private func sequence(from offset: Int) -> String {
        String(decoding: bytes[offset..<at], as: UTF8.self)
    }
}

extension String {
    func trimmingWhitespaceAndNewlines() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(scalars[first...last])
    }
}
