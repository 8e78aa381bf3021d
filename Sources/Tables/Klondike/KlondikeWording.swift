import CardKit
import GameKit
import Klondike
import TableKit

/// One layer Klondike's events and refusals become messages: piles, moves, rules.
extension KlondikeTable {
    func modeMessage(_ mode: DrawMode) -> Message { Message("klondike.mode.\(mode.rawValue)") }

    /// How a pile is called in running text ("stack 3", "the ♥ foundation (f2)").
    static func pileName(_ pile: Pile) -> Message {
        switch pile {
        case .stock: Message("klondike.pile.stock")
        case .waste: Message("klondike.pile.waste")
        case .foundation(let i):
            Message("klondike.pile.foundation", .verbatim(Position.foundationSuits[i].symbol), .int(i + 1))
        case .stack(let i): Message("klondike.pile.stack", .int(i + 1))
        }
    }

    static func signed(_ points: Int) -> Argument { .verbatim(points > 0 ? "+\(points)" : "−\(-points)") }

    /// What happened at the table: a deal left unfinished said first, the move's own events,
    /// each auto-move in a short line after them.
    func messages(_ events: [Event]) -> [Message] {
        events.compactMap { event in
            switch event {
            case .ended(let over): over.won ? nil : Message("klondike.abandoned")
            case .played(let event): message(event)
            case .auto(.moved(let cards, let from, _, let points)) where !cards.isEmpty:
                Message(
                    "klondike.auto.up", .frenchCard(cards[0]), .message(Self.pileName(from)), Self.signed(points))
            case .auto(let event): message(event)
            case .redone(let left):
                left == 0 ? Message("klondike.redone.none") : Message("klondike.redone", .int(left), count: left)
            case .nothingToRedo: Message("klondike.refused.nothingtoredo", .command(.undo), .command(.redo))
            }
        }
    }

    /// One event of the game, read on the table as it is after the command.
    func message(_ event: Klondike.Event) -> Message {
        switch event {
        case .dealt(let mode, let again):
            return Message(again ? "klondike.restarted" : "klondike.dealt", .message(modeMessage(mode)))
        case .drew(let cards):
            // The last card drawn: the stock is said to be empty, not "0 cards left".
            if game.position.stock.isEmpty { return Message("klondike.drew.last", .frenchCards(cards)) }
            return Message(
                "klondike.drew", .frenchCards(cards), .int(game.position.stock.count),
                count: game.position.stock.count)
        case .recycled(let cards, let penalty):
            if penalty == 0 { return Message("klondike.recycled", .int(cards), count: cards) }
            return Message("klondike.recycled.penalty", .int(cards), Self.signed(-penalty), count: cards)
        case .moved(let cards, let from, let to, let points):
            let args: [Argument] = [
                .frenchCards(cards), .message(Self.pileName(from)), .message(Self.pileName(to)),
            ]
            if points == 0 { return Message(key: "klondike.moved", args: args) }
            return Message(key: "klondike.moved.points", args: args + [Self.signed(points)])
        case .turnedOver(let card, let stack, let points):
            return Message(
                "klondike.turned", .frenchCard(card), .message(Self.pileName(.stack(stack))), Self.signed(points))
        case .finished(let cards, let points):
            return Message("klondike.finished", .int(cards), Self.signed(points), count: cards)
        case .canFinish:
            return Message("klondike.canfinish", .command(.auto))
        case .won(let moves, let score):
            // An assisted win says so where it is announced, as the statistics count it.
            return Message(
                play.assisted ? "klondike.won.assisted" : "klondike.won", .int(moves), .int(score),
                .duration(play.seconds), .command(.new))
        case .undone(let move):
            // What was taken back, named (`undoneMove`); `auto`'s finish as before. The count
            // is of the moves left to take back, a move and its auto-moves as one (`undoable`).
            let undoable = play.undoable
            guard let move, let what = undoneMove(move) else {
                if undoable == 0 { return Message("klondike.undone.none") }
                return Message("klondike.undone", .int(undoable), count: undoable)
            }
            if undoable == 0 { return Message("klondike.undid.none", .message(what)) }
            return Message("klondike.undid", .message(what), .int(undoable), count: undoable)
        case .refused(let refusal):
            return refusalMessage(refusal)
        }
    }

    /// A move just taken back, in words, read on the position it came back to: "♣4 back from
    /// the ♣ foundation (f4) to stack 4", "the draw", "the waste turned back into the stock".
    func undoneMove(_ move: Move) -> Message? {
        guard case .transfer(let from, let to, _) = move else {
            if game.position.stock.isEmpty { return Message("klondike.undid.recycle") }
            // The cards the draw had turned: as many as it turns, or fewer at the stock's end.
            let drawn = min(game.drawMode.rawValue, game.position.stock.count)
            return Message(drawn == 1 ? "klondike.undid.draw.single" : "klondike.undid.draw")
        }
        let cards = game.cards(move)
        guard !cards.isEmpty else { return nil }
        // A run has its own text: the verb agrees with several cards in some languages.
        return Message(
            cards.count > 1 ? "klondike.undid.moves" : "klondike.undid.move", .frenchCards(cards),
            .message(Self.pileName(to)), .message(Self.pileName(from)))
    }

    /// A move as the player types it (`tap 3`, `move 6 2 3`, `draw`).
    static func typed(_ typing: Klondike.Typing) -> Argument {
        switch typing {
        case .draw: .command(.draw)
        case .tap(let pile): .commandLine(.tap, arguments: Klondike.typed(pile))
        case .move(let from, let to, let count):
            .commandLine(
                .move,
                arguments: "\(Klondike.typed(from)) \(Klondike.typed(to))" + (count.map { " \($0)" } ?? ""))
        }
    }

    /// The two cards of the other colour one rank up (what a card can go on), or down.
    static func otherColour(_ card: FrenchCard, rank: Int) -> [FrenchCard] {
        let suits: [FrenchSuit] = card.suit.isRed ? [.spades, .clubs] : [.hearts, .diamonds]
        return suits.map { FrenchCard(rank, $0) }
    }

    func refusalMessage(_ refusal: Refusal) -> Message {
        switch refusal {
        case .gameWon:
            return Message("klondike.refused.won", .command(.new), .command(.restart))
        case .samePile(let pile):
            return Message("klondike.refused.samepile", .message(Self.pileName(pile)))
        case .stockIsDrawn:
            return Message("klondike.refused.stock", .command(.draw))
        case .notATarget(let pile):
            return Message("klondike.refused.target", .message(Self.pileName(pile)))
        case .emptyPile(let pile):
            return Message("klondike.refused.empty", .message(Self.pileName(pile)))
        case .onlyTopCard(let pile, _):
            return Message("klondike.refused.toponly", .message(Self.pileName(pile)))
        case .notEnoughFaceUp(let stack, let up, let asked):
            return Message(
                "klondike.refused.faceup", .message(Self.pileName(.stack(stack))), .int(up), .int(asked), count: up)
        case .badCount:
            return Message("klondike.refused.count", .verbatim("0"), .commandLine(.move, arguments: "6 2 3"))
        case .oneCardToFoundation(let top, _):
            return Message("klondike.refused.runtofoundation", .frenchCard(top))
        case .wrongFoundation(let card, let f):
            return Message(
                "klondike.refused.wrongfoundation", .frenchCard(card),
                .message(Self.pileName(.foundation(f))), .message(Self.pileName(.foundation(of: card.suit))))
        case .foundationNeeds(let card, let needed):
            let f = Argument.message(Self.pileName(.foundation(of: card.suit)))
            if needed.rank == 1 {
                return Message("klondike.refused.foundation.ace", .frenchCard(card), f, .frenchCard(needed))
            }
            return Message("klondike.refused.foundation.next", .frenchCard(card), f, .frenchCard(needed))
        case .wrongRank(let card, let onto):
            if onto.rank == 1 { return Message("klondike.refused.onace", .frenchCard(card), .frenchCard(onto)) }
            let fits = Self.otherColour(onto, rank: onto.rank - 1)
            return Message(
                "klondike.refused.rank", .frenchCard(card), .frenchCard(onto), .frenchCard(fits[0]),
                .frenchCard(fits[1]))
        case .sameColour(let card, let onto):
            let fits = Self.otherColour(onto, rank: card.rank)
            return Message(
                "klondike.refused.colour", .frenchCard(card), .frenchCard(onto), .frenchCard(fits[0]),
                .frenchCard(fits[1]))
        case .onlyKingOnEmpty(let card, let stack):
            return Message("klondike.refused.king", .frenchCard(card), .message(Self.pileName(.stack(stack))))
        case .nowhere(let card, let count, let needs):
            var reasons: [Message] = []
            if let needs {
                reasons.append(
                    needs.rank == 1
                        ? Message(
                            "klondike.nowhere.foundation.ace", .message(Self.pileName(.foundation(of: card.suit))),
                            .frenchCard(needs))
                        : Message(
                            "klondike.nowhere.foundation", .message(Self.pileName(.foundation(of: card.suit))),
                            .frenchCard(needs)))
            }
            // After the foundation's reason the stacks' one says "either" (Korean 도).
            let also = reasons.isEmpty ? "" : ".also"
            if card.rank == 13 {
                reasons.append(Message("klondike.nowhere.empty\(also)"))
            } else {
                let fits = Self.otherColour(card, rank: card.rank + 1)
                reasons.append(Message("klondike.nowhere.stack\(also)", .frenchCard(fits[0]), .frenchCard(fits[1])))
            }
            let why =
                reasons.count == 2
                ? Message("klondike.nowhere.both", .message(reasons[0]), .message(reasons[1])) : reasons[0]
            return Message(
                count > 1 ? "klondike.refused.nowhere.run" : "klondike.refused.nowhere", .frenchCard(card),
                .message(why))
        case .cardUnavailable(let card, let location):
            switch location {
            case .stock, .faceDown:
                return Message("klondike.refused.card.hidden", .frenchCard(card))
            case .wasteBuried(let above):
                return Message("klondike.refused.card.waste", .frenchCard(card), .int(above), count: above)
            case .foundationBuried(let f):
                return Message(
                    "klondike.refused.card.foundation", .frenchCard(card), .message(Self.pileName(.foundation(f))))
            case .playable:
                return Message("klondike.refused.unreadable", .frenchCard(card))
            }
        case .nothingToDraw:
            return Message("klondike.refused.nothingtodraw")
        case .nothingToUndo:
            return Message("klondike.refused.nothingtoundo")
        case .cannotFinishYet(let down, let stock, _):
            // The waste alone never stops `auto` (see `wasteOutOfOrder`): not counted.
            // Every card face up: only the stock is left, and drawing empties it.
            if down == 0, stock > 0 {
                return Message(
                    "klondike.refused.auto.stock", .command(.auto), .int(stock), .command(.draw), count: stock)
            }
            return Message("klondike.refused.auto", .command(.auto), .int(down), .int(stock), count: down)
        case .wasteOutOfOrder(let card):
            return Message("klondike.refused.auto.waste", .command(.auto), .frenchCard(card), .command(.draw))
        }
    }
}
