/// Characters a catalog must not hold: they would act on the terminal instead of showing
/// (ESC starts an escape sequence, OSC 52 writes the clipboard) or reorder what is shown
/// (bidirectional controls). A value may hold line breaks (`\n`) and tabs, nothing else of
/// the kind: C0 and C1 controls, DEL, and the bidirectional controls
/// (as `Format.visible` treats what the player typed).
public enum UnsafeCharacters {
    /// Whether a scalar is one a catalog may not hold.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        if v == 0x0A || v == 0x09 { return false }
        return v < 0x20 || (v >= 0x7F && v < 0xA0) || Format.isBidiControl(v)
    }

    /// The first unsafe scalar of a text, if any.
    public static func first(in text: String) -> Unicode.Scalar? {
        text.unicodeScalars.first(where: isUnsafe)
    }

    /// The text without them (what a catalog's value becomes when it is loaded).
    public static func removed(from text: String) -> String {
        // Printable ASCII, tabs and line feeds: nothing to remove (most of the English texts).
        if text.utf8.allSatisfy({ ($0 >= 0x20 && $0 < 0x7F) || $0 == 0x0A || $0 == 0x09 }) { return text }
        guard first(in: text) != nil else { return text }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.lazy.filter { !isUnsafe($0) })
        return String(scalars)
    }

    /// How a scalar is named in a finding: `U+001B`.
    public static func name(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
