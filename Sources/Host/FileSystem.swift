/// What baraja asks of files, as a small interface: `LiveFileSystem` over POSIX, and
/// `MemoryFileSystem` for tests and for sessions that must leave the disk alone. Saves,
/// statistics, preferences and the files a player asks for (`export FILE`, `--deal FILE`) all
/// go through one.
public protocol FileSystem: AnyObject {
    /// The whole file, if it is a regular file of at most `limit` bytes (the type is checked
    /// on the file opened, without blocking: a FIFO or a device is never waited on); a bigger
    /// one, a folder, a FIFO, a device or an error reads as unreadable.
    func read(_ path: String, limit: Int) -> FileRead
    /// Replaces the file whole: a temporary file with a random name beside it (created with
    /// `O_CREAT|O_EXCL|O_NOFOLLOW`, so nothing planted at its name is followed or reused),
    /// flushed to disk, renamed over it, so a crash at any instant leaves the old file or the
    /// new one; a symbolic link at `path` is replaced, never followed. `mode` before the umask.
    /// Nil when written, else why not (and no temporary is left behind).
    func write(_ path: String, _ bytes: [UInt8], mode: UInt32) -> FileProblem?
    /// What is at a path, without following a symbolic link there.
    func kind(_ path: String) -> FileKind
    /// An exclusive lock on the lock file `path` (made if missing), waiting at most `wait`
    /// seconds for another process to let it go (0: not at all). Held until the lock is released
    /// or dropped; the system lets it go when the process ends, however it ends.
    func lock(_ path: String, wait: Double) -> LockAttempt
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
    /// Whether files can be written in a folder now (it exists, and neither its permissions
    /// nor a read-only disk forbid it).
    func canWrite(in folder: String) -> Bool
    /// Removes the temporary files `write` left in a folder when its process was killed
    /// between writing and renaming (those of a process still running stay).
    func removeStaleTemporaries(in folder: String)
    /// A path as the player typed it, made absolute (`~/` is the home folder).
    func absolutePath(_ typed: String) -> String
    /// The same files, when they can grow a line at a time (`AppendingFileSystem`); else nil.
    var appending: (any AppendingFileSystem)? { get }
}

extension FileSystem {
    public var appending: (any AppendingFileSystem)? { nil }
}

extension FileSystem {
    /// Not known: taken as writable (a write that fails says so).
    public func canWrite(in folder: String) -> Bool { true }

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
    /// The disk or the user's quota is full (ENOSPC, EDQUOT).
    case full
    /// Anything else: the system's own description (not translated).
    case other(String)
}

/// What a path names (`lstat`: a symbolic link is itself, not what it points to).
public enum FileKind: Hashable, Sendable {
    case missing, regular, folder, symbolicLink, fifo, characterDevice, blockDevice, socket
    /// Something else, or a path that cannot be looked at.
    case other

    /// The message key's last part that names the kind (`file.kind.fifo`, …).
    public var name: String {
        switch self {
        case .missing: "missing"
        case .regular: "regular"
        case .folder: "folder"
        case .symbolicLink: "link"
        case .fifo: "fifo"
        case .characterDevice, .blockDevice: "device"
        case .socket: "socket"
        case .other: "unknown"
        }
    }
}

/// How asking for a lock went.
public enum LockAttempt {
    /// Held, until released (or the value is dropped).
    case held(FileLock)
    /// Another process holds it (still, after the wait).
    case busy
    /// The lock file cannot be made or opened (a read-only folder): there is nothing to lock,
    /// and nothing will be written beside it either.
    case unavailable
    /// Something that is not a lock file (this kind) is at the name, and it could not be moved
    /// aside: no lock can be had there.
    case blocked(FileKind)
}

/// A lock held: `release()` lets it go (and so does dropping the last reference).
public final class FileLock {
    private var letGo: (() -> Void)?

    /// What was at the lock file's name instead of a lock file, and where it was moved.
    public struct MovedAside: Equatable, Sendable {
        public var kind: FileKind
        public var path: String
        public init(kind: FileKind, path: String) {
            self.kind = kind
            self.path = path
        }
    }

    /// Set when the lock file was made in place of something else, moved aside.
    public var movedAside: MovedAside?

    public init(release: @escaping () -> Void) { letGo = release }

    public func release() {
        letGo?()
        letGo = nil
    }

    deinit { letGo?() }
}
