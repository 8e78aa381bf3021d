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
        if bytes.count > Int(info.st_size), !Platform.readToEnd(fd, after: &bytes, limit: limit) { return .unreadable }
        return bytes.count > limit ? .unreadable : .bytes(bytes)
    }

    /// The temporary file is `PATH.baraja-tmp-PID-RANDOM` (`temporaryName`), created with
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
        for _ in 0..<8 {
            temporary = Self.temporaryName(for: path)
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
    /// Anything else at its name (a FIFO, a folder, a link, a device) would turn locking off
    /// for every session that shares the folder: it is moved aside (`NAME.corrupt-STAMP`) and
    /// a lock file made in its place, said in `FileLock.movedAside`. The move is made holding a
    /// lock on the folder, after looking again, so that two sessions repairing at once never
    /// move aside the lock file one of them has just made. `.blocked` when it cannot be moved.
    public func lock(_ path: String, wait: Double) -> LockAttempt {
        let deadline = Platform.monotonicSeconds() + max(0, wait)
        var movedAside: FileLock.MovedAside?
        for _ in 0..<4 {
            let found = kind(path)
            if found != .missing && found != .regular {
                switch moveAside(path, deadline: deadline) {
                case .moved(let aside): movedAside = FileLock.MovedAside(kind: found, path: aside)
                case .busy: return .busy
                case .failed: return .blocked(found)
                case .nothing: break
                }
                continue
            }
            let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
            if fd < 0 {
                // Something other than a file took the name meanwhile: looked at again.
                if errno == ELOOP || errno == EISDIR || errno == ENXIO || errno == EEXIST { continue }
                return .unavailable
            }
            var info = stat()
            guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
                close(fd)
                continue
            }
            while flock(fd, LOCK_EX | LOCK_NB) != 0 {
                let code = errno
                if code == EINTR { continue }
                if code != EWOULDBLOCK || Platform.monotonicSeconds() >= deadline {
                    close(fd)
                    return code == EWOULDBLOCK ? .busy : .unavailable
                }
                usleep(5000)
            }
            let lock = FileLock { close(fd) }
            lock.movedAside = movedAside
            return .held(lock)
        }
        return .blocked(kind(path))
    }

    private enum Repair {
        case moved(String)
        case busy, failed, nothing
    }

    /// Moves what is at a lock file's name aside, holding the folder's lock while it looks
    /// again and renames (`.nothing`: a regular file or nothing is there now).
    private func moveAside(_ path: String, deadline: Double) -> Repair {
        guard let slash = path.lastIndex(of: "/") else { return .failed }
        let folder = slash == path.startIndex ? "/" : String(path[..<slash])
        let dirFD = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard dirFD >= 0 else { return .failed }
        defer { close(dirFD) }
        while flock(dirFD, LOCK_EX | LOCK_NB) != 0 {
            if errno == EINTR { continue }
            if errno != EWOULDBLOCK { return .failed }
            if Platform.monotonicSeconds() >= deadline { return .busy }
            usleep(5000)
        }
        let found = kind(path)
        guard found != .missing && found != .regular else { return .nothing }
        var aside = path + ".corrupt-" + Platform.utcStamp()
        if kind(aside) != .missing { aside = Self.temporaryName(for: aside) }
        return Glibc.rename(path, aside) == 0 ? .moved(aside) : .failed
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

    /// `access(W_OK)`: permissions and a read-only disk (EROFS) both say no.
    public func canWrite(in folder: String) -> Bool { access(folder, W_OK) == 0 }

    public func makeDirectories(_ path: String) -> Bool {
        var partial = ""
        for part in path.split(separator: "/") {
            partial += "/" + part
            if mkdir(partial, 0o700) != 0 && errno != EEXIST { return false }
        }
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }

    /// A fresh temporary name beside `path`: `PATH.baraja-tmp-PID-RANDOM` (16 random hex
    /// digits). The sweep (`removeStaleTemporaries`) removes only names of this form.
    public static func temporaryName(for path: String) -> String {
        var random = SystemRandomNumberGenerator()
        let digits = String(random.next() as UInt64, radix: 16)
        return path + temporaryMark + "\(getpid())-" + String(repeating: "0", count: 16 - digits.count) + digits
    }

    /// What a temporary name has between the file's name and the process's number.
    static let temporaryMark = ".baraja-tmp-"

    /// Regular files named `NAME.baraja-tmp-PID-RANDOM` (`temporaryName`), owned by this user,
    /// whose process is gone. Anything else is left alone: files of other programs (whatever
    /// they are called), links, folders, and the whole folder when it is itself a link (a
    /// symlinked saves folder points somewhere baraja did not make). The folder is opened once
    /// without following a link, and every name is looked at and removed relative to it, so a
    /// folder swapped for a link meanwhile is not followed either.
    public func removeStaleTemporaries(in folder: String) {
        let dirFD = open(folder, O_RDONLY | O_DIRECTORY | O_NOFOLLOW | O_CLOEXEC)
        guard dirFD >= 0 else { return }
        guard let handle = fdopendir(dirFD) else {
            close(dirFD)
            return
        }
        defer { closedir(handle) }
        var names: [String] = []
        while let entry = readdir(handle) {
            names.append(
                withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        }
        for name in names {
            guard let pid = Self.temporaryOwner(name) else { continue }
            var info = stat()
            guard fstatat(dirFD, name, &info, AT_SYMLINK_NOFOLLOW) == 0, (info.st_mode & S_IFMT) == S_IFREG,
                info.st_uid == getuid()
            else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlinkat(dirFD, name, 0) }
        }
    }

    /// The process that wrote a temporary file, from its name (`NAME.baraja-tmp-PID-RANDOM`,
    /// RANDOM 16 hex digits); nil when it is not one of baraja's.
    static func temporaryOwner(_ name: String) -> Int32? {
        let bytes = Array(name.utf8)
        let mark = Array(temporaryMark.utf8)
        // NAME is not empty, and what follows the mark is exactly PID-RANDOM.
        guard bytes.count > mark.count + 18,
            let at = (1...(bytes.count - mark.count)).reversed().first(where: {
                bytes[$0..<$0 + mark.count].elementsEqual(mark)
            })
        else { return nil }
        let parts = bytes[(at + mark.count)...].split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        let hex = Array("0123456789abcdef".utf8)
        guard parts.count == 2, parts[1].count == 16, parts[1].allSatisfy(hex.contains),
            (1...10).contains(parts[0].count),
            parts[0].allSatisfy({ (0x30...0x39).contains($0) }),
            let pid = Int32(String(decoding: parts[0], as: UTF8.self)),
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
