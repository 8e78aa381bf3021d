import CardKit
import GameKit
import Matgo
import TableKit

/// `hint`: what each card in hand would take now and what it goes toward, the best play and
/// why; with a choice, which card; at 고 or 스톱, the odds of each over playouts of the cards
/// not seen.
extension MatgoTable {
    func hint() -> [Message] {
        switch game.phase {
        case .notStarted, .over: return [Message("matgo.hint.over", .command(.new))]
        case .choosing:
            guard let options = game.pending?.choices.first?.options, options.count == 2 else { return [] }
            let best = game.worth(options[1], for: 0) > game.worth(options[0], for: 0) ? 1 : 0
            return [
                Message(
                    "matgo.hint.choose", .message(options[best].message),
                    .commandLine(Self.chooseCommand, arguments: "\(best + 1)"), toward([options[best]]))
            ]
        case .deciding:
            let odds = game.oddsAfterGo(trials: Matgo.hintTrials)
            let n = max(1, Matgo.hintTrials)
            let percent = { (k: Int) in Argument.percent(Double(k) / Double(n)) }
            let go = Matgo.goAdvised(odds)
            return [
                Message(
                    "matgo.hint.odds", .int(game.score(of: 0).total), percent(odds.other), percent(odds.mine),
                    percent(odds.nagari), .int(n)),
                Message(
                    go ? "matgo.hint.advice.go" : "matgo.hint.advice.stop",
                    .command(go ? Self.goCommand : Self.stopCommand), percent(odds.mine)),
            ]
        case .playing:
            var lines: [Message] = []
            for (i, card) in game.hands[0].enumerated() {
                let takes = game.immediateTake(0, card)
                if takes.isEmpty {
                    lines.append(Message("matgo.hint.card.none", .int(i + 1), .message(card.message)))
                } else {
                    let others = takes.filter { $0 != card }
                    lines.append(
                        Message("matgo.hint.card", .int(i + 1), .message(card.message), cards(others), toward(takes)))
                }
            }
            let best = game.bestPlay(0).action
            // Three of a month and none on the table: 흔들기 is open, whatever the best play is.
            if case .shake = best {
            } else {
                for month in game.shakable(0).sorted() {
                    guard let i = game.hands[0].firstIndex(where: { $0.month == month }) else { continue }
                    lines.append(
                        Message(
                            "matgo.hint.shakable", .message(Message("matgo.month.\(month)")),
                            .commandLine(Self.shakeCommand, arguments: "\(i + 1)")))
                }
            }
            switch best {
            case .shake(let i):
                lines.append(
                    Message(
                        "matgo.hint.best.shake", .commandLine(Self.shakeCommand, arguments: "\(i + 1)"),
                        .message(game.hands[0][i].message)))
            case .play(let i):
                let card = game.hands[0][i]
                let takes = game.immediateTake(0, card)
                // A 폭탄 takes a 피 from the computer only if it has one.
                let bomb =
                    game.taken[1].contains { $0.kind == .pi || $0.kind == .ssangpi }
                    ? "matgo.hint.best.bomb" : "matgo.hint.best.bomb.nopi"
                let key =
                    game.bombable(0).contains(card.month)
                    ? bomb : takes.isEmpty ? "matgo.hint.best.safe" : "matgo.hint.best.take"
                lines.append(
                    Message(key, .commandLine(Self.playCommand, arguments: "\(i + 1)"), .message(card.message)))
            case .flip:
                lines.append(Message("matgo.hint.best.flip", .command(Self.flipCommand)))
            default: break
            }
            return lines
        }
    }

    /// The sets the cards go toward, those the computer has not already broken: "광, 고도리".
    func toward(_ list: [HwatuCard]) -> Argument {
        let theirs = game.taken[1]
        var sets: [String] = []
        for card in list {
            switch card.kind {
            case .gwang: sets.append("gwang")
            case .yeol:
                if card.isBird && !theirs.contains(where: \.isBird) {
                    sets.append("godori")
                } else {
                    sets.append("yeol")
                }
            case .tti:
                let set = card.ribbon
                if let set, set != .plain, !theirs.contains(where: { $0.ribbon == set }) {
                    sets.append(card.kindKey)
                } else {
                    sets.append("tti")
                }
            case .pi, .ssangpi: sets.append("pi")
            }
        }
        var seen: Set<String> = []
        let unique = sets.filter { seen.insert($0).inserted }
        return .list(unique.map { Message("matgo.set.\($0)") })
    }
}

extension MatgoTable {
    static let shakeCommand = CommandID.heundeulgi
}
