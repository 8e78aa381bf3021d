import Host

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where the command history is read from and written to. libedit reads its own file; baraja
/// writes it (libedit's `write_history` to a fresh temporary file, flushed, renamed over the
/// history), so a kill at any instant leaves the old history or the new one, never a cut one.
/// A history file libedit did not write (no `_HiStOrY_V2_` first line), a symbolic link, or
/// anything that is not a regular file is left alone: its lines are read when it is a plain
/// file, and baraja keeps its own history beside it, in `history.baraja`.
public struct HistoryFile: Equatable, Sendable {
    /// Read with libedit's `read_history` (its own format), if any.
    public var libedit: String?
    /// A foreign file whose lines are read one command each, if any.
    public var foreign: String?
    /// Where the history is written.
    public var write: String
    /// Said once, at the start: the foreign file left alone and where the history goes now.
    public var leftAlone: String?

    /// libedit's first line in a history file it wrote.
    static let header = Array("_HiStOrY_V2_".utf8)

    /// What to do with the history at `path` (`$XDG_STATE_HOME/baraja/history`).
    public static func plan(_ path: String, files: any FileSystem) -> HistoryFile {
        let beside = path + ".baraja"
        switch files.kind(path) {
        case .missing:
            return HistoryFile(libedit: nil, foreign: nil, write: path)
        case .regular:
            // The first bytes only, without blocking (a regular file).
            if case .bytes(let bytes) = files.read(path), bytes.starts(with: header) {
                return HistoryFile(libedit: path, foreign: nil, write: path)
            }
            fallthrough
        default:
            // Not libedit's: once baraja keeps its own beside it, that one has every line.
            if files.kind(beside) == .regular {
                return HistoryFile(libedit: beside, foreign: nil, write: beside)
            }
            let readable = files.kind(path) == .symbolicLink || files.kind(path) == .regular
            return HistoryFile(libedit: nil, foreign: readable ? path : nil, write: beside, leftAlone: path)
        }
    }

    /// The lines of a foreign history file (plain text, one command a line; at most the last
    /// `limit`), read without blocking; none when it is not a regular file or not text.
    static func foreignLines(_ path: String, files: any FileSystem, limit: Int = 1000) -> [String] {
        guard case .bytes(let bytes) = files.read(path, limit: 4 << 20) else { return [] }
        let lines = bytes.split(separator: 0x0A).compactMap { String(validating: $0, as: UTF8.self) }
            .filter { !$0.isEmpty && $0.utf8.count <= Session.lineLimit && !$0.hasPrefix("#") }
        return Array(lines.suffix(limit))
    }

    /// Replaces `path` with what `writer` writes into a fresh temporary file beside it (made
    /// with `O_CREAT|O_EXCL|O_NOFOLLOW` and a random name), flushed, renamed over `path`.
    /// False when it could not be (and no temporary is left behind).
    static func replace(_ path: String, by writer: (String) -> Bool) -> Bool {
        var temporary = ""
        var fd: Int32 = -1
        for _ in 0..<8 {
            temporary = LiveFileSystem.temporaryName(for: path)
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
            if fd >= 0 || errno != EEXIST { break }
        }
        guard fd >= 0 else { return false }
        close(fd)
        // libedit opens the name again (`fopen`): the folder is the player's own (mode 700).
        var ok = writer(temporary)
        if ok {
            let again = open(temporary, O_WRONLY | O_NOFOLLOW | O_CLOEXEC)
            ok = again >= 0 && fdatasync(again) == 0
            if again >= 0 { close(again) }
        }
        if ok { ok = rename(temporary, path) == 0 }
        if !ok { unlink(temporary) }
        return ok
    }
}
