import ArgumentParser
import Catalog
import GameKit
import TableKit

/// What the argument parser threw, in baraja's words. The parser's own messages are English;
/// its error type is internal, so the case is read by reflection (its names are stable in
/// swift-argument-parser 1.x) and each one turned into a catalog message. Whatever the
/// user typed is shown through `Format.visible` (the `.verbatim` argument), never raw.
public enum CLIOutcome {
    /// `--help`, `-h` or `baraja help [SUBCOMMAND]`: the help of that command.
    case help(command: String?)
    case version
    /// A usage error: the message, and which command's usage to show (nil: baraja's own).
    case usage(message: String, command: String?)
    /// Not a usage error (an exit status from `run`, a completion script): the parser's way.
    case parser
}

extension CLIText {
    /// Reads an error the parser threw.
    public static func outcome(of error: Error) -> CLIOutcome {
        if error is ExitCode || error is CleanExit { return .parser }
        if let validation = error as? ValidationError { return .usage(message: validation.message, command: nil) }
        let mirror = Mirror(reflecting: error)
        guard let parserError = mirror.children.first(where: { $0.label == "parserError" })?.value else {
            return .usage(message: string("cli.error.unreadable"), command: nil)
        }
        let stack = mirror.children.first { $0.label == "commandStack" }?.value as? [ParsableCommand.Type] ?? []
        let command = stack.count > 1 ? stack.last?.configuration.commandName : nil
        let (label, payload) = Self.enumCase(parserError)
        switch label {
        case "helpRequested": return .help(command: command)
        case "versionRequested": return .version
        case "dumpHelpRequested", "completionScriptRequested", "completionScriptCustomResponse": return .parser
        default: return .usage(message: message(label, payload), command: command)
        }
    }

    /// The message of a parser error, from the case's name and its values.
    static func message(_ label: String, _ payload: Any?) -> String {
        let l = localizer
        let values = payload.map { Mirror(reflecting: $0).children.map(\.value) } ?? []
        switch label {
        case "unknownOption", "invalidOption", "nonAlphanumericShortOption", "missingValueOrUnknownCompositeOption":
            let typed = values.lazy.compactMap(optionName).first ?? strings(in: payload).first ?? ""
            return l.text("cli.error.option.unknown", .verbatim(typed))
        case "missingValueForOption":
            let name = values.lazy.compactMap(optionName).first ?? ""
            return l.text("cli.error.option.value.missing", .verbatim(name))
        case "unexpectedValueForOption":
            let name = values.lazy.compactMap(optionName).first ?? ""
            return l.text("cli.error.option.value.unexpected", .verbatim(name), .verbatim(values.last as? String ?? ""))
        case "unableToParseValue":
            let name = values.lazy.compactMap(optionName).first ?? ""
            let value = values.first { $0 is String } as? String ?? ""
            return l.text("cli.error.option.value.bad", .verbatim(value), .verbatim(name))
        case "unexpectedExtraValues":
            let extra = strings(in: payload)
            let quoted = extra.map { l.text("cli.quoted", .verbatim($0)) }
            return l.text(Message(key: "cli.error.unexpected", args: [.verbatim(l.list(quoted))], count: extra.count))
        case "userValidationError", "noArguments":
            if let validation = (payload as? ValidationError) ?? (values.first as? ValidationError) {
                return validation.message
            }
            return l.string("cli.error.unreadable")
        case "noValue", "missingSubcommand":
            return l.string("cli.error.argument.missing")
        default:
            return l.string("cli.error.unreadable")
        }
    }

    /// An enum value's case name and its associated values (nil when it has none).
    static func enumCase(_ value: Any) -> (String, Any?) {
        let mirror = Mirror(reflecting: value)
        if let child = mirror.children.first, let label = child.label { return (label, child.value) }
        return ("\(value)", nil)
    }

    /// An option's name as typed (`--seed`, `-x`), if the value is the parser's `Name`.
    static func optionName(_ value: Any) -> String? {
        guard String(describing: type(of: value)) == "Name" else { return nil }
        let (label, payload) = enumCase(value)
        let inner = payload.map { p -> Any in Mirror(reflecting: p).children.first?.value ?? p }
        switch label {
        case "long": return (payload as? String).map { "--" + $0 }
        case "longWithSingleDash": return (payload as? String).map { "-" + $0 }
        case "short": return inner.map { "-\($0)" }
        default: return nil
        }
    }

    /// Every string in a value, depth first (the words of `unexpectedExtraValues`).
    static func strings(in value: Any?) -> [String] {
        guard let value else { return [] }
        if let string = value as? String { return [string] }
        if let character = value as? Character { return [String(character)] }
        return Mirror(reflecting: value).children.flatMap { strings(in: $0.value) }
    }

    /// A usage error as printed: the message, the usage lines, where to read more.
    public static func usageError(_ message: String, usage: [String], command: String?) -> String {
        let l = localizer
        let help = command.map { "baraja \($0) --help" } ?? "baraja --help"
        return [
            l.text("cli.error", .verbatim(message)),
            CommandHelp.hanging(l.string("cli.usage") + " ", usage),
            "  " + l.text("cli.error.more", .verbatim(help)),
        ].joined(separator: "\n") + "\n"
    }

    /// `baraja 0.1.0` in the language.
    public static func version(_ number: String) -> String { text("cli.version", .verbatim(number)) + "\n" }
}
