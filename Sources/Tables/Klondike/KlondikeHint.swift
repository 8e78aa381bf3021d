import GameKit
import Klondike
import KlondikeSolver
import TableKit

/// `hint`: a move in the order experienced players look, and why.
extension KlondikeTable {
    /// The typed command for a move (`move 3 f1`, `draw`).
    static func command(_ move: Move) -> Argument {
        guard case .transfer(let from, let to, _) = move else { return .command(.draw) }
        return typed(.move(from: from, to: to, count: nil))
    }

    /// `hint`: the usual hint's move when the quick check (`solve quick`'s budget) finds a
    /// winning line after it; else the first move of the winning line the quick check finds
    /// from here (said as a move of the solver's line, or, when the usual move is proved to
    /// lose, as its replacement); without either, the usual hint, unless the solver proves
    /// its move loses (`checked`). The line is kept (`hintLine`) so that following the hints
    /// follows one line and never goes round in circles. A move the warning proved lost the
    /// game from here (`avoided`) is never suggested. At most three bounded searches.
    /// A move that comes from the solver's line rather than the hint's order (`fromSolver`)
    /// makes the deal assisted, as asking the solver does: said the first time.
    mutating func hint() -> [Message] {
        let wasKnownLost = play.isKnownLost
        var (move, messages) = suggestion()
        if Self.fromSolver(messages) { lineGiven = true }
        advised = move.map { Klondike.Known($0, about: game) }
        advisedReason = Self.reason(for: messages).map { Klondike.Known($0, about: game) }
        // The hint's longer check proved the loss the warning's could not: with the warning on,
        // it is the warning, said once, with since which move (and not said again after).
        if play.warnLost, !wasKnownLost, messages.first?.key == "klondike.hint.lost" {
            messages[0] = lossLine(since: winnableOnLine)
            play.knowLost()
        }
        guard Self.fromSolver(messages), !play.assisted, !game.isWon else { return messages }
        play.assisted = true
        return messages + [Message("klondike.hint.assisted")]
    }

    var followsAdvice: Bool { true }

    /// Why the hint's (or the coach's) move is the one to play, while the table is as it was.
    var adviceReason: Message? { advisedReason?.answer(about: game) }

    /// The reason for a suggestion, by the kind of its first line (`klondike.hint.why.*`): the
    /// order the hint looks in, or the solver's line; nil for a position proved lost.
    static func reason(for messages: [Message]) -> Message? {
        guard let first = messages.first?.key else { return nil }
        let kinds: [(keys: [String], reason: String)] = [
            (["klondike.hint.line", "klondike.hint.line.next", "klondike.hint.instead"], "solver"),
            (["klondike.hint.ace", "klondike.hint.foundation"], "foundation"),
            (["klondike.hint.turn", "klondike.hint.turn.king"], "turn"),
            (["klondike.hint.waste"], "waste"),
            (["klondike.hint.king", "klondike.hint.empty", "klondike.hint.empty.stack"], "king"),
            (["klondike.hint.down"], "down"),
            (["klondike.hint.draw", "klondike.hint.recycle", "klondike.hint.recycle.penalty"], "draw"),
            (["klondike.hint.finish"], "finish"),
        ]
        // The solver's reason names its move: the line's (the second of `instead`'s).
        if let solver = kinds.first, let line = messages.first(where: { solver.keys.contains($0.key) }) {
            let move = line.key == "klondike.hint.instead" ? line.args.last : line.args.first
            return Message(key: "klondike.hint.why.\(solver.reason)", args: move.map { [$0] } ?? [])
        }
        return kinds.first { $0.keys.contains(first) }.map { Message("klondike.hint.why.\($0.reason)") }
    }

    /// The move the hint or the coach advised for the position now, as its command (`hazlo`).
    var adviceCommand: (id: CommandID, argument: String?)? {
        guard let move = advised?.answer(about: game) else { return nil }
        switch Self.command(move) {
        case .commandLine(let id, let arguments): return (id, arguments)
        case .command(let id): return (id, nil)
        default: return nil
        }
    }

    /// Whether a suggestion's move is the solver's (a winning line's first move, or the
    /// replacement of a usual move the solver proved to lose), not the hint's order.
    static func fromSolver(_ messages: [Message]) -> Bool {
        messages.contains {
            ["klondike.hint.line", "klondike.hint.line.next", "klondike.hint.instead"].contains($0.key)
        }
    }

    /// The move `hint` suggests (nil when it suggests none) and its words.
    mutating func suggestion() -> (move: Move?, messages: [Message]) {
        guard let hint = game.hint() else { return (nil, [Message("klondike.hint.won", .command(.new))]) }
        if case .finish = hint { return (nil, messages(hint)) }
        let lost = [Message("klondike.hint.lost", .command(.undo), .command(.new))]
        // A position proved lost: the hint says so before its move (no move wins).
        if play.isKnownLost || known?.verdict == .unwinnable {
            return (hint.move, lost + messages(hint))
        }
        // On a winning line given before (the hint's or `solve`'s, followed since): its next
        // move, never the usual order's, which could take back what the line just did.
        if let line = followedLine, let first = line.first, !isAvoided(first) {
            keep(Array(line.dropFirst()), after: first)
            return (first, first == hint.move ? messages(hint) : [lineMessage(first, next: true)])
        }
        // A line found from here on is the hint's own check, not given to the player.
        lineGiven = false
        var next: Solution?
        if let move = hint.move, !isAvoided(move) {
            var after = Klondike(position: game.position, drawMode: game.drawMode)
            _ = after.apply(move)
            let check = Self.lossChecking(after.position, after.drawMode, Self.warnStates)
            if check.verdict == .winnable {
                play.provedWinnable()
                hintLine = check.moves.isEmpty ? nil : Klondike.Known(check.moves, about: after)
                return (move, messages(hint))
            }
            next = check
        }
        let quick = quickAnswer()
        if quick.verdict == .winnable, let first = quick.moves.first, !isAvoided(first) {
            keep(Array(quick.moves.dropFirst()), after: first)
            if first == hint.move { return (first, messages(hint)) }
            if let move = hint.move, next?.verdict == .unwinnable {
                return (first, [Message("klondike.hint.instead", .message(played(move)), .message(played(first)))])
            }
            return (first, [lineMessage(first)])
        }
        hintLine = nil
        guard let move = hint.move else { return (nil, messages(hint)) }
        if quick.verdict == .unwinnable { return (move, lost + messages(hint)) }
        if isAvoided(move) {
            return (nil, [Message("klondike.hint.avoided", .message(played(move)), .command(.solve))])
        }
        let check = checked(move)
        if check.lost { return (move, lost + messages(hint)) }
        guard check.loses, let instead = check.instead else { return (move, messages(hint)) }
        play.provedWinnable()
        keep(check.rest, after: instead)
        return (instead, [Message("klondike.hint.instead", .message(played(move)), .message(played(instead)))])
    }

    /// The winning line given to the player for the position now (`solve`'s, or the one a
    /// hint gave a move of as the solver's), nil when none is or it is played out.
    var followedLine: [Move]? {
        let line = known?.verdict == .winnable ? known?.moves : (lineGiven ? hintLine?.answer(about: game) : nil)
        return line?.isEmpty == false ? line : nil
    }

    /// After a command: when it played the next move of the line known before it (`line`,
    /// from `before`), the rest of the line is about the position now, so that the hint and
    /// the coach go on following it whoever played the move.
    mutating func follow(_ line: [Move]?, from before: Position, given: Bool) {
        guard let line, let first = line.first, game.position != before else { return }
        var after = Klondike(position: before, drawMode: game.drawMode)
        guard after.refusal(for: first) == nil else { return }
        _ = after.apply(first)
        guard after.position == game.position else { return }
        let rest = Array(line.dropFirst())
        hintLine = rest.isEmpty ? nil : Klondike.Known(rest, about: game)
        lineGiven = given && !rest.isEmpty
    }

    /// A move of the winning line the quick check found, when the usual hint is another: its
    /// first, or (`next`) the next one of a line given before.
    func lineMessage(_ move: Move, next: Bool = false) -> Message {
        Message(next ? "klondike.hint.line.next" : "klondike.hint.line", .message(played(move)))
    }

    /// The quick check of the position now (`solve quick`'s, the warning's budget): the
    /// solver's answer when it is about this position, the line the hint follows, else a
    /// search. A win found is the warning's record of the last winnable position, and the
    /// line is kept for the hint and the coach. Bounded: at most the warning's check.
    mutating func quickAnswer() -> Solution {
        if let known { return known }
        if let line = hintLine?.answer(about: game), !line.isEmpty {
            return Solution(verdict: .winnable, moves: line, states: 0)
        }
        let check = Self.lossChecking(game.position, game.drawMode, Self.warnStates)
        if check.verdict == .winnable {
            play.provedWinnable()
            hintLine = check.moves.isEmpty ? nil : Klondike.Known(check.moves, about: game)
        }
        return check
    }

    /// Whether the warning proved `move` lost the game from the position now.
    func isAvoided(_ move: Move) -> Bool {
        avoided.contains { $0.answer(about: game) == move }
    }

    /// Keeps what is left of a winning line, about the position after `move`.
    private mutating func keep(_ rest: [Move], after move: Move) {
        guard !rest.isEmpty else { return }
        var after = Klondike(position: game.position, drawMode: game.drawMode)
        _ = after.apply(move)
        hintLine = Klondike.Known(rest, about: after)
    }

    typealias HintChecking = @Sendable (Move, Klondike) -> CheckedHint

    /// The solver's check of a move the hint or the coach would suggest. Tests put a stand-in
    /// here (`KlondikeTable.$hintChecking.withValue(…) { … }`).
    @TaskLocal static var hintChecking: HintChecking = {
        Solver.check($0, from: $1, schedule: KlondikeTable.solveStates, states: KlondikeTable.hintStates)
    }

    /// Positions each of the check's two searches may visit (`Solver.check`): the searches
    /// of `solve`, in its order, cut there, so that the advice never leads into a loss that
    /// `solve` proves in fewer positions, within a time a player does not notice
    /// (`swift run -c release engine-bench klondike-hint-check` measures it).
    static let hintStates = 20_000

    /// The check of `move` from the position now, without the undo history (a copy of the
    /// game would copy it). A winning line already known here (`solve`'s, or the one the
    /// hint follows) starting with `move` needs no search; one that does not is the
    /// alternative, when the search proves `move` loses.
    /// `lost`: the position itself is proved lost (no move wins).
    func checked(_ move: Move, line: [Move]? = nil) -> (loses: Bool, instead: Move?, rest: [Move], lost: Bool) {
        let known = line ?? (known?.verdict == .winnable ? known?.moves : nil)
        if let known, known.first == move { return (false, nil, [], false) }
        let check = Self.hintChecking(move, Klondike(position: game.position, drawMode: game.drawMode))
        guard check.loses else { return (false, nil, [], false) }
        if let known, let first = known.first { return (true, first, Array(known.dropFirst()), false) }
        return (true, check.instead, check.rest, check.lost)
    }

    /// A move in words, for a line that compares two: its cards and command, or the stock.
    func played(_ move: Move) -> Message {
        guard case .transfer = move else { return Message("klondike.hint.play.draw", .command(.draw)) }
        return Message("klondike.hint.play.cards", .frenchCards(game.cards(move)), Self.typed(game.typing(move)))
    }

    /// A hint in words (the coach's too), on the position it was taken on.
    func messages(_ hint: Hint) -> [Message] {
        switch hint {
        case .finish:
            return [Message("klondike.hint.finish", .command(.auto))]
        case .toFoundation(let move, let card):
            return [
                Message(
                    card.rank == 1 ? "klondike.hint.ace" : "klondike.hint.foundation", .frenchCard(card),
                    Self.command(move))
            ]
        case .turnsOver(let move, let card, let onto):
            guard case .transfer(let from, let to, _) = move else { return [] }
            if let onto {
                return [
                    Message(
                        "klondike.hint.turn", .frenchCard(card), .frenchCard(onto), .message(Self.pileName(from)),
                        Self.command(move))
                ]
            }
            return [
                Message(
                    "klondike.hint.turn.king", .frenchCard(card), .message(Self.pileName(to)),
                    .message(Self.pileName(from)), Self.command(move))
            ]
        case .wasteToStack(let move, let card, let onto):
            return [Message("klondike.hint.waste", .frenchCard(card), .frenchCard(onto), Self.command(move))]
        case .kingToEmpty(let move, let card):
            guard case .transfer(_, let to, _) = move else { return [] }
            return [Message("klondike.hint.king", .frenchCard(card), .message(Self.pileName(to)), Self.command(move))]
        case .draw:
            return [Message("klondike.hint.draw", .command(.draw))]
        case .recycle(let penalty):
            if penalty == 0 { return [Message("klondike.hint.recycle", .command(.draw))] }
            return [Message("klondike.hint.recycle.penalty", .command(.draw), .int(penalty))]
        case .emptiesForKing(let move, let card, let onto, let king):
            guard case .transfer(let from, _, _) = move else { return [] }
            // A king on a column frees the face-down cards above it: said only then.
            let key = game.position.waste.last == king ? "klondike.hint.empty" : "klondike.hint.empty.stack"
            return [
                Message(
                    key, .frenchCard(card), .frenchCard(onto), .message(Self.pileName(from)), .frenchCard(king),
                    Self.command(move))
            ]
        case .fromFoundation(let move, let card, let next, let nextCard):
            return [
                Message(
                    "klondike.hint.down", .frenchCard(card), Self.command(move), .frenchCard(nextCard),
                    Self.command(next))
            ]
        case .none(let stockUseless):
            // No card back from a foundation would let another onto it (the hint names one
            // when it would): what is left is taking moves back, or asking the solver.
            let none = Message("klondike.hint.none", .command(.undo), .command(.solve))
            return stockUseless ? [Message("klondike.hint.stockuseless"), none] : [none]
        }
    }
}
