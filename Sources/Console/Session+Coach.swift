import Catalog
import GameKit
import TableKit

/// `coach on|off` (kept in the preferences, for every game) and the moves it comments on.
extension Session {
    var coaching: Bool { store.preferences.coach == true }

    /// `coach`: the current choice; `coach on|off`: a new one, kept.
    func coach(_ on: Bool?) -> [String] {
        guard let on else {
            // The state, and only the way to the other one.
            return [
                localizer.text(
                    coaching ? "coach.current.on" : "coach.current.off",
                    .commandWith(.coach, argumentKey: coaching ? "coach.choice.off.words" : "coach.choice.on.words"))
            ]
        }
        store.update { $0.coach = on }
        let said = localizer.text(kept(Message(on ? "coach.set.on" : "coach.set.off", .command(.hint))))
        guard on else { return [said] }
        // What the coach changes in a game (`coach.note.<game>`): the game in play's only (in the
        // lobby, none: each is said at its own table).
        let here: [GameID] = if case .game(let game) = place { [game] } else { [] }
        return [said]
            + here.filter { localizer.has("coach.note.\($0.rawValue)") }
            .map { localizer.text("coach.note.\($0.rawValue)", .command(.hint)) }
    }

    /// A game's command, with the coach's line when the coach is on and the game has one.
    func performCoached(_ id: CommandID, _ argument: String?) -> [String] {
        // The journal's word is asked of a temporary copy, gone before the command runs (a kept
        // copy would make the game's arrays copy themselves whole on the move).
        guard coaching, case .game(let game) = place,
            let journal = tables[game]?.asCoaching?.journalCommand(coaching: id)
        else {
            return perform(id, argument) { table, now in table.carryOut(id, word: argument, at: now) }
        }
        return perform(journal, argument) { table, now in
            guard var coaching = table.asCoaching else {
                return table.carryOut(id, word: argument, at: now)
            }
            let response = coaching.coached(id, word: argument, at: now)
            table = coaching
            return response
        }
    }
}
