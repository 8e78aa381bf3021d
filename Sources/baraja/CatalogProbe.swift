import ArgumentParser
import Catalog
import Console
import GameKit
import Host
import Registry
import ShellKit
import TableKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `baraja _catalog`: a test-only entry point, left out of the help. The end-to-end tests ask
/// the program for its own texts instead of keeping a copy of the catalogs, the template
/// filler and the Korean particle rule: one JSON request a line on standard input, one JSON
/// answer a line on standard output, until the input ends.
///
///     {"lang": "ko", "text": "set.hint.none", "args": [1, "‘딜’"]}   → {"ok": "…"}
///     {"lang": "es", "words": "game.sieteymedia.aliases"}            → {"ok": ["siete y media", …]}
///     {"lang": "es", "command": "hit"}                              → {"ok": ["pedir", …]}
///     {"lang": "en", "pattern": "klondike.status"}                   → {"ok": "Moves: (\\d…"}
///     {"keys": "siete.table.deck."}, {"games": true}, {"commands": true}, {"directory": true}
struct CatalogProbe: ParsableCommand {
    static var configuration: CommandConfiguration {
        CommandConfiguration(commandName: "_catalog", shouldDisplay: false)
    }

    func run() throws {
        guard let catalogs = CLIText.catalogs else { throw ExitCode(2) }
        while let line = readLine(strippingNewline: true) {
            let answer: Answer
            do {
                answer = try Self.answer(JSONDecoder().decode(Request.self, from: Data(line.utf8)), catalogs: catalogs)
            } catch {
                answer = .error("\(error)")
            }
            Platform.writeStandardOutput(String(decoding: try JSONEncoder().encode(answer), as: UTF8.self) + "\n")
        }
    }

    struct Request: Decodable {
        var lang: String?
        var text: String?
        var args: [Value]?
        var count: Int?
        var words: String?
        /// A command's words, by its name (`hit`, or `sieteymedia.hit` where two games have a `hit`).
        var command: String?
        var pattern: String?
        var keys: String?
        var games: Bool?
        var commands: Bool?
        var directory: Bool?
    }

    /// An argument: a number, text, a command (`{"command": "deal"}`) or another message
    /// (`{"message": {"text": KEY, "args": […]}}`).
    indirect enum Value: Decodable {
        case int(Int)
        case text(String)
        case command(String)
        case message(Request)

        private enum Keys: String, CodingKey { case command, message }

        init(from decoder: Decoder) throws {
            if let n = try? decoder.singleValueContainer().decode(Int.self) {
                self = .int(n)
            } else if let s = try? decoder.singleValueContainer().decode(String.self) {
                self = .text(s)
            } else {
                let c = try decoder.container(keyedBy: Keys.self)
                if let id = try c.decodeIfPresent(String.self, forKey: .command) {
                    self = .command(id)
                } else {
                    self = .message(try c.decode(Request.self, forKey: .message))
                }
            }
        }
    }

    enum Answer: Encodable {
        case text(String)
        case list([String])
        case error(String)

        private enum Keys: String, CodingKey { case ok, error }

        func encode(to encoder: Encoder) throws {
            var c = encoder.container(keyedBy: Keys.self)
            switch self {
            case .text(let text): try c.encode(text, forKey: .ok)
            case .list(let list): try c.encode(list, forKey: .ok)
            case .error(let text): try c.encode(text, forKey: .error)
            }
        }
    }

    struct Unanswerable: Error, CustomStringConvertible {
        var description: String
    }

    static func answer(_ request: Request, catalogs: Catalogs) throws -> Answer {
        let language = request.lang.flatMap { catalogs.language(named: $0) } ?? .en
        let localizer = Localizer(catalogs: catalogs, language: language)
        if let key = request.text {
            guard localizer.has(key, in: .en) || localizer.has(key + ".other", in: .en) else {
                throw Unanswerable(description: "no catalog key \(key)")
            }
            return .text(localizer.text(message(ownForm(of: key, localizer: localizer), request)))
        }
        if let key = request.words { return .list(localizer.words(key)) }
        if let name = request.command {
            guard let id = command(named: name) else { throw Unanswerable(description: "no command \(name)") }
            return .list(localizer.aliases(ofCommand: id))
        }
        if let key = request.pattern {
            guard localizer.has(key, in: .en) else { throw Unanswerable(description: "no catalog key \(key)") }
            return .text(pattern(localizer.string(ownForm(of: key, localizer: localizer)), localizer: localizer))
        }
        if let prefix = request.keys {
            return .list((catalogs.table(.en) ?? [:]).keys.filter { $0.hasPrefix(prefix) }.sorted())
        }
        if request.games == true { return .list(Registry.games.ids.map(\.rawValue)) }
        // Each command by its catalog name (`klondike.move`, `tap`), which `command` reads back
        // even where two games' commands share an id (poker's and la escoba's `players`).
        if request.commands == true { return .list(Session.specs(for: Registry.games).map(\.id.description)) }
        if request.directory == true { return .text(catalogs.directory) }
        throw Unanswerable(description: "nothing asked")
    }

    /// A command by its name, among every command of the registry's games and the console.
    private static func command(named name: String) -> CommandID? {
        Session.specs(for: Registry.games).command(named: name)
    }

    /// A plural form English has and the language's rules do not (Korean has no `.one`):
    /// the `.other` form the language shows in its place.
    static func ownForm(of key: String, localizer: Localizer) -> String {
        guard let dot = key.lastIndex(of: "."),
            let category = PluralCategory(rawValue: String(key[dot...].dropFirst())),
            let rules = localizer.catalogs.declarations[localizer.language]?.plurals,
            !rules.categories.contains(category)
        else { return key }
        return key[..<dot] + ".other"
    }

    private static func message(_ key: String, _ request: Request) -> Message {
        let args: [GameKit.Argument] = (request.args ?? []).map { value in
            switch value {
            case .int(let n): .int(n)
            case .text(let s): .verbatim(s)
            case .command(let name): .command(command(named: name) ?? CommandID(name))
            case .message(let inner): .message(message(inner.text ?? "", inner))
            }
        }
        return Message(key: key, args: args, count: request.count)
    }

    /// A template as a regular expression (Python's): its text escaped, a number argument as
    /// digits grouped the language's way, any other argument as some text, and a Korean
    /// particle as either of its forms.
    static func pattern(_ template: String, localizer: Localizer) -> String {
        let group = escaped(localizer.string("number.group"))
        var out = ""
        for piece in Format.pieces(template) {
            switch piece {
            case .argument(_, let type, _):
                out += "dDiuU".contains(type) ? "(\\d{1,3}(?:\(group)\\d{3})+|\\d+)" : "(.+?)"
            case .text(let text) where localizer.catalogs.declarations[localizer.language]?.particles == "korean":
                for part in KoreanParticles.pieces(String(text)) {
                    switch part {
                    case .text(let text): out += escaped(text)
                    case .pair(let consonant, let vowel): out += "(?:\(consonant)|\(vowel))"
                    case .counter(let counter): out += " ?\(counter)"
                    }
                }
            case .text(let text):
                out += escaped(text)
            }
        }
        return out
    }

    /// Text that a regular expression matches as it is.
    private static func escaped(_ text: some StringProtocol) -> String {
        var out = ""
        for c in text {
            if c == "\n" {
                out += "\\n"
            } else if c.isASCII && !(c.isLetter || c.isNumber) {
                out += "\\" + String(c)
            } else {
                out.append(c)
            }
        }
        return out
    }
}
