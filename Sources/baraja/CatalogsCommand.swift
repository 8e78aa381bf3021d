import ArgumentParser
import Catalog
import Console
import GameKit
import Host
import Registry
import ShellKit
import TableKit

#if canImport(Glibc)
    import Glibc
#endif

/// ArgumentParser's `Argument` (GameKit has one too).
typealias CLIArgument = ArgumentParser.Argument

/// `baraja catalogs check [DIR] | new CODE [DIR] | status [DIR]`: the translators' tools,
/// with no Swift toolchain needed (the library part is Sources/Catalog/Checking; the texts
/// are in `Translators.strings`). DIR defaults to the catalogs this binary reads.
struct CatalogsCommand: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "catalogs", abstract: CLIText.string("catalogs.abstract"))
    }

    static let actions = ["check", "new", "status"]

    @Option(name: .long, help: ArgumentHelp(CLIText.string("cli.output.lang.help"), valueName: CLIText.languageValue))
    var lang: String?

    @CLIArgument(help: ArgumentHelp(CLIText.string("catalogs.action.help"), valueName: actions.joined(separator: "|")))
    var action: String

    @CLIArgument(
        help: ArgumentHelp(CatalogsCommand.operandHelp, valueName: CatalogsCommand.operandValue))
    var operands: [String] = []

    static var operandHelp: String {
        CLIText.text("catalogs.operand.help", .verbatim(shownDirectory ?? CLIText.catalogs?.directory ?? ""))
    }

    /// The catalogs' folder the help names instead of the one read now: the manual page's
    /// (`baraja man --prefix P` describes an install under P, not the folder it is made from).
    nonisolated(unsafe) static var shownDirectory: String?

    static var operandValue: String {
        "\(CLIText.string("catalogs.dir.value"))|\(CLIText.string("catalogs.code.value"))"
    }

    func validate() throws {
        if let lang { _ = try CLIText.language(named: lang) }
        let localizer = CLIText.localizer
        guard Self.actions.contains(action) else {
            throw ValidationError(
                localizer.text(
                    "catalogs.error.action", .verbatim(action), .verbatim(localizer.alternatives(Self.actions))))
        }
        if action == "new" && operands.isEmpty { throw ValidationError(localizer.text("catalogs.error.code")) }
        let most = action == "new" ? 2 : 1
        if operands.count > most {
            throw ValidationError(
                localizer.text("catalogs.error.operand", .verbatim(action), .verbatim(operands[most])))
        }
    }

    func run() throws {
        let status: Int32
        switch action {
        case "check": status = Self.check(directory: operands.first ?? Self.defaultDirectory)
        case "status": status = Self.status(directory: operands.first ?? Self.defaultDirectory)
        default:
            status = Self.new(code: operands[0], directory: operands.count > 1 ? operands[1] : Self.defaultDirectory)
        }
        if status != 0 { throw ExitCode(status) }
    }

    static var defaultDirectory: String { CLIText.catalogs?.directory ?? "." }

    /// The folder read, or nil after saying why it cannot be.
    static func folder(_ directory: String) -> CatalogFolder? {
        guard let folder = CatalogFolder.read(directory: directory) else {
            Platform.writeStandardError(CLIText.text("catalogs.error.dir", .verbatim(directory)) + "\n")
            return nil
        }
        return folder
    }

    /// One line per finding (`es.lproj/Set.strings:12: error: “key”: …`; a text a game
    /// declares and a language lacks names the game), then a summary; 1 when there is an error.
    static func check(directory: String) -> Int32 {
        guard let folder = folder(directory) else { return 2 }
        let specs = Session.specs(for: Registry.games)
        let issues =
            CatalogCheck.check(folder, declared: Registry.games.declaredTexts)
            + CatalogCheck.ambiguousPhrasings(folder) {
                guard let a = specs.command(named: $0), let b = specs.command(named: $1) else { return false }
                return CommandTable.availableTogether(a, b, specs: specs)
            }
        let localizer = CLIText.localizer
        var out = ""
        for issue in issues { out += CatalogsText.line(issue, localizer: localizer) + "\n" }
        let errors = issues.filter { $0.severity == .error }.count
        out +=
            localizer.text(
                "catalogs.check.summary", .verbatim(directory), .int(errors), .int(issues.count - errors)) + "\n"
        Platform.writeStandardOutput(Format.visible(out, keepingLines: true))
        return issues.passes ? 0 : 1
    }

    /// Per language, then per table: the share translated and the counts.
    static func status(directory: String) -> Int32 {
        guard let folder = folder(directory) else { return 2 }
        let localizer = CLIText.localizer
        let statuses = CatalogStatus.of(folder)
        guard !statuses.isEmpty else {
            Platform.writeStandardOutput(localizer.text("catalogs.status.none", .verbatim(directory)) + "\n")
            return 0
        }
        var out = ""
        for language in statuses {
            out +=
                localizer.text(
                    "catalogs.status.language", .verbatim(language.code), .verbatim(language.name ?? language.code),
                    .verbatim(localizer.percent(language.share)), .int(language.translated), .int(language.expected))
                + "\n"
            for table in language.tables {
                out +=
                    localizer.text(
                        "catalogs.status.table", .verbatim(table.name), .verbatim(localizer.percent(table.share)),
                        .int(table.translated), .int(table.expected), .int(table.present)) + "\n"
            }
        }
        Platform.writeStandardOutput(Format.visible(out, keepingLines: true))
        return 0
    }

    /// A new language folder, every file written whole (temporary file, renamed) into a
    /// folder made for it: an existing folder is refused, and on a failure what was written
    /// is removed again.
    static func new(code: String, directory: String) -> Int32 {
        let localizer = CLIText.localizer
        guard let folder = folder(directory) else { return 2 }
        let files: [String: String]
        do {
            files = try NewLanguage.files(code: code, in: folder)
        } catch {
            let message: String
            switch error {
            case .invalidCode(let code): message = localizer.text("catalogs.new.invalid", .verbatim(code))
            case .exists(let code):
                message = localizer.text("catalogs.new.exists", .verbatim(directory), .verbatim(code))
            case .noEnglish: message = localizer.text("catalogs.new.noEnglish", .verbatim(directory))
            }
            Platform.writeStandardError(Format.visible(message) + "\n")
            return 1
        }
        let target = "\(directory)/\(code).lproj"
        let disk = LiveFileSystem()
        // mkdir refuses a name already taken (a file, a link or a folder made meanwhile).
        guard mkdir(target, 0o755) == 0 else {
            let message =
                errno == EEXIST
                ? localizer.text("catalogs.new.exists", .verbatim(directory), .verbatim(code))
                : localizer.text("catalogs.new.unwritten", .verbatim(target))
            Platform.writeStandardError(Format.visible(message) + "\n")
            return 1
        }
        var written: [String] = []
        for path in files.keys.sorted() {
            let full = "\(directory)/\(path)"
            if disk.write(full, Array(files[path]!.utf8), mode: 0o644) != nil {
                for done in written { _ = disk.remove(done) }
                rmdir(target)
                Platform.writeStandardError(
                    Format.visible(localizer.text("catalogs.new.unwritten", .verbatim(full))) + "\n")
                return 1
            }
            written.append(full)
        }
        Platform.writeStandardOutput(
            Format.visible(
                localizer.text("catalogs.new.done", .verbatim(target), .int(files.count), .verbatim(directory))) + "\n")
        return 0
    }
}

extension Baraja {
    /// `baraja catalogs`' line in the usage and its help.
    static func catalogsUsage() -> String {
        let dir = CLIText.string("catalogs.dir.value")
        let code = CLIText.string("catalogs.code.value")
        return "baraja catalogs [--lang <\(CLIText.languageValue)>] check|status [<\(dir)>] | new <\(code)> [<\(dir)>]"
    }

    static let catalogsCommand: ShellCommand = ShellCommand(
        CatalogsCommand.self,
        usage: { catalogsUsage() },
        help: {
            CommandHelp(
                abstract: CLIText.string("catalogs.abstract"),
                usage: [catalogsUsage()],
                arguments: [
                    .init(
                        "<\(CatalogsCommand.actions.joined(separator: "|"))>", CLIText.string("catalogs.action.help")),
                    .init(
                        "<\(CatalogsCommand.operandValue)>",
                        CatalogsCommand.operandHelp),
                ],
                options: [.init("--lang <\(CLIText.languageValue)>", CLIText.string("cli.output.lang.help"))]
                    + CommandHelp.standardOptions)
        })
}
