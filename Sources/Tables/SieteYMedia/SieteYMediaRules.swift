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
        // Chips, bets and the traditional options (SieteYMediaStakes.strings).
        RulesSection(
            "stakes",
            [
                .commandWith(.sieteMode, argumentKey: "siete.mode.stakes.words"), .commandLine(.wager, arguments: "10"),
                .command(.rebuy), .commandWith(.ties, argumentKey: "siete.ties.bank.words"),
                .commandWith(.firstCard, argumentKey: "siete.firstcard.on.words"),
                .commandWith(.sieteMode, argumentKey: "siete.mode.classic.words"),
            ]),
        RulesSection("example"),
        RulesSection("hint", [.command(.hint)]),
    ]
}
