import Localizations

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The three catalogs, parsed: key → template, a table a language.
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

    /// Loads the first candidate folder that holds the English catalog.
    public static func locate(in candidates: [String]) throws -> Catalogs {
        let fm = FileManager.default
        guard let dir = candidates.first(where: { fm.fileExists(atPath: $0 + "/en.lproj/Localizable.strings") }) else {
            throw CatalogError.notFound(searched: candidates)
        }
        return try load(from: dir)
    }

    /// Parses `<dir>/<lang>.lproj/Localizable.strings` for every language.
    public static func load(from dir: String) throws -> Catalogs {
        var tables: [Language: [String: String]] = [:]
        for language in Language.allCases {
            let path = "\(dir)/\(language.rawValue).lproj/Localizable.strings"
            guard let data = FileManager.default.contents(atPath: path) else {
                throw CatalogError.unreadable(path: path)
            }
            tables[language] = try parse(data, path: path)
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
