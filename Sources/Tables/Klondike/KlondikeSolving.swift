import CardKit
import GameKit
import Host
import Klondike
import KlondikeSolver
import ShellKit
import SolveKit
import TableKit

/// Klondike's solver at the console: `solve` (is the game still winnable?), `solve show`
/// (the winning line in the game's own commands), `solve play` (one move per Enter) and
/// `solve play all`, `new winnable` and the kept `winnable on|off`. Asking the solver makes
/// the deal assisted: its win counts apart in the statistics.
extension KlondikeTable {
    typealias Solving = @Sendable (Position, DrawMode, Budget) -> Solution

    /// The solver the console asks. Tests put a stand-in here for what they run
    /// (`KlondikeTable.$solving.withValue(…) { … }`), so the console is tested apart from
    /// the search.
    @TaskLocal static var solving: Solving = { Solver.solve($0, drawMode: $1, budget: $2) }

    /// `solve`'s budget: a number of positions (the same verdict on every machine), and a
    /// clock guard for a slow machine.
    static let solveStates = 2_000_000
    static let solveSeconds = 10.0
    /// `solve` asked again after an undecided answer: one longer search.
    static let furtherStates = 6_000_000
    static let furtherSeconds = 30.0
    /// `new winnable`: a smaller budget for each deal, at most this many deals, and a clock
    /// guard for them all.
    static let dealStates = 100_000
    static let dealTries = 25

    // MARK: solve

    /// The last answer, if it is about the position now.
    var known: Solution? { solved?.answer(about: game) }

    /// The solver's answer for the position now (the last one again if nothing moved since);
    /// the deal is assisted from now on. `news`: what to tell about that, the first time.
    private mutating func askSolver(further: Bool = false) -> (solution: Solution, news: [Message]) {
        let solution: Solution
        if let known, !further {
            solution = known
        } else {
            let (states, seconds) =
                further ? (Self.furtherStates, Self.furtherSeconds) : (Self.solveStates, Self.solveSeconds)
            let start = Platform.monotonicSeconds()
            // The line a player reads and replays is shortened (a few tens of milliseconds).
            // The table of positions may grow within the machine's share (`baraja solve`'s).
            let budget = Budget(
                states: states, stop: { Platform.monotonicSeconds() - start > seconds },
                shortening: Budget.defaultShortening,
                memory: Budget.tableShare(ofProcessLimit: MemoryLimit.machineDefault))
            solution = Self.solving(game.position, game.drawMode, budget)
            solved = Klondike.Known(solution, about: game, further: further)
        }
        guard !play.assisted else { return (solution, []) }
        play.assisted = true
        return (solution, [Message("klondike.solve.assisted")])
    }

    /// `solve`, `solve show`, `solve play`, `solve play all`.
    mutating func solve(_ argument: String?, at now: Double) -> Response {
        if game.isWon { return .refusal(Message("klondike.solve.refused.won", .command(.new), .command(.restart))) }
        if argument == "quick" { return Response(quickCheck(), redraw: false) }
        // Nothing changes when the answer is known and the deal already assisted.
        let changes = known == nil || !play.assisted
        // `solve` again after an undecided answer searches further, once.
        let further = argument == nil && known?.verdict == .undecided && solved?.further == false
        let (solution, news) = askSolver(further: further)
        // The solver's "not winnable" is the warning's news too: `warn lost` does not say it again.
        if solution.verdict == .unwinnable { play.knowLost() }
        if solution.verdict == .winnable { play.provedWinnable() }
        guard let argument else {
            var messages = verdict(solution)
            if solution.verdict == .undecided && solved?.further == false {
                messages.append(
                    Message(
                        "klondike.solve.again", .command(.solve), .int(Self.furtherStates), count: Self.furtherStates))
            }
            return Response(messages + news, redraw: false)
        }
        guard solution.verdict == .winnable else {
            // No line to show or play: the verdict says why.
            let asked = Argument.commandWith(
                .solve, argumentKey: argument == "show" ? "klondike.solve.show.words" : "klondike.solve.play.words")
            let why = verdict(solution) + [Message("klondike.solve.noline", asked)]
            return changes ? Response(why + news, redraw: false) : Response(why, redraw: false, refused: true)
        }
        switch argument {
        case "show":
            return Response(listing(solution.moves) + news, redraw: false)
        case "play":
            playback = Klondike.Playback(solution.moves)
            return Response(
                [Message("klondike.play.start", .int(solution.moves.count), count: solution.moves.count)] + news,
                redraw: false)
        default:
            return playAll(solution.moves, news: news, at: now)
        }
    }

    /// The verdict, and for a lost deal the card that shows why, when one does.
    private func verdict(_ solution: Solution) -> [Message] {
        [verdictLine(solution)] + Self.why(solution.reason)
    }

    private func verdictLine(_ solution: Solution) -> Message {
        switch solution.verdict {
        case .winnable:
            return Message(
                "klondike.solve.winnable", .int(solution.moves.count), .int(solution.states),
                .commandWith(.solve, argumentKey: "klondike.solve.show.words"),
                .commandWith(.solve, argumentKey: "klondike.solve.play.words"), count: solution.moves.count)
        case .unwinnable:
            // With no move to take back, only a new deal helps.
            // A verdict reached with no position searched (a deal lost as it lies) says no count.
            guard !game.history.isEmpty else {
                guard solution.states > 0 else {
                    return Message("klondike.solve.unwinnable.dealt.nosearch", .command(.new))
                }
                return Message("klondike.solve.unwinnable.dealt", .int(solution.states), .command(.new))
            }
            guard solution.states > 0 else {
                return Message("klondike.solve.unwinnable.nosearch", .command(.undo), .command(.new))
            }
            return Message("klondike.solve.unwinnable", .int(solution.states), .command(.undo), .command(.new))
        case .undecided:
            return Message("klondike.solve.undecided", .int(solution.states))
        }
    }

    // MARK: solve show

    /// The line as the player would type it, numbered: draws in a row grouped (`draw ×3`),
    /// each other move with the cards it moves, and `auto` for the cards that go up at the end.
    private func listing(_ moves: [Move]) -> [Message] {
        let steps = game.line(moves).map { step -> (Argument, Message?) in
            switch step {
            case .finish(let n): (.command(.auto), Message("klondike.solve.step.auto", .int(n), count: n))
            case .recycle: (.command(.draw), Message("klondike.solve.step.recycle"))
            case .draws(let n): (.command(.draw), n > 1 ? Message("klondike.solve.step.draws", .int(n)) : nil)
            case .move(let typing, let cards):
                (Self.typed(typing), Message("klondike.solve.step.cards", .frenchCards(cards)))
            }
        }
        let width = String(steps.count).count
        let lines = steps.enumerated().map { n, step in
            let number = Argument.verbatim(String(repeating: " ", count: width - String(n + 1).count) + String(n + 1))
            guard let detail = step.1 else { return Message("klondike.solve.step", number, step.0) }
            return Message("klondike.solve.step.detail", number, step.0, .message(detail))
        }
        return [Message("klondike.solve.line", .int(moves.count), .int(steps.count), count: moves.count)] + lines
    }

    // MARK: solve play

    var stepping: Message? {
        guard let playback, let next = playback.next else { return nil }
        return Message(
            "klondike.play.next", .int(playback.done + 1), .int(playback.moves.count),
            Self.typed(game.typing(next)))
    }

    /// Enter during `solve play`: the next move of the line, through the engine like any move.
    mutating func step(at now: Double) -> Response {
        guard var playback, let next = playback.next else { return Response([], redraw: false) }
        let before = game.position
        let response = respond(.lineMove(next), at: now)
        if response.refused {
            self.playback = nil
            return .refusal(Message("klondike.play.broken", .command(.solve)))
        }
        playback.advance()
        self.playback = playback.next == nil ? nil : playback
        // What is left of the line still wins from here: `solve` needs no new search.
        let states = solved?.answer.states ?? 0
        solved = Klondike.Known(Solution(verdict: .winnable, moves: playback.rest, states: states), about: game)
        return withLossWarning(response, from: before)
    }

    /// `solve play` while its line waits for Enter: the line goes on where it is.
    func keepsStepping(_ command: CommandID, argument: CommandArgument) -> Bool {
        playback != nil && command == .solve && argument == .choice("play")
    }

    mutating func stopStepping(for command: CommandID?, argument: CommandArgument) -> Message? {
        guard let playback else { return nil }
        self.playback = nil
        // `solve play all` plays the rest of the line: nothing to say before it does.
        if command == .solve && argument == .choice("play all") { return nil }
        return Message(
            "klondike.play.stopped", .int(playback.done), .int(playback.moves.count),
            .commandWith(.solve, argumentKey: "klondike.solve.play.words"), count: playback.moves.count)
    }

    /// `solve play all`: every move of the line through the engine, then the table.
    private mutating func playAll(_ moves: [Move], news: [Message], at now: Double) -> Response {
        var response = respond(.line(moves), at: now)
        solved = nil
        response.messages =
            [Message("klondike.play.all", .int(moves.count), count: moves.count)] + news + response.messages
        response.refused = false
        response.redraw = true
        return response
    }

    // MARK: new winnable, winnable on|off

    /// Deals from the game's own generator until the solver proves a deal winnable (with a
    /// modest budget, so the same seed gives the same deals), skipping the others.
    mutating func dealWinnable() -> [Message] {
        let deadline = Platform.monotonicSeconds() + Self.solveSeconds
        let budget = Budget(states: Self.dealStates, stop: { Platform.monotonicSeconds() > deadline })
        let dealt = play.dealUntil(
            tries: Self.dealTries, goesOn: { Platform.monotonicSeconds() < deadline },
            { Self.solving($0.position, $0.drawMode, budget) }, accepts: { $0.verdict == .winnable })
        guard dealt.accepted else {
            let tried = dealt.skipped + 1
            return [Message("klondike.winnable.none", .int(tried), .command(.solve), count: tried)]
        }
        solved = Klondike.Known(dealt.answer, about: game)
        return [
            dealt.skipped == 0
                ? Message("klondike.winnable.dealt")
                : Message("klondike.winnable.skipped", .int(dealt.skipped), count: dealt.skipped)
        ]
    }

    /// `winnable`: what is chosen; `winnable on|off`: choose (kept for the next runs).
    mutating func chooseWinnable(_ choice: Bool?) -> Response {
        let on = Argument.commandWith(.winnable, argumentKey: "klondike.winnable.on.words")
        let off = Argument.commandWith(.winnable, argumentKey: "klondike.winnable.off.words")
        let once = Argument.commandWith(.new, argumentKey: "klondike.draw.winnable.words")
        guard let choice else {
            return Response(
                [
                    play.winnableOnly
                        ? Message("klondike.winnable.is.on", off) : Message("klondike.winnable.is.off", on, once)
                ],
                redraw: false)
        }
        play.winnableOnly = choice
        return Response(
            [
                play.winnableOnly
                    ? Message("klondike.winnable.set.on", .command(.new), off)
                    : Message("klondike.winnable.set.off", on)
            ],
            redraw: false)
    }
}

extension KlondikeTable: Stepping {}

/// The solver's answers (`solve`, `new winnable`, a new deal with `winnable on`) stop on the
/// clock on a slow machine: a save keeps the table after them rather than replaying them.
extension KlondikeTable: SavingWhole {
    /// Every command sets `lastSeen`, the clock the time shown is counted to.
    static var changesWithEveryCommand: Bool { true }

    func savesWhole(after command: CommandID, argument: CommandArgument) -> Bool {
        switch command {
        case .solve, .winnable: return true
        case .new, .shake: return play.winnableOnly || (argument.word ?? "").contains("winnable")
        default: return false
        }
    }
}
