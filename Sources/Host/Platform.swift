import CHost

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Every question the program asks the operating system, in one place (files are asked
/// through a `FileSystem`: `LiveFileSystem` here, `MemoryFileSystem` in tests).
public enum Platform {
    public static func isTerminal(_ fd: Int32) -> Bool { isatty(fd) == 1 }

    /// Seconds on a steady clock (not the wall clock: changing the time does not move it).
    @Sendable public static func monotonicSeconds() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    public static var environment: [String: String] {
        var result: [String: String] = [:]
        var p = environ
        while let entry = p.pointee {
            // NAME=VALUE, cut at the first "=" byte (as the C library reads it).
            if let eq = strchr(entry, 0x3D) {
                let name = UnsafeRawBufferPointer(start: entry, count: eq - entry)
                result[String(decoding: name, as: UTF8.self)] = String(cString: eq + 1)
            }
            p += 1
        }
        return result
    }

    /// The running executable, links resolved (so an installed symlink finds its catalogs).
    public static var executablePath: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let n = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        if n > 0 {
            return buffer.prefix(n).withUnsafeBufferPointer {
                String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
        }
        return CommandLine.arguments.first
    }

    /// Takes the character set from the environment so that libedit reads Hangul and
    /// accents and `wcwidth` measures them; falls back to C.UTF-8 when the environment
    /// names no UTF-8 locale (only C, C.UTF-8 and POSIX exist on a fresh machine).
    /// Returns the environment's locale when its character set is not UTF-8 (`C`, `POSIX`,
    /// `es_ES.ISO-8859-1`), for the program to say once that the terminal should be UTF-8;
    /// nil when it is.
    @discardableResult
    public static func adoptUTF8Locale() -> String? {
        let applied = setlocale(LC_ALL, "").map { String(cString: $0) } ?? "C"
        let ctype = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
        let isUTF8 = ctype.lowercased().includes("utf")
        if applied == "C" || applied == "POSIX" || !isUTF8 {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
        return isUTF8 ? nil : ctype
    }

    /// The width in columns of one scalar in the current LC_CTYPE, or nil if it has none.
    public static func columns(of scalar: Unicode.Scalar) -> Int? {
        let w = baraja_wcwidth(scalar.value)
        return w < 0 ? nil : Int(w)
    }

    public static func writeStandardOutput(_ text: String) { write(text, to: 1) }

    public static func writeStandardError(_ text: String) { write(text, to: 2) }

    /// The first error met writing to standard output (an errno), or 0: a program whose
    /// output did not all reach its destination (a full disk, a closed pipe) says so on
    /// standard error and exits with status 1, as the standard tools do
    /// (`standardOutputProblem`).
    nonisolated(unsafe) public private(set) static var standardOutputError: Int32 = 0

    /// Why standard output could not be written ("No space left on device"), or nil.
    public static var standardOutputProblem: String? {
        standardOutputError == 0 ? nil : String(cString: strerror(standardOutputError))
    }

    private static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 {
                    if n < 0 && errno == EINTR { continue }
                    if fd == 1 && standardOutputError == 0 { standardOutputError = n < 0 ? errno : EIO }
                    return
                }
                offset += n
            }
        }
    }
}

extension Platform {
    /// `$XDG_STATE_HOME/baraja/history`, by default `~/.local/state/baraja/history`, and
    /// whether it can be written (its folder is made if missing). Nil without a home.
    public static func historyPath(_ environment: [String: String]) -> (path: String, writable: Bool)? {
        guard let dir = folder("XDG_STATE_HOME", else: ".local/state", environment) else { return nil }
        let file = dir + "/history"
        if !LiveFileSystem().makeDirectories(dir) { return (file, false) }
        // Written to a temporary file in the folder, then renamed: the folder must be writable.
        let writable = access(dir, W_OK) == 0
        return (file, writable)
    }
}

extension Platform {
    /// The width of the terminal on standard output (or `COLUMNS`), if known.
    public static func terminalColumns(_ environment: [String: String]) -> Int? {
        var size = winsize()
        if isTerminal(1), ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return environment["COLUMNS"].flatMap(Int.init)
    }
}

// MARK: Folders, clocks, standard input

extension Platform {
    /// `$XDG_DATA_HOME/baraja`, by default `~/.local/share/baraja`; nil without a home.
    public static func dataDirectory(_ environment: [String: String]) -> String? {
        folder("XDG_DATA_HOME", else: ".local/share", environment)
    }

    /// `$XDG_CONFIG_HOME/baraja`, by default `~/.config/baraja` (the preferences); nil without a home.
    public static func configDirectory(_ environment: [String: String]) -> String? {
        folder("XDG_CONFIG_HOME", else: ".config", environment)
    }

    /// baraja's folder under an XDG base directory: `$VARIABLE/baraja` when the variable
    /// holds an absolute path (the specification ignores a relative one), else
    /// `$HOME/FALLBACK/baraja`; nil without either.
    static func folder(_ variable: String, else fallback: String, _ environment: [String: String]) -> String? {
        if let base = environment[variable], base.hasPrefix("/") { return base + "/baraja" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/" + fallback + "/baraja" }
        return nil
    }

    /// The wall clock as a compact UTC stamp, `20261122T031502Z` (for names of set-aside files).
    public static func utcStamp() -> String {
        var now = time(nil)
        var parts = tm()
        gmtime_r(&now, &parts)
        func two(_ n: Int32) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts.tm_year + 1900)\(two(parts.tm_mon + 1))\(two(parts.tm_mday))T"
            + "\(two(parts.tm_hour))\(two(parts.tm_min))\(two(parts.tm_sec))Z"
    }

    /// Seconds since 1970 on the wall clock (which save is the most recent).
    public static func wallSeconds() -> Int { Int(time(nil)) }

    /// One read of standard input: bytes read, 0 at the end, -1 when a signal interrupted it.
    public static func readStandardInput(_ buffer: inout [UInt8]) -> Int {
        while true {
            let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
            if n >= 0 { return n }
            if errno == EINTR { return -1 }
            return 0
        }
    }

    /// Standard input to its end (at most `limit` bytes; more reads as unreadable).
    public static func readStandardInputToEnd(limit: Int = 16 << 20) -> FileRead {
        var bytes: [UInt8] = []
        return readToEnd(0, after: &bytes, limit: limit) ? .bytes(bytes) : .unreadable
    }

    /// Reads `fd` to its end in chunks, after the `bytes` already read (a read a signal
    /// interrupted is asked again): false when a read fails or the bytes grow past `limit`.
    static func readToEnd(_ fd: Int32, after bytes: inout [UInt8], limit: Int) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return false
            }
            if n == 0 { return true }
            bytes += chunk[0..<n]
            if bytes.count > limit { return false }
        }
    }

    /// After a deal was read from a pipe on standard input, the commands come from the
    /// terminal (`/dev/tty`) when there is one, as `less` does; without one, standard input
    /// stays at its end and the session ends after the opening.
    public static func attachTerminalToStandardInput() {
        guard !isTerminal(0) else { return }
        let fd = open("/dev/tty", O_RDWR)
        guard fd >= 0 else { return }
        dup2(fd, 0)
        close(fd)
    }
}
