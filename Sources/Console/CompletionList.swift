import TableKit

/// Tab's list of several matches, as baraja prints it: in columns padded by display width, so
/// that Korean words (two columns a syllable) line up; and the part every match shares.
public enum CompletionList {
    /// The matches in rows, filled across, each column as wide as the widest match plus two.
    public static func rows(_ matches: [String], width: Int) -> [String] {
        let cell = (matches.map(TextWidth.columns).max() ?? 0) + 2
        let perRow = max(1, width / max(1, cell))
        return stride(from: 0, to: matches.count, by: perRow).map { start in
            let row = matches[start..<min(start + perRow, matches.count)]
            let padded = row.dropLast().map { TextWidth.padRight($0, cell) } + [row.last ?? ""]
            return padded.joined()
        }
    }

    /// The longest beginning all matches share (case as the first match writes it).
    public static func commonPrefix(_ matches: [String]) -> String {
        guard var prefix = matches.first.map({ Array($0) }) else { return "" }
        for match in matches.dropFirst() {
            let characters = Array(match)
            var n = 0
            while n < prefix.count, n < characters.count, prefix[n].lowercased() == characters[n].lowercased() {
                n += 1
            }
            prefix = Array(prefix.prefix(n))
        }
        return String(prefix)
    }
}
