import CardKit

extension Klondike.Play {
    /// What the player does to the game at a table: each command that plays is one of these.
    public enum Action: Equatable, Sendable {
        /// A new deal, drawing this (nil: as chosen last).
        case newDeal(DrawMode?)
        /// The same deal again from the start.
        case restart
        /// A move of the player, then (with `autoMoves`) the safe cards to their foundations.
        case move(Klondike.Move)
        /// A move of a line of the solver's (`solve play`): no auto-moves after it.
        case lineMove(Klondike.Move)
        /// A whole line (`solve play all`), up to a move the rules refuse: what its last move did.
        case line([Klondike.Move])
        /// `auto` alone: the game finished when every card is face up.
        case finish
        case undo
        case redo
    }

    /// What happened at the table, in the order it is said: a deal left unfinished first, the
    /// command's own events, the auto-moves after them, a win last.
    public enum Event: Hashable, Sendable {
        /// A deal that ended: left unfinished (lost), or won.
        case ended(Klondike.Over)
        /// What the command itself did to the game.
        case played(Klondike.Event)
        /// What an auto-move did (a safe card up, and what came of it).
        case auto(Klondike.Event)
        /// `redo` played a move again; `left` more can still be played again.
        case redone(left: Int)
        /// `redo` with no move taken back from this position.
        case nothingToRedo

        /// Whether the action was refused (nothing changed).
        public var isRefusal: Bool {
            switch self {
            case .played(let event): event.isRefusal
            case .nothingToRedo: true
            default: false
            }
        }

        /// The deal this event ended, if it ended one.
        public var over: Klondike.Over? { if case .ended(let over) = self { over } else { nil } }
    }

    /// Does `action` at time `now` (the clock of the command), with `safe` the rule for the
    /// cards the auto-moves put up (nil: none go up by themselves).
    public mutating func apply(_ action: Action, at now: Double, then safe: SafeCards?) -> [Event] {
        lastSeen = now
        switch action {
        case .newDeal(let mode): return Self.events(newDeal(mode, at: now))
        case .restart: return Self.events(restart(at: now))
        case .move(let move): return Self.events(apply(move, then: safe))
        case .lineMove(let move): return Self.events(apply(move))
        case .line(let moves):
            var last = Klondike.Outcome(events: [])
            for move in moves {
                last = apply(move)
                if last.refused { break }
            }
            return Self.events(last)
        case .finish: return Self.events(finish())
        case .undo: return Self.events(undo())
        case .redo:
            guard let outcome = redo(then: safe) else { return [.nothingToRedo] }
            return outcome.refused ? Self.events(outcome) : [.redone(left: redoable)] + Self.events(outcome)
        }
    }

    /// `new winnable`: deals again from the game's own generator until `accepts` takes the
    /// answer `ask` gives about a deal: at most `tries` deals asked, and no new deal once
    /// `goesOn` says no. The deals passed over were never played: they count for nothing. The
    /// last deal's answer, whether it was taken, and how many deals were passed over.
    public mutating func dealUntil<Answer>(
        tries: Int, goesOn: () -> Bool, _ ask: (Klondike) -> Answer, accepts: (Answer) -> Bool
    ) -> (answer: Answer, accepted: Bool, skipped: Int) {
        var skipped = 0
        while true {
            let answer = ask(game)
            if accepts(answer) { return (answer, true, skipped) }
            guard skipped + 1 < tries, goesOn() else { return (answer, false, skipped) }
            skipped += 1
            _ = game.newDeal(game.drawMode)
        }
    }

    /// An outcome as the table says it: the deals left unfinished, the command's events, the
    /// auto-moves' events, the deals won.
    static func events(_ outcome: Klondike.Outcome) -> [Event] {
        outcome.over.filter { !$0.won }.map(Event.ended) + outcome.events.map(Event.played)
            + outcome.autoMoves.map(Event.auto) + outcome.over.filter(\.won).map(Event.ended)
    }
}

extension Klondike {
    /// An answer about one position of a game (the solver's), kept while the game stays there:
    /// the same position with the same draw mode has the same answer.
    public struct Known<Answer: Equatable & Sendable>: Equatable, Sendable {
        public let position: Position
        public let drawMode: DrawMode
        public let answer: Answer
        /// Whether the answer came from the longer search (asked again after no verdict).
        public let further: Bool

        public init(_ answer: Answer, about game: Klondike, further: Bool = false) {
            position = game.position
            drawMode = game.drawMode
            self.answer = answer
            self.further = further
        }

        /// The answer, if it is about `game` as it is now (nil once the game moved on).
        public func answer(about game: Klondike) -> Answer? {
            position == game.position && drawMode == game.drawMode ? answer : nil
        }
    }

    /// A line of moves played one at a time (`solve play`, a move each Enter).
    public struct Playback: Equatable, Sendable {
        public let moves: [Move]
        /// How many of them are played.
        public private(set) var done = 0

        public init(_ moves: [Move]) { self.moves = moves }

        /// The move to play next (nil: the line is played out).
        public var next: Move? { done < moves.count ? moves[done] : nil }

        /// The moves not yet played.
        public var rest: [Move] { Array(moves[min(done, moves.count)...]) }

        /// The next move is played: the line moves on to the one after it.
        public mutating func advance() { done = min(done + 1, moves.count) }
    }
}
