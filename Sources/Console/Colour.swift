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
        case .auto: return !environmentForbidsColour(environment) && stdoutIsTerminal
        }
    }

    /// Whether the environment asks for no colour: NO_COLOR set and not empty, or TERM
    /// `dumb`, empty or unset (then nothing says the output understands escape sequences).
    public static func environmentForbidsColour(_ environment: [String: String]) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return true }
        return environment["TERM"] == "dumb" || (environment["TERM"]?.isEmpty ?? true)
    }
}
