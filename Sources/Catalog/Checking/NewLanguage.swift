/// A new language folder, ready to translate (`baraja catalogs new CODE`): every English
/// table with every key, its English text and its comment, section notes kept; plural keys
/// in the new language's categories (each with English's text of that category, or of
/// `other`); and `Language.strings` declaring the code as its name until the translator
/// writes it, the plural rules given (or English's, to replace), and the fallback given.
/// Pure: returns each file's path inside the catalogs folder and its text; writing them is
/// the caller's.
public enum NewLanguage {
    public enum Problem: Error, Sendable, Equatable {
        /// Not a language code (see `LanguageDeclaration.isValidCode`).
        case invalidCode(String)
        /// The folder has that language already.
        case exists(String)
        /// There is no readable English to start from.
        case noEnglish
    }

    public static func files(
        code: String, in folder: CatalogFolder, name: String? = nil, plurals: PluralRules? = nil,
        fallback: String? = nil
    ) throws(Problem) -> [String: String] {
        guard LanguageDeclaration.isValidCode(code) else { throw .invalidCode(code) }
        guard folder.languages[code] == nil else { throw .exists(code) }
        guard let comparison = CatalogComparison(folder) else { throw .noEnglish }
        let englishRules = CatalogComparison.declaration(of: comparison.english).rules
        // Without rules (none given, none in English's folder) the language declares `other` alone.
        let categories = (plurals ?? englishRules)?.categories ?? [.other]
        var files: [String: String] = [:]
        var declared = false
        for (table, english) in comparison.tables {
            var items: [StringsFile.Item] = []
            var done: Set<String> = []
            for item in english.items {
                guard case .entry(var entry) = item else {
                    items.append(item.withoutLine)
                    continue
                }
                entry.line = 0
                if table == LanguageDeclaration.table {
                    entry.value = declaration(
                        entry.key, english: entry.value, code: code, name: name, plurals: plurals, fallback: fallback)
                    done.insert(entry.key)
                    items.append(.entry(entry))
                    continue
                }
                guard let (base, _) = comparison.pluralBase(of: entry.key) else {
                    items.append(.entry(entry))
                    continue
                }
                guard done.insert(base).inserted else { continue }
                for expectation in comparison.expectations(
                    in: StringsFile(items: [.entry(entry)]), categories: categories)
                {
                    items.append(
                        .entry(
                            StringsFile.Entry(
                                key: expectation.key, value: expectation.reference.value,
                                comment: expectation.reference.comment)))
                }
            }
            if table == LanguageDeclaration.table {
                declared = true
                items += missingDeclarations(
                    done, code: code, name: name, plurals: plurals ?? englishRules, fallback: fallback)
            }
            files["\(code).lproj/\(table).strings"] = StringsFile(items: items).text
        }
        if !declared {
            let items = missingDeclarations(
                [], code: code, name: name, plurals: plurals ?? englishRules, fallback: fallback)
            files["\(code).lproj/\(LanguageDeclaration.table).strings"] = StringsFile(items: items).text
        }
        return files
    }

    /// The new language's value for a key of English's `Language.strings`.
    private static func declaration(
        _ key: String, english: String, code: String, name: String?, plurals: PluralRules?, fallback: String?
    ) -> String {
        switch key {
        case LanguageDeclaration.nameKey: name ?? code
        case LanguageDeclaration.pluralsKey: plurals?.source ?? english
        case LanguageDeclaration.fallbackKey: fallback ?? ""
        case LanguageDeclaration.particlesKey: ""
        default: english
        }
    }

    private static func missingDeclarations(
        _ present: Set<String>, code: String, name: String?, plurals: PluralRules?, fallback: String?
    ) -> [StringsFile.Item] {
        var items: [StringsFile.Item] = []
        if !present.contains(LanguageDeclaration.nameKey) {
            items.append(.entry(.init(key: LanguageDeclaration.nameKey, value: name ?? code)))
        }
        if !present.contains(LanguageDeclaration.pluralsKey) {
            items.append(.entry(.init(key: LanguageDeclaration.pluralsKey, value: plurals?.source ?? "")))
        }
        if let fallback, !present.contains(LanguageDeclaration.fallbackKey) {
            items.append(.entry(.init(key: LanguageDeclaration.fallbackKey, value: fallback)))
        }
        return items
    }
}

extension StringsFile.Item {
    var withoutLine: StringsFile.Item {
        switch self {
        case .note(let text, _): .note(text, line: 0)
        case .entry(var entry):
            {
                entry.line = 0
                return .entry(entry)
            }()
        }
    }
}
