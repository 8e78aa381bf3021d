#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import CEditLine

/// Every question the program asks the operating system, in one place.
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
            let pair = String(cString: entry)
            if let eq = pair.firstIndex(of: "=") {
                result[String(pair[..<eq])] = String(pair[pair.index(after: eq)...])
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
            return buffer.prefix(n).withUnsafeBufferPointer { String(decoding: $0.map { UInt8(bitPattern: $0) }, as: UTF8.self) }
        }
        return CommandLine.arguments.first
    }

    /// Takes the character set from the environment so that libedit reads Hangul and
    /// accents and `wcwidth` measures them; falls back to C.UTF-8 when the environment
    /// names no UTF-8 locale (only C, C.UTF-8 and POSIX exist on a fresh machine).
    public static func adoptUTF8Locale() {
        let applied = setlocale(LC_ALL, "").map { String(cString: $0) } ?? "C"
        let ctype = setlocale(LC_CTYPE, nil).map { String(cString: $0) } ?? "C"
        if applied == "C" || applied == "POSIX" || !ctype.lowercased().contains("utf") {
            _ = setlocale(LC_CTYPE, "C.UTF-8")
        }
    }

    /// The width in columns of one scalar in the current LC_CTYPE, or nil if it has none.
    static func columns(of scalar: Unicode.Scalar) -> Int? {
        let w = baraja_wcwidth(scalar.value)
        return w < 0 ? nil : Int(w)
    }

    public static func writeStandardOutput(_ text: String) { write(text, to: 1) }

    public static func writeStandardError(_ text: String) { write(text, to: 2) }

    private static func write(_ text: String, to fd: Int32) {
        var text = text
        text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Glibc.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { if errno == EINTR { continue }; return }
                offset += n
            }
        }
    }

    static func readStandardInputLine() -> String? { Swift.readLine(strippingNewline: true) }
}

extension Platform {
    /// `$XDG_STATE_HOME/baraja/history`, by default `~/.local/state/baraja/history`, and
    /// whether it can be written (its folder is made if missing). Nil without a home.
    static func historyPath(_ environment: [String: String]) -> (path: String, writable: Bool)? {
        let base: String
        if let state = environment["XDG_STATE_HOME"], state.hasPrefix("/") {
            base = state
        } else if let home = environment["HOME"], !home.isEmpty {
            base = home + "/.local/state"
        } else {
            return nil
        }
        let dir = base + "/baraja"
        let file = dir + "/history"
        var path = ""
        for part in dir.split(separator: "/") {
            path += "/" + part
            if mkdir(path, 0o700) != 0 && errno != EEXIST { return (file, false) }
        }
        let writable = access(file, W_OK) == 0 || (access(file, F_OK) != 0 && access(dir, W_OK) == 0)
        return (file, writable)
    }
}

extension Platform {
    /// The width of the terminal on standard output (or `COLUMNS`), if known.
    static func terminalColumns(_ environment: [String: String]) -> Int? {
        var size = winsize()
        if isTerminal(1), ioctl(1, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return environment["COLUMNS"].flatMap(Int.init)
    }
}
