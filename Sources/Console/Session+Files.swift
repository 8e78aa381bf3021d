import Catalog
import GameKit
import Host
import TableKit

/// Files a command asks to write (`export FILE`): never over something that is not a regular
/// file, and over a regular file only when the player says so.
extension Session {
    /// Writes the file and says how it went. A name that ends in the replace word
    /// (`export FILE replace`, any language) replaces a regular file without asking. A file
    /// there already: asked on a terminal; refused with piped input (saying how to replace
    /// it). Anything else there (a folder, a link, a FIFO, a device, a socket) is refused,
    /// named. `replacing`: the player said yes to replacing it.
    func write(_ file: FileWrite, replacing: Bool) -> String {
        var file = file
        var replacing = replacing
        let words = file.path.split(separator: " ")
        if words.count > 1, localizer.anyLanguageLists(String(words[words.count - 1]), under: "file.replace.words") {
            replacing = true
            file.path = String(file.path[..<file.path.lastIndex(of: " ")!])
            while file.path.hasSuffix(" ") { file.path.removeLast() }
        }
        let path = files.absolutePath(file.path)
        let shown = Argument.verbatim(Typed.visible(path))
        switch files.kind(path) {
        case .missing: break
        case .regular:
            guard !replacing else { break }
            guard asks else {
                return refusal(
                    Message(
                        "file.exists.piped", shown,
                        .verbatim(localizer.words("file.replace.words").first ?? "replace")))
            }
            return ask(.replaceFile(file, path: Typed.visible(path))).joined(separator: "\n")
        case let kind:
            return refusal(Message("file.notregular", shown, .message(Message("file.kind.\(kind.name)"))))
        }
        if let problem = files.write(path, file.bytes(path), mode: 0o644) { return refusal(file.failed(path, problem)) }
        return localizer.sentence(file.written(path))
    }
}
