import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// Commands said politely or softened (`una carta por favor`, `코치 켜 줘`, `quiero la banca
/// sencilla`, `새 게임 시작`): the command itself, the same reply and table as the word alone.
@Suite struct SoftenedCommandsTests {
    @Test func aSoftenedCommandIsTheCommand() {
        let cases: [(Language, GameID?, String, String)] = [
            (.es, .sieteymedia, "una carta por favor", "pedir"),
            (.es, .sieteymedia, "pista por favor", "pista"),
            (.en, .sieteymedia, "hint please", "hint"),
            (.es, .sieteymedia, "quiero la banca sencilla", "banca sencilla"),
            (.ko, .sieteymedia, "그만할래요", "스톱"),
            (.ko, .sieteymedia, "코치 켜 줘", "코치 켜기"),
            (.ko, .set, "새 게임 시작", "새판"),
            (.ko, .set, "한 장만 더 알려줘", "힌트"),
            (.es, .set, "quiero empezar otra partida", "nueva"),
            (.es, nil, "quiero aprender a jugar a la siete y media", "aprender siete"),
        ]
        for (language, game, line, command) in cases {
            let said = TeachingTests.fresh(language, seed: 7, game: game)
            let plain = TeachingTests.fresh(language, seed: 7, game: game)
            let out = said.handle(line)
            #expect(out == plain.handle(command), "\(language) \(line): \(out)")
            #expect(said.handle("table") == plain.handle("table"), "\(language) \(line)")
        }
    }

    /// `next` after a finished lesson, with a word before it (`venga, la siguiente`).
    @Test func theNextLessonWithAWordBeforeIt() {
        let said = TeachingTests.fresh(.es)
        let plain = TeachingTests.fresh(.es)
        for s in [said, plain] {
            _ = s.handle("aprender siete 1")
            for _ in 0..<6 where s.lesson != nil { _ = s.handle("saltar") }
        }
        #expect(said.lesson == nil && said.finishedLesson != nil)
        #expect(said.handle("venga, la siguiente") == plain.handle("siguiente"))
    }
}
