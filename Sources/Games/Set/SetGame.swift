import CardKit

/// Solo Set as a value: `apply` an action (with the time it happens, in seconds), read the
/// events. Pure and deterministic: the same seed, actions and times give the same events.
public struct SetGame: Equatable, Sendable, Codable {
    /// Room on the table: 24 cards (21 cards always hold a set, so the game never sticks).
    public static let capacity = 24
    /// Cards dealt at the start.
    public static let opening = 12
    /// Cards one `taps` may name.
    public static let tapsAtOnce = 3

    /// The scoring rules (stated in the game's rules text).
    public enum Points {
        public static let match = 3
        public static let mismatch = -5
        public static let deselection = -1
        /// The stepped hint: how many sets, then one card of a set, then the whole set.
        public static let hintCount = -1
        public static let hintCard = -1
        public static let hintSet = -2
    }

    public enum Phase: String, Sendable, Equatable, Codable { case notStarted, playing, over }

    /// How far the hint has gone for the cards now on the table.
    public enum HintStep: Int, Sendable, Equatable, Codable { case none, count, card, set }

    public internal(set) var phase: Phase = .notStarted
    /// The undealt cards; the next card dealt is the last one.
    public internal(set) var deck: [SetCard] = []
    /// The cards face up, in the order of their numbers on the table.
    public internal(set) var table: [SetCard] = []
    /// The selected cards, in the order they were tapped (at most 3).
    public internal(set) var selection: [SetCard] = []
    /// Cards taken off the table as sets.
    public internal(set) var matched: [SetCard] = []
    public internal(set) var score = 0
    public internal(set) var setsFound = 0
    public internal(set) var mismatches = 0
    public internal(set) var hintStep: HintStep = .none
    /// The set the hint reveals, once chosen (it stays the same until the table changes).
    public internal(set) var hintTarget: [SetCard] = []
    /// Commands that changed the game since the deal (taps, deals, paid hints).
    public internal(set) var moves = 0
    /// Hints taken free with the coach on this game (nil in saves from before the coach).
    public internal(set) var freeHints: Int?
    /// Session-clock seconds: when the game was dealt, the last action, the end.
    public internal(set) var startedAt = 0.0
    public internal(set) var lastActionAt = 0.0
    public internal(set) var endedAt: Double?
    var rng: SeededRNG

    public init(seed: UInt64) {
        rng = SeededRNG(seed: seed)
    }

    /// Whether the three selected cards form a set (false unless three are selected).
    public var selectionIsSet: Bool {
        selection.count == 3 && SetCard.isSet(selection[0], selection[1], selection[2])
    }

    /// Whether three non-matching cards are selected.
    public var selectionIsMismatch: Bool { selection.count == 3 && !selectionIsSet }

    /// The table positions (0-based) of the selected cards, in tap order.
    public var selectedPositions: [Int] { selection.compactMap { table.firstIndex(of: $0) } }

    /// Whole seconds played: to the end, or to the last action while the game goes on.
    public var elapsedSeconds: Int {
        guard phase != .notStarted else { return 0 }
        return max(0, Int(((endedAt ?? lastActionAt) - startedAt).rounded(.down)))
    }

    /// Whether `deal` can do something now: take a set off, or add three cards.
    public var canDeal: Bool {
        phase == .playing && (selectionIsSet || (!deck.isEmpty && table.count + 3 <= Self.capacity))
    }

    /// The sets on the table now, as positions (the cards of a selected set included).
    public var setsOnTable: [(Int, Int, Int)] { SetFinder.sets(in: table) }
}
