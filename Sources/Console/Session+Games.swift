import Catalog
import GameKit
import TableKit

/// The commands: the console's own, and the games in play (entering one, running its
/// commands, saving it, recording what ended).
extension Session {
    func run(_ id: CommandID, argument: String?) -> [String] {
        switch id {
        case .help: return help(argument.map { commands.specs.command(named: $0) ?? CommandID($0) })
        case .play: return play(argument.map(GameID.init))
        case .lang: return switchLanguage(argument.flatMap { localizer.catalogs.language(named: $0) })
        case .rules: return rules(argument)
        case .learn: return learn(argument)
        case .table:
            guard case .game(let game) = place, let table = tables[game] else { return lobby(greeting: false) }
            return table.draw(renderer)
        case .menu:
            guard case .game = place else { return [refusal(Message("console.menu.already", .command(.play)))] }
            place = .lobby
            return lobby(greeting: false)
        case .quit:
            return [goodbye()]
        case .stats:
            if argument == "reset" {
                // Piped input is never asked: `stats reset` in a script is meant as written.
                guard asks else {
                    store.resetStatistics()
                    return [localizer.text("stats.reset.done.unasked")]
                }
                return ask(.resetStatistics)
            }
            return StatisticsText.lines(
                store.statistics, games: games.ids, untimed: untimedGames,
                hands: Set(games.tables.filter { $0.countsHands }.map { $0.id }), localizer: localizer,
                style: renderer.style)
        case .color:
            return colour(argument.flatMap(ColorChoice.init(rawValue:)))
        case .coach:
            return coach(argument.map { $0 == "on" })
        default:
            return performCoached(id, argument)
        }
    }

    /// The games whose record keeps no time (`Untimed`).
    var untimedGames: Set<GameID> {
        Set(games.tables.filter { $0.isUntimed }.map { $0.id })
    }

    /// Runs something on the game in play: saves it when it changed, records what ended,
    /// shows the messages, the table when asked, and the next step when steps wait for Enter.
    /// `command` and `argument` are what the game's journal keeps (nil: steps walked through,
    /// saved as a snapshot).
    func perform(
        _ command: CommandID? = nil, _ argument: String? = nil, _ body: (inout any GameTable, Double) -> Response
    ) -> [String] {
        guard case .game(let game) = place, var table = tables[game] else { return [] }
        // Not shared while the command runs: a game's arrays (Klondike's undo history) grow in
        // place instead of being copied whole by copy-on-write.
        tables[game] = nil
        let now = clocks.time(of: game, at: clock())
        let response = body(&table, now)
        tables[game] = table
        // What the command counted goes into the save with it, then into the statistics
        // (a kill between the two is made up for when the save is next loaded).
        let tally = Tally(over: response.over, rebuys: response.rebuys)
        let written = response.refused ? nil : keep(table, at: now, command: command, argument: argument, tally: tally)
        if !tally.isEmpty { store.record(game, tally, at: written) }
        for over in response.over { endings[game, default: [:]][over.result, default: 0] += 1 }
        // What a change said (a hint that costs points is one), for “why?” (`answerQuestion`).
        if !response.refused, !response.messages.isEmpty,
            response.redraw || !response.over.isEmpty
                || (command == .hint && localizer.has("question.hint.costs.\(game.rawValue)"))
        {
            lastSaid[game] = response.messages
        }
        if !response.refused, response.redraw || !response.over.isEmpty {
            lastAdvice[game] = nil
        } else if !response.refused, command == .hint, !response.messages.isEmpty {
            lastAdvice[game] = response.messages
        }
        var lines: [String] = []
        for (index, message) in response.messages.enumerated() {
            guard !response.refused else {
                lines.append(refusal(message))
                continue
            }
            // The line that answers a game's own command names it as it was typed (`‘올릴게요’는
            // … 컴플리트가 됐어요`), not by a word the player never used; the commands every
            // game shares (`hint`: “type hint again”) keep their word.
            let said =
                index == 0
                ? typedCommand.flatMap { $0.id.game == nil ? nil : Self.naming($0.id, as: $0.typed, in: message) }
                    ?? message : message
            lines += [localizer.sentence(kept(said))] + termLines(after: said, in: game)
        }
        if let write = response.write { lines.append(self.write(write)) }
        if response.redraw { lines += [""] + table.draw(renderer) }
        if let next = table.asStepping?.stepping {
            lines += [renderer.style.paint(localizer.sentence(next), .cyan)]
        }
        return lines
    }

    /// Writes a file a command asked for (see `Session+Files`), and says how it went.
    func write(_ file: FileWrite) -> String { write(file, replacing: false) }

    /// Saves the game and keeps its lasting choices after a command that changed it; where in
    /// the save the command's tally went (nil: not saved).
    @discardableResult
    func keep(
        _ table: any GameTable, at now: Double, command: CommandID? = nil, argument: String? = nil, tally: Tally? = nil
    ) -> SavePosition? {
        let written = store.save(table, clock: now, command: command, argument: argument, tally: tally)
        guard let kept = table.asKeepingPreferences?.preferences else { return written }
        if !kept.isEmpty, store.preferences.games[table.id.rawValue] != kept {
            store.update { $0.games[table.id.rawValue] = kept }
        }
        return written
    }

    func enter(_ game: GameID) -> [String] {
        place = .game(game)
        if let table = tables[game] {
            return [localizer.text("console.play.resume", gameName(game))]
                + [""] + table.draw(renderer)
        }
        guard let type = games.table(game) else { return [] }
        var table = type.init(seed: seed)
        if var keeping = table.asKeepingPreferences {
            keeping.adopt(preferences: store.preferences.games[game.rawValue] ?? [:])
            table = keeping
        }
        // The player's chips are theirs across games: a fresh table seats them with their record's.
        if var keeping = table.asKeepingChips, let record = store.statistics.games[game.rawValue],
            record.chips != nil || record.rebuys != nil
        {
            keeping.adopt(chips: ChipRecord(net: record.chips ?? 0, rebuys: record.rebuys ?? 0))
            table = keeping
        }
        var started: Message?
        if let plan = startPlan, plan.game == game, var starting = table.asStarting {
            started = starting.start(plan)
            table = starting
            startPlan = nil
        }
        let now = clock()
        let begun = table.begin(at: now)
        let opening = started.map { [$0] } ?? begun
        tables[game] = table
        clocks.set(game, to: now, at: now)
        clocks.atHand(game)
        keep(table, at: now)
        return [
            localizer.text(
                "console.play.welcome", gameName(game),
                .command(.rules), .command(.hint), .command(.help))
        ]
            + learnLine(game) + opening.flatMap { [localizer.text($0)] + termLines(after: $0, in: game) } + [""]
            + table.draw(renderer)
    }

    /// On entering a game whose lessons are not all done: how to learn it.
    func learnLine(_ game: GameID) -> [String] {
        guard let type = games.table(game)?.asTeaching, !type.lessons.isEmpty else { return [] }
        let progress = store.lessonProgress()
        guard type.lessons.contains(where: { !$0.optional && progress.status($0.key) != .done }) else { return [] }
        // “First time?” only before any lesson of the game is done; then where to go on.
        let started = type.lessons.contains { progress.status($0.key) == .done }
        return [
            localizer.text(
                started ? "console.play.learn.more" : "console.play.learn", gameName(game),
                .commandWith(.learn, argumentKey: "game.\(game.rawValue).aliases"))
        ]
    }

    func play(_ game: GameID?) -> [String] {
        guard let game else {
            // Alone: back to the game left waiting, or into the only game there is.
            if case .game(let here) = place { return [alreadyPlaying(here)] + gameList() }
            if tables.count == 1, let waiting = tables.keys.first { return enter(waiting) }
            if games.ids.count == 1 { return play(games.ids[0]) }
            // Nothing waiting in this session: the game saved last, if there is one.
            if tables.isEmpty, let continued = latestSaveOpened(entering: true) { return continued }
            return gameList()
        }
        if place == .game(game) { return [alreadyPlaying(game)] }
        let left = leftWaiting()
        if tables[game] == nil { return left + open(game) }
        return left + enter(game)
    }

    /// Going from a game in progress to another: the first waits as it was left, and a line
    /// says so, whatever the game (nothing is given up by switching).
    func leftWaiting() -> [String] {
        guard case .game(let here) = place, let table = tables[here], table.isResumable else { return [] }
        return [
            localizer.text(
                "console.play.left", gameName(here), .commandWith(.play, argumentKey: "game.\(here.rawValue).aliases"))
        ]
    }

    func alreadyPlaying(_ game: GameID) -> String {
        localizer.text("console.play.already", gameName(game), .command(.new))
    }

    /// A game's name for running text (`game.<id>.name`).
    func gameName(_ game: GameID) -> Argument {
        .verbatim(localizer.string("game.\(game.rawValue).name"))
    }

    func switchLanguage(_ target: Language?) -> [String] {
        guard let target else {
            let names = localizer.languages.map { code in
                localizer.text(
                    code == language ? "console.lang.item.current" : "console.lang.item",
                    .verbatim(code.rawValue), .verbatim(localizer.name(of: code)))
            }
            return [localizer.text("console.lang.list", .command(.lang))] + names
        }
        if target == language {
            return [
                localizer.text("console.lang.same", .verbatim(localizer.name(of: target)))
            ]
        }
        renderer = renderer.speaking(target)
        store.update { $0.language = target.rawValue }
        var lines = [
            localizer.text("console.lang.switched", .verbatim(localizer.name(of: target)))
        ]
        if case .game(let game) = place, let table = tables[game] { lines += [""] + table.draw(renderer) }
        return lines
    }

    func colour(_ choice: ColorChoice?) -> [String] {
        guard let choice else {
            let current = ColorChoice(rawValue: store.preferences.color ?? "") ?? .auto
            let choices = [ColorChoice.always, .never, .auto].map {
                Argument.commandWith(.color, argumentKey: "color.choice.\($0.rawValue).words")
            }
            return [
                localizer.text(
                    Message(
                        key: "color.current",
                        args: [.message(Message("color.choice.\(current.rawValue).name"))] + choices))
            ]
        }
        let on =
            switch choice {
            case .always: true
            case .never: false
            case .auto: autoColour
            }
        renderer = Renderer(localizer: localizer, style: Style(enabled: on), width: renderer.wrapWidth)
        store.update { $0.color = choice.rawValue }
        return [localizer.text(kept(Message("color.set", .message(Message("color.choice.\(choice.rawValue).name")))))]
    }

    /// A message that says a choice is remembered, said truthfully: when the preferences
    /// cannot be written, its `.unkept` form (the choice lasts until the session ends).
    func kept(_ message: Message) -> Message {
        guard !store.keepsPreferences, localizer.has(message.key + ".unkept") else { return message }
        var unkept = message
        unkept.key += ".unkept"
        return unkept
    }
}
