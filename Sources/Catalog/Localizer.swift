import GameKit
import Host

/// Turns keys and messages into text in one language, falling back to the languages its
/// declaration names, then English, for a key the language lacks. The only place in the
/// program that knows a language.
public struct Localizer: Sendable {
    public let catalogs: Catalogs
    public var language: Language

    public init(catalogs: Catalogs, language: Language) {
        self.catalogs = catalogs
        self.language = language
    }

    /// The same catalogs in another language.
    public func speaking(_ language: Language) -> Localizer {
        Localizer(catalogs: catalogs, language: language)
    }

    /// The template for a key: the language's, else its fallbacks', else English's. A key
    /// missing everywhere is a defect caught by tests; the text then names it in brackets.
    public func string(_ key: String) -> String {
        found(key)?.text ?? "⟦\(key)⟧"
    }

    /// A key's template and the language it was found in, along the language's chain.
    private func found(_ key: String, from start: Language? = nil) -> (text: String, language: Language)? {
        let first = start ?? language
        if let text = catalogs.value(key, in: first) { return (text, first) }
        for step in catalogs.chain(of: first).dropFirst() {
            if let text = catalogs.value(key, in: step) { return (text, step) }
        }
        return nil
    }

    /// The CLDR plural category of a count in a language (this one by default), by the
    /// rules its `Language.strings` declares.
    public func pluralCategory(_ n: Int, in language: Language? = nil) -> PluralCategory {
        catalogs.declarations[language ?? self.language]?.plurals.category(n) ?? .other
    }

    /// The languages on offer, in code order.
    public var languages: [Language] { catalogs.languages }

    /// What `find` finds among the languages whose tables are parsed (the language in use,
    /// its fallbacks, English, any other parsed since), else among every language, parsing
    /// the others only then: a word of a language not in use still works, and costs its
    /// language's parse only when it is typed. The languages in use are asked first (the
    /// catalog tests check that no word means one thing there and another elsewhere).
    public func searching<T>(_ find: ([Language]) -> T?) -> T? {
        let loaded = catalogs.loaded
        if let found = find(loaded) { return found }
        guard loaded.count < languages.count else { return nil }
        return find(languages)
    }

    /// A language's name as this language writes it (`language.<code>.name`, e.g. Spanish
    /// «inglés»), else the language's own name (its declaration's `language.name`).
    public func name(of other: Language) -> String {
        catalogs.value("language.\(other.rawValue).name", in: language) ?? catalogs.ownName(of: other)
    }

    /// The codes of the languages on offer, written as a list of alternatives (`en, es or ko`).
    public func languageCodes() -> String { alternatives(languages.map(\.rawValue)) }

    /// The template for a key in another language (else English's).
    public func string(_ key: String, in language: Language) -> String { speaking(language).string(key) }

    public func has(_ key: String, in language: Language? = nil) -> Bool {
        catalogs.value(key, in: language ?? self.language) != nil
    }

    /// The text of a message in this language.
    public func text(_ message: Message) -> String {
        var key = message.key
        if let count = message.count {
            let category = pluralCategory(count).rawValue
            key = found("\(key).\(category)") != nil ? "\(key).\(category)" : "\(key).other"
        }
        guard let (template, source) = found(key) else { return "⟦\(key)⟧" }
        let filled = contracted(Format.fill(template, message.args.map(render)))
        // Particles belong to the templates of the language that declares them: a fallback's
        // text keeps its own.
        return catalogs.declarations[source]?.particles == "korean" ? KoreanParticles.resolve(filled) : filled
    }

    /// The language's obligatory contractions once the pieces are joined (`text.contractions`,
    /// Spanish `de el=del,a el=al`: «del mazo», «al descarte»), whole words only.
    func contracted(_ text: String) -> String {
        guard let rules = catalogs.value("text.contractions", in: language), !rules.isEmpty else { return text }
        var out = text
        for rule in rules.split(separator: ",") {
            let parts = rule.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }
            out = out.replacingEvery(" \(parts[0]) ", with: " \(parts[1]) ")
            let capital = { (word: String) in word.prefix(1).uppercased() + word.dropFirst() }
            if out.hasPrefix(capital(parts[0]) + " ") { out = capital(parts[1]) + out.dropFirst(parts[0].count) }
        }
        return out
    }

    /// A message shown on a line of its own: as `text`, with a capital letter when it
    /// starts with a word that would begin a sentence lowercase ("stack 6 has …"), in
    /// languages that write capitals (`text.capitalize`; Korean has none, and there a
    /// leading `w` is a pile's name).
    public func sentence(_ message: Message) -> String {
        let shown = text(message)
        guard string("text.capitalize") == "yes", let first = shown.first, first.isLowercase else { return shown }
        return first.uppercased() + shown.dropFirst()
    }

    public func text(_ key: String, _ args: Argument...) -> String {
        text(Message(key: key, args: args))
    }

    private func render(_ argument: Argument) -> String {
        switch argument {
        case .int(let n): number(n)
        case .percent(let p): percent(p)
        case .duration(let seconds): Self.clockTime(seconds)
        case .verbatim(let s): Format.visible(s)
        case .command(let id): Format.fill(string("format.command"), [commandWord(id)])
        case .commandWith(let id, let key):
            Format.fill(string("format.command"), [([commandWord(id)] + words(key).prefix(1)).joined(separator: " ")])
        case .commandLine(let id, let arguments):
            Format.fill(string("format.command"), [commandWord(id) + " " + arguments])
        case .message(let m): text(m)
        case .list(let items): list(items.map(text))
        }
    }

    /// `3,591`, `649 740`: digits grouped by thousands with the language's separator, from
    /// as many digits as the language starts grouping at (`number.group.from`: Spanish
    /// writes `3591` whole).
    public func number(_ n: Int) -> String {
        // A true minus sign (−5), as the texts write it, not a hyphen.
        grouped(String(n.magnitude), sign: n < 0 ? "\u{2212}" : "")
    }

    /// A count beyond `Int` (the largest seed), grouped the same way.
    public func number(_ n: UInt64) -> String { grouped(String(n), sign: "") }

    private func grouped(_ digits: String, sign: String) -> String {
        guard digits.count >= Int(string("number.group.from")) ?? 4 else { return sign + digits }
        var groups: [Substring] = []
        var end = digits.endIndex
        while end > digits.startIndex {
            let start = digits.index(end, offsetBy: -3, limitedBy: digits.startIndex) ?? digits.startIndex
            groups.insert(digits[start..<end], at: 0)
            end = start
        }
        return sign + groups.joined(separator: string("number.group"))
    }

    /// `32.4%`, `32,4 %`: one decimal, the language's decimal sign and percent pattern.
    public func percent(_ proportion: Double) -> String {
        let tenths = Int((proportion * 1000).rounded())
        let number = "\(tenths / 10)\(string("number.decimal"))\(tenths % 10)"
        return Format.fill(string("number.percent"), [number])
    }

    /// `4:07`, `1:02:03`: the same in the three languages.
    public static func clockTime(_ seconds: Int) -> String {
        let s = max(0, seconds)
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        if s >= 3600 { return "\(s / 3600):\(two(s / 60 % 60)):\(two(s % 60))" }
        return "\(s / 60):\(two(s % 60))"
    }

    /// "a, b and c" in the language.
    public func list(_ items: [String]) -> String { join(items, last: "list.last") }

    /// "a, b or c" in the language: alternatives.
    public func alternatives(_ items: [String]) -> String { join(items, last: "list.or") }

    private func join(_ items: [String], last: String) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        let head = items.dropLast().joined(separator: string("list.separator"))
        return text(Message(key: last, args: [.verbatim(head), .verbatim(items[items.count - 1])]))
    }

    // MARK: Commands and their words

    /// Every word a command answers to in this language (`id.key(.aliases)`, comma-separated).
    public func aliases(ofCommand id: CommandID, in language: Language? = nil) -> [String] {
        let lang = language ?? self.language
        let raw = found(id.key(.aliases), from: lang)?.text ?? id.rawValue
        return raw.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }

    /// The word shown for a command in this language: its first alias.
    public func commandWord(_ id: CommandID) -> String { aliases(ofCommand: id).first ?? id.rawValue }

    /// The words of a list key in this language (comma-separated), e.g. a game's names.
    public func words(_ key: String, in language: Language? = nil) -> [String] {
        let raw = found(key, from: language ?? self.language)?.text ?? ""
        return raw.split(separator: ",").map { $0.trimmingSpaces() }.filter { !$0.isEmpty }
    }
}

extension Substring {
    /// The text without the spaces at either end.
    package func trimmingSpaces() -> String {
        guard let first = firstIndex(where: { $0 != " " }), let last = lastIndex(where: { $0 != " " }) else {
            return ""
        }
        return String(self[first...last])
    }
}
