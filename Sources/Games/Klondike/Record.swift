import CardKit

/// How a game is kept in a save: the deal, the draw mode, the generator, and the steps
/// played on the deal (a few bytes each: `d`, `a`, `w-t3-1`), not every position `undo`
/// can bring back (about 1.5 KB each). Reading replays the steps through the rules, which
/// rebuilds the undo history and checks them: a step the rules refuse is no save.
///
/// Saves written before this (`"history"`: every earlier position) still read: the step
/// between two positions is found among the moves legal there.
extension Klondike {
    /// One step of the undo history: a move, or `auto`'s finish.
    public enum Step: Hashable, Sendable {
        case move(Move)
        case finish
    }

    private enum CodingKeys: String, CodingKey {
        case dealt, drawMode, rng, steps, position
        // Saves written before the steps.
        case history
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(dealt, forKey: .dealt)
        try c.encode(drawMode, forKey: .drawMode)
        try c.encode(rng, forKey: .rng)
        try c.encode(steps.map(\.code).joined(separator: " "), forKey: .steps)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let dealt = try c.decode(Position.self, forKey: .dealt)
        // Checked before a step is played on it: a damaged file may hold any numbers.
        guard Self.isSound(dealt) else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "not a deal"))
        }
        let drawMode = try c.decode(DrawMode.self, forKey: .drawMode)
        let rng = try c.decode(SeededRNG.self, forKey: .rng)
        var game = Klondike(position: dealt, drawMode: drawMode)
        game.rng = rng
        let corrupt = { (what: String) in
            DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: what))
        }
        if c.contains(.history) {
            // The format before the steps: every position, the undo history's first.
            let history = try c.decode([Position].self, forKey: .history)
            let position = try c.decode(Position.self, forKey: .position)
            guard (history.first ?? position) == dealt, Self.isSound(position) else {
                throw corrupt("the history does not start at the deal")
            }
            for next in history.dropFirst() + [position] {
                guard game.play(toward: next) else { throw corrupt("no move leads to the next position") }
            }
        } else {
            let codes = try c.decode(String.self, forKey: .steps).split(separator: " ")
            for code in codes {
                guard let step = Step(code: code), game.play(step) else { throw corrupt("a step the rules refuse") }
            }
        }
        self = game
    }

    /// Whether steps can be played on a position read from a file: 7 stacks and 4 foundations
    /// in range, the 52 cards each once, counters from 0 to a billion (they grow by a few
    /// points a step, so they never overflow).
    static func isSound(_ p: Position) -> Bool {
        let counters = 0...1_000_000_000
        guard p.stacks.count == 7, p.hidden.count == 7, p.foundations.count == 4,
            p.foundations.allSatisfy({ (0...13).contains($0) }),
            (0..<7).allSatisfy({ (0...p.stacks[$0].count).contains(p.hidden[$0]) }),
            counters.contains(p.score), counters.contains(p.moves), counters.contains(p.recycles)
        else { return false }
        let cards = p.allCards
        return cards.count == 52 && Set(cards) == Set(FrenchCard.deck)
    }

    /// Plays a step; false (and nothing changed) when the rules refuse it.
    mutating func play(_ step: Step) -> Bool { !events(of: step).contains(where: \.isRefusal) }

    /// Plays a step, and what happened.
    mutating func events(of step: Step) -> [Event] {
        switch step {
        case .move(let move): apply(move)
        case .finish: finish()
        }
    }

    /// Plays the step that leads to `next`, if one does (old saves).
    mutating func play(toward next: Position) -> Bool {
        // Tried on a copy without the history (which each trial would otherwise copy whole).
        let bare = Klondike(position: position, drawMode: drawMode)
        for step in legalMoves().map(Step.move) + [.finish] {
            var trial = bare
            if trial.play(step), trial.position == next { return play(step) }
        }
        return false
    }
}

extension Klondike.Step {
    /// `d` a draw, `a` auto's finish, `FROM-TO-COUNT` a transfer (`w-t3-1`, `t6-f0-1`).
    public var code: String {
        switch self {
        case .finish: return "a"
        case .move(.draw): return "d"
        case .move(.transfer(let from, let to, let count)): return "\(from.code)-\(to.code)-\(count)"
        }
    }

    public init?(code: Substring) {
        switch code {
        case "a": self = .finish
        case "d": self = .move(.draw)
        default:
            let parts = code.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count == 3, let from = Klondike.Pile(code: parts[0]), let to = Klondike.Pile(code: parts[1]),
                let count = Int(parts[2]), (1...13).contains(count)
            else { return nil }
            self = .move(.transfer(from: from, to: to, count: count))
        }
    }
}

extension Klondike.Pile {
    var code: String {
        switch self {
        case .stock: "s"
        case .waste: "w"
        case .foundation(let i): "f\(i)"
        case .stack(let i): "t\(i)"
        }
    }

    init?(code: Substring) {
        switch code.first {
        case "s" where code.count == 1: self = .stock
        case "w" where code.count == 1: self = .waste
        case "f":
            guard code.count == 2, let i = Int(code.dropFirst()), (0..<4).contains(i) else { return nil }
            self = .foundation(i)
        case "t":
            guard code.count == 2, let i = Int(code.dropFirst()), (0..<7).contains(i) else { return nil }
            self = .stack(i)
        default: return nil
        }
    }
}
