// The catalogs live in the *.lproj folders beside this file. SwiftPM copies them into
// `baraja_Localizations.resources` next to the executable; `Catalog.CatalogLocator`
// finds them there (or in an installed `share/baraja`) without `Bundle.module`, whose
// accessor stops the program when the folder is missing.
public enum Localizations {
    /// The name SwiftPM gives the resource folder of this target.
    public static let resourceFolderName = "baraja_Localizations.resources"
}
