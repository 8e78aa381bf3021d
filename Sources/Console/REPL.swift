/// The session loop: show the opening, then read, run and print until `quit` or the end.
public enum REPL {
    public static func run(_ session: Session, reader: LineReader, write: (String) -> Void, game: GameID?) {
        write(session.opening(game: game))
        while !session.isFinished {
            switch reader.readLine(prompt: session.prompt) {
            case .line(let line): write(session.handle(line))
            case .interrupted: continue
            case .end: write(session.farewell())
            }
        }
    }

    /// A scripted run, as a terminal user would have seen it: each prompt followed by the
    /// line typed. Golden transcripts are made of this.
    public static func transcript(_ session: Session, lines: [String], game: GameID?) -> String {
        var out = session.opening(game: game)
        var remaining = lines[...]
        while !session.isFinished {
            let prompt = session.prompt
            guard let line = remaining.popFirst() else { out += prompt + "\n" + session.farewell(); break }
            out += prompt + line + "\n" + session.handle(line)
        }
        return out
    }
}
