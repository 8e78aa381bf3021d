#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CEditLine

/// One read from the player.
public enum LineInput: Equatable, Sendable {
    case line(String)
    /// Ctrl-C at the prompt: the line is dropped, the session goes on.
    case interrupted
    /// Ctrl-D on an empty line, or the end of piped input.
    case end
}

/// Where lines come from: libedit on a terminal, plain reads otherwise, a script in tests.
public protocol LineReader: AnyObject {
    func readLine(prompt: String) -> LineInput
}

/// Plain lines from standard input: no prompt, no editing (stdin is not a terminal).
public final class PipedLineReader: LineReader {
    public init() {}
    public func readLine(prompt: String) -> LineInput {
        guard let line = Platform.readStandardInputLine() else { return .end }
        return .line(line.hasSuffix("\r") ? String(line.dropLast()) : line)
    }
}

/// Reads given in advance (lines, Ctrl-C), then the end; records each prompt shown.
/// The console's scripted double, so that a whole session loop runs in a unit test.
public final class ScriptedLineReader: LineReader {
    private var inputs: [LineInput]
    public private(set) var prompts: [String] = []
    public init(_ inputs: [LineInput]) { self.inputs = inputs }
    public func readLine(prompt: String) -> LineInput {
        prompts.append(prompt)
        return inputs.isEmpty ? .end : inputs.removeFirst()
    }
}

/// Set by the SIGINT handler; read (and cleared) after libedit returns.
nonisolated(unsafe) private var interruptPending: sig_atomic_t = 0
/// Set by SIGTERM and SIGHUP: libedit returns, restores the terminal, and the session ends.
nonisolated(unsafe) private var terminatePending: sig_atomic_t = 0
/// The session's completer, reached from libedit's C callback.
nonisolated(unsafe) private var activeCompleter: ((String) -> [String])?
nonisolated(unsafe) private var pendingMatches: [String] = []

/// libedit's readline interface: editing, history across runs, tab completion, and
/// Ctrl-C that clears the line instead of ending the program.
public final class EditLineReader: LineReader {
    private let historyPath: String?
    private var lastLine: String?

    /// - Parameters:
    ///   - historyPath: the history file (read now, written after every line), or nil.
    ///   - completer: the candidates for the line typed so far (up to the cursor).
    public init(historyPath: String?, completer: @escaping (String) -> [String]) {
        self.historyPath = historyPath
        activeCompleter = completer
        Platform.adoptUTF8Locale()
        baraja_set_readline_name("baraja")
        // Our own handlers, without SA_RESTART, so that the read in libedit returns (and
        // libedit puts the terminal back) instead of the process dying in raw mode.
        baraja_set_catch_signals(0)
        Self.handle([SIGINT]) { _ in interruptPending = 1 }
        Self.handle([SIGTERM, SIGHUP]) { _ in terminatePending = 1 }
        using_history()
        stifle_history(1000)
        if let historyPath { _ = read_history(historyPath) }
        baraja_set_completion { text, start, end in
            baraja_completion_over()
            guard let completer = activeCompleter else { return nil }
            let line = String(cString: baraja_line_buffer())
            // libedit counts `start` and `end` in characters (wide chars), not bytes.
            let upToCursor = String(String.UnicodeScalarView(line.unicodeScalars.prefix(Int(end))))
            pendingMatches = completer(upToCursor)
            guard !pendingMatches.isEmpty else { return nil }
            return rl_completion_matches(text) { _, state in
                let i = Int(state)
                guard i < pendingMatches.count else { return nil }
                return strdup(pendingMatches[i])
            }
        }
    }

    private static func handle(_ signals: [Int32], with handler: @convention(c) (Int32) -> Void) {
        var action = sigaction()
        action.__sigaction_handler.sa_handler = handler
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        for signal in signals { sigaction(signal, &action, nil) }
    }

    public func readLine(prompt: String) -> LineInput {
        interruptPending = 0
        if terminatePending != 0 { return .end }
        guard let raw = readline(prompt) else {
            // Ctrl-C, Ctrl-D or a signal to end: close the prompt's line first.
            Platform.writeStandardOutput("\n")
            if terminatePending == 0 && interruptPending != 0 {
                interruptPending = 0
                return .interrupted
            }
            return .end
        }
        defer { free(raw) }
        let line = String(cString: raw)
        if terminatePending != 0 { return .end }
        if interruptPending != 0 {
            interruptPending = 0
            return .interrupted
        }
        // Kept across runs; a line repeated at once is kept once, as shells do.
        if !line.allSatisfy({ $0 == " " }) && line != lastLine {
            add_history(raw)
            if let historyPath { _ = write_history(historyPath) }
            lastLine = line
        }
        return .line(line)
    }
}
