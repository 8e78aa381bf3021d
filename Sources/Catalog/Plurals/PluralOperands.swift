/// The operands of a number that CLDR plural rules ask about (Unicode TR35, "Plural Operand
/// Meanings"), for a number as it is written: `1`, `1.50`, `1.2c6`.
///
/// - `n`: the absolute value; `i`: its integer digits;
/// - `v`: how many fraction digits are shown (`1.50` → 2), `w`: the same without trailing zeros (1);
/// - `f`: the fraction digits as a whole number (`1.50` → 50), `t`: the same without trailing zeros (5);
/// - `e` (also spelt `c`): the exponent of a compact form (`1.2c6` is 1,200,000 with `e` = 6).
///
/// Whole numbers up to 19 digits and up to 18 fraction digits; CLDR's samples and every
/// count baraja shows fit.
public struct PluralOperands: Sendable, Hashable {
    public var i: UInt64
    public var v: Int
    public var f: UInt64
    public var e: Int

    public init(i: UInt64, v: Int = 0, f: UInt64 = 0, e: Int = 0) {
        self.i = i
        self.v = v
        self.f = f
        self.e = e
    }

    /// A whole number: `i` is its magnitude, every fraction operand is 0.
    public init(_ n: Int) {
        self.init(i: UInt64(n.magnitude))
    }

    /// Visible fraction digits without trailing zeros.
    public var w: Int {
        var (count, digits) = (v, f)
        while count > 0, digits % 10 == 0 {
            digits /= 10
            count -= 1
        }
        return count
    }

    /// The fraction digits without trailing zeros, as a whole number.
    public var t: UInt64 {
        var digits = f
        while digits != 0, digits % 10 == 0 { digits /= 10 }
        return digits
    }

    /// Whether `n` is a whole number (its fraction digits, if any, are all zeros).
    public var isWhole: Bool { f == 0 }

    /// Reads a number as CLDR writes its samples: an optional sign, digits, an optional
    /// fraction, an optional compact exponent `c6` (or `e6`). Nil for anything else, or
    /// for more digits than the operands hold.
    public init?(_ text: Substring) {
        var rest = text
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        var exponent = 0
        if let mark = rest.firstIndex(where: { $0 == "c" || $0 == "e" }) {
            let digits = rest[rest.index(after: mark)...]
            guard !digits.isEmpty, digits.count <= 2, digits.allSatisfy(\.isASCIIDigit), let value = Int(digits) else {
                return nil
            }
            exponent = value
            rest = rest[..<mark]
        }
        var whole = rest
        var fraction = Substring("")
        if let dot = rest.firstIndex(of: ".") {
            whole = rest[..<dot]
            fraction = rest[rest.index(after: dot)...]
            guard !fraction.isEmpty else { return nil }
        }
        guard !whole.isEmpty, whole.allSatisfy(\.isASCIIDigit), fraction.allSatisfy(\.isASCIIDigit) else { return nil }
        // The compact exponent moves the decimal point right: 1.0000001c6 is 1000000.1.
        var integerDigits = String(whole)
        var fractionDigits = String(fraction)
        if exponent > 0 {
            let moved = fractionDigits.prefix(exponent)
            integerDigits += moved + String(repeating: "0", count: exponent - moved.count)
            fractionDigits = String(fractionDigits.dropFirst(moved.count))
        }
        guard fractionDigits.count <= 18, let i = UInt64(integerDigits) else { return nil }
        self.init(i: i, v: fractionDigits.count, f: fractionDigits.isEmpty ? 0 : UInt64(fractionDigits)!, e: exponent)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
