import CardKit

extension Klondike {
    /// A suggested move and the reason for it, in Aisleriot's order of priority.
    public enum Hint: Hashable, Sendable {
        /// Every card is face up and nothing is left to turn: `auto` finishes.
        case finish
        /// A card to its foundation (an ace first of all).
        case toFoundation(Move, FrenchCard)
        /// A run moves to another stack and the face-down card under it turns over.
        case turnsOver(Move, FrenchCard, onto: FrenchCard?)
        /// The top of the waste onto a stack.
        case wasteToStack(Move, FrenchCard, onto: FrenchCard)
        /// A king (from the waste) fills an empty stack.
        case kingToEmpty(Move, FrenchCard)
        /// A run that sits on no face-down card moves onto another stack, emptying its own
        /// for a king that waits on face-down cards (or on the waste).
        case emptiesForKing(Move, FrenchCard, onto: FrenchCard, king: FrenchCard)
        /// Nothing of the usual kinds, but a card coming back from its foundation (`move`,
        /// `card`) lets another card onto it (`then`, `next`): a run that turns a face-down
        /// card, the waste's top, or a run that empties a stack for a king.
        case fromFoundation(Move, FrenchCard, then: Move, next: FrenchCard)
        /// Turn the next card(s) of the stock.
        case draw
        /// Turn the waste back into the stock (costing `penalty` points).
        case recycle(penalty: Int)
        /// None of the above: the game is not necessarily lost (a card can come back from a
        /// foundation, an earlier move can be undone). `stockUseless`: there are cards in
        /// the stock or waste, but a whole pass through them brings none that can be played.
        case none(stockUseless: Bool)

        public var move: Move? {
            switch self {
            case .toFoundation(let m, _), .turnsOver(let m, _, _), .wasteToStack(let m, _, _), .kingToEmpty(let m, _),
                .emptiesForKing(let m, _, _, _), .fromFoundation(let m, _, _, _):
                m
            case .draw, .recycle: .draw
            case .finish, .none: nil
            }
        }
    }
}

extension Klondike {
    /// The move a player would look for first: a card to a foundation (lowest first), a
    /// move that turns a face-down card, the waste onto a stack, a king into an empty
    /// stack (emptying one for a king if need be), then the stock, as long as a pass
    /// through it brings a card that can be played. Nil only when the game is won.
    /// A card just brought down from its foundation is never sent back up (that would only
    /// undo the move); when nothing else is left, a card comes down from a foundation only
    /// if that lets another card onto it.
    public func hint() -> Hint? {
        guard let hint = usualHint() else { return nil }
        guard case .none = hint else { return hint }
        return fromFoundation() ?? hint
    }

    /// The first card back from a foundation onto a stack after which the usual hint is a
    /// card onto it; bounded: at most four foundations times seven stacks.
    private func fromFoundation() -> Hint? {
        let p = position
        for f in 0..<4 {
            guard let card = p.foundationTop(f) else { continue }
            for j in 0..<7 {
                let move = Move.transfer(from: .foundation(f), to: .stack(j), count: 1)
                guard refusal(for: move) == nil else { continue }
                var after = Klondike(position: p, drawMode: drawMode)
                _ = after.apply(move)
                let next: (Move, FrenchCard, FrenchCard?)? =
                    switch after.usualHint() {
                    case .turnsOver(let m, let c, let onto): (m, c, onto)
                    case .wasteToStack(let m, let c, let onto): (m, c, onto)
                    case .emptiesForKing(let m, let c, let onto, _): (m, c, onto)
                    default: nil
                    }
                if let next, next.2 == card { return .fromFoundation(move, card, then: next.0, next: next.1) }
            }
        }
        return nil
    }

    /// The card the last move brought down from its foundation onto a stack, and that stack.
    private var justBroughtDown: (FrenchCard, Int)? {
        guard case .move(.transfer(.foundation, .stack(let j), _)) = steps.last, let card = position.stacks[j].last
        else { return nil }
        return (card, j)
    }

    private func usualHint() -> Hint? {
        guard !isWon else { return nil }
        if canFinishAutomatically { return .finish }
        let p = position
        let broughtDown = justBroughtDown
        // 1. To a foundation: the lowest card first (aces before anything).
        var best: (Move, FrenchCard)?
        var sources: [Pile] = [.waste]
        sources += (0..<7).map(Pile.stack)
        for pile in sources {
            let card: FrenchCard? =
                switch pile {
                case .waste: p.waste.last
                case .stack(let i): p.stacks[i].last
                default: nil
                }
            guard let card else { continue }
            if let broughtDown, broughtDown.0 == card, pile == .stack(broughtDown.1) { continue }
            let move = Move.transfer(from: pile, to: .foundation(of: card.suit), count: 1)
            if refusal(for: move) == nil, card.rank < (best?.1.rank ?? 14) { best = (move, card) }
        }
        if let best { return .toFoundation(best.0, best.1) }
        // 2. A whole face-up run onto another stack, turning the card under it.
        for i in 0..<7 where p.hidden[i] > 0 && p.faceUp(i).count > 0 {
            let count = p.faceUp(i).count
            let base = p.stacks[i][p.hidden[i]]
            for j in 0..<7 where j != i {
                let move = Move.transfer(from: .stack(i), to: .stack(j), count: count)
                if refusal(for: move) == nil { return .turnsOver(move, base, onto: p.stacks[j].last) }
            }
        }
        // 3. The waste onto a stack that ends in a card; 4. a king into an empty stack.
        if let top = p.waste.last {
            var toEmpty: Move?
            for j in 0..<7 {
                let move = Move.transfer(from: .waste, to: .stack(j), count: 1)
                guard refusal(for: move) == nil else { continue }
                if let onto = p.stacks[j].last { return .wasteToStack(move, top, onto: onto) }
                if toEmpty == nil { toEmpty = move }
            }
            if let toEmpty { return .kingToEmpty(toEmpty, top) }
        }
        // 4b. Empty a stack for a king that waits on face-down cards or on the waste.
        if let empties = emptyingForKing() { return empties }
        // 5. The stock, if going through it brings something to play.
        if p.stock.isEmpty && p.waste.isEmpty { return Hint.none(stockUseless: false) }
        guard stockBringsAPlayableCard() else { return Hint.none(stockUseless: true) }
        if !p.stock.isEmpty { return .draw }
        return .recycle(penalty: -recyclePenalty(p.recycles + 1))
    }

    /// A whole face-up run with nothing face down under it (not a king already at home)
    /// that can move onto another stack, when a king could then fill the stack it leaves.
    private func emptyingForKing() -> Hint? {
        let p = position
        let waitingKing =
            (0..<7).first { p.hidden[$0] > 0 && p.stacks[$0][p.hidden[$0]].rank == 13 }
            .map { p.stacks[$0][p.hidden[$0]] } ?? p.waste.last.flatMap { $0.rank == 13 ? $0 : nil }
        guard let king = waitingKing, !(0..<7).contains(where: { p.stacks[$0].isEmpty }) else { return nil }
        for i in 0..<7 where p.hidden[i] == 0 && !p.stacks[i].isEmpty && p.stacks[i][0].rank != 13 {
            for j in 0..<7 where j != i && !p.stacks[j].isEmpty {
                let move = Move.transfer(from: .stack(i), to: .stack(j), count: p.stacks[i].count)
                if refusal(for: move) == nil {
                    return .emptiesForKing(move, p.stacks[i][0], onto: p.stacks[j].last!, king: king)
                }
            }
        }
        return nil
    }

    /// Whether a whole face-up run with nothing face down under it (not a king already at
    /// home) can move onto another stack, leaving its own empty.
    var canEmptyAStack: Bool {
        let p = position
        for i in 0..<7 where p.hidden[i] == 0 && !p.stacks[i].isEmpty && p.stacks[i][0].rank != 13 {
            for j in 0..<7 where j != i && !p.stacks[j].isEmpty {
                if refusal(for: .transfer(from: .stack(i), to: .stack(j), count: p.stacks[i].count)) == nil {
                    return true
                }
            }
        }
        return false
    }

    /// Whether drawing through the stock (turning the waste over when it runs out) shows,
    /// before the piles come back as they are now, a waste card that can go to its
    /// foundation or onto a stack.
    func stockBringsAPlayableCard() -> Bool {
        // A copy without the undo history: drawing on it must not copy the whole history.
        var copy = Klondike(position: position, drawMode: drawMode)
        let cycle = (position.stock.count + position.waste.count) / drawMode.rawValue + 3
        for _ in 0..<cycle {
            _ = copy.apply(.draw)
            guard let top = copy.position.waste.last else { continue }
            let targets: [Pile] = [.foundation(of: top.suit)] + (0..<7).map(Pile.stack)
            if targets.contains(where: { copy.refusal(for: .transfer(from: .waste, to: $0, count: 1)) == nil }) {
                return true
            }
            // A king, when a stack can be emptied for it (the hint then says which).
            if top.rank == 13, copy.canEmptyAStack { return true }
        }
        return false
    }
}
