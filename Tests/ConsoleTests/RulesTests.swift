import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// The rules in sections: `rules`, `rules TOPIC`, `rules GAME TOPIC` and their words.
@Suite struct RulesTests {
    let languages: [Language] = [.en, .es, .ko]

    /// Every section has its text and its words in every language, and no word of a section
    /// names another section of the same game or a game (either would make `rules W` ambiguous).
    @Test func everySectionHasItsTextAndUnambiguousWords() {
        let l = Localizer(catalogs: Repository.catalogs, language: .en)
        for table in Registry.games.tables {
            #expect(!table.rulesSections.isEmpty, "\(table.id) has no rules")
            var owner: [String: String] = [:]
            for section in table.rulesSections {
                for language in languages {
                    #expect(l.has(section.message(game: table.id).key, in: language), "\(table.id).\(section.topic)")
                    let words = l.words(section.wordsKey(game: table.id), in: language)
                    #expect(!words.isEmpty, "\(table.id).\(section.topic) has no \(language) word")
                    for word in words {
                        let folded = CommandTable.fold(word)
                        if let other = owner[folded], other != section.topic {
                            Issue.record("“\(word)” names \(other) and \(section.topic) in \(table.id)")
                        }
                        owner[folded] = section.topic
                        #expect(
                            Registry.games.id(named: word, localizer: l) == nil, "“\(word)” is also a game's name")
                    }
                }
            }
        }
    }

    /// `rules TOPIC` in a game shows that section alone, named in any language; `rules`
    /// shows them all, in order, and ends with the words.
    @Test func aTopicShowsItsSectionInEveryLanguage() {
        for table in Registry.games.tables {
            for language in languages {
                let s = session(language, game: table.id)
                let l = Localizer(catalogs: Repository.catalogs, language: language)
                let all = s.handle(word(.rules, language))
                var last = all.startIndex
                for section in table.rulesSections {
                    let text = l.text(section.message(game: table.id))
                    for typed in languages.compactMap({ l.words(section.wordsKey(game: table.id), in: $0).first }) {
                        let one = s.handle("\(word(.rules, language)) \(typed)")
                        #expect(unwrapped(one).contains(unwrapped(text)), "\(table.id) \(typed) in \(language)")
                        for other in table.rulesSections where other != section {
                            #expect(!one.contains(l.text(other.message(game: table.id)).prefix(40)))
                        }
                    }
                    // In order: each section after the one before.
                    guard let at = unwrapped(all).range(of: unwrapped(text), range: last..<unwrapped(all).endIndex)
                    else {
                        Issue.record("\(table.id).\(section.topic) missing or out of order in \(language)")
                        continue
                    }
                    last = at.upperBound
                }
            }
        }
    }

    /// In the lobby a game comes first (its name may have spaces); an unknown topic is
    /// refused with the list, and nothing changes.
    @Test func lobbyGameAndTopicAndRefusals() {
        let s = session(.en, game: nil)
        let bank = s.handle("rules siete y media bank")
        #expect(bank.contains("The bank (choose with “bank”)"))
        #expect(s.handle("rules poker apuestas").contains("Betting (fixed limit"))
        let refused = unwrapped(s.handle("rules klondike tactics"))
        #expect(refused.contains("“tactics”"))
        #expect(refused.contains("“rules klondike”"))
        #expect(refused.contains("goal, piles, commands, draw, cards, scoring, hint, solver"))
        #expect(s.place == .lobby)
        let game = session(.en, game: .klondike)
        let before = game.handle("table")
        #expect(unwrapped(game.handle("rules tactics")).contains("“rules” followed by one of: goal, piles"))
        #expect(game.handle("table") == before)
        // Another game's section from inside a game.
        #expect(game.handle("rules set example").contains("Example: 1 red solid triangle"))
    }

    @Test func topicsComplete() {
        let game = session(.en, game: .klondike)
        #expect(game.completions(for: "rules p") == ["piles", "poker"])
        #expect(game.completions(for: "rules so") == ["solver"])
        let lobby = session(.es, game: nil)
        #expect(lobby.completions(for: "reglas solitario p") == ["puntuación", "pista"])
        #expect(lobby.completions(for: "reglas pó") == ["póquer"])
        #expect(lobby.completions(for: "reglas ajedrez ").isEmpty)
    }

    /// A lesson step that shows a section of the rules names one its game has.
    @Test func lessonStepsShowSectionsTheirGameHas() {
        var shown = 0
        for table in Registry.games.tables {
            guard let teaching = table as? any Teaching.Type else { continue }
            for lesson in teaching.lessons {
                for step in lesson.steps {
                    guard let topic = step.rules else { continue }
                    shown += 1
                    #expect(table.rulesSections.contains { $0.topic == topic }, "\(lesson.key): no section \(topic)")
                }
            }
        }
        #expect(shown > 0)
        // Shown under the step's text.
        let s = session(.en, game: nil)
        let out = unwrapped(s.handle("learn set 2"))
        #expect(out.contains("Are cards 1, 2 and 3 a set? ▸ sets A set is three cards"), "\(out)")
    }

    private func unwrapped(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
