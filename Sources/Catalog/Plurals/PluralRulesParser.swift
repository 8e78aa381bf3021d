/// Why a `language.plurals` text is not a set of plural rules: the problem and where, as a
/// character offset into the text (the caller words it in the translator's language).
public struct PluralRulesError: Error, Sendable, Hashable {
    public enum Problem: Sendable, Hashable {
        /// A category name CLDR does not have (the six are zero, one, two, few, many, other).
        case unknownCategory(String)
        /// The same category written twice.
        case repeatedCategory(PluralCategory)
        /// A rule without the `:` after its category.
        case missingColon
        /// `other` with a condition: it takes every number no other rule takes.
        case conditionOnOther
        /// A category other than `other` with no condition.
        case missingCondition(PluralCategory)
        /// Something else where an operand (`n i v w f t e c`) was expected.
        case expectedOperand(found: String)
        /// Something else where `=`, `!=`, `is`, `in`, `within` or `not` was expected.
        case expectedOperator(found: String)
        /// Something else where a whole number was expected.
        case expectedNumber(found: String)
        /// Something else where `and`, `or`, `;` or the samples were expected.
        case expectedConnective(found: String)
        /// A range written backwards (`5..2`), or `% 0`.
        case emptyRange(String)
        /// A number too large for the interpreter (20 digits or more).
        case numberTooLarge(String)
        /// A sample that is not a number, a range whose ends do not match, or one of more
        /// than 10,000 numbers.
        case badSample(String)
    }

    public let problem: Problem
    /// Characters from the start of the text to the problem.
    public let offset: Int
}

extension PluralRules {
    /// Reads rules in the format described on `PluralRules`. Without `readingSamples` the
    /// sample lists are skipped unread: the program at start never uses them, and most of
    /// the text is samples; the checker reads them.
    public init(_ text: String, readingSamples: Bool = true) throws(PluralRulesError) {
        var rules: [Rule] = []
        var otherSamples: [PluralSample] = []
        var seen: Set<PluralCategory> = []
        var offset = 0
        for piece in text.split(separator: ";", omittingEmptySubsequences: false) {
            defer { offset += piece.count + 1 }
            let start = piece.prefix(while: \.isWhitespace).count
            if piece.allSatisfy(\.isWhitespace) { continue }
            guard let colon = piece.firstIndex(of: ":") else {
                throw PluralRulesError(problem: .missingColon, offset: offset + start)
            }
            let name = piece[..<colon].trimmingWhitespace()
            guard let category = PluralCategory(rawValue: String(name)) else {
                throw PluralRulesError(problem: .unknownCategory(String(name)), offset: offset + start)
            }
            guard seen.insert(category).inserted else {
                throw PluralRulesError(problem: .repeatedCategory(category), offset: offset + start)
            }
            let bodyOffset = offset + piece.distance(from: piece.startIndex, to: colon) + 1
            let body = piece[piece.index(after: colon)...]
            let at = body.firstIndex(of: "@") ?? body.endIndex
            var scanner = RuleScanner(body[..<at], offset: bodyOffset)
            let condition = try scanner.condition()
            let samples =
                readingSamples
                ? try Self.samples(body[at...], offset: bodyOffset + body.distance(from: body.startIndex, to: at)) : []
            if category == .other {
                guard condition.isEmpty else { throw PluralRulesError(problem: .conditionOnOther, offset: bodyOffset) }
                otherSamples = samples
            } else {
                guard !condition.isEmpty else {
                    throw PluralRulesError(problem: .missingCondition(category), offset: bodyOffset)
                }
                rules.append(Rule(category: category, condition: condition, samples: samples))
            }
        }
        self.init(rules: rules, otherSamples: otherSamples, source: text)
    }

    /// `@integer 0~15, 100, … @decimal 0.0~1.5, 1.1c6, …`: ranges are expanded, `…` ignored.
    static func samples(_ text: Substring, offset: Int) throws(PluralRulesError) -> [PluralSample] {
        var found: [PluralSample] = []
        for list in text.split(separator: "@") {
            let words = list.split(whereSeparator: { $0.isWhitespace || $0 == "," })
            guard let kind = words.first, kind == "integer" || kind == "decimal" else {
                throw PluralRulesError(problem: .badSample("@" + list.trimmingWhitespace()), offset: offset)
            }
            for word in words.dropFirst() where word != "…" && word != "..." {
                let ends = word.split(separator: "~", omittingEmptySubsequences: false)
                guard ends.count <= 2, let first = PluralOperands(ends[0]) else {
                    throw PluralRulesError(problem: .badSample(String(word)), offset: offset)
                }
                guard ends.count == 2 else {
                    found.append(PluralSample(text: String(word), operands: first))
                    continue
                }
                // A range steps by the last digit written: 0.0~1.5 is 0.0, 0.1, …, 1.5.
                guard let last = PluralOperands(ends[1]), first.v == last.v, first.e == 0, last.e == 0,
                    let from = first.scaled, let to = last.scaled, from <= to, to - from < 10_000
                else {
                    throw PluralRulesError(problem: .badSample(String(word)), offset: offset)
                }
                for value in from...to {
                    let operands = PluralOperands(scaled: value, v: first.v)
                    found.append(PluralSample(text: operands.written, operands: operands))
                }
            }
        }
        return found
    }
}

extension PluralOperands {
    private static func power(_ v: Int) -> UInt64? {
        var p: UInt64 = 1
        for _ in 0..<v {
            let (r, o) = p.multipliedReportingOverflow(by: 10)
            if o { return nil }
            p = r
        }
        return p
    }

    /// The number times 10^v, as a whole number (1.5 with v = 1 → 15).
    var scaled: UInt64? {
        guard let p = Self.power(v) else { return nil }
        let (m, o) = i.multipliedReportingOverflow(by: p)
        let (s, o2) = m.addingReportingOverflow(f)
        return o || o2 ? nil : s
    }

    init(scaled value: UInt64, v: Int) {
        let p = Self.power(v) ?? 1
        self.init(i: value / p, v: v, f: value % p)
    }

    /// The number written with its v fraction digits.
    var written: String {
        guard v > 0 else { return String(i) }
        let digits = String(f)
        return "\(i)." + String(repeating: "0", count: v - digits.count) + digits
    }
}

/// Reads a condition: relations joined by `and` and `or`.
private struct RuleScanner {
    private let tokens: [(text: Substring, offset: Int)]
    private var position = 0

    init(_ text: Substring, offset: Int) {
        var tokens: [(Substring, Int)] = []
        var index = text.startIndex
        var at = offset
        while index < text.endIndex {
            let c = text[index]
            if c.isWhitespace {
                index = text.index(after: index)
                at += 1
                continue
            }
            var end = text.index(after: index)
            if c.isASCIIDigit {
                while end < text.endIndex, text[end].isASCIIDigit { end = text.index(after: end) }
            } else if c.isLetter {
                while end < text.endIndex, text[end].isLetter { end = text.index(after: end) }
            } else if (c == "!" || c == ".") && end < text.endIndex && text[end] == (c == "!" ? "=" : ".") {
                end = text.index(after: end)
            }
            tokens.append((text[index..<end], at))
            at += text.distance(from: index, to: end)
            index = end
        }
        self.tokens = tokens
        self.endOffset = at
    }

    private let endOffset: Int

    private var current: Substring? { position < tokens.count ? tokens[position].text : nil }
    private var here: Int { position < tokens.count ? tokens[position].offset : endOffset }
    private var shown: String { current.map(String.init) ?? "" }

    private mutating func take(_ word: Substring) -> Bool {
        guard current == word else { return false }
        position += 1
        return true
    }

    mutating func condition() throws(PluralRulesError) -> [[Relation]] {
        guard current != nil else { return [] }
        var alternatives: [[Relation]] = [[try relation()]]
        while let word = current {
            position += 1
            if word == "and" {
                alternatives[alternatives.count - 1].append(try relation())
            } else if word == "or" {
                alternatives.append([try relation()])
            } else {
                position -= 1
                throw PluralRulesError(problem: .expectedConnective(found: shown), offset: here)
            }
        }
        return alternatives
    }

    private mutating func relation() throws(PluralRulesError) -> Relation {
        guard let word = current, word.count == 1, let operand = Relation.Operand(rawValue: word.first!) else {
            throw PluralRulesError(problem: .expectedOperand(found: shown), offset: here)
        }
        position += 1
        var modulus: UInt64 = 0
        if take("%") || take("mod") {
            let at = here
            modulus = try number()
            if modulus == 0 { throw PluralRulesError(problem: .emptyRange("% 0"), offset: at) }
        }
        if take("is") {
            let negated = take("not")
            let value = try number()
            return Relation(
                operand: operand, modulus: modulus, ranges: [value...value], negated: negated, within: false)
        }
        if take("=") {
            return Relation(operand: operand, modulus: modulus, ranges: try rangeList(), negated: false, within: false)
        }
        if take("!=") {
            return Relation(operand: operand, modulus: modulus, ranges: try rangeList(), negated: true, within: false)
        }
        let negated = take("not")
        if take("in") {
            return Relation(
                operand: operand, modulus: modulus, ranges: try rangeList(), negated: negated, within: false)
        }
        if take("within") {
            return Relation(operand: operand, modulus: modulus, ranges: try rangeList(), negated: negated, within: true)
        }
        throw PluralRulesError(problem: .expectedOperator(found: shown), offset: here)
    }

    private mutating func rangeList() throws(PluralRulesError) -> [ClosedRange<UInt64>] {
        var ranges: [ClosedRange<UInt64>] = []
        repeat {
            let at = here
            let low = try number()
            var high = low
            if take("..") { high = try number() }
            guard low <= high else { throw PluralRulesError(problem: .emptyRange("\(low)..\(high)"), offset: at) }
            ranges.append(low...high)
        } while take(",")
        return ranges
    }

    private mutating func number() throws(PluralRulesError) -> UInt64 {
        guard let word = current, word.first?.isASCIIDigit == true else {
            throw PluralRulesError(problem: .expectedNumber(found: shown), offset: here)
        }
        guard let value = UInt64(word) else {
            throw PluralRulesError(problem: .numberTooLarge(String(word)), offset: here)
        }
        position += 1
        return value
    }
}

extension Substring {
    func trimmingWhitespace() -> Substring {
        guard let first = firstIndex(where: { !$0.isWhitespace }), let last = lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return self[first...last]
    }
}
