/// The translators' check of a catalogs folder (`baraja catalogs check`): every language
/// against English, table by table. Pure: it reads a `CatalogFolder` and returns issues in
/// a fixed order (English first, then the languages by code; files by name; lines).
///
/// - files that do not read (with their line), folder names that are no language code;
/// - keys missing, extra, in the wrong table, written twice, in two tables;
/// - format specifiers that differ from English's;
/// - characters that would act on the terminal (`UnsafeCharacters`), in any language;
/// - plural forms against the language's declared rules: a form of a category the rules
///   lack is an error (Korean `.one`), a missing category a warning (its `other` is
///   shown), a missing `other` an error;
/// - `Language.strings`: name and plural rules present, the rules readable and true to
///   their own samples, a fallback that exists and leads nowhere in a circle, a known
///   particle rule;
/// - English keys without a comment; translations still identical to English, or without
///   the English comment (warnings).
///
/// A language whose plural rules cannot be read is checked for `other` forms only.
public enum CatalogCheck {
    public static func check(_ folder: CatalogFolder, particleRules: Set<String> = LanguageDeclaration.particleRules)
        -> [CatalogIssue]
    {
        var issues: [CatalogIssue] = []
        let codes = folder.languages.keys.sorted {
            ($0 == CatalogFolder.english ? 0 : 1, $0) < ($1 == CatalogFolder.english ? 0 : 1, $1)
        }
        for code in codes {
            let language = folder.languages[code]!
            if !LanguageDeclaration.isValidCode(code) {
                issues.append(CatalogIssue(.invalidLanguageCode, language: code, path: "\(code).lproj"))
            }
            for name in language.tables.keys.sorted() {
                let table = language.tables[name]!
                switch table.content {
                case .success: break
                case .failure(.malformed(let error)):
                    issues.append(CatalogIssue(.malformed(error), language: code, path: table.path, line: error.line))
                case .failure(let problem):
                    issues.append(CatalogIssue(.unreadable(problem), language: code, path: table.path))
                }
            }
        }
        guard let comparison = CatalogComparison(folder) else {
            return [CatalogIssue(.noEnglish, language: CatalogFolder.english, path: "\(CatalogFolder.english).lproj")]
                + issues
        }
        // File problems come first; then each language's own findings, in the same order.
        for code in codes {
            let language = folder.languages[code]!
            var checker = LanguageChecker(
                language: language, comparison: comparison, codes: Set(codes), particleRules: particleRules)
            checker.run()
            issues += checker.issues
        }
        issues += fallbackCycles(folder, codes: codes)
        return issues
    }

    /// Each circle of fallbacks once, from its smallest code.
    static func fallbackCycles(_ folder: CatalogFolder, codes: [String]) -> [CatalogIssue] {
        var next: [String: String] = [:]
        for code in codes {
            guard let file = CatalogComparison.declaration(of: folder.languages[code]!).table,
                let fallback = file.table[LanguageDeclaration.fallbackKey]?.trimmingWhitespaceAndNewlines(),
                !fallback.isEmpty, fallback != code, folder.languages[fallback] != nil
            else { continue }
            next[code] = fallback
        }
        var issues: [CatalogIssue] = []
        var reported: Set<String> = []
        for start in codes.sorted() where !reported.contains(start) {
            var path = [start]
            var current = start
            while let following = next[current], !path.contains(following) {
                path.append(following)
                current = following
            }
            guard let following = next[current], following == start else { continue }
            reported.formUnion(path)
            issues.append(
                CatalogIssue(
                    .fallbackCycle(path + [start]), language: start,
                    path: "\(start).lproj/\(LanguageDeclaration.table).strings",
                    key: LanguageDeclaration.fallbackKey))
        }
        return issues
    }
}

/// The findings for one language.
private struct LanguageChecker {
    let language: CatalogFolder.LanguageFolder
    let comparison: CatalogComparison
    let codes: Set<String>
    let particleRules: Set<String>
    var issues: [CatalogIssue] = []

    init(
        language: CatalogFolder.LanguageFolder, comparison: CatalogComparison, codes: Set<String>,
        particleRules: Set<String>
    ) {
        self.language = language
        self.comparison = comparison
        self.codes = codes
        self.particleRules = particleRules
    }

    private var code: String { language.code }
    private var isEnglish: Bool { code == CatalogFolder.english }

    private func path(_ table: String) -> String { "\(code).lproj/\(table).strings" }

    private mutating func add(_ kind: CatalogIssue.Kind, table: String, line: Int? = nil, key: String? = nil) {
        issues.append(CatalogIssue(kind, language: code, path: path(table), line: line, key: key))
    }

    /// The readable tables, by name.
    private var files: [(name: String, file: StringsFile)] {
        language.tables.keys.sorted().compactMap { name in
            guard case .success(let file) = language.tables[name]!.content else { return nil }
            return (name, file)
        }
    }

    mutating func run() {
        let rules = declaration()
        repeatedKeys()
        if isEnglish {
            englishOwn(rules: rules)
        } else {
            compareWithEnglish(rules: rules)
        }
    }

    // MARK: Language.strings

    private mutating func declaration() -> PluralRules? {
        let table = LanguageDeclaration.table
        guard let entry = language.tables[table] else {
            // A translation without the table English has is reported as a missing table.
            if isEnglish || comparison.english.tables[table] == nil {
                add(.declarationMissing(key: LanguageDeclaration.nameKey), table: table)
                add(.declarationMissing(key: LanguageDeclaration.pluralsKey), table: table)
            }
            return nil
        }
        guard case .success(let file) = entry.content else { return nil }
        let values = file.entries.reduce(into: [String: StringsFile.Entry]()) { $0[$1.key] = $1 }
        if values[LanguageDeclaration.nameKey]?.value.trimmingWhitespaceAndNewlines().isEmpty ?? true {
            add(
                .declarationMissing(key: LanguageDeclaration.nameKey), table: table,
                line: values[LanguageDeclaration.nameKey]?.line)
        }
        var rules: PluralRules?
        if let plurals = values[LanguageDeclaration.pluralsKey] {
            do {
                let read = try PluralRules(plurals.value)
                for mismatch in read.sampleMismatches() {
                    add(
                        .pluralSample(sample: mismatch.sample.text, written: mismatch.written, found: mismatch.found),
                        table: table, line: plurals.line, key: plurals.key)
                }
                rules = read
            } catch {
                add(.pluralRules(error), table: table, line: plurals.line, key: plurals.key)
            }
        } else {
            add(.declarationMissing(key: LanguageDeclaration.pluralsKey), table: table)
        }
        if let particles = values[LanguageDeclaration.particlesKey],
            case let name = particles.value.trimmingWhitespaceAndNewlines(),
            !name.isEmpty, !particleRules.contains(name)
        {
            add(.unknownParticles(name), table: table, line: particles.line, key: particles.key)
        }
        if let fallback = values[LanguageDeclaration.fallbackKey],
            case let target = fallback.value.trimmingWhitespaceAndNewlines(),
            !target.isEmpty, target == code || !codes.contains(target)
        {
            add(.unknownFallback(target), table: table, line: fallback.line, key: fallback.key)
        }
        return rules
    }

    // MARK: Keys

    /// Keys written twice in a table, or in two tables; values with characters that act on
    /// the terminal.
    private mutating func repeatedKeys() {
        var seen: [String: (table: String, line: Int)] = [:]
        for (name, file) in files {
            for entry in file.entries {
                if let unsafe = UnsafeCharacters.first(in: entry.key + entry.value) {
                    add(.unsafeCharacter(UnsafeCharacters.name(unsafe)), table: name, line: entry.line, key: entry.key)
                }
                if let first = seen[entry.key] {
                    if first.table == name {
                        add(.repeatedKey(firstLine: first.line), table: name, line: entry.line, key: entry.key)
                    } else {
                        add(.keyInTwoTables(other: first.table), table: name, line: entry.line, key: entry.key)
                    }
                } else {
                    seen[entry.key] = (name, entry.line)
                }
            }
        }
    }

    /// English against itself: comments, `other` forms, its own plural rules.
    private mutating func englishOwn(rules: PluralRules?) {
        for (name, file) in files {
            for entry in file.entries {
                if entry.comment?.trimmingWhitespaceAndNewlines().isEmpty ?? true {
                    add(.missingComment, table: name, line: entry.line, key: entry.key)
                }
                if let (base, _) = CatalogComparison.pluralParts(entry.key), comparison.pluralForms[base] == nil {
                    add(.pluralWithoutOther, table: name, line: entry.line, key: entry.key)
                }
            }
            pluralCategories(in: file, table: name, rules: rules)
        }
    }

    /// Forms of categories the rules lack (errors) and categories without their form (warnings).
    private mutating func pluralCategories(in file: StringsFile, table: String, rules: PluralRules?) {
        guard let categories = rules?.categories else { return }
        var reported: Set<String> = []
        for entry in file.entries {
            guard let (base, category) = comparison.pluralBase(of: entry.key) else { continue }
            if !categories.contains(category) {
                add(.pluralNotInRules(category), table: table, line: entry.line, key: entry.key)
            }
            guard reported.insert(base).inserted else { continue }
            for wanted in categories where wanted != .other && file.table["\(base).\(wanted.rawValue)"] == nil {
                add(.pluralMissing(wanted), table: table, key: "\(base).\(wanted.rawValue)")
            }
        }
    }

    private mutating func compareWithEnglish(rules: PluralRules?) {
        let own = files
        var placeOfKey: [String: (table: String, line: Int)] = [:]
        for (name, file) in own {
            for entry in file.entries where placeOfKey[entry.key] == nil { placeOfKey[entry.key] = (name, entry.line) }
        }
        // Without readable rules, only `other` forms are asked for (and others let be).
        let expected = comparison.tables.map {
            ($0.name, comparison.expectations(in: $0.file, categories: rules?.categories ?? [.other]))
        }
        let expectedKeys = Dictionary(uniqueKeysWithValues: expected.map { ($0.0, Set($0.1.map(\.key))) })
        for (name, expectations) in expected {
            guard let table = language.tables[name] else {
                add(.missingTable(keys: expectations.count), table: name)
                continue
            }
            guard case .success(let file) = table.content else { continue }
            let values = file.entries.reduce(into: [String: StringsFile.Entry]()) {
                if $0[$1.key] == nil { $0[$1.key] = $1 }
            }
            for expectation in expectations
            where !LanguageDeclaration.optionalKeys.contains(expectation.key) || values[expectation.key] != nil {
                if let entry = values[expectation.key] {
                    compare(entry, with: expectation.reference, table: name)
                } else if let elsewhere = placeOfKey[expectation.key] {
                    add(
                        .keyInOtherTable(expected: name), table: elsewhere.table, line: elsewhere.line,
                        key: expectation.key)
                } else if expectation.required {
                    add(.missingKey, table: name, key: expectation.key)
                } else if let category = expectation.category {
                    add(.pluralMissing(category), table: name, key: expectation.key)
                }
            }
            for entry in file.entries
            where !(expectedKeys[name]?.contains(entry.key) ?? false)
                && !(name == LanguageDeclaration.table && LanguageDeclaration.optionalKeys.contains(entry.key))
            {
                let plural = comparison.pluralBase(of: entry.key)
                let home =
                    comparison.tableOfKey[entry.key] ?? plural.flatMap { comparison.tableOfKey["\($0.base).other"] }
                // An expected key in another table was reported there, as in the wrong table.
                if let home, home != name, expectedKeys[home]?.contains(entry.key) ?? false { continue }
                if let plural, home != nil {
                    if rules != nil {
                        add(.pluralNotInRules(plural.category), table: name, line: entry.line, key: entry.key)
                    }
                    continue
                }
                add(.extraKey, table: name, line: entry.line, key: entry.key)
            }
        }
        for (name, _) in own where comparison.english.tables[name] == nil {
            add(.extraTable, table: name)
        }
    }

    private mutating func compare(_ entry: StringsFile.Entry, with reference: StringsFile.Entry, table: String) {
        let english = Placeholders.of(reference.value)
        let found = Placeholders.of(entry.value)
        // The plural rules are a declaration, never filled: `i % 10 = 1` holds no specifier.
        if english != found, entry.key != LanguageDeclaration.pluralsKey {
            add(.placeholders(english: english, found: found), table: table, line: entry.line, key: entry.key)
        }
        if table != LanguageDeclaration.table, entry.value == reference.value,
            CatalogComparison.hasWords(reference.value)
        {
            add(.sameAsEnglish, table: table, line: entry.line, key: entry.key)
        }
        if !(reference.comment?.isEmpty ?? true), entry.comment?.isEmpty ?? true {
            add(.commentNotCarried, table: table, line: entry.line, key: entry.key)
        }
    }
}
