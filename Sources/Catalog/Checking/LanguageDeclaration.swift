/// What a language folder's `Language.strings` declares for the code to read:
///
///     "language.name" = "Español";                 its own name, as `lang` lists it
///     "language.plurals" = "one: n = 1; many: …";  its CLDR plural rules (see PluralRules);
///                                                  empty for a language with `other` only
///     "language.fallback" = "es";                  optional: the language to try for a
///                                                  missing key before English
///     "language.particles" = "korean";             optional: the particle rule its templates
///                                                  use (`{을/를}`); one of `particleRules`
///
/// The number format keys (`number.decimal`, `number.group`, `number.group.from`,
/// `number.percent`) and `text.capitalize` may live in the same table; they are read where
/// they are used.
public struct LanguageDeclaration: Sendable, Equatable {
    public static let table = "Language"
    public static let nameKey = "language.name"
    public static let pluralsKey = "language.plurals"
    public static let fallbackKey = "language.fallback"
    public static let particlesKey = "language.particles"
    /// Keys a language may leave out, and may have when English does not.
    public static let optionalKeys: Set<String> = [fallbackKey, particlesKey]
    /// The particle rules the code knows (`KoreanParticles` for `korean`).
    public static let particleRules: Set<String> = ["korean"]

    public var name: String
    public var plurals: PluralRules
    public var fallback: String?
    public var particles: String?

    public init(name: String, plurals: PluralRules, fallback: String? = nil, particles: String? = nil) {
        self.name = name
        self.plurals = plurals
        self.fallback = fallback
        self.particles = particles
    }

    public enum Problem: Error, Sendable, Equatable {
        /// `language.name` or `language.plurals` is not there (an empty name counts as missing).
        case missing(key: String)
        case plurals(PluralRulesError)
        case unknownParticles(String)
    }

    /// Reads the declaration from a language's table (key → value), as the program does at
    /// start: the plural rules' samples are not read (the checker reads them).
    public init(table: [String: String]) throws(Problem) {
        guard let name = table[Self.nameKey], !name.trimmingWhitespaceAndNewlines().isEmpty else {
            throw .missing(key: Self.nameKey)
        }
        guard let rules = table[Self.pluralsKey] else { throw .missing(key: Self.pluralsKey) }
        let plurals: PluralRules
        do { plurals = try PluralRules(rules, readingSamples: false) } catch { throw .plurals(error) }
        let particles = table[Self.particlesKey].map { $0.trimmingWhitespaceAndNewlines() }.flatMap {
            $0.isEmpty ? nil : $0
        }
        if let particles, !Self.particleRules.contains(particles) { throw .unknownParticles(particles) }
        let fallback = table[Self.fallbackKey].map { $0.trimmingWhitespaceAndNewlines() }.flatMap {
            $0.isEmpty ? nil : $0
        }
        self.init(name: name, plurals: plurals, fallback: fallback, particles: particles)
    }

    /// Whether a folder name is a language code this program takes: a BCP 47 language
    /// (2 or 3 lowercase letters), then optionally a script (`Hant`) and a region (`BR`,
    /// `419`), joined by `-`: `ca`, `pt-BR`, `zh-Hant-TW`, `es-419`, `en-XA`.
    public static func isValidCode(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard let language = parts.first, (2...3).contains(language.count),
            language.allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        var rest = parts.dropFirst()
        if let script = rest.first, script.count == 4, script.first!.isUppercase,
            script.allSatisfy({ $0.isASCII && $0.isLetter }), script.dropFirst().allSatisfy(\.isLowercase)
        {
            rest = rest.dropFirst()
        }
        if let region = rest.first,
            (region.count == 2 && region.allSatisfy({ $0.isASCII && $0.isUppercase }))
                || (region.count == 3 && region.allSatisfy(\.isASCIIDigit))
        {
            rest = rest.dropFirst()
        }
        return rest.isEmpty
    }
}
