import Catalog
import GameKit
import TableKit

/// The words a real table uses before the lesson that teaches them is done (`Teaching.lessonTerms`):
/// each is defined once a session, in the language in use, under the first message that says it,
/// with the `learn` command that opens its lesson.
extension Session {
    /// The definitions due under a message a real table just said: none once the term's lesson is
    /// done or the term was defined this session.
    func termLines(after message: Message, in game: GameID) -> [String] {
        guard let type = games.table(game)?.asTeaching else { return [] }
        let due = type.lessonTerms.filter { !termsDefined.contains($0.key) }
        guard !due.isEmpty else { return [] }
        let said = Self.keys(in: message)
        var lines: [String] = []
        for term in due where !term.messages.isDisjoint(with: said) {
            guard let index = type.lessons.firstIndex(where: { $0.key == term.lesson }),
                store.lessonProgress().status(term.lesson) != .done
            else { continue }
            termsDefined.insert(term.key)
            let name = localizer.words("game.\(game.rawValue).aliases").first ?? game.rawValue
            lines.append(
                localizer.text("lesson.term.\(term.key)", .commandLine(.learn, arguments: "\(name) \(index + 1)")))
        }
        return lines
    }

    /// A message's key and the keys of the messages inside it.
    static func keys(in message: Message) -> Set<String> {
        var keys: Set<String> = [message.key]
        for argument in message.args {
            switch argument {
            case .message(let inner): keys.formUnion(Self.keys(in: inner))
            case .list(let inner): for each in inner { keys.formUnion(Self.keys(in: each)) }
            default: break
            }
        }
        return keys
    }
}
