/// One thing the catalog check found: what, where (language, file, line, key) and how bad.
/// A value, not a text: `baraja catalogs check` words it in the player's language.
public struct CatalogIssue: Sendable, Hashable {
    public enum Severity: Int, Sendable, Comparable {
        /// Worth a look; the program shows something sensible anyway.
        case warning
        /// Text would be lost, wrong or unreadable: the check fails.
        case error

        public static func < (a: Severity, b: Severity) -> Bool { a.rawValue < b.rawValue }
    }

    public enum Kind: Sendable, Hashable {
        // Folders and files
        /// There is no `en.lproj`: nothing to compare with.
        case noEnglish
        /// The folder's name is not a language code (see `LanguageDeclaration.isValidCode`).
        case invalidLanguageCode
        /// The file does not read as `.strings` (at the line given).
        case malformed(StringsSyntaxError)
        /// The file is not a regular file, is too large, or cannot be read.
        case unreadable(CatalogFolder.TableProblem)
        /// English has this table and the language does not; `keys` it would hold.
        case missingTable(keys: Int)
        /// A table English does not have.
        case extraTable

        // Keys
        case missingKey
        /// A key a game declares it needs (`DeclaredText`) that the language lacks; `owners`:
        /// the games that need it.
        case declaredMissing(owners: [String])
        /// A key English does not have.
        case extraKey
        /// The key is in this table, and English has it in `expected`.
        case keyInOtherTable(expected: String)
        /// The key is written twice in the table; the first at `firstLine`.
        case repeatedKey(firstLine: Int)
        /// The key is in two tables of one language (they share one key space).
        case keyInTwoTables(other: String)
        /// The format specifiers differ from English's (as `Placeholders.of` reads them).
        case placeholders(english: [String], found: [String])
        /// The text holds a character that would act on the terminal (an escape, a control, a
        /// bidirectional override: `UnsafeCharacters`), named `U+001B`. Never shown: removed.
        case unsafeCharacter(String)
        /// The text is still English's (warning).
        case sameAsEnglish
        /// An English key without a comment for translators.
        case missingComment
        /// English has a comment for the key and the translation's file does not (warning).
        case commentNotCarried

        // Plurals
        /// A plural form of a category the language's rules do not have (Korean `.one`).
        case pluralNotInRules(PluralCategory)
        /// A category of the language's rules without its form (warning: `other` is used).
        case pluralMissing(PluralCategory)
        /// An English plural form without the `.other` every plural key needs.
        case pluralWithoutOther

        // Language.strings
        /// `language.name` or `language.plurals` is missing (or the name is empty).
        case declarationMissing(key: String)
        /// `language.plurals` does not read as plural rules.
        case pluralRules(PluralRulesError)
        /// One of the rules' own samples falls in another category.
        case pluralSample(sample: String, written: PluralCategory, found: PluralCategory)
        /// `language.fallback` names no language of the folder (or the language itself).
        case unknownFallback(String)
        /// Fallbacks that lead back to where they started, in order.
        case fallbackCycle([String])
        /// `language.particles` names a particle rule the program does not know.
        case unknownParticles(String)

        // Input
        /// A phrasing of two commands that can be typed at one place (`first` at `firstPlace`).
        case ambiguousPhrasing(phrasing: String, first: String, second: String, firstPlace: String)

        public var severity: Severity {
            switch self {
            case .sameAsEnglish, .commentNotCarried, .pluralMissing: .warning
            default: .error
            }
        }
    }

    public var kind: Kind
    /// The language's code (`es`).
    public var language: String
    /// The file inside the catalogs folder (`es.lproj/Console.strings`), or the language's
    /// folder (`es.lproj`) for what concerns it as a whole.
    public var path: String
    public var line: Int?
    public var key: String?

    public var severity: Severity { kind.severity }

    public init(_ kind: Kind, language: String, path: String, line: Int? = nil, key: String? = nil) {
        self.kind = kind
        self.language = language
        self.path = path
        self.line = line
        self.key = key
    }
}

extension [CatalogIssue] {
    /// Whether the check passes: no error (warnings allowed).
    public var passes: Bool { !contains { $0.severity == .error } }
}
