import Testing

@testable import Console
@testable import TableKit

@Suite struct ColourTests {
    @Test func colourFollowsFlagsThenNoColorThenTermThenTheTerminal() {
        let term = ["TERM": "xterm"]
        #expect(Style.decide(.auto, environment: term, stdoutIsTerminal: true))
        #expect(!Style.decide(.auto, environment: term, stdoutIsTerminal: false))
        #expect(!Style.decide(.auto, environment: ["NO_COLOR": "1", "TERM": "xterm"], stdoutIsTerminal: true))
        #expect(
            Style.decide(.auto, environment: ["NO_COLOR": "", "TERM": "xterm"], stdoutIsTerminal: true),
            "an empty NO_COLOR does not count")
        #expect(!Style.decide(.auto, environment: ["TERM": "dumb"], stdoutIsTerminal: true))
        #expect(!Style.decide(.auto, environment: [:], stdoutIsTerminal: true), "no TERM: no colour")
        #expect(!Style.decide(.auto, environment: ["TERM": ""], stdoutIsTerminal: true), "an empty TERM: no colour")
        #expect(Style.decide(.always, environment: ["NO_COLOR": "1"], stdoutIsTerminal: false))
        #expect(!Style.decide(.never, environment: [:], stdoutIsTerminal: true))
    }
}
