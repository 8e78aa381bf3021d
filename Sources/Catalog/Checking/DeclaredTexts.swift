/// A text a part of the program declares it needs (a game's title, a command's words, a
/// lesson's step): its key, the keys that may stand in for it, the table it belongs in, and
/// who needs it. `CatalogCheck.check(_:declared:)` finds it in every language or says where
/// it is missing and for whom.
public struct DeclaredText: Sendable, Hashable {
    /// The key, as a translator would add it (`game.klondike.prompt`).
    public var key: String
    /// Keys that serve instead when present (a shared command's help for one game,
    /// `command.tap.help.set`, stands in for `command.tap.help`).
    public var alternatives: [String]
    /// The table it belongs in (`Klondike`, for `Klondike.strings`) when English lacks it:
    /// where English has it, the finding names English's table.
    public var table: String
    /// Who needs it: a game's id.
    public var owner: String

    public init(_ key: String, table: String, owner: String, alternatives: [String] = []) {
        self.key = key
        self.alternatives = alternatives
        self.table = table
        self.owner = owner
    }
}

extension CatalogCheck {
    /// The folder's findings (`check(_:)`) and the declared texts a language lacks: one
    /// error per language and key, naming who needs it, in place of the plain “missing”
    /// finding for that key.
    public static func check(
        _ folder: CatalogFolder, declared: [DeclaredText],
        particleRules: Set<String> = LanguageDeclaration.particleRules
    ) -> [CatalogIssue] {
        let missing = declaredTexts(folder, declared)
        let named = Set(missing.map { "\($0.language)\u{0}\($0.key ?? "")" })
        return check(folder, particleRules: particleRules).filter {
            $0.kind != .missingKey || !named.contains("\($0.language)\u{0}\($0.key ?? "")")
        } + missing
    }

    /// The declared texts each language lacks, by language (English first), in the order
    /// declared. A key is present in any table of the language, directly or as a plural
    /// (its `.other` form), or through one of its alternatives. Missing, it is reported in
    /// the table English has it in, else the table another language has it in, else the
    /// declared table. A language with a table that does not read is left out: that table
    /// is reported already, and the keys in it would only seem missing.
    public static func declaredTexts(_ folder: CatalogFolder, _ texts: [DeclaredText]) -> [CatalogIssue] {
        // One entry a key, with every owner that declared it, in the order first declared.
        var order: [String] = []
        var merged: [String: (text: DeclaredText, owners: [String])] = [:]
        for text in texts {
            if var known = merged[text.key] {
                if !known.owners.contains(text.owner) { known.owners.append(text.owner) }
                known.text.alternatives += text.alternatives.filter { !known.text.alternatives.contains($0) }
                merged[text.key] = known
            } else {
                order.append(text.key)
                merged[text.key] = (text, [text.owner])
            }
        }
        let codes = folder.languages.keys.sorted {
            ($0 == CatalogFolder.english ? 0 : 1, $0) < ($1 == CatalogFolder.english ? 0 : 1, $1)
        }
        // Each language's keys and the table holding each; nil for a language not all read.
        var holders: [String: [String: String]] = [:]
        for code in codes {
            var holder: [String: String] = [:]
            var readable = true
            for name in folder.languages[code]!.tables.keys.sorted() {
                guard case .success(let file) = folder.languages[code]!.tables[name]!.content else {
                    readable = false
                    break
                }
                for entry in file.entries where holder[entry.key] == nil { holder[entry.key] = name }
            }
            if readable { holders[code] = holder }
        }
        func place(of key: String, in holder: [String: String]) -> String? {
            holder[key] ?? holder["\(key).other"]
        }
        var issues: [CatalogIssue] = []
        for code in codes {
            guard let holder = holders[code] else { continue }
            for key in order {
                let (text, owners) = merged[key]!
                if ([key] + text.alternatives).contains(where: { place(of: $0, in: holder) != nil }) { continue }
                let table =
                    holders[CatalogFolder.english].flatMap { place(of: key, in: $0) }
                    ?? codes.lazy.compactMap { holders[$0].flatMap { place(of: key, in: $0) } }.first
                    ?? text.table
                issues.append(
                    CatalogIssue(
                        .declaredMissing(owners: owners), language: code, path: "\(code).lproj/\(table).strings",
                        key: key))
            }
        }
        return issues
    }
}
