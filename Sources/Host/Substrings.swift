/// Looking for and replacing a piece of text, character by character (as the standard
/// library's `contains(_:)` and `replacing(_:with:)` on strings do), without the
/// string-processing library those come from: linked statically, that library is about a
/// megabyte of code and metadata that every start of the lean `baraja` would pay for.
extension StringProtocol {
    /// Whether `part` occurs in this text (an empty `part` always does).
    public func includes(_ part: some StringProtocol) -> Bool { firstOffset(of: Array(part), in: Array(self)) != nil }

    /// This text with every occurrence of `part` (none overlapping, from the start) replaced.
    public func replacingEvery(_ part: some StringProtocol, with replacement: some StringProtocol) -> String {
        let characters = Array(self)
        let piece = Array(part)
        guard !piece.isEmpty else { return String(self) }
        var out = ""
        var start = 0
        while let found = firstOffset(of: piece, in: characters, from: start) {
            out += String(characters[start..<found])
            out += replacement
            start = found + piece.count
        }
        out += String(characters[start...])
        return out
    }

    private func firstOffset(of piece: [Character], in characters: [Character], from start: Int = 0) -> Int? {
        guard piece.count <= characters.count - start else { return nil }
        if piece.isEmpty { return start }
        for offset in start...(characters.count - piece.count)
        where characters[offset] == piece[0] && characters[offset..<offset + piece.count].elementsEqual(piece) {
            return offset
        }
        return nil
    }
}
