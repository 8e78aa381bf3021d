// libFuzzer target for what reads outside input: command lines, catalogs, data files.
//
//   swift build -c release --scratch-path .build-fuzz --product baraja-fuzz \
//       -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING
//   .build-fuzz/release/baraja-fuzz -max_total_time=60 Fuzz/corpus
//
// The first byte of an input chooses the target (0: command line, 1: catalog, 2: data
// file, 3: sessions sharing a folder), the rest is the input (`Fuzzing.route`). Built without FUZZING it replays inputs
// from files given as arguments (to reproduce a crash that libFuzzer saved): it exits 1 when
// a file cannot be read or an input breaks a promise, 2 when given no file. The tests replay
// `Fuzz/corpus` through the same `Fuzzing.run`.
import Catalog
import Console
import ConsoleChecks
import Host
import Registry

/// The checkout's catalogs, found from this file's place in it (the fuzzer is never installed).
let catalogs: Catalogs = {
    var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
    parts.removeLast(2)
    let root = parts.joined(separator: "/")
    do { return try Catalogs.load(from: root + "/Localizations") } catch { fatalError("\(error)") }
}()

/// One input; a broken promise stops the process, for libFuzzer to report with the input.
func run(_ bytes: [UInt8]) {
    let problems = Fuzzing.run(bytes, games: Registry.games, catalogs: catalogs)
    if !problems.isEmpty { preconditionFailure(problems.joined(separator: "; ")) }
}

#if canImport(Glibc)
    import Glibc
#endif

#if FUZZING
    @_cdecl("LLVMFuzzerTestOneInput")
    public func fuzzOne(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
        guard let data else { return 0 }
        run(Array(UnsafeBufferPointer(start: data, count: size)))
        return 0
    }

    /// libFuzzer's driver, called from our own `main` (SwiftPM names the executable's entry
    /// point itself, so libFuzzer's `main` cannot be the one).
    @_silgen_name("LLVMFuzzerRunDriver")
    func runDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt
#endif

@main
struct FuzzMain {
    static func main() {
        #if FUZZING
            var argc = CommandLine.argc
            var argv = CommandLine.unsafeArgv
            exit(runDriver(&argc, &argv) { data, size in fuzzOne(data, size) })
        #else
            // Without libFuzzer: replay the inputs in the files given (a crash libFuzzer saved).
            let paths = CommandLine.arguments.dropFirst()
            if paths.first == "--extremes", paths.count <= 2 {
                // Every number of every file at its extremes, in turn: each case is named
                // before it is played (a crash names it last), and a broken promise stops.
                var count = 0
                let first = paths.dropFirst().first.flatMap { Int($0) } ?? 0
                let problems = Fuzzing.allExtremes(games: Registry.games, catalogs: catalogs, from: first) {
                    Platform.writeStandardError($0 + "\n")
                    count += 1
                }
                if !problems.isEmpty { preconditionFailure(problems.joined(separator: "; ")) }
                print("ok extremes \(count)")
                exit(0)
            }
            if paths.isEmpty {
                Platform.writeStandardError(
                    "usage: baraja-fuzz FILE... (replays inputs; built with -sanitize=fuzzer -DFUZZING it fuzzes)\n"
                        + "       baraja-fuzz --extremes [FROM] (every number of every file at its extremes)\n")
                exit(2)
            }
            var unreadable = 0
            for path in paths {
                switch readInput(path) {
                case .success(let bytes):
                    run(bytes)
                    print("ok \(path)")
                case .failure(let reason):
                    Platform.writeStandardError("cannot read \(path): \(reason.text)\n")
                    unreadable += 1
                }
            }
            if unreadable > 0 { exit(1) }
        #endif
    }

    struct Unreadable: Error { let text: String }

    /// A regular file's bytes (its type checked before it is opened, and again once open, so
    /// that a folder or a FIFO is refused rather than read as empty or waited on).
    static func readInput(_ path: String) -> Result<[UInt8], Unreadable> {
        func failure(_ what: String = String(cString: strerror(errno))) -> Result<[UInt8], Unreadable> {
            .failure(Unreadable(text: what))
        }
        var info = stat()
        if stat(path, &info) != 0 { return failure() }
        if info.st_mode & S_IFMT != S_IFREG { return failure("not a regular file") }
        let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        if fd < 0 { return failure() }
        defer { close(fd) }
        if fstat(fd, &info) != 0 { return failure() }
        if info.st_mode & S_IFMT != S_IFREG { return failure("not a regular file") }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = read(fd, &chunk, chunk.count)
            if n < 0 {
                if errno == EINTR { continue }
                return failure()
            }
            if n == 0 { return .success(bytes) }
            bytes += chunk[0..<n]
        }
    }
}
