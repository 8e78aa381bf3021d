import CardKit
import GameKit
import Klondike
import KlondikeSolver
import TableKit

/// Klondike with the coach on: after a move of the player (`draw`, `tap`, `move`), one line
/// when a better move existed, with what it was and why; nothing when the move was as good.
/// The verdict is taken on the position before the move: when the hint's order ranks the
/// player's move below another (`Klondike.betterHint(than:)`), the better move is the one
/// `hint` gives there (`suggestion`: checked by the quick check, a winning line's move, never
/// one the warning proved lost the game from there), in the hint's words; nothing when that
/// is the player's own move. The searches run only when the hint's order finds a better move.
/// Once every card is face up (the game won in hand) the coach names no better move.
extension KlondikeTable: Coaching {
    mutating func coached(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        guard [.draw, .tap, .move].contains(command) else { return carryOut(command, argument: argument, at: now) }
        // The position alone, without the undo history: keeping the whole game would make the
        // move copy its history (a cost growing with the game).
        let before = Klondike(position: game.position, drawMode: game.drawMode)
        let stepsBefore = game.steps.count
        // The advice given for this position (the hint's, or the coach's after the last move)
        // is never judged when it is followed.
        let advice = advised?.answer(about: game)
        // Nor is the next move of a winning line the hint or `solve` gave.
        let lineMove = followedLine?.first
        advised = nil
        advisedReason = nil
        // In a game proved lost no move is better.
        let wasLost = play.isKnownLost || known?.verdict == .unwinnable
        var then = KlondikeTable(seed: 0)
        then.play = Klondike.Play(game: before)
        then.play.warn(play.warnLost)
        then.avoided = avoided
        then.solved = solved
        then.hintLine = hintLine
        let response = carryOut(command, argument: argument, at: now)
        guard !response.refused, game.steps.count > stepsBefore, case .move(let move) = game.steps[stepsBefore],
            !wasLost, move != advice, move != lineMove
        else { return response }
        // Every card face up after the move: the game is won in hand, whatever order follows,
        // and the table's own line names `auto` when it can finish; no better move is named.
        if game.position.hidden.allSatisfy({ $0 == 0 }) { return response }
        let named = then.played(move)
        guard before.betterHint(than: move) != nil else { return lostBy(move, named: named, from: before, response) }
        var suggested = then.suggestion()
        // A move from the solver makes a deal assisted (as `hint` and the rules say): in a deal
        // not assisted the coach names none, and says only whether the move just made lost.
        if Self.fromSolver(suggested.messages) {
            guard play.assisted else { return lostBy(move, named: named, from: before, response) }
            // Assisted already: the line's move, not the usual move the player may not have made.
            suggested.messages = suggested.messages.map { line in
                line.key == "klondike.hint.instead"
                    ? Message(key: "klondike.hint.line", args: Array(line.args.suffix(1))) : line
            }
        }
        guard let betterMove = suggested.move, betterMove != move, !suggested.messages.isEmpty,
            suggested.messages.first?.key != "klondike.hint.lost"
        else { return response }
        let cards = before.cards(betterMove)
        let position = game.position
        if case .transfer(_, .foundation, _) = betterMove, !cards.isEmpty, cards.allSatisfy(position.isUp) {
            return response
        }
        let playable = stillPlayable(betterMove, cards: cards)
        let key = playable != nil ? "klondike.coach.better" : "klondike.coach.better.undo"
        let undo: [Argument] = playable != nil ? [] : [.command(.undo)]
        if let playable {
            advised = Klondike.Known(playable, about: game)
            advisedReason = Self.reason(for: suggested.messages).map { Klondike.Known($0, about: game) }
        }
        return response.coached(suggested.messages.map { Message(key: key, args: [.message($0)] + undo) })
    }

    /// Whether `move`'s cards (`cards`, bottom first) can still be moved where it takes them,
    /// as its words say, in the position now (cards put on top since go with them): then the
    /// better move needs no `undo` first. The move as it is played now, nil when it is not.
    private func stillPlayable(_ move: Move, cards: [FrenchCard]) -> Move? {
        guard case .transfer(let from, let to, _) = move, let base = cards.first else {
            return game.refusal(for: move) == nil ? move : nil
        }
        var count = 1
        if case .stack(let i) = from {
            guard let index = game.position.stacks[i].lastIndex(of: base) else { return nil }
            count = game.position.stacks[i].count - index
        }
        let now = Move.transfer(from: from, to: to, count: count)
        return game.refusal(for: now) == nil && game.cards(now).first == base ? now : nil
    }

    /// A move the hint's order finds as good as any, proved by the quick check to lose a game
    /// that could still be won: one line saying so, with `undo` (and the move is never suggested
    /// from there again). One check after the move (the warning's budget), and one before it
    /// only when that one proves the loss.
    private mutating func lostBy(_ move: Move, named: Message, from before: Klondike, _ response: Response) -> Response
    {
        guard !game.isWon, !play.isKnownLost,
            Self.lossChecking(game.position, game.drawMode, Self.warnStates).verdict == .unwinnable,
            Self.lossChecking(before.position, before.drawMode, Self.warnStates).verdict == .winnable
        else { return response }
        avoided.append(Klondike.Known(move, about: before))
        if avoided.count > Self.avoidedLimit { avoided.removeFirst() }
        return response.coached([Message("klondike.coach.lost", .command(.undo), .command(.hint), .message(named))])
    }

    /// The hint's words for `better`, as `hint` words it on the position it was taken on.
    static func hintWords(_ better: Hint, on position: Klondike) -> [Message] {
        var table = KlondikeTable(seed: 0)
        table.game = position
        return table.messages(better)
    }
}
