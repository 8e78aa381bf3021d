import CardKit

extension Klondike {
    /// Klondike as played at a table: the game, and what the table remembers around it (the
    /// draw mode chosen, the clock of the deal, the tally of deals played and won, the moves
    /// `redo` can play again, the auto-moves `undo` takes back with their move, the loss
    /// warning). Pure: the time comes in as an argument, what happens comes out as events.
    public struct Play: Equatable, Sendable {
        public var game: Klondike
        /// The draw mode the next deal deals with, unless it names one.
        public var preferredMode: DrawMode = .one
        /// Clock when this deal began, and at the last command (for the time shown).
        public internal(set) var dealtAt: Double = 0
        public var lastSeen: Double = 0
        /// The time of the win, once won.
        public internal(set) var wonAfter: Int?
        public internal(set) var played = 0
        public internal(set) var won = 0
        /// The solver was asked about this deal: a win counts as assisted. `restart` keeps it
        /// (the same deal); a new deal clears it.
        public var assisted = false
        /// Deal only games the solver proved winnable.
        public var winnableOnly = false
        /// The moves `undo` took back, for `redo`.
        public internal(set) var redoStack = RedoStack()
        /// After each move, the cards safe to put on their foundations go there.
        public var autoMoves = false
        /// The auto-moves `undo` takes back with the move before them.
        public internal(set) var autoGroups = AutoGroups()
        /// Say once when a change of the position leaves the game lost (`watchForLoss`).
        public internal(set) var warnLost = false
        /// The count of the game's history where the game was proved lost (every later
        /// position in the history is lost too); nil when no loss is known.
        public internal(set) var lostAt: Int?
        /// The last position of the game's line the checks proved winnable (nil: none known),
        /// so that a loss proved later can say since which move the game has been lost.
        public internal(set) var winnable: Winnable?

        public init(seed: UInt64) { game = Klondike(seed: seed) }

        public init(game: Klondike) { self.game = game }
    }

    /// A deal that ended, for the statistics: won, or left unfinished (lost).
    public struct Over: Hashable, Sendable {
        public var won: Bool
        public var score: Int
        public var seconds: Int
        public var assisted: Bool
    }

    /// What a command of the player did: the events of the command itself, the events of the
    /// auto-moves that followed it, and the deals that ended.
    public struct Outcome: Equatable, Sendable {
        public var events: [Event]
        public var autoMoves: [Event] = []
        public var over: [Over] = []

        public init(events: [Event], autoMoves: [Event] = [], over: [Over] = []) {
            self.events = events
            self.autoMoves = autoMoves
            self.over = over
        }

        public var refused: Bool { events.contains(where: \.isRefusal) }
    }
}

extension Klondike.Play {
    public typealias DrawMode = Klondike.DrawMode
    public typealias Position = Klondike.Position
    /// The cards safe to put on their foundations in a position (the solver's rule).
    public typealias SafeCards = (Position) -> [FrenchCard]

    /// The time shown: from the deal to the win, or to the last command.
    public var seconds: Int { Int((wonAfter.map(Double.init) ?? (lastSeen - dealtAt)).rounded(.down)) }

    /// How many times `undo` can still take a move back (a move and its auto-moves are one).
    public var undoable: Int { max(0, game.history.count - autoGroups.total) }

    /// How many moves `redo` can play again now.
    public var redoable: Int { redoStack.from == game.position ? redoStack.steps.count : 0 }

    /// Worth continuing: a deal with moves made and not yet won.
    public var isUnfinished: Bool { !game.isWon && game.position.moves > 0 }

    /// The deals played, this one counted when it is unfinished.
    public var playedWithThis: Int { played.saturatingAdding(isUnfinished ? 1 : 0) }

    /// The clock starts on this deal.
    public mutating func begin(at now: Double) {
        dealtAt = now
        lastSeen = now
    }

    /// A draw mode chosen for the next deals (and this one, when nothing is played yet).
    public mutating func prefer(_ mode: DrawMode) {
        preferredMode = mode
        game.useDrawMode(mode)
    }

    /// A new deal, drawing `mode` (nil: as the last one chosen); the deal left unfinished
    /// counts as lost.
    public mutating func newDeal(_ mode: DrawMode?, at now: Double) -> Klondike.Outcome {
        preferredMode = mode ?? preferredMode
        let over = abandon()
        let events = game.newDeal(preferredMode)
        startAgain(at: now)
        lostAt = nil
        winnable = nil
        assisted = false
        return Klondike.Outcome(events: events, over: over)
    }

    /// The same deal again from the start; the deal left unfinished counts as lost.
    public mutating func restart(at now: Double) -> Klondike.Outcome {
        let over = abandon()
        let events = game.restart()
        startAgain(at: now)
        return Klondike.Outcome(events: events, over: over)
    }

    private mutating func startAgain(at now: Double) {
        dealtAt = now
        wonAfter = nil
        autoGroups = AutoGroups()
    }

    /// A move of the player, then (with `autoMoves` and a rule for safe cards) the safe cards
    /// to the foundations.
    public mutating func apply(_ move: Klondike.Move, then safe: SafeCards? = nil) -> Klondike.Outcome {
        var outcome = Klondike.Outcome(events: game.apply(move))
        if autoMoves, let safe, !outcome.refused { outcome.autoMoves = playSafeCards(safe) }
        return settle(outcome)
    }

    /// `auto` alone: the game finished when every card is face up.
    public mutating func finish() -> Klondike.Outcome { settle(Klondike.Outcome(events: game.finish())) }

    /// The last move taken back (with the auto-moves after it), remembered for `redo`.
    public mutating func undo() -> Klondike.Outcome {
        let before = game.position
        if !game.isWon { takeBackAutoMoves() }
        let step = game.steps.last
        let outcome = settle(Klondike.Outcome(events: game.undo()))
        if !outcome.refused, let step { rememberUndone(step, from: before) }
        return outcome
    }

    /// Events played by another way than `apply` (a line of the solver's), counted as any:
    /// the win for the statistics.
    public mutating func settle(_ outcome: Klondike.Outcome) -> Klondike.Outcome {
        guard (outcome.events + outcome.autoMoves).contains(where: { if case .won = $0 { true } else { false } })
        else { return outcome }
        var settled = outcome
        wonAfter = Int((lastSeen - dealtAt).rounded(.down))
        played.saturatingAdd(1)
        won.saturatingAdd(1)
        settled.over.append(Klondike.Over(won: true, score: game.position.score, seconds: seconds, assisted: assisted))
        return settled
    }

    /// A deal left unfinished counts as lost for the statistics (once something was played).
    private mutating func abandon() -> [Klondike.Over] {
        guard isUnfinished else { return [] }
        played.saturatingAdd(1)
        return [Klondike.Over(won: false, score: game.position.score, seconds: seconds, assisted: assisted)]
    }
}

// MARK: The loss warning

extension Klondike.Play {
    /// Turns the warning on or off (off forgets the loss and the winnable position known).
    public mutating func warn(_ on: Bool) {
        warnLost = on
        if !on {
            lostAt = nil
            winnable = nil
        }
    }

    /// The check after a change of the position: nil while a loss known before is still behind
    /// the game (nothing is checked), or when `check` proves nothing; the loss the first time
    /// one is proved (`undo` from one lost position to another is the same loss, said once),
    /// with the last position of the line proved winnable before it, when one is known. A
    /// position the check proves winnable is kept as that position; one `undo` brought back
    /// from beyond it is winnable too (the line it led to wins), and kept so. Never checks a
    /// won game. Constant work besides `check`.
    public mutating func watchForLoss<Proof>(_ check: (Klondike) -> Checked<Proof>) -> Loss<Proof>? {
        let steps = game.history.count
        if let known = winnable, known.at > steps || !isOnLine(known) {
            winnable = known.at > steps ? Winnable(at: steps, undoable: undoable, position: game.position) : nil
        }
        let saidBefore = lostAt != nil
        if let at = lostAt, steps >= at { return nil }
        lostAt = nil
        guard !game.isWon else { return nil }
        switch check(game) {
        case .undecided:
            return nil
        case .winnable:
            winnable = Winnable(at: steps, undoable: undoable, position: game.position)
            return nil
        case .lost(let proof):
            lostAt = steps
            let since = winnable.flatMap { $0.at < steps && isOnLine($0) ? $0 : nil }
            return saidBefore ? nil : Loss(proof: proof, since: since)
        }
    }

    /// Whether a winnable position known is the one at its place in the game's history now.
    private func isOnLine(_ known: Winnable) -> Bool {
        let steps = game.history.count
        guard known.at <= steps else { return false }
        return (known.at == steps ? game.position : game.history[known.at]) == known.position
    }

    /// A check other than the warning's (the quick answer, the hint's, `solve`) proved the
    /// position now winnable: kept as the warning's record, so that a loss proved later says
    /// since which move. Nothing on a won game or a position already proved lost.
    public mutating func provedWinnable() {
        guard !game.isWon, !isKnownLost else { return }
        winnable = Winnable(at: game.history.count, undoable: undoable, position: game.position)
    }

    /// The game proved lost by other means (the solver asked): the warning has nothing to add.
    public mutating func knowLost() {
        if warnLost, lostAt == nil { lostAt = game.history.count }
    }

    /// Whether the position now is proved lost (by the warning's check or the solver's).
    public var isKnownLost: Bool {
        guard let at = lostAt else { return false }
        return game.history.count >= at
    }

    /// What a check of the position says.
    public enum Checked<Proof> {
        case lost(Proof)
        case winnable
        case undecided
    }

    /// A loss proved, and the last position of the line proved winnable before it.
    public struct Loss<Proof> {
        public var proof: Proof
        public var since: Winnable?
    }

    /// A position proved winnable: its count of the game's history, how many times `undo`
    /// could be used there (a move and its auto-moves are one), and the position itself.
    public struct Winnable: Hashable, Sendable, Codable {
        public var at: Int
        public var undoable: Int
        public var position: Position
    }
}
