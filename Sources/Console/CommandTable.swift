import Catalog
import GameKit
import TableKit

/// The console's own commands. Each game declares its own beside its table; the commands
/// every game answers (`new`, `hint`, …) are TableKit's.
extension CommandID {
    public static let help = CommandID("help")
    public static let play = CommandID("play")
    public static let lang = CommandID("lang")
    public static let rules = CommandID("rules")
    public static let table = CommandID("table")
    public static let menu = CommandID("menu")
    public static let quit = CommandID("quit")
    public static let stats = CommandID("stats")
    public static let color = CommandID("color")
    public static let coach = CommandID("coach")
}

/// The commands, and the words that name them in every language: first those of the
/// languages parsed when the table is made (the one in use, its fallbacks, English); the
/// others' words are indexed the first time a word is not found there.
public struct CommandTable: Sendable {
    public let specs: [CommandSpec]
    /// A folded word → the commands it names (several only when they are never available
    /// together), in the languages parsed when the table was made.
    private let index: [String: [CommandID]]
    /// The same words without their spaces, in the languages parsed when the table was made
    /// whose words may be typed joined or apart (`input.spacing` free: Korean `새판`, `새 판`).
    private let spaceless: [String: [CommandID]]
    /// Whether `index` holds every language's words.
    private let complete: Bool
    /// The same in every language, made when first needed.
    private let everyLanguage = Memo<[String: [CommandID]]>()
    private let localizer: Localizer

    public init(specs: [CommandSpec], localizer: Localizer) {
        self.specs = specs
        self.localizer = localizer
        let loaded = localizer.catalogs.loaded
        // The same catalogs and commands give the same index: made once for every session
        // over these catalogs (the tests open thousands).
        let key =
            "CommandTable " + loaded.map(\.rawValue).joined(separator: ",") + " "
            + specs.map(\.id.description).joined(separator: ",")
        (self.index, self.spaceless) = localizer.catalogs.derived(key) {
            let free = loaded.filter { localizer.words("input.spacing", in: $0).first == "free" }
            return (
                Self.index(of: specs, in: loaded, localizer: localizer),
                Self.index(of: specs, in: free, localizer: localizer, joined: true)
            )
        }
        self.complete = loaded.count >= localizer.languages.count
    }

    /// Each command's words (`.aliases`) and the other ways people type it (`.forms`), folded;
    /// `joined`: without their spaces.
    private static func index(
        of specs: [CommandSpec], in languages: [Language], localizer: Localizer, joined: Bool = false
    ) -> [String: [CommandID]] {
        var index: [String: [CommandID]] = [:]
        let key = { (word: String) in joined ? Self.fold(word).filter { $0 != " " } : Self.fold(word) }
        for spec in specs {
            for language in languages {
                for word in localizer.phrasings(ofCommand: spec.id, in: language) {
                    if !(index[key(word)] ?? []).contains(spec.id) { index[key(word), default: []].append(spec.id) }
                }
            }
        }
        // A form said with another ending of the same intention (`죽을래` for `죽을게`), where
        // no command's own words already say it.
        var variants: [String: [CommandID]] = [:]
        let endings = languages.map { IntentEnding.list(localizer.words("input.intent.endings", in: $0)) }
        for spec in specs {
            for (language, endings) in zip(languages, endings) where !endings.isEmpty {
                for phrasing in localizer.phrasings(ofCommand: spec.id, in: language) {
                    for word in IntentEnding.variants(of: phrasing, among: endings) where index[key(word)] == nil {
                        if !(variants[key(word)] ?? []).contains(spec.id) {
                            variants[key(word), default: []].append(spec.id)
                        }
                    }
                }
            }
        }
        return index.merging(variants) { own, _ in own }
    }

    /// Every language's words (parsing the languages not parsed yet).
    private var fullIndex: [String: [CommandID]] {
        complete
            ? index
            : everyLanguage.value {
                localizer.catalogs.derived("CommandTable every " + specs.map(\.id.description).joined(separator: ",")) {
                    Self.index(of: specs, in: localizer.languages, localizer: localizer)
                }
            }
    }

    /// Case and accents are ignored (`clasica` is `clásica`, `PLÁNTATE` is `plantate`);
    /// Swift's string comparison already treats composed and decomposed Hangul alike, and
    /// only the Latin combining marks are dropped (Hangul's jamo are letters, not marks).
    public static func fold(_ word: String) -> String { InputFold.fold(word) }

    public func spec(_ id: CommandID) -> CommandSpec? { specs.first { $0.id == id } }

    public func isAvailable(_ spec: CommandSpec, at place: Place) -> Bool {
        switch (spec.scope, place) {
        case (.everywhere, _): true
        case (.inAnyGame, .game): true
        case (.games(let games), .game(let here)): games.contains(here)
        default: false
        }
    }

    public func available(at place: Place) -> [CommandSpec] { specs.filter { isAvailable($0, at: place) } }

    /// The commands a word names, wherever they are available: in the languages in use,
    /// else in any language.
    public func commands(named word: String) -> [CommandID] {
        index[Self.fold(word)] ?? fullIndex[Self.fold(word)] ?? []
    }

    /// The command a word names at this place, if any: in the languages in use, else in any.
    public func command(named word: String, at place: Place) -> CommandSpec? {
        command(named: word, at: place, everyLanguage: false) ?? command(named: word, at: place, everyLanguage: true)
    }

    /// The command a word names at this place in the languages in use (`everyLanguage`
    /// false: nothing is parsed), or in every language.
    public func command(named word: String, at place: Place, everyLanguage: Bool) -> CommandSpec? {
        ((everyLanguage ? fullIndex : index)[Self.fold(word)] ?? []).compactMap(spec).first {
            isAvailable($0, at: place)
        }
    }

    /// The command that words typed joined name at this place (`새판`, `카드주세요`), in a
    /// language whose words may be typed joined or apart; spaces are ignored.
    public func command(joined words: String, at place: Place) -> CommandSpec? {
        (spaceless[Self.fold(words).filter { $0 != " " }] ?? []).compactMap(spec).first { isAvailable($0, at: place) }
    }

    /// Whether two commands can be typed at one place (the lobby or a game).
    public static func availableTogether(_ a: CommandID, _ b: CommandID, specs: [CommandSpec]) -> Bool {
        let firsts = specs.filter { $0.id == a }
        let seconds = specs.filter { $0.id == b }
        let games = Set(
            specs.flatMap { spec -> [GameID] in
                if case .games(let games) = spec.scope { return games }
                return []
            })
        func available(_ spec: CommandSpec, _ place: Place) -> Bool {
            switch (spec.scope, place) {
            case (.everywhere, _): true
            case (.inAnyGame, .game): true
            case (.games(let games), .game(let here)): games.contains(here)
            default: false
            }
        }
        return ([Place.lobby] + games.map(Place.game)).contains { place in
            firsts.contains { available($0, place) } && seconds.contains { available($0, place) }
        }
    }

    /// Pairs of commands available together that share a word: must be empty.
    public func clashes() -> [(String, CommandID, CommandID)] {
        var found: [(String, CommandID, CommandID)] = []
        let gamePlaces = specs.flatMap { spec -> [GameID] in
            if case .games(let games) = spec.scope { return games }
            return []
        }
        let places: [Place] = [.lobby] + Set(gamePlaces).map(Place.game)
        for (word, ids) in fullIndex where ids.count > 1 {
            for place in places {
                let here = ids.filter { id in spec(id).map { isAvailable($0, at: place) } ?? false }
                if here.count > 1 { found.append((word, here[0], here[1])) }
            }
        }
        return found
    }
}

/// Edit distance with adjacent swaps counted as one edit (optimal string alignment), for
/// "did you mean …?": `pedri` is one edit from `pedir`.
enum EditDistance {
    static func between(_ a: String, _ b: String) -> Int {
        let a = Array(a)
        let b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1)
                }
            }
        }
        return d[a.count][b.count]
    }
}

extension Localizer {
    /// Every way of typing a command in a language: its words (`command.<id>.aliases`, the
    /// first shown) and the other forms and phrases people type (`command.<id>.forms`).
    public func phrasings(ofCommand id: CommandID, in language: Language) -> [String] {
        aliases(ofCommand: id, in: language) + words(id.key(.forms), in: language)
    }

    /// The words of a choice's value (`.choice(prefix:values:)`): its list `<prefix>.<value>.words`;
    /// for a value of several words (`play all`), each word's own list, the first words joined
    /// (`jugar todo`): every list holds single words.
    func choiceWords(prefix: String, value: String, in language: Language? = nil) -> [String] {
        let parts = value.split(separator: " ")
        guard parts.count > 1 else { return words("\(prefix).\(value).words", in: language) }
        let firsts = parts.compactMap { words("\(prefix).\($0).words", in: language).first }
        return firsts.count == parts.count ? [firsts.joined(separator: " ")] : []
    }

    /// Whether typed words name a choice's value in any language: each word one of its part's
    /// words, in either order (`stats reset`, or a value of two words in any order).
    func isChoice(_ typed: String, prefix: String, value: String, among: [Language]? = nil) -> Bool {
        let parts = value.split(separator: " ").map(String.init)
        let words = typed.split(separator: " ").map(String.init)
        guard parts.count == words.count else { return false }
        func matches(_ words: ArraySlice<String>, _ parts: [String]) -> Bool {
            guard let word = words.first else { return true }
            return parts.indices.contains { i in
                anyLanguageLists(word, under: "\(prefix).\(parts[i]).words", among: among)
                    && matches(words.dropFirst(), Array(parts[..<i] + parts[(i + 1)...]))
            }
        }
        return matches(words[...], parts)
    }

    /// Whether the word is one of the words of a list key in any language (case ignored):
    /// those in use first (see `searching`), or only among `among`.
    func anyLanguageLists(_ word: String, under key: String, among: [Language]? = nil) -> Bool {
        let folded = CommandTable.fold(word)
        let lists = { (languages: [Language]) in
            languages.contains { self.foldedList(key, in: $0).folded.contains(folded) }
        }
        if let among { return lists(among) }
        return searching { lists($0) ? true : nil } ?? false
    }

    /// A list's words folded, and folded without their spaces: kept with the catalogs, since
    /// the lists are read many times for each line a lesson judges.
    func foldedList(_ key: String, in language: Language) -> FoldedList {
        catalogs.derived("folded list \(language.rawValue) \(key)") {
            let words = self.words(key, in: language).map(CommandTable.fold)
            return FoldedList(folded: Set(words), spaceless: Set(words.map { $0.filter { $0 != " " } }))
        }
    }
}

/// An ending of `input.intent.endings` (`ㄹ게요`, `ㄹ래요`): the final consonant the syllable
/// before it takes (nil when it names none), and the letters after that syllable.
struct IntentEnding: Equatable {
    let final: Int?
    let tail: String

    /// Hangul's final consonants as the compatibility letters write them, by their index in a
    /// syllable (`ㄹ` is 8).
    private static let finals: [Character: Int] = Dictionary(
        uniqueKeysWithValues: Array("ㄱㄲㄳㄴㄵㄶㄷㄹㄺㄻㄼㄽㄾㄿㅀㅁㅂㅄㅅㅆㅇㅈㅊㅋㅌㅍㅎ").enumerated().map { ($1, $0 + 1) })

    static func list(_ words: [String]) -> [IntentEnding] {
        words.compactMap { word in
            guard let first = word.first else { return nil }
            if let final = finals[first] {
                return word.count > 1 ? IntentEnding(final: final, tail: String(word.dropFirst())) : nil
            }
            return IntentEnding(final: nil, tail: word)
        }
    }

    /// The final consonant of a Hangul syllable (0: none); nil for any other character.
    static func final(of character: Character) -> Int? {
        guard character.unicodeScalars.count == 1, let v = character.unicodeScalars.first?.value,
            (0xAC00...0xD7A3).contains(v)
        else { return nil }
        return Int((v - 0xAC00) % 28)
    }

    /// A phrasing said with each other ending of the same intention (`죽을게요`: `죽을래요`,
    /// `죽을래`, `죽을게`): the longest ending it has, after a syllable with that ending's final
    /// consonant, swapped for each other ending that needs the same one.
    static func variants(of phrasing: String, among endings: [IntentEnding]) -> [String] {
        let sorted = endings.sorted { $0.tail.count > $1.tail.count }
        guard
            let ending = sorted.first(where: { ending in
                guard phrasing.hasSuffix(ending.tail), phrasing.count > ending.tail.count else { return false }
                let before = phrasing.dropLast(ending.tail.count)
                guard let final = ending.final else { return true }
                return before.last.flatMap(Self.final(of:)) == final
            })
        else { return [] }
        let stem = String(phrasing.dropLast(ending.tail.count))
        return endings.filter { $0 != ending && $0.final == ending.final }.map { stem + $0.tail }
    }
}

/// A catalog list read for matching (`Localizer.foldedList`).
struct FoldedList: Sendable {
    let folded: Set<String>
    let spaceless: Set<String>
}
