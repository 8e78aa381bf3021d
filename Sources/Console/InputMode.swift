import TableKit

/// What a line typed is read as. A question or a lesson takes every line until it ends;
/// otherwise lines are commands, and while the game in view has steps waiting for Enter
/// (`Stepping`), an empty line plays the next one and any other line stops them first.
enum InputMode {
    /// Commands, in the lobby or a game.
    case commands
    /// The answer to a yes/no question (anything else sets it aside).
    case question(Session.Question)
    /// A line of the lesson under way: an answer, an action, or the lesson's own words.
    case lesson(LessonRun)
    /// Steps of this game walked through with Enter. The steps are the table's own state,
    /// saved with it, so the session never stores this mode: `inputMode` reads it from the
    /// table in view.
    case stepping(GameID)
}

extension Session {
    /// What the next line is read as: the question or lesson waiting (`mode`), else the steps
    /// the game in view waits to play, else commands.
    var inputMode: InputMode {
        guard case .commands = mode, case .game(let game) = place, tables[game]?.asStepping?.stepping != nil else {
            return mode
        }
        return .stepping(game)
    }

    /// The question waiting for its answer, if any.
    var question: Question? {
        if case .question(let question) = mode { return question }
        return nil
    }

    /// The lesson under way (`learn`), if any; setting nil ends it (commands again).
    var lesson: LessonRun? {
        get {
            if case .lesson(let run) = mode { return run }
            return nil
        }
        set {
            if let newValue {
                mode = .lesson(newValue)
            } else if case .lesson = mode {
                mode = .commands
            }
        }
    }
}
