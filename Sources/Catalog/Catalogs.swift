import Host
import Localizations

/// The catalogs: key → template, one key space a language. A language is a folder
/// `<code>.lproj` that holds `Language.strings` (its declaration: name, plural rules,
/// fallback, particles) and several tables (`Console.strings`, one a game, …): every
/// `*.strings` in it is read into the same key space; a key belongs to one table.
///
/// Opened from a folder (`open`), only the languages' declarations are parsed (every
/// `Language.strings`, small); a language's tables are parsed the first time a key of that
/// language is asked for (`table(_:)`), or all at once with `preload`. Start-up parses the
/// language in use, its fallbacks and English; the others wait until they are needed.
public struct Catalogs: Sendable {
    /// The tables parsed so far, and how to parse the others.
    let shelf: Shelf
    /// The languages found, in code order: the folders that hold a `Language.strings`.
    public let languages: [Language]
    /// What each language declares in its `Language.strings`.
    public let declarations: [Language: LanguageDeclaration]
    /// The folder that holds `en.lproj` and the other languages' folders.
    public let directory: String

    /// Catalogs from tables in memory: each language's declaration is read from its table
    /// when it has one (else its code is its name and it has only `other`).
    public init(tables: [Language: [String: String]], directory: String = "") {
        self.init(
            tables: tables,
            declarations: tables.reduce(into: [:]) { found, entry in
                found[entry.key] =
                    (try? LanguageDeclaration(table: entry.value))
                    ?? LanguageDeclaration(name: entry.key.rawValue, plurals: .otherOnly)
            }, directory: directory)
    }

    init(
        tables: [Language: [String: String]], declarations: [Language: LanguageDeclaration], directory: String
    ) {
        self.shelf = Shelf(tables: tables, source: nil)
        self.directory = directory
        self.languages = tables.keys.sorted()
        self.declarations = declarations
    }

    init(shelf: Shelf, languages: [Language], declarations: [Language: LanguageDeclaration], directory: String) {
        self.shelf = shelf
        self.languages = languages
        self.declarations = declarations
        self.directory = directory
    }

    /// A language's table (key → template), parsed now if it was not yet; nil for a
    /// language not found, or one whose tables are malformed (reported once, when first
    /// parsed, through the `report` given to `open`).
    public func table(_ language: Language) -> [String: String]? { shelf.table(language) }

    /// Every language's table, parsing those not parsed yet (tests, tools; never at start).
    public var tables: [Language: [String: String]] {
        languages.reduce(into: [:]) { found, language in found[language] = table(language) }
    }

    /// A key's template in one language (no fallback), parsing what it needs: the table
    /// that holds it when the language is parsed in part (`preload(_:only:)`).
    public func value(_ key: String, in language: Language) -> String? { shelf.value(key, in: language) }

    /// A value made from these catalogs, kept with them under `key` (which must name all it
    /// depends on beyond the catalogs): made by `make` the first time, shared by every copy.
    public func derived<Value: Sendable>(_ key: String, make: () -> Value) -> Value {
        shelf.derived.value(key, make)
    }

    /// The languages whose tables are parsed, whole or in part, in code order.
    public var loaded: [Language] { Set(shelf.begun).sorted() }

    /// Parses the tables of these languages now (those not parsed yet), throwing the first
    /// error: what start-up does for the language in use, its fallbacks and English.
    public func preload(_ wanted: [Language]) throws(CatalogError) {
        for language in wanted where languages.contains(language) { try shelf.load(language) }
    }

    /// Parses only the tables named (`["Language.strings", "CLI.strings"]`) of these
    /// languages now, throwing the first error; their other tables are read and their keys
    /// noted, and each is parsed when a key of it is first asked for (a malformed one is
    /// then reported once): what the command line parses before it knows the command.
    public func preload(_ wanted: [Language], only tables: Set<String>) throws(CatalogError) {
        for language in wanted where languages.contains(language) { try shelf.load(language, only: tables) }
    }

    /// Looks for keys first in the tables named (`["Klondike.strings"]`) of these languages,
    /// among their tables not read yet (`preload(_:only:)`): what a command that prints from
    /// them knows. Nothing is read now; a malformed table is reported as without this.
    public func readFirst(_ tables: [String], of languages: [Language]) {
        for language in languages { shelf.readFirst(tables, of: language) }
    }

    /// Whether every language's tables are parsed (a malformed one counts as done).
    public var allLoaded: Bool { shelf.done.count >= languages.count }

    /// Why a language's tables could not be parsed, once they were tried.
    public func failure(of language: Language) -> CatalogError? { shelf.failure(language) }

    /// The language a code or locale name asks for, among those found.
    public func language(named name: String) -> Language? { Language.named(name, among: languages) }

    /// Where a key is looked for: the language, the fallbacks it declares (each once), English.
    public func chain(of language: Language) -> [Language] {
        var chain = [language]
        var next = declarations[language]?.fallback.flatMap { self.language(named: $0) }
        while let step = next, !chain.contains(step) {
            chain.append(step)
            next = declarations[step]?.fallback.flatMap { self.language(named: $0) }
        }
        if !chain.contains(.en) { chain.append(.en) }
        return chain
    }

    /// A language's own name (`Español`, `한국어`), from its declaration.
    public func ownName(of language: Language) -> String { declarations[language]?.name ?? language.rawValue }

    /// Where to look for the catalogs, first match wins: `$BARAJA_CATALOGS`; the installed
    /// catalogs of the binary's prefix (`PREFIX/bin/baraja` or `PREFIX/games/baraja` →
    /// `PREFIX/share/games/baraja`, a folder of the program's own, never the player's data
    /// folder `~/.local/share/baraja`); and for a binary in a checkout's build folder
    /// (`ROOT/.build/…/baraja`), that checkout's `ROOT/Localizations`. Only the binary's own
    /// path is used: no path of the build machine, never the current folder.
    public static func candidates(environment: [String: String], executablePath: String?) -> [String] {
        if let explicit = environment["BARAJA_CATALOGS"], !explicit.isEmpty { return [explicit] }
        guard let executablePath, executablePath.hasPrefix("/") else { return [] }
        var list = [parent(of: parent(of: executablePath)) + "/" + installedFolder]
        // The whole program installed beside the catalogs' prefix: PREFIX/libexec/baraja/baraja-table.
        let folder = parent(of: executablePath)
        if folder.hasSuffix("/" + tableFolder) {
            list.append(parent(of: parent(of: folder)) + "/" + installedFolder)
        }
        let parts = executablePath.split(separator: "/", omittingEmptySubsequences: false)
        if let build = parts.firstIndex(of: ".build") {
            list.append(parts[..<build].joined(separator: "/") + "/" + Localizations.folderName)
        }
        return list
    }

    /// Where an install puts the whole program (`baraja-table`), under its prefix; `baraja`
    /// itself is in `bin` or `games`.
    public static let tableFolder = "libexec/baraja"

    /// Where an install puts the catalogs, under its prefix.
    public static let installedFolder = "share/games/baraja"

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The table every language has: its own name, number and list formats.
    public static let languageTable = "Language.strings"

    /// Opens the first candidate folder that holds the English catalog (see `open`).
    public static func locate(
        in candidates: [String], files: any FileSystem = LiveFileSystem(environment: [:]),
        report: @escaping @Sendable (CatalogError) -> Void = { _ in }
    ) throws -> Catalogs {
        guard let dir = candidates.first(where: { files.exists("\($0)/en.lproj/\(languageTable)") }) else {
            throw CatalogError.notFound(searched: candidates)
        }
        return try open(from: dir, files: files, report: report)
    }

    /// The languages in a catalogs folder: every `<code>.lproj` folder with a valid code
    /// (see `LanguageDeclaration.isValidCode`) that holds a `Language.strings`.
    public static func languages(in dir: String, files: any FileSystem = LiveFileSystem(environment: [:])) -> [Language]
    {
        (files.list(dir) ?? []).filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
            .filter { LanguageDeclaration.isValidCode($0) && files.exists("\(dir)/\($0).lproj/\(languageTable)") }
            .sorted().map(Language.init(rawValue:))
    }

    /// The catalogs of a folder, with only each language's `Language.strings` parsed (its
    /// declaration, which `lang` and the fallback chains need): a language whose
    /// declaration is malformed, or is missing a name or plural rules that parse, is
    /// reported now, as is a folder without English. Each language's other tables are parsed
    /// when first needed (`table`, `preload`); a malformed one is then thrown by `preload`,
    /// or given to `report` once and the language left out (its keys fall back to English).
    public static func open(
        from dir: String, files: any FileSystem = LiveFileSystem(environment: [:]),
        report: @escaping @Sendable (CatalogError) -> Void = { _ in }
    ) throws -> Catalogs {
        let found = languages(in: dir, files: files)
        guard found.contains(.en) else { throw CatalogError.unreadable(path: "\(dir)/en.lproj/\(languageTable)") }
        var declarations: [Language: LanguageDeclaration] = [:]
        for language in found {
            let path = "\(dir)/\(language.rawValue).lproj/\(languageTable)"
            let table = try parse(try read(path, files: files), path: path)
            do {
                declarations[language] = try LanguageDeclaration(table: table)
            } catch {
                throw CatalogError.malformed(path: path, reason: "\(error)")
            }
        }
        let source = Shelf.Source(
            paths: { language throws(CatalogError) in try tablePaths(of: language, in: dir, files: files) },
            read: { path throws(CatalogError) in try read(path, files: files) },
            parse: { bytes, path throws(CatalogError) in try parse(bytes, path: path) })
        let shelf = Shelf(tables: [:], source: source, report: report)
        return Catalogs(shelf: shelf, languages: found, declarations: declarations, directory: dir)
    }

    /// Parses every `<dir>/<lang>.lproj/*.strings` for every language found, now (the
    /// catalog tools and tests; the program opens the folder with `open`).
    public static func load(from dir: String, files: any FileSystem = LiveFileSystem(environment: [:])) throws
        -> Catalogs
    {
        let catalogs = try open(from: dir, files: files)
        try catalogs.preload(catalogs.languages)
        return catalogs
    }

    /// A language's tables, by path, in name order; its `Language.strings` must be one.
    private static func tablePaths(
        of language: Language, in dir: String, files: any FileSystem = LiveFileSystem(environment: [:])
    ) throws(CatalogError) -> [String] {
        let folder = "\(dir)/\(language.rawValue).lproj"
        guard let names = files.list(folder), names.contains(languageTable) else {
            throw CatalogError.unreadable(path: folder + "/" + languageTable)
        }
        return names.filter { $0.hasSuffix(".strings") }.sorted().map { folder + "/" + $0 }
    }

    private static func read(_ path: String, files: any FileSystem = LiveFileSystem(environment: [:]))
        throws(CatalogError) -> [UInt8]
    {
        guard case .bytes(let bytes) = files.read(path) else {
            throw CatalogError.unreadable(path: path)
        }
        return bytes
    }

    /// The keys defined in more than one table of a language, each with the tables that
    /// define it (each key belongs to one table; the catalog tests check there is none).
    public static func keysInTwoTables(in dir: String) throws -> [String: [String]] {
        var found: [String: [String]] = [:]
        for language in languages(in: dir) {
            var origins: [String: [String]] = [:]
            for path in try tablePaths(of: language, in: dir) {
                for key in try parse(try read(path), path: path).keys { origins[key, default: []].append(path) }
            }
            for (key, paths) in origins where paths.count > 1 { found[key, default: []] += paths }
        }
        return found
    }

    /// Parses the text of one `.strings` file (old-style property list) with `StringsFile`.
    public static func parse(_ bytes: [UInt8], path: String = "<catalog>") throws(CatalogError) -> [String: String] {
        do {
            // A value is never shown with a character that acts on the terminal (see
            // `UnsafeCharacters`; `catalogs check` reports them).
            return try StringsFile.table(bytes: bytes).mapValues(UnsafeCharacters.removed)
        } catch {
            throw CatalogError.malformed(path: path, reason: error.reason)
        }
    }
}

extension StringsSyntaxError {
    /// What is wrong and where, in English (the catalogs cannot word their own faults):
    /// "expected “;” after the value, found “"” on line 4, column 1".
    public var reason: String {
        let what: String
        func shown(_ found: String) -> String { found.isEmpty ? "the end of the file" : "“\(found)”" }
        switch problem {
        case .notUTF8: what = "the text is not UTF-8"
        case .unterminatedString: what = "a quoted string is never closed"
        case .unterminatedComment: what = "a /* comment is never closed"
        case .expectedKey(let found): what = "expected a key, found \(shown(found))"
        case .expectedEquals(let found): what = "expected “=” or “;” after the key, found \(shown(found))"
        case .expectedValue(let found): what = "expected a quoted value after “=”, found \(shown(found))"
        case .expectedSemicolon(let found): what = "expected “;” after the value, found \(shown(found))"
        case .expectedClosingBrace(let found): what = "expected “}” at the end, found \(shown(found))"
        case .badEscape(let sequence): what = "the escape \(sequence) makes no character"
        }
        return "\(what) on line \(line), column \(column)"
    }
}
