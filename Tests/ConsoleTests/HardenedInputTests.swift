import GameKit
import Host
import Registry
import TableKit
import TestSupport
import Testing

@testable import CardKit
@testable import Catalog
@testable import Console
@testable import KlondikeConsole
@testable import PokerConsole
@testable import SetConsole
@testable import SieteYMedia
@testable import SieteYMediaConsole

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

@Suite struct HardenedInputTests {
    @Test func linesOverFourKilobytesAreRefused() {
        let s = session(.en)
        let before = s.handle("table")
        let out = s.handle("hit " + String(repeating: "x", count: 5000))
        #expect(out.contains("That line is too long (5,004 bytes; at most 4,096), so it was ignored."))
        #expect(s.handle("table") == before)
        #expect(s.handle(bytes: [UInt8](repeating: 0x41, count: 4097)).contains("too long"))
        #expect(!s.handle(bytes: Array("hit".utf8) + [UInt8](repeating: 0x20, count: 4093)).contains("too long"))
    }

    @Test func invalidUTF8IsRefused() {
        let s = session(.ko)
        let before = s.handle("테이블")
        let out = s.handle(bytes: [0x68, 0x69, 0x74, 0xFF, 0xC3])
        #expect(out.contains("올바른 UTF-8 텍스트가 아니라서 무시했어요"))
        #expect(s.handle("테이블") == before)
    }

    @Test func noEscapeReachesTheScreenFromAnyArgument() {
        let s = session(.en)
        for line in [
            "\u{1B}]0;title\u{07}", "bank \u{1B}[2J", "play \u{9B}31m", "help \u{1B}c", "stats \u{1B}[H",
            "color \u{7F}",
        ] {
            let out = s.handle(line)
            #expect(
                !out.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n") || (0x7F..<0xA0).contains($0.value) },
                "\(line.debugDescription): \(out.debugDescription)")
        }
    }

    @Test func theLineSplitterKeepsLinesWholeAndRefusesLongOnes() {
        var splitter = LineSplitter(limit: 8)
        splitter.feed(Array("hit\r\nstand\n0123456789abc\nx".utf8))
        #expect(splitter.next() == .line(Array("hit".utf8)))
        #expect(splitter.next() == .line(Array("stand".utf8)))
        #expect(splitter.next() == .tooLong(bytes: 13))
        #expect(splitter.next() == nil, "the last line is not over until the input ends")
        splitter.feed(Array("yz".utf8))
        #expect(splitter.next(final: true) == .line(Array("xyz".utf8)))
        #expect(splitter.next(final: true) == nil)
        splitter.feed(Array("12345678\r\n123456789\n".utf8))
        #expect(splitter.next() == .line(Array("12345678".utf8)), "a line at the limit, with CR LF")
        #expect(splitter.next() == .tooLong(bytes: 9))
        #expect(LineSplitter.input(.line([0xE2, 0x82])) == .rejected(.invalidUTF8))
        #expect(LineSplitter.input(.line(Array("받기".utf8))) == .line("받기"))
    }
}
