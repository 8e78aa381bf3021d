import CardKit

/// Chances of a result, in 0…1.
public struct Chances: Equatable, Sendable {
    public var win: Double, draw: Double, lose: Double
    public init(win: Double, draw: Double, lose: Double) {
        self.win = win
        self.draw = draw
        self.lose = lose
    }
    /// Expected gain with a win worth +1, a draw 0 and a loss −1.
    public var expectation: Double { win - lose }
    static let won = Chances(win: 1, draw: 0, lose: 0)
    static let drawn = Chances(win: 0, draw: 1, lose: 0)
    static let lost = Chances(win: 0, draw: 0, lose: 1)
    static let none = Chances(win: 0, draw: 0, lose: 0)
    static func + (a: Chances, b: Chances) -> Chances {
        Chances(win: a.win + b.win, draw: a.draw + b.draw, lose: a.lose + b.lose)
    }
    static func * (p: Double, c: Chances) -> Chances { Chances(win: p * c.win, draw: p * c.draw, lose: p * c.lose) }
}

/// What the `hint` command teaches: exact chances computed from the cards not yet seen.
public struct Odds: Equatable, Sendable {
    public enum Advice: Equatable, Sendable { case hit, stand }
    /// Cards the player has not seen (the deck from the player's point of view).
    public var unseen: Int
    /// How many of them would take the player over 7½.
    public var overCount: Int
    /// Chances if the player stands now; nil while the hand has no card (standing is not allowed).
    public var standing: Chances?
    /// Chances if the player takes a card and then plays on as well as possible.
    public var hitting: Chances
    public var advice: Advice
    public var overChance: Double { unseen == 0 ? 0 : Double(overCount) / Double(unseen) }
}

extension SieteYMedia {
    /// The odds for the hand in play, or nil when no hand is in play. Uses only what the
    /// player can see: the simple bank's hidden score is never looked at.
    public func odds() -> Odds? {
        guard phase == .playerTurn else { return nil }
        var solver = OddsSolver(unseen: unseenCards, bankMode: bankMode)
        let total = playerTotal.halves
        let over = unseenCards.filter { total + $0.halfPoints.halves > HalfPoints.limit.halves }.count
        let standing = player.isEmpty ? nil : solver.stand(total)
        let hitting = solver.hit(total, deck: solver.start)
        let advice: Odds.Advice
        if let standing, standing.expectation >= hitting.expectation { advice = .stand } else { advice = .hit }
        return Odds(unseen: unseenCards.count, overCount: over, standing: standing, hitting: hitting, advice: advice)
    }
}

/// Exact probabilities by recursion over the multiset of unseen card values, memoized.
/// Values are counted in halves: index 0 holds the figures (½), index k the cards worth k.
struct OddsSolver {
    typealias Counts = UInt64  // 8 fields of 4 bits (low 32 bits): how many cards of each value remain
    let bankMode: SieteYMedia.BankMode
    let start: Counts
    private var bankMemo: [UInt64: Chances] = [:]
    private var playerMemo: [UInt64: Chances] = [:]
    private static let limit = HalfPoints.limit.halves

    init(unseen: [SpanishCard], bankMode: SieteYMedia.BankMode) {
        var counts: Counts = 0
        for card in unseen { counts += 1 << (4 * Self.index(of: card.halfPoints.halves)) }
        self.start = counts
        self.bankMode = bankMode
    }

    private static func index(of halves: Int) -> UInt64 { halves == 1 ? 0 : UInt64(halves / 2) }
    static func value(at index: Int) -> Int { index == 0 ? 1 : index * 2 }
    static func count(_ c: Counts, _ i: Int) -> Int { Int((c >> (4 * UInt64(i))) & 0xF) }
    static func size(_ c: Counts) -> Int { (0..<8).reduce(0) { $0 + count(c, $1) } }

    /// The player stands on `total`; the bank plays from the cards still unseen.
    mutating func stand(_ total: Int) -> Chances { stand(total, deck: start) }

    mutating func stand(_ total: Int, deck: Counts) -> Chances {
        switch bankMode {
        case .simple:
            // Scores 1, 1½, …, 7½ (2…15 halves), each with chance 1/14, whatever the cards.
            let below = max(0, min(14, total - 2))
            let equal = (2...15).contains(total) ? 1 : 0
            return Chances(win: Double(below) / 14, draw: Double(equal) / 14, lose: Double(14 - below - equal) / 14)
        case .real:
            return bank(deck: deck, bank: 0, target: total)
        }
    }

    /// The real bank draws while it is below the player's total.
    private mutating func bank(deck: Counts, bank: Int, target: Int) -> Chances {
        if bank > Self.limit { return .won }
        if bank >= target { return bank == target ? .drawn : .lost }
        let key = deck | UInt64(bank) << 32 | UInt64(target) << 40
        if let known = bankMemo[key] { return known }
        let n = Self.size(deck)
        guard n > 0 else { return .drawn }
        var result = Chances.none
        for i in 0..<8 {
            let k = Self.count(deck, i)
            if k == 0 { continue }
            let next = deck - (1 << (4 * UInt64(i)))
            result =
                result + (Double(k) / Double(n)) * self.bank(deck: next, bank: bank + Self.value(at: i), target: target)
        }
        bankMemo[key] = result
        return result
    }

    /// The player takes a card now, then plays on as well as possible (by expectation).
    mutating func hit(_ total: Int, deck: Counts) -> Chances {
        let n = Self.size(deck)
        guard n > 0 else { return stand(total, deck: deck) }
        var result = Chances.none
        for i in 0..<8 {
            let k = Self.count(deck, i)
            if k == 0 { continue }
            let next = deck - (1 << (4 * UInt64(i)))
            let newTotal = total + Self.value(at: i)
            let after: Chances
            if newTotal > Self.limit {
                after = .lost
            } else if newTotal == Self.limit {
                after = stand(newTotal, deck: next)
            } else {
                after = best(newTotal, deck: next)
            }
            result = result + (Double(k) / Double(n)) * after
        }
        return result
    }

    private mutating func best(_ total: Int, deck: Counts) -> Chances {
        let key = deck | UInt64(total) << 32
        if let known = playerMemo[key] { return known }
        let standing = stand(total, deck: deck)
        let hitting = hit(total, deck: deck)
        let result = hitting.expectation > standing.expectation ? hitting : standing
        playerMemo[key] = result
        return result
    }
}
