import Foundation
import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// The phrasings of `Tests/Phrases/<language>.txt`, each in its context, against the command
/// it means: the same transcript and the same table after; or nothing read; or nothing
/// harmful read or suggested.
@Suite struct PhraseCorpusTests {
    enum Expectation: Equatable {
        case same(String)
        case unknown
        case harmless
    }

    struct Case: CustomStringConvertible {
        let line: Int
        let game: GameID?
        let setup: [String]
        let phrasing: String
        let expected: Expectation
        var description: String { "line \(line): \(phrasing)" }
    }

    static func cases(_ language: Language) -> [Case] {
        let path = Repository.root + "/Tests/Phrases/\(language.rawValue).txt"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        var game: GameID?
        var setup: [String] = []
        var cases: [Case] = []
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("#") || line.allSatisfy(\.isWhitespace) { continue }
            if line.hasPrefix("@") {
                let parts = line.dropFirst().split(separator: "|", maxSplits: 1)
                let name = parts[0].trimmingCharacters(in: .whitespaces)
                game = name == "lobby" ? nil : GameID(name)
                setup =
                    parts.count > 1
                    ? parts[1].split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) } : []
                continue
            }
            guard let arrow = line.range(of: " => ") else {
                cases.append(
                    Case(line: index + 1, game: game, setup: setup, phrasing: String(line), expected: .unknown))
                continue
            }
            let phrasing = String(line[..<arrow.lowerBound])
            let target = line[arrow.upperBound...].trimmingCharacters(in: .whitespaces)
            let expected: Expectation =
                switch target {
                case "?": .unknown
                case "!": .harmless
                default: .same(target)
                }
            cases.append(Case(line: index + 1, game: game, setup: setup, phrasing: phrasing, expected: expected))
        }
        return cases
    }

    private func prepared(_ language: Language, _ c: Case) -> Session {
        let s = session(language, seed: 7, game: c.game)
        for line in c.setup { _ = s.handle(line) }
        return s
    }

    /// An answer with its first quoted span («…», ‘…’, "…") taken out and its lines joined.
    static func unquoted(_ text: String) -> String {
        let flat = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        for (open, close) in [("«", "»"), ("‘", "’"), ("\u{201C}", "\u{201D}")] {
            if let start = flat.range(of: open),
                let end = flat.range(of: close, range: start.upperBound..<flat.endIndex)
            {
                return flat.replacingCharacters(in: start.lowerBound..<end.upperBound, with: "‹›")
            }
        }
        return flat
    }

    private func check(_ language: Language) {
        let cases = Self.cases(language)
        for c in cases {
            let typed = prepared(language, c)
            let before = typed.handle(word(.table, language))
            let out = typed.handle(c.phrasing)
            let after = typed.handle(word(.table, language))
            let read = typed.reading(Session.words(of: c.phrasing))
            switch c.expected {
            case .same(let command):
                let twin = prepared(language, c)
                _ = twin.handle(word(.table, language))
                let words = Session.words(of: command)
                #expect(
                    twin.reading(words) != nil || !twin.commands.commands(named: words.first ?? "").isEmpty,
                    "\(c): the command itself is unknown")
                // A refusal quotes the command as the player typed it (`quiero carta`, not
                // `pedir`): apart from that quote, the two answers are the same.
                let done = twin.handle(command)
                #expect(out == done || Self.unquoted(out) == Self.unquoted(done), "\(c)")
                #expect(after == twin.handle(word(.table, language)), "\(c): the table after")
            case .unknown:
                #expect(read == nil, "\(c): read as \(read.map { $0.0.id.rawValue } ?? "")")
            case .harmless:
                #expect(before == after, "\(c): the table changed")
                // No command that would lose, reshuffle or replace the game is suggested.
                let words = Session.words(of: c.phrasing)
                let asked = prepared(language, c)
                let message = asked.unknownCommand(words.first ?? "", in: words)
                if read == nil, message.key == "console.unknown.suggest", message.args.count > 1,
                    case .verbatim(let guess) = message.args[1]
                {
                    let harmful = asked.commands.commands(named: guess).contains { asked.isHarmful($0) }
                    #expect(!harmful, "\(c): suggests \(guess)")
                }
            }
        }
    }

    @Test func spanish() {
        #expect(Self.cases(.es).filter { if case .same = $0.expected { true } else { false } }.count >= 200)
        #expect(Self.cases(.es).filter { if case .same = $0.expected { false } else { true } }.count >= 30)
        check(.es)
    }

    @Test func korean() {
        #expect(Self.cases(.ko).filter { if case .same = $0.expected { true } else { false } }.count >= 200)
        #expect(Self.cases(.ko).filter { if case .same = $0.expected { false } else { true } }.count >= 30)
        check(.ko)
    }

    @Test func english() {
        #expect(Self.cases(.en).filter { if case .same = $0.expected { true } else { false } }.count >= 60)
        #expect(Self.cases(.en).filter { if case .same = $0.expected { false } else { true } }.count >= 30)
        check(.en)
    }
}

/// The shipped catalogs: no phrasing means two commands at one place.
@Suite struct ShippedPhrasingTests {
    @Test func noPhrasingIsAmbiguous() throws {
        let folder = try #require(CatalogFolder.read(directory: Repository.localizations))
        let specs = Session.specs(for: Registry.games)
        let issues = CatalogCheck.ambiguousPhrasings(folder) {
            guard let a = specs.command(named: $0), let b = specs.command(named: $1) else { return false }
            return CommandTable.availableTogether(a, b, specs: specs)
        }
        #expect(issues.isEmpty, "\(issues)")
        let hit = try #require(specs.command(named: "sieteymedia.hit"))
        #expect(CommandTable.availableTogether(hit, try #require(specs.command(named: "stand")), specs: specs))
        #expect(!CommandTable.availableTogether(hit, try #require(specs.command(named: "poker.call")), specs: specs))
    }
}

/// A suggestion never leads to a loss: not for a phrase, not for an argument.
@Suite struct HarmlessSuggestionTests {
    @Test func anArgumentThatErasesIsSuggestedOnlyForANearSpelling() {
        let s = session(.es, game: nil)
        let suggest = { (typed: String, guess: String) in
            s.localizer.text(
                "console.args.invalid.suggest", .verbatim(typed), .command(.stats),
                .verbatim(s.expected(.choice(prefix: "stats.action", values: ["reset"]))), .verbatim(guess))
        }
        #expect(!s.handle("estadísticas b").contains(suggest("b", "borrar")))
        #expect(s.handle("estadísticas borra").contains(suggest("borra", "borrar")))
    }

    @Test func aPhraseNeverSuggestsReshuffling() {
        let s = session(.es, seed: 7, game: .sieteymedia)
        for phrase in ["me quedo ya", "me", "mez", "nu", "otra vez no"] {
            let out = s.handle(phrase)
            for word in ["mezclar", "barajar", "nueva", "nuevo", "salir"] {
                #expect(!out.contains("«\(word)»?"), "\(phrase): \(out)")
            }
        }
    }
}
