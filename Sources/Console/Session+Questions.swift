import Catalog
import GameKit
import TableKit

/// Yes/no questions (continue a saved game? forget the statistics?) and their answers.
extension Session {
    enum Question {
        /// Continue this saved game? `entering`: asked on the way into the game (a no deals
        /// afresh), rather than in the lobby (a no stays there and keeps the save).
        case resume(GameID, Store.SavedGame, entering: Bool)
        case resetStatistics
        /// Carry out a command that counts the game under way as lost?
        case forfeit(CommandID, String?)
        /// Replace the regular file at this path (`export FILE` when FILE exists)?
        case replaceFile(FileWrite, path: String)
    }

    /// Whether a yes/no question waits for its answer.
    public var isAsking: Bool { question != nil }

    /// The most recently saved game worth continuing, if any.
    func latestSave() -> (game: GameID, saved: Store.SavedGame)? {
        games.tables.filter { !store.isOpenElsewhere($0.id) }
            .compactMap { type in store.savedGame(type).map { (type.id, $0) } }
            .filter { $0.1.table.isResumable }
            .max { $0.1.saved < $1.1.saved }
    }

    func offer(_ game: GameID, _ saved: Store.SavedGame, entering: Bool) -> [String] {
        ask(.resume(game, saved, entering: entering))
    }

    func ask(_ asked: Question) -> [String] {
        question = asked
        return [questionText(asked)]
    }

    /// The current language's yes and no, as a question shows them.
    var yesAndNo: (yes: Argument, no: Argument) {
        (
            .verbatim(localizer.words("answer.yes.words").first ?? "yes"),
            .verbatim(localizer.words("answer.no.words").first ?? "no")
        )
    }

    private func questionText(_ asked: Question) -> String {
        let (yes, no) = yesAndNo
        switch asked {
        case .resume(let game, let saved, _):
            if let summary = saved.table.resumeSummary() {
                return localizer.text("resume.offer", gameName(game), .message(summary), yes, no)
            }
            return localizer.text("resume.offer.plain", gameName(game), yes, no)
        case .resetStatistics:
            return localizer.text("stats.reset.ask", yes, no)
        case .forfeit(let command, _):
            guard case .game(let game) = place else { return "" }
            return localizer.text("forfeit.ask", gameName(game), .command(command), yes, no)
        case .replaceFile(_, let path):
            return localizer.text("file.replace.ask", .verbatim(path), yes, no)
        }
    }

    func answer(_ line: String, to asked: Question) -> [String] {
        let word = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
        let yes = localizer.anyLanguageLists(word, under: "answer.yes.words")
        let no = !yes && localizer.anyLanguageLists(word, under: "answer.no.words")
        guard yes || no else {
            if commands.command(named: word, at: place)?.id == .quit {
                question = nil
                return [goodbye()]
            }
            let (yes, no) = yesAndNo
            return [
                refusal(
                    Message(word.isEmpty ? "answer.empty" : "answer.invalid", .verbatim(Typed.visible(line)), yes, no))
            ]
        }
        question = nil
        switch asked {
        case .resume(let game, let saved, let entering):
            if yes { return resume(game, saved) }
            if entering {
                // The fresh game is saved as it is entered: when nothing can be written (a
                // read-only folder), the saved game is not replaced, and that is what is said.
                let entered = enter(game)
                let declined = store.canWrite ? "resume.declined" : "resume.declined.unsaved"
                return [localizer.text(declined, gameName(game))] + entered
            }
            return [
                localizer.text(
                    "resume.later", gameName(game), .commandWith(.play, argumentKey: "game.\(game.rawValue).aliases"))
            ]
        case .resetStatistics:
            guard yes else { return [localizer.text("stats.reset.kept")] }
            store.resetStatistics()
            return [localizer.text("stats.reset.done")]
        case .forfeit(let command, let argument):
            guard yes else { return [localizer.text("forfeit.kept")] }
            return run(command, argument: argument)
        case .replaceFile(let file, _):
            guard yes else { return [localizer.text("file.replace.kept")] }
            return [write(file, replacing: true)]
        }
    }
}
