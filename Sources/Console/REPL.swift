import TableKit

/// The session loop: show the opening, then read, run and print until `quit` or the end.
public enum REPL {
    /// - Parameter columns: the terminal's width, asked again before each command so that
    ///   a resized window is filled (nil: the width given to the session stays).
    public static func run(
        _ session: Session, reader: LineReader, write: (String) -> Void, game: GameID?,
        columns: (() -> Int?)? = nil
    ) {
        write(Interrupts.running { session.opening(game: game) })
        while !session.isFinished {
            let input = reader.readLine(prompt: session.prompt)
            if let columns { session.resize(to: columns()) }
            switch input {
            case .line(let line): write(Interrupts.running { session.handle(line) })
            case .interrupted: continue
            case .rejected(let problem): write(session.reject(problem))
            case .end: write(session.farewell())
            }
        }
    }

    /// A clock for scripted runs: each reading is `step` seconds after the last, so games'
    /// timers show the same figures on every run.
    public static func scriptedClock(step: Double = 7) -> @Sendable () -> Double {
        final class Ticks: @unchecked Sendable { var now = 0.0 }
        let ticks = Ticks()
        return {
            ticks.now += step
            return ticks.now
        }
    }

    /// A scripted run, as a terminal user would have seen it: each prompt followed by the
    /// line typed. Golden transcripts are made of this.
    public static func transcript(_ session: Session, lines: [String], game: GameID?) -> String {
        var out = session.opening(game: game)
        var remaining = lines[...]
        while !session.isFinished {
            let prompt = session.prompt
            guard let line = remaining.popFirst() else {
                out += prompt + "\n" + session.farewell()
                break
            }
            out += prompt + line + "\n" + session.handle(line)
        }
        return out
    }
}
