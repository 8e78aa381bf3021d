/// CLDR plural categories, the suffixes of plural keys (`cards.left.one`, `cards.left.other`).
public enum PluralCategory: String, Sendable {
    case zero, one, two, few, many, other
}

extension Language {
    /// The CLDR cardinal plural rule for whole numbers in this language.
    public func pluralCategory(_ n: Int) -> PluralCategory {
        switch self {
        case .en:
            return n == 1 ? .one : .other
        case .es:
            // CLDR: one for 1; many for non-zero multiples of a million ("de" follows: "un millón de cartas").
            if n == 1 { return .one }
            if n != 0 && n % 1_000_000 == 0 { return .many }
            return .other
        case .ko:
            return .other
        }
    }
}
