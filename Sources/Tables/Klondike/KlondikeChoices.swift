import Klondike
import TableKit

/// What Klondike keeps between games: the draw chosen last, and `winnable`, `auto` and
/// `warn lost` (words `on`; absent when off).
struct KlondikeChoices: KeptChoices {
    /// Nil: none kept (the deal's own).
    var draw: Klondike.DrawMode?
    var winnableOnly = false
    var autoMoves = false
    var warnLost = false

    init(draw: Klondike.DrawMode?, winnableOnly: Bool, autoMoves: Bool, warnLost: Bool) {
        self.draw = draw
        self.winnableOnly = winnableOnly
        self.autoMoves = autoMoves
        self.warnLost = warnLost
    }

    /// Anything but "on" (an old file without the word, a word baraja never wrote) is off.
    init(words: [String: String]) {
        draw = words["draw"].flatMap(Int.init).flatMap(Klondike.DrawMode.init(rawValue:))
        winnableOnly = words["winnable"] == "on"
        autoMoves = words["auto"] == "on"
        warnLost = words["warn"] == "on"
    }

    var words: [String: String] {
        var words: [String: String] = [:]
        if let draw { words["draw"] = String(draw.rawValue) }
        if winnableOnly { words["winnable"] = "on" }
        if autoMoves { words["auto"] = "on" }
        if warnLost { words["warn"] = "on" }
        return words
    }
}
