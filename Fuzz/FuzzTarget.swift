// libFuzzer target for what reads outside input: command lines, catalogs, data files.
//
//   swift build -c release --scratch-path .build-fuzz --product baraja-fuzz \
//       -Xswiftc -sanitize=fuzzer -Xswiftc -DFUZZING
//   .build-fuzz/release/baraja-fuzz -max_total_time=60 Fuzz/corpus
//
// The first byte of an input chooses the target (0: command line, 1: catalog, 2: data
// file), the rest is the input. Built without FUZZING it replays inputs from files given
// as arguments (to reproduce a crash that libFuzzer saved).
import Catalog
import Console
import Localizations
import Registry

let catalogs: Catalogs = {
    do { return try Catalogs.load(from: Localizations.sourceDirectory) } catch { fatalError("\(error)") }
}()

func run(_ bytes: [UInt8]) {
    guard let first = bytes.first else { return }
    let rest = Array(bytes.dropFirst())
    switch first % 3 {
    case 0: Fuzzing.commandLine(rest, games: Registry.games, catalogs: catalogs)
    case 1: Fuzzing.catalog(rest)
    default: Fuzzing.dataFile(rest, games: Registry.games)
    }
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
            for path in CommandLine.arguments.dropFirst() {
                guard let file = fopen(path, "rb") else {
                    print("cannot open \(path)")
                    continue
                }
                var bytes: [UInt8] = []
                var chunk = [UInt8](repeating: 0, count: 65536)
                while true {
                    let n = fread(&chunk, 1, chunk.count, file)
                    if n <= 0 { break }
                    bytes += chunk[0..<n]
                }
                fclose(file)
                run(bytes)
                print("ok \(path)")
            }
        #endif
    }
}
