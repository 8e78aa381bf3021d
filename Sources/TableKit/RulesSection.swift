import GameKit

/// One section of a game's rules, as `rules` shows it and `rules TOPIC` picks it: the text
/// is `game.<id>.rules.<topic>`, the words a player types for it `game.<id>.rules.<topic>.words`
/// (any language's understood). A game lists its sections in order in `<Game>Rules.swift`;
/// adding one is a line there and two keys in `<Game>Rules.strings`.
public struct RulesSection: Sendable, Equatable {
    /// The topic's canonical (English) name, the last part of its keys.
    public let topic: String
    /// The arguments of the section's text (the commands it names), in placeholder order.
    public let arguments: [Argument]
    /// The last part of the text's key when it is not the topic (a section rewritten under a
    /// new key: `betting.intro`); nil: the topic.
    public let textKey: String?

    public init(_ topic: String, _ arguments: [Argument] = [], textKey: String? = nil) {
        self.topic = topic
        self.arguments = arguments
        self.textKey = textKey
    }

    /// The section's text.
    public func message(game: GameID) -> Message {
        Message(key: "game.\(game.rawValue).rules.\(textKey ?? topic)", args: arguments)
    }

    /// The key of the words that name the section.
    public func wordsKey(game: GameID) -> String { "game.\(game.rawValue).rules.\(topic).words" }
}
