import TableKit

/// `--color` and the kept `color`: auto, always or never.
public enum ColorChoice: String, CaseIterable, Sendable { case auto, always, never }

extension Style {
    /// The colour decision of no-color.org: `always` and `never` win; otherwise on only for a
    /// terminal, with NO_COLOR unset or empty and TERM set and not `dumb`.
    public static func decide(_ choice: ColorChoice, environment: [String: String], stdoutIsTerminal: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            // Without TERM nothing says the output understands escape sequences.
            if environment["TERM"]?.isEmpty ?? true { return false }
            return stdoutIsTerminal
        }
    }
}
