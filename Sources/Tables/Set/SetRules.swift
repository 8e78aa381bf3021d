import GameKit
import TableKit

/// Set's rules in sections (`rules`, `rules TOPIC`): texts in `SetRules.strings`.
extension SetTable {
    static let rulesSections: [RulesSection] = [
        RulesSection("cards"),
        RulesSection("sets"),
        RulesSection("example"),
        RulesSection(
            "play",
            [
                .command(.tap), .command(.deal), .commandWith(.tap, argumentKey: "set.example.single"),
                .commandWith(.tap, argumentKey: "set.example.three"),
            ]),
        RulesSection("scoring", [.command(.hint), .command(.new)]),
    ]
}
