import TestSupport
import Testing

@testable import CardKit
@testable import Klondike
@testable import KlondikeSolver

/// The relaxation that proves positions lost lets a card lie again on a card under it in its
/// own stack once a run beneath it has carried it off.
@Suite struct CarriedRunTests {
    /// Deal 553 of Benchmarks/peers/deals.py (Solvitaire's JSON: each stack bottom card first,
    /// lower case face down; the stock bottom card first). Solvitaire and Klondike-Solver both
    /// win it in draw-1 and draw-3.
    static let deal553: Klondike.Position = {
        let tableau = [
            ["4D"], ["2d", "7D"], ["3d", "9h", "5C"], ["5d", "5s", "6d", "8D"],
            ["6s", "4c", "10h", "8c", "6C"], ["9d", "Ks", "Ad", "Qh", "10d", "JD"],
            ["7s", "10c", "7c", "6h", "Kd", "Kc", "7H"],
        ]
        let stock = [
            "5H", "2C", "4H", "9C", "3H", "QS", "AH", "QD", "8H", "4S", "JH", "9S", "QC", "AS", "JS",
            "3S", "8S", "2S", "KH", "2H", "3C", "JC", "AC", "10S",
        ]
        guard case .success(let p) = Klondike.deal(solvitaireTableau: tableau, stock: stock) else {
            fatalError("deal 553 does not parse")
        }
        return p
    }()

    /// Klondike-Solver's winning line for deal 553 passes through this position: ♦4 on ♣5 on
    /// ♦6 over a face-down ♠5 in stack 4, ♦A under ♥Q in stack 6. ♦4 can go on neither black
    /// five by itself (both lie under it), yet ♦6 ♣5 ♦4 go on ♠7, ♠5 turns over and ♦4 comes
    /// back on it, freeing ♣5 for its foundation, then ♣6–♣9, ♥10, ♥J and ♥Q, and ♦A.
    /// The relaxation once kept ♦4 from every card under it and called this lost.
    static let carriedOff: Klondike.Position = {
        func c(_ rank: Int, _ suit: FrenchSuit) -> FrenchCard { FrenchCard(rank, suit) }
        return Klondike.Position(
            stock: [c(12, .spades), c(8, .hearts)],
            waste: [c(10, .spades), c(11, .clubs), c(13, .hearts), c(8, .spades), c(11, .hearts)],
            foundations: [4, 6, 0, 4],
            stacks: [
                [c(13, .clubs), c(12, .diamonds), c(11, .spades), c(10, .hearts), c(9, .clubs)],
                [c(2, .diamonds), c(7, .diamonds), c(6, .spades)],
                [c(3, .diamonds), c(9, .hearts), c(8, .clubs), c(7, .hearts), c(6, .clubs)],
                [c(5, .diamonds), c(5, .spades), c(6, .diamonds), c(5, .clubs), c(4, .diamonds)],
                [c(13, .diamonds), c(12, .clubs), c(11, .diamonds), c(10, .clubs)],
                [
                    c(9, .diamonds), c(13, .spades), c(1, .diamonds), c(12, .hearts), c(10, .diamonds),
                    c(9, .spades), c(8, .diamonds), c(7, .clubs),
                ],
                [c(7, .spades)],
            ],
            hidden: [0, 1, 1, 2, 0, 4, 0])
    }()

    @Test func aCardCarriedOffByARunMayComeBackOnTheCardUnderIt() {
        let p = Self.carriedOff
        #expect(p.stacks.joined().count + p.stock.count + p.waste.count + p.foundations.reduce(0, +) == 52)
        let search = Search(p, drawMode: .one, budget: Budget())!
        #expect(!search.isDeadlocked())
        #expect(search.lossReason() == nil)
        let solution = Solver.solve(p, drawMode: .one, budget: Budget(states: 200_000))
        #expect(solution.verdict == .winnable)
        #expect(Klondike(position: p, drawMode: .one).replays(solution.moves))
    }

    /// Draw-1: won (it was called lost after 501,982 positions); draw-3: never called lost.
    @Test func deal553IsNotCalledLost() {
        for mode in Klondike.DrawMode.allCases {
            let solution = Solver.solve(Self.deal553, drawMode: mode, budget: Budget(states: 3_000_000))
            #expect(solution.verdict != .unwinnable, "draw-\(mode.rawValue)")
            if mode == .one { #expect(solution.verdict == .winnable) }
            if solution.verdict == .winnable {
                #expect(
                    Klondike(position: Self.deal553, drawMode: mode).replays(solution.moves), "draw-\(mode.rawValue)")
            }
        }
    }
}
