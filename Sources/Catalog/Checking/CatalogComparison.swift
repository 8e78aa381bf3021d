/// English's catalogs indexed for comparing a language with them: which table each key
/// lives in, which keys are plural forms, and what a language should have in a table given
/// its plural categories. Shared by the check, the status and `NewLanguage`.
struct CatalogComparison {
    /// One key a language should have, with the English entry it translates.
    struct Expectation {
        var key: String
        var reference: StringsFile.Entry
        /// The plural category, for a plural form.
        var category: PluralCategory?
        /// Missing, it is an error; a plural form other than `other` is only a warning
        /// (the language's `other` is used in its place).
        var required: Bool { category == nil || category == .other }
    }

    let english: CatalogFolder.LanguageFolder
    /// English's readable tables, in name order, with their entries.
    let tables: [(name: String, file: StringsFile)]
    /// Key → the English table that holds it (the first, if in two).
    let tableOfKey: [String: String]
    /// Plural bases (the key without `.one`, `.other`, …: English has `base.other`) → their
    /// English forms.
    let pluralForms: [String: [PluralCategory: StringsFile.Entry]]

    init?(_ folder: CatalogFolder) {
        guard let english = folder.languages[CatalogFolder.english] else { return nil }
        self.english = english
        tables = english.tables.keys.sorted().compactMap { name in
            guard case .success(let file) = english.tables[name]!.content else { return nil }
            return (name, file)
        }
        var tableOfKey: [String: String] = [:]
        var forms: [String: [PluralCategory: StringsFile.Entry]] = [:]
        for (name, file) in tables {
            for entry in file.entries {
                if tableOfKey[entry.key] == nil { tableOfKey[entry.key] = name }
                if let (base, category) = Self.pluralParts(entry.key), forms[base]?[category] == nil {
                    forms[base, default: [:]][category] = entry
                }
            }
        }
        self.tableOfKey = tableOfKey
        pluralForms = forms.filter { $0.value[.other] != nil }
    }

    /// `cards.left.one` → (`cards.left`, `.one`), for any key ending in a category's name.
    static func pluralParts(_ key: String) -> (base: String, category: PluralCategory)? {
        guard let dot = key.lastIndex(of: "."),
            let category = PluralCategory(rawValue: String(key[key.index(after: dot)...])),
            dot > key.startIndex
        else { return nil }
        return (String(key[..<dot]), category)
    }

    /// The plural base of a key, when English makes that key a plural form.
    func pluralBase(of key: String) -> (base: String, category: PluralCategory)? {
        guard let parts = Self.pluralParts(key), pluralForms[parts.base] != nil else { return nil }
        return parts
    }

    /// What a language should have in an English table: its plain keys, and for each plural
    /// base the forms of `categories` (English's own forms when nil), in English's order.
    func expectations(in table: StringsFile, categories: [PluralCategory]?) -> [Expectation] {
        var out: [Expectation] = []
        var done: Set<String> = []
        for entry in table.entries {
            guard let (base, _) = pluralBase(of: entry.key) else {
                if done.insert(entry.key).inserted { out.append(Expectation(key: entry.key, reference: entry)) }
                continue
            }
            guard done.insert(base).inserted, let forms = pluralForms[base] else { continue }
            let wanted = categories ?? PluralCategory.cldrOrder.filter { forms[$0] != nil }
            for category in wanted {
                out.append(
                    Expectation(
                        key: "\(base).\(category.rawValue)", reference: forms[category] ?? forms[.other]!,
                        category: category))
            }
        }
        return out
    }

    /// A language's declaration, if its `Language.strings` reads, and the plural rules it
    /// declares, if they read.
    static func declaration(of language: CatalogFolder.LanguageFolder) -> (table: StringsFile?, rules: PluralRules?) {
        guard case .success(let file)? = language.tables[LanguageDeclaration.table]?.content else { return (nil, nil) }
        guard let text = file.table[LanguageDeclaration.pluralsKey] else { return (file, nil) }
        return (file, try? PluralRules(text))
    }

    /// Whether a text has anything to translate: a letter outside its specifiers.
    static func hasWords(_ text: String) -> Bool {
        Format.fill(text, Array(repeating: "", count: 32)).contains(where: \.isLetter)
    }
}
