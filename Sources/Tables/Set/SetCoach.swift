import CardKit
import GameKit
import SetGame
import TableKit

extension CommandID {
    /// `hint` with the coach on, as the journal keeps it (free, the game assisted); no word names it.
    static let coachedHint = CommandID("hint.coached", of: .set)
}

/// Set with the coach on. The hint is free for a learner: the points it costs punish the
/// player who most needs it, so with the coach on it costs nothing and the game counts as
/// assisted instead (a win counts apart and sets no best score, like Klondike's solver).
/// `deal` with a set on the table says where one was. Sets found and the hint's set are
/// already explained attribute by attribute, coach or not; after three cards are judged the
/// coach says what the table holds now.
extension SetTable: Coaching {
    mutating func coached(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        switch command {
        case .tap:
            let response = perform(command, argument: argument, at: now)
            return response.coached(tapComment(response).map { [$0] } ?? [])
        case .hint:
            return freeHint(at: now)
        case .deal:
            let missed = Self.missedSet(game)
            let response = perform(command, argument: argument, at: now)
            guard let missed, response.messages.contains(where: { $0.key == "set.dealt" }) else { return response }
            return response.coached([Self.coachDeal(missed)])
        default:
            return perform(command, argument: argument, at: now)
        }
    }

    /// One line after three cards are judged: after a set, how many sets the other cards hold
    /// (or that they hold none); after a mismatch, how many are there to find, and the trick
    /// that two cards decide the third. Nothing after a single tap or when the game is over.
    func tapComment(_ response: Response) -> Message? {
        guard game.phase == .playing else { return nil }
        let keys = response.messages.map(\.key)
        let sets = game.setsBesidesFound
        if keys.contains("set.matched") {
            guard sets == 0 else { return Message("set.coach.found", .int(sets), count: sets) }
            // Above twelve cards the set is taken without new ones: dealing is what comes next.
            if game.table.count > SetGame.opening, !game.deck.isEmpty {
                return Message("set.coach.found.none.extra", .int(SetGame.opening), .command(.deal))
            }
            return Message("set.coach.found.none")
        }
        if keys.contains("set.mismatched") {
            return sets == 0
                ? Message("set.coach.mismatch.none", .command(.deal))
                : Message("set.coach.mismatch", .int(sets), count: sets)
        }
        return nil
    }

    func journalCommand(coaching command: CommandID) -> CommandID { command == .hint ? .coachedHint : command }

    /// A set on the table before `deal` adds three cards (none when the deal takes a selected
    /// set off, or the game is not under way): positions from 0, lowest first.
    static func missedSet(_ game: SetGame) -> (Int, Int, Int)? {
        guard game.phase == .playing, !game.selectionIsSet else { return nil }
        return SetFinder.firstSet(in: game.table)
    }
}
