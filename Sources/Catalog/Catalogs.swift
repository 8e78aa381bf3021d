import Host
import Localizations

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The catalogs, parsed: key → template, one key space a language. A language's folder holds
/// several tables (`Language.strings`, `Console.strings`, one a game, …): every `*.strings`
/// in it is read into the same key space; a key belongs to one table.
public struct Catalogs: Sendable {
    public let tables: [Language: [String: String]]
    /// The folder that holds `en.lproj`, `es.lproj`, `ko.lproj`.
    public let directory: String

    public init(tables: [Language: [String: String]], directory: String = "") {
        self.tables = tables
        self.directory = directory
    }

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

    /// Parses every `<dir>/<lang>.lproj/*.strings` for every language, in name order. A
    /// language's tables are read one after the other as one text and parsed at once (one
    /// parse a language, as fast as a single file); a malformed one is then named by itself.
    /// A key defined in two tables is a defect the catalog tests find (`keysInTwoTables`).
    public static func load(from dir: String) throws -> Catalogs {
        var tables: [Language: [String: String]] = [:]
        for language in Language.allCases {
            let paths = try tablePaths(of: language, in: dir)
            var text: [UInt8] = []
            for path in paths {
                var bytes = try read(path)
                // A byte-order mark may open a file, not the middle of the text.
                if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
                text += bytes
                text.append(0x0A)
            }
            do {
                tables[language] = try text.withUnsafeMutableBytes { buffer in
                    let data = Data(bytesNoCopy: buffer.baseAddress!, count: buffer.count, deallocator: .none)
                    return try PropertyListDecoder().decode([String: String].self, from: data)
                }
            } catch {
                for path in paths { _ = try parse(Data(try read(path)), path: path) }
                throw CatalogError.malformed(path: "\(dir)/\(language.rawValue).lproj", reason: reason(error))
            }
        }
        return Catalogs(tables: tables, directory: dir)
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
        for language in Language.allCases {
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
