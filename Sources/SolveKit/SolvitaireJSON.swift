/// Solvitaire's JSON for a Klondike deal read without Foundation, for the lean `baraja`, whose
/// start would otherwise cost more than a whole search of an easy deal: an object with
/// `"tableau piles"` (an array of arrays of strings) and `"stock"`, and optionally `"waste"`
/// and `"foundations"` (either may be `null`), separated by JSON's white space.
///
/// Strict: anything else (another member, a member given twice, a string with an escape or a
/// character outside printable ASCII, a number, a missing member) is not read here but
/// answered nil, and the whole program then reads the file with Foundation's decoder, which
/// says what is wrong with it. What is read here is read as that decoder reads it.
public struct SolvitaireJSON: Equatable, Sendable {
    public var tableau: [[String]]
    public var stock: [String]
    public var waste: [String]?
    public var foundations: [[String]]?

    public init(tableau: [[String]], stock: [String], waste: [String]? = nil, foundations: [[String]]? = nil) {
        self.tableau = tableau
        self.stock = stock
        self.waste = waste
        self.foundations = foundations
    }

    /// The deal's members, or nil when the text is not one this reader takes.
    public static func read(_ bytes: [UInt8]) -> SolvitaireJSON? {
        var reader = Reader(bytes: bytes)
        return reader.file()
    }

    private struct Reader {
        let bytes: [UInt8]
        var at = 0

        mutating func file() -> SolvitaireJSON? {
            guard take(UInt8(ascii: "{")) else { return nil }
            var tableau: [[String]]?
            var stock: [String]?
            var waste: [String]??
            var foundations: [[String]]??
            if !take(UInt8(ascii: "}")) {
                repeat {
                    guard let key = string(), take(UInt8(ascii: ":")) else { return nil }
                    switch key {
                    case "tableau piles" where tableau == nil:
                        guard let value = piles() else { return nil }
                        tableau = value
                    case "stock" where stock == nil:
                        guard let value = strings() else { return nil }
                        stock = value
                    case "waste" where waste == nil:
                        if null() {
                            waste = .some(nil)
                        } else {
                            guard let value = strings() else { return nil }
                            waste = value
                        }
                    case "foundations" where foundations == nil:
                        if null() {
                            foundations = .some(nil)
                        } else {
                            guard let value = piles() else { return nil }
                            foundations = value
                        }
                    default: return nil
                    }
                } while take(UInt8(ascii: ","))
                guard take(UInt8(ascii: "}")) else { return nil }
            }
            skipSpace()
            guard at == bytes.count, let tableau, let stock else { return nil }
            return SolvitaireJSON(tableau: tableau, stock: stock, waste: waste ?? nil, foundations: foundations ?? nil)
        }

        /// `[["3D"], ["4h", "AH"]]`
        mutating func piles() -> [[String]]? {
            guard take(UInt8(ascii: "[")) else { return nil }
            var piles: [[String]] = []
            if take(UInt8(ascii: "]")) { return piles }
            repeat {
                guard let pile = strings() else { return nil }
                piles.append(pile)
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) ? piles : nil
        }

        /// `["4h", "AH"]`
        mutating func strings() -> [String]? {
            guard take(UInt8(ascii: "[")) else { return nil }
            var list: [String] = []
            if take(UInt8(ascii: "]")) { return list }
            repeat {
                guard let word = string() else { return nil }
                list.append(word)
            } while take(UInt8(ascii: ","))
            return take(UInt8(ascii: "]")) ? list : nil
        }

        /// A string of printable ASCII without escapes.
        mutating func string() -> String? {
            guard take(UInt8(ascii: "\"")) else { return nil }
            let start = at
            while at < bytes.count, bytes[at] != UInt8(ascii: "\"") {
                guard bytes[at] >= 0x20, bytes[at] < 0x7F, bytes[at] != UInt8(ascii: "\\") else { return nil }
                at += 1
            }
            guard at < bytes.count else { return nil }
            at += 1
            return String(decoding: bytes[start..<at - 1], as: UTF8.self)
        }

        mutating func null() -> Bool {
            skipSpace()
            let word = Array("null".utf8)
            guard bytes.count - at >= word.count, Array(bytes[at..<at + word.count]) == word else { return false }
            at += word.count
            return true
        }

        /// Takes `byte` after white space, if it is next.
        mutating func take(_ byte: UInt8) -> Bool {
            skipSpace()
            guard at < bytes.count, bytes[at] == byte else { return false }
            at += 1
            return true
        }

        /// JSON's white space: space, tab, line feed, carriage return.
        mutating func skipSpace() {
            while at < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[at]) { at += 1 }
        }
    }
}
