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
}
