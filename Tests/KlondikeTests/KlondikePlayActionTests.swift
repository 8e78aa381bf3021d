import Testing

@testable import CardKit
@testable import Klondike

/// `Klondike.Play`'s actions as a table applies them (`apply(_:at:then:)`): the events in the
/// order they are said, which refuse and which end a deal; and the values the table keeps
/// beside the play (`Known`, the solver's answer about a position; `Playback`, `solve play`).
@Suite struct KlondikePlayActionTests {
    typealias Event = Klondike.Play.Event

    static func play() throws -> Klondike.Play { try KlondikePlayTests.play() }

    /// Every card home but the kings: ♦K and ♣K on stacks 1 and 2, ♠K and ♥K in the stock.
    static func almostWon() -> Klondike.Play {
        let position = Klondike.Position(
            stock: [FrenchCard(13, .spades), FrenchCard(13, .hearts)], waste: [], foundations: [12, 12, 12, 12],
            stacks: [[FrenchCard(13, .diamonds)], [FrenchCard(13, .clubs)], [], [], [], [], []],
            hidden: [0, 0, 0, 0, 0, 0, 0])
        return Klondike.Play(game: Klondike(position: position, drawMode: .one))
    }

    /// The moves that win `almostWon`, found by playing them on a copy.
    static func winningLine() -> [Klondike.Move] {
        var game = almostWon().game
        var moves: [Klondike.Move] = [
            .transfer(from: .stack(0), to: .foundation(of: .diamonds), count: 1),
            .transfer(from: .stack(1), to: .foundation(of: .clubs), count: 1),
        ]
        for move in moves { _ = game.apply(move) }
        for _ in 0..<2 {
            _ = game.apply(.draw)
            let top = game.position.waste.last!
            let up = Klondike.Move.transfer(from: .waste, to: .foundation(of: top.suit), count: 1)
            _ = game.apply(up)
            moves += [.draw, up]
        }
        return moves
    }

    @Test func aNewDealOverAnUnfinishedOneSaysTheLossFirstThenTheDeal() throws {
        var play = try Self.play()
        _ = play.apply(.move(.draw), at: 5, then: nil)
        let events = play.apply(.newDeal(.three), at: 9, then: nil)
        let over = try #require(events.first?.over)
        #expect(!over.won && events.count == 2)
        #expect(events[1] == .played(.dealt(.three, again: false)))
        #expect(play.dealtAt == 9 && play.lastSeen == 9)
        #expect(!events.contains { $0.isRefusal })
    }

    @Test func aFreshDealEndsNothingAndRestartSaysItDealsAgain() throws {
        var play = try Self.play()
        #expect(play.apply(.newDeal(nil), at: 1, then: nil).allSatisfy { $0.over == nil })
        _ = play.apply(.move(.draw), at: 2, then: nil)
        let again = play.apply(.restart, at: 3, then: nil)
        #expect(again.first?.over?.won == false)
        #expect(again.last == .played(.dealt(.one, again: true)))
    }

    @Test func autoMovesComeAfterTheMoveAsTheirOwnEvents() throws {
        var play = try Self.play()
        play.autoMoves = true
        let events = play.apply(
            .move(.transfer(from: .stack(1), to: .stack(0), count: 1)), at: 1, then: KlondikePlayTests.aces)
        guard case .played(.moved) = events.first else {
            Issue.record("the move first: \(events)")
            return
        }
        #expect(
            events.contains { if case .auto(.moved([FrenchCard(1, .spades)], _, _, _)) = $0 { true } else { false } })
        let firstAuto = try #require(events.firstIndex { if case .auto = $0 { true } else { false } })
        #expect(events[..<firstAuto].allSatisfy { if case .played = $0 { true } else { false } })
    }

    @Test func aMoveOfTheSolversLineIsNeverFollowedByAutoMoves() throws {
        var play = try Self.play()
        play.autoMoves = true
        let events = play.apply(
            .lineMove(.transfer(from: .stack(1), to: .stack(0), count: 1)), at: 1, then: KlondikePlayTests.aces)
        #expect(!events.contains { if case .auto = $0 { true } else { false } })
        #expect(play.game.position.foundations == [0, 0, 0, 0])
    }

    @Test func aRefusedMoveIsARefusalAndChangesNothing() throws {
        var play = try Self.play()
        let before = play.game
        let events = play.apply(.move(.transfer(from: .stack(0), to: .stack(0), count: 1)), at: 1, then: nil)
        #expect(events.count == 1 && events[0].isRefusal)
        #expect(play.game == before)
    }

    @Test func redoWithNothingTakenBackRefusesAndAfterUndoSaysWhatIsLeft() throws {
        var play = try Self.play()
        #expect(play.apply(.redo, at: 1, then: nil) == [.nothingToRedo])
        #expect(Event.nothingToRedo.isRefusal)
        _ = play.apply(.move(.draw), at: 2, then: nil)
        _ = play.apply(.move(.draw), at: 3, then: nil)
        let undone = play.apply(.undo, at: 4, then: nil)
        #expect(undone.count == 1 && !undone[0].isRefusal)
        _ = play.apply(.undo, at: 5, then: nil)
        let redone = play.apply(.redo, at: 6, then: nil)
        #expect(redone.first == .redone(left: 1))
        #expect(!redone.contains { $0.isRefusal })
        #expect(play.apply(.redo, at: 7, then: nil).first == .redone(left: 0))
        #expect(play.apply(.redo, at: 8, then: nil) == [.nothingToRedo])
    }

    @Test func theWinEndsTheDealAfterTheEventsThatWonIt() throws {
        var play = Self.almostWon()
        let line = Self.winningLine()
        for move in line.dropLast() { #expect(!play.apply(.move(move), at: 1, then: nil).contains { $0.over != nil }) }
        let last = play.apply(.move(line.last!), at: 4, then: nil)
        let over = try #require(last.last?.over)
        #expect(over.won && play.won == 1)
        #expect(last.dropLast().contains { if case .played(.won) = $0 { true } else { false } })
    }

    @Test func aWholeLineSaysWhatItsLastMoveDid() throws {
        var play = Self.almostWon()
        let events = play.apply(.line(Self.winningLine()), at: 3, then: nil)
        #expect(play.game.isWon)
        #expect(events.last?.over?.won == true)
        // Only the last move's events: the first kings' moves are not said.
        #expect(
            !events.contains {
                if case .played(.moved([FrenchCard(13, .diamonds)], _, _, _)) = $0 { true } else { false }
            })
    }

    @Test func aLineStopsAtAMoveTheRulesRefuse() throws {
        var play = Self.almostWon()
        let refused = Klondike.Move.transfer(from: .stack(2), to: .stack(3), count: 1)
        let line = [Self.winningLine()[0], refused, Self.winningLine()[1]]
        let events = play.apply(.line(line), at: 1, then: nil)
        #expect(events.contains { $0.isRefusal })
        #expect(play.game.position.stacks[1] == [FrenchCard(13, .clubs)], "the move after the refusal is not played")
    }

    @Test func anEmptyLineSaysNothing() throws {
        var play = try Self.play()
        #expect(play.apply(.line([]), at: 1, then: nil).isEmpty)
    }

    @Test func anAnswerHoldsOnlyForThePositionAndDrawModeItIsAbout() throws {
        var play = try Self.play()
        let known = Klondike.Known("winnable", about: play.game)
        #expect(known.answer(about: play.game) == "winnable")
        #expect(!known.further && Klondike.Known(1, about: play.game, further: true).further)
        var three = play.game
        _ = three.useDrawMode(.three)
        #expect(known.answer(about: three) == nil, "another draw mode")
        _ = play.apply(.move(.draw), at: 1, then: nil)
        #expect(known.answer(about: play.game) == nil, "the game moved on")
        _ = play.apply(.undo, at: 2, then: nil)
        #expect(known.answer(about: play.game) == "winnable", "back where it was asked")
    }

    @Test func aPlaybackGivesItsMovesInTurnAndEnds() {
        let moves: [Klondike.Move] = [.draw, .transfer(from: .waste, to: .stack(0), count: 1), .draw]
        var playback = Klondike.Playback(moves)
        #expect(playback.next == .draw && playback.done == 0 && playback.rest == moves)
        playback.advance()
        #expect(playback.next == moves[1] && playback.rest == Array(moves[1...]))
        playback.advance()
        playback.advance()
        #expect(playback.next == nil && playback.rest.isEmpty && playback.done == 3)
        playback.advance()
        #expect(playback.done == 3, "never past its end")
        #expect(Klondike.Playback([]).next == nil)
    }
    /// `new winnable`'s deals: the game's own generator deals again until a deal is taken,
    /// within the tries and while it may go on; the same seed passes over the same deals.
    @Test func dealingUntilADealIsTakenPassesOverTheOthers() throws {
        var play = Klondike.Play(seed: 7)
        var asked: [Klondike.Position] = []
        let ask = { (game: Klondike) -> Int in
            asked.append(game.position)
            return asked.count
        }
        let found = play.dealUntil(tries: 10, goesOn: { true }, ask, accepts: { $0 == 3 })
        #expect(found.accepted && found.answer == 3 && found.skipped == 2)
        #expect(Set(asked.map(\.allCards.description)).count == 3 && play.game.position == asked[2])
        #expect(play.game.steps.isEmpty && play.played == 0, "the deals passed over were never played")
        var twin = Klondike.Play(seed: 7)
        var seen: [Klondike.Position] = []
        _ = twin.dealUntil(tries: 3, goesOn: { true }, { seen.append($0.position) }, accepts: { false })
        #expect(seen == Array(asked.prefix(3)), "the same seed, the same deals")
    }

    @Test func dealingStopsAtItsTriesOrWhenItMayNotGoOn() {
        var play = Klondike.Play(seed: 3)
        var count = 0
        let none = play.dealUntil(tries: 4, goesOn: { true }, { _ in count += 1 }, accepts: { false })
        #expect(!none.accepted && none.skipped == 3 && count == 4)
        var stopped = Klondike.Play(seed: 3)
        let first = stopped.game.position
        count = 0
        let once = stopped.dealUntil(tries: 4, goesOn: { false }, { _ in count += 1 }, accepts: { false })
        #expect(!once.accepted && once.skipped == 0 && count == 1 && stopped.game.position == first)
    }
}
