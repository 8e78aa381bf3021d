import GameKit
import TableKit

/// Stud poker's rules in sections (`rules`, `rules TOPIC`): texts in `PokerRules.strings`.
extension PokerTable {
    static let rulesSections: [RulesSection] = [
        RulesSection("cards"),
        RulesSection("table", [.commandWith(.mode, argumentKey: "poker.mode.showdown.words")]),
        RulesSection(
            "deal",
            [
                .command(.deal), .commandWith(.variant, argumentKey: "poker.variant.5.words"),
                .commandWith(.variant, argumentKey: "poker.variant.7.words"), .command(.players), .command(.new),
            ]),
        RulesSection("hands"),
        RulesSection("tools", [CommandID.odds, .rank, .hands, .hint].map(Argument.command)),
        // Betting, one idea a section, each with an example.
        RulesSection("betting", [.command(.rebuy)], textKey: "betting.intro"),
        RulesSection("opening", [.command(.bringIn), .command(.complete)]),
        RulesSection("actions", [CommandID.check, .bet, .call, .raise, .fold].map(Argument.command)),
        RulesSection(
            "limits",
            [
                .commandWith(.bet, argumentKey: "poker.size.big.words"),
                .commandWith(.raise, argumentKey: "poker.size.big.words"),
            ]),
        RulesSection("pots"),
        RulesSection(
            "house",
            [
                .commandWith(.house, argumentKey: "poker.house.korean.words"),
                .commandWith(.house, argumentKey: "poker.house.international.words"),
                .command(.hands), .command(.rank),
            ]),
    ]
}
