import CardKit
import Escoba
import GameKit
import TableKit

/// Reading a turn: `2 with 3 5` (a card of the hand by its number, then table cards by
/// theirs; `with` is optional), or a sum of values typed as `2 + 8 + 5` (the card played
/// first). The console turns the words of every language for `with` into `with`.
extension EscobaTable {
    /// Why a typed turn could not be read or played, before the engine sees it.
    enum PlayRefusal: Error, Equatable {
        /// Words that are neither numbers nor `with`.
        case unread(String, CommandID)
        case noHandCard(position: Int, count: Int)
        case noTableCard(position: Int, count: Int)
        case repeated(position: Int)
        /// The card alone, with more than one take open: which one.
        case choose(card: SpanishCard, takes: [[SpanishCard]])
        /// `take` with a card that takes nothing.
        case nothingToTake(card: SpanishCard)
        /// A card played alone with words that only say «play a card» (`echar 2`), while it can
        /// take: which takes there are, and how to leave it instead.
        case playTakes(card: SpanishCard, takes: [[SpanishCard]])
        /// `throw` with table cards named too.
        case throwTakesNothing(card: SpanishCard)
        /// A sum whose values are not a card in hand and cards on the table.
        case sumNotHeld(values: [Int])
        /// A sum that is not fifteen (nothing was looked up).
        case sumNotFifteen(values: [Int], sum: Int)
        /// The engine's own refusal, said in its words.
        case engine(EscobaGame.Refusal)
    }

    /// A turn read against the hand and table as shown.
    func readPlay(_ text: String, command: CommandID) -> Result<EscobaGame.Move, RefusalWording> {
        if let refusal = game.refusal(for: .play(.init(game.hand.first ?? SpanishCard(1, .oros)))),
            game.phase != .playing
        {
            return .failure(RefusalWording(.engine(refusal), table: self))
        }
        switch parse(text, command: command) {
        case .success(let move):
            if let refusal = game.refusal(for: .play(move)) {
                return .failure(RefusalWording(.engine(refusal), table: self))
            }
            return .success(move)
        case .failure(let why): return .failure(RefusalWording(why, table: self))
        }
    }

    func parse(_ text: String, command: CommandID) -> Result<EscobaGame.Move, PlayRefusal> {
        var tokens: [String] = []
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," }) {
            // `2+8+5`: the signs apart from the numbers.
            var current = ""
            for ch in word {
                if ch == "+" || ch == "=" {
                    if !current.isEmpty { tokens.append(current) }
                    tokens.append(String(ch))
                    current = ""
                } else {
                    current.append(ch)
                }
            }
            if !current.isEmpty { tokens.append(current) }
        }
        // `play` first: the line said «play a card» (`echar 2`), not `tap`.
        let saysPlay = tokens.first?.lowercased() == Self.playMarker
        if saysPlay { tokens.removeFirst() }
        let isSum = tokens.contains("+")
        var numbers: [Int] = []
        // A card named by its figure (`king`: the console's word for 왕, rey) is a value, never a
        // position: the line names cards by their values.
        var namesFigure = false
        for token in tokens {
            if token == "+" || token == "=" || Self.readAsNothing.contains(token.lowercased()) { continue }
            if let value = Self.figureValues[token.lowercased()] {
                namesFigure = true
                numbers.append(value)
                continue
            }
            // A number with a particle or counter glued to it (`5로`, `3이랑`, `1번으로`).
            let digits = token.prefix { $0.isASCII && $0.isNumber }
            let glued = token.dropFirst(digits.count)
            guard !digits.isEmpty, digits.count <= 3, let n = Int(digits),
                glued.allSatisfy({ $0.isLetter && !$0.isASCII })
            else {
                return .failure(.unread(Typed.visible(token), command))
            }
            numbers.append(n)
        }
        guard !numbers.isEmpty else { return .failure(.unread(Typed.visible(text), command)) }
        if !isSum, command != .throwCard, numbers.count > 1 {
            // Positions first; values when the positions name no take of fifteen and the values
            // name exactly one (`3 7 5`: the 3 in hand with the 7 and the 5 on the table).
            let byPosition = namesFigure ? nil : positionTake(numbers)
            if let move = byPosition, ([move.card] + move.take).map(\.escobaValue).reduce(0, +) == EscobaGame.fifteen {
                return .success(move)
            }
            if let move = valueTake(numbers) { return .success(move) }
            if namesFigure { return .failure(.unread(Typed.visible(text), command)) }
        }
        if isSum {
            // `2 + 8 + 5 = 15`: the total typed at the end is not a card.
            if tokens.contains("="), numbers.count > 2, numbers.last == EscobaGame.fifteen { numbers.removeLast() }
            return sum(numbers, command: command)
        }
        let hand = game.hand
        guard hand.indices.contains(numbers[0] - 1) else {
            return .failure(.noHandCard(position: numbers[0], count: hand.count))
        }
        let card = hand[numbers[0] - 1]
        var take: [SpanishCard] = []
        for (i, n) in numbers.dropFirst().enumerated() {
            guard game.table.indices.contains(n - 1) else {
                return .failure(.noTableCard(position: n, count: game.table.count))
            }
            if numbers.dropFirst().prefix(i).contains(n) { return .failure(.repeated(position: n)) }
            take.append(game.table[n - 1])
        }
        if command == .throwCard {
            return take.isEmpty ? .success(.init(card)) : .failure(.throwTakesNothing(card: card))
        }
        if take.isEmpty {
            let takes = EscobaGame.takes(with: card, on: game.table)
            if saysPlay, !takes.isEmpty { return .failure(.playTakes(card: card, takes: takes)) }
            if takes.count == 1 { return .success(.init(card, take: takes[0])) }
            if takes.count > 1 { return .failure(.choose(card: card, takes: takes)) }
            if command == .take { return .failure(.nothingToTake(card: card)) }
        }
        return .success(.init(card, take: take))
    }

    /// The console's words between the cards of a take (`input.escoba.with.words`), the verb said
    /// inside it (`input.escoba.taking.words`: `먹을게요`) and articles (`el rey`): read as nothing.
    static let readAsNothing: Set<String> = ["with", "taking", "article"]

    /// The words for figures the console reads into (`input.escoba.king.words`: rey, 왕).
    static let figureValues: [String: Int] = ["jack": 8, "knight": 9, "king": 10]

    /// Numbers as positions (a card of the hand, then table cards), when they all name cards.
    private func positionTake(_ numbers: [Int]) -> EscobaGame.Move? {
        guard game.hand.indices.contains(numbers[0] - 1) else { return nil }
        var take: [SpanishCard] = []
        for (i, n) in numbers.dropFirst().enumerated() {
            guard game.table.indices.contains(n - 1), !numbers.dropFirst().prefix(i).contains(n) else { return nil }
            take.append(game.table[n - 1])
        }
        return .init(game.hand[numbers[0] - 1], take: take)
    }

    /// Numbers as values, the first a card of the hand (or, failing that, another): the one take of fifteen they name (of
    /// several cards of one value, the best for the player); nil when none does.
    private func valueTake(_ values: [Int]) -> EscobaGame.Move? {
        guard values.reduce(0, +) == EscobaGame.fifteen else { return nil }
        var candidates: [EscobaGame.Move] = []
        // The card played first (`5로 왕`), else named anywhere (`rey con el 5`).
        for first in values.indices {
            var rest = values
            rest.remove(at: first)
            for card in game.hand where card.escobaValue == values[first] {
                for take in EscobaGame.takes(with: card, on: game.table)
                where take.map(\.escobaValue).sorted() == rest.sorted() {
                    candidates.append(.init(card, take: take))
                }
            }
            if !candidates.isEmpty { break }
        }
        guard !candidates.isEmpty else { return nil }
        return Opponent.rate(candidates, for: 0, in: game).max { $0.worth < $1.worth }?.move
    }

    /// Whether a lesson's take was read as cards at all: a line that names no cards the game
    /// can find (words it does not know, a card number out of range) is not understood.
    func lessonReads(_ command: CommandID, argument: CommandArgument) -> Bool {
        guard [.take, .tap].contains(command), game.phase == .playing, let text = argument.text else { return true }
        switch parse(text, command: command) {
        case .success: return true
        case .failure(let why):
            switch why {
            case .unread, .noHandCard, .noTableCard, .repeated, .sumNotHeld: return false
            default: return true
            }
        }
    }

    /// A sum of values: the first a card of the hand (or, failing that, any), the others table
    /// cards; of several cards of one value, the best for the player.
    private func sum(_ values: [Int], command: CommandID) -> Result<EscobaGame.Move, PlayRefusal> {
        let total = values.reduce(0, +)
        guard total == EscobaGame.fifteen else { return .failure(.sumNotFifteen(values: values, sum: total)) }
        let order = [0] + Array(values.indices.dropFirst())
        var candidates: [EscobaGame.Move] = []
        for first in order {
            for card in game.hand where card.escobaValue == values[first] {
                var rest = values
                rest.remove(at: first)
                for take in EscobaGame.takes(with: card, on: game.table)
                where take.map(\.escobaValue).sorted() == rest.sorted() {
                    candidates.append(.init(card, take: take))
                }
            }
            if !candidates.isEmpty { break }
        }
        guard !candidates.isEmpty else { return .failure(.sumNotHeld(values: values)) }
        let rated = Opponent.rate(candidates, for: 0, in: game)
        let best = rated.max { $0.worth < $1.worth }!
        return .success(best.move)
    }

    /// The word the console puts before a card played with words that only say «play a card»
    /// (`input.<game>.play.words`): `echar 2` is `tap play 2`.
    static let playMarker = "play"

    /// A take as the player types it: `2 with 3 5` in numbers as shown.
    func argumentLine(_ move: EscobaGame.Move) -> String {
        let h = (game.hand.firstIndex(of: move.card) ?? 0) + 1
        let t = move.take.compactMap { game.table.firstIndex(of: $0) }.map { String($0 + 1) }
        return ([String(h)] + t).joined(separator: " ")
    }
}

/// A refusal of a typed turn, with the table it was typed at (to say what would work).
struct RefusalWording: Error {
    let why: EscobaTable.PlayRefusal
    let table: EscobaTable
    init(_ why: EscobaTable.PlayRefusal, table: EscobaTable) {
        self.why = why
        self.table = table
    }
}
