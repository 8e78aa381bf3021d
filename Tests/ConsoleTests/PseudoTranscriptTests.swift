import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The English golden transcripts' commands played again under the pseudo-language `en-XA`:
/// every text the program shows comes from the catalogs, so no run of ASCII
/// letters is left outside `⟪ ⟫` (plain English there bypassed the catalogs), and every line
/// fits the session's 80 columns though the texts are 40% longer. The English transcripts
/// only: the commands of the others are the same games in other words.
///
/// Not text, so not checked: what a player typed (echoed after the prompt); language codes
/// (`[en-XA]`, `lang [en|en-XA|es|ko]`); the words players of the real languages type,
/// which `help WORD` lists for every language (`English: export`); the lines of a file
/// format `export` shows as the file holds them (a deck string, Solvitaire's JSON), which
/// carry no bracket; and what is shown after a transcript switches to a real language.
@Suite struct PseudoTranscriptTests {
    static let catalogs = Repository.catalogs.addingPseudoLanguage()
    static let names = TranscriptTests.names.filter { $0.hasSuffix(".en") }
    static let width = 80

    /// Runs of ASCII letters that are data: the parts of language codes and the words of
    /// the real languages' word lists.
    static let data: Set<String> = {
        var words = Set(catalogs.languages.flatMap { $0.rawValue.split(separator: "-").map(String.init) })
        for language in Repository.catalogs.languages {
            for (key, value) in Repository.catalogs.tables[language] ?? [:]
            where key.hasSuffix(".aliases") || key.hasSuffix(".words") || key.hasSuffix(".names") {
                words.formUnion(asciiRuns(value))
            }
        }
        return words
    }()

    static func asciiRuns(_ text: String) -> [String] {
        text.split(whereSeparator: { !($0.isASCII && $0.isLetter) }).map(String.init)
    }

    @Test func thePseudoLanguageIsMadeOnlyWhenAsked() {
        #expect(!Repository.catalogs.languages.contains(Catalogs.pseudoLanguage))
        #expect(Self.catalogs.languages.contains(Catalogs.pseudoLanguage))
        #expect(Catalogs.asksForPseudoLanguage(arguments: ["--lang", "en-XA"], environment: [:]))
        #expect(Catalogs.asksForPseudoLanguage(arguments: ["--lang=en-xa"], environment: [:]))
        #expect(Catalogs.asksForPseudoLanguage(arguments: [], environment: ["LANG": "en_XA.UTF-8"]))
        #expect(!Catalogs.asksForPseudoLanguage(arguments: ["--lang", "en"], environment: ["LANG": "en_US.UTF-8"]))
        let localizer = Localizer(catalogs: Self.catalogs, language: Catalogs.pseudoLanguage)
        #expect(localizer.text("console.lang.same", .verbatim("x")).first == PseudoLanguage.open)
        #expect(localizer.pluralCategory(1) == .one, "English's plural rules")
    }

    @Test func theNamesAreThere() { #expect(Self.names.count >= 5) }

    @Test(arguments: names)
    func everyTextComesFromTheCatalogsAndFits(_ name: String) throws {
        let input = try String(contentsOfFile: "\(Repository.transcripts)/\(name).in", encoding: .utf8)
        var lines = input.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        let arguments = try TranscriptTests.arguments(try #require(lines.first))
        lines.removeFirst()
        let session = Session(
            games: Registry.games, catalogs: Self.catalogs, language: Catalogs.pseudoLanguage, seed: arguments.seed,
            colour: false, width: Self.width, clock: REPL.scriptedClock(), asks: false)
        var shown: [(after: String, text: String)] = [("(opening)", session.opening(game: arguments.game))]
        var remaining = lines[...]
        while !session.isFinished {
            if session.language == Catalogs.pseudoLanguage { shown.append(("(prompt)", session.prompt)) }
            guard let line = remaining.popFirst() else {
                shown.append(("(end)", session.farewell()))
                break
            }
            let text = session.handle(line)
            // Checked while the session speaks en-XA (a `lang es` answers in Spanish).
            if session.language == Catalogs.pseudoLanguage { shown.append((line, text)) }
        }
        var problems: [String] = []
        for (command, text) in shown {
            var finder = PseudoLanguage.LeakFinder()
            for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
                let exported = command.hasPrefix("export") && !line.contains(PseudoLanguage.open)
                let leaks = exported ? [] : finder.leaks(in: line).filter { !Self.data.contains($0) }
                if !leaks.isEmpty { problems.append("after “\(command)”: \(leaks) in “\(line)”") }
                if !exported, TextWidth.columns(line) > Self.width {
                    problems.append("after “\(command)”: \(TextWidth.columns(line)) columns: “\(line)”")
                }
            }
        }
        #expect(problems == [], "\(name): \(problems.count) problems")
    }
}
