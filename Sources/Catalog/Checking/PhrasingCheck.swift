/// Words folded the way the command reader compares them: case and Latin accents ignored
/// (`PLÁNTATE` is `plantate`, `ñ` is `n`); Hangul and every other script untouched. A table
/// of the Latin letters with marks, and combining marks dropped, rather than Foundation's
/// Unicode tables: reading a line must not load ICU's data (3.6 MB resident at start-up).
public enum InputFold {
    public static func fold(_ word: String) -> String {
        let lower = word.lowercased()
        if lower.utf8.allSatisfy({ $0 < 0x80 }) { return lower }
        var kept = String.UnicodeScalarView()
        for scalar in lower.unicodeScalars {
            if (0x300...0x36F).contains(scalar.value) { continue }
            kept.append(base[scalar] ?? scalar)
        }
        return String(kept)
    }

    /// Latin letters with a mark → the letter (lowercase: `fold` lowercases first).
    private static let base: [Unicode.Scalar: Unicode.Scalar] = {
        let groups: [(Unicode.Scalar, String)] = [
            ("a", "àáâãäåāăą"), ("c", "çćĉċč"), ("d", "ď"), ("e", "èéêëēĕėęě"), ("g", "ĝğġģ"),
            ("h", "ĥ"), ("i", "ìíîïĩīĭįı"), ("j", "ĵ"), ("k", "ķ"), ("l", "ĺļľ"), ("n", "ñńņňŉ"),
            ("o", "òóôõöøōŏő"), ("r", "ŕŗř"), ("s", "śŝşš"), ("t", "ţť"), ("u", "ùúûüũūŭůűų"), ("w", "ŵ"),
            ("y", "ýÿŷ"), ("z", "źżž"),
        ]
        var table: [Unicode.Scalar: Unicode.Scalar] = [:]
        for (letter, marked) in groups {
            for scalar in marked.unicodeScalars { table[scalar] = letter }
        }
        return table
    }()
}

extension CatalogCheck {
    /// Phrasings that would mean two different commands in one place: a word or phrase of
    /// `command.<a>.aliases` or `.forms` that is also one of `command.<b>`'s, in one language,
    /// where `together(a, b)` says the two commands can be typed at the same place. Compared
    /// as the reader compares them (case and accents ignored; in a language whose
    /// `input.spacing` is `free`, spaces too). Reported at the second phrasing, naming both
    /// commands and where the first is.
    public static func ambiguousPhrasings(
        _ folder: CatalogFolder, together: (String, String) -> Bool
    ) -> [CatalogIssue] {
        var issues: [CatalogIssue] = []
        for code in folder.languages.keys.sorted() {
            guard let language = folder.languages[code] else { continue }
            var entries: [(table: CatalogFolder.Table, entry: StringsFile.Entry)] = []
            for name in language.tables.keys.sorted() {
                guard let table = language.tables[name], case .success(let file) = table.content else { continue }
                entries += file.entries.map { (table, $0) }
            }
            let free = entries.contains { $0.entry.key == "input.spacing" && $0.entry.value == "free" }
            var seen: [String: (command: String, path: String, line: Int)] = [:]
            for (table, entry) in entries {
                guard entry.key.hasPrefix("command."),
                    entry.key.hasSuffix(".aliases") || entry.key.hasSuffix(".forms")
                else { continue }
                let command = String(
                    entry.key.dropFirst("command.".count).dropLast(
                        entry.key.hasSuffix(".forms") ? ".forms".count : ".aliases".count))
                for phrasing in entry.value.split(separator: ",") {
                    var folded = InputFold.fold(phrasing.trimmingSpaces())
                    folded = folded.split(separator: " ").joined(separator: free ? "" : " ")
                    guard !folded.isEmpty else { continue }
                    if let first = seen[folded] {
                        if first.command != command, together(first.command, command) {
                            issues.append(
                                CatalogIssue(
                                    .ambiguousPhrasing(
                                        phrasing: phrasing.trimmingSpaces(),
                                        first: first.command, second: command, firstPlace: "\(first.path):\(first.line)"
                                    ),
                                    language: code, path: table.path, line: entry.line, key: entry.key))
                        }
                    } else {
                        seen[folded] = (command, table.path, entry.line)
                    }
                }
            }
        }
        return issues
    }
}
