import CardKit

/// The moves `undo` took back, for `redo`: each undo pushes the step it took back, each redo
/// pops one and plays it again. They are tied to the position they replay from: any other
/// change of the position (a new move, a new deal, a line of the solver's) leaves them stale,
/// so a new move clears them without every command having to say so. Pushing and popping cost
/// the same however long the game.
public struct RedoStack: Equatable, Sendable, Codable {
    /// The steps taken back; the last is the next to play again.
    public internal(set) var steps: [Klondike.Step] = []
    /// The position they replay from (nil when there are none).
    public internal(set) var from: Klondike.Position?

    private enum CodingKeys: String, CodingKey { case steps, from }

    public init() {}

    /// Kept as the save keeps the game's steps: short codes (`d`, `a`, `w-t3-1`).
    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(steps.map(\.code).joined(separator: " "), forKey: .steps)
        try c.encodeIfPresent(from, forKey: .from)
    }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        var steps: [Klondike.Step] = []
        for code in try c.decode(String.self, forKey: .steps).split(separator: " ") {
            guard let step = Klondike.Step(code: code) else {
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath, debugDescription: "not a step"))
            }
            steps.append(step)
        }
        self.steps = steps
        from = try c.decodeIfPresent(Klondike.Position.self, forKey: .from)
    }

    /// Whether the steps replay, last first, from `game`'s position under the rules (a save
    /// read back); stale steps (another position) are simply dropped by the caller.
    func replays(on game: Klondike) -> Bool {
        var trial = Klondike(position: game.position, drawMode: game.drawMode)
        return steps.reversed().allSatisfy { trial.play($0) }
    }
}

/// The auto-moves after a move of the player (`Klondike.Play.autoMoves`): each is a step of
/// the game, but `undo` takes back the move and the auto-moves after it together, and `redo`
/// plays the move again and its auto-moves with it.
public struct AutoGroups: Equatable, Sendable, Codable {
    /// For each move followed by auto-moves: the count of the game's steps after them, and
    /// how many there were. Ends only grow; a new deal or `restart` clears them.
    public internal(set) var ends: [Int] = []
    public internal(set) var counts: [Int] = []
    /// The sum of `counts`: how many of the game's steps `undo` does not take back alone.
    public private(set) var total = 0

    private enum CodingKeys: String, CodingKey { case ends, counts }

    public init() {}

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        ends = try c.decode([Int].self, forKey: .ends)
        counts = try c.decode([Int].self, forKey: .counts)
        // Counts are checked by `isSound` (from 1 up to the game's steps) before use.
        total = counts.reduce(0) { $0.addingReportingOverflow($1).partialValue }
    }

    mutating func push(end: Int, count: Int) {
        ends.append(end)
        counts.append(count)
        total += count
    }

    mutating func pop() {
        ends.removeLast()
        total -= counts.removeLast()
    }

    /// The auto-moves that end at `steps` (the last steps of the game), if any.
    public func count(endingAt steps: Int) -> Int? { ends.last == steps ? counts.last : nil }

    /// Sound as read from a save: as many ends as counts, each group after a move of its
    /// own (end − count ≥ 1), within the game's steps, ends growing past the group before.
    public func isSound(steps: Int) -> Bool {
        guard ends.count == counts.count else { return false }
        var floor = 0
        for (end, count) in zip(ends, counts) {
            guard count >= 1, end - count > floor, end <= steps else { return false }
            floor = end
        }
        return true
    }
}

extension Klondike.Play {
    /// Plays every safe card up, one at a time (the first of `safe`'s that is playable), as
    /// long as one is left; a group for `undo` when any went up. The events of them all.
    mutating func playSafeCards(_ safe: SafeCards) -> [Klondike.Event] {
        var events: [Klondike.Event] = []
        var count = 0
        while !game.isWon, let card = safe(game.position).first {
            guard case .playable(let pile, count: 1) = game.locate(card) else { break }
            let happened = game.apply(.transfer(from: pile, to: .foundation(of: card.suit), count: 1))
            if happened.contains(where: \.isRefusal) { break }
            count += 1
            events += happened
        }
        if count > 0 { autoGroups.push(end: game.steps.count, count: count) }
        return events
    }

    /// Before `undo`: the auto-moves that followed the last move, taken back silently (the
    /// move itself is then taken back as usual).
    mutating func takeBackAutoMoves() {
        guard let count = autoGroups.count(endingAt: game.steps.count) else { return }
        autoGroups.pop()
        for _ in 0..<count { _ = game.undo() }
    }

    /// `undo` took back `step`, played from `before`: it goes on top of the moves to redo
    /// (which start afresh when the position had moved on since the last undo or redo).
    mutating func rememberUndone(_ step: Klondike.Step, from before: Position) {
        if redoStack.from != before { redoStack.steps.removeAll() }
        redoStack.steps.append(step)
        redoStack.from = game.position
    }

    /// `redo`: the last move taken back, played again (with `autoMoves`, its auto-moves with
    /// it, as they were taken back together); nil when there is nothing to redo here.
    public mutating func redo(then safe: SafeCards? = nil) -> Klondike.Outcome? {
        guard redoStack.from == game.position, let step = redoStack.steps.last else { return nil }
        var outcome = Klondike.Outcome(events: game.events(of: step))
        // The same step from the same position: the rules take it again.
        if outcome.refused { return settle(outcome) }
        redoStack.steps.removeLast()
        if autoMoves, let safe { outcome.autoMoves = playSafeCards(safe) }
        redoStack.from = game.position
        return settle(outcome)
    }
}
