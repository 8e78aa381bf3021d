import CardKit
import Klondike

private let s = FrenchSuit.spades
private let h = FrenchSuit.hearts
private let d = FrenchSuit.diamonds
private let c = FrenchSuit.clubs

/// Hand-made positions the solver's and the verifier's tests share (the verifier's plain search
/// can visit every position of `frozen` in a test).
public enum Endgames {
    /// ♠J lies over ♠10 and over both red queens (all face down): it can go neither home nor
    /// on a queen, and is no king, so ♠10 never comes free. Lost.
    public static let locked = Klondike.Position(
        stock: [FrenchCard(12, s), FrenchCard(13, d)], waste: [], foundations: [9, 11, 11, 13],
        stacks: [
            [FrenchCard(12, h), FrenchCard(12, d), FrenchCard(10, s), FrenchCard(11, s)],
            [FrenchCard(13, s)], [FrenchCard(13, h)], [], [], [], [],
        ],
        hidden: [3, 0, 0, 0, 0, 0, 0])

    /// Every card home but the kings (two in the talon): won in a few moves.
    public static let almostWon = Klondike.Position(
        stock: [FrenchCard(13, s), FrenchCard(13, h)], waste: [], foundations: [12, 12, 12, 12],
        stacks: [[FrenchCard(13, d)], [FrenchCard(13, c)], [], [], [], [], []], hidden: [0, 0, 0, 0, 0, 0, 0])

    /// As `locked`, but both red queens are home: one can come back down onto a black king,
    /// take ♠J, and free ♠10. Won only by taking a card back from a foundation.
    public static let worryBack = Klondike.Position(
        stock: [FrenchCard(12, s), FrenchCard(13, d)], waste: [], foundations: [9, 12, 12, 13],
        stacks: [[FrenchCard(10, s), FrenchCard(11, s)], [FrenchCard(13, s)], [FrenchCard(13, h)], [], [], [], []],
        hidden: [1, 0, 0, 0, 0, 0, 0])

    /// ♠Q (home next) lies under ♥J, which cannot go home: ♥10 and ♣J lie face down under
    /// ♠Q, over ♦K; ♣Q, on ♥K face down, waits for ♣J. Won only by moving part of a run: ♥J
    /// from ♠Q onto ♣Q, then ♠Q home, and the rest follows. (The run ♠Q ♥J has no red king
    /// to go on: both lie face down.)
    public static let partOfARun = Klondike.Position(
        stock: [FrenchCard(12, h), FrenchCard(12, d)], waste: [], foundations: [11, 9, 11, 10],
        stacks: [
            [FrenchCard(13, d), FrenchCard(11, c), FrenchCard(10, h), FrenchCard(12, s), FrenchCard(11, h)],
            [FrenchCard(13, h), FrenchCard(12, c)], [FrenchCard(13, s)], [FrenchCard(13, c)], [], [], [],
        ],
        hidden: [3, 1, 0, 0, 0, 0, 0])

    /// A deal-sized position, nothing home: ♣2 lies over ♣A and both red threes (face down),
    /// the other stacks show kings and black jacks over face-down cards (the red queens among
    /// them), and the talon holds ♠A, ♥A, ♦A and ♠2, which can go home in a few orders. Lost.
    public static let frozen: Klondike.Position = {
        let lockedStack = [FrenchCard(3, h), FrenchCard(3, d), FrenchCard(1, c), FrenchCard(2, c)]
        let talon = [FrenchCard(2, s), FrenchCard(1, d), FrenchCard(1, h), FrenchCard(1, s)]
        let tops = [
            FrenchCard(13, s), FrenchCard(13, h), FrenchCard(13, d), FrenchCard(13, c), FrenchCard(11, s),
            FrenchCard(11, c),
        ]
        var rest = FrenchCard.deck.filter { !lockedStack.contains($0) && !talon.contains($0) && !tops.contains($0) }
        var stacks = [lockedStack]
        for (k, top) in tops.enumerated() {
            let size = k < 2 ? 7 : 6
            stacks.append(Array(rest.prefix(size)) + [top])
            rest.removeFirst(size)
        }
        return Klondike.Position(
            stock: talon, waste: [], foundations: [0, 0, 0, 0], stacks: stacks,
            hidden: stacks.map { $0.count - 1 })
    }()

    /// A deal lost from the start: ♠2 lies over ♠A and over both red threes (on none of them
    /// directly, so it forms no run with them), so it can go neither home nor on a stack, and
    /// ♠A never comes free. (SolverTests' `aDealWhoseFaceDownCardsBlockEachOtherIsLost`.)
    public static let blocked: Klondike.Position = {
        let blocked: [FrenchCard] = [
            FrenchCard(1, s), FrenchCard(3, h), FrenchCard(3, d), FrenchCard(9, c), FrenchCard(2, s), FrenchCard(5, h),
            FrenchCard(13, d),
        ]
        var rest = FrenchCard.deck.filter { !blocked.contains($0) }
        var stacks: [[FrenchCard]] = []
        for size in 1...6 {
            stacks.append(Array(rest.prefix(size)))
            rest.removeFirst(size)
        }
        stacks.append(blocked)
        let used = Set(stacks.flatMap { $0 })
        return Klondike.Position(
            stock: FrenchCard.deck.filter { !used.contains($0) }, waste: [], foundations: [0, 0, 0, 0], stacks: stacks,
            hidden: stacks.map { max($0.count - 1, 0) })
    }()
}
