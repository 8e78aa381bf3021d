import CardKit
import GameKit
import Matgo
import TableKit

/// 맞고 with the coach on: after each card the player plays, one line saying whether it was
/// the play `hint` would have advised (and which, when not); after 고 or 스톱, the same of the
/// choice. The advice is worked out before the move, from what the player could see.
extension MatgoTable: Coaching {
    mutating func coached(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        guard game.turn == 0 else { return perform(command, argument: argument, at: now) }
        let phase = game.phase
        let hand = game.hands[0]
        let best = phase == .playing ? game.bestPlay(0).action : nil
        let go = phase == .deciding ? Matgo.goAdvised(game.oddsAfterGo(trials: Matgo.hintTrials)) : nil
        let response = perform(command, argument: argument, at: now)
        guard !response.refused else { return response }
        switch command {
        case .play, .heundeulgi, .shake:
            guard let best, let n = Int(argument.text ?? ""), hand.indices.contains(n - 1) else { return response }
            let played = hand[n - 1]
            guard let advised = Self.card(of: best, in: hand) else { return response }
            if advised.month == played.month && advised.kind == played.kind {
                return response.coached([Message("matgo.coach.agreed", .message(played.message))])
            }
            return response.coached([
                Message("matgo.coach.differed", .message(played.message), .message(advised.message))
            ])
        case .go, .stop:
            guard let go else { return response }
            let agreed = (command == .go) == go
            let advice = Argument.command(go ? Self.goCommand : Self.stopCommand)
            return response.coached([
                agreed
                    ? Message("matgo.coach.decision.agreed", advice) : Message("matgo.coach.decision.differed", advice)
            ])
        default:
            return response
        }
    }

    /// The card an advised action plays (nil for a free turn).
    static func card(of action: Matgo.Action, in hand: [HwatuCard]) -> HwatuCard? {
        switch action {
        case .play(let i), .shake(let i): hand.indices.contains(i) ? hand[i] : nil
        default: nil
        }
    }
}
