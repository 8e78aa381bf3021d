#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The file system of the machine, through POSIX calls.
public final class LiveFileSystem: FileSystem {
    private let environment: [String: String]

    /// `environment` gives `HOME` for `~/` in typed paths.
    public init(environment: [String: String] = Platform.environment) {
        self.environment = environment
    }

    public func read(_ path: String, limit: Int) -> FileRead {
        // O_NONBLOCK: opening a FIFO (or a device) returns at once instead of waiting for a
        // writer; its type is then checked on the file opened, before any read.
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 { return errno == ENOENT ? .missing : .unreadable }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= limit else {
            return .unreadable
        }
        // A regular file: reads block as usual from here.
        _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) & ~O_NONBLOCK)
        // Read in one go into a buffer of the file's size (and a byte more, to see it grew).
        var failed = false
        var bytes = [UInt8](unsafeUninitializedCapacity: Int(info.st_size) + 1) { buffer, count in
            while count < buffer.count {
                let n = Glibc.read(fd, buffer.baseAddress! + count, buffer.count - count)
                if n < 0 {
                    if errno == EINTR { continue }
                    failed = true
                    return
                }
                if n == 0 { return }
                count += n
            }
        }
        if failed { return .unreadable }
        // It grew while being read: the rest in chunks, up to the limit.
        while bytes.count > Int(info.st_size) {
            var chunk = [UInt8](repeating: 0, count: 65536)
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .unreadable
            }
            if n == 0 { break }
            bytes += chunk[0..<n]
            if bytes.count > limit { return .unreadable }
        }
        return bytes.count > limit ? .unreadable : .bytes(bytes)
    }

    /// The temporary file is `PATH.tmp-PID-RANDOM` (16 random hex digits), created with
    /// `O_CREAT|O_EXCL|O_NOFOLLOW` (a file or link planted at that name makes it try another
    /// name, never follow or reuse it); it is flushed (`fdatasync`) before the rename, so even
    /// a power cut after the rename cannot leave an empty file. The rename replaces a symbolic
    /// link at `path` itself, never what it points to. The folder is not flushed: after a
    /// power cut the name may still point at the old file, which is as good.
    public func write(_ path: String, _ bytes: [UInt8], mode: UInt32) -> FileProblem? {
        var info = stat()
        if lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return .isFolder }
        var temporary = ""
        var fd: Int32 = -1
        var random = SystemRandomNumberGenerator()
        for _ in 0..<8 {
            let digits = String(random.next() as UInt64, radix: 16)
            temporary = path + ".tmp-\(getpid())-" + String(repeating: "0", count: 16 - digits.count) + digits
            fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, mode_t(mode))
            if fd >= 0 || errno != EEXIST { break }
        }
        if fd < 0 { return Self.problem(errno) }
        var failure = Self.writeAll(fd, bytes)
        if failure == 0, fdatasync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, Glibc.rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            return Self.problem(failure)
        }
        return nil
    }

    /// Writes all the bytes to the open file (retrying after a signal); 0, or the error number.
    static func writeAll(_ fd: Int32, _ bytes: [UInt8]) -> Int32 {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += n
            }
            return 0
        }
    }

    public func kind(_ path: String) -> FileKind {
        var info = stat()
        guard lstat(path, &info) == 0 else { return errno == ENOENT || errno == ENOTDIR ? .missing : .other }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return .regular
        case S_IFDIR: return .folder
        case S_IFLNK: return .symbolicLink
        case S_IFIFO: return .fifo
        case S_IFCHR: return .characterDevice
        case S_IFBLK: return .blockDevice
        case S_IFSOCK: return .socket
        default: return .other
        }
    }

    /// `flock(2)` on the lock file, tried every 5 ms until `wait` runs out. The lock file is
    /// opened without following a link and without blocking, and must be a regular file.
    public func lock(_ path: String, wait: Double) -> LockAttempt {
        let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        if fd < 0 { return .unavailable }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(fd)
            return .unavailable
        }
        let deadline = Platform.monotonicSeconds() + max(0, wait)
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EINTR { continue }
            if code != EWOULDBLOCK || Platform.monotonicSeconds() >= deadline {
                close(fd)
                return code == EWOULDBLOCK ? .busy : .unavailable
            }
            usleep(5000)
        }
        return .held(FileLock { close(fd) })
    }

    static func problem(_ code: Int32) -> FileProblem {
        switch code {
        case ENOENT, ENOTDIR: .noFolder
        case EACCES, EPERM, EROFS: .denied
        case EISDIR: .isFolder
        case ENOSPC, EDQUOT: .full
        default: .other(String(cString: strerror(code)))
        }
    }

    public func rename(_ path: String, to newPath: String) -> Bool { Glibc.rename(path, newPath) == 0 }

    public func exists(_ path: String) -> Bool { access(path, F_OK) == 0 }

    public func list(_ folder: String) -> [String]? {
        guard let handle = opendir(folder) else { return nil }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }

    public func remove(_ path: String) -> Bool { unlink(path) == 0 }

    public func makeDirectories(_ path: String) -> Bool {
        var partial = ""
        for part in path.split(separator: "/") {
            partial += "/" + part
            if mkdir(partial, 0o700) != 0 && errno != EEXIST { return false }
        }
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// `NAME.tmp-PID-RANDOM` (and the older `NAME.tmp-PID`) whose process is gone.
    public func removeStaleTemporaries(in folder: String) {
        for name in list(folder) ?? [] {
            guard let pid = Self.temporaryOwner(name) else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + name) }
        }
    }

    /// The process that wrote a temporary file, from its name; nil when it is not one.
    static func temporaryOwner(_ name: String) -> Int32? {
        var parts = name.split(separator: "-", omittingEmptySubsequences: false)
        if let last = parts.last, last.count == 16, last.allSatisfy(\.isHexDigit), parts.count > 2 {
            parts.removeLast()
        }
        guard parts.count > 1, parts[parts.count - 2].hasSuffix(".tmp"), let pid = Int32(parts[parts.count - 1]),
            pid > 0
        else { return nil }
        return pid
    }

    /// `~` and `~/…` from `HOME`, a relative path from the working folder.
    public func absolutePath(_ typed: String) -> String {
        var path = typed
        if let home = environment["HOME"], !home.isEmpty, path == "~" || path.hasPrefix("~/") {
            path = home + path.dropFirst()
        }
        if path.hasPrefix("/") { return path }
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return path }
        let folder = String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return (folder == "/" ? "" : folder) + "/" + (path.hasPrefix("./") ? String(path.dropFirst(2)) : path)
    }
}
