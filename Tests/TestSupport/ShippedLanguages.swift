import Catalog

/// The languages the repository ships (`Localizations/*.lproj`), named for tests that are
/// about them. The program itself knows no list: it takes the folders it finds.
extension Language {
    public static let es = Language("es")
    public static let ko = Language("ko")

    /// The shipped languages, in code order: what the tests go over. A test checks that
    /// the folders found are these (`CatalogFileTests`).
    public static let allCases: [Language] = [.en, .es, .ko]

    /// The language a locale name asks for among the shipped ones.
    public init?(localeName: String) {
        guard let found = Language.named(localeName, among: Language.allCases) else { return nil }
        self = found
    }

    /// The environment's language among the shipped ones.
    public static func fromEnvironment(_ environment: [String: String]) -> Language? {
        fromEnvironment(environment, among: allCases)
    }
}

extension Language {
    /// The plural category of a count by the rules this language's `Language.strings`
    /// declares in the shipped catalogs.
    public func pluralCategory(_ n: Int) -> PluralCategory {
        Repository.catalogs.declarations[self]?.plurals.category(n) ?? .other
    }
}
