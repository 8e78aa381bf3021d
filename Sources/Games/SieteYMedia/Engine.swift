import CardKit

extension SieteYMedia {
    /// Applies one action. A refused action returns a single `.refused` event and leaves
    /// the state untouched.
    public mutating func apply(_ action: Action) -> [Event] {
        switch action {
        case .newHand: return newHand()
        case .hit: return hit()
        case .stand: return stand()
        case .setBankMode(let mode): return setBankMode(mode)
        }
    }

    private mutating func newHand() -> [Event] {
        var events: [Event] = []
        if phase == .playerTurn && !player.isEmpty {
            tally.losses.saturatingAdd(1)
            events.append(.handAbandoned)
        }
        bankMode = nextBankMode
        deck = SpanishCard.deck
        rng.shuffle(&deck)
        player = []
        bank = []
        bankHasPlayed = false
        outcome = nil
        simpleBankScore = bankMode == .simple ? drawSimpleBankScore() : nil
        phase = .playerTurn
        events.append(.handStarted(bankMode))
        return events
    }

    /// The seed's simplified bank: a whole score from 1 to 7, plus a half half of the time.
    private mutating func drawSimpleBankScore() -> HalfPoints {
        var score = HalfPoints(halves: (rng.below(7) + 1) * 2)
        if rng.coin() { score = score + HalfPoints(halves: 1) }
        return score
    }

    private mutating func hit() -> [Event] {
        if let refusal = refusal(for: .hit) { return [.refused(refusal)] }
        let card = deck.removeLast()
        player.append(card)
        let total = playerTotal
        var events: [Event] = [.playerDrew(card, total: total)]
        if total > .limit {
            events += finish(.playerBust(total))
        } else if total == .limit {
            events.append(.reachedSieteYMedia)
            events += bankPlays(announced: true)
        }
        return events
    }

    private mutating func stand() -> [Event] {
        if let refusal = refusal(for: .stand) { return [.refused(refusal)] }
        return bankPlays(announced: false)
    }

    private func refusal(for action: Action) -> Refusal? {
        switch phase {
        case .notStarted: return .noHand
        case .playerWins, .playerLoses, .draw: return outcome.map { .handOver(action, $0) } ?? .noHand
        case .playerTurn:
            if action == .stand && player.isEmpty { return .standWithoutCards }
            return nil
        }
    }

    /// The player stands (`announced`: already said by `.reachedSieteYMedia`) and the bank plays.
    private mutating func bankPlays(announced: Bool) -> [Event] {
        let target = playerTotal
        var events: [Event] = announced ? [] : [.playerStood(target)]
        bankHasPlayed = true
        switch bankMode {
        case .simple:
            let score = simpleBankScore ?? .zero
            events.append(.simpleBankRevealed(score))
            events += finish(
                score < target
                    ? .higher(player: target, bank: score)
                    : score == target ? .tie(target) : .lower(player: target, bank: score))
        case .real:
            // The stated rule: the bank draws while it is below the player's total.
            var total = HalfPoints.zero
            while total < target {
                let card = deck.removeLast()
                bank.append(card)
                total = total + card.halfPoints
                events.append(.bankDrew(card, total: total))
            }
            if total > .limit {
                events += finish(.bankBust(bank: total))
            } else {
                events.append(.bankStood(total))
                events += finish(total == target ? .tie(target) : .lower(player: target, bank: total))
            }
        }
        return events
    }

    private mutating func finish(_ result: Outcome) -> [Event] {
        outcome = result
        phase = result.phase
        switch phase {
        case .playerWins: tally.wins.saturatingAdd(1)
        case .playerLoses: tally.losses.saturatingAdd(1)
        case .draw: tally.draws.saturatingAdd(1)
        case .notStarted, .playerTurn: break
        }
        return [.finished(result)]
    }

    private mutating func setBankMode(_ mode: BankMode) -> [Event] {
        // Before the first card of a hand nothing depends on the bank yet: it changes at once.
        let handUntouched = phase == .notStarted || (phase == .playerTurn && player.isEmpty)
        if mode == bankMode && mode == nextBankMode { return [.bankModeUnchanged(mode)] }
        nextBankMode = mode
        if handUntouched {
            bankMode = mode
            if phase == .playerTurn { simpleBankScore = mode == .simple ? drawSimpleBankScore() : nil }
            return [.bankModeSet(mode, fromNextHand: false)]
        }
        // A hand with cards keeps the bank it started with; choosing that bank again
        // cancels a change asked for earlier.
        return [.bankModeSet(mode, fromNextHand: mode != bankMode)]
    }
}
