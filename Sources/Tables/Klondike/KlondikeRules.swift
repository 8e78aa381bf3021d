import GameKit
import TableKit

/// Klondike's rules in sections (`rules`, `rules TOPIC`): texts in `KlondikeRules.strings`.
extension KlondikeTable {
    static let rulesSections: [RulesSection] = [
        RulesSection("goal"),
        RulesSection("piles"),
        RulesSection("commands", [CommandID.draw, .tap, .move, .undo, .restart, .auto, .new].map(Argument.command)),
        RulesSection("cards"),
        RulesSection("scoring"),
        RulesSection("hint", [.command(.hint)]),
        RulesSection(
            "solver",
            [
                .command(.solve), .commandWith(.winnable, argumentKey: "klondike.winnable.on.words"),
                .commandWith(.warn, argumentKey: "klondike.warn.on.words"),
            ]),
    ]
}
