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
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        if fd < 0 { return errno == ENOENT ? .missing : .unreadable }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= limit else {
            return .unreadable
        }
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

    /// The temporary file is `PATH.tmp-PID`; it is flushed (`fdatasync`) before the rename, so
    /// even a power cut after the rename cannot leave an empty file. The folder is not flushed:
    /// after a power cut the name may still point at the old file, which is as good.
    public func write(_ path: String, _ bytes: [UInt8], mode: UInt32) -> FileProblem? {
        var info = stat()
        if stat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR { return .isFolder }
        let temporary = path + ".tmp-\(getpid())"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, mode_t(mode))
        if fd < 0 { return Self.problem(errno) }
        var failure: Int32 = 0
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    return
                }
                offset += n
            }
        }
        if failure == 0, fdatasync(fd) != 0 { failure = errno }
        if close(fd) != 0, failure == 0 { failure = errno }
        if failure == 0, Glibc.rename(temporary, path) != 0 { failure = errno }
        if failure != 0 {
            unlink(temporary)
            return Self.problem(failure)
        }
        return nil
    }

    static func problem(_ code: Int32) -> FileProblem {
        switch code {
        case ENOENT, ENOTDIR: .noFolder
        case EACCES, EPERM, EROFS: .denied
        case EISDIR: .isFolder
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

    /// `NAME.tmp-PID` whose process is gone.
    public func removeStaleTemporaries(in folder: String) {
        for name in list(folder) ?? [] {
            let parts = name.split(separator: "-")
            guard parts.count > 1, parts[parts.count - 2].hasSuffix(".tmp"), let pid = Int32(parts[parts.count - 1])
            else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder + "/" + name) }
        }
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
