import CardKit

extension Klondike.Play: Codable {
    private enum CodingKeys: String, CodingKey {
        case game, preferredMode, dealtAt, lastSeen, wonAfter, played, won, assisted, winnableOnly, redoStack,
            autoMoves, autoGroups, warnLost, lostAt, winnable
    }

    /// Checked as read: the moves to redo replay, the auto-moves and the loss lie within the
    /// game's moves. Members added later default when an older save has none.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let corrupt = { (what: String) in
            DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: what))
        }
        game = try c.decode(Klondike.self, forKey: .game)
        preferredMode = try c.decode(DrawMode.self, forKey: .preferredMode)
        dealtAt = try c.decode(Double.self, forKey: .dealtAt)
        lastSeen = try c.decode(Double.self, forKey: .lastSeen)
        wonAfter = try c.decodeIfPresent(Int.self, forKey: .wonAfter)
        played = try c.decode(Int.self, forKey: .played)
        won = try c.decode(Int.self, forKey: .won)
        // Saves written before the solver have neither.
        assisted = try c.decodeIfPresent(Bool.self, forKey: .assisted) ?? false
        winnableOnly = try c.decodeIfPresent(Bool.self, forKey: .winnableOnly) ?? false
        // Saves written before `redo` have none.
        guard let redo = Self.checkedRedo(try c.decodeIfPresent(RedoStack.self, forKey: .redoStack), for: game) else {
            throw corrupt("moves to redo the rules refuse")
        }
        redoStack = redo
        autoMoves = try c.decodeIfPresent(Bool.self, forKey: .autoMoves) ?? false
        autoGroups = try c.decodeIfPresent(AutoGroups.self, forKey: .autoGroups) ?? AutoGroups()
        guard autoGroups.isSound(steps: game.steps.count) else { throw corrupt("auto-moves out of range") }
        // Saves written before `warn lost` have neither (off).
        warnLost = try c.decodeIfPresent(Bool.self, forKey: .warnLost) ?? false
        lostAt = try c.decodeIfPresent(Int.self, forKey: .lostAt)
        guard Self.checkedLostAt(lostAt, for: game), lostAt == nil || warnLost else {
            throw corrupt("a loss beyond the game's moves")
        }
        // A hint for the warning's words only: one off the game's line is dropped.
        winnable = try c.decodeIfPresent(Winnable.self, forKey: .winnable).flatMap {
            Self.isSound($0, for: game) && warnLost ? $0 : nil
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(game, forKey: .game)
        try c.encode(preferredMode, forKey: .preferredMode)
        try c.encode(dealtAt, forKey: .dealtAt)
        try c.encode(lastSeen, forKey: .lastSeen)
        try c.encodeIfPresent(wonAfter, forKey: .wonAfter)
        try c.encode(played, forKey: .played)
        try c.encode(won, forKey: .won)
        try c.encode(assisted, forKey: .assisted)
        try c.encode(winnableOnly, forKey: .winnableOnly)
        try c.encode(redoStack, forKey: .redoStack)
        try c.encode(autoMoves, forKey: .autoMoves)
        try c.encode(autoGroups, forKey: .autoGroups)
        try c.encode(warnLost, forKey: .warnLost)
        try c.encodeIfPresent(lostAt, forKey: .lostAt)
        if let winnable, warnLost, Self.isSound(winnable, for: game) { try c.encode(winnable, forKey: .winnable) }
    }

    /// The moves to redo, as read from a save: checked when they replay from the game's
    /// position (nil when the rules refuse them there); stale ones (another position) are kept
    /// as they are, never to be played, so that a table comes back from its save unchanged.
    static func checkedRedo(_ stack: RedoStack?, for game: Klondike) -> RedoStack? {
        guard let stack else { return RedoStack() }
        guard stack.from == game.position, !stack.steps.isEmpty else { return stack }
        return stack.replays(on: game) ? stack : nil
    }

    /// `lostAt` as read from a save: within the game's history (nil is always sound).
    static func checkedLostAt(_ lostAt: Int?, for game: Klondike) -> Bool {
        guard let lostAt else { return true }
        return (0...game.history.count).contains(lostAt)
    }

    /// A winnable position as read from a save: at its place in the game's history, with no
    /// more moves to undo there than the history had.
    static func isSound(_ known: Winnable, for game: Klondike) -> Bool {
        guard (0...game.history.count).contains(known.at), (0...known.at).contains(known.undoable) else {
            return false
        }
        return (known.at == game.history.count ? game.position : game.history[known.at]) == known.position
    }

    /// What must hold of a table's game as played: its positions sound, the loss known within
    /// the game's moves and only with the warning on.
    public var invariantProblems: [String] {
        Klondike.Position.problems(of: [(game.position, "position")] + (game.history.last.map { [($0, "undo")] } ?? []))
            + (Self.checkedLostAt(lostAt, for: game) ? [] : ["a loss known beyond the game's moves"])
            + (lostAt != nil && !warnLost ? ["a loss known with the warning off"] : [])
    }
}

extension Klondike.Position {
    /// What is wrong with positions (each named by its label): the cards, the counts, the
    /// runs, the score; empty when all are sound.
    public static func problems(of positions: [(Klondike.Position, String)]) -> [String] {
        var problems: [String] = []
        func check(_ p: Klondike.Position, _ label: String) {
            guard p.stacks.count == 7, p.hidden.count == 7, p.foundations.count == 4 else {
                problems.append("\(label): not 7 stacks and 4 foundations")
                return
            }
            // A damaged save may hold any numbers: check them before counting cards by them.
            guard p.foundations.allSatisfy({ (0...13).contains($0) }),
                (0..<7).allSatisfy({ (0...p.stacks[$0].count).contains(p.hidden[$0]) })
            else {
                problems.append("\(label): a foundation or a face-down count out of range")
                return
            }
            let cards = p.allCards
            if cards.count != 52 { problems.append("\(label): \(cards.count) cards, not 52") }
            if Set(cards) != Set(FrenchCard.deck) { problems.append("\(label): a card is missing or in two places") }
            for i in 0..<7 {
                if !p.stacks[i].isEmpty && p.hidden[i] == p.stacks[i].count {
                    problems.append("\(label): stack \(i + 1) has no face-up top")
                }
                let up = Array(p.faceUp(i))
                for (a, b) in zip(up, up.dropFirst()) where b.rank != a.rank - 1 || a.suit.isRed == b.suit.isRed {
                    problems.append("\(label): stack \(i + 1) has \(b) on \(a)")
                }
            }
            if p.score < 0 { problems.append("\(label): score \(p.score) below 0") }
        }
        for (position, label) in positions { check(position, label) }
        return problems
    }
}
