import GameKit

/// Rules that hold only at the table as it is now (siete y media's stakes), shown by `rules`
/// after the game's rules text.
public protocol AddingRules: GameTable {
    /// Paragraphs to show after `game.<id>.rules` (none: the rules text alone).
    var moreRules: [Message] { get }
}
