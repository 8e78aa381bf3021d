import CardKit
import Catalog

/// Paths of the repository, found from this file's place in it.
public enum Repository {
    /// The repository root (this file is `Tests/TestSupport/TestSupport.swift`).
    public static let root: String = {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }()

    public static var localizations: String { root + "/Localizations" }
    public static var transcripts: String { root + "/Tests/Transcripts" }

    /// The real catalogs, parsed once.
    public static let catalogs: Catalogs = {
        do { return try Catalogs.load(from: localizations) } catch { fatalError("catalogs: \(error)") }
    }()
}

/// Every way of writing a card that the one reader takes: rank then suit or suit then rank,
/// letters or signs, any case, `T` or `10` for ten.
public func spellings(of card: FrenchCard) -> [String] {
    let letter = String(card.suit.rawValue.prefix(1))
    let ranks = [card.rankText] + (card.rank == 10 ? ["T"] : [])
    var words: [String] = []
    for rank in ranks {
        for suit in [letter, card.suit.symbol] {
            for word in [rank + suit, suit + rank] { words += [word, word.lowercased(), word.uppercased()] }
        }
    }
    return words
}

/// Text without its colour sequences (`ESC [ … letter`).
public func stripANSI(_ s: String) -> String {
    var out = ""
    var inEscape = false
    for c in s {
        if c == "\u{1B}" {
            inEscape = true
            continue
        }
        if inEscape {
            if c.isLetter { inEscape = false }
            continue
        }
        out.append(c)
    }
    return out
}
