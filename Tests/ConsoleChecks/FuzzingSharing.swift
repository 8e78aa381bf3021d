import Console
import GameKit
import Host
import TableKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

extension Fuzzing {
    /// Three sessions' stores on one folder (in memory, where locks contend as on a disk),
    /// driven by the bytes: each byte picks a store (`byte % 3`) and what it does (`byte / 3 % 6`:
    /// count a hand, choose a language, open a game, let its lock go, save a game, or end and
    /// start again). The promises: every hand counted is in the statistics on disk; the
    /// language on disk is the last one chosen; no game is open in two stores at once; a save
    /// is written only by the store that has its game open.
    static func sharing(_ bytes: [UInt8], games: Games) -> [String] {
        let disk = MemoryFileSystem()
        func store() -> Store { Store(directory: "/data", files: disk) }
        var stores = [store(), store(), store()]
        var hands = 0
        var language: String?
        let languages = ["en", "es", "ko"]
        for (n, byte) in bytes.prefix(512).enumerated() {
            let i = Int(byte % 3)
            let game = games.ids[Int(byte / 18) % games.ids.count]
            switch byte / 3 % 6 {
            case 0:
                stores[i].record(game, GameOver(.lost))
                hands += 1
            case 1:
                let chosen = languages[n % 3]
                stores[i].update { $0.language = chosen }
                language = chosen
            case 2: _ = stores[i].claim(game)
            case 3: stores[i].release(game)
            case 4:
                guard let type = games.table(game) else { continue }
                let before = disk.files["/data/" + Store.saveFile(game)]
                stores[i].save(type.init(seed: UInt64(n)), clock: 0, command: nil, argument: nil)
                let after = disk.files["/data/" + Store.saveFile(game)]
                if before != after && stores[i].claims[game] == nil {
                    return ["a store wrote the save of \(game.rawValue) without holding its lock"]
                }
            default:
                stores[i].releaseAll()
                stores[i] = store()
            }
            for game in games.ids where stores.filter({ $0.claims[game] != nil }).count > 1 {
                return ["\(game.rawValue) is open in two stores at once"]
            }
        }
        let counted =
            (try? JSONDecoder().decode(Statistics.self, from: Data(disk.files["/data/statistics.json"] ?? [])))?
            .games.values.reduce(0) { $0 + $1.played } ?? 0
        if counted != hands { return ["\(hands) hands played, \(counted) counted in the statistics"] }
        let kept = try? JSONDecoder().decode(Preferences.self, from: Data(disk.files["/data/preferences.json"] ?? []))
        if let language, kept?.language != language {
            return ["the language chosen last, \(language), is not the one kept: \(kept?.language ?? "none")"]
        }
        return []
    }
}
