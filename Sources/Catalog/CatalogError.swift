/// Why the catalogs could not be loaded. These are the only texts that cannot come from
/// the catalogs themselves, so they are given in English.
public enum CatalogError: Error, CustomStringConvertible, Equatable {
    case notFound(searched: [String])
    case unreadable(path: String)
    case malformed(path: String, reason: String)

    public var description: String {
        switch self {
        case .notFound(let searched):
            "baraja: the message catalogs were not found (looked in: \(searched.joined(separator: ", "))). "
                + "Reinstall baraja, or set BARAJA_CATALOGS to the folder that holds en.lproj and the other languages' folders."
        case .unreadable(let path):
            "baraja: cannot read the message catalog \(path)."
        case .malformed(let path, let reason):
            "baraja: the message catalog \(path) is malformed: \(reason)"
        }
    }
}
