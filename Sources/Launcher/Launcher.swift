import Catalog
import GameKit
import Host
import Klondike
import SolveKit

#if canImport(Glibc)
    import Glibc
#endif

/// The program `baraja`. A plain `baraja solve` (files that all read as deals, options each
/// given once with a value that is accepted) is answered here, by a program that holds only
/// the Swift runtime, the solver and the catalogs: its whole process costs about what a Swift
/// "hello" does, where the whole program's start alone (its libraries, the argument parser,
/// Foundation) cost more than the search of an easy deal. Every other command line (a session,
/// help, an error to explain, `--verify`, `--shortest`, standard input) goes unchanged, with
/// the same environment, to the whole program, `baraja-table` (`execv`): installed in
/// PREFIX/libexec/baraja, in a build folder beside this one. Nothing is written before the
/// hand-over, so what the whole program says is all that is said.
@main
enum Launcher {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        if arguments.first == "solve", let status = PlainSolve.run(Array(arguments.dropFirst())) {
            finish(status)
        }
        handOver()
    }

    /// Ends the process with this status, or with status 1 after saying so when standard output
    /// could not be written (as the whole program does).
    static func finish(_ status: Int32) -> Never {
        if let problem = Platform.standardOutputProblem {
            Platform.writeStandardError(PlainSolve.text("cli.error.write", .verbatim(problem)) + "\n")
            exit(1)
        }
        exit(status)
    }

    /// `execv`s the whole program with this process's arguments (the first too) and environment.
    static func handOver() -> Never {
        let path = tableProgram()
        execv(path, CommandLine.unsafeArgv)
        let reason = String(cString: strerror(errno))
        Platform.writeStandardError(PlainSolve.text("cli.error.table", .verbatim(path), .verbatim(reason)) + "\n")
        exit(127)
    }

    /// The whole program: PREFIX/libexec/baraja/baraja-table for an installed `PREFIX/bin/baraja`
    /// (or `PREFIX/games/baraja`), else `baraja-table` beside this program (a build folder).
    /// Found from this program's own path (links resolved), never from `PATH`.
    static func tableProgram() -> String {
        let me = Platform.executablePath ?? CommandLine.arguments.first ?? "baraja"
        let folder = parent(of: me)
        let installed = parent(of: folder) + "/" + Catalogs.tableFolder + "/" + tableName
        if access(installed, X_OK) == 0 { return installed }
        return folder + "/" + tableName
    }

    static let tableName = "baraja-table"

    private static func parent(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
