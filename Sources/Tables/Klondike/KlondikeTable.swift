import CardKit
import Catalog
import GameKit
import Host
import Klondike
import KlondikeSolver
import TableKit

extension GameID {
    public static let klondike = GameID("klondike")
}

extension CommandID {
    public static let draw = CommandID("draw")
    public static let move = CommandID("move")
    public static let restart = CommandID("restart")
    public static let auto = CommandID("auto")
    public static let export = CommandID("export")
    public static let solve = CommandID("solve")
    public static let winnable = CommandID("winnable")
}

/// Klondike's table, as the registry lists it.
public let klondikeTable: any GameTable.Type = KlondikeTable.self

/// Klondike at the console: `draw`, `tap`, `move`, `undo`, `restart`, `auto`, `new [1|3]`, `hint`;
/// the solver's `solve`, `new winnable` and `winnable on|off` are in KlondikeSolving.swift.
/// Piles are typed by the names the table shows: `s`, `w`, `f1`–`f4`, `1`–`7`; a card as
/// as CardKit reads it: `7h`, `Qs`, `Th`, `h10`, `♥7`, `10♥`.
struct KlondikeTable: GameTable, Undoing, KeepingPreferences, SuggestingArguments, NewGameChoices, EventWording,
    Equatable, Codable
{
    // The engine's types by their short names (other engines have their own `Move`s).
    typealias DrawMode = Klondike.DrawMode
    typealias Pile = Klondike.Pile
    typealias Move = Klondike.Move
    typealias Position = Klondike.Position
    typealias Event = Klondike.Event
    typealias Refusal = Klondike.Refusal
    typealias Location = Klondike.Location
    typealias Hint = Klondike.Hint

    static let id = GameID.klondike
    var game: Klondike
    /// The draw mode the next `new` deals with, unless it names one.
    var preferredMode: DrawMode = .one
    /// Session clock when this deal began, and at the last command (for the time shown).
    private(set) var dealtAt: Double = 0
    var lastSeen: Double = 0
    /// The time of the win, once won.
    private(set) var wonAfter: Int?
    private(set) var played = 0
    private(set) var won = 0
    /// The solver was asked about this deal (`solve`): a win counts as assisted. `restart`
    /// keeps it (the same deal); a new deal clears it.
    var assisted = false
    /// Deal only games the solver proved winnable (`winnable on`, kept in the preferences).
    var winnableOnly = false
    /// The solver's last answer and the position it is about (not saved).
    var solved: Solved?
    /// `solve play` under way (not saved).
    var playback: Playback?

    private enum CodingKeys: String, CodingKey {
        case game, preferredMode, dealtAt, lastSeen, wonAfter, played, won, assisted, winnableOnly
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        game = try c.decode(Klondike.self, forKey: .game)
        preferredMode = try c.decode(DrawMode.self, forKey: .preferredMode)
        dealtAt = try c.decode(Double.self, forKey: .dealtAt)
        lastSeen = try c.decode(Double.self, forKey: .lastSeen)
        wonAfter = try c.decodeIfPresent(Int.self, forKey: .wonAfter)
        played = try c.decode(Int.self, forKey: .played)
        won = try c.decode(Int.self, forKey: .won)
        // Saves written before the solver have neither.
        assisted = try c.decodeIfPresent(Bool.self, forKey: .assisted) ?? false
        winnableOnly = try c.decodeIfPresent(Bool.self, forKey: .winnableOnly) ?? false
    }

    static let commands: [CommandSpec] = [
        CommandSpec(.draw, .game(.klondike)),
        CommandSpec(.tap, .game(.klondike), .required(.text)),
        CommandSpec(.move, .game(.klondike), .required(.text)),
        CommandSpec(.undo, .game(.klondike)),
        CommandSpec(.restart, .game(.klondike)),
        CommandSpec(.auto, .game(.klondike)),
        CommandSpec(.export, .game(.klondike), .optional(.text)),
        CommandSpec(
            .solve, .game(.klondike),
            .optional(.choice(prefix: "klondike.solve", values: ["show", "play", "play all"]))),
        CommandSpec(
            .winnable, .game(.klondike), .optional(.choice(prefix: "klondike.winnable", values: ["on", "off"]))),
    ]

    static let rulesArguments: [Argument] =
        [CommandID.draw, .tap, .move, .undo, .restart, .auto, .new, .hint, .solve].map(Argument.command)
        + [.commandWith(.winnable, argumentKey: "klondike.winnable.on.words")]

    /// `new 3`, `new winnable`, `new winnable 3`: the draw mode, and whether the solver must
    /// prove the deal winnable.
    static var newArgument: ArgumentSpec {
        let modes = DrawMode.allCases.map { String($0.rawValue) }
        return .optional(
            .choice(prefix: "klondike.draw", values: modes + ["winnable"] + modes.map { "winnable \($0)" }))
    }

    init(seed: UInt64) {
        game = Klondike(seed: seed)
    }

    /// Draw one or three outlives the game: the next deal draws as the last one chosen; so
    /// does `winnable on` (absent when off).
    var preferences: [String: String] {
        ["draw": String(preferredMode.rawValue)].merging(winnableOnly ? ["winnable": "on"] : [:]) { a, _ in a }
    }

    mutating func adopt(preferences: [String: String]) {
        winnableOnly = preferences["winnable"] == "on"
        guard let mode = preferences["draw"].flatMap(Int.init).flatMap(DrawMode.init(rawValue:)) else { return }
        preferredMode = mode
        game.useDrawMode(mode)
    }

    func suggestedArguments(for command: CommandID) -> [String] {
        switch command {
        case .move:
            return game.legalMoves().compactMap { move in
                guard case .transfer(let from, let to, let count) = move else { return nil }
                return "\(Self.typed(from)) \(Self.typed(to))" + (count > 1 ? " \(count)" : "")
            }
        case .tap:
            let faceUp = (0..<7).flatMap { game.position.faceUp($0) }.map(Self.typed)
            return ["s", "w", "f1", "f2", "f3", "f4"] + (1...7).map(String.init) + faceUp
        default:
            return []
        }
    }

    /// Worth continuing: a deal with moves made and not yet won.
    var isResumable: Bool { !game.isWon && game.position.moves > 0 }

    func resumeSummary() -> Message? {
        let p = game.position
        let up = p.foundations.reduce(0, +)
        return Message(
            "klondike.resume", .message(modeMessage(game.drawMode)), .int(p.moves), .int(p.score), .int(up),
            .duration(seconds), count: up)
    }

    mutating func begin(at now: Double) -> [Message] {
        dealtAt = now
        lastSeen = now
        let dealt = Message("klondike.dealt", .message(modeMessage(game.drawMode)))
        return winnableOnly ? [dealt] + dealWinnable() : [dealt]
    }

    private var seconds: Int { Int((wonAfter.map(Double.init) ?? (lastSeen - dealtAt)).rounded(.down)) }

    mutating func perform(_ command: CommandID, argument: String?, at now: Double) -> Response {
        lastSeen = now
        switch command {
        case .new, .shake:
            let words = argument?.split(separator: " ") ?? []
            let winnable = words.contains("winnable")
            let mode = words.compactMap { Int($0) }.first.flatMap(DrawMode.init(rawValue:)) ?? preferredMode
            preferredMode = mode
            let over = abandoned()
            let events = game.newDeal(mode)
            dealtAt = now
            wonAfter = nil
            forgetSolver()
            let dealt = messages(events)
            return Response(winnable || winnableOnly ? dealt + dealWinnable() : dealt, redraw: true, over: over)
        case .solve: return solve(argument)
        case .winnable: return chooseWinnable(argument)
        case .restart:
            let over = abandoned()
            let events = game.restart()
            dealtAt = now
            wonAfter = nil
            return Response(messages(events), redraw: true, over: over)
        case .draw: return apply(.draw)
        case .auto: return respond(game.finish())
        case .hint: return Response(hint(), redraw: false)
        case .tap:
            switch tapMove(argument ?? "") {
            case .success(let move): return apply(move)
            case .failure(let message): return .refusal(message)
            }
        case .move:
            switch parseMove(argument ?? "") {
            case .success(let move): return apply(move)
            case .failure(let message): return .refusal(message)
            }
        case .export:
            return export(to: argument)
        default:
            return Response([], redraw: false)
        }
    }

    /// `undo`: the last move taken back (as often as there are moves).
    mutating func undo(at now: Double) -> Response {
        lastSeen = now
        return respond(game.undo())
    }

    // MARK: Deal exchange

    /// `export`: the deal as it was dealt, in Klondike-Solver's deck string and Solvitaire's
    /// JSON; `export FILE` writes it (the JSON when the name ends in `.json`, else the deck
    /// string), through the session.
    private func export(to path: String?) -> Response {
        guard let digits = Klondike.deckString(of: game.dealt), let json = Klondike.solvitaireJSON(of: game.dealt)
        else {
            return .refusal(Message("klondike.export.notadeal"))
        }
        guard let path else {
            return Response(
                [
                    Message("klondike.export.title", .message(modeMessage(game.drawMode))),
                    Message("klondike.export.digits"), Message("klondike.export.text", .verbatim(digits)),
                    Message("klondike.export.json"),
                ] + json.split(separator: "\n").map { Message("klondike.export.text", .verbatim(String($0))) }
                    + [Message("klondike.export.how", .command(.export))], redraw: false)
        }
        let isJSON = path.lowercased().hasSuffix(".json")
        let key = isJSON ? "klondike.export.written.json" : "klondike.export.written.digits"
        return Response(
            [], redraw: false,
            write: FileWrite(
                path: path, bytes: Array(((isJSON ? json : digits) + "\n").utf8),
                written: { Message(key, .verbatim(Format.visible($0)), .verbatim(Self.shellWord(Format.visible($0)))) },
                failed: {
                    Message("klondike.export.failed", .verbatim(Format.visible($0)), .message(Self.fileProblem($1)))
                }))
    }

    /// A path as a shell takes it in the `baraja --deal FILE` shown after `export FILE`:
    /// as it is when it holds only letters, digits and `/._-+,:@%=`, else in single quotes.
    static func shellWord(_ path: String) -> String {
        let plain =
            !path.isEmpty
            && path.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || "/._-+,:@%=".unicodeScalars.contains($0)
            }
        return plain ? path : "'" + path.replacing("'", with: "'\\''") + "'"
    }

    private static func fileProblem(_ problem: FileProblem) -> Message {
        switch problem {
        case .noFolder: Message("klondike.file.nofolder")
        case .denied: Message("klondike.file.denied")
        case .isFolder: Message("klondike.file.isfolder")
        case .other(let text): Message("klondike.file.other", .verbatim(Format.visible(text)))
        }
    }

    /// A deal left unfinished counts as lost for the statistics (once something was played).
    private mutating func abandoned() -> [GameOver] {
        guard !game.isWon, game.position.moves > 0 else { return [] }
        played += 1
        return [GameOver(.lost, score: game.position.score, seconds: seconds, assisted: assisted)]
    }

    private mutating func apply(_ move: Move) -> Response { respond(game.apply(move)) }

    /// The response to a move's events: its messages, and the win for the statistics.
    mutating func respond(_ events: [Event]) -> Response {
        let refused = events.contains(where: \.isRefusal)
        var over: [GameOver] = []
        if events.contains(where: { if case .won = $0 { true } else { false } }) {
            wonAfter = Int((lastSeen - dealtAt).rounded(.down))
            played += 1
            won += 1
            over.append(GameOver(.won, score: game.position.score, seconds: seconds, assisted: assisted))
        }
        return Response(messages(events), redraw: !refused, refused: refused, over: over)
    }

    // MARK: Reading what the player typed

    /// What was read, or why it could not be.
    private enum Reading<T> {
        case success(T)
        case failure(Message)
    }

    private enum Target {
        case pile(Pile)
        case card(FrenchCard)
        case ownFoundation
    }

    /// `s`, `w`, `f1`–`f4`, `1`–`7`, `f` (the card's own foundation) or a card.
    private func target(_ word: String) -> Target? {
        let w = word.lowercased()
        switch w {
        case "s": return .pile(.stock)
        case "w": return .pile(.waste)
        case "f": return .ownFoundation
        default: break
        }
        if w.hasPrefix("f"), let n = Int(w.dropFirst()), (1...4).contains(n) { return .pile(.foundation(n - 1)) }
        if let n = Int(w), (1...7).contains(n) { return .pile(.stack(n - 1)) }
        return FrenchCard(reading: w).map(Target.card)
    }

    private func unreadable(_ word: String) -> Message {
        Message("klondike.refused.unreadable", .verbatim(Typed.visible(word)))
    }

    /// The pile and run a word names as a source: a pile's top card, or a face-up card with
    /// the cards on it.
    private func source(_ word: String) -> Reading<(Pile, Int)> {
        switch target(word) {
        case .pile(let pile)?: return .success((pile, 1))
        case .card(let card)?:
            switch game.locate(card) {
            case .playable(let pile, let count): return .success((pile, count))
            case let location: return .failure(refusalMessage(.cardUnavailable(card, location)))
            }
        case .ownFoundation?:
            return .failure(Message("klondike.refused.f.source", .commandLine(.move, arguments: "f2 5")))
        case nil: return .failure(unreadable(word))
        }
    }

    private func tapMove(_ argument: String) -> Reading<Move> {
        let words = argument.split(separator: " ").map(String.init)
        guard words.count == 1 else {
            return .failure(Message("klondike.refused.tap.syntax", .command(.tap), .command(.move)))
        }
        switch source(words[0]) {
        case .failure(let message): return .failure(message)
        case .success(let (pile, count)):
            switch game.tapMove(pile, count: count) {
            case .success(let move): return .success(move)
            case .failure(let refusal): return .failure(refusalMessage(refusal))
            }
        }
    }

    /// `FROM TO [N]`.
    private func parseMove(_ argument: String) -> Reading<Move> {
        let words = argument.split(separator: " ").map(String.init)
        guard (2...3).contains(words.count) else {
            return .failure(
                Message(
                    "klondike.refused.move.syntax", .command(.move), .commandLine(.move, arguments: "3 5"),
                    .commandLine(.move, arguments: "w f"), .commandLine(.move, arguments: "6 2 3")))
        }
        var from: Pile
        var count: Int?
        switch source(words[0]) {
        case .failure(let message): return .failure(message)
        case .success(let (pile, n)):
            from = pile
            if case .card = target(words[0]) { count = n }
        }
        if words.count == 3 {
            guard let n = Int(words[2]), n >= 1 else {
                return .failure(
                    Message(
                        "klondike.refused.count", .verbatim(Typed.visible(words[2])),
                        .commandLine(.move, arguments: "6 2 3")))
            }
            count = n
        }
        let to: Pile
        switch target(words[1]) {
        case .pile(let pile)?: to = pile
        case .ownFoundation?:
            guard let card = topCard(from) else {
                return .failure(refusalMessage(from == .stock ? .stockIsDrawn : .emptyPile(from)))
            }
            to = .foundation(of: card.suit)
        case .card(let card)?:
            // A card as the destination: the pile it is on top of.
            guard case .playable(let pile, 1) = game.locate(card), pile != .waste else {
                return .failure(Message("klondike.refused.cardtarget", .frenchCard(card)))
            }
            to = pile
        case nil: return .failure(unreadable(words[1]))
        }
        return .success(Move.transfer(from: from, to: to, count: count ?? Self.bestCount(game, from: from, to: to)))
    }

    private func topCard(_ pile: Pile) -> FrenchCard? {
        let p = game.position
        switch pile {
        case .stock: return nil
        case .waste: return p.waste.last
        case .foundation(let i): return p.foundationTop(i)
        case .stack(let i): return p.stacks[i].last
        }
    }

    /// How many cards `move 3 5` means: the one run that fits; if none does, the card
    /// whose refusal teaches best (the right rank in the wrong colour, else the whole run).
    static func bestCount(_ game: Klondike, from: Pile, to: Pile) -> Int {
        guard case .stack(let i) = from, case .stack = to else { return 1 }
        let up = game.position.faceUp(i).count
        guard up > 1 else { return 1 }
        if let n = (1...up).first(where: { game.refusal(for: .transfer(from: from, to: to, count: $0)) == nil }) {
            return n
        }
        if let n = (1...up).first(where: {
            if case .sameColour = game.refusal(for: .transfer(from: from, to: to, count: $0)) { true } else { false }
        }) {
            return n
        }
        return up
    }

    // MARK: Messages

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

    /// The name the player types for a pile.
    static func typed(_ pile: Pile) -> String {
        switch pile {
        case .stock: "s"
        case .waste: "w"
        case .foundation(let i): "f\(i + 1)"
        case .stack(let i): "\(i + 1)"
        }
    }

    /// A card as players type it: rank and the English suit initial (`7h`, `10s`, `Qc`).
    static func typed(_ card: FrenchCard) -> String {
        String(card.description.dropFirst()) + card.suit.rawValue.prefix(1)
    }

    private static func signed(_ points: Int) -> Argument { .verbatim(points > 0 ? "+\(points)" : "−\(-points)") }

    func messages(_ events: [Event]) -> [Message] {
        events.map { event in
            switch event {
            case .dealt(let mode, let again):
                return Message(again ? "klondike.restarted" : "klondike.dealt", .message(modeMessage(mode)))
            case .drew(let cards):
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
                return Message("klondike.won", .int(moves), .int(score), .duration(seconds), .command(.new))
            case .undone:
                if game.history.isEmpty { return Message("klondike.undone.none") }
                return Message("klondike.undone", .int(game.history.count), count: game.history.count)
            case .refused(let refusal):
                return refusalMessage(refusal)
            }
        }
    }

    /// The two cards of the other colour one rank up (what a card can go on), or down.
    private static func otherColour(_ card: FrenchCard, rank: Int) -> [FrenchCard] {
        let suits: [FrenchSuit] = card.suit.isRed ? [.spades, .clubs] : [.hearts, .diamonds]
        return suits.map { FrenchCard(rank, $0) }
    }

    private func refusalMessage(_ refusal: Refusal) -> Message {
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
            if card.rank == 13 {
                reasons.append(Message("klondike.nowhere.empty"))
            } else {
                let fits = Self.otherColour(card, rank: card.rank + 1)
                reasons.append(Message("klondike.nowhere.stack", .frenchCard(fits[0]), .frenchCard(fits[1])))
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
            return Message("klondike.refused.auto", .command(.auto), .int(down), .int(stock))
        case .wasteOutOfOrder(let card):
            return Message("klondike.refused.auto.waste", .command(.auto), .frenchCard(card), .command(.draw))
        }
    }

    // MARK: Hint

    /// The typed command for a move (`move 3 f1`, `draw`).
    private static func command(_ move: Move) -> Argument {
        switch move {
        case .draw: .command(.draw)
        case .transfer(let from, let to, _): .commandLine(.move, arguments: "\(typed(from)) \(typed(to))")
        }
    }

    func hint() -> [Message] {
        guard let hint = game.hint() else { return [Message("klondike.hint.won", .command(.new))] }
        switch hint {
        case .finish:
            return [Message("klondike.hint.finish", .command(.auto))]
        case .toFoundation(let move, let card):
            return [
                Message(
                    card.rank == 1 ? "klondike.hint.ace" : "klondike.hint.foundation", .frenchCard(card),
                    Self.command(move))
            ]
        case .turnsOver(let move, let card, let onto):
            guard case .transfer(let from, let to, _) = move else { return [] }
            if let onto {
                return [
                    Message(
                        "klondike.hint.turn", .frenchCard(card), .frenchCard(onto), .message(Self.pileName(from)),
                        Self.command(move))
                ]
            }
            return [
                Message(
                    "klondike.hint.turn.king", .frenchCard(card), .message(Self.pileName(to)),
                    .message(Self.pileName(from)), Self.command(move))
            ]
        case .wasteToStack(let move, let card, let onto):
            return [Message("klondike.hint.waste", .frenchCard(card), .frenchCard(onto), Self.command(move))]
        case .kingToEmpty(let move, let card):
            guard case .transfer(_, let to, _) = move else { return [] }
            return [Message("klondike.hint.king", .frenchCard(card), .message(Self.pileName(to)), Self.command(move))]
        case .draw:
            return [Message("klondike.hint.draw", .command(.draw))]
        case .recycle(let penalty):
            if penalty == 0 { return [Message("klondike.hint.recycle", .command(.draw))] }
            return [Message("klondike.hint.recycle.penalty", .command(.draw), .int(penalty))]
        case .emptiesForKing(let move, let card, let onto, let king):
            guard case .transfer(let from, _, _) = move else { return [] }
            return [
                Message(
                    "klondike.hint.empty", .frenchCard(card), .frenchCard(onto), .message(Self.pileName(from)),
                    .frenchCard(king), Self.command(move))
            ]
        case .none(let stockUseless):
            // The example of a card coming back from a foundation is one that can be played.
            let back = game.legalMoves().first { move in
                if case .transfer(.foundation, .stack, _) = move { true } else { false }
            }
            let none =
                back.map { Message("klondike.hint.none", Self.command($0), .command(.undo)) }
                ?? Message("klondike.hint.none.undo", .command(.undo))
            return stockUseless ? [Message("klondike.hint.stockuseless"), none] : [none]
        }
    }

    // MARK: Checks and summary

    func invariantProblems() -> [String] {
        Self.problems(of: [(game.position, "position")] + (game.history.last.map { [($0, "undo")] } ?? []))
    }

    /// Every position `undo` and `restart` can bring back.
    func savedStateProblems() -> [String] {
        Self.problems(
            of: [(game.position, "position"), (game.dealt, "deal")]
                + game.history.enumerated().map { ($0.element, "undo \($0.offset + 1)") })
    }

    private static func problems(of positions: [(Position, String)]) -> [String] {
        var problems: [String] = []
        func check(_ p: Position, _ label: String) {
            guard p.stacks.count == 7, p.hidden.count == 7, p.foundations.count == 4 else {
                problems.append("\(label): not 7 stacks and 4 foundations")
                return
            }
            // A damaged save may hold any numbers: check them before counting cards by them.
            guard p.foundations.allSatisfy({ (0...13).contains($0) }),
                (0..<7).allSatisfy({ (0...p.stacks[$0].count).contains(p.hidden[$0]) })
            else {
                problems.append("\(label): a foundation or a face-down count out of range")
                return
            }
            let cards = p.allCards
            if cards.count != 52 { problems.append("\(label): \(cards.count) cards, not 52") }
            if Set(cards) != Set(FrenchCard.deck) { problems.append("\(label): a card is missing or in two places") }
            for i in 0..<7 {
                if p.hidden[i] < 0 || p.hidden[i] > p.stacks[i].count {
                    problems.append("\(label): stack \(i + 1) hides \(p.hidden[i])")
                }
                if !p.stacks[i].isEmpty && p.hidden[i] == p.stacks[i].count {
                    problems.append("\(label): stack \(i + 1) has no face-up top")
                }
                let up = Array(p.faceUp(i))
                for (a, b) in zip(up, up.dropFirst()) where b.rank != a.rank - 1 || a.suit.isRed == b.suit.isRed {
                    problems.append("\(label): stack \(i + 1) has \(b) on \(a)")
                }
            }
            if p.score < 0 { problems.append("\(label): score \(p.score) below 0") }
        }
        for (position, label) in positions { check(position, label) }
        return problems
    }

    func summary() -> Message? {
        let total = played + (game.isWon || game.position.moves == 0 ? 0 : 1)
        guard total > 0 else { return nil }
        return Message("klondike.summary", .int(won), .int(total), count: total)
    }

    // MARK: Drawing

    func draw(_ r: Renderer) -> [String] {
        let p = game.position
        let cell = r.width >= 48 ? 6 : r.width >= 40 ? 5 : 4
        let indent = r.width >= 40 ? "  " : ""
        var lines = [r.heading(r.text("klondike.title", .message(modeMessage(game.drawMode))))]

        func row(_ items: [(String, Int)]) -> String {
            // (text, cells it may take): padded to its cells, at least one space after.
            var line = indent
            for (i, (text, cells)) in items.enumerated() {
                let padded = TextWidth.padRight(text, cells * cell)
                line += i == items.count - 1 ? text : (TextWidth.columns(text) >= cells * cell ? text + " " : padded)
            }
            return line
        }
        let label = { (text: String) in r.style.paint(text, .dim) }

        // Top: the foundations, the waste and the stock.
        var top: [(String, Int)] = (0..<4).map { i in
            (p.foundationTop(i).map { face($0, r) } ?? label("[\(Position.foundationSuits[i].symbol)]"), 1)
        }
        let stock =
            p.stock.isEmpty
            ? (p.waste.isEmpty ? label("[ ]") : r.style.paint("↻", .cyan))
            : back(r) + (cell > 4 ? " " : "") + "\(p.stock.count)"
        // The waste's top card, or its top three fanned in draw-3 (fewer if the row would not fit).
        var shown = game.drawMode == .three ? 3 : 1
        var waste = label("[ ]")
        while !p.waste.isEmpty {
            waste = p.waste.suffix(shown).map { face($0, r) }.joined(separator: " ")
            let room = r.width - indent.count - 4 * cell - TextWidth.columns(stock) - 1
            if shown == 1 || TextWidth.columns(waste) <= room { break }
            shown -= 1
        }
        top.append((waste, 2))
        top.append((stock, 1))
        lines.append(row([("f1", 1), ("f2", 1), ("f3", 1), ("f4", 1), ("w", 2), ("s", 1)].map { (label($0.0), $0.1) }))
        lines.append(row(top))
        lines.append("")

        // The seven stacks, face-down cards as backs.
        lines.append(row((1...7).map { (label(String($0)), 1) }))
        let height = max(1, p.stacks.map(\.count).max() ?? 0)
        for level in 0..<height {
            let cells: [(String, Int)] = (0..<7).map { i in
                let stack = p.stacks[i]
                if stack.isEmpty { return (level == 0 ? label("[ ]") : "", 1) }
                guard level < stack.count else { return ("", 1) }
                return (level < p.hidden[i] ? back(r) : face(stack[level], r), 1)
            }
            var line = row(cells)
            while line.hasSuffix(" ") { line.removeLast() }
            lines.append(line)
        }
        lines.append("")
        lines.append(r.text("klondike.status", .int(p.moves), .int(p.score), .duration(seconds)))
        if game.isWon {
            lines.append(r.style.paint(r.text("klondike.status.won", .command(.new)), .green))
        } else if game.canFinishAutomatically {
            lines.append(r.style.paint(r.text("klondike.status.canfinish", .command(.auto)), .cyan))
        }
        return lines
    }

    /// A face-up card: `♥7`; red suits in red (the suit signs tell them apart without colour).
    private func face(_ card: FrenchCard, _ r: Renderer) -> String {
        r.style.paint(card.description, card.suit.isRed ? .red : .bold)
    }

    private func back(_ r: Renderer) -> String { r.style.paint("▒▒", .blue) }
}
