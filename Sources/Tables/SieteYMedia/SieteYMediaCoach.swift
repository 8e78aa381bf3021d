import CardKit
import GameKit
import SieteYMedia
import TableKit

/// Siete y media with the coach on, at the classic table and the table with stakes alike:
/// once the bank has played, one line on why it drew or stood (its rule), and whether
/// standing or drawing had the better odds at the player's last decision (the odds `hint`
/// gives, taken before the move); after a card that went over, whether drawing was the
/// advice.
extension SieteYMediaTable: Coaching {
    mutating func coached(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        let decision: Odds.Advice? = command == .hit ? .hit : command == .stand ? .stand : nil
        let before = decision == nil ? nil : hand.odds()
        let total = hand.playerTotal
        let response = carryOut(command, argument: argument, at: now)
        guard let decision, let before, !response.refused else { return response }
        let after = hand
        if decision == .hit, after.playerTotal > .limit {
            return response.coached(Self.bustLine(odds: before, decidedAt: total))
        }
        guard after.bankHasPlayed, after.phase.isOver else { return response }
        return response.coached(Self.coachLine(game: after, odds: before, decision: decision, decidedAt: total))
    }

    /// The coach's line after a card that went over: drawing was the advice (bad luck), or
    /// standing was, with the odds of both.
    static func bustLine(odds: Odds, decidedAt total: HalfPoints) -> [Message] {
        guard let standing = odds.standing else { return [] }
        let key = odds.advice == .hit ? "siete.coach.bust.advised" : "siete.coach.bust.against"
        return [
            Message(
                key, .points(total), .percent(standing.win), .percent(standing.lose), .percent(odds.hitting.win),
                .percent(odds.hitting.lose), .percent(odds.overChance))
        ]
    }

    /// The coach's line once the bank has played: its rule, then the odds of the decision.
    static func coachLine(game: SieteYMedia, odds: Odds, decision: Odds.Advice, decidedAt total: HalfPoints)
        -> [Message]
    {
        guard let standing = odds.standing, let better = odds.favours(decision), let bank = game.bankTotal else {
            return []
        }
        let rule: Message
        switch game.bankMode {
        case .simple:
            rule = Message("siete.coach.bank.simple", .points(bank))
        case .real where bank > .limit:
            rule = Message("siete.coach.bank.bust", .points(game.playerTotal), .points(bank))
        case .real:
            rule = Message("siete.coach.bank.stood", .points(game.playerTotal), .points(bank))
        }
        let choice = decision == .stand ? "stand" : "hit"
        let verdict = Message(
            "siete.coach.odds.\(choice).\(better ? "better" : "worse")", .points(total), .percent(standing.win),
            .percent(standing.lose), .percent(odds.hitting.win), .percent(odds.hitting.lose))
        return [Message("siete.coach.line", .message(rule), .message(verdict))]
    }
}
