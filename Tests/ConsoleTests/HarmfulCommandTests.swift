import Catalog
import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Console
@testable import KlondikeConsole
@testable import PokerConsole

/// The token game, but turning the token over throws the game away: its table says so.
struct ThrowingTokenTable: GameTable {
    static let id = GameID.token
    static let commands = [CommandSpec(.tokenFlip, .game(.token))]
    static let rulesSections: [RulesSection] = []
    static let harmfulCommands: [CommandID] = [.tokenFlip]

    init(seed: UInt64) {}

    mutating func begin(at now: Double) -> [Message] { [Message("token.ready", .command(.tokenFlip))] }

    mutating func perform(_ command: CommandID, argument: CommandArgument, at now: Double) -> Response {
        Response([Message("token.turned", .int(1))], redraw: false)
    }

    func draw(_ renderer: Renderer) -> [String] { [] }

    func summary() -> Message? { nil }

    func invariantProblems() -> [String] { [] }
}

/// The commands the console suggests only for a near spelling of their words: its own (`new`,
/// `shake`, `quit`, `play`) and those each game names (`GameTable.harmfulCommands`).
@Suite struct HarmfulCommandTests {
    @Test func theRegistrysGamesNameFoldAndRestart() {
        let s = Session(games: Registry.games, catalogs: Repository.catalogs, language: .en, seed: 1, colour: false)
        _ = s.opening(game: nil)
        #expect(s.isHarmful(.fold) && s.isHarmful(.restart) && s.isHarmful(.new) && s.isHarmful(.quit))
        #expect(!s.isHarmful(.draw) && !s.isHarmful(.redo) && !s.isHarmful(.help))
    }

    /// A game the console has never heard of is asked the same way.
    @Test func aStubGameNamesItsOwn() {
        let throwing = Session(
            games: Games([ThrowingTokenTable.self]), catalogs: withCoin, language: .en, seed: 1, colour: false)
        let plain = Session(games: Games([TokenTable.self]), catalogs: withCoin, language: .en, seed: 1, colour: false)
        #expect(throwing.isHarmful(.tokenFlip))
        #expect(!plain.isHarmful(.tokenFlip))
    }
}
