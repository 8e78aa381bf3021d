import GameKit
import TableKit
import TestSupport
import Testing

@testable import Console
@testable import PokerConsole
@testable import SieteYMediaConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A player's chips are theirs across games: declining (or replacing) a saved game starts a
/// fresh one with the chips the statistics say they hold, not a fresh stack.
@Suite struct BankrollTests {
    /// Player 1's chips at the poker betting table of `session`, the hand in play's stake counted.
    private func pokerChips(_ session: Session) -> Int? {
        guard let table = session.tables[.poker] as? PokerTable, let stud = table.stud else { return nil }
        return stud.seats[0].chips + (stud.handInPlay ? stud.hand!.committed[0] : 0)
    }

    /// Plays the poker hand in play to its end: folds where it may, else checks.
    private func finishPokerHand(_ session: Session) {
        for _ in 0..<40 {
            guard let table = session.tables[.poker] as? PokerTable, let stud = table.stud, stud.handInPlay else {
                return
            }
            let options = stud.playerOptions.map(\.decision)
            _ = session.handle(options.contains(.fold) ? "fold" : options.contains(.check) ? "check" : "call")
        }
    }

    @Test func decliningASavedPokerGameKeepsTheChips() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = savingSession(folder, seed: 11)
        _ = first.opening(game: .poker)
        for _ in 0..<4 {
            finishPokerHand(first)
            _ = first.handle("deal")
        }
        finishPokerHand(first)
        let held = pokerChips(first)!
        #expect(held < 400, "the hands folded cost chips: \(held)")
        _ = first.farewell()

        let second = savingSession(folder, seed: 12)
        let offer = second.opening(game: .poker)
        #expect(second.isAsking, "\(offer)")
        let fresh = second.handle("no")
        // A fresh game, with the chips the player held (its first ante already in the pot).
        #expect(pokerChips(second) == held)
        #expect(fresh.contains("You sit down with your \(held) chips from earlier games"), "\(fresh)")
        let stats = second.handle("stats")
        #expect(stats.contains("chips: lost \(400 - held)"), "\(stats)")
        _ = second.farewell()
    }

    @Test func decliningASavedSieteGameKeepsTheChips() {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let first = savingSession(folder, seed: 10)
        _ = first.opening(game: .sieteymedia)
        for line in ["mode stakes", "bet 30", "hit", "hit", "hit", "stand", "bet 30", "hit", "hit", "hit", "stand"] {
            _ = first.handle(line)
        }
        let staked = (first.tables[.sieteymedia] as! SieteYMediaTable).stakes!
        #expect(!staked.handInPlay && staked.bankroll != 100, "\(staked.bankroll)")
        let held = staked.bankroll
        _ = first.farewell()

        let second = savingSession(folder, seed: 12)
        _ = second.opening(game: .sieteymedia)
        #expect(second.isAsking)
        let fresh = second.handle("no")
        #expect(fresh.contains("\(held) in your bankroll"), "\(fresh)")
        #expect((second.tables[.sieteymedia] as! SieteYMediaTable).stakes!.bankroll == held)
        _ = second.farewell()
    }

    @Test func theRecordGivesTheBankrollWhateverItHolds() {
        #expect(ChipRecord(net: 0, rebuys: 0).bankroll(stack: 400, limit: 1_000) == 400)
        #expect(ChipRecord(net: -75, rebuys: 0).bankroll(stack: 400, limit: 1_000) == 325)
        #expect(ChipRecord(net: -500, rebuys: 1).bankroll(stack: 400, limit: 1_000) == 300)
        #expect(ChipRecord(net: -5_000, rebuys: 0).bankroll(stack: 400, limit: 1_000) == 0)
        #expect(ChipRecord(net: 5_000, rebuys: 0).bankroll(stack: 400, limit: 1_000) == 1_000)
        #expect(ChipRecord(net: .max, rebuys: .max).bankroll(stack: 400, limit: 1_000) == 1_000)
        #expect(ChipRecord(net: .min, rebuys: .max).bankroll(stack: 400, limit: 1_000) == 0)
        #expect(ChipRecord(net: .min, rebuys: -1).bankroll(stack: 400, limit: 1_000) == 0)
    }
}
