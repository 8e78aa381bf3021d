import CardKit
import GameKit
import Klondike
import KlondikeSolver
import TableKit

/// `auto on|off` (a kept preference): after each move of the player, the cards that are safe
/// to put on their foundations go there, one by one, each said in a short line. Safe is the
/// solver's own rule (`Solver.safeCards`: aces and twos, and a card whose two lower cards of
/// the other colour are home and whose suit's partner is home to two below it), so an
/// auto-move never costs a win. Each auto-move is a step of the game, but `undo` takes back
/// the move and the auto-moves after it together (`AutoGroups`), and `redo` plays the move
/// again and its auto-moves with it.
struct AutoGroups: Equatable, Codable {
    /// For each move followed by auto-moves: the count of the game's steps after them, and
    /// how many there were. Ends only grow; a new deal or `restart` clears them.
    var ends: [Int] = []
    var counts: [Int] = []
    /// The sum of `counts`: how many of the game's steps `undo` does not take back alone.
    private(set) var total = 0

    private enum CodingKeys: String, CodingKey { case ends, counts }

    init() {}

    init(from decoder: Decoder) throws {
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
    func count(endingAt steps: Int) -> Int? { ends.last == steps ? counts.last : nil }

    /// Sound as read from a save: as many ends as counts, each group after a move of its
    /// own (end − count ≥ 1), within the game's steps, ends growing past the group before.
    func isSound(steps: Int) -> Bool {
        guard ends.count == counts.count else { return false }
        var floor = 0
        for (end, count) in zip(ends, counts) {
            guard count >= 1, end - count > floor, end <= steps else { return false }
            floor = end
        }
        return true
    }
}

extension KlondikeTable {
    /// How many times `undo` can still take a move back (a move and its auto-moves are one).
    var undoable: Int { max(0, game.history.count - autoGroups.total) }

    /// `auto` alone finishes a game whose cards are all face up; `auto on|off` chooses the
    /// automatic moves.
    mutating func chooseAuto(_ argument: String) -> Response {
        autoMoves = argument == "on"
        let other = Argument.commandWith(
            .auto, argumentKey: autoMoves ? "klondike.auto.off.words" : "klondike.auto.on.words")
        return Response([Message(autoMoves ? "klondike.auto.set.on" : "klondike.auto.set.off", other)], redraw: false)
    }

    /// A move of the player, then (with `auto on`) the safe cards to the foundations; the
    /// auto-moves are said each in a short line.
    mutating func applyWithAutoMoves(_ move: Move) -> Response {
        let events = game.apply(move)
        guard autoMoves, !events.contains(where: \.isRefusal) else { return respond(events) }
        let (more, said) = playSafeCards()
        var response = respond(events + more)
        response.messages = messages(events) + said
        return response
    }

    /// Plays every safe card up, one at a time (the stacks' tops from the first, then the
    /// waste's), as long as one is left; a group for `undo` when any went up.
    mutating func playSafeCards() -> (events: [Event], messages: [Message]) {
        var events: [Event] = []
        var said: [Message] = []
        var count = 0
        while !game.isWon, let card = Solver.safeCards(in: game.position).first {
            guard case .playable(let pile, count: 1) = game.locate(card) else { break }
            let happened = game.apply(.transfer(from: pile, to: .foundation(of: card.suit), count: 1))
            if happened.contains(where: \.isRefusal) { break }
            count += 1
            events += happened
            for event in happened {
                if case .moved(let cards, let from, _, let points) = event, let card = cards.first {
                    said.append(
                        Message(
                            "klondike.auto.up", .frenchCard(card), .message(Self.pileName(from)), Self.signed(points)))
                } else {
                    said += messages([event])
                }
            }
        }
        if count > 0 {
            autoGroups.push(end: game.steps.count, count: count)
        }
        return (events, said)
    }

    /// Before `undo`: the auto-moves that followed the last move, taken back silently (the
    /// move itself is then taken back as usual).
    mutating func takeBackAutoMoves() {
        guard let count = autoGroups.count(endingAt: game.steps.count) else { return }
        autoGroups.pop()
        for _ in 0..<count { _ = game.undo() }
    }
}
