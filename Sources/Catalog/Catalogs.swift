import Host
import Localizations

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The catalogs, parsed: key → template, one key space a language. A language is a folder
/// `<code>.lproj` that holds `Language.strings` (its declaration: name, plural rules,
/// fallback, particles) and several tables (`Console.strings`, one a game, …): every
/// `*.strings` in it is read into the same key space; a key belongs to one table.
public struct Catalogs: Sendable {
    public let tables: [Language: [String: String]]
    /// The languages found, in code order: the folders that hold a `Language.strings`.
    public let languages: [Language]
    /// What each language declares in its `Language.strings`.
    public let declarations: [Language: LanguageDeclaration]
    /// The folder that holds `en.lproj` and the other languages' folders.
    public let directory: String

    /// Catalogs from tables in memory: each language's declaration is read from its table
    /// when it has one (else its code is its name and it has only `other`).
    public init(tables: [Language: [String: String]], directory: String = "") {
        self.tables = tables
        self.directory = directory
        self.languages = tables.keys.sorted()
        self.declarations = tables.reduce(into: [:]) { found, entry in
            found[entry.key] =
                (try? LanguageDeclaration(table: entry.value))
                ?? LanguageDeclaration(name: entry.key.rawValue, plurals: .otherOnly)
        }
    }

    init(
        tables: [Language: [String: String]], declarations: [Language: LanguageDeclaration], directory: String
    ) {
        self.tables = tables
        self.directory = directory
        self.languages = tables.keys.sorted()
        self.declarations = declarations
    }

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

    /// Where to look for the catalogs, first match wins: `$BARAJA_CATALOGS`; `share/baraja`
    /// of an install prefix (`PREFIX/bin/baraja` → `PREFIX/share/baraja`); the checkout's
    /// `Localizations` folder, for a binary built there and still inside it.
    public static func candidates(
        environment: [String: String], executablePath: String?,
        checkout: (root: String, catalogs: String) = (Localizations.packageRoot, Localizations.sourceDirectory)
    ) -> [String] {
        if let explicit = environment["BARAJA_CATALOGS"], !explicit.isEmpty { return [explicit] }
        guard let executablePath else { return [] }
        var list = [parent(of: parent(of: executablePath)) + "/share/baraja"]
        if executablePath.hasPrefix(checkout.root + "/") { list.append(checkout.catalogs) }
        return list
    }

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }

    /// The table every language has: its own name, number and list formats.
    public static let languageTable = "Language.strings"

    /// Loads the first candidate folder that holds the English catalog.
    public static func locate(in candidates: [String]) throws -> Catalogs {
        let disk = LiveFileSystem(environment: [:])
        guard let dir = candidates.first(where: { disk.exists("\($0)/en.lproj/\(languageTable)") }) else {
            throw CatalogError.notFound(searched: candidates)
        }
        return try load(from: dir)
    }

    /// The languages in a catalogs folder: every `<code>.lproj` folder with a valid code
    /// (see `LanguageDeclaration.isValidCode`) that holds a `Language.strings`.
    public static func languages(in dir: String) -> [Language] {
        let disk = LiveFileSystem(environment: [:])
        return (disk.list(dir) ?? []).filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }
            .filter { LanguageDeclaration.isValidCode($0) && disk.exists("\(dir)/\($0).lproj/\(languageTable)") }
            .sorted().map(Language.init(rawValue:))
    }

    /// Parses every `<dir>/<lang>.lproj/*.strings` for every language found, in name order. A
    /// language's tables are read one after the other as one text and parsed at once (one
    /// parse a language, as fast as a single file); a malformed one is then named by itself.
    /// A key defined in two tables is a defect the catalog tests find (`keysInTwoTables`).
    /// A language whose `Language.strings` does not declare a name and plural rules that
    /// parse is malformed.
    public static func load(from dir: String) throws -> Catalogs {
        var tables: [Language: [String: String]] = [:]
        var declarations: [Language: LanguageDeclaration] = [:]
        for language in languages(in: dir) {
            let paths = try tablePaths(of: language, in: dir)
            var text: [UInt8] = []
            for path in paths {
                var bytes = try read(path)
                // A byte-order mark may open a file, not the middle of the text.
                if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
                text += bytes
                text.append(0x0A)
            }
            let table: [String: String]
            do {
                table = try text.withUnsafeMutableBytes { buffer in
                    let data = Data(bytesNoCopy: buffer.baseAddress!, count: buffer.count, deallocator: .none)
                    return try PropertyListDecoder().decode([String: String].self, from: data)
                }
            } catch {
                for path in paths { _ = try parse(Data(try read(path)), path: path) }
                throw CatalogError.malformed(path: "\(dir)/\(language.rawValue).lproj", reason: reason(error))
            }
            do {
                declarations[language] = try LanguageDeclaration(table: table)
            } catch {
                throw CatalogError.malformed(
                    path: "\(dir)/\(language.rawValue).lproj/\(languageTable)", reason: "\(error)")
            }
            tables[language] = table
        }
        guard tables[.en] != nil else { throw CatalogError.unreadable(path: "\(dir)/en.lproj/\(languageTable)") }
        return Catalogs(tables: tables, declarations: declarations, directory: dir)
    }

    /// A language's tables, by path, in name order; its `Language.strings` must be one.
    private static func tablePaths(of language: Language, in dir: String) throws -> [String] {
        let folder = "\(dir)/\(language.rawValue).lproj"
        guard let names = LiveFileSystem(environment: [:]).list(folder), names.contains(languageTable) else {
            throw CatalogError.unreadable(path: folder + "/" + languageTable)
        }
        return names.filter { $0.hasSuffix(".strings") }.sorted().map { folder + "/" + $0 }
    }

    private static func read(_ path: String) throws -> [UInt8] {
        guard case .bytes(let bytes) = LiveFileSystem(environment: [:]).read(path) else {
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
                for key in try parse(Data(try read(path)), path: path).keys { origins[key, default: []].append(path) }
            }
            for (key, paths) in origins where paths.count > 1 { found[key, default: []] += paths }
        }
        return found
    }

    /// Parses the text of one `.strings` file (old-style property list) with Foundation's decoder.
    public static func parse(_ data: Data, path: String = "<catalog>") throws -> [String: String] {
        if data.isEmpty { return [:] }
        do {
            return try PropertyListDecoder().decode([String: String].self, from: data)
        } catch {
            throw CatalogError.malformed(path: path, reason: reason(error))
        }
    }

    /// The most useful words of a decoding error: Foundation's own "Missing ';' on line 2".
    private static func reason(_ error: Error) -> String {
        if case DecodingError.dataCorrupted(let context) = error,
            let underlying = context.underlyingError as? CocoaError,
            let detail = underlying.userInfo["NSDebugDescription"] as? String
        {
            return detail
        }
        return String(describing: error)
    }
}
