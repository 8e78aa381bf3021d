// The catalogs live in the *.lproj folders beside this file. They are not SwiftPM
// resources: a resource target makes SwiftPM generate a `Bundle.module` accessor that
// links all of Foundation (and ICU), some 6 MB more at start-up, and that stops the
// program when the folder is missing. `Catalog.Catalogs` finds them itself, from the
// place of the running binary (see `Catalogs.candidates`); no path of the machine that
// built the program is kept in it.
public enum Localizations {
    /// The name of this folder at the top of a checkout.
    public static let folderName = "Localizations"
}
