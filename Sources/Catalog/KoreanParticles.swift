import Host

/// Korean particles that depend on the sound before them. A Korean template writes both
/// forms in braces, consonant form first — `%1$@{을/를}`, `{이/가}`, `{은/는}`, `{과/와}`,
/// `{으로/로}` — and the word before decides, so the player never reads "을(를)".
/// A number counted in native Korean is written `%1$d{번째}` (an ordinal) or `%1$d{번}` (times):
/// one to ten as words, with a space (첫 번째, 두 번째; 한 번, 세 번), larger numbers as digits
/// (11번째, 12번), as written Korean does.
public enum KoreanParticles {
    /// A piece of a Korean text: text, a particle written in both forms, or a counter after a
    /// number (`번째`, `번`).
    public enum Piece: Equatable, Sendable {
        case text(Substring)
        case pair(consonant: Substring, vowel: Substring)
        case counter(Substring)
    }

    /// The counters a number before them is read in native Korean with.
    static let counters: Set<Substring> = ["번째", "번"]

    /// 한, 두, 세 … 열: the native numbers one to ten before a counter (첫 for the first).
    static let nativeNumbers = ["한", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열"]

    static func resolve(_ text: String) -> String {
        guard text.includes("{") else { return text }
        var out = ""
        scan(text) { piece in
            switch piece {
            case .text(let text): out += text
            case .pair(let consonant, let vowel):
                out += choose(after: out, consonant: String(consonant), vowel: String(vowel))
            case .counter(let counter):
                out = counted(out, String(counter))
            }
        }
        return out
    }

    /// The text with its trailing number counted: `2` `번째` → `두 번째`, `1` `번` → `한 번`,
    /// `11` `번째` → `11번째`.
    static func counted(_ text: String, _ counter: String) -> String {
        let digits = text.reversed().prefix { $0.isASCII && $0.isNumber }
        let head = text.dropLast(digits.count)
        // A number written with a group separator (1,000) is not one to ten.
        guard !digits.isEmpty, head.last != ",", let n = Int(String(digits.reversed())), (1...10).contains(n) else {
            return text + counter
        }
        let word = n == 1 && counter == "번째" ? "첫" : nativeNumbers[n - 1]
        return head + word + " " + counter
    }

    /// The pieces of a text in order: one reading shared by `resolve` and whatever else needs
    /// to know where the particles are.
    public static func pieces(_ text: String) -> [Piece] {
        var pieces: [Piece] = []
        scan(text) { pieces.append($0) }
        return pieces
    }

    private static func scan(_ text: String, _ emit: (Piece) -> Void) {
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "{") {
            if open > rest.startIndex { emit(.text(rest[..<open])) }
            // A brace that is never closed is plain text ("Solvitaire JSON({로 시작)").
            guard let close = rest[open...].firstIndex(of: "}") else {
                emit(.text(rest[open...]))
                return
            }
            let inner = rest[rest.index(after: open)..<close]
            if counters.contains(inner) {
                emit(.counter(inner))
                rest = rest[rest.index(after: close)...]
                continue
            }
            let forms = inner.split(separator: "/", omittingEmptySubsequences: false)
            if forms.count == 2, forms.allSatisfy({ $0.unicodeScalars.allSatisfy(isHangul) && !$0.isEmpty }) {
                emit(.pair(consonant: forms[0], vowel: forms[1]))
            } else {
                emit(.text(rest[open...close]))
            }
            rest = rest[rest.index(after: close)...]
        }
        if !rest.isEmpty { emit(.text(rest)) }
    }

    private static func isHangul(_ s: Unicode.Scalar) -> Bool { (0xAC00...0xD7A3).contains(s.value) }

    /// The final sound of the last spoken character before the particle.
    enum Final { case vowel, rieul, consonant }

    static func finalSound(of text: String) -> Final {
        let scalars = Array(text.unicodeScalars)
        // A bracketed aside is skipped: the particle follows the word before it, as written
        // Korean does (‘f2(♥ 파운데이션)로’, read after f2).
        var depth = 0
        for (index, scalar) in scalars.enumerated().reversed() {
            if scalar == ")" || scalar == "）" {
                depth += 1
                continue
            }
            if depth > 0 {
                if scalar == "(" || scalar == "（" { depth -= 1 }
                continue
            }
            let v = scalar.value
            if (0xAC00...0xD7A3).contains(v) {
                let jong = (v - 0xAC00) % 28
                return jong == 0 ? .vowel : jong == 8 ? .rieul : .consonant
            }
            if let digit = Int(String(scalar)), scalar.isASCII {
                // 영 일 이 삼 사 오 육 칠 팔 구
                return [
                    Final.consonant, .rieul, .vowel, .consonant, .vowel, .vowel, .consonant, .rieul, .rieul, .vowel,
                ][digit]
            }
            if scalar == "½" { return .consonant }  // 반
            if scalar.properties.isAlphabetic {
                let c = Character(scalar).lowercased()
                // A letter on its own (a card's K, a pile's w) is read by its name: 케이, 더블유;
                // only 엘 (L), 알 (R), 엠 (M) and 엔 (N) end in a consonant.
                let standalone = scalar.isASCII && (index == 0 || !scalars[index - 1].properties.isAlphabetic)
                if standalone {
                    return c == "l" || c == "r" ? .rieul : c == "m" || c == "n" ? .consonant : .vowel
                }
                guard scalar.isASCII else { return "aeiouyw".includes(c) ? .vowel : .consonant }
                return englishFinal(scalars[...index])
            }
            // Quotes, brackets, spaces and punctuation are not spoken: look further back.
        }
        return .vowel
    }

    /// How a Latin word (what a player typed, a command, a file name) ends when Korean reads
    /// it as a loanword: `l` is ㄹ (‘deal’, ‘table’); `m`, `n` and `ng` end in a consonant
    /// (‘seven’, ‘king’); `p`, `t`, `k` and `ck` after a single short vowel end in one too
    /// (‘hit’ 힛, ‘deck’ 덱); every other ending takes a vowel, as Korean adds 으 after it
    /// (‘bogus’ 보거스, ‘bad’ 배드, ‘card’ 카드, ‘player’ 플레이어) or ends in one.
    static func englishFinal(_ word: ArraySlice<Unicode.Scalar>) -> Final {
        let letters = word.reversed().prefix { $0.isASCII && $0.properties.isAlphabetic }
            .map { Character($0).lowercased() }
        func isVowel(_ c: String) -> Bool { "aeiouy".includes(c) }
        guard let last = letters.first else { return .vowel }
        let before = letters.dropFirst().first ?? ""
        let third = letters.dropFirst(2).first ?? ""
        switch last {
        case "l": return .rieul
        case "m", "n": return .consonant
        case "g" where before == "n": return .consonant
        case "k" where before == "c": return isVowel(third) ? .consonant : .vowel
        case "p", "t", "k":
            // A single vowel before, after a consonant or at the start: a short vowel.
            return isVowel(before) && !isVowel(third) ? .consonant : .vowel
        case "e" where !before.isEmpty && !isVowel(before):
            // A silent e: the consonant before it is the end (‘table’ 테이블, ‘tone’ 톤).
            return before == "l" ? .rieul : before == "m" || before == "n" ? .consonant : .vowel
        default: return .vowel
        }
    }

    private static func choose(after text: String, consonant: String, vowel: String) -> String {
        switch finalSound(of: text) {
        case .vowel: return vowel
        case .consonant: return consonant
        case .rieul: return consonant == "으로" ? vowel : consonant
        }
    }
}
