import CardKit
import Catalog
import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Console
@testable import ConsoleChecks

extension GameID {
    static let coin = GameID("coin")
}

extension CommandID {
    static let flip = CommandID("flip")
}

/// A stub game with nothing but what every table must have: a coin, flipped by `flip`. Its
/// texts stand for its own catalog table (`Coin.strings`).
struct CoinTable: GameTable {
    static let id = GameID.coin
    static let commands = [CommandSpec(.flip, .game(.coin))]
    static let rulesSections: [RulesSection] = [RulesSection("flip", [.command(.flip)])]
    var random: SeededRNG
    var heads = 0
    var flips = 0

    init(seed: UInt64) { random = SeededRNG(seed: seed) }

    mutating func begin(at now: Double) -> [Message] { [Message("coin.ready", .command(.flip))] }

    mutating func perform(_ command: CommandID, argument: String?, at now: Double) -> Response {
        switch command {
        case .flip:
            let head = random.coin()
            flips += 1
            heads += head ? 1 : 0
            return Response(
                [Message(head ? "coin.heads" : "coin.tails")], redraw: true, over: [GameOver(head ? .won : .lost)])
        case .new, .shake:
            self = CoinTable(seed: random.next())
            return Response(begin(at: now), redraw: true)
        default:
            return .refusal(Message("coin.hint", .command(.flip)))
        }
    }

    func draw(_ renderer: Renderer) -> [String] { [renderer.text("coin.table", .int(heads), .int(flips))] }

    func summary() -> Message? { flips > 0 ? Message("coin.table", .int(heads), .int(flips)) : nil }

    func invariantProblems() -> [String] { heads <= flips ? [] : ["more heads than flips"] }
}

/// The coin's catalog table, the same words in every language (enough for a test).
let coinTable: [String: String] = [
    "game.coin.title": "Coin", "game.coin.name": "coin", "game.coin.prompt": "coin", "game.coin.aliases": "coin",
    "game.coin.rules.flip": "Flip the coin with %1$@.", "game.coin.rules.flip.words": "flip",
    "command.flip.aliases": "flip", "command.flip.help": "Flip.",
    "coin.ready": "Ready: %1$@.", "coin.heads": "Heads.", "coin.tails": "Tails.",
    "coin.table": "%1$d heads in %2$d flips", "coin.hint": "Try %1$@.",
]

/// The real catalogs with the coin's table added to every language.
let withCoin = Catalogs(tables: Repository.catalogs.tables.mapValues { $0.merging(coinTable) { _, new in new } })

/// The session reaches the games only through the list it is given: a game it has never
/// heard of plays, is listed, helped, saved, resumed and counted like the others.
@Suite struct FakeGameTests {
    let catalogs = withCoin

    @Test func aSessionOfOneStubGamePlaysItFromTheLobby() {
        let games = Games([CoinTable.self])
        let s = Session(games: games, catalogs: catalogs, language: .en, seed: 3, colour: false)
        let lobby = s.opening(game: nil)
        #expect(lobby.contains("Coin") && lobby.contains("“play coin”"))
        #expect(s.handle("flip").contains("“flip” is a command of coin"), "not in the lobby")
        let entered = s.handle("play")
        #expect(entered.contains("Ready: “flip”.") && entered.contains("0 heads in 0 flips"), "the only game: entered")
        #expect(s.prompt == "coin [en]> ")
        let flipped = s.handle("flip")
        #expect(flipped.contains("Heads.") || flipped.contains("Tails."))
        #expect(flipped.contains("in 1 flips"))
        #expect(s.handle("help").contains("Flip."))
        #expect(s.handle("rules").contains("Flip the coin with “flip”."))
        #expect(s.handle("hint").contains("Try “flip”."), "a refusal the game explains")
        #expect(s.handle("stats").contains("Coin: 1 game"))
        #expect(s.invariantProblems() == [] && s.saveRoundTripProblems() == [])
        #expect(s.handle("quit").contains("heads in 1 flips"), "its summary in the goodbye")
    }

    @Test func aStubGameSavedIsOfferedAgainAndResumedExactly() {
        let store = Store.inMemory()
        let games = Games([CoinTable.self])
        let first = Session(games: games, catalogs: catalogs, language: .en, seed: 5, colour: false, store: store)
        _ = first.opening(game: .coin)
        for _ in 0..<3 { _ = first.handle("flip") }
        let before = first.handle("table")
        let second = Session(games: games, catalogs: catalogs, language: .en, seed: 6, colour: false, store: store)
        #expect(second.opening(game: nil).contains("There is a saved game of coin."))
        #expect(second.handle("yes").contains(String(before.dropLast())) && before.contains("in 3 flips"))
    }

    /// A fifth game beside the registry's four: listed last, its command its own, nothing
    /// else changed.
    @Test func aFifthGameJoinsTheRegistrysFour() {
        let games = Games(Registry.games.tables + [CoinTable.self])
        let s = Session(games: games, catalogs: catalogs, language: .es, seed: 1, colour: false)
        let lobby = s.opening(game: nil)
        #expect(lobby.contains("«jugar siete»") && lobby.contains("«jugar coin»"))
        #expect(s.commands.clashes().isEmpty)
        #expect(s.handle("jugar coin").contains("0 heads in 0 flips"))
        #expect(s.handle("pedir").contains("siete y media"), "another game's command is refused with its game")
    }
}
