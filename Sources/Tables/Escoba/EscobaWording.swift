import CardKit
import Escoba
import GameKit
import TableKit

// La escoba's events and refusals in words: a catalog key and typed arguments each.

extension EscobaTable {
    /// Who a player is: you, the computer (two players), or computer 1–3.
    func who(_ player: Int) -> Message {
        if player == 0 { return Message("escoba.player.you") }
        return game.players == 2 ? Message("escoba.player.computer") : Message("escoba.player.n", .int(player))
    }

    /// Who a player is, at the start of a line.
    func whoFirst(_ player: Int) -> Message {
        if player == 0 { return Message("escoba.player.you") }
        return game.players == 2
            ? Message("escoba.player.computer.start") : Message("escoba.player.n.start", .int(player))
    }

    /// A list of cards in words (“the three of cups and the rey of oros”).
    static func cardList(_ cards: [SpanishCard]) -> Argument { .list(cards.map(Message.spanishCard)) }

    /// Values added up, as digits: “5 + 4 + 6”.
    static func sum(_ values: [Int]) -> Argument { .verbatim(values.map(String.init).joined(separator: " + ")) }

    /// A move's values added up, the card played first.
    static func sum(_ move: EscobaGame.Move) -> Argument { sum(move.values) }

    /// The command that makes a move, as typed: `take 2 3 5`, `throw 1`.
    func command(for move: EscobaGame.Move) -> Argument {
        .commandLine(move.isTake ? .take : .throwCard, arguments: argumentLine(move))
    }

    /// Takes, each as the command that makes it and the cards it takes.
    func takeOptions(_ takes: [EscobaGame.Move]) -> Argument {
        .list(takes.map { Message("escoba.take.option", command(for: $0), Self.cardList($0.take)) })
    }

    /// The takes a card has, as `takeOptions`.
    func takeOptions(_ card: SpanishCard, _ takes: [[SpanishCard]]) -> Argument {
        takeOptions(takes.map { EscobaGame.Move(card, take: $0) })
    }

    func messages(_ events: [EscobaGame.Event]) -> [Message] {
        events.flatMap(messages)
    }

    private func messages(_ event: EscobaGame.Event) -> [Message] {
        switch event {
        case .started(let players, let target):
            return [Message("escoba.started", .int(players), .int(target))]
        case .abandoned:
            return [Message("escoba.abandoned")]
        case .dealt(let round, let dealer, let table):
            let deals =
                dealer == 0
                ? Message("escoba.dealt.you", .int(round))
                : Message("escoba.dealt.them", .int(round), .message(who(dealer)))
            return [deals, Message("escoba.dealt.table", Self.cardList(table), .int(table.escobaSum))]
        case .dealEscobas(let dealer, _, let escobas):
            return [
                Message(
                    dealer == 0 ? "escoba.dealescobas.you" : "escoba.dealescobas.them", .int(escobas * 15),
                    .message(who(dealer)), .int(escobas), count: escobas)
            ]
        case .dealtAgain(let left, let last):
            return [last ? Message("escoba.dealtagain.last") : Message("escoba.dealtagain", .int(left), count: left)]
        case .threw(let player, let card):
            return [
                player == 0
                    ? Message("escoba.threw.you", .spanishCard(card))
                    : Message("escoba.threw.them", .message(whoFirst(player)), .spanishCard(card))
            ]
        case .took(let player, let card, let take, let escoba):
            let sum = Self.sum(EscobaGame.Move(card, take: take))
            var said = [
                player == 0
                    ? Message("escoba.took.you", .spanishCard(card), Self.cardList(take), sum)
                    : Message(
                        "escoba.took.them", .message(whoFirst(player)), .spanishCard(card), Self.cardList(take), sum)
            ]
            if escoba {
                said.append(
                    player == 0 ? Message("escoba.swept.you") : Message("escoba.swept.them", .message(who(player))))
            }
            return said
        case .rest(let player, let cards):
            return [
                player == 0
                    ? Message("escoba.rest.you", Self.cardList(cards))
                    : Message("escoba.rest.them", .message(who(player)), Self.cardList(cards))
            ]
        case .scored(let count, let round, let scores):
            return countMessages(count, round: round) + [
                Message("escoba.count.points", standings(count.points), standings(scores), .int(game.options.target))
            ]
        case .finished(let winner, let scores):
            if winner == 0 {
                return [Message("escoba.finished.won", .int(scores[0]), .int(scores.dropFirst().max() ?? 0))]
            }
            return [Message("escoba.finished.lost", .message(whoFirst(winner)), .int(scores[winner]), .int(scores[0]))]
        case .tiedAtTarget(let players):
            return [Message("escoba.tied", .list(players.map(who)))]
        case .optionsSet(let players, let target, let now):
            return [
                Message(
                    now ? "escoba.options.now" : "escoba.options.later", .int(players), .int(target), .command(.new))
            ]
        case .refused(let refusal):
            return [message(for: .engine(refusal))]
        }
    }

    /// “you 3, the computer 2”.
    func standings(_ numbers: [Int]) -> Argument {
        .list(numbers.enumerated().map { Message("escoba.standing", .message(who($0.offset)), .int($0.element)) })
    }

    /// The round's count, one line a point.
    func countMessages(_ count: RoundScore, round: Int) -> [Message] {
        func winner(_ player: Int?) -> Argument {
            guard let player else { return .message(Message("escoba.count.nobody")) }
            return .message(
                player == 0 ? Message("escoba.count.you") : Message("escoba.count.to", .message(who(player))))
        }
        var lines = [Message("escoba.count.title", .int(round))]
        if count.escobas.contains(where: { $0 > 0 }) {
            lines.append(Message("escoba.count.escobas", standings(count.escobas)))
        }
        lines.append(Message("escoba.count.cards", standings(count.cards), winner(count.mostCards)))
        lines.append(Message("escoba.count.oros", standings(count.oros), winner(count.mostOros)))
        lines.append(Message("escoba.count.siete", winner(count.sieteDeOros)))
        if let rank = count.setentaRank, rank < 6 {
            // The ranks between the sevens and the one that decided were tied too: said, so that
            // «the 4s decide» does not seem to skip the sixes and fives.
            let tied = (rank + 1...6).reversed().map(String.init).joined(separator: ", ")
            lines.append(
                Message(
                    "escoba.count.sevens.tiebreak.more", standings(count.sevens), .verbatim(tied), .int(rank),
                    standings(count.byRank.map { $0[rank - 1] }), winner(count.setenta)))
        } else if let rank = count.setentaRank, rank != 7 {
            lines.append(
                Message(
                    "escoba.count.sevens.tiebreak", standings(count.sevens), .int(rank),
                    standings(count.byRank.map { $0[rank - 1] }), winner(count.setenta)))
        } else {
            lines.append(Message("escoba.count.sevens", standings(count.sevens), winner(count.setenta)))
        }
        return lines
    }
}

extension EscobaTable {
    /// The rule that refused the turn and what would work.
    func message(for why: PlayRefusal) -> Message {
        switch why {
        case .unread(let typed, let command):
            return Message(
                "escoba.refused.unread", .verbatim(typed), .command(command),
                .commandWith(command == .throwCard ? .take : command, argumentKey: "escoba.example.take"),
                .commandWith(.throwCard, argumentKey: "escoba.example.throw"))
        case .places(.noHandCard(let place, let count)):
            return Message("escoba.refused.nohandcard", .int(place), .int(count), count: count)
        case .places(.noTableCard(let place, let count)):
            return count == 0
                ? Message("escoba.refused.tableempty", .int(place), .command(.throwCard))
                : Message("escoba.refused.notablecard", .int(place), .int(count), count: count)
        case .places(.repeated(let place)):
            return Message("escoba.refused.repeated", .int(place))
        case .choose(let card, let takes):
            return Message("escoba.refused.choose", .spanishCard(card), .int(takes.count), takeOptions(card, takes))
        case .playTakes(let card, let takes):
            return Message(
                "escoba.played.takes", .spanishCard(card), takeOptions(card, takes), command(for: .init(card)))
        case .nothingToTake(let card):
            return Message(
                "escoba.refused.nothingtotake", .spanishCard(card), .int(EscobaGame.fifteen - card.escobaValue),
                command(for: .init(card)), .message(whatWorks))
        case .throwTakesNothing(let card):
            return Message("escoba.refused.throwtakes", .spanishCard(card), command(for: .init(card)))
        case .noSweep(let total):
            return Message("escoba.refused.nosweep", .int(total), .message(whatWorks))
        case .cardSweepsNot(let card, let total):
            return Message(
                "escoba.refused.cardsweepsnot", .spanishCard(card), .int(total), .int(card.escobaValue),
                .message(whatWorks))
        case .sumNotHeld(let values):
            return Message("escoba.refused.sumnotheld", Self.sum(values), .message(whatWorks))
        case .sumNotFifteen(let values, let sum):
            return Message("escoba.refused.sumnotfifteen", Self.sum(values), .int(sum), .message(whatWorks))
        case .engine(let refusal):
            switch refusal {
            case .notStarted: return Message("escoba.refused.notstarted", .command(.new))
            case .over: return Message("escoba.refused.over", .command(.new))
            case .notInHand(let card): return Message("escoba.refused.notinhand", .spanishCard(card))
            case .notOnTable(let card): return Message("escoba.refused.notontable", .spanishCard(card))
            case .repeated(let card): return Message("escoba.refused.repeatedcard", .spanishCard(card))
            case .badOption(let n): return Message("escoba.refused.option", .int(n))
            case .notFifteen(let move, let sum):
                return Message(
                    "escoba.refused.notfifteen", Self.sum(move), .int(sum), .message(fix(move)), .message(whatWorks))
            }
        }
    }

    /// What would make a take fifteen: a table card of the value missing, one named too many,
    /// or how far off it is.
    func fix(_ move: EscobaGame.Move) -> Message {
        switch game.fix(move) {
        case .add(let value, let card?):
            return Message(
                "escoba.fix.add.card", .int(value), .spanishCard(card), .int((game.table.firstIndex(of: card) ?? 0) + 1)
            )
        case .add(let value, nil): return Message("escoba.fix.add", .int(value))
        case .drop(let value, let card?): return Message("escoba.fix.drop.card", .int(value), .spanishCard(card))
        case .drop(let value, nil): return Message("escoba.fix.drop", .int(value))
        }
    }

    /// What the hand can take now, as commands; or that nothing takes and a card is left.
    var whatWorks: Message {
        let takes = game.takesNow
        guard !takes.isEmpty else { return Message("escoba.works.none", .commandLine(.throwCard, arguments: "1")) }
        return Message("escoba.works", takeOptions(Array(takes.prefix(4))), count: takes.count)
    }
}
