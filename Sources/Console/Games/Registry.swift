import TableKit

/// The one list of games, in the order the lobby lists them.
public enum Registry {
    public static let games = Games([SieteYMediaTable.self, SetTable.self, KlondikeTable.self, PokerTable.self])
}
