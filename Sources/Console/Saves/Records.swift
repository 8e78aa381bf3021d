import TableKit

/// Choices kept across runs. `--lang`, `--color` and an explicit environment win for a run.
public struct Preferences: Codable, Equatable, Sendable {
    public var version = Store.version
    /// `en`, `es` or `ko`, chosen with `lang`.
    public var language: String?
    /// `auto`, `always` or `never`, chosen with `color`.
    public var color: String?
    /// Each game's kept choices as words by name (`KeptChoices.words`), by game id.
    public var games: [String: [String: String]] = [:]
    /// `coach on|off`: one line on each of the player's moves, in every game (absent: off).
    public var coach: Bool?
    public init() {}
}

public struct Statistics: Codable, Equatable, Sendable {
    public var version = Store.version
    public var games: [String: GameStatistics] = [:]
    /// Per game, the last place in its save (snapshot and journal line) whose endings are
    /// counted here: a save's endings after it (a kill came between the save and these
    /// statistics) are counted when the save is next loaded, and those up to it never again.
    /// Kept by `stats reset` (the endings were counted, then forgotten on purpose).
    public var counted: [String: SavePosition] = [:]
    public init() {}
}

/// A place in a game's save: the snapshot `seq`, and `n`, the journal line after it (0: the
/// snapshot itself). Later places compare greater.
public struct SavePosition: Codable, Comparable, Hashable, Sendable {
    public var seq: Int
    public var n: Int
    public init(seq: Int, n: Int) {
        self.seq = seq
        self.n = n
    }
    public static func < (a: SavePosition, b: SavePosition) -> Bool { (a.seq, a.n) < (b.seq, b.n) }

    private enum CodingKeys: String, CodingKey { case seq, n }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        seq = try c.decode(Int.self, forKey: .seq)
        n = try c.decode(Int.self, forKey: .n)
        guard (0...Journal.seqLimit).contains(seq), n >= 0 else {
            throw DecodingError.dataCorruptedError(forKey: .seq, in: c, debugDescription: "position out of range")
        }
    }
}

/// What a command changed in the statistics: games or hands ended, fresh stacks of chips.
/// Written with the game's save (in the journal line or the snapshot the command made) before
/// the statistics, so that a kill between the two loses nothing: loading the save counts what
/// the statistics have not (`Statistics.counted`).
public struct Tally: Codable, Equatable, Sendable {
    public var over: [GameOver]
    public var rebuys: Int

    public init(over: [GameOver], rebuys: Int) {
        self.over = over
        self.rebuys = rebuys
    }

    public var isEmpty: Bool { over.isEmpty && rebuys <= 0 }

    /// At most this many endings, and this many stacks, in one command: more is no save of
    /// baraja's.
    static let limit = 64

    private enum CodingKeys: String, CodingKey { case over, rebuys }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        over = try c.decodeIfPresent([GameOver].self, forKey: .over) ?? []
        rebuys = try c.decodeIfPresent(Int.self, forKey: .rebuys) ?? 0
        guard over.count <= Self.limit, (0...Self.limit).contains(rebuys) else {
            throw DecodingError.dataCorruptedError(forKey: .over, in: c, debugDescription: "tally out of range")
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        if !over.isEmpty { try c.encode(over, forKey: .over) }
        if rebuys > 0 { try c.encode(rebuys, forKey: .rebuys) }
    }
}

extension Statistics {
    /// The tally counted: each ending, then the stacks taken.
    mutating func apply(_ tally: Tally, to game: String) {
        for over in tally.over { games[game, default: GameStatistics()].record(over) }
        if tally.rebuys > 0 { games[game, default: GameStatistics()].recordRebuys(tally.rebuys) }
    }
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
        // Counters go up from 0 (a negative one is no file of baraja's); `abs` is never
        // taken of a number read (`abs(Int.min)` traps).
        for (key, value) in [
            (CodingKeys.played, played), (.won, won), (.lost, lost), (.drawn, drawn), (.assistedWins, assistedWins),
            (.streak, streak), (.bestStreak, bestStreak), (.bestSeconds, bestSeconds ?? 0),
        ] where value < 0 {
            throw DecodingError.dataCorruptedError(forKey: key, in: c, debugDescription: "below 0")
        }
        if let chips, !(-Self.chipLimit...Self.chipLimit).contains(chips) {
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

    /// Counts an ending. Every counter saturates (a file may hold any number), and the
    /// chips stay within `chipLimit`.
    public mutating func record(_ over: GameOver) {
        func bump(_ n: inout Int) { n = n == .max ? .max : n + 1 }
        bump(&played)
        if let won = over.chips {
            // Both within the limit first: their sum cannot overflow.
            func limited(_ n: Int) -> Int { max(-Self.chipLimit, min(Self.chipLimit, n)) }
            chips = limited(limited(chips ?? 0) + limited(won))
        }
        if let pot = over.pot { biggestPot = min(Self.chipLimit, max(biggestPot ?? pot, pot)) }
        if let win = over.win, win > 0 { biggestWin = min(Self.chipLimit, max(biggestWin ?? win, win)) }
        switch over.result {
        case .won where over.assisted:
            bump(&won)
            bump(&assistedWins)
        case .won:
            bump(&won)
            bump(&streak)
            bestStreak = max(bestStreak, streak)
            if let seconds = over.seconds, seconds >= 0 { bestSeconds = min(bestSeconds ?? seconds, seconds) }
            // Only a game played to its end sets a record: one given up keeps its score out.
            if let score = over.score { bestScore = max(bestScore ?? score, score) }
        case .lost:
            bump(&lost)
            streak = 0
        case .drawn:
            bump(&drawn)
            streak = 0
        }
    }
}
