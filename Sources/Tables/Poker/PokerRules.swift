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
        RulesSection(
            "betting",
            [CommandID.check, .bet, .call, .raise, .fold, .complete, .bringIn, .rebuy].map(Argument.command) + [
                .commandWith(.house, argumentKey: "poker.house.korean.words"),
                .commandWith(.house, argumentKey: "poker.house.international.words"),
            ]),
    ]
}
