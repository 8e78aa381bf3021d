import CardKit

extension EscobaGame {
    /// What the person can do.
    public enum Action: Equatable, Sendable {
        /// A fresh game with the options chosen for the next one.
        case newGame
        /// The person's turn: a card from the hand, taking the table cards named (none: left).
        case play(Move)
        /// How many play (2–4): from the next game, or now when no turn was played yet.
        case setPlayers(Int)
        /// The points that win a game (15 or 21): the same.
        case setTarget(Int)
    }

    /// What happened, in order.
    public enum Event: Equatable, Sendable {
        /// A fresh game: how many play, to how many points.
        case started(players: Int, target: Int)
        /// `new` in the middle of a game with turns played: it counts as given up.
        case abandoned
        /// A round dealt: three cards each and four on the table.
        case dealt(round: Int, dealer: Int, table: [SpanishCard])
        /// The four cards dealt to the table added up to 15 or 30: the dealer takes them as
        /// one or two escobas.
        case dealEscobas(dealer: Int, cards: [SpanishCard], escobas: Int)
        /// The hands were empty: three more each; `left` in the deck after it.
        case dealtAgain(left: Int, last: Bool)
        /// A player left a card on the table.
        case threw(player: Int, card: SpanishCard)
        /// A player took table cards with a card: fifteen; an escoba when the table is left empty.
        case took(player: Int, card: SpanishCard, take: [SpanishCard], escoba: Bool)
        /// The deck and hands are out: the cards left on the table go to the last who took.
        case rest(player: Int, cards: [SpanishCard])
        /// The round's count, and the game's points after it.
        case scored(RoundScore, round: Int, scores: [Int])
        /// Someone reached the target with the most points: the game is over.
        case finished(winner: Int, scores: [Int])
        /// Players tied at the top past the target: another round decides.
        case tiedAtTarget(players: [Int])
        /// Options set: `now` when the game was dealt again with them.
        case optionsSet(players: Int, target: Int, now: Bool)
        case refused(Refusal)
    }

    /// Why an action could not be carried out; the game is left exactly as it was.
    public enum Refusal: Equatable, Sendable {
        case notStarted
        case over(scores: [Int])
        /// The card is not in the person's hand.
        case notInHand(SpanishCard)
        /// A card named to take is not on the table.
        case notOnTable(SpanishCard)
        /// The same table card twice.
        case repeated(SpanishCard)
        /// The card and the cards named add up to `sum`, not 15.
        case notFifteen(Move, sum: Int)
        /// Not a number of players or a target the game has.
        case badOption(Int)
    }
}

extension EscobaGame.Event {
    public var isRefusal: Bool {
        if case .refused = self { return true }
        return false
    }
}

/// A round's count: who gets each point.
public struct RoundScore: Equatable, Sendable, Codable {
    public var escobas: [Int]
    public var cards: [Int]
    public var oros: [Int]
    /// Sevens, sixes, … aces each player took: `byRank[p][r - 1]` for rank r (1–7).
    public var byRank: [[Int]]
    /// The one with the most cards (nil: a tie at the top, nobody).
    public var mostCards: Int?
    public var mostOros: Int?
    /// Who has the siete de oros.
    public var sieteDeOros: Int?
    /// La setenta: the most sevens, a tie broken by sixes, then fives, … (nil: tied through).
    public var setenta: Int?
    /// The rank that decided the setenta (7 unless a tie was broken lower).
    public var setentaRank: Int?
    /// Each player's points this round.
    public var points: [Int]

    public var sevens: [Int] { byRank.map { $0[6] } }
}
