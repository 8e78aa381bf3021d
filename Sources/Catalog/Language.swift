/// A language baraja can speak: the code of a `<code>.lproj` folder of the catalogs (`en`,
/// `es`, `ko`, `pt-BR`). Which languages there are is data: the folders found
/// (`Catalogs.languages`); English, the fallback for every key, is the one the code names.
public struct Language: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The folder's name without `.lproj`.
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ code: String) { self.init(rawValue: code) }

    /// English: every language falls back to it, and its tables define the keys.
    public static let en = Language("en")

    public var description: String { rawValue }
    public static func < (a: Language, b: Language) -> Bool { a.rawValue < b.rawValue }

    /// The language among `available` a locale name asks for: `pt_BR.UTF-8` is `pt-BR` when
    /// there is such a folder, else `pt`; `es`, `ES`, `es_ES.UTF-8`, `es-MX`, `ko_KR.UTF-8`, …
    /// Codes compare without regard to case (`en-xa` finds `en-XA`).
    public static func named(_ localeName: String, among available: [Language]) -> Language? {
        let head = localeName.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? ""
        let parts = head.split(whereSeparator: { $0 == "_" || $0 == "-" }).map { $0.lowercased() }
        guard !parts.isEmpty else { return nil }
        // The longest prefix of the name's parts that is a folder: pt-BR before pt.
        for count in stride(from: parts.count, through: 1, by: -1) {
            let wanted = parts.prefix(count).joined(separator: "-")
            if let found = available.first(where: { $0.rawValue.lowercased() == wanted }) { return found }
        }
        return nil
    }

    /// The language the environment asks for, in the GNU gettext precedence: `LANGUAGE`
    /// (a colon-separated list, honoured unless the locale is `C`/`POSIX`), then the
    /// locale from `LC_ALL`, `LC_MESSAGES`, `LANG`. Nil when none names one of `available`.
    public static func fromEnvironment(_ environment: [String: String], among available: [Language]) -> Language? {
        let locale = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty }
        var candidates: [String] = []
        if let locale, !["C", "POSIX"].contains(locale.split(separator: ".").first.map(String.init) ?? locale),
            let list = environment["LANGUAGE"], !list.isEmpty
        {
            candidates += list.split(separator: ":").map(String.init)
        }
        if let locale { candidates.append(locale) }
        return candidates.lazy.compactMap { named($0, among: available) }.first
    }
}
