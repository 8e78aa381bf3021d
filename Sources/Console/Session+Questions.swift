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
        /// Carry out a command that changes how the game under way counts (`Confirming`)?
        case confirm(CommandID, String?, Message)
    }

    /// Whether a yes/no question waits for its answer.
    public var isAsking: Bool { question != nil }

    /// The saved games (not open in another session), the one played last first: saved last,
    /// and of two saved in the same second the one later in the list of games.
    func savesByRecency() -> [(game: GameID, saved: Store.SavedGame)] {
        let found = games.tables.enumerated().filter { !store.isOpenElsewhere($0.element.id) }
            .compactMap { index, type in
                let saved = store.savedGame(type)
                savedInProgress[type.id] = saved?.table.isResumable ?? false
                return saved.map { (index, type.id, $0) }
            }
        return found.sorted { ($0.2.saved, $0.0) > ($1.2.saved, $1.0) }.map { ($0.1, $0.2) }
    }

    func offer(_ game: GameID, _ saved: Store.SavedGame, entering: Bool) -> [String] {
        ask(.resume(game, saved, entering: entering))
    }

    func ask(_ asked: Question) -> [String] {
        mode = .question(asked)
        return [questionText(asked)]
    }

    /// The current language's yes and no, as a question shows them.
    var yesAndNo: (yes: Argument, no: Argument) {
        (
            .verbatim(localizer.words("answer.yes.words").first ?? "yes"),
            .verbatim(localizer.words("answer.no.words").first ?? "no")
        )
    }

    /// The question's text; the words that answer it are the prompt's (`console.prompt.question`).
    private func questionText(_ asked: Question) -> String {
        switch asked {
        case .resume(let game, let saved, let entering):
            if entering, forfeitsWhenDeclined(saved) {
                guard let summary = saved.table.resumeSummary() else {
                    return localizer.text("resume.offer.forfeit.plain", gameName(game), .command(.new))
                }
                return localizer.text("resume.offer.forfeit", gameName(game), .message(summary), .command(.new))
            }
            if let summary = saved.table.resumeSummary() {
                return localizer.text("resume.offer", gameName(game), .message(summary))
            }
            return localizer.text("resume.offer.plain", gameName(game))
        case .resetStatistics:
            return localizer.text("stats.reset.ask")
        case .forfeit(let command, _):
            guard case .game(let game) = place else { return "" }
            return localizer.text("forfeit.ask", gameName(game), .command(command))
        case .replaceFile(_, let path):
            return localizer.text("file.replace.ask", .verbatim(path))
        case .confirm(_, _, let consequence):
            return localizer.text("confirm.ask", .message(consequence))
        }
    }

    /// Whether a saved game counts as lost when it is not continued: when `new` would count it
    /// so (a Klondike deal with moves played), declining to continue it is the same forfeit.
    func forfeitsWhenDeclined(_ saved: Store.SavedGame) -> Bool {
        saved.table.wouldForfeit(.new, word: nil)
    }

    /// Whether a line is a yes or a no (in any language), or neither: the longest yes or no at
    /// its start, a word (`sí`) or a phrase that clearly says it (`claro que no` before `claro`:
    /// `question.<yes|no>.phrases`), whatever reason follows (`no, me paso`, `vale, me planto`).
    private func yesOrNo(_ line: String) -> Bool? {
        let words = Self.words(of: line)
        for count in stride(from: min(5, words.count), through: 1, by: -1) {
            let phrase = words.prefix(count).joined(separator: " ")
            if localizer.anyLanguageLists(phrase, under: "question.yes.phrases")
                || (count == 1 && localizer.anyLanguageLists(phrase, under: "answer.yes.words"))
            {
                return true
            }
            if localizer.anyLanguageLists(phrase, under: "question.no.phrases")
                || (count == 1 && localizer.anyLanguageLists(phrase, under: "answer.no.words"))
            {
                return false
            }
        }
        return nil
    }

    /// A command typed while a question waits (neither yes nor no): the question is left
    /// unanswered, which changes nothing (a saved game stays as it is, nothing counts as
    /// lost), the player is told so, and the command is then carried out (`thenRun`). `play`
    /// with the game a resume question is about is its yes. Nil when the line is an answer,
    /// or no command.
    func setAside(_ line: String, _ asked: Question) -> (lines: [String], thenRun: Bool)? {
        guard yesOrNo(line) == nil else { return nil }
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard !words.isEmpty, let (spec, taken) = command(startingWith: words) else { return nil }
        if spec.id == .play, case .resume(let game, let saved, _) = asked,
            games.id(named: words.dropFirst(taken).joined(separator: " "), localizer: localizer) == game
        {
            mode = .commands
            return (resume(game, saved), false)
        }
        return (unanswered(asked, typed: line), true)
    }

    /// `typed`: the command typed instead of an answer, carried out next.
    private func unanswered(_ asked: Question, typed: String = "") -> [String] {
        mode = .commands
        switch asked {
        case .resume(let game, _, _):
            // Offered on the way into the game: its lock was taken for it, and it is not played.
            if tables[game] == nil { store.release(game) }
            return [
                localizer.text(
                    "resume.later", gameName(game), .commandWith(.play, argumentKey: "game.\(game.rawValue).aliases"))
            ]
        case .resetStatistics: return [localizer.text("stats.reset.kept")]
        case .forfeit(let id, _), .confirm(let id, _, _):
            // What is not done, and what is done instead.
            let line = typed.split(whereSeparator: { $0 == " " || $0 == "\t" }).joined(separator: " ")
            return [localizer.text("question.unanswered", .command(id), .verbatim(Typed.visible(line)))]
        case .replaceFile: return [localizer.text("file.replace.kept")]
        }
    }

    func answer(_ line: String, to asked: Question) -> [String] {
        guard let yes = yesOrNo(line) else {
            // Neither: the question again, with the words that answer it.
            let typed = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).isEmpty ? "" : line
            let (yes, no) = yesAndNo
            return [
                refusal(
                    Message(typed.isEmpty ? "answer.empty" : "answer.invalid", .verbatim(Typed.visible(line)), yes, no)),
                questionText(asked),
            ]
        }
        mode = .commands
        switch asked {
        case .resume(let game, let saved, let entering):
            if yes { return resume(game, saved) }
            if entering, forfeitsWhenDeclined(saved) {
                guard store.claim(game) else { return openElsewhere(game) }
                let dealt = forfeit(game, saved)
                let declined = store.canWrite ? "resume.declined" : "resume.declined.unsaved"
                return [localizer.text(declined, gameName(game))] + dealt
            }
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
        case .confirm(let command, let argument, _):
            // A hint declined was never shown: said so, not as a command left undone.
            guard yes else { return [localizer.text(command == .hint ? "confirm.kept.hint" : "confirm.kept")] }
            return run(command, argument: argument)
        }
    }
}
