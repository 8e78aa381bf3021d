import GameKit
import Klondike
import TableKit

extension CommandID {
    /// Plays again a move `undo` took back.
    public static let redo = CommandID("redo", of: .klondike)
}

/// The moves `undo` took back, for `redo`: each undo pushes the step it took back, each redo
/// pops one and plays it again. They are tied to the position they replay from: any other
/// change of the position (a new move, a new deal, `solve play`) leaves them stale, so a new
/// move clears them without every command having to say so. Pushing and popping cost the same
/// however long the game.
struct RedoStack: Equatable, Codable {
    /// The steps taken back; the last is the next to play again.
    var steps: [Klondike.Step] = []
    /// The position they replay from (nil when there are none).
    var from: Klondike.Position?

    private enum CodingKeys: String, CodingKey { case steps, from }

    init() {}

    /// Kept as the save keeps the game's steps: short codes (`d`, `a`, `w-t3-1`).
    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(steps.map(\.code).joined(separator: " "), forKey: .steps)
        try c.encodeIfPresent(from, forKey: .from)
    }

    init(from decoder: Decoder) throws {
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
        for step in steps.reversed() {
            let events =
                switch step {
                case .move(let move): trial.apply(move)
                case .finish: trial.finish()
                }
            if events.contains(where: \.isRefusal) { return false }
        }
        return true
    }
}

extension KlondikeTable {
    /// How many moves `redo` can play again now.
    var redoable: Int { redoStack.from == game.position ? redoStack.steps.count : 0 }

    /// `undo` took back `step`, played from `before`: it goes on top of the moves to redo
    /// (which start afresh when the position had moved on since the last undo or redo).
    mutating func rememberUndone(_ step: Klondike.Step, from before: Position) {
        if redoStack.from != before { redoStack.steps.removeAll() }
        redoStack.steps.append(step)
        redoStack.from = game.position
    }

    /// `redo`: the last move taken back, played again, and what it did.
    mutating func redo(at now: Double) -> Response {
        lastSeen = now
        guard redoStack.from == game.position, let step = redoStack.steps.last else {
            return .refusal(Message("klondike.refused.nothingtoredo", .command(.undo), .command(.redo)))
        }
        let events =
            switch step {
            case .move(let move): game.apply(move)
            case .finish: game.finish()
            }
        // The same step from the same position: the rules take it again.
        if events.contains(where: \.isRefusal) { return respond(events) }
        redoStack.steps.removeLast()
        // With `auto on`, its auto-moves come again with it (they were taken back together).
        let (more, auto) = autoMoves ? playSafeCards() : ([], [])
        redoStack.from = game.position
        var response = respond(events + more)
        response.messages = messages(events) + auto
        let left = redoStack.steps.count
        let said =
            left == 0 ? Message("klondike.redone.none") : Message("klondike.redone", .int(left), count: left)
        response.messages.insert(said, at: 0)
        return response
    }

    /// The moves to redo, as read from a save: checked when they replay from the game's
    /// position (nil when the rules refuse them there); stale ones (another position) are kept
    /// as they are, never to be played, so that a table comes back from its save unchanged.
    static func checkedRedo(_ stack: RedoStack?, for game: Klondike) -> RedoStack? {
        guard let stack else { return RedoStack() }
        guard stack.from == game.position, !stack.steps.isEmpty else { return stack }
        return stack.replays(on: game) ? stack : nil
    }
}
