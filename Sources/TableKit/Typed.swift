import Catalog

/// What the player typed, shown again in a message.
public enum Typed {
    /// Safe to show: at most 40 characters (then `…`), and control characters (an escape
    /// sequence pasted by mistake) in caret notation, never raw to the terminal.
    public static func visible(_ typed: String) -> String {
        let limit = 40
        return Format.visible(typed.count > limit ? String(typed.prefix(limit)) + "…" : typed)
    }
}
