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
    static let token = GameID("token")
}

extension CommandID {
    static let flip = CommandID("flip", of: .coin)
    /// Another game's `flip`: another command, with its own words.
    static let tokenFlip = CommandID("flip", of: .token)
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

    mutating func perform(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
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

/// A second stub game whose one command has the same id as the coin's: a token turned over.
struct TokenTable: GameTable {
    static let id = GameID.token
    static let commands = [CommandSpec(.tokenFlip, .game(.token))]
    static let rulesSections: [RulesSection] = []
    var turns = 0

    init(seed: UInt64) {}

    mutating func begin(at now: Double) -> [Message] { [Message("token.ready", .command(.tokenFlip))] }

    mutating func perform(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        guard command == .tokenFlip else { return .refusal(Message("token.ready", .command(.tokenFlip))) }
        turns += 1
        return Response([Message("token.turned", .int(turns))], redraw: false)
    }

    func draw(_ renderer: Renderer) -> [String] { [] }

    func summary() -> Message? { nil }

    func invariantProblems() -> [String] { [] }
}

/// The coin's catalog table, the same words in every language (enough for a test).
let coinTable: [String: String] = [
    "game.coin.title": "Coin", "game.coin.name": "coin", "game.coin.prompt": "coin", "game.coin.aliases": "coin",
    "game.coin.rules.flip": "Flip the coin with %1$@.", "game.coin.rules.flip.words": "flip",
    "command.coin.flip.aliases": "flip", "command.coin.flip.help": "Flip.",
    "coin.ready": "Ready: %1$@.", "coin.heads": "Heads.", "coin.tails": "Tails.",
    "coin.table": "%1$d heads in %2$d flips", "coin.hint": "Try %1$@.",
]

/// The token's: its `flip` is turned over by other words.
let tokenTable: [String: String] = [
    "game.token.title": "Token", "game.token.name": "token", "game.token.prompt": "token",
    "game.token.aliases": "token", "command.token.flip.aliases": "turn", "command.token.flip.help": "Turn it over.",
    "token.ready": "Ready: %1$@.", "token.turned": "Turned %1$d times.",
]

/// The real catalogs with the coin's and the token's tables added to every language.
let withCoin = Catalogs(
    tables: Repository.catalogs.tables.mapValues {
        $0.merging(coinTable.merging(tokenTable) { a, _ in a }) { _, new in new }
    })

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

    /// A game added after the registry's: listed last, its command its own, the registry's
    /// games' commands refused in it with their game.
    @Test func aGameAddedAfterTheRegistrysIsListedLastWithItsOwnCommand() {
        let games = Games(Registry.games.tables + [CoinTable.self])
        let s = Session(games: games, catalogs: catalogs, language: .es, seed: 1, colour: false)
        let lobby = s.opening(game: nil)
        #expect(lobby.contains("«jugar siete»") && lobby.contains("«jugar coin»"))
        #expect(s.commands.clashes().isEmpty)
        #expect(s.handle("jugar coin").contains("0 heads in 0 flips"))
        #expect(s.handle("pedir").contains("siete y media"), "another game's command is refused with its game")
    }

    /// Some of a list's games, in the order asked, and one more after them.
    @Test func gamesRestrictedKeepTheOrderAskedAndOneMore() {
        let games = Games([CoinTable.self, TokenTable.self])
        #expect(games.restricted(to: [.token, GameID("chess")]).ids == [.token])
        #expect(games.restricted(to: [.token], also: .coin).ids == [.token, .coin])
        // The list comes from the environment: a game named twice is kept once (two tables of
        // one game would stop the program).
        #expect(games.restricted(to: [.token, .token], also: .token).ids == [.token])
        #expect(games.restricted(to: [.token, .coin], also: .coin).ids == [.token, .coin])
        #expect(games.restricted(to: [], also: GameID("chess")).ids == [])
    }

    /// `BARAJA_GAMES` names games as `--game` does, in any language and in the list's order;
    /// a list that names no game offers every game, never an empty lobby.
    @Test func theGamesOfferedAreNamedAsGameNamesThem() {
        let localizer = Localizer(catalogs: Repository.catalogs, language: .en)
        func offered(_ list: String, also: GameID? = nil) -> [GameID] {
            Registry.games.offered(naming: list, also: also, localizer: localizer).ids
        }
        #expect(offered("solitario, siete") == [.klondike, .sieteymedia])
        #expect(offered("세븐앤하프,póquer,chess") == [.sieteymedia, .poker])
        #expect(offered("sieteymedia,set,klondike,poker") == [.sieteymedia, .set, .klondike, .poker])
        #expect(offered("poker", also: .set) == [.poker, .set])
        #expect(offered("chess") == Registry.games.ids)
        #expect(offered("") == Registry.games.ids)
        #expect(offered(",,") == Registry.games.ids)
    }

    /// Two games with a command of one id (`flip`): each its own command, found by its own
    /// words in its own game only.
    @Test func twoGamesMayEachHaveACommandOfOneId() {
        let games = Games([CoinTable.self, TokenTable.self])
        #expect(games.commands.map(\.id) == [.flip, .tokenFlip])
        let s = Session(games: games, catalogs: catalogs, language: .en, seed: 2, colour: false)
        _ = s.opening(game: .token)
        #expect(s.commands.clashes().isEmpty)
        #expect(s.handle("turn").contains("Turned 1 times."))
        #expect(s.handle("flip").contains("“flip” is a command of coin"), "the coin's word, not the token's")
        #expect(s.handle("help").contains("Turn it over.") && !s.handle("help").contains("Flip."))
        _ = s.handle("play coin")
        #expect(s.handle("flip").contains("in 1 flips"))
        #expect(!s.handle("turn").contains("Turned"), "the token's word, not the coin's")
    }
}
