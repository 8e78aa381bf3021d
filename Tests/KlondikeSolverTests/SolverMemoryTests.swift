import CardKit
import Testing

@testable import Klondike
@testable import KlondikeSolver

/// The solver's table of positions grows as far as its memory limit allows (`Budget.memory`),
/// and a search that fills it says so (`Solution.outOfMemory`) instead of "undecided in the
/// time allowed".
@Suite struct SolverMemoryTests {
    /// More keys than the old fixed table of 2^23 slots could hold (full at seven eighths:
    /// 7,340,032): with room to double it holds them all; its memory stays within the limit.
    @Test func theTableGrowsPastTheOldCapWhenMemoryAllows() {
        let limit = 3 * KeyTable.bytes(1 << 24)
        var table = KeyTable(capacityLog2: 16, limit: limit)!
        defer { table.free() }
        var random = SeededRNG(seed: 11)
        var added = 0
        while added < 8_000_000 {
            if table.insert(random.next() | 1) { added += 1 }
        }
        #expect(!table.isFull)
        #expect(table.count == 8_000_000)
        #expect(table.byteCount == KeyTable.bytes(1 << 24))
        #expect(table.peakBytes <= limit)
    }

    /// Within a limit that allows no doubling past 2^12 slots, the table fills to seven eighths
    /// of them and is then full; every key in it stays there.
    @Test func atItsLimitTheTableFillsToSevenEighthsAndIsFull() {
        let limit = KeyTable.bytes(1 << 12) + KeyTable.bytes(1 << 13) - 1
        var table = KeyTable(capacityLog2: 10, limit: limit)!
        defer { table.free() }
        var random = SeededRNG(seed: 5)
        var keys: [UInt64] = []
        while !table.isFull {
            let key = random.next() | 1
            if table.insert(key) { keys.append(key) }
        }
        #expect(table.byteCount == KeyTable.bytes(1 << 12))
        // Seven eighths, and the key that found it so.
        #expect(table.count == (1 << 12) * 7 / 8 + 1)
        #expect(table.peakBytes <= limit)
        for key in keys { #expect(table.contains(key)) }
    }

    /// The line of play and the steps waiting double when a search goes deeper than they first
    /// hold, the steps kept in order.
    @Test func theStepBuffersGrowKeepingTheirSteps() {
        var buffer = StepBuffer(capacity: 4)
        defer { buffer.free() }
        for k in 0..<4 { buffer.append(Step(kind: .stackToStack, a: UInt8(k), b: UInt8(k + 1), card: UInt8(k))) }
        let grew = buffer.grow()
        #expect(grew)
        #expect(buffer.capacity == 8 && buffer.count == 4)
        for k in 4..<8 { buffer.append(Step(kind: .stackToStack, a: UInt8(k), b: UInt8(k + 1), card: UInt8(k))) }
        #expect(buffer.all.map(\.card) == (0..<8).map { UInt8($0) })
        #expect(buffer.all.map(\.a) == (0..<8).map { UInt8($0) })
    }

    /// A deal whose search needs more positions than a small table holds (no memory: the
    /// smallest first table, 2^10 slots): within that memory it ends undecided for memory (no
    /// clock asked it to stop), and the same search with the default memory decides it.
    @Test func aSearchStoppedByMemorySaysSoAndMoreMemoryDecides() {
        let deal = Klondike(seed: SolverMemoryTests.hungrySeed, drawMode: .one)
        let small = deal.solve(budget: Budget(states: 3_000_000, memory: 0))
        #expect(small.verdict == .undecided)
        #expect(small.outOfMemory)
        let roomy = deal.solve(budget: Budget(states: 3_000_000))
        #expect(roomy.verdict != .undecided)
        #expect(!roomy.outOfMemory)
        // Out of positions, not memory: not said to be memory.
        let short = deal.solve(budget: Budget(states: 30_000))
        #expect(short.verdict == .undecided && !short.outOfMemory)
    }

    /// A search's table starts small (2^10 slots) and grows as its positions come: a deal
    /// won in a few positions touches a few kilobytes, and a longer search still finds room.
    @Test func aSearchsTableStartsSmallAndGrowsAsItNeeds() {
        let deal = Klondike(seed: 2, drawMode: .one).dealt
        let quick = Search(deal, drawMode: .one, budget: Budget(states: 100))!
        _ = quick.run()
        #expect(quick.states < 700)
        #expect(quick.table.byteCount == KeyTable.bytes(1 << Search.firstTableLog2))
        let hungry = Klondike(seed: SolverMemoryTests.hungrySeed, drawMode: .one).dealt
        let long = Search(hungry, drawMode: .one, budget: Budget(states: 20_000))!
        #expect(long.run() == .undecided)
        #expect(long.table.count > 10_000)
        #expect(long.table.byteCount > KeyTable.bytes(1 << 14))
    }

    /// Lost, proved in some 136,000 positions.
    static let hungrySeed: UInt64 = 861
}
