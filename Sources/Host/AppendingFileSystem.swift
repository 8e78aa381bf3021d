#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Files that grow a line at a time (a saved game's journal): each append is in the file (the
/// kernel's) before it returns, so a kill of the process at any instant loses at most the line
/// being written; `sync` also waits until it is on the disk (what an outage of the machine
/// would otherwise take).
public protocol AppendingFileSystem: FileSystem {
    /// Adds the bytes at the end of a regular file (made, mode 600 before the umask, when
    /// missing; a symlink is never followed), flushed to the disk with `sync` (no bytes and
    /// `sync`: only the flush). Nil when written, else why not.
    func append(_ path: String, _ bytes: [UInt8], sync: Bool) -> FileProblem?
}

extension AppendingFileSystem {
    public var appending: (any AppendingFileSystem)? { self }
}

extension MemoryFileSystem: AppendingFileSystem {
    public func append(_ path: String, _ bytes: [UInt8], sync: Bool) -> FileProblem? {
        switch read(path) {
        case .missing: return write(path, bytes, mode: 0o600)
        case .bytes(let old): return write(path, old + bytes, mode: 0o600)
        case .unreadable: return .other("unreadable")
        }
    }
}

extension LiveFileSystem: AppendingFileSystem {
    /// `O_APPEND|O_NOFOLLOW`, the type checked on the file opened, `fdatasync` with `sync`.
    public func append(_ path: String, _ bytes: [UInt8], sync: Bool) -> FileProblem? {
        let fd = open(path, O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, mode_t(0o600))
        if fd < 0 { return errno == ELOOP ? .denied : Self.problem(errno) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return .other("not a regular file") }
        var failure = Self.writeAll(fd, bytes)
        if failure == 0, sync, fdatasync(fd) != 0 { failure = errno }
        return failure == 0 ? nil : Self.problem(failure)
    }
}
