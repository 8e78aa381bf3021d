import Catalog
import Console
import GameKit
import Registry
import TableKit
import TestSupport

@testable import KlondikeConsole

/// A session in Klondike, in memory.
func klondike(_ language: Language = .en, seed: UInt64 = 2) -> Session {
    let s = Session(games: Registry.games, catalogs: Repository.catalogs, language: language, seed: seed, colour: false)
    _ = s.opening(game: .klondike)
    return s
}

/// A table after its first deal.
func table(seed: UInt64 = 2) -> KlondikeTable {
    var t = KlondikeTable(seed: seed)
    _ = t.begin(at: 0)
    return t
}

/// Runs a typed English line on a table the way the session does (`tap 4` → `.tap`, "4").
@discardableResult
func run(_ table: inout KlondikeTable, _ line: String, at now: Double = 0) -> Response {
    let words = line.split(separator: " ").map(String.init)
    let ids: [String: CommandID] = [
        "draw": .draw, "tap": .tap, "move": .move, "undo": .undo, "restart": .restart, "auto": .auto, "new": .new,
        "hint": .hint, "solve": .solve, "winnable": .winnable, "warn": .warn,
    ]
    let argument = words.count > 1 ? words.dropFirst().joined(separator: " ") : nil
    return table.carryOut(ids[words[0]]!, word: argument, at: now)
}
