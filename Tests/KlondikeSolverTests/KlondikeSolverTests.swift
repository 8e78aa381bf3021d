import Testing

@testable import CardKit
@testable import Klondike

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

// The engine's types, by their short names in this file (other engines have their own `Move`s).
private typealias Pile = Klondike.Pile
private typealias Move = Klondike.Move
private typealias Position = Klondike.Position

/// A small depth-first search over the engine's own moves, enough to find a win for the
/// golden transcript (`Tests/Transcripts/klondike.en.in`): foundations first, then moves
/// that turn a face-down card, the waste, the stock. Whole runs only; nothing comes back
/// from a foundation. It stops once `auto` can finish.
private struct KlondikeSearch {
    struct Key: Hashable {
        var stock: [FrenchCard], waste: [FrenchCard], foundations: [Int], stacks: [[FrenchCard]], hidden: [Int]
        init(_ p: Position) {
            stock = p.stock
            waste = p.waste
            foundations = p.foundations
            stacks = p.stacks
            hidden = p.hidden
        }
    }

    var budget: Int
    var maxRecycles = 3
    private var seen = Set<Key>()
    private var path: [Move] = []

    init(budget: Int) { self.budget = budget }

    mutating func solve(_ game: Klondike) -> [Move]? {
        seen = []
        path = []
        return search(game) ? path : nil
    }

    private mutating func search(_ g: Klondike) -> Bool {
        if g.canFinishAutomatically || g.isWon { return true }
        guard budget > 0, seen.insert(Key(g.position)).inserted else { return false }
        budget -= 1
        for move in candidates(g) {
            var next = g
            _ = next.apply(move)
            path.append(move)
            if search(next) { return true }
            path.removeLast()
        }
        return false
    }

    func candidates(_ g: Klondike) -> [Move] {
        let p = g.position
        var up: [(Move, Int)] = []
        var reveal: [Move] = []
        var fromWaste: [Move] = []
        var emptying: [Move] = []
        var draw: [Move] = []
        for move in g.legalMoves() {
            guard case .transfer(let from, let to, let count) = move else {
                if !(p.stock.isEmpty && p.recycles >= maxRecycles) { draw.append(move) }
                continue
            }
            if case .foundation = from { continue }
            if case .foundation = to {
                let rank =
                    switch from {
                    case .waste: p.waste.last!.rank
                    case .stack(let i): p.stacks[i].last!.rank
                    default: 99
                    }
                up.append((move, rank))
                continue
            }
            switch from {
            case .waste: fromWaste.append(move)
            case .stack(let i):
                guard count == p.faceUp(i).count else { continue }
                if p.hidden[i] > 0 {
                    reveal.append(move)
                } else if case .stack(let j) = to, !p.stacks[j].isEmpty, p.stacks[i][0].rank != 13 {
                    emptying.append(move)
                }
            default: break
            }
        }
        return up.sorted { $0.1 < $1.1 }.map(\.0) + reveal + fromWaste + draw + emptying
    }

    /// What a player types for a move: `tap X` when the double tap does just that, else
    /// `move FROM TO` (`f`: the card's own foundation; a run's length is found by itself).
    static func command(for move: Move, in g: Klondike) -> String {
        func name(_ pile: Pile) -> String {
            switch pile {
            case .stock: "s"
            case .waste: "w"
            case .foundation: "f"
            case .stack(let i): "\(i + 1)"
            }
        }
        guard case .transfer(let from, let to, let count) = move else { return "draw" }
        if count == 1, case .success(let tapped) = g.tapMove(from), tapped == move { return "tap \(name(from))" }
        return "move \(name(from)) \(name(to))"
    }
}

@Suite struct KlondikeSearchTests {
    static let transcriptSeed: UInt64 = 2

    /// The commands of the winning golden transcript: the search's win, then `auto`.
    static func winningCommands(seed: UInt64) -> [String]? {
        var search = KlondikeSearch(budget: 20_000)
        var g = Klondike(seed: seed)
        guard let moves = search.solve(g) else { return nil }
        var commands: [String] = []
        for move in moves {
            commands.append(KlondikeSearch.command(for: move, in: g))
            _ = g.apply(move)
        }
        if !g.isWon { commands.append("auto") }
        return commands
    }

    @Test func theSearchWinsTheTranscriptDealAndEveryStepIsLegal() throws {
        var search = KlondikeSearch(budget: 20_000)
        var g = Klondike(seed: Self.transcriptSeed)
        let found = search.solve(g)
        let moves = try #require(found)
        for move in moves {
            #expect(g.refusal(for: move) == nil)
            _ = g.apply(move)
        }
        #expect(g.canFinishAutomatically || g.isWon)
        _ = g.finish()
        #expect(g.isWon)
    }

    /// The golden transcript replays the search's win. `scripts/update-goldens` writes it
    /// (BARAJA_UPDATE_GOLDEN=1, refused under CI), and a run that writes fails, as the
    /// transcripts' own test does (`Tests/TestSupport/Golden.swift`, which this target does not link).
    @Test func theWinningTranscriptPlaysTheSearchsWin() throws {
        let commands = try #require(Self.winningCommands(seed: Self.transcriptSeed))
        let path =
            "/" + #filePath.split(separator: "/").dropLast(2).joined(separator: "/") + "/Transcripts/klondike-win.en.in"
        let header = "# args: --lang en --seed \(Self.transcriptSeed) --game klondike"
        let expected = ([header, "hint"] + commands + ["quit"]).joined(separator: "\n") + "\n"
        let environment = ProcessInfo.processInfo.environment
        if let update = environment["BARAJA_UPDATE_GOLDEN"], !update.isEmpty, update != "0" {
            if let ci = environment["CI"], !ci.isEmpty {
                Issue.record(
                    "BARAJA_UPDATE_GOLDEN is refused under CI: goldens change only in a commit (scripts/update-goldens)"
                )
            } else if (try? String(contentsOfFile: path, encoding: .utf8)) == expected {
                Issue.record(
                    "BARAJA_UPDATE_GOLDEN: klondike-win.en.in unchanged; a run that may write goldens never passes")
                return
            } else {
                try expected.write(toFile: path, atomically: true, encoding: .utf8)
                Issue.record(
                    "BARAJA_UPDATE_GOLDEN: wrote klondike-win.en.in; read the diff, then run the tests without the variable"
                )
                return
            }
        }
        let actual = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected)
    }
}
