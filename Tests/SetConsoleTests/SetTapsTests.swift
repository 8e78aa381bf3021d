import GameKit
import TableKit
import Testing

@testable import SetConsole
@testable import SetGame

/// `tap` with several numbers, read by the engine's `taps`: refusals in the order typed.
@Suite struct SetTapsTests {
    private func started() -> SetTable {
        var table = SetTable(seed: 1)
        _ = table.begin(at: 0)
        return table
    }

    @Test func aCardThatIsNotOnTheTableIsRefusedBeforeAWordAfterIt() {
        var table = started()
        let response = table.perform(.tap, argument: .text("99 x"), at: 1)
        #expect(response.refused && response.messages.map(\.key) == ["set.refused.nosuchcard"])
        let word = table.perform(.tap, argument: .text("x 99"), at: 1)
        #expect(word.refused && word.messages.map(\.key) == ["set.refused.notanumber"])
    }

    @Test func theSmallestNumberIsNotANumberOfACard() {
        var table = started()
        let before = table
        let response = table.perform(.tap, argument: .text(String(Int.min)), at: 1)
        #expect(response.refused && response.messages.map(\.key) == ["set.refused.notanumber"])
        #expect(table == before)
    }

    @Test func aNumberTwiceIsRefusedAndChangesNothing() {
        var table = started()
        let before = table
        let response = table.perform(.tap, argument: .text("1 1"), at: 1)
        #expect(response.refused && response.messages.map(\.key) == ["set.refused.repeated"])
        #expect(table == before)
    }
}
