import CardKit

/// What `hint` weighs with chips on the table: the chips standing and taking a card are
/// expected to bring (positive: won, negative: lost), counted exactly from the cards the
/// player has not seen, with the table's payouts (a siete y media real pays double; with
/// `bankWinsTies` a tie loses the bet) and the player playing on as well as possible.
public struct StakeOdds: Equatable, Sendable {
    public let bet: Int
    /// Expected chips if the player stands now; nil while the hand has no card.
    public let standing: Double?
    /// Expected chips if the player takes a card and then plays on well.
    public let hitting: Double
    public let advice: Odds.Advice
}

extension StakedSieteYMedia {
    /// The expected chips of standing and of drawing in the hand in play; nil between hands.
    public func stakeOdds() -> StakeOdds? {
        guard let bet, game.phase == .playerTurn else { return nil }
        var solver = StakeSolver(game: game, bankWinsTies: options.bankWinsTies)
        let total = game.playerTotal.halves
        let cards = game.player.count
        let standing = cards == 0 ? nil : solver.stand(total, cards: cards, deck: solver.odds.start)
        let hitting = solver.hit(total, cards: cards, deck: solver.odds.start)
        let advice: Odds.Advice = standing.map { $0 >= hitting ? .stand : .hit } ?? .hit
        return StakeOdds(
            bet: bet, standing: standing.map { $0 * Double(bet) }, hitting: hitting * Double(bet),
            advice: advice)
    }

    /// Before a bet: the chips a hand played well returns for each chip bet, on average, with
    /// a fresh deck, this bank and these options (below 1: the bank's edge).
    public func returnPerChip() -> Double {
        var fresh = game
        fresh.player = []
        fresh.bank = []
        fresh.bankHasPlayed = false
        fresh.bankMode = fresh.nextBankMode
        var solver = StakeSolver(game: fresh, bankWinsTies: nextOptions.bankWinsTies)
        return 1 + solver.hit(0, cards: 0, deck: solver.odds.start)
    }
}

/// Expected chips per chip bet, by recursion over the unseen cards (memoized), reusing the
/// bank's exact chances from `OddsSolver`.
struct StakeSolver {
    var odds: OddsSolver
    let bankWinsTies: Bool
    private var memo: [UInt64: Double] = [:]
    private static let limit = HalfPoints.limit.halves

    init(game: SieteYMedia, bankWinsTies: Bool) {
        odds = OddsSolver(unseen: game.unseenCards, bankMode: game.bankMode)
        self.bankWinsTies = bankWinsTies
    }

    /// Standing on `total` with `cards` cards: a win pays 1 (2 for a siete y media real), a
    /// loss costs 1, a tie 0 or 1.
    mutating func stand(_ total: Int, cards: Int, deck: OddsSolver.Counts) -> Double {
        let c = odds.stand(total, deck: deck)
        let win = cards == 2 && total == Self.limit ? 2.0 : 1.0
        return win * c.win - c.lose - (bankWinsTies ? c.draw : 0)
    }

    /// Taking a card now, then playing on as well as possible.
    mutating func hit(_ total: Int, cards: Int, deck: OddsSolver.Counts) -> Double {
        let n = OddsSolver.size(deck)
        guard n > 0 else { return stand(total, cards: cards, deck: deck) }
        var value = 0.0
        for i in 0..<8 {
            let k = OddsSolver.count(deck, i)
            if k == 0 { continue }
            let next = deck - (1 << (4 * UInt64(i)))
            let newTotal = total + OddsSolver.value(at: i)
            let after: Double
            if newTotal > Self.limit {
                after = -1
            } else if newTotal == Self.limit {
                after = stand(newTotal, cards: cards + 1, deck: next)
            } else {
                after = best(newTotal, cards: cards + 1, deck: next)
            }
            value += Double(k) / Double(n) * after
        }
        return value
    }

    private mutating func best(_ total: Int, cards: Int, deck: OddsSolver.Counts) -> Double {
        let key = deck | UInt64(total) << 32 | UInt64(min(cards, 3)) << 40
        if let known = memo[key] { return known }
        let result = max(stand(total, cards: cards, deck: deck), hit(total, cards: cards, deck: deck))
        memo[key] = result
        return result
    }
}
