import GameKit
import Host
import Registry
import Testing

@testable import TableKit

/// The typed capability members (`asStepping`, …) say exactly what each table conforms to:
/// a table that has a capability is never taken for one without it (its default `nil` would
/// silently switch the capability off), and none claims one it lacks.
@Suite struct CapabilityTests {
    @Test func eachTypedMemberMatchesTheConformance() {
        for type in Registry.games.tables {
            let table = type.init(seed: 1)
            let id = type.id.rawValue
            #expect((table.asStepping != nil) == (table is any Stepping), "\(id) Stepping")
            #expect((table.asCoaching != nil) == (table is any Coaching), "\(id) Coaching")
            #expect((table.asConfirming != nil) == (table is any Confirming), "\(id) Confirming")
            #expect((table.asForfeiting != nil) == (table is any Forfeiting), "\(id) Forfeiting")
            #expect((table.asSuggesting != nil) == (table is any SuggestingArguments), "\(id) SuggestingArguments")
            #expect(
                (table.asKeepingPreferences != nil) == (table is any KeepingPreferences), "\(id) KeepingPreferences")
            #expect((table.asKeepingChips != nil) == (table is any KeepingChips), "\(id) KeepingChips")
            #expect((table.asStarting != nil) == (table is any TakingStartOptions), "\(id) TakingStartOptions")
            #expect((table.asSavingWhole != nil) == (table is any SavingWhole), "\(id) SavingWhole")
            #expect((table.asTeaching != nil) == (table is any Teaching), "\(id) Teaching")
            #expect((type.asTeaching != nil) == (type is any Teaching.Type), "\(id) Teaching.Type")
            #expect((type.asStarting != nil) == (type is any TakingStartOptions.Type), "\(id) TakingStartOptions.Type")
            #expect((type.asSavingWhole != nil) == (type is any SavingWhole.Type), "\(id) SavingWhole.Type")
            #expect((type.asUndoing != nil) == (type is any Undoing.Type), "\(id) Undoing.Type")
            #expect((type.asNewGameChoices != nil) == (type is any NewGameChoices.Type), "\(id) NewGameChoices.Type")
            #expect(type.isUntimed == (type is any Untimed.Type), "\(id) Untimed")
        }
    }

    /// Every capability is had by some game of the registry (so the test above checks each
    /// member both ways).
    @Test func everyCapabilityIsHadBySomeGame() {
        let tables = Registry.games.tables.map { $0.init(seed: 1) }
        #expect(tables.contains { $0.asStepping != nil })
        #expect(tables.contains { $0.asCoaching != nil })
        #expect(tables.contains { $0.asConfirming != nil })
        #expect(tables.contains { $0.asForfeiting != nil })
        #expect(tables.contains { $0.asSuggesting != nil })
        #expect(tables.contains { $0.asKeepingPreferences != nil })
        #expect(tables.contains { $0.asKeepingChips != nil })
        #expect(tables.contains { $0.asStarting != nil })
        #expect(tables.contains { $0.asSavingWhole != nil })
        #expect(tables.contains { $0.asTeaching != nil })
        #expect(Registry.games.tables.contains { $0.asUndoing != nil })
        #expect(Registry.games.tables.contains { $0.asNewGameChoices != nil })
        #expect(Registry.games.tables.contains { $0.isUntimed })
    }

    @Test func filesThatAppendSayTheyDo() {
        #expect(MemoryFileSystem().appending != nil)
    }
}
