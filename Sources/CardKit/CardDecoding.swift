/// Reading a card from a file: its rank and suit, the rank checked against the deck before
/// the card is made, so that a damaged file is refused as such instead of stopping the
/// program on the card's precondition.
enum CardDecoding {
    enum Keys: String, CodingKey { case rank, suit }

    /// The rank and suit under `rank` and `suit`; `problem` says why a rank is not of the
    /// deck (nil when it is), and the file is then refused as damaged.
    static func decode<Suit: Decodable>(
        _ suit: Suit.Type, from decoder: Decoder, problem: (Int) -> String?
    ) throws -> (Int, Suit) {
        let c = try decoder.container(keyedBy: Keys.self)
        let rank = try c.decode(Int.self, forKey: .rank)
        if let why = problem(rank) {
            throw DecodingError.dataCorruptedError(forKey: .rank, in: c, debugDescription: why)
        }
        return (rank, try c.decode(Suit.self, forKey: .suit))
    }
}
