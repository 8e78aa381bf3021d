import CardKit
import GameKit
import SetGame
import TableKit

// Set's cards, events and refusals in words: a catalog key and typed arguments each.

extension SetCard {
    /// "2 red striped triangles", "2 triángulos rojos rayados", "빨강 줄무늬 세모 2개".
    var message: Message {
        Message(
            "set.card", .int(number), .message(colour.message(count: number)),
            .message(shading.message(count: number)), .message(shape.message(count: number)), count: number)
    }
}

extension SetCard.Shape {
    /// The shape's noun, singular or plural by `count`.
    func message(count: Int) -> Message { Message("set.shape.\(Self.names[rawValue])", count: count) }
    static let names = ["triangle", "circle", "square"]
}

extension SetCard.Shading {
    func message(count: Int) -> Message { Message("set.shading.\(Self.names[rawValue])", count: count) }
    /// The shading named on its own, as `set.why.shading.same` says it (`줄무늬`, `꽉 채움`).
    var noun: Message { Message("set.shading.\(Self.names[rawValue]).noun") }
    static let names = ["solid", "striped", "open"]
}

extension SetCard.Colour {
    func message(count: Int) -> Message { Message("set.colour.\(Self.names[rawValue])", count: count) }
    /// The short word written in each cell, so colour is readable with colour off.
    var label: String { "set.colour.\(Self.names[rawValue]).label" }
    static let names = ["red", "green", "purple"]
}

extension SetTable {
    /// The word that takes a selected set and goes on, quoted as a command: one of `deal`'s
    /// words, the one that says “take” where the language has one (`가져가기`), so that the
    /// word for dealing three more (`돌리기`) keeps one meaning.
    static let takeWord = Argument.message(Message("format.command", .message(Message("set.take.word"))))

    /// Each event's messages, in order; a set found or shown by the hint is explained
    /// attribute by attribute, as a mismatch is (its cards are still on the table).
    func messages(_ events: [SetGame.Event]) -> [Message] {
        // A set taken off without new cards (the deck empty, or more than twelve down) may
        // leave the table at once: its cards are then the last three taken, not those now at
        // its places. Only a removal after the match says so: a set taken first in the same
        // line (a tap that takes the set selected, then names three more) is another set.
        let lastRemoval = events.lastIndex {
            switch $0 {
            case .removed, .removedExtra: true
            default: false
            }
        }
        return events.enumerated().flatMap { index, event -> [Message] in
            switch event {
            case .matched where lastRemoval.map({ $0 > index }) ?? false:
                return event.messages + (Self.whyASet(Array(game.matched.suffix(3))).map { [$0] } ?? [])
            case .matched(let list, _), .hintSet(let list, _):
                let cards = list.compactMap { game.table.indices.contains($0) ? game.table[$0] : nil }
                return event.messages + (Self.whyASet(cards).map { [$0] } ?? [])
            default: return event.messages
            }
        }
    }

    func resumeSummary() -> Message? {
        // Its own words, not the table's line: mid-sentence, without the line's capital.
        Message(
            "set.resume", .int(game.score), .int(game.setsFound), .int(game.deck.count),
            .duration(game.elapsedSeconds))
    }

    func summary() -> Message? {
        let sets = earlierSets + game.setsFound
        guard sets > 0 || finishedGames > 0 || game.moves > 0 else { return nil }
        // A game won with the coach's help sets no record: its score is said apart.
        let assisted = bestAssistedScore.flatMap { $0 > (bestScore ?? .min) ? $0 : nil }
        let tally: Message
        switch (bestScore, assisted) {
        case (let best?, let helped?):
            tally = Message("set.summary.best.assisted", .int(sets), .int(finishedGames), .int(best), .int(helped))
        case (nil, let helped?):
            tally = Message("set.summary.assisted", .int(sets), .int(finishedGames), .int(helped))
        case (let best?, nil):
            tally = Message("set.summary.best", .int(sets), .int(finishedGames), .int(best))
        case (nil, nil):
            tally = Message("set.summary.tally", .int(sets), .int(finishedGames))
        }
        return Message("set.summary", .message(tally))
    }

    /// Cards dealt with sets on the table: how many there were (the seed's rule stands).
    static func missed(_ sets: Int) -> Message { Message(key: "set.dealt.missed", args: [.int(sets)], count: sets) }

    /// `tap` followed by what is not a card's number.
    func notANumber(_ typed: String) -> Message {
        Message("set.refused.notanumber", .verbatim(Typed.visible(typed)), .command(.tap), .int(game.table.count))
    }

    /// More numbers than one `tap` may name.
    static func tooMany(_ count: Int) -> Message {
        Message("set.refused.toomany", .int(SetGame.tapsAtOnce), .int(count))
    }

    /// Why three cards make a set: "three different numbers, the same shape (circles), …".
    static func whyASet(_ cards: [SetCard]) -> Message? {
        guard cards.count == 3 else { return nil }
        func part(_ name: String, _ values: [Int], same: Argument) -> Message {
            Set(values).count == 1 ? Message("set.why.\(name).same", same) : Message("set.why.\(name).different")
        }
        let first = cards[0]
        return Message(
            "set.why",
            .list([
                part("number", cards.map(\.number), same: .int(first.number)),
                part("shape", cards.map(\.shape.rawValue), same: .message(first.shape.message(count: 2))),
                part("shading", cards.map(\.shading.rawValue), same: .message(first.shading.noun)),
                part("colour", cards.map(\.colour.rawValue), same: .message(first.colour.message(count: 2))),
            ]))
    }
}

/// "1, 5 and 9": table positions (0-based) as the numbers the player sees.
func positions(_ list: [Int]) -> Argument {
    .list(list.map { Message("set.position", .int($0 + 1)) })
}

extension SetGame.Broken {
    /// "Colour: two cards are red and one is green."
    var message: Message {
        switch attribute {
        case .number:
            return Message("set.broken.number", .int(pair), .int(odd), count: pair)
        case .shape:
            return Message(
                "set.broken.shape", .message(SetCard.Shape(rawValue: pair)!.message(count: 2)),
                .message(SetCard.Shape(rawValue: odd)!.message(count: 2)))
        case .shading:
            return Message(
                "set.broken.shading", .message(SetCard.Shading(rawValue: pair)!.message(count: 2)),
                .message(SetCard.Shading(rawValue: odd)!.message(count: 2)))
        case .colour:
            return Message(
                "set.broken.colour", .message(SetCard.Colour(rawValue: pair)!.message(count: 2)),
                .message(SetCard.Colour(rawValue: odd)!.message(count: 2)))
        }
    }
}

extension SetGame.Event {
    /// The language-free messages for this event (most say one thing, a mismatch several).
    var messages: [Message] {
        switch self {
        case .started(let dealt, let deck): [Message("set.started", .int(dealt), .int(deck))]
        case .abandoned(let score): [Message("set.abandoned", .int(score))]
        case .selected(let p, let card): [Message("set.selected", .int(p + 1), .message(card.message))]
        case .deselected(let p, _, let points):
            [Message("set.deselected", .int(p + 1), .int(-points), count: -points)]
        case .matched(let list, let points): [Message("set.matched", positions(list), .int(points))]
        case .mismatched(_, let broken, let points):
            [Message("set.mismatched", .int(-points))] + broken.map(\.message) + [Message("set.mismatched.rule")]
        case .mismatchCleared(let list): [Message("set.cleared", positions(list))]
        case .selectionCleared(let list): [Message("set.selection.cleared", positions(list))]
        case .replaced(let list): [Message("set.replaced", positions(list))]
        case .removed(let list): [Message("set.removed", positions(list))]
        case .removedExtra(let list): [Message("set.removed.extra", positions(list), .int(SetGame.opening))]
        case .moved(let from, let to):
            [Message("set.moved", .list(zip(from, to).map { Message("set.moved.card", .int($0 + 1), .int($1 + 1)) }))]
        case .dealtMore(let list): [Message("set.dealt", positions(list))]
        case .hintCount(let sets, let points):
            [Message("set.hint.count", .int(sets), .int(-points), .command(.hint), count: sets)]
        case .hintNone(let points):
            [
                points == 0
                    ? Message("set.hint.none.again", .command(.deal))
                    : Message("set.hint.none", .int(-points), .command(.deal))
            ]
        case .hintCard(let p, let points): [Message("set.hint.card", .int(p + 1), .int(-points), .command(.hint))]
        case .hintSet(let list, let points): [Message("set.hint.set", positions(list), .int(-points))]
        case .hintAgain(let list): [Message("set.hint.again", positions(list))]
        case .hintTakeSet: [Message("set.hint.takeset", SetTable.takeWord)]
        case .finished(let score, let sets, let seconds, _):
            [Message("set.finished", .int(sets), .int(score), .duration(seconds), count: sets)]
        case .gone(let p): [Message("set.tap.gone", .int(p + 1))]
        case .refused(let refusal): [refusal.message]
        }
    }
}

extension SetGame.Refusal {
    var message: Message {
        switch self {
        case .notStarted: Message("set.refused.notstarted", .command(.new))
        case .over(let score): Message("set.refused.over", .int(score), .command(.new))
        case .noSuchCard(let p, let count): Message("set.refused.nosuchcard", .int(p + 1), .int(count))
        case .repeated(let p): Message("set.refused.repeated", .int(p + 1), .commandLine(.tap, arguments: "\(p + 1)"))
        // The game is not over, so a set is left: how many is the hint's to say, at its cost.
        case .deckEmpty: Message("set.refused.deckempty.find", .command(.tap))
        // Any 21 cards hold a set: that one is here is the rule's; how many, the hint's.
        case .tableFull: Message("set.refused.tablefull.find", .int(SetGame.capacity), .command(.hint))
        }
    }
}

/// The coach's words: where a set was when `deal` added cards, and the hint said as free.
extension SetTable {
    static func coachDeal(_ missed: (Int, Int, Int)) -> Message {
        Message("set.coach.deal", .int(missed.0 + 1), .int(missed.1 + 1), .int(missed.2 + 1))
    }

    /// The learner's hint: the same steps, each said as free.
    mutating func freeHint(at now: Double) -> Response {
        // A first step that finds no set costs nothing here, as a repeated one does: it is
        // said as the first time, never “still none”.
        let first = game.hintStep == .none
        var response = apply(.freeHint, at: now)
        response.messages = response.messages.map { message in
            if first, message.key == "set.hint.none.again" {
                return Message(key: "set.coach.hint.none", args: message.args, count: message.count)
            }
            guard let (free, cost) = Self.freeKeys[message.key], message.args.indices.contains(cost) else {
                return message
            }
            // The cost is left out of the free wording.
            var args = message.args
            args.remove(at: cost)
            return Message(key: free, args: args, count: message.count)
        }
        return response
    }

    /// The paid hint's texts: their free wording, and which argument holds the cost.
    static let freeKeys: [String: (String, Int)] = [
        "set.hint.count": ("set.coach.hint.count", 1), "set.hint.card": ("set.coach.hint.card", 1),
        "set.hint.set": ("set.coach.hint.set", 1), "set.hint.none": ("set.coach.hint.none", 0),
    ]
}

extension SetTable {
    /// Three cards a lesson step did not want: the cards, then each attribute they break.
    func notASet(_ cards: [Int], broken: [SetGame.Broken]) -> [Message] {
        [Message("set.lesson.notset", positions(cards))] + broken.map(\.message)
    }
}
