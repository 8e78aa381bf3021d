import GameKit
import Klondike
import KlondikeSolver
import TableKit

extension CommandID {
    /// `warn lost on|off`: a warning after the move that leaves the game lost.
    public static let warn = CommandID("warn", of: .klondike)
}

/// `warn lost on|off` (a kept preference, off by default): after each change of the
/// position the player makes (a move, `tap`, `draw` and the auto-moves after it, `undo`,
/// `redo`, a new deal), a short check (`Solver.lossCheck`: the relaxation, then a search of at
/// most `warnStates` positions; when that cannot tell, `solve`'s searches cut at `hintStates`
/// positions, as the hint's check; no clock) and, when it proves the game lost, one line saying so
/// and what works (`undo`, `new`), with the "Why:" when the cards' places show it. Said once:
/// the history count where the loss was proved is kept (`lostAt`), and every position after it
/// in the history is lost too, so nothing is checked or said again until `undo` goes back
/// before it. Undecided says nothing. The warning gives no line of play: the deal does not
/// become assisted. It never runs on a won game.
extension KlondikeTable {
    typealias LossChecking = @Sendable (Position, DrawMode, Int) -> Solution

    /// The check the table runs. Tests put a stand-in here
    /// (`KlondikeTable.$lossChecking.withValue(…) { … }`).
    @TaskLocal static var lossChecking: LossChecking = { position, drawMode, states in
        let check = Solver.lossCheck(position, drawMode: drawMode, states: states)
        guard check.verdict == .undecided else { return check }
        // Then `solve`'s own searches, in its order, cut at `hintStates` positions: the loss
        // `solve` would prove right after the move, in that many positions, is proved here too.
        let solve = Solver.solve(
            position, drawMode: drawMode, budget: Budget(states: solveStates), upTo: hintStates)
        return solve.verdict == .undecided ? check : solve
    }

    /// The check's budget in positions, not time, so that every machine gives the same answer:
    /// small enough that the check after a move is never a wait a player notices, and large
    /// enough that a bigger one would prove few more losses and none sooner
    /// (`swift run -c release engine-bench klondike-warn` measures both).
    static let warnStates = 3_000

    /// `warn lost`: what is chosen; `warn lost on|off`: choose (kept for the next runs). Turning
    /// it on in a game already lost says so at once.
    mutating func chooseWarning(_ choice: Bool?) -> Response {
        let on = Argument.commandWith(.warn, argumentKey: "klondike.warn.on.words")
        let off = Argument.commandWith(.warn, argumentKey: "klondike.warn.off.words")
        guard let choice else {
            return Response(
                [play.warnLost ? Message("klondike.warn.is.on", off) : Message("klondike.warn.is.off", on)],
                redraw: false)
        }
        let wasOn = play.warnLost
        play.warn(choice)
        guard play.warnLost else { return Response([Message("klondike.warn.set.off", on)], redraw: false) }
        let said = Message("klondike.warn.set.on", off)
        return Response(wasOn ? [said] : [said] + checkForLoss(), redraw: false)
    }

    /// A command's response, with the warning when the command changed the position and the
    /// game is now proved lost (first time only).
    mutating func withLossWarning(_ response: Response, from before: Position) -> Response {
        guard play.warnLost, !response.refused, game.position != before else { return response }
        var warned = response
        warned.messages += checkForLoss()
        return warned
    }

    /// The check after a change of the position (`Klondike.Play.watchForLoss`): the warning
    /// (and its "Why:") the first time a loss is proved. The solver's answer for this very
    /// position (`solve`, a winnable deal), when there is one, is enough. A position proved
    /// winnable is kept, so that the warning says since which move the game has been lost.
    mutating func checkForLoss() -> [Message] {
        let known = known
        let line = hintLine?.answer(about: game).flatMap { $0.isEmpty ? nil : $0 }
        let loss = play.watchForLoss { game -> Klondike.Play.Checked<Solution> in
            // The line the hint follows wins from here: no search.
            if line != nil { return .winnable }
            let check = known ?? Self.lossChecking(game.position, game.drawMode, Self.warnStates)
            switch check.verdict {
            case .unwinnable: return .lost(check)
            case .winnable: return .winnable
            case .undecided: return .undecided
            }
        }
        guard let loss else { return [] }
        if let since = loss.since, since.at < game.steps.count, case .move(let move) = game.steps[since.at] {
            avoided.append(Klondike.Known(move, about: Klondike(position: since.position, drawMode: game.drawMode)))
            if avoided.count > Self.avoidedLimit { avoided.removeFirst() }
        }
        return [lossLine(since: loss.since)] + Self.why(loss.proof.reason)
    }

    /// The warning's line: since which move the game has been lost, when a position before it
    /// was proved winnable; else that it may have been lost for a while (the last move is
    /// named only when it is proved to be the one that lost).
    /// `key`: the warning's (`klondike.warn.lost`), or `solve quick`'s answer (`klondike.quick.lost`),
    /// the same words as a plain answer.
    func lossLine(since: Klondike.Play.Winnable?, key: String = "klondike.warn.lost") -> Message {
        guard !game.history.isEmpty else { return Message(key + ".dealt", .command(.new)) }
        guard let since, since.at < game.history.count, case .move(let move) = game.steps[since.at] else {
            return Message(key, .command(.undo), .command(.new))
        }
        let undos = max(1, play.undoable - since.undoable)
        var then = KlondikeTable(seed: 0)
        then.game = Klondike(position: since.position, drawMode: game.drawMode)
        if undos == 1 {
            return Message(key + ".move", .message(then.played(move)), .command(.undo), .command(.new))
        }
        return Message(
            key + ".since", .message(then.played(move)), .int(undos),
            .commandLine(.undo, arguments: String(undos)), .command(.new))
    }

    /// `solve quick`, and the question `¿todavía puedo ganar?`: the warning's check of this
    /// position (its budget, no line shown, so the deal does not become assisted): yes, no
    /// (with since which move, as the warning says it), or that a quick check cannot tell.
    /// The same check as the hint's and the coach's (`quickAnswer`): a "yes" is a line they follow.
    mutating func quickCheck() -> [Message] {
        let check = quickAnswer()
        switch check.verdict {
        case .winnable:
            // A deal already assisted is not said to stay unassisted.
            let key = play.assisted ? "klondike.quick.winnable.assisted" : "klondike.quick.winnable"
            return [Message(key, .commandWith(.solve, argumentKey: "klondike.solve.show.words"))]
        case .unwinnable:
            // An answer in full, not the warning again: and the warning, on, has nothing to add.
            // The last position proved winnable on this game's line, whether the warning is on
            // or not (`¿en qué jugada la he perdido?`).
            let since = winnableOnLine
            play.knowLost()
            return [lossLine(since: since, key: "klondike.quick.lost")] + Self.why(check.reason)
        case .undecided:
            return [Message("klondike.quick.undecided", .command(.solve))]
        }
    }

    /// The last position proved winnable on this game's line (the warning on or not): where a
    /// loss proved now has been since.
    var winnableOnLine: Klondike.Play.Winnable? {
        play.winnable.flatMap { known in
            known.at < game.history.count && game.history[known.at] == known.position ? known : nil
        }
    }

    /// The "Why:" of a loss the cards' places show (as `solve` says it), if any.
    static func why(_ reason: LossReason?) -> [Message] {
        switch reason {
        case .blocked(let stuck, let blocker, let targets) where targets.count == 2:
            return [
                Message(
                    "klondike.solve.blocked", .frenchCard(stuck), .frenchCard(blocker), .frenchCard(targets[0]),
                    .frenchCard(targets[1]))
            ]
        case .locked(let stuck, let blocker, let stack):
            return [Message("klondike.solve.locked", .frenchCard(stuck), .frenchCard(blocker), .int(stack + 1))]
        default:
            return []
        }
    }
}
