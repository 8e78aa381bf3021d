import GameKit
import TableKit

/// 맞고's rules in sections (`rules`, `rules TOPIC`): texts in `MatgoRules.strings`.
extension MatgoTable {
    static let rulesSections: [RulesSection] = [
        RulesSection("deck", [.commandWith(.cup, argumentKey: "matgo.cup.yeol.words")]),
        RulesSection("turn", [.command(.play), .command(.choose), .command(.hint)]),
        RulesSection("events", [.command(.heundeulgi), .command(.flip)]),
        RulesSection("scoring"),
        RulesSection("go", [.command(.go), .command(.stop)]),
        RulesSection("bak", [.command(.new), .commandWith(.meongbak, argumentKey: "matgo.meongbak.off.words")]),
    ]
}
