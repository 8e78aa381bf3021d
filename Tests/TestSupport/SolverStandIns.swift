import CardKit
import Klondike
import KlondikeSolver

/// How the console asks the solver (the type of `KlondikeTable.solving`).
public typealias Solving = @Sendable (Klondike.Position, Klondike.DrawMode, Budget) -> Solution

/// Stand-ins for Klondike's solver (`KlondikeTable.$solving.withValue`), so that the tests of
/// the console (and the soak) check it whatever the search does.
public enum StandIn {
    /// The real solver on a short budget, enough for easy deals (seed 2's first).
    public static let search: Solving = { position, mode, budget in
        Solver.solve(position, drawMode: mode, budget: Budget(states: min(budget.states, 20_000)))
    }

    /// The same answer whatever the position, with no line.
    public static func always(_ verdict: Verdict) -> Solving {
        { _, _, _ in Solution(verdict: verdict, moves: [], states: 7) }
    }

    /// Cheap (the soak asks thousands of times): winnable once every card is face up and the
    /// stock empty (the cards then go up one by one), else undecided.
    public static let ending: Solving = { position, mode, _ in
        var g = Klondike(position: position, drawMode: mode)
        guard g.canFinishAutomatically else { return Solution(verdict: .undecided, moves: [], states: 1) }
        var moves: [Klondike.Move] = []
        while !g.isWon {
            let up = g.legalMoves().filter { if case .transfer(_, .foundation, 1) = $0 { true } else { false } }
            guard let next = up.first else { break }
            moves.append(next)
            _ = g.apply(next)
        }
        return Solution(verdict: g.isWon ? .winnable : .undecided, moves: g.isWon ? moves : [], states: moves.count)
    }

    /// Winnable when stack 7's top card is red (an empty line): a test of which deals
    /// `new winnable` keeps.
    public static let redSeventh: Solving = { position, _, _ in
        Solution(verdict: isRedSeventh(position) ? .winnable : .unwinnable, moves: [], states: 1)
    }

    public static func isRedSeventh(_ p: Klondike.Position) -> Bool { p.stacks[6].last!.suit.isRed }

    /// `warn lost`'s check on a budget of 50 positions (the relaxation and a short search:
    /// some losses proved, cheap enough for the soak's thousands of moves).
    public static let shortLossCheck: @Sendable (Klondike.Position, Klondike.DrawMode, Int) -> Solution = {
        Solver.lossCheck($0, drawMode: $1, states: min($2, 50))
    }
}

/// The budgets the solver was given (the tests run one call at a time on it).
public final class Budgets: @unchecked Sendable {
    public var states: [Int] = []
    public init() {}
}

/// Calls counted (the tests run one call at a time on it).
public final class Calls: @unchecked Sendable {
    public var count = 0
    public init() {}
    public func counting(_ solving: @escaping Solving) -> Solving {
        { p, m, b in
            self.count += 1
            return solving(p, m, b)
        }
    }
}
