import GameKit
import TableKit

/// Klondike's rules in sections (`rules`, `rules TOPIC`): texts in `KlondikeRules.strings`.
extension KlondikeTable {
    static let rulesSections: [RulesSection] = [
        RulesSection("goal"),
        RulesSection("piles"),
        RulesSection("commands", [CommandID.draw, .tap, .move, .undo, .restart, .auto, .new].map(Argument.command)),
        RulesSection("draw", [.commandLine(.new, arguments: "1"), .commandLine(.new, arguments: "3")]),
        RulesSection("cards"),
        RulesSection("scoring"),
        RulesSection("hint", [.command(.hint)]),
        // The solver's tools, one a section, each with an example.
        RulesSection("solver", [.command(.solve)], textKey: "solver.intro"),
        RulesSection("winnable", [.commandWith(.winnable, argumentKey: "klondike.winnable.on.words")]),
        RulesSection("warn", [.commandWith(.warn, argumentKey: "klondike.warn.on.words")]),
    ]
}
