/// The pseudo-language `en-XA` (see `PseudoLanguage`), made from English at run time when a
/// run asks for it: never a folder, never parsed at a start that does not ask for it.
extension Catalogs {
    /// `en-XA`.
    public static let pseudoLanguage = Language(PseudoLanguage.code)

    /// The same catalogs with `en-XA` made from English's table; its declaration is
    /// English's rules with an accented, bracketed name.
    public func addingPseudoLanguage() -> Catalogs {
        guard !languages.contains(Self.pseudoLanguage), let english = table(.en) else { return self }
        let table = PseudoLanguage.table(from: english)
        var declarations = self.declarations
        declarations[Self.pseudoLanguage] =
            (try? LanguageDeclaration(table: table))
            ?? LanguageDeclaration(name: PseudoLanguage.code, plurals: declarations[.en]?.plurals ?? .otherOnly)
        return Catalogs(
            shelf: shelf.adding(Self.pseudoLanguage, table), languages: (languages + [Self.pseudoLanguage]).sorted(),
            declarations: declarations, directory: directory)
    }

    /// Whether a run asks for `en-XA`: `--lang en-XA` (or `--lang=en-XA`) among its
    /// arguments, or the environment's language (as `Language.fromEnvironment` reads it).
    public static func asksForPseudoLanguage(arguments: [String], environment: [String: String]) -> Bool {
        let pseudo = [pseudoLanguage]
        for (i, argument) in arguments.enumerated() {
            if argument == "--", i > 0 { break }
            if argument == "--lang", i + 1 < arguments.count, Language.named(arguments[i + 1], among: pseudo) != nil {
                return true
            }
            if argument.hasPrefix("--lang="), Language.named(String(argument.dropFirst(7)), among: pseudo) != nil {
                return true
            }
        }
        return Language.fromEnvironment(environment, among: pseudo) != nil
    }
}
