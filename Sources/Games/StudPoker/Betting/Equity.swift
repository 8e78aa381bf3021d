import CardKit

/// What one seat can see of a hand: all its own cards and everybody's up cards (folded
/// seats' too, as players remember them). Everything else, the others' down cards and the
/// cards to come, is unknown to it.
public struct SeatView: Equatable, Sendable {
    public struct Opponent: Equatable, Sendable {
        public let seat: Int
        public let up: [FrenchCard]
        /// The opponent's cards this seat cannot see: down cards dealt and cards to come.
        public let unseen: Int
    }

    public let seat: Int
    public let own: [FrenchCard]
    /// Cards still to come to this seat.
    public let toCome: Int
    /// The opponents still in the hand.
    public let opponents: [Opponent]
    /// Every card this seat has seen.
    public let seen: [FrenchCard]
}

/// A seat's share of the pot, estimated by dealing the unseen cards at random.
public struct Equity: Equatable, Sendable {
    /// Deals won alone.
    public let win: Double
    /// Deals tied for the best hand.
    public let split: Double
    /// The expected share of the pot: a win counts 1, a tie among k hands 1/k.
    public let share: Double
    public let trials: Int
}

extension LimitStud {
    /// What `seat` sees of the hand in play, or of the hand as it stood in betting round
    /// `round` with the seats `live` still in (for a review of a decision already made).
    public func view(of seat: Int, round: Int? = nil, live: [Bool]? = nil) -> SeatView? {
        guard let hand else { return nil }
        let round = round ?? hand.street
        let live = live ?? hand.live
        let dealt = variant.streets.prefix(round).reduce(0) { $0 + $1.count }
        let cards = hand.cards.map { Array($0.prefix(dealt)) }
        let own = cards[seat].map(\.card)
        var seen = own
        var opponents: [SeatView.Opponent] = []
        for s in seats.indices where s != seat {
            let up = cards[s].filter(\.faceUp).map(\.card)
            seen += up
            if live[s] { opponents.append(.init(seat: s, up: up, unseen: variant.rawValue - up.count)) }
        }
        return SeatView(seat: seat, own: own, toCome: variant.rawValue - own.count, opponents: opponents, seen: seen)
    }
}

extension SeatView {
    /// Deals the unseen cards `trials` times (with a generator seeded by `seed`) and compares
    /// the hands under `rule`. The cost is bounded by `trials`: each deal draws at most
    /// 4 cards for each of at most 5 hands and evaluates each hand once.
    public func equity(trials: Int, seed: UInt64, rule: HouseRule) -> Equity {
        let seenSet = Set(seen.map(\.index))
        var pool = (0..<52).filter { !seenSet.contains($0) }
        let need = toCome + opponents.reduce(0) { $0 + $1.unseen }
        precondition(need <= pool.count, "more cards to deal than unseen")
        let tables = Evaluator.tables
        let mine = EvalHand(own.map(\.index))
        let known = opponents.map { EvalHand($0.up.map(\.index)) }
        let missing = opponents.map(\.unseen)
        var rng = SeededRNG(seed: seed)
        let (wins, ties, share) = pool.withUnsafeMutableBufferPointer { pool in
            switch rule {
            case .international:
                return Self.deal(InternationalStrength.self, tables, pool, mine, toCome, known, missing, trials, &rng)
            case .korean:
                return Self.deal(KoreanStrength.self, tables, pool, mine, toCome, known, missing, trials, &rng)
            }
        }
        let t = Double(max(trials, 1))
        return Equity(win: Double(wins) / t, split: Double(ties) / t, share: share / t, trials: trials)
    }

    @inline(never)
    static func deal<S: StrengthFunction>(
        _: S.Type, _ tables: Evaluator.Tables, _ pool: UnsafeMutableBufferPointer<Int>,
        _ mine: EvalHand, _ toCome: Int, _ known: [EvalHand], _ missing: [Int],
        _ trials: Int, _ rng: inout SeededRNG
    ) -> (Int, Int, Double) {
        var wins = 0
        var ties = 0
        var share = 0.0
        let base = UnsafePointer(pool.baseAddress!)
        for _ in 0..<trials {
            var next = 0
            // Draws `count` cards into the pool's front and returns the strength of `hand` with them.
            @inline(__always) func strength(_ hand: EvalHand, drawing count: Int) -> UInt32 {
                let start = next
                pool.deal(count, at: &next, rng: &rng)
                return S.strength(hand, base + start, count, tables)
            }
            let me = strength(mine, drawing: toCome)
            var best: UInt32 = 0
            var tied = 0
            for i in known.indices {
                let s = strength(known[i], drawing: missing[i])
                if s > best {
                    best = s
                    tied = 1
                } else if s == best {
                    tied &+= 1
                }
            }
            if me > best {
                wins &+= 1
                share += 1
            } else if me == best {
                ties &+= 1
                share += 1 / Double(tied + 1)
            }
        }
        return (wins, ties, share)
    }
}

/// A house rule's strength function, as a type, so that the simulation is compiled once for
/// each rule and the international one pays nothing for the Korean.
protocol StrengthFunction {
    /// The strength of `hand` with the `count` cards at `cards`.
    static func strength(_ hand: EvalHand, _ cards: UnsafePointer<Int>, _ count: Int, _ tables: Evaluator.Tables)
        -> UInt32
}

enum InternationalStrength: StrengthFunction {
    @inline(__always)
    static func strength(_ hand: EvalHand, _ cards: UnsafePointer<Int>, _ count: Int, _ tables: Evaluator.Tables)
        -> UInt32
    {
        UInt32(tables.value(cards, count: count, adding: hand))
    }
}

enum KoreanStrength: StrengthFunction {
    @inline(__always)
    static func strength(_ hand: EvalHand, _ cards: UnsafePointer<Int>, _ count: Int, _ tables: Evaluator.Tables)
        -> UInt32
    {
        var hand = hand
        for i in 0..<count { hand = tables.adding(cards[i], to: hand) }
        return Ranking.korean(hand, tables: tables)
    }
}

extension LimitStud {
    /// Every seat's chance to win the hand in play (and to split it), from Player 1's point of
    /// view: the cards Player 1 has not seen are dealt at random among the seats still in.
    /// Folded seats get 0. Nil when no hand is in play. Deterministic: the generator comes
    /// from the seed, the hand and the street, so asking twice gives the same answer.
    public func odds(trials: Int = 100_000) -> PokerOdds? {
        guard handInPlay, let hand, let view = view(of: 0), trials > 0 else { return nil }
        let seed = seed ^ (0xD1B5_4A32_D192_ED03 &* UInt64(truncatingIfNeeded: hand.number << 8 | hand.street))
        return odds(view, trials: trials, seed: seed)
    }

    /// At Player 1's turn, every seat's chance from the very deals the advice simulates (its
    /// seed and its `trials`): Player 1's wins and splits are those of the advice's share, so
    /// `odds` and `hint` never give two figures for one moment. Nil when it is not their turn.
    public func decisionOdds(trials: Int = Advice.trials) -> PokerOdds? {
        guard !playerOptions.isEmpty, let hand, let round = hand.round, trials > 0,
            let view = view(of: 0, round: round.round, live: hand.live)
        else { return nil }
        return odds(view, trials: trials, seed: adviceSeed(step: hand.decisions.count, round: round.round))
    }

    /// The generator's seed for the advice at Player 1's decision `step` in betting round `round`
    /// of the hand in play (or just played).
    func adviceSeed(step: Int, round: Int) -> UInt64 {
        let decision: Int = (hand?.number ?? 0) << 16 | step << 4 | round
        return seed ^ (0x9E37_79B9_7F4A_7C15 &* UInt64(truncatingIfNeeded: decision))
    }

    /// Deals what `view` has not seen, `trials` times, among Player 1 (first, as `SeatView.equity`
    /// deals) and the seats still in, each in turn.
    func odds(_ view: SeatView, trials: Int, seed: UInt64) -> PokerOdds {
        let seenSet = Set(view.seen.map(\.index))
        var pool = (0..<52).filter { !seenSet.contains($0) }
        let seats = [0] + view.opponents.map(\.seat)
        let known = [EvalHand(view.own.map(\.index))] + view.opponents.map { EvalHand($0.up.map(\.index)) }
        let missing = [view.toCome] + view.opponents.map(\.unseen)
        var rng = SeededRNG(seed: seed)
        let tables = Evaluator.tables
        let (wins, splits) = pool.withUnsafeMutableBufferPointer { pool in
            switch houseRule {
            case .international: Self.everyone(InternationalStrength.self, tables, pool, known, missing, trials, &rng)
            case .korean: Self.everyone(KoreanStrength.self, tables, pool, known, missing, trials, &rng)
            }
        }
        var win = Array(repeating: 0.0, count: self.seats.count)
        var split = win
        for (i, seat) in seats.enumerated() {
            win[seat] = Double(wins[i]) / Double(trials)
            split[seat] = Double(splits[i]) / Double(trials)
        }
        return PokerOdds(trials: trials, win: win, split: split, unseen: pool.count)
    }

    @inline(never)
    static func everyone<S: StrengthFunction>(
        _: S.Type, _ tables: Evaluator.Tables, _ pool: UnsafeMutableBufferPointer<Int>,
        _ known: [EvalHand], _ missing: [Int], _ trials: Int,
        _ rng: inout SeededRNG
    ) -> ([Int], [Int]) {
        pool.simulate(trials, seats: known.count, missing: missing, rng: &rng) { seat, cards, count in
            S.strength(known[seat], cards, count, tables)
        }
    }
}
