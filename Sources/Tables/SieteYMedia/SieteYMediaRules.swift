import GameKit
import TableKit

/// Siete y media's rules in sections (`rules`, `rules TOPIC`): texts in
/// `SieteYMediaRules.strings`.
extension SieteYMediaTable {
    static let rulesSections: [RulesSection] = [
        RulesSection("deck"),
        RulesSection("values"),
        RulesSection("play", [.command(.hit), .command(.stand)]),
        RulesSection("bank", [.command(.bank)]),
        RulesSection("ties", [.command(.new)]),
        RulesSection("example"),
        RulesSection("hint", [.command(.hint)]),
    ]
}
