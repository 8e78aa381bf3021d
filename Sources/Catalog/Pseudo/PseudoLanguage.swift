/// The pseudo-language `en-XA`, made from English when it is asked for: every letter
/// accented, every message about 40% longer and between `⟪ ⟫`, so that a screen shows at a
/// glance the text that did not come from the catalogs (plain English, outside brackets),
/// messages cut short or glued together, and layouts that break when text grows, as it
/// does in most languages.
///
/// Kept as written: format specifiers (`%1$@`, `%d`, `%ld`, `%%`), brace groups without
/// spaces (particles such as `{을/를}`), and keys that are data rather than text (numbers'
/// signs and grouping, `text.capitalize`, the plural rules and fallback of
/// `Language.strings`). Word lists (`….aliases`, `….words`, `….names`: what a player
/// types) are accented word by word, neither lengthened nor bracketed. A line is bracketed
/// on its own, its indentation left outside; a line without letters is left as it is.
///
/// `⟪ ⟫` rather than `⟦ ⟧`: the localizer already shows a missing key as `⟦key⟧`.
public enum PseudoLanguage {
    public static let code = "en-XA"
    public static let open: Character = "⟪"
    public static let close: Character = "⟫"

    public enum Treatment: Sendable, Equatable {
        /// Accented, lengthened, bracketed.
        case message
        /// A comma-separated list of words, accented one by one.
        case words
        /// Kept as it is.
        case verbatim
    }

    /// How the text of a key is made pseudo.
    public static func treatment(ofKey key: String) -> Treatment {
        if key.hasPrefix("number.") || key.hasPrefix("text.")
            || ["language.plurals", "language.fallback", "language.particles"].contains(key)
        {
            return .verbatim
        }
        if key.hasSuffix(".aliases") || key.hasSuffix(".words") || key.hasSuffix(".names") { return .words }
        return .message
    }

    /// The pseudo-language's table, from English's.
    public static func table(from english: [String: String]) -> [String: String] {
        english.reduce(into: [:]) { table, pair in table[pair.key] = text(pair.value, as: treatment(ofKey: pair.key)) }
    }

    public static func text(_ english: String, as treatment: Treatment) -> String {
        switch treatment {
        case .message: message(english)
        case .words: words(english)
        case .verbatim: english
        }
    }

    /// `tap,t` → `ţåṗ,ţ`.
    public static func words(_ list: String) -> String {
        String(String.UnicodeScalarView(list.unicodeScalars.map { accents[$0] ?? $0 }))
    }

    /// `%1$d card left.` → `⟪%1$d çååŕḋ ļëëfţ.⟫`, each line apart.
    public static func message(_ template: String) -> String {
        template.split(separator: "\n", omittingEmptySubsequences: false).map(line).joined(separator: "\n")
    }

    private static func line(_ text: Substring) -> String {
        // Indentation and trailing spaces stay outside the brackets.
        let lead = text.prefix(while: { $0 == " " })
        let core = text.dropFirst(lead.count).trimmingSpaces()
        let trail = text.dropFirst(lead.count + core.count)
        let pieces = self.pieces(of: text[lead.endIndex..<text.index(lead.endIndex, offsetBy: core.count)])
        let plain = pieces.filter { !$0.kept }.map(\.text)
        guard plain.contains(where: { $0.contains(where: \.isLetter) }) else { return String(text) }
        // Four tenths more than the visible text: the plain text and each `%%` (a percent sign).
        let percents = pieces.filter { $0.kept && $0.text == "%%" }.count
        let extra = ((plain.reduce(0) { $0 + $1.count } + percents) * 2 + 4) / 5
        let vowels = plain.reduce(0) { $0 + $1.filter(isVowel).count }
        var out = String(lead) + String(open)
        var vowel = 0
        for piece in pieces {
            if piece.kept {
                out += piece.text
                continue
            }
            for character in piece.text {
                guard character.unicodeScalars.count == 1, let accented = accents[character.unicodeScalars.first!]
                else {
                    out.append(character)
                    continue
                }
                out.unicodeScalars.append(accented)
                if isVowel(character) {
                    // The extra letters spread over the vowels: vowel k repeats the difference
                    // between the shares of the first k+1 vowels and of the first k.
                    let repeats = (vowel + 1) * extra / vowels - vowel * extra / vowels
                    for _ in 0..<repeats { out.unicodeScalars.append(accented) }
                    vowel += 1
                }
            }
        }
        if vowels == 0 { out += String(repeating: "~", count: extra) }
        return out + String(close) + trail
    }

    private static func isVowel(_ c: Character) -> Bool { "aeiouyAEIOUY".contains(c) }

    /// The template cut into text and what stays as written (specifiers, brace groups).
    private static func pieces(of text: Substring) -> [(text: String, kept: Bool)] {
        var pieces: [(text: String, kept: Bool)] = []
        var plain = ""
        var i = text.startIndex
        while i < text.endIndex {
            if let end = keptEnd(in: text, at: i) {
                if !plain.isEmpty {
                    pieces.append((plain, false))
                    plain = ""
                }
                pieces.append((String(text[i..<end]), true))
                i = end
            } else {
                plain.append(text[i])
                i = text.index(after: i)
            }
        }
        if !plain.isEmpty { pieces.append((plain, false)) }
        return pieces
    }

    /// The end of a specifier or a space-free brace group starting at `i`, if one does.
    private static func keptEnd(in text: Substring, at i: Substring.Index) -> Substring.Index? {
        let next = text.index(after: i)
        if text[i] == "{" {
            guard let close = text[next...].firstIndex(where: { $0 == "}" || $0 == "{" || $0.isWhitespace }),
                text[close] == "}", close > next
            else { return nil }
            return text.index(after: close)
        }
        guard text[i] == "%", next < text.endIndex else { return nil }
        if text[next] == "%" { return text.index(after: next) }
        var j = next
        while j < text.endIndex, text[j].isASCIIDigit { j = text.index(after: j) }
        if j > next {
            guard j < text.endIndex, text[j] == "$" else { return nil }
            j = text.index(after: j)
        }
        while j < text.endIndex, "lhqzjt".contains(text[j]) { j = text.index(after: j) }
        guard j < text.endIndex, "@dDiuUs".contains(text[j]) else { return nil }
        return text.index(after: j)
    }

    /// One accented letter for each ASCII letter, all distinct, all one column wide even
    /// in East Asian terminals (none of Unicode's "ambiguous" width).
    static let accents: [Unicode.Scalar: Unicode.Scalar] = {
        let plain = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
        let marked = "åḃçḋëḟĝĥîĵķļṁñöṗɋŕšţûṽŵẋýžÅḂÇḊËḞĜĤÎĴĶĻṀÑÖṖɊŔŠŢÛṼŴẊÝŽ"
        return Dictionary(uniqueKeysWithValues: zip(plain.unicodeScalars, marked.unicodeScalars))
    }()

    /// Finds text that bypassed the catalogs in what the pseudo-language shows: runs of
    /// two or more ASCII letters outside `⟪ ⟫`. Reads a screen line by line, keeping
    /// brackets open across lines (a long message wraps).
    public struct LeakFinder: Sendable {
        private var depth = 0

        public init() {}

        public mutating func leaks(in line: String) -> [String] {
            var found: [String] = []
            var run = ""
            for character in line {
                if character == open { depth += 1 } else if character == close { depth = max(0, depth - 1) }
                if depth == 0, character.isASCII, character.isLetter {
                    run.append(character)
                } else {
                    if run.count >= 2 { found.append(run) }
                    run = ""
                }
            }
            if run.count >= 2 { found.append(run) }
            return found
        }
    }
}
