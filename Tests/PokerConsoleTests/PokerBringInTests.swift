import GameKit
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import PokerConsole
@testable import StudPoker

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

private func renderer(_ language: Language = .en, width: Int? = 80) -> Renderer {
    Renderer(
        localizer: Localizer(catalogs: Repository.catalogs, language: language), style: Style(enabled: false),
        width: width)
}

private func betting(seed: UInt64 = 7) -> PokerTable {
    var table = PokerTable(seed: seed)
    _ = table.begin(at: 0)
    return table
}

/// Every message reads as text in all three languages: no key comes back raw.
private func expectWorded(_ messages: [Message], _ note: String = "") {
    for language in Language.allCases {
        let r = renderer(language)
        for message in messages {
            let text = r.text(message)
            #expect(
                !text.contains("poker.") && !text.contains("$@") && !text.contains("$d"),
                "\(language) \(message.key): \(text) \(note)")
        }
    }
}

/// At third street a raise or a bet facing only the bring-in completes it (said so), by the
/// player, by the bring-in seat, and as the coach judges it.
@Suite struct PokerBringInTests {
    /// Facing the bring-in alone, `bet` and `raise` complete it, as `complete` does, and the
    /// line of the player's action says so; the big bet is refused for one reason, that names
    /// `complete`, and the bring-in, made already, is refused too.
    @Test func betAndRaiseOverTheBringInComplete() throws {
        let seed = try #require(
            (UInt64(1)...40).first {
                betting(seed: $0).stud?.playerOptions.map(\.decision) == [.fold, .call, .complete]
            })
        let table = betting(seed: seed)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        var completed = table
        #expect(!completed.perform(.complete, argument: .none, at: 0).refused)
        for command in [CommandID.bet, .raise] {
            var played = table
            let response = played.perform(command, argument: .none, at: 0)
            #expect(!response.refused, "\(command): \(response.messages)")
            #expect(response.messages.first?.key == "poker.acted.completes", "\(command): \(response.messages)")
            expectWorded(response.messages)
            #expect(try encoder.encode(played.stud) == encoder.encode(completed.stud), "\(command)")
            for language in Language.allCases {
                let text = renderer(language, width: nil).text(response.messages[0])
                #expect(text.contains("3"), "\(language): \(text)")
            }
        }
        var refusing = table
        let before = try encoder.encode(refusing)
        for big in [CommandID.bet, .raise] {
            let response = refusing.perform(big, argument: .choice("big"), at: 0)
            #expect(response.refused)
            let why = response.messages.first?.args.compactMap { if case .message(let m) = $0 { m.key } else { nil } }
            #expect(why?.first == "poker.why.bringInOnly", "\(big) big: \(response.messages)")
            for language in Language.allCases {
                let r = renderer(language, width: nil)
                let complete = r.localizer.commandWord(.complete)
                #expect(r.text(response.messages[0]).components(separatedBy: complete).count >= 3, "\(language)")
            }
        }
        let bringIn = refusing.perform(.bringIn, argument: .none, at: 0)
        #expect(bringIn.refused)
        #expect(
            bringIn.messages.first?.args.contains {
                if case .message(let m) = $0 { m.key == "poker.why.bringInMade" } else { false }
            } == true)
        #expect(try encoder.encode(refusing) == before)
    }

    /// The player who must open (the lowest card showing): `raise` and `bet` complete, as
    /// `complete` does, and the line says they opened with a full bet, not over a bring-in.
    @Test func raiseByTheBringInSeatCompletes() throws {
        let seed = try #require(
            (UInt64(1)...40).first {
                betting(seed: $0).stud?.playerOptions.map(\.decision) == [.bringIn, .complete]
            })
        let table = betting(seed: seed)
        var completed = table
        #expect(!completed.perform(.complete, argument: .none, at: 0).refused)
        for command in [CommandID.bet, .raise] {
            var played = table
            let response = played.perform(command, argument: .none, at: 0)
            #expect(!response.refused, "\(command): \(response.messages)")
            #expect(response.messages.first?.key == "poker.acted.completes.opening", "\(response.messages)")
            expectWorded(response.messages)
            #expect(played.stud == completed.stud, "\(command)")
        }
    }

    /// The coach judges `raise` over the bring-in as the completion it makes.
    @Test func theCoachJudgesARaiseOverTheBringInAsCompleting() throws {
        let seed = try #require(
            (UInt64(1)...40).first {
                betting(seed: $0).stud?.playerOptions.map(\.decision) == [.fold, .call, .complete]
            })
        var table = betting(seed: seed)
        let response = table.coached(.raise, argument: .none, at: 0)
        #expect(!response.refused)
        let coach = response.messages.dropFirst().first
        #expect(coach?.key.hasPrefix("poker.coach.decision") == true, "\(response.messages)")
    }

    /// ♦J ♠Q ♦2 ♦9 showing: 9, J and Q are three cards within five ranks, not three in a row;
    /// the note says what is counted, on the last street and before it.
}
