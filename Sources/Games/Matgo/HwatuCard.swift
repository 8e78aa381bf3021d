/// A card of the hwatu deck (화투): 48 cards, four a month. `slot` orders a month's four
/// cards from the most to the least valued (광 or 열끗 first, 피 last); the kinds of each
/// month's slots are fixed by the deck (`HwatuCard.kinds`).
public struct HwatuCard: Hashable, Comparable, Sendable, Codable {
    /// What a card is worth in the scoring.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        /// 광 (bright).
        case gwang
        /// 열끗 (animal).
        case yeol
        /// 띠 (ribbon).
        case tti
        /// 피 (junk), one 피.
        case pi
        /// 쌍피, two 피.
        case ssangpi
    }

    /// A ribbon's set: 홍단 (red, poems), 청단 (blue), 초단 (grass), or none (12월's ribbon).
    public enum Ribbon: String, Sendable, Codable, CaseIterable { case hong, cheong, cho, plain }

    /// 1 to 12.
    public let month: Int
    /// 0 to 3.
    public let slot: Int

    /// A card; nil when the month or slot is out of range.
    public init?(month: Int, slot: Int) {
        guard (1...12).contains(month), (0...3).contains(slot) else { return nil }
        self.month = month
        self.slot = slot
    }

    init(_ month: Int, _ slot: Int) {
        self.month = month
        self.slot = slot
    }

    private enum CodingKeys: String, CodingKey { case month, slot }

    /// A card read from a save: a month or slot out of range is refused, never kept.
    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        let month = try c.decode(Int.self, forKey: .month)
        let slot = try c.decode(Int.self, forKey: .slot)
        guard (1...12).contains(month), (0...3).contains(slot) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: c.codingPath, debugDescription: "no hwatu card \(month)/\(slot)"))
        }
        self.init(month, slot)
    }

    /// The kinds of each month's four cards, slot by slot.
    static let kinds: [[Kind]] = [
        [.gwang, .tti, .pi, .pi],  // 1 송학
        [.yeol, .tti, .pi, .pi],  // 2 매조
        [.gwang, .tti, .pi, .pi],  // 3 벚꽃
        [.yeol, .tti, .pi, .pi],  // 4 흑싸리
        [.yeol, .tti, .pi, .pi],  // 5 난초
        [.yeol, .tti, .pi, .pi],  // 6 모란
        [.yeol, .tti, .pi, .pi],  // 7 홍싸리
        [.gwang, .yeol, .pi, .pi],  // 8 공산
        [.yeol, .tti, .pi, .pi],  // 9 국진
        [.yeol, .tti, .pi, .pi],  // 10 단풍
        [.gwang, .ssangpi, .pi, .pi],  // 11 오동
        [.gwang, .yeol, .tti, .ssangpi],  // 12 비
    ]

    /// `kinds[month - 1][slot]`, read without the table (the playouts behind the hint ask it
    /// millions of times).
    public var kind: Kind {
        switch slot {
        case 0: return month == 1 || month == 3 || month == 8 || month >= 11 ? .gwang : .yeol
        case 1: return month == 8 || month == 12 ? .yeol : month == 11 ? .ssangpi : .tti
        case 2: return month == 12 ? .tti : .pi
        default: return month == 12 ? .ssangpi : .pi
        }
    }

    /// The ribbon's set, for a 띠 (nil for any other card).
    public var ribbon: Ribbon? {
        guard kind == .tti else { return nil }
        switch month {
        case 1, 2, 3: return .hong
        case 6, 9, 10: return .cheong
        case 4, 5, 7: return .cho
        default: return .plain
        }
    }

    /// 비광 (12월's 광): with two other 광 it makes 2 points, not 3.
    public var isRainBright: Bool { month == 12 && slot == 0 }
    /// The three birds of 고도리 (2월, 4월 and 8월's 열끗).
    public var isBird: Bool { kind == .yeol && (month == 2 || month == 4 || month == 8) }
    /// 9월's 열끗 (국진, the cup), which its holder may count as 쌍피 instead.
    public var isCup: Bool { month == 9 && slot == 0 }
    /// 피 it counts for (쌍피 2, a plain 피 1, any other card 0).
    public var piValue: Int {
        switch kind {
        case .pi: 1
        case .ssangpi: 2
        default: 0
        }
    }

    /// The whole deck, month by month.
    public static let deck: [HwatuCard] = (1...12).flatMap { m in (0..<4).map { HwatuCard(m, $0) } }

    public static func < (a: HwatuCard, b: HwatuCard) -> Bool {
        (a.month, a.slot) < (b.month, b.slot)
    }

    /// The deck's 48 cards, each one number 0–47.
    public var index: Int { (month - 1) * 4 + slot }
}
