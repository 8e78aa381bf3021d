import Catalog
import GameKit
import Host
import TableKit

/// One player's session: the command table, the current language, the lobby and the
/// games in play. Takes lines, returns text; it never touches the terminal itself, so a
/// whole session runs in a unit test. It reaches the games only through `games`.
///
/// Its concerns, a file each: the lines and their dispatch by input mode (here, `InputMode`),
/// arguments (`Session+Arguments`), the games in play (`Session+Games`, their clocks in
/// `TableClocks`), help, rules and refusals (`Session+Help`, `Session+Rules`), questions and
/// saves (`Session+Questions`), lessons (`Session+Lessons`, with their own `LessonRun` and
/// `LessonAnswers`), completion (`Session+Completion`) and the checks tests run
/// (`Session+Checks`).
public final class Session {
    /// The games offered.
    public let games: Games
    public internal(set) var renderer: Renderer
    public let commands: CommandTable
    public internal(set) var place: Place = .lobby
    public internal(set) var isFinished = false
    package var tables: [GameID: any GameTable] = [:]
    let seed: UInt64
    /// Games and hands ended in this session, by result (the soak test reads it).
    var endings: [GameID: [GameOver.Result: Int]] = [:]
    /// Seconds on a steady clock, for the games' timers (a scripted clock in tests).
    let clock: @Sendable () -> Double
    /// Saves, statistics and preferences.
    public let store: Store
    /// What becomes of a game's save when the game is entered (see `SavedGames`).
    let savedGames: SavedGames
    /// Whether a question may be asked: input from a terminal. Piped input is never asked
    /// anything (a script would be blocked); what would be asked is decided or refused.
    let asks: Bool
    /// Each table's clock, kept from the session's (see `tableInView`).
    var clocks = TableClocks()
    /// What the next line is read as: a command, an answer to a question, a line of a lesson
    /// (see `inputMode` for the steps a table waits for).
    var mode: InputMode = .commands
    /// What `color auto` means here (on for a terminal without NO_COLOR).
    let autoColour: Bool
    /// How a game's first fresh game starts, from its command-line options (used once).
    var startPlan: StartPlan?
    /// Where the files a player asks for go (`export FILE`): the disk, or memory (tests and
    /// the soak, so that random commands never litter the disk).
    public let files: any FileSystem
    /// Whether a command that would count the game under way as lost asks first (at a
    /// terminal); otherwise (a script) it is done and said.
    let confirmsLosses: Bool
    /// What reading input needs from the catalogs, built on first use (`InputIndexes`).
    var indexes = InputIndexes()
    /// Whether each game's save, as loaded when the lobby or the offer to continue first
    /// looked, holds a game to continue: the lobby's listing then loads no save again. Only
    /// games not yet in play here are asked (one in play answers for itself).
    var savedInProgress: [GameID: Bool] = [:]
    /// Whether the note on a card letter that names another suit in English was said.
    var cardNoteShown = false
    /// The lesson last finished (its game and place in the game's list), until another
    /// starts: `next` (`siguiente`, `다음`) then opens the one after it.
    var finishedLesson: (game: GameID, index: Int)?
    /// The lesson terms already defined at a real table this session (`Session+Terms`).
    var termsDefined: Set<String> = []
    /// What each table said after its last command that changed it (a move, a hand's end, a
    /// hint): the answer to “why?” typed at the table.
    var lastSaid: [GameID: [Message]] = [:]
    /// The hint each table gave last, while the table has not changed since: what “why?”
    /// asks about then (`answerQuestion`), rather than the last change.
    var lastAdvice: [GameID: [Message]] = [:]
    /// The command being done and the words that named it as typed (`10칩으로 올릴게요`:
    /// `올릴게요`), while it runs: the line that answers it names it so (`perform`).
    var typedCommand: (id: CommandID, typed: String)?
    /// Lines longer than this many bytes are refused.
    public static let lineLimit = 4096
    /// Where warnings about the files go (a save set aside, a folder that cannot be written):
    /// standard error in a live session, so that they never mix with a game's output; nil
    /// (tests, transcripts) puts them in the output, before what they explain.
    public var warnings: ((String) -> Void)?

    /// The commands of the program: the general ones, then each game's.
    public static func specs(for games: Games) -> [CommandSpec] {
        [
            CommandSpec(.help, .everywhere, .optional(.command)),
            CommandSpec(.play, .everywhere, .optional(.game)),
            CommandSpec(.lang, .everywhere, .optional(.language)),
            CommandSpec(.rules, .everywhere, .optional(.text)),
            CommandSpec(.learn, .everywhere, .optional(.text)),
            CommandSpec(.hint, .inAnyGame),
            CommandSpec(.new, .inAnyGame),
            CommandSpec(.shake, games.scope(ofShared: .shake)),
            CommandSpec(.table, .everywhere),
            CommandSpec(.menu, .everywhere),
            CommandSpec(.quit, .everywhere),
        ] + games.commands + [
            // saves and statistics (after the games' own, so `sta` suggests `stand` first)
            CommandSpec(.stats, .everywhere, .optional(.choice(prefix: "stats.action", values: ["reset"]))),
            CommandSpec(
                .color, .everywhere, .optional(.choice(prefix: "color.choice", values: ["always", "never", "auto"]))),
            CommandSpec(.coach, .everywhere, .optional(.choice(prefix: "coach.choice", values: ["on", "off"]))),
        ]
    }

    /// - Parameter games: the games offered (the registry's, or a test's own).
    ///   `width`: the terminal's columns: long lines wrap between words and rows of
    ///   cards fit. Nil (output that is not a terminal) leaves lines whole.
    ///   `clock` gives seconds on a steady clock (the games' timers); tests pass a scripted one.
    ///   `store` keeps games, statistics and preferences (default: in memory);
    ///   `offerResume` false (`--new`) starts games afresh instead of offering their saves;
    ///   `savedGames`, when given, says what becomes of saves instead (see `SavedGames`);
    ///   `asks` false (piped input): no question is ever asked;
    ///   `autoColour` is what `color auto` means (default: `colour`);
    ///   `startPlan` how a game's first fresh game starts (its command-line options);
    ///   `files` where `export FILE` writes (default: in memory).
    public init(
        games: Games, catalogs: Catalogs, language: Language, seed: UInt64, colour: Bool, width: Int? = 80,
        clock: @escaping @Sendable () -> Double = Platform.monotonicSeconds,
        store: Store = .inMemory(), offerResume: Bool = true, savedGames: SavedGames? = nil, asks: Bool = true,
        autoColour: Bool? = nil, startPlan: StartPlan? = nil, files: any FileSystem = MemoryFileSystem(),
        confirmsLosses: Bool = false
    ) {
        let localizer = Localizer(catalogs: catalogs, language: language)
        self.games = games
        self.renderer = Renderer(localizer: localizer, style: Style(enabled: colour), width: width)
        self.commands = CommandTable(specs: Self.specs(for: games), localizer: localizer)
        self.seed = seed
        self.clock = clock
        self.store = store
        self.savedGames = savedGames ?? (offerResume ? .offer : .replace)
        self.asks = asks
        self.autoColour = autoColour ?? colour
        self.startPlan = startPlan
        self.files = files
        self.confirmsLosses = confirmsLosses
    }

    public var language: Language { renderer.localizer.language }

    /// The terminal was resized.
    public func resize(to width: Int?) {
        if width != renderer.wrapWidth { renderer = renderer.resized(to: width) }
    }

    var localizer: Localizer { renderer.localizer }

    /// The plain prompt: the game (or `baraja`) and the language, e.g. `baraja [es]> `.
    /// While a yes/no question waits, the prompt says so: `(sí/no)> `.
    public var prompt: String {
        switch mode {
        case .question:
            let (yes, no) = yesAndNo
            return localizer.text("console.prompt.question", yes, no)
        case .lesson(let lesson):
            let name = localizer.text(
                "lesson.prompt", .verbatim(localizer.string("game.\(lesson.game.rawValue).prompt")),
                .int(lesson.index + 1))
            return localizer.text("console.prompt", .verbatim(name), .verbatim(language.rawValue))
        case .commands, .stepping:
            break
        }
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
            if let continued = latestSaveOpened(entering: false) { lines += [""] + continued }
            return render(lines)
        }
        return render(play(game))
    }

    /// The goodbye for `quit` and end of input.
    public func farewell() -> String { render([goodbye()]) }

    func goodbye() -> String {
        isFinished = true
        // The games left in progress that this session saves: where to find them again.
        let saved = games.ids.filter { store.canWrite && tables[$0]?.isResumable == true && store.owns($0) }.map {
            localizer.text(
                "console.goodbye.saved", gameName($0), .commandWith(.play, argumentKey: "game.\($0.rawValue).aliases"))
        }
        store.releaseAll()
        let summaries = games.ids.compactMap { tables[$0]?.summary() }.map(localizer.text)
        return (summaries + saved + [localizer.text("console.goodbye")]).joined(separator: "\n")
    }

    // MARK: Lines

    /// Runs one line and returns what to show. Rejected commands change nothing.
    public func handle(_ line: String) -> String {
        let before = tableInView
        let shown = handleLine(line)
        stopOrRestartClocks(from: before)
        return shown
    }

    /// The table the player is at: a game in play, no lesson over it. Only there do a game's
    /// timers run.
    var tableInView: GameID? {
        guard lesson == nil, case .game(let game) = place, tables[game] != nil else { return nil }
        return game
    }

    /// After a line that moved the player from one table (or none) to another: the table left
    /// stops its clock, the one come back to goes on from where it stopped. The clock is read
    /// only when a table is left or come back to.
    func stopOrRestartClocks(from before: GameID?) {
        let after = tableInView
        guard clocks.changes(from: before, to: after) else { return }
        clocks.move(from: before, to: after, at: clock())
    }

    private func handleLine(_ line: String) -> String {
        if line.utf8.count > Self.lineLimit { return reject(.tooLong(bytes: line.utf8.count)) }
        var words = Self.words(of: line)
        var stopped: [String] = []
        switch inputMode {
        case .question(let question):
            if let (lines, thenRun) = setAside(line, question) {
                return render(lines) + (thenRun ? handle(line) : "")
            }
            return render(answer(line, to: question))
        case .lesson:
            return render(lessonLine(line))
        case .commands:
            break
        case .stepping(let game):
            guard var table = tables[game]?.asStepping, let next = table.stepping else { break }
            // Steps walked through with Enter (`Stepping`): an empty line plays the next one,
            // any other line stops them first, saying so.
            if words.isEmpty {
                return render(
                    perform { table, now in
                        guard var stepping = table.asStepping else { return Response([], redraw: false) }
                        let response = stepping.step(at: now)
                        table = stepping
                        return response
                    })
            }
            // The command that started the steps, again: they go on, nothing stops.
            let typed = commands.command(named: words[0], at: place)
            var value: String? = nil
            if let spec = typed,
                case .success(let resolved) = resolveArgument(
                    words.count > 1 ? words.dropFirst().joined(separator: " ") : nil,
                    for: argumentSpec(of: spec))
            {
                value = resolved
                if table.keepsStepping(spec.id, word: resolved) {
                    return render([renderer.style.paint(localizer.sentence(next), .cyan)])
                }
            }
            stopped = table.stopStepping(for: typed?.id, word: value).map { [localizer.sentence($0)] } ?? []
            tables[game] = table
        }
        words = withoutPoliteness(words)
        guard let first = words.first else { return "" }
        // Numbers then only a question that asks to confirm them (`2 5 8 맞죠?`, `3 10 11
        // ¿verdad?`): the pick the numbers make, never the hint.
        if stopped.isEmpty, let picked = numbersConfirmed(words) { return handleLine(picked.joined(separator: " ")) }
        // A whole line that asks what to do (`¿me planto o pido?`) is the hint, even when
        // its first word is a command.
        if questionReader.read(words) == .hint, let answer = answerQuestion(words) { return render(stopped + answer) }
        // A question, then a command alone that takes no words and loses nothing (`페어 생겼는데
        // 베팅해도 돼요? 힌트`): that command, asked for after the question.
        if let command = commandAfterQuestion(line) { return render(stopped + run(command, argument: nil)) }
        // How the computer players play, asked (`딜러는 타이트한 자리예요 루즈한 자리예요?`, `is the
        // dealer tight?`): the table's line of each seat's style.
        if let answer = opponentsAsked(line, words) { return render(stopped + answer) }
        // “Another” after a hand ended (`otra`, `y otra`): what the table says it means now (in
        // the language in use and its fallbacks: no other language is parsed for it).
        if case .game(let game) = place, let another = tables[game]?.anotherCommand,
            localizer.catalogs.chain(of: language).contains(where: { lang in
                localizer.words("input.another.phrases", in: lang).map(CommandTable.fold)
                    .contains(CommandTable.fold(words.joined(separator: " ")))
            })
        {
            return render(stopped + run(another, argument: nil))
        }
        // So is a question whether to do something (`¿debo pedir?`, `더 받을까?`): it asks, it does not act.
        if questionReader.isQuestion(line, words), questionReader.asksWhetherTo(words), case .game(let game) = place,
            tables[game] != nil
        {
            return render(stopped + hintAnswer(at: game))
        }
        // And a question that offers two commands (`¿apuesto o paso?`): the hint, never either.
        if questionReader.isQuestion(line, words), case .game(let game) = place, tables[game] != nil,
            offersTwoCommands(words)
        {
            return render(stopped + hintAnswer(at: game))
        }
        // A question about a term that names a rules section (`3장 뽑기는 뭐가 달라요?`, with
        // the draw command's word in it): that section, rather than the hint.
        // A word a lesson defines (`레이즈 빅이 뭐예요?`, the big bet): its definition, before the
        // hint or a command the word also names.
        if questionReader.isQuestion(line, words), case .game(let game) = place, tables[game] != nil,
            case .term(let term)? = questionReader.read(words),
            let defined = ([term] + (questionReader.withoutParticle(term).map { [$0] } ?? [])).lazy
                .compactMap({ self.lessonTermNamed($0, in: game) }).first
        {
            return render(stopped + defined)
        }
        if questionReader.isQuestion(line, words), case .game(let game) = place, tables[game] != nil,
            case .term(let term)? = questionReader.read(words),
            let section = ([term] + (questionReader.withoutParticle(term).map { [$0] } ?? [])).lazy
                .compactMap({ self.section(named: $0, of: game) }).first
        {
            return render(stopped + [sectionTitle(section, of: game), localizer.text(section.message(game: game))])
        }
        // The advice followed in words (`vale, hazlo`, `do it`): the command it named.
        if let followed = adviceFollowed(words) { return render(stopped + followed) }
        // A move asked about (`¿puedo poner el dos de corazones en el tres de tréboles?`): the
        // rule's answer, tried on a copy of the table, never played.
        if let answer = moveAsked(line, words) { return render(stopped + answer) }
        // How to do what a command of this game does, asked (`카드를 더 놓으려면 어떻게 해요?`):
        // that command's help; a lesson asked about in the lobby: the list of lessons.
        if let answer = howToAsked(words) ?? lessonsAsked(line, words) { return render(stopped + answer) }
        // A command asked as a question (`can I hit?`, `¿pido otra?`, `더 받아도 돼?`): the hint,
        // never the command.
        if case .game(let game) = place, tables[game] != nil, let asked = commandAsked(line, words),
            acts(asked, at: game)
        {
            return render(stopped + hintAnswer(at: game))
        }
        guard
            var (read, said) = reading(words) ?? readingAfterFillers(words) ?? readingAfterTalk(line)
                ?? saidTwice(words) ?? readingAfterReason(line)
        else {
            if let next = nextLessonAsked(words) ?? nextAtTable(words) { return render(stopped + next) }
            if let answer = answerQuestion(words) ?? termAsked(line, words) ?? questionAsked(line, words) {
                return render(stopped + answer)
            }
            if let harmful = harmfulAfterReason(line) { return render(stopped + [refusal(harmful)]) }
            // A word a lesson defines typed alone at a table (`오픈 페어`, `kicker`): its definition.
            if case .game(let game) = place, tables[game] != nil, words.count <= 4,
                let defined = lessonTermNamed(lexicon.withoutArticles(words).joined(separator: " "), in: game)
            {
                return render(stopped + defined)
            }
            return render(stopped + [refusal(unknownCommand(first, in: words))])
        }
        // A command word opening talk it takes no words for, then a command after a break (`voy de
        // farol: apuesto`): the later command; never a harmful one.
        if !said.isEmpty, case .none = argumentSpec(of: read).argument, let later = readingAfterTalk(line),
            later.0.id != read.id, !isHarmful(later.0.id)
        {
            (read, said) = later
        }
        var spec = read
        // Talk at the end of the line (`pide una más venga`, `그만 받을게요 이제`) is not an argument.
        let following = withoutTalkAtTheEnd(said, for: spec)
        let typedCommand = Self.commandAsTyped(words, following: said)
        if let named = rankNamedAsPile(following, for: spec.id) { return render(stopped + [refusal(named)]) }
        let rest = argumentWords(following, for: spec)
        stopped += cardLetterNote(following, for: spec.id)
        var argument = rest.isEmpty ? nil : rest.joined(separator: " ")
        // Words said after a command that takes none (`basta, no quiero más`, `ayúdame, no
        // encuentro nada`) are talk: a question among them is answered, else the command is done.
        // A question that opens with a command taking no words (`힌트 쓰면 도움받은 판이 돼요?`, does
        // a hint make the deal assisted?): the rules section its words name, rather than a refusal.
        if argument != nil, case .none = argumentSpec(of: spec).argument, questionReader.isQuestion(line, words),
            let answer = sectionNamed(in: following)
        {
            return render(stopped + answer)
        }
        if argument != nil, talkFollows(line, words, following, spec) {
            if questionReader.isQuestion(line, words), let answer = answerQuestion(words) ?? questionAsked(line, words)
            {
                return render(stopped + answer)
            }
            argument = nil
        }
        if spec.id == .help, let argument, let game = gameNamed(argument) {
            return render(stopped + rules(gameSections: game))
        }
        // An amount that is what another command puts in (`3칩 낼게요` where 3 is owed: a call).
        if let typed = argument, case .command(let other)? = amountRead(spec, typed), let instead = commands.spec(other)
        {
            (spec, argument) = (instead, nil)
        }
        switch resolveArgument(argument, for: argumentSpec(of: spec)) {
        case .failure(let message):
            return render(stopped + [refusal(Self.naming(spec.id, as: typedCommand, in: message))])
        case .success(let value):
            if confirmsLosses, case .game(let game) = place, let table = tables[game],
                table.wouldForfeit(spec.id, word: value)
            {
                // At a terminal the player is asked; a script goes on (the game says it counted).
                return render(stopped + ask(.forfeit(spec.id, value)))
            }
            if confirmsLosses, case .game(let game) = place, let table = tables[game]?.asConfirming,
                let consequence = table.consequence(of: spec.id, word: value)
            {
                // The same for a command that changes how the game counts (the answer says it).
                return render(stopped + ask(.confirm(spec.id, value, consequence)))
            }
            self.typedCommand = typedCommand.map { (spec.id, $0) }
            defer { self.typedCommand = nil }
            return render(stopped + run(spec.id, argument: value))
        }
    }

    /// A whole line of `input.doit.phrases` (`hazlo`, `vale, hazlo`, `do it`, `그렇게 해 줘`) at a
    /// table: the command of the advice last given (`GameTable.adviceCommand`), carried out as
    /// if typed; when there is none, what gives one. Nil for any other line.
    func adviceFollowed(_ words: [String]) -> [String]? {
        guard case .game(let game) = place, let table = tables[game], table.followsAdvice, !words.isEmpty else {
            return nil
        }
        let line = words.map(CommandTable.fold).joined().filter { $0 != " " }
        let phrases = localizer.catalogs.chain(of: language).flatMap { localizer.words("input.doit.phrases", in: $0) }
        guard phrases.contains(where: { CommandTable.fold($0).filter { $0 != " " } == line }) else { return nil }
        guard let advice = table.adviceCommand else {
            return [refusal(Message("question.doit.none", .command(.hint)))]
        }
        return run(advice.id, argument: advice.argument)
    }

    /// The rules section of the game in play that a phrase of `words` names (up to three words,
    /// the longest first), with its title; nil when none does.
    func sectionNamed(in words: [String]) -> [String]? {
        guard case .game(let game) = place, tables[game] != nil else { return nil }
        let plain = lexicon.withoutArticles(words)
        for size in stride(from: min(3, plain.count), through: 1, by: -1) {
            for start in 0...(plain.count - size) {
                let phrase = plain[start..<(start + size)].joined(separator: " ")
                let forms = [phrase] + (questionReader.withoutParticle(phrase).map { [$0] } ?? [])
                if let section = forms.lazy.compactMap({ self.section(named: $0, of: game) }).first {
                    return [sectionTitle(section, of: game), localizer.text(section.message(game: game))]
                }
            }
        }
        return nil
    }

    /// A game's `move` asked about with leave (`¿puedo poner el 2 en el 3?`, `can I move 6 2?`):
    /// the move tried on a copy of the table (a value: nothing changes, nothing is saved); a
    /// refusal says the rule, else a yes with the command that plays it. Nil for any other line.
    func moveAsked(_ line: String, _ words: [String]) -> [String]? {
        guard case .game(let game) = place, let table = tables[game],
            questionReader.asksRatherThanTells(line, words),
            let asked = questionReader.afterPermission(words),
            let (spec, said) = reading(asked), spec.id == CommandID("move", of: game)
        else { return nil }
        let rest = argumentWords(withoutTalkAtTheEnd(said, for: spec), for: spec)
        guard !rest.isEmpty else { return nil }
        let argument = rest.joined(separator: " ")
        var copy = table
        let response = copy.carryOut(spec.id, word: argument, at: clocks.time(of: game, at: clock()))
        if response.refused { return response.messages.map(refusal) }
        return [localizer.text("question.move.allowed", .commandLine(spec.id, arguments: argument))]
    }

    /// Whether a command changes the table (a game's own command, or dealing, undoing,
    /// rebuying): asked as a question it is not carried out.
    /// The command a question names (`¿pido otra?`, `can I hit?`, `더 받아도 돼?`); nil when the
    /// line tells rather than asks, or names none.
    func commandAsked(_ line: String, _ words: [String]) -> CommandSpec? {
        guard questionReader.asksRatherThanTells(line, words) else { return nil }
        if let (spec, _) = reading(words) ?? readingAfterFillers(words) { return spec }
        if let spec = questionReader.afterPermission(words).flatMap({ reading($0)?.0 }) { return spec }
        // The question after what the player sees (`me falta una para la escalera, ¿igualo o
        // no?`): its last clause, itself a question that names a command.
        guard let last = Session.lastClause(of: line), case let asked = Session.words(of: last),
            asked.count < words.count, questionReader.asksRatherThanTells(last, asked)
        else { return nil }
        return (reading(asked) ?? readingAfterFillers(asked))?.0
    }

    /// A look-up (poker's `hands`) changes nothing: it is answered.
    func acts(_ spec: CommandSpec, at game: GameID) -> Bool {
        if let table = tables[game], type(of: table).asTeaching?.lessonLookUps.contains(spec.id) == true {
            return false
        }
        if case .games = spec.scope { return spec.id != .hint }
        return [CommandID.new, .shake, .undo, .rebuy, .deal, .tap].contains(spec.id)
    }

    /// Whether the game in play waits for Enter to play its next step (`Stepping`).
    public var isStepping: Bool {
        guard case .game(let game) = place else { return false }
        return tables[game]?.asStepping?.stepping != nil
    }

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

    /// A refusal as shown: a sentence, in yellow.
    func refusal(_ message: Message) -> String {
        renderer.style.paint(localizer.sentence(message), .yellow)
    }

    func render(_ lines: [String]) -> String {
        // What happened to the files while this ran (a save set aside, a folder that cannot
        // be written) comes first: it explains what follows.
        var notices = store.takeNotices().map(refusal)
        if let warnings, !notices.isEmpty {
            warnings(wrapped(notices.joined(separator: "\n")))
            notices = []
        }
        let lines = notices.isEmpty || lines.isEmpty ? notices + lines : notices + [""] + lines
        guard !lines.isEmpty else { return "" }
        return wrapped(lines.joined(separator: "\n"))
    }

    /// Text wrapped to the terminal's width (when there is one), ending with a line break.
    func wrapped(_ text: String) -> String {
        guard let width = renderer.wrapWidth else { return text + "\n" }
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { TextWidth.wrap(String($0), width: width) }.joined(separator: "\n") + "\n"
    }
}

/// Where the player is: the lobby or a game.
public enum Place: Hashable, Sendable {
    case lobby
    case game(GameID)
}

/// Why a line from the player was refused before it reached a command.
public enum InputProblem: Equatable, Sendable {
    /// Longer than `Session.lineLimit` bytes.
    case tooLong(bytes: Int)
    /// Not valid UTF-8.
    case invalidUTF8
}
