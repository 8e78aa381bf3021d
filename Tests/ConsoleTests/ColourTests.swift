import Testing

@testable import Console
@testable import TableKit

@Suite struct ColourTests {
    @Test func colourFollowsFlagsThenNoColorThenTermThenTheTerminal() {
        #expect(Style.decide(.auto, environment: [:], stdoutIsTerminal: true))
        #expect(!Style.decide(.auto, environment: [:], stdoutIsTerminal: false))
        #expect(!Style.decide(.auto, environment: ["NO_COLOR": "1"], stdoutIsTerminal: true))
        #expect(
            Style.decide(.auto, environment: ["NO_COLOR": ""], stdoutIsTerminal: true),
            "an empty NO_COLOR does not count")
        #expect(!Style.decide(.auto, environment: ["TERM": "dumb"], stdoutIsTerminal: true))
        #expect(Style.decide(.always, environment: ["NO_COLOR": "1"], stdoutIsTerminal: false))
        #expect(!Style.decide(.never, environment: [:], stdoutIsTerminal: true))
    }
}
