/// CLDR plural categories, the suffixes of plural keys (`cards.left.one`, `cards.left.other`).
/// Which ones a language has, and when each applies, is its declaration's `language.plurals`
/// (CLDR's own syntax, read by `PluralRules`).
public enum PluralCategory: String, Sendable {
    case zero, one, two, few, many, other
}
