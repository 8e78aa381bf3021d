import Catalog
import GameKit
import TableKit

/// What becomes of a game's save when the game is entered in a session. A save that is open
/// in another session is never touched, whatever this says (see `Store+Sharing`).
public enum SavedGames: Sendable {
    /// Ask whether to continue it (a terminal; the default).
    case offer
    /// Continue it without asking (`--resume`).
    case resume
    /// Start afresh, and the fresh game replaces it (`--new`).
    case replace
    /// Start afresh, and leave it as it is: the fresh game is not saved over it, and one line
    /// says so (piped input, `--seed`, `--deal`: nothing is asked, nothing is lost).
    case keep
}

extension Session {
    /// The game saved last, offered or continued (`.offer`, `.resume`); nil when there is
    /// none, or when saves are not offered.
    /// Only the game played last is offered: when it has nothing to continue (a fresh deal,
    /// a game won), no older game is offered in its place. When it is offered, the other games
    /// in progress are named before the question.
    func latestSaveOpened(entering: Bool) -> [String]? {
        guard savedGames == .offer || savedGames == .resume else { return nil }
        let saves = savesByRecency()
        if savedGames == .resume {
            // `--resume`: the game saved last that can be continued.
            guard let latest = saves.first(where: { $0.saved.table.isResumable }) else { return nil }
            return resume(latest.game, latest.saved)
        }
        guard let latest = saves.first, latest.saved.table.isResumable else { return nil }
        let others = saves.dropFirst().filter { $0.saved.table.isResumable }
            .map { localizer.string("game.\($0.game.rawValue).name") }
        let named =
            others.isEmpty
            ? [] : [localizer.text("resume.others", .verbatim(localizer.list(others)), .command(.play))]
        return named + offer(latest.game, latest.saved, entering: entering)
    }

    /// Enters a game not yet in play in this session, doing with its save what `savedGames`
    /// says. A game open in another session is played fresh, unsaved.
    func open(_ game: GameID) -> [String] {
        guard let type = games.table(game) else { return enter(game) }
        // A start option that gives the game (a deal) starts it fresh, as --seed does.
        let dealt = startPlan.map { $0.game == game && $0.replacesSave } ?? false
        let policy = dealt && savedGames != .replace ? .keep : savedGames
        guard store.claim(game) else { return openElsewhere(game) }
        guard policy != .replace, let saved = store.savedGame(type), saved.table.isResumable else {
            // `--new` replaces a saved game that counts as lost when left as `new` counts it.
            if policy == .replace, !dealt, let saved = store.savedGame(type), saved.table.isResumable,
                forfeitsWhenDeclined(saved)
            {
                return [
                    localizer.text(
                        "console.play.welcome", gameName(game), .command(.rules), .command(.hint), .command(.help))
                ] + forfeit(game, saved)
            }
            return enter(game)
        }
        switch policy {
        case .offer: return offer(game, saved, entering: true)
        case .resume: return resume(game, saved)
        case .replace: return enter(game)
        case .keep:
            store.detach(game)
            store.release(game)
            return [localizer.text("store.kept", gameName(game), .verbatim("--resume"))] + enter(game)
        }
    }

    /// A saved game left (declined, or replaced by `--new`) that counts as lost when left: it
    /// is taken up and `new` is played on it, as the player would have, so that it is recorded,
    /// saved, and summed up at the end like any game (its lock already taken).
    func forfeit(_ game: GameID, _ saved: Store.SavedGame) -> [String] {
        tables[game] = saved.table
        clocks.set(game, to: saved.clock, at: clock())
        place = .game(game)
        return run(.new, argument: nil)
    }

    /// Continues a saved game here (its lock taken; taken meanwhile by another session, a
    /// fresh game instead, unsaved).
    func resume(_ game: GameID, _ saved: Store.SavedGame) -> [String] {
        guard store.claim(game) else { return openElsewhere(game) }
        tables[game] = saved.table
        clocks.set(game, to: saved.clock, at: clock())
        clocks.atHand(game)
        return enter(game)
    }

    /// The game is open in another session: a fresh one here, never saved over that one.
    func openElsewhere(_ game: GameID) -> [String] {
        store.detach(game)
        return [localizer.text("store.elsewhere", gameName(game))] + enter(game)
    }
}
