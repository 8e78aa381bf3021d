/// How far a search may go. `states` makes the verdict deterministic (same position, same
/// answer on every machine); `stop` is polled now and then (a clock, from the caller: the
/// solver reads none) and ends the search as undecided when it returns true; `memory` bounds
/// the bytes of a search's table of positions (the room it takes while it doubles included),
/// and ends it as undecided, for memory (`Solution.outOfMemory`), when the table is full.
public struct Budget: Sendable {
    public var states: Int
    public var stop: (@Sendable () -> Bool)?
    /// Positions a search for a shorter line may visit once a win is found (0: none).
    public var shortening: Int
    /// Bytes a search's table of positions may take (see `defaultMemory`).
    public var memory: Int

    /// No search for a shorter line (as before it existed: the console's callers ask for it
    /// with `shortening:` or `Solver.shortened`).
    public init(states: Int = 5_000_000, stop: (@Sendable () -> Bool)? = nil, memory: Int = Budget.defaultMemory) {
        self.init(states: states, stop: stop, shortening: 0, memory: memory)
    }

    public init(
        states: Int, stop: (@Sendable () -> Bool)? = nil, shortening: Int, memory: Int = Budget.defaultMemory
    ) {
        self.states = states
        self.stop = stop
        self.shortening = shortening
        self.memory = memory
    }

    /// A shortening budget that takes some tens of milliseconds (seeds 1–200 of draw-1: a
    /// median 38 ms, release) and cuts the median line by a quarter (179 moves to 129).
    public static let defaultShortening = 20_000

    /// Room for a table of 2^23 positions' slots (48 MB, 72 MB while it doubles to that
    /// size): about 7.3 million positions, more than the game's own budgets of positions
    /// reach. A caller that searches by the clock gives a share of the machine's memory.
    public static let defaultMemory = 80 << 20

    /// The bytes a search's table of positions may take within a limit on the whole process:
    /// what the rest of the program takes set aside (`processReserve`), and of the rest an
    /// eighth for the search's line and steps waiting, which may grow by as much
    /// (`Search.growBuffers`). What a caller gives as `memory`.
    public static func tableShare(ofProcessLimit bytes: Int) -> Int {
        max(bytes - processReserve, 0) / 8 * 7
    }

    /// What a process running the solver takes besides its table of positions.
    public static let processReserve = 64 << 20
}
