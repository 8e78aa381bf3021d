import Catalog
import GameKit

/// The catalog keys a game's texts need, each with the table it belongs in: what
/// `baraja catalogs check` and the catalog tests look for in every language, naming the game
/// when one is missing.
///
/// `derived(from:)` builds it from what the table declares already: its id (title, name,
/// prompt, aliases), its `commands` (words, help, what an argument is, each choice's words),
/// what `new` takes in it (`NewGameChoices`), its `rulesSections` (text and words) and its
/// lessons (`Teaching`: title, each step's text, right, wrong and hint, the words of an
/// answer in words). A game whose own messages are worth declaring too adds
/// them (`adding(_:table:)`) in its `textContract`.
public struct TextContract: Sendable {
    public let game: GameID
    /// The game's own catalog table (`Klondike`: `Klondike.strings`); its rules are in
    /// `<table>Rules.strings`, its lessons in `<table>Lessons.strings`.
    public let table: String
    public private(set) var texts: [DeclaredText]

    public init(game: GameID, table: String, texts: [DeclaredText] = []) {
        self.game = game
        self.table = table
        self.texts = texts
    }

    /// The keys declared, in order.
    public var keys: [String] { texts.map(\.key) }

    /// The same contract with more keys of the game's, in `table` (default: the game's own).
    public func adding(_ keys: [String], table: String? = nil) -> TextContract {
        var more = self
        more.texts += keys.map { DeclaredText($0, table: table ?? self.table, owner: game.rawValue) }
        return more
    }

    /// The table's own catalog table by default: its type's name without `Table`
    /// (`KlondikeTable` → `Klondike`).
    public static func tableName(of type: any GameTable.Type) -> String {
        let name = String(describing: type)
        return name.hasSuffix("Table") && name.count > 5 ? String(name.dropLast(5)) : name
    }

    /// What the table declares, as keys.
    public static func derived(from type: any GameTable.Type, table: String? = nil) -> TextContract {
        let game = type.id
        let own = table ?? tableName(of: type)
        var contract = TextContract(game: game, table: own)
        func add(_ key: String, _ table: String, or alternatives: [String] = []) {
            let others = alternatives.filter { $0 != key }
            contract.texts.append(DeclaredText(key, table: table, owner: game.rawValue, alternatives: others))
        }
        for part in ["title", "name", "prompt", "aliases"] { add("game.\(game.rawValue).\(part)", own) }
        func choices(_ argument: ArgumentSpec) {
            guard case .choice(let prefix, let values) = argument.kind else { return }
            for value in values {
                for word in value.split(separator: " ") { add("\(prefix).\(word).words", own) }
            }
        }
        for spec in type.commands {
            let id = spec.id
            add(id.key(.aliases), own)
            add(id.key(.help), own, or: [id.key(.help, at: game)])
            guard spec.argument != .none else { continue }
            add(id.key(.arg), own, or: [id.key(.arg, at: game)])
            choices(spec.argument)
        }
        // What `new` and `shake` take in this game: its own usage, and its choices' words.
        if let argument = type.asNewGameChoices?.newArgument, argument != .none {
            for id in [CommandID.new, .shake] { add(id.key(.arg, at: game), own) }
            choices(argument)
        }
        for section in type.rulesSections {
            add(section.message(game: game).key, own + "Rules")
            add(section.wordsKey(game: game), own + "Rules")
        }
        // What a lesson accepts as answers, and the line for one not understood, with the game's own examples.
        if let lessons = type.asTeaching?.lessons, !lessons.isEmpty {
            add("lesson.\(game.rawValue).accepts", own + "Lessons")
            add("lesson.\(game.rawValue).unclear", own + "Lessons")
        }
        for lesson in type.asTeaching?.lessons ?? [] {
            add("lesson.\(lesson.key).title", own + "Lessons")
            // A step answered in words takes its list of any lesson's (`Lessons.strings`).
            for step in lesson.steps {
                if case .word(let word) = step.expects { add("lesson.answer.\(word).words", "Lessons") }
            }
            for n in lesson.steps.indices {
                for part in ["text", "right", "wrong", "hint"] {
                    add("lesson.\(lesson.key).\(n + 1).\(part)", own + "Lessons")
                }
            }
        }
        // The words a real table defines until their lesson is done.
        for term in type.asTeaching?.lessonTerms ?? [] { add("lesson.term.\(term.key)", own + "Lessons") }
        var seen: Set<String> = []
        contract.texts = contract.texts.filter { seen.insert($0.key).inserted }
        return contract
    }

}

extension GameTable {
    public static var textContract: TextContract { .derived(from: Self.self) }
}

extension Games {
    /// Every game's declared texts, in the games' order.
    public var declaredTexts: [DeclaredText] { tables.flatMap { $0.textContract.texts } }
}
