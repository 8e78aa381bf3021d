/// Fills a catalog template with arguments already turned into text.
///
/// Understands `%@`, `%d`, `%i`, `%ld`, their positional forms (`%2$@`) and `%%`. Unlike
/// `String(format:)` it cannot misbehave when a translation's specifier disagrees with its
/// argument's type (undefined behaviour there): every argument arrives as text, and a
/// specifier with no argument is left as it is.
public enum Format {
    /// Text from outside the catalogs (what the player typed, a file name, an argument
    /// parser's message), safe to show: the one sanitizer every echo goes through. Control
    /// characters in caret notation (`^[` for ESC), C1 controls as U+FFFD, and the
    /// bidirectional controls that reorder what follows them (U+202A–U+202E, U+2066–U+2069,
    /// U+200E, U+200F, U+061C) as `<U+202E>`, so no escape sequence or reordering ever reaches
    /// the terminal raw. `keepingLines`: newlines and tabs stay (a message of several lines).
    public static func visible(_ text: String, keepingLines: Bool = false) -> String {
        func unsafe(_ scalar: Unicode.Scalar) -> Bool {
            let v = scalar.value
            if v == 0x0A || v == 0x09 { return !keepingLines }
            return v < 0x20 || (v >= 0x7F && v < 0xA0) || isBidiControl(v)
        }
        guard text.unicodeScalars.contains(where: unsafe) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            guard unsafe(scalar) else {
                out.unicodeScalars.append(scalar)
                continue
            }
            switch scalar.value {
            case 0..<0x20: out += "^" + String(UnicodeScalar(UInt8(scalar.value + 0x40)))
            case 0x7F: out += "^?"
            case 0x80..<0xA0: out += "\u{FFFD}"
            default: out += "<U+" + String(scalar.value, radix: 16, uppercase: true) + ">"
            }
        }
        return out
    }

    /// The bidirectional embeddings, overrides and isolates, and the invisible marks.
    static func isBidiControl(_ v: UInt32) -> Bool {
        (0x202A...0x202E).contains(v) || (0x2066...0x2069).contains(v) || v == 0x200E || v == 0x200F || v == 0x061C
    }

    /// A piece of a template: text (a `%%` is a `%`), or an argument's place.
    public enum Piece: Equatable, Sendable {
        case text(Substring)
        /// The argument's index (0-based), its specifier's type (`@`, `d`, …) and the
        /// specifier as written (shown when the argument is missing).
        case argument(index: Int, type: Character, written: Substring)
    }

    /// The pieces of a template in order: one reading shared by `fill` and whatever else
    /// needs to know where the arguments go.
    public static func pieces(_ template: String) -> [Piece] {
        var pieces: [Piece] = []
        scan(template) { pieces.append($0) }
        return pieces
    }

    static func fill(_ template: String, _ args: [String]) -> String {
        guard template.contains("%") else { return template }
        var out = ""
        out.reserveCapacity(template.utf8.count + 16)
        scan(template) { piece in
            switch piece {
            case .text(let text): out += text
            case .argument(let index, _, let written):
                out += args.indices.contains(index) ? args[index] : String(written)
            }
        }
        return out
    }

    private static func scan(_ template: String, _ emit: (Piece) -> Void) {
        var sequential = 0
        var text = template.startIndex  // where the text not yet given out starts
        var i = template.startIndex
        func flush(to end: String.Index) {
            if text < end { emit(.text(template[text..<end])) }
        }
        while i < template.endIndex {
            guard template[i] == "%" else {
                i = template.index(after: i)
                continue
            }
            var j = template.index(after: i)
            guard j < template.endIndex else { break }
            if template[j] == "%" {
                flush(to: i)
                emit(.text("%"))
                i = template.index(after: j)
                text = i
                continue
            }
            // Optional position: digits followed by "$".
            var digits = ""
            var k = j
            while k < template.endIndex, let d = template[k].wholeNumberValue, template[k].isASCII {
                digits.append(String(d))
                k = template.index(after: k)
            }
            var position: Int?
            if !digits.isEmpty, k < template.endIndex, template[k] == "$" {
                position = Int(digits)
                j = template.index(after: k)
            }
            // Length modifiers we accept and ignore.
            while j < template.endIndex, "lhqzjt".contains(template[j]) { j = template.index(after: j) }
            guard j < template.endIndex, "@dDiuUs".contains(template[j]) else {
                // Not a specifier: the `%` stays as text.
                i = template.index(after: i)
                continue
            }
            let index: Int
            if let position {
                index = position - 1
            } else {
                index = sequential
                sequential += 1
            }
            flush(to: i)
            emit(.argument(index: index, type: template[j], written: template[i...j]))
            i = template.index(after: j)
            text = i
        }
        flush(to: template.endIndex)
    }
}
