import Klondike
import KlondikeSolver

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Solvitaire (Blake & Gent), built from its public sources, run as a process on a deal file.
final class Solvitaire {
    let path: String, type: String, seconds: Double, repeats: Int, repeatBelow: Double
    var retimed = 0

    init(path: String, drawMode: Klondike.DrawMode, seconds: Double, repeats: Int, repeatBelow: Double) {
        self.path = path
        type = drawMode == .one ? "klondike-deal-1" : "klondike"
        self.seconds = seconds
        self.repeats = repeats
        self.repeatBelow = repeatBelow
    }

    /// Its verdict, search time (its own timer, or the repeated runs' difference) and peak memory.
    func solve(_ file: String) -> (verdict: Verdict, seconds: Double, memory: Int) {
        let args = ["--type", type, "--classify", "--timeout", String(Int(seconds * 1000))]
        let run = spawn(path, args + [file])
        // Each deal: ", outcome, time (ms), states, …, overall outcome".
        let fields = run.output.split(separator: ",").map { $0.trimmingCharacters() }
        let verdict: Verdict =
            switch fields.last {
            case "solved": .winnable
            case "unsolvable": .unwinnable
            default: .undecided
            }
        var time = fields.count > 2 ? (Double(fields[1]) ?? seconds * 1000) / 1000 : seconds
        if verdict != .undecided && time < repeatBelow && repeats > 1 {
            let once = spawn(path, args + [file]).wall
            let many = spawn(path, args + Array(repeating: file, count: repeats)).wall
            time = max(0, (many - once) / Double(repeats - 1))
            retimed += 1
        }
        return (verdict, time, run.maxRSSMB)
    }
}

/// Klondike-Solver (ShootMe) in its fast mode, for the length of its line.
final class KlondikeSolverPeer {
    let path: String, drawMode: Klondike.DrawMode, seconds: Double
    var asked = 0, won = 0

    init(path: String, drawMode: Klondike.DrawMode, seconds: Double) {
        self.path = path
        self.drawMode = drawMode
        self.seconds = seconds
    }

    /// Its line replayed in baraja's engine, in the engine's moves; nil when it found none
    /// (or its line does not replay to a win).
    func lineLength(_ game: Klondike) -> Int? {
        asked += 1
        let run = spawn(
            path,
            [
                "/DC", String(drawMode.rawValue), "/F", "/O", "2", "/MOVES", "/D",
                Klondike.deckString(of: game.position)!,
            ], timeout: seconds)
        let lines = run.output.split(separator: "\n")
        guard lines.count >= 2, lines[0].hasPrefix("Solved") else { return nil }
        var g = game
        var moves = 0
        func play(_ move: Klondike.Move) -> Bool {
            guard g.refusal(for: move) == nil else { return false }
            _ = g.apply(move)
            moves += 1
            return true
        }
        for word in lines[1].split(separator: " ").map(String.init) {
            // DR#: draw # times; NEW: the waste back; F#: a card turned (baraja turns it itself).
            if word.hasPrefix("DR"), let n = Int(word.dropFirst(2)) {
                for _ in 0..<n { guard play(.draw) else { return nil } }
            } else if word == "NEW" {
                guard play(.draw) else { return nil }
            } else if word.hasPrefix("F") {
                continue
            } else {
                let parts = word.split(separator: "-")
                let chars = Array(parts[0])
                guard chars.count == 2, let from = pile(chars[0], g), let to = pile(chars[1], g) else { return nil }
                let count = parts.count > 1 ? Int(parts[1]) ?? 1 : 1
                guard play(.transfer(from: from, to: to, count: count)) else { return nil }
            }
        }
        guard g.isWon else { return nil }
        won += 1
        return moves
    }

    /// A pile in Klondike-Solver's notation: 1–7, W, or a foundation by its suit letter.
    private func pile(_ c: Character, _ g: Klondike) -> Klondike.Pile? {
        if let n = c.wholeNumberValue, (1...7).contains(n) { return .stack(n - 1) }
        switch c {
        case "W": return .waste
        case "S": return .foundation(0)
        case "H": return .foundation(1)
        case "D": return .foundation(2)
        case "C": return .foundation(3)
        default: return nil
        }
    }
}

// MARK: Processes and files

/// Runs a program with its standard output to a temporary file, killed after `timeout`
/// seconds (if given); its output, wall time and peak memory.
private func spawn(_ path: String, _ args: [String], timeout: Double? = nil) -> (
    output: String, wall: Double, maxRSSMB: Int
) {
    var template = Array("/tmp/baraja-peer-XXXXXX".utf8CString)
    let fd = mkstemp(&template)
    guard fd >= 0 else { return ("", 0, 0) }
    let outPath = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_adddup2(&actions, fd, 1)
    posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
    let argv: [UnsafeMutablePointer<CChar>?] = ([path] + args).map { strdup($0) } + [nil]
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let start = now()
    guard posix_spawn(&pid, path, &actions, nil, argv, environ) == 0 else {
        posix_spawn_file_actions_destroy(&actions)
        close(fd)
        unlink(outPath)
        return ("", 0, 0)
    }
    posix_spawn_file_actions_destroy(&actions)
    var status: Int32 = 0
    var usage = rusage()
    if let timeout {
        while wait4(pid, &status, WNOHANG, &usage) == 0 {
            if now() - start > timeout { kill(pid, SIGKILL) }
            usleep(1000)
        }
    } else {
        wait4(pid, &status, 0, &usage)
    }
    let wall = now() - start
    var bytes: [UInt8] = []
    lseek(fd, 0, SEEK_SET)
    var buffer = [UInt8](repeating: 0, count: 65536)
    while true {
        let n = read(fd, &buffer, buffer.count)
        if n <= 0 { break }
        bytes += buffer[0..<n]
    }
    close(fd)
    unlink(outPath)
    return (String(decoding: bytes, as: UTF8.self), wall, Int(usage.ru_maxrss / 1024))
}

/// Writes a file through a fresh temporary one, renamed into place.
func writeFile(_ path: String, _ text: String) {
    let temporary = path + ".tmp-\(getpid())"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW, 0o644)
    guard fd >= 0 else { return }
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
    fsync(fd)
    close(fd)
    if written == bytes.count { rename(temporary, path) } else { unlink(temporary) }
}

extension Substring {
    fileprivate func trimmingCharacters() -> String {
        String(
            self.drop(while: { $0 == " " || $0 == "\n" }).reversed().drop(while: { $0 == " " || $0 == "\n" }).reversed()
        )
    }
}
