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
        /// Places that name no card, or a table card twice.
        case places(EscobaGame.PlaceError)
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
        /// A sweep (`barrer`, `escoba`) that no card in hand makes: the table's total.
        case noSweep(tableSum: Int)
        /// A sweep asked with a card that does not make one: the card and the table's total.
        case cardSweepsNot(card: SpanishCard, tableSum: Int)
        /// The engine's own refusal, said in its words.
        case engine(EscobaGame.Refusal)
    }

    /// A turn read, or why it could not be.
    typealias PlayReading = Result<EscobaGame.Move, PlayRefusal>

    /// A turn read against the hand and table as shown, and checked by the engine.
    func readPlay(_ text: String, command: CommandID) -> PlayReading {
        // Out of play, any card is refused for the game's state, whatever was typed.
        let read = game.phase == .playing ? parse(text, command: command) : .success(.init(SpanishCard(1, .oros)))
        return read.flatMap { move in game.refusal(for: .play(move)).map { .failure(.engine($0)) } ?? .success(move) }
    }

    /// A turn read, a suit after a value (`el rey de oros`) naming which card of that value: the
    /// move read by values must hold that card, else the words are not read (never another card).
    func parse(_ text: String, command: CommandID) -> PlayReading {
        let (plain, suited) = Self.withoutSuits(text)
        let read = parseNamed(plain, command: command)
        guard !suited.isEmpty, case .success(let move) = read else { return read }
        let cards = [move.card] + move.take
        for (value, suit) in suited where !cards.contains(where: { $0.escobaValue == value && $0.suit == suit }) {
            return .failure(.unread(Typed.visible(text), command))
        }
        return read
    }

    /// The words without the suits said after values (`value 12 of oros`), each suit with its
    /// value; a number with a suit is a value (the value marker put before it).
    static func withoutSuits(_ text: String) -> (String, [(Int, SpanishSuit)]) {
        var kept: [String] = []
        var suited: [(Int, SpanishSuit)] = []
        for token in text.split(separator: " ").map(String.init) {
            let lower = token.lowercased()
            if lower == ofMarker { continue }
            if let suit = SpanishSuit(rawValue: lower), let last = kept.last {
                if let figure = figureValues[last.lowercased()] {
                    suited.append((figure, suit))
                    continue
                }
                if let n = Int(last) {
                    suited.append((n, suit))
                    if kept.count < 2 || kept[kept.count - 2].lowercased() != valueMarker {
                        kept.insert(valueMarker, at: kept.count - 1)
                    }
                    continue
                }
            }
            kept.append(token)
        }
        return (kept.joined(separator: " "), suited)
    }

    private func parseNamed(_ text: String, command: CommandID) -> PlayReading {
        // `2+8+5`: the signs apart from the numbers.
        let spaced = String(text.flatMap { $0 == "+" || $0 == "=" ? [" ", $0, " "] : [$0] })
        var tokens = spaced.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        // `play` first: the line said «play a card» (`echar 2`), not `tap`.
        let saysPlay = tokens.first?.lowercased() == Self.playMarker
        if saysPlay { tokens.removeFirst() }
        // `sweep` first: the line asked to take the whole table (`barrer con el dos`, `escoba`).
        let sweeps = tokens.first?.lowercased() == Self.sweepMarker
        if sweeps { tokens.removeFirst() }
        if sweeps, tokens.allSatisfy({ Self.readAsNothing.contains($0.lowercased()) }) { return sweep(nil) }
        let isSum = tokens.contains("+")
        var numbers: [Int] = []
        // A card named by its figure (`king`: the console's word for 왕, rey) is a value, never a
        // position: the line names cards by their values.
        var namesFigure = false
        // A number after an article (`tiro el cinco`, `throw the five`) names a card by its value.
        var afterArticle = false
        for token in tokens {
            if token.lowercased() == Self.valueMarker {
                afterArticle = true
                continue
            }
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
            if afterArticle, numbers.count == 1 { namesFigure = true }
            afterArticle = false
        }
        guard !numbers.isEmpty else { return .failure(.unread(Typed.visible(text), command)) }
        if namesFigure, numbers.count == 1 {
            // One card named by its value: the one in hand worth that much; else, for a number
            // after an article, the number is a place as typed.
            let held = game.hand.indices.filter { game.hand[$0].escobaValue == numbers[0] }
            if held.count == 1 || (sweeps && !held.isEmpty) {
                // Cards of one value sweep alike: the first of them.
                numbers = [held[0] + 1]
            } else if held.count > 1 {
                // Two cards worth that much (`el dos` with two twos): which one is not guessed.
                return .failure(.unread(Typed.visible(text), command))
            } else if Self.figureValues.values.contains(numbers[0])
                && tokens.contains(where: {
                    Self.figureValues[$0.lowercased()] != nil
                })
            {
                return .failure(.unread(Typed.visible(text), command))
            }
        }
        if sweeps {
            guard numbers.count == 1 else { return .failure(.unread(Typed.visible(text), command)) }
            guard case .success(let move) = game.move(atPlaces: numbers) else {
                return game.move(atPlaces: numbers).mapError(PlayRefusal.places).map { $0 }
            }
            return sweep(move.card)
        }
        if !isSum, command != .throwCard, numbers.count > 1 {
            // Positions first; values when the positions name no take of fifteen and the values
            // name exactly one (`3 7 5`: the 3 in hand with the 7 and the 5 on the table).
            if !namesFigure, case .success(let move) = game.move(atPlaces: numbers), move.sum == EscobaGame.fifteen {
                return .success(move)
            }
            if let move = game.take(values: numbers) { return .success(move) }
            if namesFigure { return .failure(.unread(Typed.visible(text), command)) }
        }
        if isSum {
            // `2 + 8 + 5 = 15`: the total typed at the end is not a card.
            if tokens.contains("="), numbers.count > 2, numbers.last == EscobaGame.fifteen { numbers.removeLast() }
            let sum = numbers.reduce(0, +)
            guard sum == EscobaGame.fifteen else { return .failure(.sumNotFifteen(values: numbers, sum: sum)) }
            return game.take(values: numbers).map { .success($0) } ?? .failure(.sumNotHeld(values: numbers))
        }
        return game.move(atPlaces: numbers).mapError(PlayRefusal.places).flatMap {
            resolve($0, command: command, saysPlay: saysPlay)
        }
    }

    /// The whole table taken with a card (`barrer con el dos`), or with the one card in hand
    /// that takes it all (`escoba`); else why not: the table's total.
    private func sweep(_ card: SpanishCard?) -> PlayReading {
        let total = game.table.reduce(0) { $0 + $1.escobaValue }
        let sweepers = (card.map { [$0] } ?? game.hand).filter { $0.escobaValue + total == EscobaGame.fifteen }
        if let first = sweepers.first, !game.table.isEmpty {
            // Two cards of the same value sweep alike: the first of them.
            return .success(.init(first, take: game.table))
        }
        if let card { return .failure(.cardSweepsNot(card: card, tableSum: total)) }
        return .failure(.noSweep(tableSum: total))
    }

    /// A card of the hand with the table cards named: `throw` leaves it; a card alone takes
    /// its one take, or asks which of several, or is left.
    private func resolve(_ move: EscobaGame.Move, command: CommandID, saysPlay: Bool) -> PlayReading {
        let card = move.card
        if command == .throwCard { return move.isTake ? .failure(.throwTakesNothing(card: card)) : .success(move) }
        guard !move.isTake else { return .success(move) }
        let takes = EscobaGame.takes(with: card, on: game.table)
        if saysPlay, !takes.isEmpty { return .failure(.playTakes(card: card, takes: takes)) }
        if takes.count == 1 { return .success(.init(card, take: takes[0])) }
        if takes.count > 1 { return .failure(.choose(card: card, takes: takes)) }
        return command == .take ? .failure(.nothingToTake(card: card)) : .success(move)
    }

    /// The console's words between the cards of a take (`input.escoba.with.words`), the verb said
    /// inside it (`input.escoba.taking.words`: `먹을게요`) and articles (`el rey`): read as nothing.
    static let readAsNothing: Set<String> = ["with", "taking", "article"]

    /// The words for figures the console reads into (`input.escoba.king.words`: rey, 왕).
    static let figureValues: [String: Int] = ["jack": 8, "knight": 9, "king": 10]

    /// Whether a lesson's take was read as cards at all: a line that names no cards the game
    /// can find (words it does not know, a card number out of range) is not understood. A table
    /// card named twice (`take 2 1 1`, the hand's card put last) names cards: the table's reason.
    func lessonReads(_ command: CommandID, argument: CommandArgument) -> Bool {
        guard [.take, .tap].contains(command), game.phase == .playing, let text = argument.text else { return true }
        switch parse(text, command: command) {
        case .failure(.places(.repeated)): return true
        case .failure(.unread), .failure(.places), .failure(.sumNotHeld): return false
        default: return true
        }
    }

    /// The word the console puts before a card played with words that only say «play a card»
    /// (`input.<game>.play.words`): `echar 2` is `tap play 2`.
    static let playMarker = "play"

    /// The word the console puts before a take that asks for the whole table
    /// (`input.<game>.sweep.phrases`): `barrer con el dos` is `take sweep with article 2`.
    static let sweepMarker = "sweep"

    /// The word the console puts before a number said with an article (`input.<game>.value.articles`:
    /// `el cinco`), which names a card by its value.
    static let valueMarker = "value"

    /// The word between a value and its suit (`input.escoba.of.words`: de, of), read as nothing.
    static let ofMarker = "of"

    /// A move as the player types it: `2 3 5` in numbers as shown.
    func argumentLine(_ move: EscobaGame.Move) -> String {
        game.places(of: move).map(String.init).joined(separator: " ")
    }
}
