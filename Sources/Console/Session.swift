import CardKit
import Catalog
import GameKit
import Host

/// One player's session: the command table, the current language, the lobby and the
/// games in play. Takes lines, returns text; it never touches the terminal itself, so a
/// whole session runs in a unit test.
public final class Session {
    public private(set) var renderer: Renderer
    public let commands: CommandTable
    public private(set) var place: Place = .lobby
    public private(set) var isFinished = false
    private var tables: [GameID: any GameTable] = [:]
    private let seed: UInt64
    /// Games and hands ended in this session, by result (the soak test reads it).
    private(set) var endings: [GameID: [GameOver.Result: Int]] = [:]
    /// Seconds on a steady clock, for the games' timers (a scripted clock in tests).
    private let clock: @Sendable () -> Double
    /// Saves, statistics and preferences (in memory only unless given a folder).
    public let store: Store
    /// Whether a saved game is offered to continue (`--new` says no).
    private let offerResume: Bool
    /// Each table's clock minus the session's: a resumed game's timers go on where they were.
    private var clockOffsets: [GameID: Double] = [:]
    /// A yes/no question waiting for its answer.
    private var question: Question?
    /// What `color auto` means here (on for a terminal without NO_COLOR).
    private let autoColour: Bool
    /// `--deal` and `--draw`: how the first fresh Klondike game starts (used once).
    private var klondikeStart: KlondikeStart?
    /// Where the files a player asks for go (`export FILE`): the disk, or memory (tests and
    /// the soak, so that random commands never litter the disk).
    public let files: any FileSystem
    /// Lines longer than this many bytes are refused.
    public static let lineLimit = 4096

    /// The commands of the program: the general ones, then each game's.
    static let specs: [CommandSpec] =
        [
            CommandSpec(.help, .everywhere, .optional(.command)),
            CommandSpec(.play, .everywhere, .optional(.game)),
            CommandSpec(.lang, .everywhere, .optional(.language)),
            CommandSpec(.rules, .everywhere, .optional(.game)),
            CommandSpec(.hint, .inAnyGame),
            CommandSpec(.new, .inAnyGame),
            CommandSpec(.shake, .inAnyGame),
            CommandSpec(.table, .everywhere),
            CommandSpec(.menu, .everywhere),
            CommandSpec(.quit, .everywhere),
        ] + gameCommands + [
            // saves and statistics (after the games' own, so `sta` suggests `stand` first)
            CommandSpec(.stats, .everywhere, .optional(.choice(prefix: "stats.action", values: ["reset"]))),
            CommandSpec(
                .color, .everywhere, .optional(.choice(prefix: "color.choice", values: ["always", "never", "auto"]))),
        ]

    /// Each game's own commands; one a several games share (`tap`) belongs to all of them.
    static var gameCommands: [CommandSpec] {
        var merged: [CommandSpec] = []
        for spec in GameID.allCases.flatMap({ $0.table.commands }) {
            guard let i = merged.firstIndex(where: { $0.id == spec.id }) else {
                merged.append(spec)
                continue
            }
            if case .games(let had) = merged[i].scope, case .games(let more) = spec.scope {
                merged[i] = CommandSpec(spec.id, .games(had + more.filter { !had.contains($0) }), merged[i].argument)
            }
        }
        return merged
    }

    /// - Parameter width: the terminal's columns: long lines wrap between words and rows of
    ///   cards fit. Nil (output that is not a terminal) leaves lines whole.
    ///   `clock` gives seconds on a steady clock (the games' timers); tests pass a scripted one.
    ///   `store` keeps games, statistics and preferences (default: in memory only);
    ///   `offerResume` false (`--new`) starts games afresh instead of offering their saves;
    ///   `autoColour` is what `color auto` means (default: `colour`);
    ///   `klondikeStart` the deal (`--deal`) and draw mode (`--draw`) of the first Klondike game;
    ///   `files` where `export FILE` writes (default: in memory).
    public init(
        catalogs: Catalogs, language: Language, seed: UInt64, colour: Bool, width: Int? = 80,
        clock: @escaping @Sendable () -> Double = Platform.monotonicSeconds,
        store: Store = .inMemory(), offerResume: Bool = true, autoColour: Bool? = nil,
        klondikeStart: KlondikeStart? = nil, files: any FileSystem = MemoryFileSystem()
    ) {
        let localizer = Localizer(catalogs: catalogs, language: language)
        self.renderer = Renderer(localizer: localizer, style: Style(enabled: colour), width: width)
        self.commands = CommandTable(specs: Self.specs, localizer: localizer)
        self.seed = seed
        self.clock = clock
        self.store = store
        self.offerResume = offerResume
        self.autoColour = autoColour ?? colour
        self.klondikeStart = klondikeStart
        self.files = files
    }

    public var language: Language { renderer.localizer.language }

    /// The terminal was resized.
    public func resize(to width: Int?) {
        if width != renderer.wrapWidth { renderer = renderer.resized(to: width) }
    }
    private var localizer: Localizer { renderer.localizer }

    /// The plain prompt: the game (or `baraja`) and the language, e.g. `siete y media [es]> `.
    public var prompt: String {
        let name =
            switch place {
            case .lobby: localizer.string("console.prompt.lobby")
            case .game(let id): localizer.string("game.\(id.rawValue).prompt")
            }
        return localizer.text("console.prompt", .verbatim(name), .verbatim(language.rawValue))
    }

    // MARK: Opening and closing

    /// What is shown before the first prompt: the lobby, or straight into a game.
    public func opening(game: GameID?) -> String {
        guard let game else {
            var lines = lobby(greeting: true)
            if offerResume, let latest = latestSave() {
                lines += [""] + offer(latest.game, latest.saved, entering: false)
            }
            return render(lines)
        }
        return render(play(game))
    }

    /// The goodbye for `quit` and end of input.
    public func farewell() -> String { render([goodbye()]) }

    private func goodbye() -> String {
        isFinished = true
        let summaries = GameID.allCases.compactMap { tables[$0]?.summary() }.map(localizer.text)
        return (summaries + [localizer.text("console.goodbye")]).joined(separator: "\n")
    }

    // MARK: Lines

    /// Runs one line and returns what to show. Rejected commands change nothing.
    public func handle(_ line: String) -> String {
        if line.utf8.count > Self.lineLimit { return reject(.tooLong(bytes: line.utf8.count)) }
        if let question { return render(answer(line, to: question)) }
        let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        // Steps walked through with Enter (`solve play`): an empty line plays the next one,
        // any other line stops them first, saying so.
        var stopped: [String] = []
        if case .game(let game) = place, var table = tables[game], let next = table.stepping {
            if words.isEmpty { return render(perform { table, now in table.step(at: now) }) }
            // The command that started the steps, again: they go on, nothing stops.
            let typed = commands.command(named: words[0], at: place)
            var value: String? = nil
            if let spec = typed,
                case .success(let resolved) = resolveArgument(
                    words.count > 1 ? words.dropFirst().joined(separator: " ") : nil,
                    for: argumentSpec(of: spec))
            {
                value = resolved
                if table.keepsStepping(spec.id, argument: resolved) {
                    return render([renderer.style.paint(localizer.sentence(next), .cyan)])
                }
            }
            stopped = table.stopStepping(for: typed?.id, argument: value).map { [localizer.sentence($0)] } ?? []
            tables[game] = table
        }
        guard let first = words.first else { return "" }
        let argument = words.count > 1 ? words.dropFirst().joined(separator: " ") : nil
        guard let spec = commands.command(named: first, at: place) else {
            return render(stopped + [refusal(unknownCommand(first))])
        }
        switch resolveArgument(argument, for: argumentSpec(of: spec)) {
        case .failure(let message): return render(stopped + [refusal(message)])
        case .success(let value): return render(stopped + run(spec.id, argument: value))
        }
    }

    /// Whether the game in play waits for Enter to play its next step (`solve play`).
    public var isStepping: Bool {
        guard case .game(let game) = place else { return false }
        return tables[game]?.stepping != nil
    }

    private enum Resolved {
        case success(String?)
        case failure(Message)
    }

    /// What a command takes here: `new` takes what the current game's `new` takes.
    private func argumentSpec(of spec: CommandSpec) -> CommandSpec {
        guard spec.id == .new || spec.id == .shake, case .game(let game) = place else { return spec }
        return CommandSpec(spec.id, spec.scope, game.table.newArgument)
    }

    private func resolveArgument(_ argument: String?, for spec: CommandSpec) -> Resolved {
        switch spec.argument {
        case .none:
            if argument != nil { return .failure(Message("console.args.none", .command(spec.id))) }
            return .success(nil)
        case .optional(let kind), .required(let kind):
            guard let argument else {
                if case .required = spec.argument {
                    let wanted = kind == .text ? localizer.string(helpKey(spec.id, "arg")) : expected(kind)
                    return .failure(Message("console.args.missing", .command(spec.id), .verbatim(wanted)))
                }
                return .success(nil)
            }
            if let value = value(of: argument, as: kind) { return .success(value) }
            let shown = Argument.verbatim(Self.visible(argument))
            if let guess = closest(to: argument, among: acceptedWords(kind)) {
                return .failure(
                    Message(
                        "console.args.invalid.suggest", shown, .command(spec.id),
                        .verbatim(expected(kind)), .verbatim(guess)))
            }
            return .failure(
                Message("console.args.invalid", shown, .command(spec.id), .verbatim(expected(kind))))
        }
    }

    /// The canonical value of an argument word, in any language.
    private func value(of word: String, as kind: ArgumentKind) -> String? {
        let folded = CommandTable.fold(word)
        switch kind {
        case .command:
            return commands.commands(named: word).first?.rawValue
        case .game:
            return Startup.game(named: word, localizer: localizer)?.rawValue
        case .language:
            if let code = Language(rawValue: folded) { return code.rawValue }
            return Language.allCases.first { localizer.anyLanguageLists(word, under: "language.\($0.rawValue).names") }?
                .rawValue
        case .choice(let prefix, let values):
            return values.first { $0 == folded || localizer.isChoice(word, prefix: prefix, value: $0) }
        case .text:
            return word
        }
    }

    /// Every word an argument of this kind accepts, the current language's first.
    private func acceptedWords(_ kind: ArgumentKind) -> [String] {
        let languages = [language] + Language.allCases.filter { $0 != language }
        switch kind {
        case .command:
            return languages.flatMap { lang in
                commands.specs.flatMap { localizer.aliases(ofCommand: $0.id, in: lang) }
            }
        case .game:
            return languages.flatMap { lang in
                GameID.allCases.flatMap { localizer.words("game.\($0.rawValue).aliases", in: lang) }
            }
        case .language:
            return Language.allCases.map(\.rawValue)
                + languages.flatMap { lang in
                    Language.allCases.flatMap { localizer.words("language.\($0.rawValue).names", in: lang) }
                }
        case .choice(let prefix, let values):
            return languages.flatMap { lang in
                values.flatMap { localizer.choiceWords(prefix: prefix, value: $0, in: lang) }
            } + values
        case .text:
            return []
        }
    }

    /// The word a typo most likely meant: the first that starts with what was typed, else
    /// the nearest by edit distance (a swap of two letters is one edit). Candidates come
    /// in order of preference (the current language's, each command's shown word first).
    func closest(to typed: String, among candidates: [String]) -> String? {
        let folded = CommandTable.fold(typed)
        guard !folded.isEmpty else { return nil }
        if let started = candidates.first(where: { CommandTable.fold($0).hasPrefix(folded) }) { return started }
        var best: (word: String, distance: Int)?
        for word in candidates {
            let d = EditDistance.between(folded, CommandTable.fold(word))
            if d <= max(1, folded.count / 3), d < min(folded.count, word.count), d < (best?.distance ?? .max) {
                best = (word, d)
            }
        }
        return best?.word
    }

    /// What an argument of this kind may be, in the current language: "real or simple".
    private func expected(_ kind: ArgumentKind) -> String {
        localizer.alternatives(argumentWords(kind))
    }

    /// The current language's words for an argument kind (for help, errors and completion).
    func argumentWords(_ kind: ArgumentKind) -> [String] {
        switch kind {
        case .command:
            return commands.available(at: place).map { localizer.commandWord($0.id) }
        case .game:
            return GameID.allCases.compactMap { localizer.words("game.\($0.rawValue).aliases").first }
        case .language:
            return Language.allCases.map(\.rawValue)
        case .choice(let prefix, let values):
            return values.compactMap { localizer.choiceWords(prefix: prefix, value: $0).first ?? $0 }
        case .text:
            return []
        }
    }

    // MARK: Commands

    private func run(_ id: CommandID, argument: String?) -> [String] {
        switch id {
        case .help: return help(argument.map(CommandID.init))
        case .play: return play(argument.flatMap(GameID.init(rawValue:)))
        case .lang: return switchLanguage(argument.flatMap(Language.init(rawValue:)))
        case .rules: return rules(argument.flatMap(GameID.init(rawValue:)))
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
            if argument == "reset" { return ask(.resetStatistics) }
            return StatisticsText.lines(store.statistics, localizer: localizer, style: renderer.style)
        case .color:
            return colour(argument.flatMap(ColorChoice.init(rawValue:)))
        default:
            return perform(id, argument: argument)
        }
    }

    private func perform(_ id: CommandID, argument: String?) -> [String] {
        perform { table, now in table.perform(id, argument: argument, at: now) }
    }

    /// Runs something on the game in play: saves it when it changed, records what ended,
    /// shows the messages, the table when asked, and the next step when steps wait for Enter.
    private func perform(_ body: (inout any GameTable, Double) -> Response) -> [String] {
        guard case .game(let game) = place, var table = tables[game] else { return [] }
        let now = clock() + (clockOffsets[game] ?? 0)
        let response = body(&table, now)
        tables[game] = table
        if !response.refused { keep(table, at: now) }
        for over in response.over {
            store.record(game, over)
            endings[game, default: [:]][over.result, default: 0] += 1
        }
        var lines = response.messages.map { response.refused ? refusal($0) : localizer.sentence($0) }
        if let write = response.write { lines.append(self.write(write)) }
        if response.redraw { lines += [""] + table.draw(renderer) }
        if let next = table.stepping { lines += [renderer.style.paint(localizer.sentence(next), .cyan)] }
        return lines
    }

    private func enter(_ game: GameID) -> [String] {
        place = .game(game)
        if let table = tables[game] {
            return [localizer.text("console.play.resume", gameName(game))]
                + [""] + table.draw(renderer)
        }
        var table = game.table.init(seed: seed)
        table.adopt(preferences: store.preferences.games[game.rawValue] ?? [:])
        var started: Message?
        if let start = klondikeStart, var klondike = table as? KlondikeTable {
            started = klondike.start(start)
            table = klondike
            klondikeStart = nil
        }
        let now = clock()
        let begun = table.begin(at: now)
        let opening = started.map { [$0] } ?? begun
        tables[game] = table
        clockOffsets[game] = 0
        keep(table, at: now)
        return [
            localizer.text(
                "console.play.welcome", gameName(game),
                .command(.rules), .command(.hint), .command(.help))
        ]
            + opening.map(localizer.text) + [""] + table.draw(renderer)
    }

    private func play(_ game: GameID?) -> [String] {
        guard let game else {
            // Alone: back to the game left waiting, or into the only game there is.
            if case .game(let here) = place { return [alreadyPlaying(here)] + gameList() }
            if tables.count == 1, let waiting = tables.keys.first { return enter(waiting) }
            if GameID.allCases.count == 1 { return play(GameID.allCases[0]) }
            // Nothing waiting in this session: the game saved last, if there is one.
            if tables.isEmpty, offerResume, let latest = latestSave() {
                return offer(latest.game, latest.saved, entering: true)
            }
            return gameList()
        }
        if place == .game(game) { return [alreadyPlaying(game)] }
        // A deal given with --deal replaces the saved game, as --new does.
        let dealGiven = game == .klondike && klondikeStart?.deal != nil
        if tables[game] == nil, offerResume, !dealGiven, let saved = store.savedGame(game), saved.table.isResumable {
            return offer(game, saved, entering: true)
        }
        return enter(game)
    }

    private func alreadyPlaying(_ game: GameID) -> String {
        localizer.text("console.play.already", gameName(game), .command(.new))
    }

    /// A game's name for running text ("siete y media").
    private func gameName(_ game: GameID) -> Argument {
        .verbatim(localizer.string("game.\(game.rawValue).name"))
    }

    private func switchLanguage(_ target: Language?) -> [String] {
        guard let target else {
            let names = Language.allCases.map { code in
                localizer.text(
                    code == language ? "console.lang.item.current" : "console.lang.item",
                    .verbatim(code.rawValue), .verbatim(localizer.string("language.\(code.rawValue).name")))
            }
            return [localizer.text("console.lang.list", .command(.lang))] + names
        }
        if target == language {
            return [
                localizer.text("console.lang.same", .verbatim(localizer.string("language.\(target.rawValue).name")))
            ]
        }
        renderer = renderer.speaking(target)
        store.update { $0.language = target.rawValue }
        var lines = [
            localizer.text("console.lang.switched", .verbatim(localizer.string("language.\(target.rawValue).name")))
        ]
        if case .game(let game) = place, let table = tables[game] { lines += [""] + table.draw(renderer) }
        return lines
    }

    private func rules(_ game: GameID?) -> [String] {
        var chosen = game
        if chosen == nil, case .game(let here) = place { chosen = here }
        if chosen == nil, GameID.allCases.count == 1 { chosen = GameID.allCases[0] }
        guard let chosen else {
            return [
                localizer.text(
                    "console.rules.lobby", .command(.rules), .verbatim(argumentWords(.game).joined(separator: ", ")))
            ]
        }
        return [
            renderer.heading(localizer.string("game.\(chosen.rawValue).title")),
            localizer.text(Message(key: "game.\(chosen.rawValue).rules", args: chosen.table.rulesArguments)),
        ]
    }

    private func help(_ about: CommandID?) -> [String] {
        if let about, let spec = commands.spec(about) {
            let id = about
            var lines = [
                renderer.style.paint(usage(argumentSpec(of: spec)), .bold), localizer.string(helpKey(id, "help")),
            ]
            if !commands.isAvailable(spec, at: place) { lines.append(localizer.text(unavailable(spec))) }
            let words = Language.allCases.map { lang in
                let name = Argument.verbatim(localizer.string("language.\(lang.rawValue).name"))
                let aliases = Argument.verbatim(localizer.aliases(ofCommand: id, in: lang).joined(separator: ", "))
                guard case .choice(let prefix, let values)? = spec.argument.kind else {
                    return localizer.text("console.help.wordline", name, aliases)
                }
                let choices = values.compactMap { localizer.choiceWords(prefix: prefix, value: $0, in: lang).first }
                return localizer.text(
                    "console.help.wordline.args", name, aliases, .verbatim(choices.joined(separator: ", ")))
            }
            return lines + words
        }
        var here = commands.available(at: place)
        if case .game(let game) = place {
            // The game's own commands in the order the game gives them (shared ones too).
            let own = game.table.commands.map(\.id)
            here = here.filter { !own.contains($0.id) } + own.compactMap { id in here.first { $0.id == id } }
        }
        let rows = here.map { (usage(argumentSpec(of: $0)), localizer.string(helpKey($0.id, "help"))) }
        return [localizer.text("console.help.title")] + renderer.hangingColumns(rows)
            + [localizer.text("console.help.more", .command(.help))]
    }

    /// `command.<id>.help` or `.arg`, or the current game's own (`command.tap.help.set`) when
    /// a command several games share does something different in each.
    private func helpKey(_ id: CommandID, _ part: String) -> String {
        if case .game(let game) = place, localizer.has("command.\(id.rawValue).\(part).\(game.rawValue)") {
            return "command.\(id.rawValue).\(part).\(game.rawValue)"
        }
        return "command.\(id.rawValue).\(part)"
    }

    /// `jugar JUEGO`, `bank [real|simple]`.
    private func usage(_ spec: CommandSpec) -> String {
        let word = localizer.commandWord(spec.id)
        switch spec.argument {
        case .none: return word
        case .required: return "\(word) \(localizer.string(helpKey(spec.id, "arg")))"
        case .optional: return "\(word) [\(localizer.string(helpKey(spec.id, "arg")))]"
        }
    }

    private func lobby(greeting: Bool) -> [String] {
        var lines: [String] = []
        if greeting { lines.append(localizer.text("console.welcome")) }
        return lines + gameList()
    }

    private func gameList() -> [String] {
        let rows = GameID.allCases.map { id in
            (
                "  " + localizer.string("game.\(id.rawValue).title"),
                localizer.text("console.games.start", .commandWith(.play, argumentKey: "game.\(id.rawValue).aliases"))
            )
        }
        return [localizer.text("console.games.title")] + renderer.columns(rows)
            + [localizer.text("console.games.more", .command(.help), .command(.lang))]
    }

    // MARK: Refusals

    private func refusal(_ message: Message) -> String {
        renderer.style.paint(localizer.sentence(message), .yellow)
    }

    private func unavailable(_ spec: CommandSpec) -> Message {
        switch spec.scope {
        case .games(let games) where !games.isEmpty:
            let names = localizer.alternatives(games.map { localizer.string("game.\($0.rawValue).name") })
            return Message(
                "console.unavailable.game", .command(spec.id), .verbatim(names),
                .commandWith(.play, argumentKey: "game.\(games[0].rawValue).aliases"))
        case .inAnyGame where spec.id == .hint:
            return Message("console.hint.lobby", .command(.play))
        case .inAnyGame where spec.id == .new || spec.id == .shake:
            return Message("console.new.lobby", .command(.play))
        case .inAnyGame, .everywhere, .games:
            return Message("console.unavailable.lobby", .command(spec.id), .command(.play))
        }
    }

    /// The word is no command here: explain, and offer the closest command that is.
    private func unknownCommand(_ word: String) -> Message {
        if let elsewhere = commands.commands(named: word).compactMap(commands.spec).first {
            return unavailable(elsewhere)
        }
        let available = commands.available(at: place)
        let languages = [language] + Language.allCases.filter { $0 != language }
        let candidates = languages.flatMap { lang in
            available.flatMap { localizer.aliases(ofCommand: $0.id, in: lang) }
        }
        if let guess = closest(to: word, among: candidates) {
            return Message("console.unknown.suggest", .verbatim(Self.visible(word)), .verbatim(guess), .command(.help))
        }
        return Message("console.unknown", .verbatim(Self.visible(word)), .command(.help))
    }

    /// What the player typed, safe to show again: control characters (an escape sequence
    /// pasted by mistake) come back in caret notation, never raw to the terminal.
    static func visible(_ typed: String) -> String {
        let limit = 40
        return Format.visible(typed.count > limit ? String(typed.prefix(limit)) + "…" : typed)
    }

    private func render(_ lines: [String]) -> String {
        // What happened to the files while this ran (a save set aside, a folder that cannot
        // be written) comes first: it explains what follows.
        let notices = store.takeNotices().map(refusal)
        let lines = notices.isEmpty || lines.isEmpty ? notices + lines : notices + [""] + lines
        guard !lines.isEmpty else { return "" }
        let text = lines.joined(separator: "\n")
        guard let width = renderer.wrapWidth else { return text + "\n" }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { TextWidth.wrap(String($0), width: width) }.joined(separator: "\n") + "\n"
    }

    // MARK: Completion

    /// Candidates for the last word of `buffer` (the line up to the cursor): command words
    /// of the current language first, then arguments. Other languages' words are offered
    /// only when the current language has none that fit.
    public func completions(for buffer: String) -> [String] {
        let endsWithSpace = buffer.last == " "
        var words = buffer.split(separator: " ").map(String.init)
        let partial = endsWithSpace ? "" : (words.popLast() ?? "")
        let folded = CommandTable.fold(partial)
        func matching(_ candidates: [String]) -> [String] {
            var seen = Set<String>()
            return candidates.filter { CommandTable.fold($0).hasPrefix(folded) && seen.insert($0).inserted }
        }
        if words.isEmpty {
            // One word a command (the first that fits), so the list stays short.
            let available = commands.available(at: place)
            let current = available.compactMap { spec in matching(localizer.aliases(ofCommand: spec.id)).first
            }
            if !current.isEmpty { return current }
            return matching(
                available.flatMap { spec in
                    Language.allCases.flatMap { localizer.aliases(ofCommand: spec.id, in: $0) }
                })
        }
        guard let first = words.first, let named = commands.command(named: first, at: place),
            let kind = argumentSpec(of: named).argument.kind
        else { return [] }
        if case .choice = kind {
            // A choice may take more than one word (`solve play all`): the next word of those
            // that fit what is typed (`solve ` offers `play`, `solve play ` offers `all`).
            let typed = CommandTable.fold((words.dropFirst() + [partial]).joined(separator: " "))
            let done = typed.dropLast(partial.count)
            let fitting = argumentWords(kind).filter { CommandTable.fold($0).hasPrefix(typed) }
            let current =
                fitting.isEmpty ? acceptedWords(kind).filter { CommandTable.fold($0).hasPrefix(typed) } : fitting
            var seen = Set<String>()
            return current.map { String($0.dropFirst(done.count).prefix { $0 != " " }) }
                .filter { !$0.isEmpty && seen.insert($0).inserted }
        }
        if kind == .text {
            // The game's suggestions (Klondike's legal moves, Set's card numbers), from the
            // words already typed on: `move 3 ` + Tab offers `f1`, `5`, …
            let typed = (words.dropFirst() + [partial]).joined(separator: " ")
            let done = typed.dropLast(partial.count)
            var seen = Set<String>()
            return suggestedArguments(for: named.id)
                .filter { CommandTable.fold($0).hasPrefix(CommandTable.fold(typed)) }
                .map { String($0.dropFirst(done.count)) }
                .filter { seen.insert($0).inserted }
        }
        guard words.count == 1 else { return [] }
        let current = matching(argumentWords(kind))
        return current.isEmpty ? matching(acceptedWords(kind)) : current
    }
}

// MARK: Saves, statistics, preferences

/// Why a line from the player was refused before it reached a command.
public enum InputProblem: Equatable, Sendable {
    /// Longer than `Session.lineLimit` bytes.
    case tooLong(bytes: Int)
    /// Not valid UTF-8.
    case invalidUTF8
}

extension Session {
    enum Question {
        /// Continue this saved game? `entering`: asked on the way into the game (a no deals
        /// afresh), rather than in the lobby (a no stays there and keeps the save).
        case resume(GameID, Store.SavedGame, entering: Bool)
        case resetStatistics
    }

    /// Whether a yes/no question waits for its answer.
    public var isAsking: Bool { question != nil }

    /// A line the reader refused (or that is too long): said why, nothing else happens.
    public func reject(_ problem: InputProblem) -> String {
        switch problem {
        case .tooLong(let bytes):
            return render([refusal(Message("input.toolong", .int(bytes), .int(Self.lineLimit)))])
        case .invalidUTF8:
            return render([refusal(Message("input.notutf8"))])
        }
    }

    /// A line as raw bytes (what a terminal or a pipe sends): checked, then handled.
    public func handle(bytes: [UInt8]) -> String {
        if bytes.count > Self.lineLimit { return reject(.tooLong(bytes: bytes.count)) }
        guard let line = String(validating: bytes, as: UTF8.self) else { return reject(.invalidUTF8) }
        return handle(line)
    }

    /// Writes a file a command asked for, and says how it went.
    fileprivate func write(_ file: FileWrite) -> String {
        let path = files.absolutePath(file.path)
        if let problem = files.write(path, file.bytes, mode: 0o644) { return refusal(file.failed(path, problem)) }
        return localizer.sentence(file.written(path))
    }

    /// Saves the game and keeps its lasting choices after a command that changed it.
    fileprivate func keep(_ table: any GameTable, at now: Double) {
        store.save(table, clock: now)
        let kept = table.preferences
        if !kept.isEmpty, store.preferences.games[table.id.rawValue] != kept {
            store.update { $0.games[table.id.rawValue] = kept }
        }
    }

    /// The most recently saved game worth continuing, if any.
    fileprivate func latestSave() -> (game: GameID, saved: Store.SavedGame)? {
        GameID.allCases.compactMap { game in store.savedGame(game).map { (game, $0) } }
            .filter { $0.1.table.isResumable }
            .max { $0.1.saved < $1.1.saved }
    }

    fileprivate func offer(_ game: GameID, _ saved: Store.SavedGame, entering: Bool) -> [String] {
        ask(.resume(game, saved, entering: entering))
    }

    fileprivate func ask(_ asked: Question) -> [String] {
        question = asked
        return [questionText(asked)]
    }

    /// The current language's yes and no, as a question shows them.
    private var yesAndNo: (yes: Argument, no: Argument) {
        (
            .verbatim(localizer.words("answer.yes.words").first ?? "yes"),
            .verbatim(localizer.words("answer.no.words").first ?? "no")
        )
    }

    private func questionText(_ asked: Question) -> String {
        let (yes, no) = yesAndNo
        switch asked {
        case .resume(let game, let saved, _):
            if let summary = saved.table.resumeSummary() {
                return localizer.text("resume.offer", gameName(game), .message(summary), yes, no)
            }
            return localizer.text("resume.offer.plain", gameName(game), yes, no)
        case .resetStatistics:
            return localizer.text("stats.reset.ask", yes, no)
        }
    }

    fileprivate func answer(_ line: String, to asked: Question) -> [String] {
        let word = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
        let yes = localizer.anyLanguageLists(word, under: "answer.yes.words")
        let no = !yes && localizer.anyLanguageLists(word, under: "answer.no.words")
        guard yes || no else {
            if commands.command(named: word, at: place)?.id == .quit {
                question = nil
                return [goodbye()]
            }
            let (yes, no) = yesAndNo
            return [
                refusal(
                    Message(word.isEmpty ? "answer.empty" : "answer.invalid", .verbatim(Self.visible(line)), yes, no))
            ]
        }
        question = nil
        switch asked {
        case .resume(let game, let saved, let entering):
            if yes {
                tables[game] = saved.table
                clockOffsets[game] = saved.clock - clock()
                return enter(game)
            }
            if entering { return [localizer.text("resume.declined", gameName(game))] + enter(game) }
            return [
                localizer.text(
                    "resume.later", gameName(game), .commandWith(.play, argumentKey: "game.\(game.rawValue).aliases"))
            ]
        case .resetStatistics:
            guard yes else { return [localizer.text("stats.reset.kept")] }
            store.resetStatistics()
            return [localizer.text("stats.reset.done")]
        }
    }

    fileprivate func colour(_ choice: ColorChoice?) -> [String] {
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
        return [localizer.text("color.set", .message(Message("color.choice.\(choice.rawValue).name")))]
    }
}

extension Session {
    /// What the game in play suggests typing after this command (Tab completion).
    func suggestedArguments(for command: CommandID) -> [String] {
        guard case .game(let game) = place, let table = tables[game] else { return [] }
        return table.suggestedArguments(for: command)
    }

    /// What the soak test types after this command in the game in play.
    func soakArguments(for command: CommandID) -> [String] {
        guard case .game(let game) = place, let table = tables[game] else { return [] }
        return table.soakArguments(for: command)
    }

    /// Every game's invariant problems (for the soak and property tests), each named by game.
    func invariantProblems() -> [String] {
        GameID.allCases.flatMap { game in
            tables[game].map { t in t.invariantProblems().map { "\(game.rawValue): \($0)" } } ?? []
        }
    }

    /// Games that would not come back the same from their save file: each table is encoded,
    /// decoded and encoded again, and the two encodings must be equal.
    func saveRoundTripProblems() -> [String] {
        GameID.allCases.compactMap { game -> String? in
            guard let table = tables[game] else { return nil }
            do {
                let again = try table.roundTrip()
                let first = try Store.encoder.encode(AnyTable(table))
                let second = try Store.encoder.encode(AnyTable(again))
                return first == second ? nil : "\(game.rawValue): the table changed on its way through the save file"
            } catch {
                return "\(game.rawValue): \(error)"
            }
        }
    }
}

/// Any table, encodable (for comparisons in tests).
struct AnyTable: Encodable {
    let table: any GameTable
    init(_ table: any GameTable) { self.table = table }
    func encode(to encoder: Encoder) throws { try table.encode(to: encoder) }
}
