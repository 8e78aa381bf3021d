/// How far each translation has come (`baraja catalogs status`): per language and table,
/// the keys it should have (its own plural categories counted), how many it has, and how
/// many of those are translated: different from English, or with nothing to translate
/// (no letter outside the specifiers: `%1$d`, `2`, `“%@”`). In `Language.strings` every
/// value present counts as translated (separators and signs are often English's), and the
/// optional keys are not counted. A language whose plural rules do not read is counted
/// with `other` forms only.
public struct CatalogStatus: Sendable, Equatable {
    public struct Table: Sendable, Equatable {
        public let name: String
        public let expected: Int
        public let present: Int
        public let translated: Int

        /// Translated keys over expected ones, 0…1 (1 for a table with nothing to translate).
        public var share: Double { expected == 0 ? 1 : Double(translated) / Double(expected) }
    }

    public let code: String
    /// The language's own name from its `Language.strings`, when it has one.
    public let name: String?
    /// Every table English has, in name order.
    public let tables: [Table]

    public var expected: Int { tables.reduce(0) { $0 + $1.expected } }
    public var present: Int { tables.reduce(0) { $0 + $1.present } }
    public var translated: Int { tables.reduce(0) { $0 + $1.translated } }
    public var share: Double { expected == 0 ? 1 : Double(translated) / Double(expected) }

    /// Every language but English, by code. Empty when there is no readable English.
    public static func of(_ folder: CatalogFolder) -> [CatalogStatus] {
        guard let comparison = CatalogComparison(folder) else { return [] }
        return folder.languages.keys.sorted().filter { $0 != CatalogFolder.english }.map { code in
            let language = folder.languages[code]!
            let (declaration, rules) = CatalogComparison.declaration(of: language)
            let tables = comparison.tables.map { name, english in
                let expectations = comparison.expectations(in: english, categories: rules?.categories ?? [.other])
                    .filter { !LanguageDeclaration.optionalKeys.contains($0.key) }
                guard case .success(let file)? = language.tables[name]?.content else {
                    return Table(name: name, expected: expectations.count, present: 0, translated: 0)
                }
                let values = file.table
                var present = 0
                var translated = 0
                for expectation in expectations {
                    guard let value = values[expectation.key] else { continue }
                    present += 1
                    if name == LanguageDeclaration.table || value != expectation.reference.value
                        || !CatalogComparison.hasWords(expectation.reference.value)
                    {
                        translated += 1
                    }
                }
                return Table(name: name, expected: expectations.count, present: present, translated: translated)
            }
            return CatalogStatus(code: code, name: declaration?.table[LanguageDeclaration.nameKey], tables: tables)
        }
    }
}
