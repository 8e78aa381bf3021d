/// The languages baraja speaks. English is the fallback for everything.
public enum Language: String, CaseIterable, Sendable, Hashable {
    case en, es, ko

    /// Recognizes `es`, `ES`, `es_ES.UTF-8`, `es-MX`, `ko_KR.UTF-8`, … by their language part.
    public init?(localeName: String) {
        let lowered = localeName.lowercased()
        let language = lowered.split(whereSeparator: { $0 == "_" || $0 == "-" || $0 == "." || $0 == "@" }).first
        guard let language, let found = Language(rawValue: String(language)) else { return nil }
        self = found
    }

    /// The language the environment asks for, in the GNU gettext precedence: `LANGUAGE`
    /// (a colon-separated list, honoured unless the locale is `C`/`POSIX`), then the
    /// locale from `LC_ALL`, `LC_MESSAGES`, `LANG`. Nil when none names a language baraja has.
    public static func fromEnvironment(_ environment: [String: String]) -> Language? {
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
        return candidates.lazy.compactMap { Language(localeName: $0) }.first
    }
}
