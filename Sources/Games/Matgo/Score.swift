import CardKit

/// The points a pile of taken cards is worth, set by set (the common 맞고 rules).
public struct MatgoScore: Equatable, Sendable, Codable {
    /// 광: 3 without 비광 (삼광), 2 with it (비삼광), 4 for four (사광), 15 for five (오광).
    public var gwang = 0
    /// 열끗: 1 for five, and 1 more for each one after.
    public var yeol = 0
    /// 고도리: the three birds, 5.
    public var godori = 0
    /// 띠: 1 for five, and 1 more for each one after.
    public var tti = 0
    /// 홍단, 청단, 초단: 3 each.
    public var hongdan = 0
    public var cheongdan = 0
    public var chodan = 0
    /// 피: 1 for ten (쌍피 counting two), and 1 more for each one after.
    public var pi = 0
    /// How many 광, 열끗, 띠 and how much 피 (쌍피 as two) counted.
    public var gwangCount = 0
    public var yeolCount = 0
    public var ttiCount = 0
    public var piCount = 0
    /// 9월's 열끗 counted as 쌍피.
    public var cupAsPi = false

    public var total: Int { gwang + yeol + godori + tti + hongdan + cheongdan + chodan + pi }

    public init() {}

    /// The points of these cards; 9월's 열끗 counts as 쌍피 when that gives more points
    /// (when equal it stays 열끗).
    public init(_ cards: [HwatuCard]) {
        let tally = Tally(cards)
        let asYeol = MatgoScore(tally, cupAsPi: false)
        if tally.cup {
            let asPi = MatgoScore(tally, cupAsPi: true)
            if asPi.total > asYeol.total {
                self = asPi
                return
            }
        }
        self = asYeol
    }

    /// The points of these cards under `rules`: the cup counted as 쌍피 when that gives more
    /// and the rules let it, else as 열끗.
    public init(_ cards: [HwatuCard], rules: Matgo.Rules) {
        if rules.cupAsPi { self.init(cards) } else { self.init(cards, cupAsPi: false) }
    }

    /// The points with 9월's 열끗 counted one way.
    public init(_ cards: [HwatuCard], cupAsPi: Bool) {
        self.init(Tally(cards), cupAsPi: cupAsPi)
    }

    /// What the scoring needs of a pile of cards, counted in one pass (no arrays: the hint's
    /// playouts score every turn).
    struct Tally {
        var gwangs = 0
        var rainBright = false
        var yeols = 0
        var birds = 0
        var ttis = 0
        var hong = 0
        var cheong = 0
        var cho = 0
        var pi = 0
        var cup = false

        init(_ cards: [HwatuCard]) {
            for card in cards {
                switch card.kind {
                case .gwang:
                    gwangs += 1
                    if card.isRainBright { rainBright = true }
                case .yeol:
                    yeols += 1
                    if card.isBird { birds += 1 }
                    if card.isCup { cup = true }
                case .tti:
                    ttis += 1
                    switch card.ribbon {
                    case .hong?: hong += 1
                    case .cheong?: cheong += 1
                    case .cho?: cho += 1
                    default: break
                    }
                case .pi: pi += 1
                case .ssangpi: pi += 2
                }
            }
        }
    }

    private init(_ tally: Tally, cupAsPi: Bool) {
        let cup = cupAsPi && tally.cup
        self.cupAsPi = cup
        gwangCount = tally.gwangs
        switch tally.gwangs {
        case 5: gwang = 15
        case 4: gwang = 4
        case 3: gwang = tally.rainBright ? 2 : 3
        default: gwang = 0
        }
        yeolCount = tally.yeols - (cup ? 1 : 0)
        yeol = yeolCount >= 5 ? yeolCount - 4 : 0
        godori = tally.birds == 3 ? 5 : 0
        ttiCount = tally.ttis
        tti = ttiCount >= 5 ? ttiCount - 4 : 0
        hongdan = tally.hong == 3 ? 3 : 0
        cheongdan = tally.cheong == 3 ? 3 : 0
        chodan = tally.cho == 3 ? 3 : 0
        piCount = tally.pi + (cup ? 2 : 0)
        pi = piCount >= 10 ? piCount - 9 : 0
    }

    /// The 피 these cards hold under `rules`: the cup as 쌍피 only where the rules let it.
    public static func mostPi(_ cards: [HwatuCard], rules: Matgo.Rules) -> Int {
        rules.cupAsPi ? mostPi(cards) : Tally(cards).pi
    }

    /// The 피 these cards hold when the cup counts as 쌍피 (the count that spares a loser 피박).
    public static func mostPi(_ cards: [HwatuCard]) -> Int {
        var count = 0
        for card in cards { count += card.piValue + (card.isCup ? 2 : 0) }
        return count
    }
}

/// How a hand that someone won is paid: the winner's points, then each doubling.
public struct MatgoPayout: Equatable, Sendable, Codable {
    /// The points of the winner's cards.
    public var score: MatgoScore
    /// 고 the winner called (each adds a point; from the third each doubles).
    public var gos = 0
    /// 흔들기 and 폭탄 of the winner (each doubles).
    public var shakes = 0
    public var bombs = 0
    /// 피박: the winner scored with 피 and the loser has 1 to 7 피 (0 too: fewer than 8).
    public var piBak = false
    /// 광박: the winner scored with 광 and the loser has none.
    public var gwangBak = false
    /// 멍박: the winner has 7 열끗 or more.
    public var meongBak = false
    /// 고박: the loser had called 고.
    public var goBak = false
    /// Games in a row that ended 나가리 before this one (each doubles).
    public var nagari = 0

    public init(score: MatgoScore) { self.score = score }

    /// The points with 고 added and every doubling applied, saturating.
    public var total: Int {
        let (points, overflow) = score.total.saturatingAdding(max(0, gos)).multipliedReportingOverflow(by: factor)
        return overflow ? .max : points
    }

    /// The doublings, as one factor (2 to the number of them), saturating.
    public var factor: Int {
        var doublings = gos > 2 ? gos - 2 : 0
        for count in [shakes, bombs, nagari] { doublings.saturatingAdd(max(0, count)) }
        for bak in [piBak, gwangBak, meongBak, goBak] where bak { doublings.saturatingAdd(1) }
        return doublings >= 62 ? .max : 1 << doublings
    }
}
