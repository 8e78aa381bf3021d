import GameKit
import Host
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif
#if canImport(Glibc)
    import Glibc
#endif

/// The stress runs' findings about saves, journals, statistics and locks; each test is named
/// after its finding and fails on the code before the fix.
@Suite struct FileReliabilityTests {
    // MARK: A lock file that is not one

    /// A FIFO at the game's lock and at the statistics' lock: the first session moves each
    /// aside (said once), holds the game, and a second session is refused it (before: both
    /// sessions "held" it, wrote the same save and interleaved its journal, and no one was told).
    @Test func finding18_aFIFOAtALockIsMovedAsideAndTheLockHolds() throws {
        let folder = temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/locks", withIntermediateDirectories: true)
        #expect(mkfifo(folder + "/locks/sieteymedia.lock", 0o600) == 0)
        #expect(mkfifo(folder + "/locks/statistics.lock", 0o600) == 0)
        let one = Store(directory: folder, files: LiveFileSystem())
        let two = Store(directory: folder, files: LiveFileSystem())
        #expect(one.claim(.sieteymedia))
        #expect(!two.claim(.sieteymedia), "two sessions hold the same game")
        one.record(.sieteymedia, GameOver(.won))
        two.record(.sieteymedia, GameOver(.lost))
        let said = one.takeNotices().map(\.key)
        #expect(said == ["store.lock.replaced", "store.lock.replaced"], "\(said)")
        #expect(two.takeNotices().isEmpty)
        #expect(two.statistics.games["sieteymedia"]?.played == 2)
        let aside = files(in: folder + "/locks").filter { $0.contains(".corrupt-") }
        #expect(aside.count == 2, "\(aside)")
    }
}
