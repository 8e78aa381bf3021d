import TestSupport
import Testing

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// The golden files' policy (`Tests/TestSupport/Golden.swift`): a run that writes them
/// always fails, CI never writes them, and a plain run compares.
@Suite struct GoldenTests {
    @Test func theModeComesFromTheVariablesAndCIRefusesWriting() {
        #expect(Golden.mode([:]) == .compare)
        #expect(Golden.mode(["BARAJA_UPDATE_GOLDEN": ""]) == .compare)
        #expect(Golden.mode(["BARAJA_UPDATE_GOLDEN": "0"]) == .compare)
        #expect(Golden.mode(["BARAJA_UPDATE_GOLDEN": "1"]) == .write)
        #expect(Golden.mode(["BARAJA_UPDATE_GOLDEN": "1", "CI": ""]) == .write)
        #expect(Golden.mode(["BARAJA_UPDATE_GOLDEN": "1", "CI": "true"]) == .refusedUnderCI)
        #expect(Golden.mode(["CI": "true"]) == .compare)
    }

    @Test func writingAlwaysFailsAndCIWritesNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "baraja-golden-\(UInt64.random(in: 0 ... .max))"
        ).path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/t.txt"
        try "old\nsame\n".write(toFile: path, atomically: true, encoding: .utf8)

        #expect(Golden.problems("old\nsame\n", path: path, mode: .compare).isEmpty)
        let differs = Golden.problems("old\nnew\n", path: path, mode: .compare)
        #expect(differs.count == 1 && differs[0].contains("line 2") && differs[0].contains("\"new\""), "\(differs)")

        let refused = Golden.problems("old\nnew\n", path: path, mode: .refusedUnderCI)
        #expect(refused.count == 2, "the refusal and the difference: \(refused)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\nsame\n", "nothing written under CI")

        let wrote = Golden.problems("old\nnew\n", path: path, mode: .write)
        #expect(wrote.count == 1 && wrote[0].contains("wrote"), "\(wrote)")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\nnew\n")
        #expect(Golden.problems("old\nnew\n", path: path, mode: .write).count == 1, "writing the same text still fails")
        #expect(Golden.problems("x", path: folder + "/missing.txt", mode: .compare).count == 1)
    }

    @Test func theFirstDifferenceNamesItsLine() {
        #expect(Golden.firstDifference("a\nb", "a\nb") == nil)
        #expect(Golden.firstDifference("a\nb", "a\nc") == "line 2: output \"b\", golden \"c\"")
        #expect(Golden.firstDifference("a", "a\n") == "line 2: output (no line), golden \"\"")
    }
}
