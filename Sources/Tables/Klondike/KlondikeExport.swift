import Catalog
import GameKit
import Host
import Klondike
import TableKit

/// `export`: the deal as it was dealt, shown in both formats or written to a file.
extension KlondikeTable {
    /// `export`: the deal as it was dealt, in Klondike-Solver's deck string and Solvitaire's
    /// JSON; `export FILE` writes it (the JSON when the name ends in `.json`, else the deck
    /// string), through the session.
    func export(to path: String?) -> Response {
        guard let digits = Klondike.deckString(of: game.dealt), let json = Klondike.solvitaireJSON(of: game.dealt)
        else {
            return .refusal(Message("klondike.export.notadeal"))
        }
        guard let path else {
            return Response(
                [
                    Message("klondike.export.title", .message(modeMessage(game.drawMode))),
                    Message("klondike.export.digits"), Message("klondike.export.text", .verbatim(digits)),
                    Message("klondike.export.json"),
                ] + json.split(separator: "\n").map { Message("klondike.export.text", .verbatim(String($0))) }
                    + [Message("klondike.export.how", .command(.export))], redraw: false)
        }
        // The JSON when the name ends in `.json` (the name the session settles on: a replace
        // word after it is not part of it).
        let isJSON: @Sendable (String) -> Bool = { $0.lowercased().hasSuffix(".json") }
        return Response(
            [], redraw: false,
            write: FileWrite(
                path: path, contents: { Array(((isJSON($0) ? json : digits) + "\n").utf8) },
                written: {
                    Message(
                        isJSON($0) ? "klondike.export.written.json" : "klondike.export.written.digits",
                        .verbatim(Format.visible($0)), .verbatim(Self.shellWord(Format.visible($0))))
                },
                failed: {
                    Message("klondike.export.failed", .verbatim(Format.visible($0)), .message(Self.fileProblem($1)))
                }))
    }

    /// A path as a shell takes it in the `baraja --deal FILE` shown after `export FILE`:
    /// as it is when it holds only letters, digits and `/._-+,:@%=`, else in single quotes.
    static func shellWord(_ path: String) -> String {
        let plain =
            !path.isEmpty
            && path.unicodeScalars.allSatisfy {
                $0.properties.isAlphabetic || ("0"..."9").contains($0) || "/._-+,:@%=".unicodeScalars.contains($0)
            }
        return plain ? path : "'" + path.replacing("'", with: "'\\''") + "'"
    }

    static func fileProblem(_ problem: FileProblem) -> Message {
        switch problem {
        case .noFolder: Message("klondike.file.nofolder")
        case .denied: Message("klondike.file.denied")
        case .isFolder: Message("klondike.file.isfolder")
        case .full: Message("klondike.file.full")
        case .other(let text): Message("klondike.file.system", .verbatim(Format.visible(text)))
        }
    }
}
