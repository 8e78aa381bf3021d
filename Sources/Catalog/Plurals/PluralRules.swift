/// A language's cardinal plural rules, written in CLDR's own syntax (Unicode TR35, "Language
/// Plural Rules") and interpreted here, so that a language declares its rules as data.
///
/// The text, as `"language.plurals"` holds it in a language's `Language.strings`:
///
///     one: i = 1 and v = 0 @integer 1; other: @integer 0, 2~16, 100, 1000, …
///
/// - rules are separated by `;` (line breaks are spaces); each is `category: condition`, with
///   the categories `zero`, `one`, `two`, `few`, `many`; a number takes the first category whose
///   condition holds, else `other`, which every language has;
/// - `other:` may be written (with samples only) or left out; an empty text means `other`
///   alone (Korean, Japanese, Chinese, …);
/// - a condition is CLDR's: `or` of `and` of relations such as `i % 10 = 2..4`,
///   `n != 0..10`, `v = 0`, `n is 1`, `n not within 0..2`, over the operands
///   `n i v w f t e c` (see `PluralOperands`);
/// - CLDR's sample lists (`@integer …`, `@decimal …`) may follow a condition: they are
///   not needed to choose a category; `sampleMismatches()` checks them against the rules.
///
/// Rules can be copied from CLDR's `plurals.xml` (or the chart "Language Plural Rules")
/// by joining each `<pluralRule count="…">` as `count: text`.
public struct PluralRules: Sendable, Equatable {
    public struct Rule: Sendable, Equatable {
        public let category: PluralCategory
        /// Alternatives (`or`), each a list of relations that must all hold (`and`).
        let condition: [[Relation]]
        /// The `@integer` and `@decimal` samples written after the condition.
        public let samples: [PluralSample]
    }

    /// The rules in their written order, without `other` (which has no condition).
    public let rules: [Rule]
    /// The samples written for `other`.
    public let otherSamples: [PluralSample]
    /// The text the rules were read from.
    public let source: String
    /// The rules for whole numbers, in flat arrays (see `WholeNumberRules`).
    let whole: WholeNumberRules

    /// Every category of the language, in CLDR's order (`zero … many`, then `other`).
    public var categories: [PluralCategory] {
        PluralCategory.cldrOrder.filter { category in category == .other || rules.contains { $0.category == category } }
    }

    /// Only `other`: the rules of a language without plural forms.
    public static let otherOnly = PluralRules(rules: [], otherSamples: [], source: "")

    init(rules: [Rule], otherSamples: [PluralSample], source: String) {
        self.rules = rules
        self.otherSamples = otherSamples
        self.source = source
        whole = WholeNumberRules(rules)
    }

    /// The category of a whole number (of its magnitude: CLDR's `n` is an absolute value).
    public func category(_ n: Int) -> PluralCategory {
        whole.category(UInt64(n.magnitude))
    }

    /// The category of a number as written (`1.0` and `1` may differ: English says "1.0 cards").
    public func category(_ operands: PluralOperands) -> PluralCategory {
        for rule in rules where rule.condition.contains(where: { $0.allSatisfy { $0.holds(for: operands) } }) {
            return rule.category
        }
        return .other
    }

    /// The samples that fall in another category than the one they are written under.
    public func sampleMismatches() -> [(sample: PluralSample, written: PluralCategory, found: PluralCategory)] {
        let written = rules.map { ($0.category, $0.samples) } + [(PluralCategory.other, otherSamples)]
        return written.flatMap { category, samples in
            samples.compactMap { sample in
                let found = self.category(sample.operands)
                return found == category ? nil : (sample, category, found)
            }
        }
    }
}

extension PluralCategory {
    /// CLDR's order of the categories.
    public static let cldrOrder: [PluralCategory] = [.zero, .one, .two, .few, .many, .other]
}

/// A number from a rule's sample list, with its text as written (`1.0`, `1c6`).
public struct PluralSample: Sendable, Equatable {
    public let text: String
    public let operands: PluralOperands
}

/// One relation of a condition: an operand (modulo a number, perhaps) compared with
/// ranges of whole numbers.
struct Relation: Sendable, Equatable {
    enum Operand: Character, Sendable {
        case n = "n"
        case i = "i"
        case v = "v"
        case w = "w"
        case f = "f"
        case t = "t"
        case e = "e"
        case c = "c"
    }

    let operand: Operand
    /// The `%` divisor; 0 when there is none.
    let modulus: UInt64
    let ranges: [ClosedRange<UInt64>]
    /// `!=`, `not in`, `is not`, `not within`.
    let negated: Bool
    /// `within`: a non-whole `n` between the bounds counts (with `in` and `=` it does not).
    let within: Bool
    /// The relation's answer for every whole number when its operand is a fraction
    /// operand or the exponent (always 0 there); nil when it depends on the number.
    let wholeAnswer: Bool?

    init(operand: Operand, modulus: UInt64, ranges: [ClosedRange<UInt64>], negated: Bool, within: Bool) {
        self.operand = operand
        self.modulus = modulus
        self.ranges = ranges
        self.negated = negated
        self.within = within
        if operand == .n || operand == .i {
            wholeAnswer = nil
        } else {
            wholeAnswer = ranges.contains { $0.contains(0) } != negated
        }
    }

    func holds(for x: PluralOperands) -> Bool {
        let value: UInt64
        switch operand {
        case .n:
            // n is i plus a fraction: n % m = i % m plus the same fraction.
            let whole = modulus == 0 ? x.i : x.i % modulus
            if x.isWhole { return ranges.contains { $0.contains(whole) } != negated }
            guard within else { return negated }  // a fraction is in no list of whole numbers
            return ranges.contains { whole >= $0.lowerBound && whole < $0.upperBound } != negated
        case .i: value = x.i
        case .v: value = UInt64(x.v)
        case .w: value = UInt64(x.w)
        case .f: value = x.f
        case .t: value = x.t
        case .e, .c: value = UInt64(x.e)
        }
        let reduced = modulus == 0 ? value : value % modulus
        return ranges.contains { $0.contains(reduced) } != negated
    }
}
