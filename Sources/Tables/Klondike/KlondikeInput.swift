import GameKit
import Klondike
import TableKit

/// What the player types (`Klondike`'s typing: piles, cards, moves), what to suggest typing,
/// and why typed words are not a move.
extension KlondikeTable {
    func suggestedArguments(for command: CommandID) -> [String] {
        switch command {
        case .move: game.typedMoves
        case .tap: game.typedTaps
        default: []
        }
    }

    /// Typed words played as a move, or refused with why they make none.
    mutating func apply(typed read: Result<Move, Klondike.TypingProblem>, at now: Double) -> Response {
        switch read {
        case .success(let move): respond(.move(move), at: now)
        case .failure(.several(let moves)) where moves.count > 1 && moves.allSatisfy(isAceUp):
            // Several aces named to go up (`A f`, `에이스 두 개 올려`): each goes up, an ace
            // always can without harm; `undo` takes them back one by one.
            playAll(moves, at: now)
        case .failure(let problem): .refusal(message(problem))
        }
    }

    private func isAceUp(_ move: Move) -> Bool {
        guard case .transfer(_, .foundation, 1) = move else { return false }
        return game.cards(move).first?.rank == 1
    }

    private mutating func playAll(_ moves: [Move], at now: Double) -> Response {
        var all = Response([], redraw: false)
        for move in moves {
            let response = respond(.move(move), at: now)
            if response.refused { return all.messages.isEmpty ? response : all }
            all.messages += response.messages
            all.redraw = all.redraw || response.redraw
            all.over += response.over
        }
        return all
    }

    func message(_ problem: Klondike.TypingProblem) -> Message {
        switch problem {
        case .tapWords: Message("klondike.refused.tap.syntax", .command(.tap), .command(.move))
        case .moveWords:
            Message(
                "klondike.refused.move.syntax", .command(.move), .commandLine(.move, arguments: "3 5"),
                .commandLine(.move, arguments: "w f"), .commandLine(.move, arguments: "6 2 3"))
        case .unreadable(let word): Message("klondike.refused.unreadable", .verbatim(Typed.visible(word)))
        case .count(let word):
            Message(
                "klondike.refused.count", .verbatim(Typed.visible(word)), .commandLine(.move, arguments: "6 2 3"))
        case .ownFoundationAsSource: Message("klondike.refused.f.source", .commandLine(.move, arguments: "f2 5"))
        case .cardTarget(let card): Message("klondike.refused.cardtarget", .frenchCard(card))
        case .refused(let refusal): refusalMessage(refusal)
        case .several(let moves): Message("klondike.refused.several", .list(moves.compactMap(choice)))
        case .noEmptyStack: Message("klondike.refused.noempty")
        case .noneShaped(let from, let to?):
            Message("klondike.refused.shape", Self.said(from), Self.said(to), .command(.hint))
        case .noneShaped(let from, nil): Message("klondike.refused.shape.empty", Self.said(from))
        case .noneToPlay(let rank): Message("klondike.refused.shape.nocard", Self.said(rank))
        case .alreadyUp(let card, let pile):
            Message("klondike.refused.alreadyup", .frenchCard(card), .message(Self.pileName(pile)), .command(.hint))
        }
    }

    /// A rank in the player's words (`card.french.rank.*`: king, el rey, 킹), a card as shown.
    static func said(_ named: Klondike.Named) -> Argument {
        switch named {
        case .rank(let rank): .message(Message("card.french.rank.\(rank)"))
        case .card(let card): .frenchCard(card)
        case .word(let word): .verbatim(Typed.visible(word))
        }
    }

    /// One of several moves a line could mean, as typed, with the card it moves and where.
    func choice(_ move: Move) -> Message? {
        guard case .transfer(let from, let to, let count) = move, let card = game.cards(move).first else { return nil }
        let typed = "\(Klondike.typed(from)) \(Klondike.typed(to))" + (count > 1 ? " \(count)" : "")
        return Message(
            "klondike.several.move", .commandLine(.move, arguments: typed), .frenchCard(card),
            .message(Self.pileName(to)))
    }
}
