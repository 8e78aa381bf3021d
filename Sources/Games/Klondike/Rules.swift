import CardKit

extension Klondike {
    /// Points of the standard (Windows) scoring.
    public enum Scoring {
        public static let toFoundation = 10
        public static let wasteToStack = 5
        public static let turnOver = 5
        public static let foundationToStack = -15
        /// Each time the waste goes back into the stock in draw-1.
        public static let recycleDrawOne = -100
        /// In draw-3, each recycle from the third on (the first two are free).
        public static let recycleDrawThree = -20
        public static let freeRecyclesDrawThree = 2
    }
}

extension Klondike {
    /// Carries out a move; a refused move returns one `.refused` event and changes nothing.
    public mutating func apply(_ move: Move) -> [Event] {
        if let refusal = refusal(for: move) { return [.refused(refusal)] }
        let couldFinish = canFinishAutomatically
        history.append(position)
        steps.append(.move(move))
        var events = perform(move)
        if isWon {
            events.append(.won(moves: position.moves, score: position.score))
        } else if canFinishAutomatically && !couldFinish {
            events.append(.canFinish)
        }
        return events
    }

    /// Why a move cannot be made now, or nil when it can.
    public func refusal(for move: Move) -> Refusal? {
        if isWon { return .gameWon }
        switch move {
        case .draw:
            return position.stock.isEmpty && position.waste.isEmpty ? .nothingToDraw : nil
        case .transfer(let from, let to, let count):
            return refusal(from: from, to: to, count: count)
        }
    }

    private func refusal(from: Pile, to: Pile, count: Int) -> Refusal? {
        let p = position
        if from == to { return .samePile(from) }
        if from == .stock { return .stockIsDrawn }
        if to == .stock || to == .waste { return .notATarget(to) }
        if count < 1 { return .badCount(count) }
        let moving: ArraySlice<FrenchCard>
        switch from {
        case .stock: return .stockIsDrawn
        case .waste:
            guard let top = p.waste.last else { return .emptyPile(from) }
            if count > 1 { return .onlyTopCard(from, asked: count) }
            moving = [top]
        case .foundation(let i):
            guard let top = p.foundationTop(i) else { return .emptyPile(from) }
            if count > 1 { return .onlyTopCard(from, asked: count) }
            moving = [top]
        case .stack(let i):
            if p.stacks[i].isEmpty { return .emptyPile(from) }
            let up = p.faceUp(i).count
            if count > up { return .notEnoughFaceUp(stack: i, faceUp: up, asked: count) }
            moving = p.stacks[i].suffix(count)
        }
        let base = moving.first!
        switch to {
        case .stock, .waste: return .notATarget(to)
        case .foundation(let j):
            if count > 1 { return .oneCardToFoundation(top: moving.last!, count: count) }
            if Position.foundationIndex(base.suit) != j { return .wrongFoundation(base, foundation: j) }
            if base.rank != p.foundations[j] + 1 {
                return .foundationNeeds(base, needed: FrenchCard(p.foundations[j] + 1, base.suit))
            }
            return nil
        case .stack(let j):
            guard let top = p.stacks[j].last else {
                return base.rank == 13 ? nil : .onlyKingOnEmpty(base, stack: j)
            }
            if base.rank != top.rank - 1 { return .wrongRank(base, onto: top) }
            if base.suit.isRed == top.suit.isRed { return .sameColour(base, onto: top) }
            return nil
        }
    }

    /// Makes a move already found legal.
    private mutating func perform(_ move: Move) -> [Event] {
        position.moves += 1
        switch move {
        case .draw:
            if position.stock.isEmpty {
                position.stock = position.waste.reversed()
                position.waste = []
                position.recycles += 1
                let penalty = recyclePenalty(position.recycles)
                position.score = max(0, position.score + penalty)
                return [.recycled(cards: position.stock.count, penalty: -penalty)]
            }
            var turned: [FrenchCard] = []
            for _ in 0..<min(drawMode.rawValue, position.stock.count) {
                turned.append(position.stock.removeLast())
            }
            position.waste += turned
            return [.drew(turned)]
        case .transfer(let from, let to, let count):
            let cards = take(count, from: from)
            switch to {
            case .foundation(let j): position.foundations[j] += 1
            case .stack(let j): position.stacks[j] += cards
            case .stock, .waste: break
            }
            let points = Self.points(from: from, to: to)
            position.score = max(0, position.score + points)
            var events: [Event] = [.moved(cards, from: from, to: to, points: points)]
            if case .stack(let i) = from, let turned = turnOver(i) { events.append(turned) }
            return events
        }
    }

    /// Points of a move in the standard scoring.
    public static func points(from: Pile, to: Pile) -> Int {
        switch (from, to) {
        case (_, .foundation): Scoring.toFoundation
        case (.waste, .stack): Scoring.wasteToStack
        case (.foundation, .stack): Scoring.foundationToStack
        default: 0
        }
    }

    /// The points (≤ 0) of the recycle that makes `recycles`.
    func recyclePenalty(_ recycles: Int) -> Int {
        switch drawMode {
        case .one: Scoring.recycleDrawOne
        case .three: recycles > Scoring.freeRecyclesDrawThree ? Scoring.recycleDrawThree : 0
        }
    }

    private mutating func take(_ count: Int, from pile: Pile) -> [FrenchCard] {
        switch pile {
        case .stock: return []
        case .waste: return [position.waste.removeLast()]
        case .foundation(let i):
            let card = position.foundationTop(i)!
            position.foundations[i] -= 1
            return [card]
        case .stack(let i):
            let cards = Array(position.stacks[i].suffix(count))
            position.stacks[i].removeLast(count)
            return cards
        }
    }

    /// The newly exposed face-down card of a stack turns over by itself.
    private mutating func turnOver(_ stack: Int) -> Event? {
        guard position.hidden[stack] > 0, position.hidden[stack] == position.stacks[stack].count else { return nil }
        position.hidden[stack] -= 1
        position.score += Scoring.turnOver
        return .turnedOver(position.stacks[stack].last!, stack: stack, points: Scoring.turnOver)
    }

    /// Every move that can be made now (draw first, then transfers).
    public func legalMoves() -> [Move] {
        guard !isWon else { return [] }
        var moves: [Move] = []
        if refusal(for: .draw) == nil { moves.append(.draw) }
        var sources: [(Pile, Int)] = []
        if !position.waste.isEmpty { sources.append((.waste, 1)) }
        for i in 0..<4 where position.foundations[i] > 0 { sources.append((.foundation(i), 1)) }
        for i in 0..<7 {
            let up = position.faceUp(i).count
            if up > 0 { for n in 1...up { sources.append((.stack(i), n)) } }
        }
        let targets: [Pile] = (0..<4).map(Pile.foundation) + (0..<7).map(Pile.stack)
        for (from, count) in sources {
            for to in targets where refusal(from: from, to: to, count: count) == nil {
                moves.append(.transfer(from: from, to: to, count: count))
            }
        }
        return moves
    }

    /// Takes back the last move (draws and recycles included), as often as asked.
    public mutating func undo() -> [Event] {
        if isWon { return [.refused(.gameWon)] }
        guard let previous = history.popLast() else { return [.refused(.nothingToUndo)] }
        let step = steps.removeLast()
        position = previous
        // The move taken back (nil for `auto`'s finish), for saying what was undone.
        if case .move(let move) = step { return [.undone(move)] }
        return [.undone(nil)]
    }

    /// The same deal again from the start.
    public mutating func restart() -> [Event] {
        position = dealt
        history = []
        steps = []
        return [.dealt(drawMode, again: true)]
    }

    /// A new deal, shuffled from the game's generator.
    public mutating func newDeal(_ mode: DrawMode) -> [Event] {
        drawMode = mode
        dealt = Position.deal(&rng)
        position = dealt
        history = []
        steps = []
        return [.dealt(mode, again: false)]
    }

    /// `auto`: with every card face up and nothing left to turn, plays every card to the
    /// foundations, lowest first. One step for `undo`.
    public mutating func finish() -> [Event] {
        if isWon { return [.refused(.gameWon)] }
        guard position.stock.isEmpty, position.hidden.allSatisfy({ $0 == 0 }) else {
            return [
                .refused(
                    .cannotFinishYet(
                        faceDown: position.hidden.reduce(0, +), stock: position.stock.count,
                        waste: position.waste.count))
            ]
        }
        // Played out once: it either finishes, or a waste card waits for one under it.
        guard let (done, cards) = Self.playOut(position) else {
            guard let stuck = position.waste.last else {
                return [.refused(.cannotFinishYet(faceDown: 0, stock: 0, waste: 0))]
            }
            return [.refused(.wasteOutOfOrder(stuck))]
        }
        history.append(position)
        steps.append(.finish)
        position = done
        let points = cards * Scoring.toFoundation
        var events: [Event] = [.finished(cards: cards, points: points)]
        if isWon { events.append(.won(moves: position.moves, score: position.score)) }
        return events
    }

    /// Where a card is, and whether (and how) it can be played from there.
    public func locate(_ card: FrenchCard) -> Location {
        let p = position
        if p.stock.contains(card) { return .stock }
        if let k = p.waste.lastIndex(of: card) {
            return k == p.waste.count - 1 ? .playable(.waste, count: 1) : .wasteBuried(above: p.waste.count - 1 - k)
        }
        for i in 0..<7 {
            if let k = p.stacks[i].firstIndex(of: card) {
                return k < p.hidden[i] ? .faceDown(stack: i) : .playable(.stack(i), count: p.stacks[i].count - k)
            }
        }
        let f = Position.foundationIndex(card.suit)
        return p.foundations[f] == card.rank ? .playable(.foundation(f), count: 1) : .foundationBuried(f)
    }

    /// The seed's double tap: the top card (or the run of `count` cards) of a pile goes to
    /// its foundation when it can, else to the first stack where it fits. The stock draws.
    public func tapMove(_ pile: Pile, count: Int = 1) -> Result<Move, Refusal> {
        if isWon { return .failure(.gameWon) }
        switch pile {
        case .stock:
            if let refusal = refusal(for: .draw) { return .failure(refusal) }
            return .success(.draw)
        case .waste, .foundation, .stack:
            break
        }
        let card: FrenchCard
        switch pile {
        case .waste:
            guard let top = position.waste.last else { return .failure(.emptyPile(pile)) }
            card = top
        case .foundation(let i):
            guard let top = position.foundationTop(i) else { return .failure(.emptyPile(pile)) }
            card = top
        case .stack(let i):
            if position.stacks[i].isEmpty { return .failure(.emptyPile(pile)) }
            let up = position.faceUp(i).count
            if count < 1 { return .failure(.badCount(count)) }
            if count > up { return .failure(.notEnoughFaceUp(stack: i, faceUp: up, asked: count)) }
            card = position.stacks[i][position.stacks[i].count - count]
        case .stock:
            return .success(.draw)
        }
        var foundationNeeds: FrenchCard?
        if count == 1, pile != .foundation(of: card.suit) {
            let home = Pile.foundation(of: card.suit)
            let move = Move.transfer(from: pile, to: home, count: 1)
            if refusal(for: move) == nil { return .success(move) }
            foundationNeeds = FrenchCard(position.foundations[Position.foundationIndex(card.suit)] + 1, card.suit)
        }
        // A king at the bottom of its stack gains nothing on another empty stack.
        let wholeStack: Bool = if case .stack(let i) = pile { count == position.stacks[i].count } else { false }
        for j in 0..<7 where Pile.stack(j) != pile {
            if wholeStack && position.stacks[j].isEmpty { continue }
            let move = Move.transfer(from: pile, to: .stack(j), count: count)
            if refusal(for: move) == nil { return .success(move) }
        }
        return .failure(.nowhere(card, count: count, foundationNeeds: foundationNeeds))
    }
}
