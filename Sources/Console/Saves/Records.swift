import TableKit

/// Choices kept across runs. `--lang`, `--color` and an explicit environment win for a run.
public struct Preferences: Codable, Equatable, Sendable {
    public var version = Store.version
    /// `en`, `es` or `ko`, chosen with `lang`.
    public var language: String?
    /// `auto`, `always` or `never`, chosen with `color`.
    public var color: String?
    /// Each game's kept choices (`GameTable.preferences`), by game id.
    public var games: [String: [String: String]] = [:]
    public init() {}
}

public struct Statistics: Codable, Equatable, Sendable {
    public var version = Store.version
    public var games: [String: GameStatistics] = [:]
    public init() {}
}

/// One game's record. A streak counts games won in a row; a loss or a draw ends it. An
/// assisted win (the solver was asked) counts among the wins and apart, sets no best score
/// or time, and leaves the streak as it was: it neither extends nor ends it.
public struct GameStatistics: Codable, Equatable, Sendable {
    public var played = 0, won = 0, lost = 0, drawn = 0
    /// Of the wins, those with the solver's help (absent from files written before it: 0).
    public var assistedWins = 0
    public var streak = 0, bestStreak = 0
    /// The highest final score, for games that keep one.
    public var bestScore: Int?
    /// The shortest won game, in seconds, for games that keep time.
    public var bestSeconds: Int?
    public init() {}

    private enum CodingKeys: String, CodingKey {
        case played, won, lost, drawn, assistedWins, streak, bestStreak, bestScore, bestSeconds
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        played = try c.decode(Int.self, forKey: .played)
        won = try c.decode(Int.self, forKey: .won)
        lost = try c.decode(Int.self, forKey: .lost)
        drawn = try c.decode(Int.self, forKey: .drawn)
        assistedWins = try c.decodeIfPresent(Int.self, forKey: .assistedWins) ?? 0
        streak = try c.decode(Int.self, forKey: .streak)
        bestStreak = try c.decode(Int.self, forKey: .bestStreak)
        bestScore = try c.decodeIfPresent(Int.self, forKey: .bestScore)
        bestSeconds = try c.decodeIfPresent(Int.self, forKey: .bestSeconds)
    }

    public mutating func record(_ over: GameOver) {
        played += 1
        switch over.result {
        case .won where over.assisted:
            won += 1
            assistedWins += 1
        case .won:
            won += 1
            streak += 1
            bestStreak = max(bestStreak, streak)
            if let seconds = over.seconds { bestSeconds = min(bestSeconds ?? seconds, seconds) }
            // Only a game played to its end sets a record: one given up keeps its score out.
            if let score = over.score { bestScore = max(bestScore ?? score, score) }
        case .lost:
            lost += 1
            streak = 0
        case .drawn:
            drawn += 1
            streak = 0
        }
    }
}
