import Localizations

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The catalogs, parsed: key → template, one key space a language. A language's folder holds
/// several tables (`Language.strings`, `Console.strings`, one a game, …): every `*.strings`
/// in it is read into the same key space, and a key in two tables is an error.
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
        let fm = FileManager.default
        guard let dir = candidates.first(where: { fm.fileExists(atPath: "\($0)/en.lproj/\(languageTable)") }) else {
            throw CatalogError.notFound(searched: candidates)
        }
        return try load(from: dir)
    }

    /// Parses every `<dir>/<lang>.lproj/*.strings` for every language, in name order.
    public static func load(from dir: String) throws -> Catalogs {
        var tables: [Language: [String: String]] = [:]
        for language in Language.allCases {
            let folder = "\(dir)/\(language.rawValue).lproj"
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder),
                names.contains(languageTable)
            else { throw CatalogError.unreadable(path: folder + "/" + languageTable) }
            var keys: [String: String] = [:]
            var origins: [String: String] = [:]
            for name in names.filter({ $0.hasSuffix(".strings") }).sorted() {
                let path = folder + "/" + name
                guard let data = FileManager.default.contents(atPath: path) else {
                    throw CatalogError.unreadable(path: path)
                }
                for (key, text) in try parse(data, path: path) {
                    if let first = origins[key] { throw CatalogError.duplicateKey(key, paths: [first, path]) }
                    origins[key] = path
                    keys[key] = text
                }
            }
            tables[language] = keys
        }
        return Catalogs(tables: tables, directory: dir)
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
