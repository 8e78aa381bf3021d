extension Matgo {
    /// What a player can do. Positions are 0-based places in the hand as it is kept.
    public enum Action: Equatable, Sendable, Codable {
        /// A fresh hand (the next one, or this one given up).
        case newGame
        /// Play the card at this hand position (with three of its month in hand and the fourth
        /// on the table, all three go down: 폭탄).
        case play(Int)
        /// 흔들기: show three cards of a month (none on the table) and play the one at this
        /// position; the hand's points double if its player wins.
        case shake(Int)
        /// After 폭탄: turn the pile's card without playing one.
        case flip
        /// Take the first (0) or second (1) of the two cards the turn waits on.
        case choose(Int)
        /// 고: play on for more.
        case go
        /// 스톱: take the points now.
        case stop
    }

    /// Why an action could not be carried out; the game is left exactly as it was.
    public enum Refusal: Equatable, Sendable {
        case notStarted
        /// The hand is over; only a new hand goes on.
        case over
        /// No card at that position; the hand holds `count`.
        case noSuchCard(position: Int, count: Int)
        /// A card played while the turn waits for a choice between two table cards.
        case mustChoose(options: [HwatuCard])
        /// A card played while the player must say 고 or 스톱.
        case mustDecide(points: Int)
        /// `choose` with no choice waiting.
        case nothingToChoose
        /// `choose` with a number that is not 1 or 2.
        case noSuchOption(Int)
        /// 고 or 스톱 before points enough (7).
        case notEnoughPoints(points: Int, needed: Int)
        /// 흔들기 of a card whose month is not three in hand.
        case shakeNeedsThree(card: HwatuCard, held: Int)
        /// 흔들기 of a month with a card on the table (that is 폭탄: playing the card does it).
        case shakeWithTableCard(card: HwatuCard)
        /// 흔들기 of a month already shown.
        case shakenAlready(month: Int)
        /// Turning the pile's card alone, without a 폭탄's free turn.
        case noFreeFlip
        /// A card played with an empty hand (a 폭탄's free turn is left: turn the pile's card).
        case emptyHand
    }

    /// What happened, in order.
    public enum Event: Equatable, Sendable {
        /// A hand dealt: who plays first, and 나가리 hands just before (each doubles this one).
        case dealt(starter: Int, nagari: Int)
        /// Four cards of one month on the table: the cards were dealt again.
        case redealt(month: Int)
        /// 총통: all four cards of a month in one hand; that player wins at once.
        case chongtong(player: Int, month: Int, points: Int)
        /// A hand given up with `new` while it was under way.
        case abandoned
        case played(player: Int, card: HwatuCard)
        case shook(player: Int, cards: [HwatuCard])
        /// 폭탄: three cards of a month played on the fourth.
        case bombed(player: Int, cards: [HwatuCard])
        /// A 폭탄's free turn: no card played.
        case flippedOnly(player: Int)
        /// The pile's card, turned.
        case turned(player: Int, card: HwatuCard)
        /// A card left on the table (nothing of its month to take).
        case laid(player: Int, card: HwatuCard)
        /// Cards taken: the one played or turned first, then what it took.
        case took(player: Int, cards: [HwatuCard])
        /// 뻑: the card played took one, and the pile's card of the same month stuck all three.
        case ppeok(player: Int, month: Int)
        /// The fourth card of a 뻑 took the three (`own`: the player's own 뻑, 자뻑).
        case tookStuck(player: Int, month: Int, own: Bool)
        /// 쪽: the card played took nothing, and the pile's card of its month took it.
        case jjok(player: Int, month: Int)
        /// 따닥: the card played and the pile's card took the two of their month on the table.
        case ttadak(player: Int, month: Int)
        /// 싹쓸이: the turn left the table empty.
        case sweep(player: Int)
        /// A 피 taken from the other player.
        case stole(player: Int, card: HwatuCard)
        /// The turn waits: which of two cards `taker` takes.
        case choose(player: Int, taker: HwatuCard, options: [HwatuCard])
        /// Points enough: 고 or 스톱.
        case mayGo(player: Int, points: Int)
        case went(player: Int, gos: Int, points: Int)
        case stopped(player: Int, points: Int)
        /// The hand won: who, and how it is paid.
        case won(player: Int, payout: MatgoPayout)
        /// 나가리: nobody won; the next hand counts double (`next`: its doublings).
        case nagari(next: Int)
        case refused(Refusal)
    }
}

extension Matgo.Event {
    public var isRefusal: Bool {
        if case .refused = self { return true }
        return false
    }
}
