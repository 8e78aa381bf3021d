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
        let asYeol = MatgoScore(cards, cupAsPi: false)
        let asPi = MatgoScore(cards, cupAsPi: true)
        self = cards.contains(where: \.isCup) && asPi.total > asYeol.total ? asPi : asYeol
    }

    /// The points with 9월's 열끗 counted one way.
    public init(_ cards: [HwatuCard], cupAsPi: Bool) {
        let cup = cupAsPi && cards.contains(where: \.isCup)
        self.cupAsPi = cup
        let gwangs = cards.filter { $0.kind == .gwang }
        gwangCount = gwangs.count
        switch gwangs.count {
        case 5: gwang = 15
        case 4: gwang = 4
        case 3: gwang = gwangs.contains(where: \.isRainBright) ? 2 : 3
        default: gwang = 0
        }
        let yeols = cards.filter { $0.kind == .yeol && !(cup && $0.isCup) }
        yeolCount = yeols.count
        yeol = yeols.count >= 5 ? yeols.count - 4 : 0
        godori = yeols.filter(\.isBird).count == 3 ? 5 : 0
        let ttis = cards.filter { $0.kind == .tti }
        ttiCount = ttis.count
        tti = ttis.count >= 5 ? ttis.count - 4 : 0
        hongdan = ttis.filter { $0.ribbon == .hong }.count == 3 ? 3 : 0
        cheongdan = ttis.filter { $0.ribbon == .cheong }.count == 3 ? 3 : 0
        chodan = ttis.filter { $0.ribbon == .cho }.count == 3 ? 3 : 0
        piCount = cards.reduce(0) { $0 + $1.piValue } + (cup ? 2 : 0)
        pi = piCount >= 10 ? piCount - 9 : 0
    }

    /// The 피 these cards hold when the cup counts as 쌍피 (the count that spares a loser 피박).
    public static func mostPi(_ cards: [HwatuCard]) -> Int {
        cards.reduce(0) { $0 + $1.piValue + ($1.isCup ? 2 : 0) }
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
