import Catalog
import TableKit

/// How baraja renders a command's help (`CommandHelp`, in TableKit beside `ShellCommand`).
extension CommandHelp {
    /// The lines every command ends its options with: `--version` and `-h, --help`.
    public static var standardOptions: [Entry] {
        [
            Entry("-V, --version", CLIText.string("cli.version.help")),
            Entry("-h, --help", CLIText.string("cli.help.help")),
        ]
    }

    /// The help as text, lines no wider than `width` columns where words allow.
    public func rendered(width: Int) -> String {
        let l = CLIText.localizer
        var blocks: [String] = []
        blocks.append(Self.paragraph(l.string("cli.section.overview") + " " + abstract, width: width))
        if let discussion { blocks.append(Self.paragraph(discussion, width: width)) }
        blocks.append(Self.hanging(l.string("cli.section.usage") + " ", usage))
        for (key, entries) in [
            ("cli.section.arguments", arguments), ("cli.section.options", options),
            ("cli.section.subcommands", subcommands),
        ] where !entries.isEmpty {
            blocks.append(([l.string(key)] + Self.list(entries, width: width)).joined(separator: "\n"))
        }
        if !subcommands.isEmpty {
            blocks.append(
                "  " + l.text("cli.subcommand.more", .verbatim("baraja help <\(l.string("cli.subcommand"))>")))
        }
        return blocks.joined(separator: "\n\n") + "\n"
    }

    /// Lines after the first start under the first one's text (`Uso: baraja …`).
    static func hanging(_ head: String, _ lines: [String]) -> String {
        let indent = String(repeating: " ", count: TextWidth.columns(head))
        return lines.enumerated().map { ($0.offset == 0 ? head : indent) + $0.element }.joined(separator: "\n")
    }

    static func paragraph(_ text: String, width: Int) -> String {
        TextWidth.wrap(text, width: width).joined(separator: "\n")
    }

    /// Labels in a column of 24, their texts beside them from column 27 (under the label
    /// when it is wider), wrapped by display width.
    static func list(_ entries: [Entry], width: Int) -> [String] {
        let column = 26
        var lines: [String] = []
        for entry in entries {
            let label = "  " + entry.label
            var text = wrapped(entry.text, width: max(20, width - column))
            if TextWidth.columns(label) + 2 > column {
                lines.append(label)
            } else {
                lines.append(TextWidth.padRight(label, column) + text.removeFirst())
            }
            lines += text.map { String(repeating: " ", count: column) + $0 }
        }
        return lines
    }

    private static func wrapped(_ text: String, width: Int) -> [String] {
        let lines = TextWidth.wrap(text, width: width)
        return lines.isEmpty ? [""] : lines
    }
}
