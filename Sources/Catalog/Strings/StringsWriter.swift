import Host

extension StringsFile {
    /// The file as text, read back by `StringsFile(text:)` as the same items: each entry's
    /// comment on the line above it, notes apart with a blank line after them.
    public var text: String {
        var out = ""
        var previousWasBare = false
        for item in items {
            switch item {
            case .note(let note, _):
                if previousWasBare { out += "\n" }
                out += "/* \(Self.commentBody(note)) */\n\n"
                previousWasBare = false
            case .entry(let entry):
                if let comment = entry.comment {
                    if previousWasBare { out += "\n" }
                    out += "/* \(Self.commentBody(comment)) */\n"
                }
                out += "\"\(Self.escaped(entry.key))\" = \"\(Self.escaped(entry.value))\";\n"
                if entry.comment != nil { out += "\n" }
                previousWasBare = entry.comment == nil
            }
        }
        return out
    }

    /// A comment cannot hold its own end.
    static func commentBody(_ text: String) -> String {
        var body = text
        while body.includes("*/") { body = body.replacingEvery("*/", with: "* /") }
        return body
    }

    /// A string between double quotes: backslash, quote, and control characters escaped.
    public static func escaped(_ text: String) -> String {
        var out = ""
        out.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    out += "\\U" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
