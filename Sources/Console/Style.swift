/// Terminal colour, or none. Without colour every piece of state is still in words.
public struct Style: Sendable {
    public enum Tone: String, Sendable { case red, green, yellow, blue, magenta, cyan, bold, dim }
    public let enabled: Bool

    public init(enabled: Bool) { self.enabled = enabled }

    public func paint(_ text: String, _ tone: Tone) -> String {
        guard enabled, !text.isEmpty else { return text }
        let code =
            switch tone {
            case .red: "31"
            case .green: "32"
            case .yellow: "33"
            case .blue: "34"
            case .magenta: "35"
            case .cyan: "36"
            case .bold: "1"
            case .dim: "2"
            }
        return "\u{1B}[\(code)m\(text)\u{1B}[0m"
    }

    /// The colour decision of the issue and of no-color.org: `always` and `never` win;
    /// otherwise on only for a terminal, with NO_COLOR unset or empty and TERM not `dumb`.
    public static func decide(_ choice: ColorChoice, environment: [String: String], stdoutIsTerminal: Bool) -> Bool {
        switch choice {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return stdoutIsTerminal
        }
    }
}

public enum ColorChoice: String, CaseIterable, Sendable { case auto, always, never }
