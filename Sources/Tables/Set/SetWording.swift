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
    static let names = ["solid", "striped", "open"]
}

extension SetCard.Colour {
    func message(count: Int) -> Message { Message("set.colour.\(Self.names[rawValue])", count: count) }
    /// The short word written in each cell, so colour is readable with colour off.
    var label: String { "set.colour.\(Self.names[rawValue]).label" }
    static let names = ["red", "green", "purple"]
}

extension SetTable {
    /// Each event's messages, in order; a set found or shown by the hint is explained
    /// attribute by attribute, as a mismatch is (its cards are still on the table).
    func messages(_ events: [SetGame.Event]) -> [Message] {
        events.flatMap { event -> [Message] in
            switch event {
            case .matched(let list, _), .hintSet(let list, _):
                let cards = list.compactMap { game.table.indices.contains($0) ? game.table[$0] : nil }
                return event.messages + (Self.whyASet(cards).map { [$0] } ?? [])
            default: return event.messages
            }
        }
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
                part("shading", cards.map(\.shading.rawValue), same: .message(first.shading.message(count: 2))),
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
        case .replaced(let list): [Message("set.replaced", positions(list))]
        case .removed(let list): [Message("set.removed", positions(list))]
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
        case .hintTakeSet: [Message("set.hint.takeset", .command(.deal))]
        case .finished(let score, let sets, let seconds, _):
            [Message("set.finished", .int(sets), .int(score), .duration(seconds), count: sets)]
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
        case .deckEmpty(let sets): Message("set.refused.deckempty", .int(sets), .command(.tap), count: sets)
        case .tableFull(let sets):
            Message("set.refused.tablefull", .int(SetGame.capacity), .int(sets), .command(.hint), count: sets)
        }
    }
}
