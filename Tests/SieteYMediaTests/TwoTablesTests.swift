import Foundation
import Testing

@testable import CardKit
@testable import SieteYMedia

/// The classic table and the table for chips behind one place: an action goes to the table on
/// show, and each keeps its own hand.
@Suite struct TwoTablesTests {
    @Test func theClassicTableIsOnShowUntilStakesAreChosen() {
        var tables = TwoTables(seed: 3)
        #expect(tables.playMode == .classic)
        let dealt = tables.apply(.newHand)
        #expect(dealt.first == .classic(.handStarted(.real)))
        #expect(tables.stakes?.handInPlay == false)
        // A command of the table for chips is refused, changing nothing.
        let before = tables
        for action: TwoTables.Action in [.bet(10), .rebuy, .setOptions(bankWinsTies: true, firstCardDealt: nil)] {
            #expect(tables.apply(action) == [.stakesOff])
            #expect(tables == before)
        }
        #expect(TwoTables.Event.stakesOff.isRefusal)
    }

    @Test func eachTableKeepsItsOwnHand() {
        var tables = TwoTables(seed: 3)
        _ = tables.apply(.newHand)
        _ = tables.apply(.hit)
        let classic = tables.game
        #expect(tables.apply(.setMode(.stakes)) == [.modeSet(.stakes)])
        #expect(tables.apply(.setMode(.stakes)) == [.modeUnchanged(.stakes)])
        let bet = tables.apply(.bet(10))
        #expect(bet.first == .stakes(.betPlaced(amount: 10, bankroll: 90)))
        #expect(tables.hand == tables.stakes?.game)
        _ = tables.apply(.hit)
        #expect(tables.game == classic, "the classic hand waits, untouched")
        _ = tables.apply(.setMode(.classic))
        #expect(tables.hand == classic)
    }

    @Test func aNewHandForChipsIsTheLastBetAgain() {
        var tables = TwoTables(seed: 5)
        _ = tables.apply(.setMode(.stakes))
        #expect(tables.apply(.newHand) == [.stakes(.refused(.noBet(tables.staked.limits)))])
        #expect(tables.apply(.bet(nil)) == [.stakes(.refused(.noBet(tables.staked.limits)))])
        _ = tables.apply(.bet(20))
        #expect(tables.apply(.newHand) == [.stakes(.refused(.handInPlay))])
        _ = tables.apply(.hit)
        _ = tables.apply(.stand)
        #expect(tables.stakes?.handInPlay == false)
        let again = tables.apply(.newHand)
        #expect(again.first.map { if case .stakes(.betPlaced(20, _)) = $0 { true } else { false } } == true)
    }

    @Test func theBankChosenAtOneTableIsTheOthersToo() {
        var tables = TwoTables(seed: 1)
        let said = tables.apply(.setBankMode(.simple))
        #expect(said.allSatisfy { if case .classic = $0 { true } else { false } })
        #expect(tables.game.nextBankMode == .simple && tables.stakes?.game.nextBankMode == .simple)
        #expect(said.allSatisfy { !$0.changesTable })
        _ = tables.apply(.setMode(.stakes))
        _ = tables.apply(.setBankMode(.real))
        #expect(tables.game.nextBankMode == .real && tables.stakes?.game.nextBankMode == .real)
    }

    @Test func optionsKeepWhatIsNotNamed() {
        var tables = TwoTables(seed: 1)
        _ = tables.apply(.setMode(.stakes))
        _ = tables.apply(.setOptions(bankWinsTies: true, firstCardDealt: nil))
        _ = tables.apply(.setOptions(bankWinsTies: nil, firstCardDealt: true))
        #expect(tables.stakes?.nextOptions == .traditional)
    }

    @Test func aSaveFromBeforeStakesReadsAndMakesItsTableWhenFirstNeeded() throws {
        var tables = TwoTables(game: SieteYMedia(seed: 2, bankMode: .real))
        #expect(tables.stakes == nil && tables.playMode == .classic)
        let data = try JSONEncoder().encode(tables)
        let keys = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any]).keys
        #expect(Set(keys) == ["game"], "the fields the table has always saved, no more")
        #expect(tables.problems(bankrollLimit: 1000) == [])
        _ = tables.apply(.setMode(.stakes))
        #expect(tables.stakes != nil && tables.problems(bankrollLimit: 1000) == [])
    }
}
