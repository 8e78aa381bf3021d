import Catalog
import GameKit
import TableKit

/// `stats`: each game's record, in the current language, in the order of the games.
enum StatisticsText {
    /// `untimed`: the games whose best time means nothing (`Untimed`): none is shown for them.
    /// `hands`: the games whose record counts hands (`GameTable.countsHands`), said so.
    static func lines(
        _ statistics: Statistics, games: [GameID], untimed: Set<GameID> = [], hands: Set<GameID> = [],
        localizer: Localizer, style: Style
    ) -> [String] {
        let played = games.compactMap { game in statistics.games[game.rawValue].map { (game, $0) } }
            .filter { $0.1.played > 0 }
        guard !played.isEmpty else {
            return [localizer.text("stats.none")]
        }
        var lines = [localizer.text("stats.title")]
        for (game, s) in played {
            let name = Argument.verbatim(localizer.string("game.\(game.rawValue).title"))
            let base = hands.contains(game) && s.assistedWins == 0 ? "stats.hands" : "stats.results"
            var results =
                s.drawn > 0
                ? Message(
                    "\(base).drawn", name, .int(s.played), .int(s.won), .int(s.lost), .int(s.drawn),
                    count: s.played)
                : Message(base, name, .int(s.played), .int(s.won), .int(s.lost), count: s.played)
            // "won 5 (2 assisted)": the wins with the solver's help, apart.
            if s.assistedWins > 0 {
                results.key += ".assisted"
                results.args.append(.int(s.assistedWins))
            }
            lines.append(style.paint(localizer.text(results), .bold))
            var details = [localizer.text("stats.streak", .int(s.streak), .int(s.bestStreak))]
            if let score = s.bestScore { details.append(localizer.text("stats.best.score", .int(score))) }
            if let seconds = s.bestSeconds, !untimed.contains(game) {
                details.append(localizer.text("stats.best.time", .duration(seconds)))
            }
            // The chips' figures on a line of their own ("chips: won 10 · biggest win 20").
            var chipFigures: [String] = []
            if let chips = s.chips {
                chipFigures.append(
                    localizer.text(chips >= 0 ? "stats.chips.won" : "stats.chips.lost", .int(abs(chips))))
            }
            if let pot = s.biggestPot { chipFigures.append(localizer.text("stats.biggest.pot", .int(pot))) }
            if let win = s.biggestWin { chipFigures.append(localizer.text("stats.biggest.win", .int(win))) }
            if let rebuys = s.rebuys, rebuys > 0 {
                chipFigures.append(localizer.text(Message("stats.rebuys", .int(rebuys), count: rebuys)))
            }
            let separator = localizer.string("stats.separator")
            lines.append("  " + details.joined(separator: separator))
            if !chipFigures.isEmpty {
                lines.append(
                    "  " + localizer.text("stats.chips.line", .verbatim(chipFigures.joined(separator: separator))))
            }
        }
        return lines + [
            localizer.text("stats.reset.how", .commandWith(.stats, argumentKey: "stats.action.reset.words"))
        ]
    }
}
