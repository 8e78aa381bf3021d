import Catalog
import GameKit
import TableKit

/// `help`, the lobby, and why a command cannot be used here.
extension Session {
    func help(_ about: CommandID?) -> [String] {
        if let about, let spec = commands.spec(about) {
            var lines = [
                renderer.style.paint(usage(argumentSpec(of: spec)), .bold), localizer.string(helpKey(about, .help)),
            ]
            if !commands.isAvailable(spec, at: place) { lines.append(localizer.text(unavailable(spec))) }
            // The words of the language in use only: a line never mixes in another language's.
            let words = [language].map { lang in
                let name = Argument.verbatim(localizer.name(of: lang))
                let aliases = Argument.verbatim(localizer.aliases(ofCommand: about, in: lang).joined(separator: ", "))
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
        if case .game(let game) = place, let type = games.table(game) {
            // The game's own commands in the order the game gives them (shared ones too).
            let own = type.commands.map(\.id)
            here = here.filter { !own.contains($0.id) } + own.compactMap { id in here.first { $0.id == id } }
        }
        var rows = here.map { (usage(argumentSpec(of: $0)), localizer.string(helpKey($0.id, .help))) }
        // A game's words for taking a selected set (`가져가기`: `input.<game>.take.phrases`) get a
        // row of their own, after `deal`'s.
        if case .game(let game) = place, localizer.has("console.help.take.\(game.rawValue)"),
            let take = localizer.words("input.\(game.rawValue).take.phrases").first
        {
            let after = (here.firstIndex { $0.id == .deal }).map { $0 + 1 } ?? rows.count
            rows.insert((take, localizer.string("console.help.take.\(game.rawValue)")), at: after)
        }
        return [localizer.text("console.help.title")] + renderer.hangingColumns(rows)
            + [localizer.text("console.help.more", .command(.help))]
    }

    /// The command's help or argument text (`id.key(part)`), or the current game's own
    /// (`command.tap.help.set`) when a command several games share does something different in each.
    func helpKey(_ id: CommandID, _ part: CommandID.Part) -> String {
        if case .game(let game) = place, localizer.has(id.key(part, at: game)) { return id.key(part, at: game) }
        return id.key(part)
    }

    /// `jugar JUEGO`, `color [on|off|auto]`, `lang [en|es|ko]`: the word and what it takes
    /// (a `.arg` text may hold the languages' codes as `%@`).
    func usage(_ spec: CommandSpec) -> String {
        let word = localizer.commandWord(spec.id)
        let codes = localizer.text(
            helpKey(spec.id, .arg), .verbatim(localizer.languages.map(\.rawValue).joined(separator: "|")))
        switch spec.argument {
        case .none: return word
        case .required: return "\(word) \(codes)"
        case .optional: return "\(word) [\(codes)]"
        }
    }

    func lobby(greeting: Bool) -> [String] {
        var lines: [String] = []
        if greeting { lines.append(localizer.text("console.welcome")) }
        return lines + gameList()
    }

    func gameList() -> [String] {
        let rows = games.ids.map { id in
            (
                "  " + localizer.string("game.\(id.rawValue).title"),
                localizer.text(
                    isInProgress(id) ? "console.games.start.inprogress" : "console.games.start",
                    .commandWith(.play, argumentKey: "game.\(id.rawValue).aliases"))
            )
        }
        let progress = store.lessonProgress()
        // A game's lessons done of those counted; an optional lesson (poker's house rule) is
        // never counted, and is named beside the count where the row has room for it (done, once it is).
        func lessons(namingOptional: Bool) -> [String] {
            games.ids.map { id -> String in
                guard let type = games.table(id)?.asTeaching, !type.lessons.isEmpty else { return "" }
                let required = type.lessons.filter { !$0.optional }
                let done = required.filter { progress.status($0.key) == .done }.count
                let optional = type.lessons.count - required.count
                guard optional > 0, namingOptional else {
                    return localizer.text("console.games.lessons", .int(done), .int(required.count))
                }
                // Every optional lesson done: said so, never left as if still on offer.
                let optionalDone = type.lessons.filter { $0.optional && progress.status($0.key) == .done }.count
                return localizer.text(
                    Message(
                        optionalDone == optional
                            ? "console.games.lessons.optional.done" : "console.games.lessons.optional",
                        .int(done), .int(required.count), .int(optional), count: optional))
            }
        }
        // The lessons' column only when every row fits the terminal (a wrapped row loses its columns).
        func fitting(_ lessons: [String]) -> [String]? {
            let listed = renderer.columns(zip(renderer.columns(rows), lessons).map { ($0, $1) })
                .map(trailingSpacesTrimmed)
            let fits = renderer.wrapWidth.map { width in listed.allSatisfy { TextWidth.columns($0) <= width } } ?? true
            return fits ? listed : nil
        }
        let listed =
            fitting(lessons(namingOptional: true)) ?? fitting(lessons(namingOptional: false)) ?? renderer.columns(rows)
        return [localizer.text("console.games.title")] + listed
            + learningLine(progress)
            + [
                localizer.text(
                    "console.games.more", .command(.help), .command(.lang),
                    .verbatim(localizer.languages.map(\.rawValue).joined(separator: ", ")))
            ]
    }

    /// The lobby's line on learning: for a newcomer (no lesson begun, no game played), how to
    /// start; for anyone else, the next lesson to take and how to open it; none once every
    /// lesson of every game is done.
    func learningLine(_ progress: LessonProgress) -> [String] {
        let left = teachingGames.filter { _, type in
            type.lessons.contains { !$0.optional && progress.status($0.key) != .done }
        }
        guard let first = left.first else { return [] }
        let begun = { (type: any Teaching.Type) in type.lessons.contains { progress.status($0.key) != .notStarted } }
        // Played: a game counted in the statistics, or one in progress (open, or saved).
        let played = { (id: GameID) in
            (self.store.statistics.games[id.rawValue]?.played ?? 0) > 0 || self.isInProgress(id)
        }
        let newcomer =
            !teachingGames.contains { begun($0.1) } && !games.ids.contains(where: played) && tables.isEmpty
        if newcomer {
            return [
                localizer.text(
                    "console.games.learn", .command(.learn),
                    .commandWith(.learn, argumentKey: "game.\(first.0.rawValue).aliases"))
            ]
        }
        // The game whose lessons are under way, else one played, else the first with lessons left.
        let (game, type) = left.first { begun($0.1) } ?? left.first { played($0.0) } ?? first
        let lessons = type.lessons
        guard
            let next = lessons.indices.first(where: {
                if case .inProgress = progress.status(lessons[$0].key) { true } else { false }
            })
                ?? lessons.indices.first(where: {
                    !lessons[$0].optional && progress.status(lessons[$0].key) != .done
                })
        else { return [] }
        let name = localizer.words("game.\(game.rawValue).aliases").first ?? game.rawValue
        return [
            localizer.text(
                "console.games.learn.next", .commandLine(.learn, arguments: "\(name) \(next + 1)"),
                .message(Message("lesson.\(lessons[next].key).title")), gameName(game))
        ]
    }

    func trailingSpacesTrimmed(_ line: String) -> String {
        var line = line
        while line.last == " " { line.removeLast() }
        return line
    }

    /// Whether the game has a game in progress that `play` goes back to: one open in this
    /// session, or a save it offers (or continues) that no other session has open.
    func isInProgress(_ id: GameID) -> Bool {
        if let table = tables[id] { return table.isResumable }
        guard savedGames == .offer || savedGames == .resume, let type = games.table(id), !store.isOpenElsewhere(id)
        else { return false }
        if let known = savedInProgress[id] { return known }
        let resumable = store.savedGame(type)?.table.isResumable ?? false
        savedInProgress[id] = resumable
        return resumable
    }

    // MARK: Refusals

    func unavailable(_ spec: CommandSpec) -> Message {
        // `shake` at a game whose own command has its words (맞고's 흔들기): `new` deals there.
        if spec.id == .shake, case .game = place {
            return Message("console.shake.replaced", .command(.shake), .command(.new))
        }
        if spec.id == .new || spec.id == .shake, place == .lobby {
            return Message("console.new.lobby", .command(.play))
        }
        switch spec.scope {
        case .games(let games) where !games.isEmpty:
            let names = localizer.alternatives(games.map { localizer.string("game.\($0.rawValue).name") })
            // This game's own way to do what the word asked (giving up at Klondike: `new`).
            if case .game(let here) = place, localizer.has("console.instead.\(here.rawValue).\(spec.id.description)") {
                let key = "console.instead.\(here.rawValue).\(spec.id.description)"
                return Message(
                    key: key, args: [.command(spec.id), .verbatim(names), .command(.new)] + insteadCommands(key))
            }
            // Another game's word for stopping (`그만할래요`, `me planto`): this game's ways to stop.
            if case .game = place, localizer.words("console.stop.commands", in: .en).contains(spec.id.description) {
                return Message(
                    "console.instead.stop", .command(spec.id), .verbatim(names), .command(.menu), .command(.new),
                    .command(.quit))
            }
            return Message(
                "console.unavailable.game", .command(spec.id), .verbatim(names),
                .commandWith(.play, argumentKey: "game.\(games[0].rawValue).aliases"))
        case .inAnyGame where spec.id == .hint:
            return Message("console.hint.lobby", .command(.play))
        case .inAnyGame, .everywhere, .games:
            return Message("console.unavailable.lobby", .command(spec.id), .command(.play))
        }
    }

    /// The commands of the game here that an `instead` text names after its first three
    /// arguments (`KEY.commands`: `matgo.stop,matgo.throw 3`, a command's id and the words typed
    /// after it), so that the text shows them in the words of the language in use.
    func insteadCommands(_ key: String) -> [Argument] {
        guard localizer.has("\(key).commands") else { return [] }
        return localizer.words("\(key).commands", in: .en).compactMap { item in
            let parts = item.split(separator: " ", maxSplits: 1).map(String.init)
            let id = parts[0].split(separator: ".", maxSplits: 1).map(String.init)
            guard let name = id.last, !name.isEmpty else { return nil }
            let command = CommandID(name, game: id.count == 2 ? id[0] : nil)
            return parts.count == 2 ? .commandLine(command, arguments: parts[1]) : .command(command)
        }
    }

    /// The line names no command here: explain, and offer what it most likely meant. A phrase
    /// with a command's word in it (`quiero una carta`) suggests that command; else the
    /// closest word, but never a command that would lose, reshuffle or replace the game
    /// unless what was typed is a near spelling of it (`me quedo` never suggests `mezclar`).
    func unknownCommand(_ word: String, in words: [String] = []) -> Message {
        // The command of another game is named as the player typed it (`취소`, not `무르기`).
        for count in stride(from: min(5, words.count), through: 1, by: -1) {
            let typed = words.prefix(count).joined(separator: " ")
            if let elsewhere = commands.commands(named: typed).compactMap(commands.spec).first {
                return Self.naming(elsewhere.id, as: typed, in: unavailable(elsewhere))
            }
        }
        if let elsewhere = commands.commands(named: word).compactMap(commands.spec).first {
            return Self.naming(elsewhere.id, as: word, in: unavailable(elsewhere))
        }
        let line = words.joined(separator: " ")
        // A game named in the lobby (`포커`, `맞고 하고 싶어요`): how to play it or learn it.
        if case .lobby = place, let game = gameNamed(in: words) {
            return Message(
                "console.game.named", gameName(game), .commandWith(.play, argumentKey: "game.\(game.rawValue).aliases"),
                .commandWith(.learn, argumentKey: "game.\(game.rawValue).aliases"))
        }
        // An amount then the verb (`10칩 걸게요`, `스무 칩 베팅`): why amounts are not typed, if so.
        if words.count >= 2, let last = words.last,
            let spec = commands.command(named: last, at: place)
                ?? lexicon.withoutEnding(last).flatMap({ commands.command(named: $0, at: place) }),
            let refused = amountRefused(spec, words.dropLast().joined(separator: " "))
        {
            return refused
        }
        if let explained = betSizeExplained(line) { return explained }
        // “I don't know” (`no sé`, `모르겠어요`): what can be typed here, nothing done (a hint may cost).
        if lessonAnswers.asksForHelp(words) {
            guard case .game = place else { return Message("console.unsure.lobby", .command(.play), .command(.learn)) }
            return Message("console.unsure", .command(.hint), .command(.help), .command(.rules))
        }
        // “I'm leaving” (`me voy`): how to leave, never done nor suggested (`voy` is poker's call).
        if words.count >= 1, localizer.anyLanguageLists(line, under: "input.leave.phrases") {
            if case .game(let game) = place, localizer.has("\(game.rawValue).leave.explain") {
                return Message(
                    "\(game.rawValue).leave.explain", .command(CommandID("fold", of: game)), .command(.quit),
                    .command(.menu))
            }
            guard case .game = place else { return Message("console.leave.explain.lobby", .command(.quit)) }
            return Message("console.leave.explain", .command(.quit), .command(.menu))
        }
        let shown = Argument.verbatim(Typed.visible(words.count > 1 ? line : word))
        for start in words.indices.dropFirst() {
            guard let (spec, taken) = command(startingWith: Array(words[start...])), taken > 0,
                !isHarmful(spec.id)
            else { continue }
            return Message("console.unknown.suggest", shown, .verbatim(localizer.commandWord(spec.id)), .command(.help))
        }
        let available = commands.available(at: place)
        let languages = [language] + localizer.languages.filter { $0 != language }
        let harmful = Set(available.map(\.id).filter(isHarmful))
        let candidates = languages.flatMap { lang in
            available.flatMap { spec in
                localizer.aliases(ofCommand: spec.id, in: lang).filter {
                    !harmful.contains(spec.id) || Self.isNearSpelling(word, of: $0)
                }
            }
        }
        if let guess = closest(to: word, among: candidates) {
            return Message("console.unknown.suggest", shown, .verbatim(guess), .command(.help))
        }
        return Message("console.unknown", shown, .command(.help))
    }

    /// A bet sized by the player (`올인`, `all in`, `하프`, `media`, `bote`, `bet the pot`), at a
    /// game whose bets are fixed amounts: why there is none, and what works instead
    /// (`input.<game>.allin.phrases`, `input.<game>.sized.phrases`). Nil elsewhere.
    func betSizeExplained(_ line: String) -> Message? {
        guard case .game(let game) = place, !line.isEmpty else { return nil }
        let id = { (command: String) in CommandID(command, of: game) }
        if localizer.anyLanguageLists(line, under: "input.\(game.rawValue).allin.phrases") {
            return Message("\(game.rawValue).allin.explain", .command(id("bet")), .command(id("call")))
        }
        guard localizer.anyLanguageLists(line, under: "input.\(game.rawValue).sized.phrases") else { return nil }
        return Message(
            "\(game.rawValue).sized.explain", .command(id("bet")), .command(id("raise")), .command(id("call")),
            .command(id("check")), .command(id("fold")), .command(.table))
    }

    /// Whether a command forfeits, reshuffles, folds or replaces what is on the table (or
    /// ends the session): never suggested for a word that is not a near spelling of it. The
    /// games name their own (`GameTable.harmfulCommands`).
    func isHarmful(_ id: CommandID) -> Bool {
        if [.new, .shake, .quit, .play].contains(id)
            || games.tables.contains(where: { $0.harmfulCommands.contains(id) })
        {
            return true
        }
        if case .game(let game) = place, let table = tables[game], table.wouldForfeit(id, word: nil) {
            return true
        }
        return false
    }

    /// A near spelling: at least four letters (`me`, `res`, `다시는` are too short to tell),
    /// the start of the word or one edit from it.
    static func isNearSpelling(_ typed: String, of word: String) -> Bool {
        let typed = CommandTable.fold(typed)
        let word = CommandTable.fold(word)
        guard typed.count >= 4 else { return false }
        return word.hasPrefix(typed) || EditDistance.between(typed, word) <= 1
    }
}
