// The catalogs live in the *.lproj folders beside this file. They are not SwiftPM
// resources: a resource target makes SwiftPM generate a `Bundle.module` accessor that
// links all of Foundation (and ICU), some 6 MB more at start-up, and that stops the
// program when the folder is missing. `Catalog.Catalogs` finds them itself.
public enum Localizations {
    /// This folder, in the checkout the program was built from. Used only by a binary
    /// that still lives inside that checkout (`.build/…`), so a copied or installed
    /// binary never depends on the source tree.
    public static let sourceDirectory: String = {
        let path = #filePath
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }()

    /// The checkout's root folder.
    public static var packageRoot: String {
        guard let slash = sourceDirectory.lastIndex(of: "/") else { return "." }
        return String(sourceDirectory[..<slash])
    }
}
