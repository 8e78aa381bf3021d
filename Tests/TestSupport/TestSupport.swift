import Catalog

/// Paths of the repository, found from this file's place in it.
public enum Repository {
    /// The repository root (this file is `Tests/TestSupport/TestSupport.swift`).
    public static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    public static var localizations: String { root + "/Localizations" }
    public static var transcripts: String { root + "/Tests/Transcripts" }

    /// The real catalogs, parsed once.
    public static let catalogs: Catalogs = {
        do { return try Catalogs.load(from: localizations) } catch { fatalError("catalogs: \(error)") }
    }()
}
