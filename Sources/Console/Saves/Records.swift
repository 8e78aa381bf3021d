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
    /// `coach on|off`: one line on each of the player's moves, in every game (absent: off).
    public var coach: Bool?
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
    /// Chips won (positive) or lost over every hand, for games that play for chips (saturating).
    public var chips: Int?
    /// The biggest pot the player took, for games that play for chips.
    public var biggestPot: Int?
    /// The most chips won in one hand, for games that keep it (siete y media's stakes).
    public var biggestWin: Int?
    /// Fresh stacks of chips taken, for games that count them (saturating).
    public var rebuys: Int?
    /// The most chips a record may hold either way: a file beyond it is not baraja's.
    public static let chipLimit = 1_000_000_000_000
    public init() {}

    private enum CodingKeys: String, CodingKey {
        case played, won, lost, drawn, assistedWins, streak, bestStreak, bestScore, bestSeconds, chips, biggestPot
        case biggestWin, rebuys
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
        chips = try c.decodeIfPresent(Int.self, forKey: .chips)
        biggestPot = try c.decodeIfPresent(Int.self, forKey: .biggestPot)
        biggestWin = try c.decodeIfPresent(Int.self, forKey: .biggestWin)
        rebuys = try c.decodeIfPresent(Int.self, forKey: .rebuys)
        if let chips, abs(chips) > Self.chipLimit {
            throw DecodingError.dataCorruptedError(forKey: .chips, in: c, debugDescription: "chips out of range")
        }
        if let biggestPot, biggestPot < 0 || biggestPot > Self.chipLimit {
            throw DecodingError.dataCorruptedError(forKey: .biggestPot, in: c, debugDescription: "pot out of range")
        }
        if let biggestWin, biggestWin < 0 || biggestWin > Self.chipLimit {
            throw DecodingError.dataCorruptedError(forKey: .biggestWin, in: c, debugDescription: "win out of range")
        }
        if let rebuys, rebuys < 0 {
            throw DecodingError.dataCorruptedError(forKey: .rebuys, in: c, debugDescription: "rebuys out of range")
        }
    }

    /// Fresh stacks of chips taken (`rebuy`), saturating.
    public mutating func recordRebuys(_ count: Int) {
        let (sum, overflow) = (rebuys ?? 0).addingReportingOverflow(max(0, count))
        rebuys = overflow ? .max : sum
    }

    public mutating func record(_ over: GameOver) {
        played += 1
        if let won = over.chips { chips = max(-Self.chipLimit, min(Self.chipLimit, (chips ?? 0) + won)) }
        if let pot = over.pot { biggestPot = min(Self.chipLimit, max(biggestPot ?? pot, pot)) }
        if let win = over.win, win > 0 { biggestWin = min(Self.chipLimit, max(biggestWin ?? win, win)) }
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
