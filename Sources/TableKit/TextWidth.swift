import Host

/// Display width: how many terminal columns a text takes (Hangul two, ♠ and ñ one).
public enum TextWidth {
    private static let ready: Bool = {
        Platform.adoptUTF8LocaleIfUnset()
        return true
    }()

    /// Colour sequences (`ESC [ … m`) take no columns.
    public static func columns(_ text: String) -> Int {
        _ = ready
        var total = 0
        var inEscape = false
        for scalar in text.unicodeScalars {
            if inEscape {
                if (0x40...0x7E).contains(scalar.value) && scalar != "[" { inEscape = false }
                continue
            }
            if scalar == "\u{1B}" {
                inEscape = true
                continue
            }
            if let w = Platform.columns(of: scalar) {
                total += w
                continue
            }
            total += fallbackColumns(scalar)
        }
        return total
    }

    /// Breaks a line between words so that no piece is wider than `width`; pieces after
    /// the first keep the line's indentation (and hang under the text of a "• " item or of
    /// a numbered one, "12. "). A word wider than the line is left whole.
    public static func wrap(_ line: String, width: Int) -> [String] {
        guard columns(line) > width else { return [line] }
        let lead = line.prefix { $0 == " " }.count
        let body = line.dropFirst(lead)
        let digits = body.prefix { $0.isASCII && $0.isNumber }.count
        let numbered = digits > 0 && body.dropFirst(digits).hasPrefix(". ") ? digits + 2 : 0
        let indent = String(repeating: " ", count: lead + (body.hasPrefix("• ") ? 2 : numbered))
        var pieces: [String] = []
        var current = String(repeating: " ", count: lead)
        var started = false
        let words = keepingQuotesWhole(body.split(separator: " "), width: width - indent.count)
        for word in keepingNumbersWithTheirWords(words, width: width - indent.count) {
            if !started {
                current += word
                started = true
                continue
            }
            let candidate = current + " " + word
            if columns(candidate) <= width {
                current = candidate
            } else {
                pieces.append(current)
                current = indent + word
            }
        }
        pieces.append(current)
        return pieces
    }

    /// The words of a line, with a quoted command and its arguments (“move 7 6”, «mover 7 6»,
    /// ‘옮기기 7 6’) kept as one word, so that a line never breaks inside what is to be typed.
    static func keepingQuotesWhole(_ words: [Substring], width: Int) -> [Substring] {
        let pairs: [Character: Character] = ["“": "”", "«": "»", "‘": "’"]
        var out: [Substring] = []
        var i = 0
        while i < words.count {
            let word = words[i]
            if let open = word.firstIndex(where: { pairs[$0] != nil }),
                let close = pairs[word[open]], !word[word.index(after: open)...].contains(close),
                let end = words[(i + 1)...].firstIndex(where: { $0.contains(close) })
            {
                let joined = words[i...end].joined(separator: " ")
                if columns(joined) <= width {
                    out.append(Substring(joined))
                    i = end + 1
                    continue
                }
            }
            out.append(word)
            i += 1
        }
        return out
    }

    /// The words of a line, with a number kept on the line of what it counts, as if the space
    /// between were a no-break space: a word that starts with `%` stays after the word before it
    /// (`30 %`, `31,0 %,`), and a signed number, which is points or chips won or lost, stays
    /// before the word after it (`−1 punto`, `(+5 points)`). A number without a sign may be the
    /// end of a name (`Player 2`, `columna 3`), so it is left free. Only pairs are joined, and
    /// only where the pair fits on a line.
    static func keepingNumbersWithTheirWords(_ words: [Substring], width: Int) -> [Substring] {
        var out: [Substring] = []
        var pairing = false
        for word in words {
            if let last = out.last {
                let joined = last + " " + word
                if (word.first == "%" || pairing) && columns(String(joined)) <= width {
                    out[out.count - 1] = Substring(joined)
                    pairing = false
                    continue
                }
            }
            out.append(word)
            pairing = isSignedNumber(word)
        }
        return out
    }

    /// A signed number written alone: `+`, `-`, `−` or `±`, then digits with decimal or
    /// thousands marks inside (`−1`, `+2,5`), or a ½ after; an opening bracket may come first.
    static func isSignedNumber(_ word: Substring) -> Bool {
        var rest = word.drop { $0 == "(" || $0 == "[" }
        guard let sign = rest.first, "+-−±".contains(sign) else { return false }
        rest = rest.dropFirst()
        if rest.last == "½" { rest = rest.dropLast() }
        if rest.isEmpty { return word.last == "½" }
        guard let first = rest.first, let last = rest.last, first.isASCII, first.isNumber, last.isASCII, last.isNumber
        else { return false }
        return rest.allSatisfy { ($0.isASCII && $0.isNumber) || $0 == "," || $0 == "." }
    }

    /// Used when the C library cannot tell (no UTF-8 locale): wide East Asian blocks
    /// count two, combining marks and controls none, the rest one.
    static func fallbackColumns(_ s: Unicode.Scalar) -> Int {
        let v = s.value
        if v < 0x20 || (0x7F..<0xA0).contains(v) { return 0 }
        if s.properties.generalCategory == .nonspacingMark || s.properties.generalCategory == .enclosingMark {
            return 0
        }
        if (0x1100...0x115F).contains(v) || (0x2E80...0xA4CF).contains(v) || (0xAC00...0xD7A3).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFE30...0xFE4F).contains(v) || (0xFF00...0xFF60).contains(v)
            || (0xFFE0...0xFFE6).contains(v) || (0x1F300...0x1FAFF).contains(v)
        {
            return 2
        }
        return 1
    }

    /// Pads with spaces on the right to `width` columns.
    public static func padRight(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - columns(text)))
    }

    /// Pads with spaces on the left to `width` columns.
    public static func padLeft(_ text: String, _ width: Int) -> String {
        String(repeating: " ", count: max(0, width - columns(text))) + text
    }
}

extension Platform {
    /// For width measurement outside the executable (tests): a UTF-8 LC_CTYPE if none is set.
    static func adoptUTF8LocaleIfUnset() {
        if Platform.columns(of: "가") != 2 { adoptUTF8Locale() }
    }
}
