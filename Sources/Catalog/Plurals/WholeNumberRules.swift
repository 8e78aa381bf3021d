/// Plural rules compiled for whole numbers, where every operand but `n` and `i` is 0: the
/// relations on the other operands are decided once, and what is left is one flat list of
/// numbers read front to back, so choosing a category copies nothing and counts no
/// reference (the category of every count shown goes through here).
///
/// The list, rule after rule: the category's place in `PluralCategory.cldrOrder`, the
/// number of alternatives; each alternative: its number of tests; each test (`i % m` in
/// ranges): the modulus (0 for none), 1 when negated else 0, the number of ranges, then
/// each range's low and high bound.
struct WholeNumberRules: Sendable, Equatable {
    private var code: [UInt64] = []

    init(_ rules: [PluralRules.Rule]) {
        for rule in rules {
            let alternatives = rule.condition.filter { !$0.contains { $0.wholeAnswer == false } }
            code += [UInt64(PluralCategory.cldrOrder.firstIndex(of: rule.category)!), UInt64(alternatives.count)]
            for relations in alternatives {
                let tests = relations.filter { $0.wholeAnswer == nil }
                code.append(UInt64(tests.count))
                for test in tests {
                    code += [test.modulus, test.negated ? 1 : 0, UInt64(test.ranges.count)]
                    for range in test.ranges { code += [range.lowerBound, range.upperBound] }
                }
            }
        }
    }

    func category(_ i: UInt64) -> PluralCategory {
        code.withUnsafeBufferPointer { code in
            var at = 0
            while at < code.count {
                let category = code[at]
                var alternatives = code[at + 1]
                at += 2
                while alternatives > 0 {
                    alternatives -= 1
                    var tests = code[at]
                    at += 1
                    var holds = true
                    while tests > 0 {
                        tests -= 1
                        let modulus = code[at]
                        let negated = code[at + 1] != 0
                        let ranges = Int(code[at + 2])
                        at += 3
                        if holds {
                            let value = modulus == 0 ? i : i % modulus
                            var k = 0
                            while k < ranges && !(value >= code[at + 2 * k] && value <= code[at + 2 * k + 1]) { k += 1 }
                            holds = (k < ranges) != negated
                        }
                        at += 2 * ranges
                    }
                    if holds { return Self.category(at: category) }
                }
            }
            return .other
        }
    }

    private static func category(at index: UInt64) -> PluralCategory {
        switch index {
        case 0: .zero
        case 1: .one
        case 2: .two
        case 3: .few
        case 4: .many
        default: .other
        }
    }
}
