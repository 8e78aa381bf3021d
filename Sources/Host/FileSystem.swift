/// What baraja asks of files, as a small interface: `LiveFileSystem` over POSIX, and
/// `MemoryFileSystem` for tests and for sessions that must leave the disk alone. Saves,
/// statistics, preferences and the files a player asks for (`export FILE`, `--deal FILE`) all
/// go through one.
public protocol FileSystem: AnyObject {
    /// The whole file, if it is a regular file of at most `limit` bytes (the type is checked
    /// on the file opened, not before); a bigger one, a folder or an error reads as unreadable.
    func read(_ path: String, limit: Int) -> FileRead
    /// Replaces the file whole: a temporary file beside it, flushed to disk, renamed over it,
    /// so a crash at any instant leaves the old file or the new one. `mode` before the umask.
    /// Nil when written, else why not (and no temporary is left behind).
    func write(_ path: String, _ bytes: [UInt8], mode: UInt32) -> FileProblem?
    /// Renames a file; false when it could not be.
    func rename(_ path: String, to newPath: String) -> Bool
    /// Whether anything has that name.
    func exists(_ path: String) -> Bool
    /// The names in a folder, nil when it cannot be listed.
    func list(_ folder: String) -> [String]?
    /// Removes a file; false when it could not be.
    func remove(_ path: String) -> Bool
    /// Makes a folder and its parents (mode 700); true when it is a folder afterwards.
    func makeDirectories(_ path: String) -> Bool
    /// Removes the temporary files `write` left in a folder when its process was killed
    /// between writing and renaming (those of a process still running stay).
    func removeStaleTemporaries(in folder: String)
    /// A path as the player typed it, made absolute (`~/` is the home folder).
    func absolutePath(_ typed: String) -> String
}

extension FileSystem {
    /// At most 16 MiB: no file baraja reads is anywhere near that.
    public func read(_ path: String) -> FileRead { read(path, limit: 16 << 20) }
}

/// What reading a file gave.
public enum FileRead: Equatable, Sendable {
    case missing
    case bytes([UInt8])
    /// It exists but cannot be read (permissions, a folder in its place, too big, an IO error).
    case unreadable
}

/// Why a file could not be written.
public enum FileProblem: Hashable, Sendable {
    /// The folder it would go in does not exist.
    case noFolder
    /// Permission denied, or a read-only file system.
    case denied
    /// A folder has that name.
    case isFolder
    /// Anything else: the system's own description (not translated).
    case other(String)
}
