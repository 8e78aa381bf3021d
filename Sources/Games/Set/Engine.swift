import CardKit

extension SetGame {
    /// Applies one action at session time `now` (seconds). A refused action returns a
    /// single `.refused` event and leaves the state untouched.
    public mutating func apply(_ action: Action, at now: Double) -> [Event] {
        if let refusal = refusal(for: action) { return [.refused(refusal)] }
        if action == .newGame { return newGame(at: now) }
        if case .taps(let positions) = action { return taps(positions, at: now) }
        lastActionAt = max(lastActionAt, now)
        switch action {
        case .newGame, .taps: return []
        case .tap(let position): return tap(position, at: now)
        case .deal: return deal(at: now)
        case .hint: return hint()
        case .freeHint: return hint(free: true)
        case .clearSelection:
            let positions = selectedPositions.sorted()
            selection = []
            return positions.isEmpty ? [] : [.selectionCleared(positions: positions)]
        }
    }

    /// Why `taps` of these positions would be refused, if it would.
    public func refusal(forTaps positions: [Int]) -> Refusal? { refusal(for: .taps(positions)) }

    private func refusal(for action: Action) -> Refusal? {
        if action == .newGame { return nil }
        if case .taps(let positions) = action {
            // The numbers are read in order against the table as shown, whatever the phase.
            if phase == .over { return .over(score: score) }
            for (i, position) in positions.enumerated() {
                if !table.indices.contains(position) { return .noSuchCard(position: position, count: table.count) }
                if positions[..<i].contains(position) { return .repeated(position: position) }
            }
            return nil
        }
        switch phase {
        case .notStarted: return .notStarted
        case .over: return .over(score: score)
        case .playing: break
        }
        switch action {
        case .tap(let position):
            if !table.indices.contains(position) { return .noSuchCard(position: position, count: table.count) }
        case .deal:
            if selectionIsSet { return nil }
            if deck.isEmpty { return .deckEmpty(setsOnTable: SetFinder.count(in: table)) }
            if table.count + 3 > Self.capacity { return .tableFull(setsOnTable: SetFinder.count(in: table)) }
        case .newGame, .hint, .freeHint, .taps, .clearSelection: break
        }
        return nil
    }

    private mutating func newGame(at now: Double) -> [Event] {
        var events: [Event] = []
        if phase == .playing && moves > 0 { events.append(.abandoned(score: score)) }
        deck = SetCard.deck
        rng.shuffle(&deck)
        table = []
        for _ in 0..<Self.opening { table.append(deck.removeLast()) }
        selection = []
        matched = []
        score = 0
        setsFound = 0
        mismatches = 0
        moves = 0
        freeHints = nil
        resetHint()
        startedAt = now
        lastActionAt = now
        endedAt = nil
        phase = .playing
        events.append(.started(dealt: table.count, deck: deck.count))
        return events
    }

    // MARK: Tapping (seed rules 5–8)

    /// Each named card tapped where it is now, while the game goes on; the cards a tap took
    /// away are said last.
    private mutating func taps(_ positions: [Int], at now: Double) -> [Event] {
        let cards = positions.map { table[$0] }
        var events: [Event] = []
        var gone: [Event] = []
        for (position, card) in zip(positions, cards) where phase == .playing {
            guard let place = table.firstIndex(of: card) else {
                gone.append(.gone(position: position))
                continue
            }
            events += apply(.tap(place), at: now)
        }
        return events + gone
    }

    private mutating func tap(_ position: Int, at now: Double) -> [Event] {
        moves.saturatingAdd(1)
        let card = table[position]
        var events: [Event] = []
        if selection.count == 3 {
            if selectionIsSet {
                // Rule 8: the set leaves (replaced, or removed when the deck is empty); the
                // tapped card is selected unless it was one of the three.
                let wasInSet = selection.contains(card)
                events += takeSetOff(at: now)
                if phase == .over || wasInSet { return events }
                let place = table.firstIndex(of: card)!
                selection = [card]
                return events + [.selected(position: place, card: card)]
            }
            // Rule 7: three non-matching cards go down, and the tapped card is selected.
            events.append(.mismatchCleared(positions: selectedPositions.sorted()))
            selection = [card]
            return events + [.selected(position: position, card: card)]
        }
        if let i = selection.firstIndex(of: card) {
            // Rule 5: deselection while one or two are selected.
            selection.remove(at: i)
            score.saturatingAdd(Points.deselection)
            return [.deselected(position: position, card: card, points: Points.deselection)]
        }
        selection.append(card)
        events.append(.selected(position: position, card: card))
        guard selection.count == 3 else { return events }
        // Rule 6: the result of three cards at once.
        let positions = selectedPositions.sorted()
        if selectionIsSet {
            score.saturatingAdd(Points.match)
            setsFound += 1
            events.append(.matched(positions: positions, points: Points.match))
            // With the deck empty and no set among the other cards, the game ends now.
            let rest = table.filter { !selection.contains($0) }
            if deck.isEmpty && !SetFinder.hasSet(in: rest) { events += takeSetOff(at: now) }
        } else {
            score.saturatingAdd(Points.mismatch)
            mismatches += 1
            let broken = Self.brokenAttributes(selection[0], selection[1], selection[2])
            events.append(.mismatched(positions: positions, broken: broken, points: Points.mismatch))
        }
        return events
    }

    /// The selected set leaves the table: three new cards take its places while the table
    /// holds twelve and the deck has cards; else its cards go and the last cards fill their
    /// places. Then the end is checked.
    private mutating func takeSetOff(at now: Double) -> [Event] {
        let positions = selectedPositions.sorted()
        matched += selection
        selection = []
        resetHint()
        var events: [Event] = []
        if deck.count >= 3 && table.count <= Self.opening {
            for p in positions { table[p] = deck.removeLast() }
            events.append(.replaced(positions: positions))
        } else {
            // Above twelve cards (after a deal of three more), or with the deck empty, the
            // set is not replaced: the last cards on the table fill its places, so every
            // other card keeps its number.
            let kept = table.count - positions.count
            let holes = positions.filter { $0 < kept }
            let movers = (kept..<table.count).filter { !positions.contains($0) }
            for (hole, from) in zip(holes, movers) { table[hole] = table[from] }
            table.removeLast(positions.count)
            events.append(deck.isEmpty ? .removed(positions: positions) : .removedExtra(positions: positions))
            if !holes.isEmpty { events.append(.moved(from: movers, to: holes)) }
        }
        return events + checkEnd(at: now)
    }

    private mutating func checkEnd(at now: Double) -> [Event] {
        guard deck.isEmpty, !SetFinder.hasSet(in: table) else { return [] }
        phase = .over
        endedAt = now
        selection = []
        return [.finished(score: score, sets: setsFound, seconds: elapsedSeconds, left: table.count)]
    }

    // MARK: Dealing (seed rules 9–10)

    private mutating func deal(at now: Double) -> [Event] {
        moves.saturatingAdd(1)
        if selectionIsSet { return takeSetOff(at: now) }
        var events: [Event] = []
        if selectionIsMismatch {
            events.append(.mismatchCleared(positions: selectedPositions.sorted()))
            selection = []
        }
        let start = table.count
        for _ in 0..<3 { table.append(deck.removeLast()) }
        resetHint()
        events.append(.dealtMore(positions: Array(start..<table.count)))
        return events + checkEnd(at: now)
    }

    // MARK: The stepped hint (the extra credit's cheat)

    private mutating func resetHint() {
        hintStep = .none
        hintTarget = []
    }

    /// `free`: the learner's hint (the coach on): no points taken, counted in `freeHints`.
    private mutating func hint(free: Bool = false) -> [Event] {
        if selectionIsSet { return [.hintTakeSet] }
        let cost = { (points: Int) in free ? 0 : points }
        switch hintStep {
        case .none:
            let sets = SetFinder.count(in: table)
            pay(cost(Points.hintCount), free: free)
            hintStep = .count
            return [
                sets == 0
                    ? .hintNone(points: cost(Points.hintCount))
                    : .hintCount(sets: sets, points: cost(Points.hintCount))
            ]
        case .count:
            guard let (i, j, k) = SetFinder.firstSet(in: table) else { return [.hintNone(points: 0)] }
            hintTarget = [table[i], table[j], table[k]]
            pay(cost(Points.hintCard), free: free)
            hintStep = .card
            return [.hintCard(position: i, points: cost(Points.hintCard))]
        case .card:
            pay(cost(Points.hintSet), free: free)
            hintStep = .set
            return [.hintSet(positions: hintPositions, points: cost(Points.hintSet))]
        case .set:
            return [.hintAgain(positions: hintPositions)]
        }
    }

    private mutating func pay(_ points: Int, free: Bool = false) {
        score.saturatingAdd(points)
        moves.saturatingAdd(1)
        if free { freeHints = (freeHints ?? 0).saturatingAdding(1) }
    }

    /// Where the hinted set's cards lie now.
    public var hintPositions: [Int] { hintTarget.compactMap { table.firstIndex(of: $0) }.sorted() }
}
