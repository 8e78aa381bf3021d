import Escoba
import TableKit

/// What la escoba keeps between games: how many play and the points that win, where they
/// differ from the usual two players to 15.
struct EscobaChoices: KeptChoices {
    var players = 2
    var target = 15

    init(players: Int, target: Int) {
        self.players = players
        self.target = target
    }

    init(words: [String: String]) {
        if let n = words["players"].flatMap(Int.init), EscobaGame.Options.playerCounts.contains(n) { players = n }
        if let t = words["target"].flatMap(Int.init), EscobaGame.Options.targets.contains(t) { target = t }
    }

    var words: [String: String] {
        var words: [String: String] = [:]
        if players != 2 { words["players"] = String(players) }
        if target != 15 { words["target"] = String(target) }
        return words
    }
}
