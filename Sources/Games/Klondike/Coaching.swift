extension Klondike {
    /// Where a hint stands in the order `hint()` looks (1: to a foundation, 2: turns a
    /// face-down card over, 3: the waste onto a stack, 4: a king to an empty stack or a stack
    /// emptied for one, 5: the stock). Nil for `finish` and `none`, which suggest no move.
    public static func tier(of hint: Hint) -> Int? {
        switch hint {
        case .toFoundation: 1
        case .turnsOver: 2
        case .wasteToStack: 3
        case .kingToEmpty, .emptiesForKing: 4
        case .draw, .recycle: 5
        case .fromFoundation: 6
        case .finish, .none: nil
        }
    }

    /// Where a move played from this position stands in the same order (6: a kind the hint
    /// never suggests: part of a run, a card back from a foundation, a run that turns nothing).
    public func tier(of move: Move) -> Int {
        let p = position
        switch move {
        case .draw: return 5
        case .transfer(_, .foundation, _): return 1
        case .transfer(.waste, .stack(let j), _): return p.stacks[j].isEmpty ? 4 : 3
        case .transfer(.stack(let i), .stack(let j), let count):
            if p.hidden[i] > 0 && count == p.faceUp(i).count { return 2 }
            if p.hidden[i] == 0 && count == p.stacks[i].count && !p.stacks[j].isEmpty { return 4 }
            return 6
        default: return 6
        }
    }

    /// The coach's verdict on `move`, played from this position: the hint, when it is of a
    /// better kind in the hint's order; nil when the move was as good (or the hint only
    /// offers the stock, which is never better than a move on the table).
    public func betterHint(than move: Move) -> Hint? {
        guard let hint = hint(), hint.move != move, let best = Self.tier(of: hint), best < 5 else { return nil }
        return best < tier(of: move) ? hint : nil
    }
}
