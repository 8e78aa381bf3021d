import CardKit

/// 맞고 (Go-Stop for two) as a value: the player (0) against the computer (1). `apply` an
/// action for the player whose turn it is; read the events. Pure and deterministic: the same
/// seed and actions give the same events.
public struct Matgo: Equatable, Sendable, Codable {
    public static let handSize = 10
    public static let tableSize = 8
    /// Points needed to stop (or go).
    public static let pointsToStop = 7
    /// Points of 총통 (all four cards of a month dealt to one hand): the hand is won at once.
    public static let chongtongPoints = 10
    /// 피 a loser may hold and still pay 피박 (fewer than 8, 쌍피 counting two).
    public static let piBakBelow = 8
    /// 열끗 that make 멍박.
    public static let meongBakFrom = 7

    public enum Phase: String, Sendable, Equatable, Codable {
        case notStarted
        /// The player whose turn it is plays a card (or, after 폭탄, may turn the pile's card).
        case playing
        /// Two cards of a month on the table could be taken: the player whose turn it is chooses.
        case choosing
        /// The player whose turn it is has points enough: 고 or 스톱.
        case deciding
        /// The hand is over (won, or 나가리).
        case over
    }

    /// A choice the turn waits for: which of `options` (two table cards of one month) the
    /// `taker` (the card played or turned) takes.
    public struct Choice: Equatable, Sendable, Codable {
        public var taker: HwatuCard
        public var options: [HwatuCard]
    }

    /// A turn that waits for choices: what is taken so far, the choices left in order, and the
    /// 피 the turn's events take from the other player once it is done. `flipNext`: the choice
    /// is the card played's, and the pile's card is turned once it is made.
    public struct PendingTurn: Equatable, Sendable, Codable {
        public var taken: [HwatuCard]
        public var choices: [Choice]
        public var steals: Int
        public var flipNext = false

        init(taken: [HwatuCard], choices: [Choice], steals: Int, flipNext: Bool = false) {
            self.taken = taken
            self.choices = choices
            self.steals = steals
            self.flipNext = flipNext
        }

        enum CodingKeys: String, CodingKey { case taken, choices, steals, flipNext }

        /// A save made before `flipNext` existed reads as a turn whose card is turned already.
        public init(from decoder: any Decoder) throws {
            let values = try decoder.container(keyedBy: CodingKeys.self)
            taken = try values.decode([HwatuCard].self, forKey: .taken)
            choices = try values.decode([Choice].self, forKey: .choices)
            steals = try values.decode(Int.self, forKey: .steals)
            flipNext = try values.decodeIfPresent(Bool.self, forKey: .flipNext) ?? false
        }
    }

    /// How a hand ended.
    public enum Outcome: Equatable, Sendable, Codable {
        /// A player stopped (or scored on the last turn): the points they are paid.
        case won(player: Int, payout: MatgoPayout)
        /// 총통: all four cards of `month` dealt to `player`.
        case chongtong(player: Int, month: Int, points: Int)
        /// Nobody could stop (or a 고 was not followed by more points): the next hand counts double.
        case nagari
    }

    public internal(set) var phase: Phase = .notStarted
    /// Each player's hand, kept in order (months, then slots).
    public internal(set) var hands: [[HwatuCard]] = [[], []]
    /// The cards face up, in order (months, then slots).
    public internal(set) var table: [HwatuCard] = []
    /// The pile; the next card turned is the last one.
    public internal(set) var pile: [HwatuCard] = []
    /// The cards each player has taken.
    public internal(set) var taken: [[HwatuCard]] = [[], []]
    /// Whose turn it is (0 the player, 1 the computer).
    public internal(set) var turn = 0
    /// Who played first in this hand.
    public internal(set) var starter = 0
    /// 고 each player has called in this hand.
    public internal(set) var gos = [0, 0]
    /// The points each player had at their last 고 (another 고 or 스톱 needs more).
    public internal(set) var goPoints = [0, 0]
    /// 흔들기 and 폭탄 each player made.
    public internal(set) var shakes = [0, 0]
    public internal(set) var bombs = [0, 0]
    /// Turns a player may take by turning the pile's card alone (two after a 폭탄).
    public internal(set) var freeFlips = [0, 0]
    /// Months stuck on the table by 뻑 (three cards waiting for the fourth), with who made it.
    public internal(set) var stuck: [Int: Int] = [:]
    /// The months the player shook (shown to both).
    public internal(set) var shown: [[Int]] = [[], []]
    /// A turn waiting for a choice.
    public internal(set) var pending: PendingTurn?
    /// 나가리 hands in a row just before this one.
    public internal(set) var nagari = 0
    /// How the hand ended, once over.
    public internal(set) var outcome: Outcome?
    /// The rules where 맞고 apps differ, as the player chose them for this hand (nil in saves
    /// made before there was a choice: the usual rules).
    var handRules: Rules?
    /// The rules chosen for the next hand (nil: as this hand's).
    var chosenRules: Rules?
    /// Hands dealt with this game value (for the statistics and the soak's checks).
    public internal(set) var handsDealt = 0
    /// Turns taken in this hand.
    public internal(set) var turns = 0
    var rng: SeededRNG

    public init(seed: UInt64) {
        rng = SeededRNG(seed: seed)
    }

    /// Where 맞고 apps differ and the player may choose (the usual rules by default).
    public struct Rules: Equatable, Sendable, Codable {
        /// 9월's 열끗 (the cup) counts as 쌍피 when that scores more (the usual rule); false: it
        /// always stays 열끗.
        public var cupAsPi = true
        /// 멍박 (7 열끗 or more) doubles the winner's points (the usual rule); false: no 멍박.
        public var meongBak = true

        public init(cupAsPi: Bool = true, meongBak: Bool = true) {
            self.cupAsPi = cupAsPi
            self.meongBak = meongBak
        }
    }

    /// The rules of this hand.
    public var rules: Rules { handRules ?? Rules() }
    /// The rules the next hand is dealt with.
    public var nextRules: Rules { chosenRules ?? rules }

    /// Chooses the rules of the next hand (the hand under way keeps its own).
    public mutating func choose(rules: Rules) { chosenRules = rules }

    /// The other player.
    public static func other(_ player: Int) -> Int { 1 - player }

    /// A player's points now (their taken cards, before 고 and doublings).
    public func score(of player: Int) -> MatgoScore { MatgoScore(taken[player], rules: rules) }

    /// The 피 a player has taken (쌍피 as two; the cup as 쌍피 when that is more, where the
    /// rules let it).
    public func piCount(of player: Int) -> Int { MatgoScore.mostPi(taken[player], rules: rules) }

    /// The cards of `month` on the table.
    public func onTable(month: Int) -> [HwatuCard] { table.filter { $0.month == month } }

    /// How many cards of `month` are on the table.
    public func tableCount(month: Int) -> Int { table.count(where: { $0.month == month }) }

    /// Whether `player` holds three cards of `month`.
    public func holdsThree(_ player: Int, month: Int) -> Bool {
        hands[player].count(where: { $0.month == month }) >= 3
    }

    /// The months `player` could shake (three in hand, none on the table, not yet shown).
    public func shakable(_ player: Int) -> [Int] {
        (1...12).filter { canShake(player, month: $0) }
    }

    /// Whether `player` could shake `month` (three in hand, none on the table, not yet shown).
    public func canShake(_ player: Int, month: Int) -> Bool {
        holdsThree(player, month: month) && tableCount(month: month) == 0 && !shown[player].contains(month)
    }

    /// The months `player` could bomb with (three in hand, the fourth on the table).
    public func bombable(_ player: Int) -> [Int] {
        (1...12).filter { canBomb(player, month: $0) }
    }

    /// Whether `player` could bomb with `month` (three in hand, the fourth on the table).
    public func canBomb(_ player: Int, month: Int) -> Bool {
        holdsThree(player, month: month) && tableCount(month: month) == 1
    }
}
