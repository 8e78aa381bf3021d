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
            return response.coached([
                Message("set.coach.deal", .int(missed.0 + 1), .int(missed.1 + 1), .int(missed.2 + 1))
            ])
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
        if keys.contains("set.matched") {
            // The set found stays shown until the next command replaces it: count the others.
            let others = SetFinder.count(in: game.table.filter { !game.selection.contains($0) })
            return others == 0
                ? Message("set.coach.found.none")
                : Message("set.coach.found", .int(others), count: others)
        }
        let sets = SetFinder.count(in: game.table)
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

    /// The learner's hint: the same steps, each said as free.
    mutating func freeHint(at now: Double) -> Response {
        var response = apply(.freeHint, at: now)
        response.messages = response.messages.map { message in
            guard let (free, cost) = Self.freeKeys[message.key], message.args.indices.contains(cost) else {
                return message
            }
            // The cost is left out of the free wording.
            var args = message.args
            args.remove(at: cost)
            return Message(key: free, args: args, count: message.count)
        }
        return response
    }

    /// The paid hint's texts: their free wording, and which argument holds the cost.
    static let freeKeys: [String: (String, Int)] = [
        "set.hint.count": ("set.coach.hint.count", 1), "set.hint.card": ("set.coach.hint.card", 1),
        "set.hint.set": ("set.coach.hint.set", 1), "set.hint.none": ("set.coach.hint.none", 0),
    ]
}
