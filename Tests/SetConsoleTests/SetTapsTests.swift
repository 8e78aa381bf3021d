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

    /// Three cards named while another is selected: the three are the attempt, the earlier
    /// selection is put down first (said, free), never joined to them.
    @Test(arguments: ["5", "5 6"])
    func threeNamedAreTheAttemptWhateverWasSelected(_ earlier: String) {
        var table = started()
        _ = table.perform(.tap, argument: .text(earlier), at: 1)
        let score = table.game.score
        let response = table.perform(.tap, argument: .text("10 11 12"), at: 2)
        #expect(!response.refused)
        #expect(response.messages.first?.key == "set.selection.cleared", "\(response.messages.map(\.key))")
        let attempt = table.game.selectionIsMismatch ? table.game.selectedPositions.sorted() : []
        let named = [9, 10, 11].map { table.game.table[$0] }
        #expect(table.game.selection.isEmpty || Swift.Set(table.game.selection) == Swift.Set(named))
        #expect(table.game.selection.isEmpty || attempt == [9, 10, 11])
        let keys = response.messages.map(\.key)
        #expect(!keys.contains("set.deselected"))
        #expect(
            table.game.score == score + (keys.contains("set.matched") ? 3 : keys.contains("set.mismatched") ? -5 : 0))
    }

    /// Three named with nothing selected, or a card named alone: as before, no line about a selection.
    @Test func nothingSelectedSaysNothingAboutASelection() {
        var table = started()
        let response = table.perform(.tap, argument: .text("10 11 12"), at: 1)
        #expect(!response.messages.map(\.key).contains("set.selection.cleared"))
        var other = started()
        _ = other.perform(.tap, argument: .text("5"), at: 1)
        let one = other.perform(.tap, argument: .text("6"), at: 2)
        #expect(!one.messages.map(\.key).contains("set.selection.cleared"))
    }
}
