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

/// Cuts a stream of bytes into lines of at most `limit` bytes, without ever holding more
/// than that of one line: the rest of a longer line is skipped and only counted.
public struct LineSplitter: Sendable {
    public enum Piece: Equatable, Sendable {
        case line([UInt8])
        case tooLong(bytes: Int)
    }

    public let limit: Int
    private var pending: [UInt8] = []
    private var ready: [Piece] = []
    private var readyIndex = 0
    /// Bytes of the current line so far, when it is already too long (nil otherwise).
    private var overflow: Int?

    public init(limit: Int) { self.limit = limit }

    public mutating func feed<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        for byte in bytes {
            if byte == 0x0A {
                if let overflow { ready.append(.tooLong(bytes: overflow)) } else {
                    if pending.last == 0x0D { pending.removeLast() }
                    ready.append(.line(pending))
                }
                pending.removeAll(keepingCapacity: true)
                overflow = nil
            } else if let count = overflow {
                overflow = count + 1
            } else if pending.count == limit + 1 {
                // One byte more than the limit is kept, so a line that ends in CR LF at
                // exactly the limit is still taken.
                overflow = pending.count + 1
                pending.removeAll(keepingCapacity: true)
            } else {
                pending.append(byte)
            }
        }
    }

    /// The next whole line; with `final`, also the unfinished last one.
    public mutating func next(final: Bool = false) -> Piece? {
        if readyIndex < ready.count {
            defer {
                readyIndex += 1
                if readyIndex == ready.count { ready.removeAll(keepingCapacity: true); readyIndex = 0 }
            }
            let piece = ready[readyIndex]
            if case .line(let bytes) = piece, bytes.count > limit { return .tooLong(bytes: bytes.count) }
            return piece
        }
        guard final, overflow != nil || !pending.isEmpty else { return nil }
        defer { pending = []; overflow = nil }
        if let overflow { return .tooLong(bytes: overflow) }
        if pending.last == 0x0D { pending.removeLast() }
        return pending.count > limit ? .tooLong(bytes: pending.count) : .line(pending)
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
        catchSignals([SIGINT]) { _ in interruptPending = 1 }
        catchSignals([SIGTERM, SIGHUP]) { _ in terminatePending = 1 }
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
            if let historyPath { _ = write_history(historyPath) }
            lastLine = line
        }
        return .line(line)
    }
}
