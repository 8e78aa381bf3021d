import GameKit
import Testing

@testable import TableKit

@Suite struct CommandArgumentTests {
    @Test func aResolvedValueIsTypedByItsKind() {
        #expect(CommandArgument(nil, as: nil) == CommandArgument.none)
        #expect(CommandArgument(nil, as: .toggle(prefix: "x")) == CommandArgument.none)
        #expect(CommandArgument("on", as: .toggle(prefix: "x")) == .toggle(true))
        #expect(CommandArgument("off", as: .toggle(prefix: "x")) == .toggle(false))
        #expect(CommandArgument("3", as: .number(prefix: "x", values: [2, 3, 4])) == .number(3))
        #expect(CommandArgument("big", as: .choice(prefix: "x", values: ["big"])) == .choice("big"))
        // A choice mixing numbers and words stays a choice (Klondike's `new 3`, `new winnable`).
        #expect(CommandArgument("3", as: .choice(prefix: "x", values: ["1", "3", "winnable"])) == .choice("3"))
        #expect(CommandArgument("1 5 9", as: .text) == .text("1 5 9"))
    }

    @Test func aValueTheKindDoesNotTakeIsNone() {
        #expect(CommandArgument("yes", as: .toggle(prefix: "x")) == nil)
        #expect(CommandArgument("9", as: .number(prefix: "x", values: [2, 3, 4])) == nil)
        #expect(CommandArgument("7", as: nil) == nil)
    }

    @Test(arguments: [
        CommandArgument.none, .toggle(true), .toggle(false), .number(4), .choice("real"), .text("1 2 3"),
    ])
    func theWordIsWhatAJournalKeeps(argument: CommandArgument) {
        let kind: ArgumentKind? =
            switch argument {
            case .none: nil
            case .toggle: .toggle(prefix: "x")
            case .number: .number(prefix: "x", values: [4])
            case .choice: .choice(prefix: "x", values: ["real"])
            case .text: .text
            }
        #expect(CommandArgument(argument.word, as: kind) == argument)
    }
}
