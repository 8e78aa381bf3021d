import Catalog
import GameKit
import TableKit

/// What follows a command word: resolved to a value in any language, or refused with what
/// would work; and the words each kind of argument takes (help, errors, completion).
extension Session {
    enum Resolved {
        case success(String?)
        case failure(Message)
    }

    /// What a command takes here: `new` takes what the current game's `new` takes.
    func argumentSpec(of spec: CommandSpec) -> CommandSpec {
        guard spec.id == .new || spec.id == .shake, case .game(let game) = place else { return spec }
        let choices = games.table(game)?.asNewGameChoices
        return CommandSpec(spec.id, spec.scope, choices?.newArgument ?? .none)
    }

    func resolveArgument(_ argument: String?, for spec: CommandSpec) -> Resolved {
        switch spec.argument {
        case .none:
            if let argument {
                // An amount the game reads after the command (`콜 3칩`, `completo a diez` at poker).
                switch amountRead(spec, argument) {
                case .choice(nil)?: return .success(nil)
                case .refused(let why)?: return .failure(why)
                default: break
                }
                return .failure(sizedBet(argument, after: spec) ?? Message("console.args.none", .command(spec.id)))
            }
            return .success(nil)
        case .optional(let kind), .required(let kind):
            guard let argument else {
                if case .required = spec.argument {
                    // What is missing, with an example (`command.klondike.move.missing`), where the
                    // catalog has one; else the words the argument takes.
                    let missing = helpKey(spec.id, .missing)
                    if localizer.has(missing, in: .en) {
                        let example = localizer.string(helpKey(spec.id, .example))
                        return .failure(
                            Message(missing, .commandLine(spec.id, arguments: example), .command(spec.id)))
                    }
                    let wanted = kind == .text ? localizer.string(helpKey(spec.id, .arg)) : expected(kind)
                    return .failure(Message("console.args.missing", .command(spec.id), .verbatim(wanted)))
                }
                return .success(nil)
            }
            if let value = value(of: argument, as: kind) { return .success(value) }
            let shown = Argument.verbatim(Typed.visible(argument))
            switch amountRead(spec, argument) {
            case .choice(let choice)?: return .success(choice)
            case .refused(let why)?: return .failure(why)
            case nil, .command?: break
            }
            if let refused = amountRefused(spec, argument) { return .failure(refused) }
            if let explained = sizedBet(argument, after: spec) { return .failure(explained) }
            if kind == .game, let refused = choiceInGame(argument) { return .failure(refused) }
            // A command that loses the game or erases (`new`, `stats reset`) is suggested only
            // for a near spelling of its word.
            if let guess = closest(to: argument, among: acceptedWords(kind)),
                !(isHarmful(spec.id) || spec.id == .stats) || Self.isNearSpelling(argument, of: guess)
            {
                return .failure(
                    Message(
                        "console.args.invalid.suggest", shown, .command(spec.id),
                        .verbatim(expected(kind)), .verbatim(guess)))
            }
            return .failure(
                Message("console.args.invalid", shown, .command(spec.id), .verbatim(expected(kind))))
        }
    }

    /// A bet sized by the player after a command (`베팅 하프`, `raise the pot`, `voy con todo`):
    /// no bet is sized by the player here, and what works (`betSizeExplained`).
    func sizedBet(_ argument: String, after spec: CommandSpec) -> Message? {
        betSizeExplained(argument) ?? betSizeExplained("\(localizer.commandWord(spec.id)) \(argument)")
    }

    /// Whether the words after a command that takes none are talk rather than a mistaken
    /// argument: they follow a break in the line right after the command (`basta, no quiero
    /// más`, `ayúdame, no encuentro nada`; `pedir 3` is refused with why). A command that
    /// loses or erases (`new`, `quit`, `fold`) is done only as a whole clause with its reason
    /// after it (`me retiro, esta mano es mala`), and never when what follows takes it back
    /// (`me retiro, no, espera`: `input.command.retract.words`): never on a guess.
    func talkFollows(_ line: String, _ words: [String], _ following: [String], _ spec: CommandSpec) -> Bool {
        guard case .none = argumentSpec(of: spec).argument, !following.isEmpty else { return false }
        if isHarmful(spec.id) {
            let retract = Set(
                localizer.catalogs.chain(of: language).flatMap {
                    localizer.words("input.command.retract.words", in: $0)
                }
                .map(CommandTable.fold))
            guard let clause = Session.firstClause(of: line), !takesBack(following, retract: retract) else {
                return false
            }
            return Session.words(of: clause).count == words.count - following.count
        }
        // The same command said again after it in other words (`하나 더 받아요`: one more, I
        // take it); the same word twice (`menu menu`) is no sentence, and keeps the refusal.
        let said = words.prefix(words.count - following.count).map(CommandTable.fold)
        if let again = reading(following), again.0.id == spec.id, again.1.isEmpty,
            following.map(CommandTable.fold) != said
        {
            return true
        }
        guard let clause = Session.firstClause(of: line) else { return false }
        return Session.words(of: clause).count == words.count - following.count
    }

    /// Whether the words after a command that loses take it back (`no, espera`, `no, mejor
    /// igualo`, `no quiero`): a word of `input.command.retract.words`, unless it is only the
    /// “no” that opens a reason of three words or more (`no tengo nada que hacer`: a no that is
    /// also `answer.no.words`), where no other command is named. Never a guess toward the loss.
    func takesBack(_ following: [String], retract: Set<String>) -> Bool {
        let folded = following.map(CommandTable.fold)
        guard let at = folded.firstIndex(where: retract.contains) else { return false }
        let noWords = Set(
            localizer.catalogs.chain(of: language).flatMap { localizer.words("answer.no.words", in: $0) }
                .map(CommandTable.fold))
        let plainNo = at == 0 && noWords.contains(folded[0]) && !folded.dropFirst().contains(where: retract.contains)
        guard plainNo, folded.count >= 3 else { return true }
        // Another command named in it, even with talk glued on (`아니 그냥 콜할게`), takes it back.
        return following.indices.contains {
            commands.command(named: following[$0], at: place) != nil || reading(Array(following[$0...])) != nil
        }
    }

    /// The words a line ends with that only add talk to a command (`venga`, `ya`, `이제`, `지금`,
    /// `할래요`: `input.command.tails` of the language in use and its fallbacks) left out of what
    /// follows it, longest first; a required argument keeps a word.
    func withoutTalkAtTheEnd(_ following: [String], for spec: CommandSpec) -> [String] {
        // Asking to be shown or told (`통계 보여 줘`) is talk only after a command that loses
        // nothing: `다시 보여 줘` ("show it again") must never become `다시`, a new deal.
        let lists =
            isHarmful(spec.id) ? ["input.command.tails"] : ["input.command.tails", "input.command.tails.asking"]
        let tails = localizer.catalogs.chain(of: language)
            .flatMap { language in lists.flatMap { localizer.words($0, in: language) } }
            .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
        guard !tails.isEmpty else { return following }
        let keep: Int
        if case .required = argumentSpec(of: spec).argument { keep = 1 } else { keep = 0 }
        var rest = following
        while let tail = tails.first(where: {
            rest.count - $0.count >= keep && rest.count >= $0.count
                && Array(rest.suffix($0.count).map(CommandTable.fold)) == $0
        }) {
            rest.removeLast(tail.count)
        }
        return rest
    }

    /// The words of a line that named its command (`새 게임`, `pide una más`): the line
    /// without what follows the command, at its end or its start (the verb last); nil when
    /// they are not together.
    static func commandAsTyped(_ words: [String], following: [String]) -> String? {
        guard !following.isEmpty else { return words.isEmpty ? nil : words.joined(separator: " ") }
        guard following.count < words.count else { return nil }
        if Array(words.suffix(following.count)) == following {
            return words.dropLast(following.count).joined(separator: " ")
        }
        if Array(words.prefix(following.count)) == following {
            return words.dropFirst(following.count).joined(separator: " ")
        }
        return nil
    }

    /// A refusal of what followed a command names the command as the player typed it (`새 게임`,
    /// `pide una más`), never a word of it they did not type: where those words are not
    /// known, the command's own word stays.
    static func naming(_ id: CommandID, as typed: String?, in message: Message) -> Message {
        guard let typed else { return message }
        var message = message
        message.args = message.args.map { argument in
            guard case .command(let named) = argument, named == id else { return argument }
            return .message(Message("format.command", .verbatim(Typed.visible(typed))))
        }
        return message
    }

    /// An amount after a command that takes none (`subo a 20`, `raise to 20`, `10칩 걸게요` at
    /// fixed-limit poker): why, in the command's own words (`command.<id>.amount`), never a guess.
    func amountRefused(_ spec: CommandSpec, _ argument: String) -> Message? {
        let key = helpKey(spec.id, .amount)
        guard localizer.has(key, in: .en) else { return nil }
        let read = lexicon.arguments(Session.words(of: argument))
        let numbers = read.filter { !$0.isEmpty && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        guard numbers.count == 1, read.count <= 2 else { return nil }
        return Message(
            key, .command(spec.id), .verbatim(Typed.visible(argument)), .command(.table),
            .verbatim(localizer.string(helpKey(spec.id, .arg))))
    }

    /// An amount after a command, as the game in play reads it (`subo a diez`, `raise to 10`:
    /// `GameTable.amount(_:after:)`): nil where it reads none.
    func amountRead(_ spec: CommandSpec, _ argument: String) -> AmountReading? {
        guard case .game(let game) = place, let table = tables[game], let amount = typedAmount(argument) else {
            return nil
        }
        return table.amount(amount, after: spec.id)
    }

    /// The one number in words typed after a command, with at most a word beside it (`a diez`,
    /// `to 10`, `10으로`, `10 fichas`).
    func typedAmount(_ argument: String) -> Int? {
        // What the amount is said to be after it (`los 10 que faltan`, `the 10 I owe`:
        // `input.amount.tails`), left out.
        var words = Session.words(of: argument)
        let tails = localizer.catalogs.chain(of: language).flatMap { localizer.words("input.amount.tails", in: $0) }
            .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
        if let tail = tails.first(where: {
            words.count > $0.count && Array(words.suffix($0.count).map(CommandTable.fold)) == $0
        }) {
            words.removeLast(tail.count)
        }
        let read = lexicon.arguments(words)
        let numbers = read.filter { !$0.isEmpty && $0.count <= 9 && $0.allSatisfy { $0.isASCII && $0.isNumber } }
        guard numbers.count == 1, read.count <= 2 else { return nil }
        return Int(numbers[0])
    }

    /// A game named with one of its choices after it (`jugar siete con fichas`): the choice is
    /// made inside the game; how (`input.<game>.choice.phrases`).
    func choiceInGame(_ argument: String) -> Message? {
        let words = Session.words(of: argument)
        for count in stride(from: min(4, words.count - 1), through: 1, by: -1) {
            guard let game = games.id(named: words.prefix(count).joined(separator: " "), localizer: localizer),
                let (spec, value) = choicePhrase(Array(words.dropFirst(count)), of: game),
                case .choice(let prefix, _)? = spec.argument.kind
            else { continue }
            return Message(
                "console.play.choice", .commandWith(.play, argumentKey: "game.\(game.rawValue).aliases"),
                .commandWith(spec.id, argumentKey: "\(prefix).\(value).words"))
        }
        return nil
    }

    /// The canonical value of an argument word, in any language.
    func value(of word: String, as kind: ArgumentKind) -> String? {
        let folded = CommandTable.fold(word)
        switch kind {
        case .command:
            // The command of the game in play first (`ayuda llevar` at la escoba is its
            // `llevar`, not Klondike's form of `mover`).
            let named = commands.commands(named: word)
            let here = named.first { id in commands.spec(id).map { commands.isAvailable($0, at: place) } ?? false }
            return (here ?? named.first)?.description
        case .game:
            return games.id(named: word, localizer: localizer)?.rawValue
        case .language:
            if let code = localizer.catalogs.language(named: folded), code.rawValue.lowercased() == folded {
                return code.rawValue
            }
            // Its name in any language's list, or its own name (`language.name`).
            return localizer.searching { among in
                localizer.languages.first {
                    localizer.anyLanguageLists(word, under: "language.\($0.rawValue).names", among: among)
                        || CommandTable.fold(localizer.catalogs.ownName(of: $0)) == folded
                }
            }?.rawValue
        case .choice(let prefix, let values):
            return localizer.searching { among in
                values.first { $0 == folded || localizer.isChoice(word, prefix: prefix, value: $0, among: among) }
                    // A choice said with words before it (`robando de tres`): `<prefix>.fillers` dropped.
                    ?? {
                        let fillers = Set(localizer.words("\(prefix).fillers", in: language).map(CommandTable.fold))
                        let kept = word.split(separator: " ").map(String.init)
                            .filter { !fillers.contains(CommandTable.fold($0)) }
                        guard !fillers.isEmpty, !kept.isEmpty, kept.count < word.split(separator: " ").count else {
                            return nil
                        }
                        let rest = kept.joined(separator: " ")
                        return values.first {
                            $0 == CommandTable.fold(rest)
                                || localizer.isChoice(rest, prefix: prefix, value: $0, among: among)
                        }
                    }()
            }
        case .text:
            return word
        }
    }

    /// Every word an argument of this kind accepts, the current language's first.
    func acceptedWords(_ kind: ArgumentKind) -> [String] {
        let languages = [language] + localizer.languages.filter { $0 != language }
        switch kind {
        case .command:
            return languages.flatMap { lang in
                commands.specs.flatMap { localizer.aliases(ofCommand: $0.id, in: lang) }
            }
        case .game:
            return languages.flatMap { lang in
                games.ids.flatMap { localizer.words("game.\($0.rawValue).aliases", in: lang) }
            }
        case .language:
            return localizer.languages.map(\.rawValue)
                + languages.flatMap { lang in
                    localizer.languages.flatMap { localizer.words("language.\($0.rawValue).names", in: lang) }
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
    func expected(_ kind: ArgumentKind) -> String {
        localizer.alternatives(argumentWords(kind))
    }

    /// The current language's words for an argument kind (for help, errors and completion).
    func argumentWords(_ kind: ArgumentKind) -> [String] {
        switch kind {
        case .command:
            return commands.available(at: place).map { localizer.commandWord($0.id) }
        case .game:
            return games.ids.compactMap { localizer.words("game.\($0.rawValue).aliases").first }
        case .language:
            return localizer.languages.map(\.rawValue)
        case .choice(let prefix, let values):
            return values.compactMap { localizer.choiceWords(prefix: prefix, value: $0).first ?? $0 }
        case .text:
            return []
        }
    }
}

extension Games {
    /// A game by any of its names in any language (`game.<id>.aliases`), or by its name as
    /// the lobby shows it (`siete y media`, `세븐 앤 하프`), spaces as typed.
    public func id(named word: String, localizer: Localizer) -> GameID? {
        let typed = word.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return localizer.searching { among in
            ids.first { id in
                localizer.anyLanguageLists(typed, under: "game.\(id.rawValue).aliases", among: among)
                    || among.contains {
                        CommandTable.fold(localizer.string("game.\(id.rawValue).name", in: $0))
                            == CommandTable.fold(typed)
                    }
            }
        }
    }

    /// The games a list names (`BARAJA_GAMES=siete,solitario`): each name as `--game` takes
    /// it, in any language, in the list's order, then `also`. A name of no game is passed
    /// over, and a list that names no game offers every game (the list comes from the
    /// environment: data to check, never a lobby left empty).
    public func offered(naming list: String, also: GameID?, localizer: Localizer) -> Games {
        let named = list.split(separator: ",").compactMap { id(named: String($0), localizer: localizer) }
        return named.isEmpty ? self : restricted(to: named, also: also)
    }
}
