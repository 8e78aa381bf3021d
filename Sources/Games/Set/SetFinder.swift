import CardKit

/// Fast set arithmetic on card codes 0…80 (base 3: number, shape, shading, colour).
public enum SetFinder {
    /// The card's code: its place in `SetCard.deck`.
    @inlinable public static func code(_ card: SetCard) -> Int {
        (card.number - 1) * 27 + card.shape.rawValue * 9 + card.shading.rawValue * 3 + card.colour.rawValue
    }

    /// The card a code names.
    public static func card(_ code: Int) -> SetCard { SetCard.deck[code] }

    /// `third[a * 81 + b]`: the one card that makes a set with cards a and b (a itself when a == b).
    public static let third: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 81 * 81)
        for a in 0..<81 {
            for b in 0..<81 {
                var code = 0
                var place = 1
                var x = a
                var y = b
                for _ in 0..<4 {
                    let digit = (6 - x % 3 - y % 3) % 3
                    code += digit * place
                    place *= 3
                    x /= 3
                    y /= 3
                }
                table[a * 81 + b] = UInt8(code)
            }
        }
        return table
    }()

    /// The third card of the set that `a` and `b` start.
    public static func completing(_ a: SetCard, _ b: SetCard) -> SetCard {
        card(Int(third[code(a) * 81 + code(b)]))
    }

    /// Every set among the cards, as positions (i < j < k), in the order of their first
    /// two positions. Each pair is looked at once and its third card found by table.
    public static func sets(in cards: [SetCard]) -> [(Int, Int, Int)] {
        var found: [(Int, Int, Int)] = []
        forEachSet(in: cards) { found.append(($0, $1, $2)) }
        return found
    }

    /// How many sets lie among the cards.
    public static func count(in cards: [SetCard]) -> Int {
        var n = 0
        forEachSet(in: cards) { _, _, _ in n += 1 }
        return n
    }

    /// Whether any set lies among the cards.
    public static func hasSet(in cards: [SetCard]) -> Bool { firstSet(in: cards) != nil }

    /// The first set in position order, if any.
    public static func firstSet(in cards: [SetCard]) -> (Int, Int, Int)? {
        let codes = cards.map(code)
        var place = [Int8](repeating: -1, count: 81)
        for (i, c) in codes.enumerated() { place[c] = Int8(i) }
        for i in codes.indices {
            for j in (i + 1)..<max(i + 1, codes.count) {
                let k = Int(place[Int(third[codes[i] * 81 + codes[j]])])
                if k > j { return (i, j, k) }
            }
        }
        return nil
    }

    /// Calls `body` for every set (i < j < k). Cards must be distinct.
    @inlinable public static func forEachSet(in cards: [SetCard], _ body: (Int, Int, Int) -> Void) {
        let n = cards.count
        guard n >= 3 else { return }
        withUnsafeTemporaryAllocation(of: Int8.self, capacity: 81) { place in
            withUnsafeTemporaryAllocation(of: Int.self, capacity: n) { codes in
                place.initialize(repeating: -1)
                for i in 0..<n {
                    let c = code(cards[i])
                    codes[i] = c
                    place[c] = Int8(i)
                }
                third.withUnsafeBufferPointer { third in
                    for i in 0..<(n - 2) {
                        let row = codes[i] * 81
                        for j in (i + 1)..<(n - 1) {
                            let k = Int(place[Int(third[row + codes[j]])])
                            if k > j { body(i, j, k) }
                        }
                    }
                }
            }
        }
    }
}

extension SetGame {
    /// The sets on the table besides a set just found: it stays shown until the next command
    /// replaces it, and its cards are not there to play.
    public var setsBesidesFound: Int {
        SetFinder.count(in: selectionIsSet ? table.filter { !selection.contains($0) } : table)
    }
}
