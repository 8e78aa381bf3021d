import CEditLine
import Host

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One read from the player.
public enum LineInput: Equatable, Sendable {
    case line(String)
    /// Ctrl-C at the prompt: the line is dropped, the session goes on.
    case interrupted
    /// Ctrl-D on an empty line, the end of piped input, or SIGTERM/SIGHUP (and SIGINT
    /// when piped): the session says goodbye; every game is already saved.
    case end
    /// A line that is not taken: too long, or not UTF-8. The session says why.
    case rejected(InputProblem)
}

/// Where lines come from: libedit on a terminal, plain reads otherwise, a script in tests.
public protocol LineReader: AnyObject {
    func readLine(prompt: String) -> LineInput
}

/// Plain lines from standard input: no prompt, no editing (stdin is not a terminal).
/// Lines longer than `Session.lineLimit` bytes and lines that are not UTF-8 are refused,
/// not cut or patched. SIGINT, SIGTERM and SIGHUP end the session cleanly.
public final class PipedLineReader: LineReader {
    private var splitter = LineSplitter(limit: Session.lineLimit)
    private var buffer = [UInt8](repeating: 0, count: 65536)
    private var atEnd = false

    public init() {
        catchSignals([SIGINT, SIGTERM, SIGHUP]) { _ in terminatePending = 1 }
    }

    public func readLine(prompt: String) -> LineInput {
        while true {
            if terminatePending != 0 { return .end }
            if let piece = splitter.next(final: atEnd) { return LineSplitter.input(piece) }
            if atEnd { return .end }
            let n = Platform.readStandardInput(&buffer)
            if n < 0 { continue }
            if n == 0 { atEnd = true } else { splitter.feed(buffer[0..<n]) }
        }
    }
}

/// Cuts a stream of bytes into lines of at most `limit` bytes. Lines are cut one at a time
/// as they are asked for, and a line longer than the limit is skipped and only counted, so
/// the memory held stays that of the bytes read and not yet taken.
public struct LineSplitter: Sendable {
    public enum Piece: Equatable, Sendable {
        case line([UInt8])
        case tooLong(bytes: Int)
    }

    public let limit: Int
    /// Bytes read and not yet taken, from `start`.
    private var buffer: [UInt8] = []
    private var start = 0
    /// Bytes of a too-long line skipped so far (nil when no line is being skipped).
    private var skipped: Int?

    public init(limit: Int) { self.limit = limit }

    public mutating func feed<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        if start > 0 && start * 2 >= buffer.count {
            buffer.removeSubrange(0..<start)
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole line; with `final` (the input is over), also the unfinished last one.
    public mutating func next(final: Bool = false) -> Piece? {
        while true {
            let newline = buffer[start...].firstIndex(of: 0x0A)
            if let count = skipped {
                // Inside a line already too long: drop bytes up to its end.
                guard let newline else {
                    let total = count + buffer.count - start
                    start = buffer.count
                    if final {
                        skipped = nil
                        return .tooLong(bytes: total)
                    }
                    skipped = total
                    return nil
                }
                skipped = nil
                let total = count + newline - start
                start = newline + 1
                return .tooLong(bytes: total)
            }
            // One byte more than the limit may be a CR before the newline.
            let end = newline ?? buffer.count
            if end - start > limit + 1 {
                skipped = 0
                continue
            }
            guard let newline else {
                guard final, start < buffer.count else { return nil }
                defer { start = buffer.count }
                return Self.piece(Array(buffer[start...]), limit: limit)
            }
            defer { start = newline + 1 }
            return Self.piece(Array(buffer[start..<newline]), limit: limit)
        }
    }

    private static func piece(_ bytes: [UInt8], limit: Int) -> Piece {
        var line = bytes
        if line.last == 0x0D { line.removeLast() }
        return line.count > limit ? .tooLong(bytes: line.count) : .line(line)
    }

    /// What the session receives for a piece: a line, or the reason it was refused.
    static func input(_ piece: Piece) -> LineInput {
        switch piece {
        case .tooLong(let bytes): return .rejected(.tooLong(bytes: bytes))
        case .line(let bytes):
            guard let line = String(validating: bytes, as: UTF8.self) else { return .rejected(.invalidUTF8) }
            return .line(line)
        }
    }
}

/// Our own handlers, without SA_RESTART, so that a blocked read returns (and libedit puts
/// the terminal back) instead of the process dying mid-way.
private func catchSignals(_ signals: [Int32], with handler: @convention(c) (Int32) -> Void) {
    var action = sigaction()
    action.__sigaction_handler.sa_handler = handler
    sigemptyset(&action.sa_mask)
    action.sa_flags = 0
    for signal in signals { sigaction(signal, &action, nil) }
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
    private let history: HistoryFile?
    private var lastLine: String?

    /// - Parameters:
    ///   - history: where the history is read from (now) and written to (after every line,
    ///     see `HistoryFile`), or nil.
    ///   - completer: the candidates for the line typed so far (up to the cursor).
    public init(history: HistoryFile?, completer: @escaping (String) -> [String]) {
        self.history = history
        activeCompleter = completer
        Platform.adoptUTF8Locale()
        baraja_set_readline_name("baraja")
        // Our own handlers, without SA_RESTART, so that the read in libedit returns (and
        // libedit puts the terminal back) instead of the process dying in raw mode.
        baraja_set_catch_signals(0)
        catchSignals([SIGINT]) { _ in interruptPending = 1 }
        catchSignals([SIGTERM, SIGHUP]) { _ in terminatePending = 1 }
        using_history()
        stifle_history(1000)
        if let foreign = history?.foreign {
            for line in HistoryFile.foreignLines(foreign, files: LiveFileSystem()) { add_history(line) }
        }
        if let own = history?.libedit { _ = read_history(own) }
        baraja_set_completion { text, start, end in
            baraja_completion_over()
            guard let completer = activeCompleter else { return nil }
            let line = String(cString: baraja_line_buffer())
            // libedit counts `start` and `end` in characters (wide chars), not bytes.
            let upToCursor = String(String.UnicodeScalarView(line.unicodeScalars.prefix(Int(end))))
            pendingMatches = completer(upToCursor)
            guard !pendingMatches.isEmpty else { return nil }
            baraja_set_completion_append(Int32(UInt8(ascii: " ")))
            if pendingMatches.count > 1 {
                // libedit lines the list up by bytes; baraja shows it by display width (Hangul
                // two columns), then lets libedit insert only the part every match shares.
                let typed = text.map { String(cString: $0) } ?? ""
                Platform.writeStandardOutput(
                    "\r\n"
                        + CompletionList.rows(
                            pendingMatches, width: Platform.terminalColumns(Platform.environment) ?? 80
                        )
                        .joined(separator: "\r\n") + "\r\n")
                baraja_redisplay_line()
                let common = CompletionList.commonPrefix(pendingMatches)
                guard common.unicodeScalars.count > typed.unicodeScalars.count else { return nil }
                baraja_set_completion_append(0)
                pendingMatches = [common]
            }
            return rl_completion_matches(text) { _, state in
                let i = Int(state)
                guard i < pendingMatches.count else { return nil }
                return strdup(pendingMatches[i])
            }
        }
    }

    public func readLine(prompt: String) -> LineInput {
        // Ctrl-C while a command ran (outside the line editor) ends the session like
        // SIGTERM: the game is saved already. At the prompt it only clears the line.
        if terminatePending != 0 || interruptPending != 0 { return .end }
        // Out of canonical mode before libedit writes the prompt (it switches only after): a
        // Ctrl-D typed as soon as the prompt shows is then read by libedit, not lost. The
        // terminal's own settings are put back once the line is read (see the shim).
        var mode = baraja_leave_canonical_mode(STDIN_FILENO)
        let read = readline(prompt)
        baraja_restore_mode(STDIN_FILENO, &mode)
        guard let raw = read else {
            // Ctrl-C, Ctrl-D or a signal to end: close the prompt's line first.
            Platform.writeStandardOutput("\n")
            if terminatePending == 0 && interruptPending != 0 {
                interruptPending = 0
                return .interrupted
            }
            return .end
        }
        defer { free(raw) }
        if terminatePending != 0 { return .end }
        if interruptPending != 0 {
            interruptPending = 0
            return .interrupted
        }
        let bytes = UnsafeBufferPointer(start: raw, count: strlen(raw)).map { UInt8(bitPattern: $0) }
        if bytes.count > Session.lineLimit { return .rejected(.tooLong(bytes: bytes.count)) }
        guard let line = String(validating: bytes, as: UTF8.self) else { return .rejected(.invalidUTF8) }
        // Kept across runs; a line repeated at once is kept once, as shells do.
        if !line.allSatisfy({ $0 == " " }) && line != lastLine {
            add_history(raw)
            if let history { _ = HistoryFile.replace(history.write) { write_history($0) == 0 } }
            lastLine = line
        }
        return .line(line)
    }
}
