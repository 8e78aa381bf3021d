#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A statistics file may name any number of games this baraja does not have (a newer
/// baraja's, or junk), and reading them all would make loading it slow and large. The games
/// this baraja plays are all read; of the others at most `unknownLimit` are kept, the first in
/// the file, and the rest are ignored (and so dropped when the file is next written). Without
/// the list of games (tests, a store in memory), every game is read.
extension Statistics {
    /// Games of another baraja kept at most.
    public static let unknownLimit = 64

    /// The decoder's `userInfo` key for the names of the games this baraja plays (`Set<String>`).
    public static let knownGames = CodingUserInfoKey(rawValue: "baraja.knownGames")!

    private enum Keys: String, CodingKey { case version, games, counted }

    private struct Name: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Keys.self)
        self.init()
        version = try c.decode(Int.self, forKey: .version)
        let games = try c.nestedContainer(keyedBy: Name.self, forKey: .games)
        let known = decoder.userInfo[Self.knownGames] as? Set<String>
        var others = 0
        for key in games.allKeys {
            if let known, !known.contains(key.stringValue) {
                guard others < Self.unknownLimit else { continue }
                others += 1
            }
            self.games[key.stringValue] = try games.decode(GameStatistics.self, forKey: key)
        }
        // Only the games this baraja plays (or all, without the list): a name per game at most.
        if c.contains(.counted) {
            let counted = try c.nestedContainer(keyedBy: Name.self, forKey: .counted)
            for key in counted.allKeys
            where known?.contains(key.stringValue) ?? (self.counted.count < Self.unknownLimit) {
                self.counted[key.stringValue] = try counted.decode(SavePosition.self, forKey: key)
            }
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Keys.self)
        try c.encode(version, forKey: .version)
        try c.encode(games, forKey: .games)
        if !counted.isEmpty { try c.encode(counted, forKey: .counted) }
    }
}
