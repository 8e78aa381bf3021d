import GameKit
import TableKit

/// La escoba's rules in sections (`rules`, `rules TOPIC`): texts in `EscobaRules.strings`.
extension EscobaTable {
    static let rulesSections: [RulesSection] = [
        RulesSection("cards"),
        RulesSection("deal"),
        RulesSection("turn", [.command(.hint)]),
        RulesSection("escoba"),
        RulesSection("count"),
        RulesSection("game", [.command(.escobaPlayers), .command(.target)]),
        RulesSection(
            "play",
            [
                .commandWith(.take, argumentKey: "escoba.example.take"),
                .commandWith(.throwCard, argumentKey: "escoba.example.throw"),
                .verbatim("2 + 8 + 5"),
            ]),
    ]
}
