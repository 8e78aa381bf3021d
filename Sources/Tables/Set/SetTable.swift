import CardKit
import GameKit
import SetGame
import TableKit

extension GameID {
    public static let set = GameID("set")
}

/// Set's table, as the registry lists it.
public let setTable: any GameTable.Type = SetTable.self

/// Set at the console: `tap N` (or several numbers), `deal`, `hint` (also `cheat`), `new`.
struct SetTable: GameTable, SuggestingArguments, EventWording, Codable, Equatable {
    static let id = GameID.set
    var game: SetGame
    /// Over the session: games played to the end, sets found in games before this one, best score.
    private(set) var finishedGames = 0
    private(set) var earlierSets = 0
    private(set) var bestScore: Int?

    static let commands: [CommandSpec] = [
        CommandSpec(.tap, .game(.set), .required(.text)),
        CommandSpec(.deal, .game(.set)),
    ]

    /// Cards one `tap` may name.
    static let tapsAtOnce = 3

    init(seed: UInt64) {
        game = SetGame(seed: seed)
    }

    mutating func begin(at now: Double) -> [Message] {
        apply(.newGame, at: now).messages
    }

    mutating func perform(_ command: CommandID, argument: String?, at now: Double) -> Response {
        switch command {
        case .new, .shake:
            let setsSoFar = game.setsFound
            let seconds = game.elapsedSeconds
            var response = apply(.newGame, at: now)
            earlierSets.saturatingAdd(setsSoFar)
            // A game given up keeps the time it was played.
            response.over = response.over.map { GameOver($0.result, score: $0.score, seconds: seconds) }
            return response
        case .deal:
            // The seed's rule stands (deal adds cards with a set on the table); it is said.
            let missed = game.phase == .playing ? SetFinder.count(in: game.table) : 0
            var response = apply(.deal, at: now)
            if missed > 0, response.messages.contains(where: { $0.key == "set.dealt" }) {
                response.messages.append(Message(key: "set.dealt.missed", args: [.int(missed)], count: missed))
            }
            return response
        case .hint: return apply(.hint, at: now)
        case .coachedHint: return freeHint(at: now)
        case .tap: return tap(argument ?? "", at: now)
        default: return Response([], redraw: false)
        }
    }

    /// `tap 5`, `tap 1 5 9`, `tap 1,5,9`: the numbers are read against the table as shown;
    /// any number that is not a card refuses the whole command.
    private mutating func tap(_ text: String, at now: Double) -> Response {
        let words = text.split(whereSeparator: { $0 == " " || $0 == "," }).map(String.init)
        if game.phase == .over { return apply(.tap(0), at: now) }
        guard !words.isEmpty else {
            return .refusal(
                Message(
                    "set.refused.notanumber", .verbatim(Typed.visible(text)), .command(.tap), .int(game.table.count))
            )
        }
        guard words.count <= Self.tapsAtOnce else {
            return .refusal(Message("set.refused.toomany", .int(Self.tapsAtOnce), .int(words.count)))
        }
        var cards: [(number: Int, card: SetCard)] = []
        for word in words {
            guard let n = Int(word) else {
                return .refusal(
                    Message(
                        "set.refused.notanumber", .verbatim(Typed.visible(word)), .command(.tap),
                        .int(game.table.count)))
            }
            guard game.table.indices.contains(n - 1) else {
                return .refusal(SetGame.Refusal.noSuchCard(position: n - 1, count: game.table.count).message)
            }
            // `tap 1 1`: a number twice in one command would select and unselect the card.
            if cards.contains(where: { $0.card == game.table[n - 1] }) {
                return .refusal(Message("set.refused.repeated", .int(n), .commandLine(.tap, arguments: "\(n)")))
            }
            cards.append((n, game.table[n - 1]))
        }
        var events: [SetGame.Event] = []
        var gone: [Int] = []
        for (number, card) in cards where game.phase == .playing {
            // A card of a set the first tap took away is gone: as with one tap (seed rule 8),
            // tapping it selects nothing, and that is said (the new card in its place is not it).
            guard let position = game.table.firstIndex(of: card) else {
                gone.append(number)
                continue
            }
            events += game.apply(.tap(position), at: now)
        }
        var said = response(events)
        said.messages += gone.map { Message("set.tap.gone", .int($0)) }
        return said
    }

    mutating func apply(_ action: SetGame.Action, at now: Double) -> Response {
        response(game.apply(action, at: now))
    }

    private mutating func response(_ events: [SetGame.Event]) -> Response {
        let refused = events.contains(where: \.isRefusal)
        var over: [GameOver] = []
        let messages = messages(events)
        for event in events {
            switch event {
            case .abandoned(let score):
                over.append(GameOver(.lost, score: score))
            case .finished(let score, _, let seconds, _):
                finishedGames.saturatingAdd(1)
                bestScore = max(bestScore ?? score, score)
                over.append(GameOver(.won, score: score, seconds: seconds, assisted: (game.freeHints ?? 0) > 0))
            default: break
            }
        }
        let changed =
            !refused
            && events.contains { event in
                switch event {
                case .hintAgain, .hintTakeSet: false
                case .hintNone(let points): points != 0
                default: true
                }
            }
        return Response(messages, redraw: changed, refused: refused, over: over)
    }

    // MARK: Checks and summary

    /// The numbers read first (counters grow by one, clocks are subtracted), then the rules.
    func savedStateProblems() -> [String] {
        let numbers = SavedNumbers.problems(
            clocks: [("startedAt", game.startedAt), ("lastActionAt", game.lastActionAt), ("endedAt", game.endedAt)],
            counts: [
                ("setsFound", game.setsFound), ("mismatches", game.mismatches),
                ("moves", game.moves), ("freeHints", game.freeHints), ("finishedGames", finishedGames),
                ("earlierSets", earlierSets),
            ], amounts: [("score", game.score), ("bestScore", bestScore)])
        return numbers.isEmpty ? invariantProblems() : numbers
    }

    func invariantProblems() -> [String] {
        var problems: [String] = []
        guard game.phase != .notStarted else { return [] }
        let all = game.table + game.deck + game.matched
        if all.count != SetCard.deck.count {
            problems.append("\(all.count) cards on the table, in the deck and matched, not 81")
        }
        if Set(all) != Set(SetCard.deck) { problems.append("a card is missing or in two places") }
        if game.table.count > SetGame.capacity { problems.append("\(game.table.count) cards on the table") }
        if game.matched.count % 3 != 0 || game.matched.count / 3 != game.setsFound - (game.selectionIsSet ? 1 : 0) {
            problems.append("\(game.matched.count) matched cards for \(game.setsFound) sets")
        }
        if game.selection.count > 3 || Set(game.selection).count != game.selection.count {
            problems.append("a bad selection")
        }
        if !game.selection.allSatisfy(game.table.contains) { problems.append("a selected card is not on the table") }
        if game.phase == .over && (!game.deck.isEmpty || SetFinder.hasSet(in: game.table)) {
            problems.append("the game ended with cards in the deck or a set on the table")
        }
        if game.phase == .playing && game.deck.isEmpty && !SetFinder.hasSet(in: game.table) {
            problems.append("the game goes on with no deck and no set")
        }
        return problems
    }

    func suggestedArguments(for command: CommandID) -> [String] {
        guard command == .tap else { return [] }
        return game.table.indices.map { String($0 + 1) }
    }

    /// Worth continuing: a game under way with something done in it.
    var isResumable: Bool { game.phase == .playing && game.moves > 0 }

    func resumeSummary() -> Message? {
        // Its own words, not the table's line: mid-sentence, without the line's capital.
        Message(
            "set.resume", .int(game.score), .int(game.setsFound), .int(game.deck.count),
            .duration(game.elapsedSeconds))
    }

    func summary() -> Message? {
        let sets = earlierSets + game.setsFound
        guard sets > 0 || finishedGames > 0 || game.moves > 0 else { return nil }
        let tally =
            bestScore.map { Message("set.summary.best", .int(sets), .int(finishedGames), .int($0)) }
            ?? Message("set.summary.tally", .int(sets), .int(finishedGames))
        return Message("set.summary", .message(tally))
    }

    // MARK: Drawing

    /// The glyph of a shape in a shading: solid ▲ ● ■, striped (half filled) ◭ ◐ ◧, open △ ○ □.
    static func glyph(_ shape: SetCard.Shape, _ shading: SetCard.Shading) -> String {
        let glyphs: [[String]] = [["▲", "◭", "△"], ["●", "◐", "○"], ["■", "◧", "□"]]
        return glyphs[shape.rawValue][shading.rawValue]
    }

    static func tone(_ colour: SetCard.Colour) -> Style.Tone {
        switch colour {
        case .red: .red
        case .green: .green
        case .purple: .magenta
        }
    }

    func draw(_ r: Renderer) -> [String] {
        var lines = [r.heading(r.text("game.set.title"))]
        guard game.phase != .notStarted else { return lines + [r.text("set.status.notstarted", .command(.new))] }
        lines.append(
            r.text(
                "set.table.line", .int(game.score), .int(game.setsFound), .int(game.deck.count),
                .duration(game.elapsedSeconds)))
        lines += grid(r)
        lines.append(
            r.style.paint(r.text("set.table.legend", .verbatim("▲●■"), .verbatim("◭◐◧"), .verbatim("△○□")), .dim))
        lines.append(status(r))
        return lines
    }

    /// The cards in rows of numbered cells; three rows as on a real table while they fit.
    private func grid(_ r: Renderer) -> [String] {
        let labels = SetCard.Colour.allCases.map { r.text($0.label) }
        let labelWidth = labels.map(TextWidth.columns).max() ?? 0
        let cellWidth = 1 + 2 + 1 + 3 + 1 + labelWidth + 1
        let fit = max(1, (r.width + 1) / (cellWidth + 1))
        let perRow = max(1, min(fit, max(4, (game.table.count + 2) / 3)))
        let selected = Set(game.selection)
        let hinted: Set<SetCard> =
            switch game.hintStep {
            case .card: Set(game.hintTarget.prefix(1))
            case .set: Set(game.hintTarget)
            case .none, .count: []
            }
        let selectionTone: Style.Tone = game.selectionIsSet ? .green : game.selectionIsMismatch ? .red : .cyan
        let cells = game.table.enumerated().map { position, card -> String in
            let (open, close): (String, String) = selected.contains(card) ? ("[", "]") : (" ", " ")
            let number = TextWidth.padLeft(String(position + 1), 2)
            let glyphs = TextWidth.padRight(
                String(repeating: Self.glyph(card.shape, card.shading), count: card.number), 3)
            let face = r.style.paint(
                glyphs + " " + TextWidth.padRight(labels[card.colour.rawValue], labelWidth), Self.tone(card.colour))
            let tone: Style.Tone = selected.contains(card) ? selectionTone : .yellow
            func mark(_ m: String) -> String { m == " " ? m : r.style.paint(m, tone) }
            // A hinted card has its star between number and face (outside, stars of
            // neighbouring cards would run together: `… * * 2 …`).
            let inner = hinted.contains(card) ? r.style.paint("*", .yellow) : " "
            return mark(open) + number + inner + face + mark(close)
        }
        return stride(from: 0, to: cells.count, by: perRow).map { start in
            cells[start..<min(start + perRow, cells.count)].joined(separator: " ")
        }
    }

    private func status(_ r: Renderer) -> String {
        switch game.phase {
        case .notStarted:
            return r.text("set.status.notstarted", .command(.new))
        case .over:
            return r.style.paint(
                r.text(
                    Message(
                        "set.status.over", .int(game.setsFound), .int(game.score),
                        .command(.new), count: game.setsFound)), .green)
        case .playing:
            if game.selectionIsSet { return r.style.paint(r.text("set.status.match", .command(.deal)), .green) }
            if game.selectionIsMismatch { return r.style.paint(r.text("set.status.mismatch"), .red) }
            if game.selection.isEmpty { return r.style.paint(r.text("set.status.pick", .command(.tap)), .cyan) }
            let left = 3 - game.selection.count
            return r.style.paint(
                r.text(Message("set.status.more", .int(game.selection.count), .int(left), count: game.selection.count)),
                .cyan)
        }
    }
}
