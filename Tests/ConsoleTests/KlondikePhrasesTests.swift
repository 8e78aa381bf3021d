import GameKit
import Registry
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console
@testable import Klondike
@testable import KlondikeConsole

/// Klondike moves as newcomers typed them in Korean and Spanish: with particles, in
/// sentences, with the verb last; read as the move meant.
@Suite struct KlondikePhrasesTests {
    static func session(_ language: Language, seed: UInt64 = 1) -> Session {
        let s = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: language, seed: seed, colour: false,
            width: nil, clock: REPL.scriptedClock(), store: .inMemory(), asks: false)
        _ = s.opening(game: nil)
        _ = s.handle(language == .ko ? "플레이 솔리테어" : language == .es ? "jugar solitario" : "play klondike")
        return s
    }

    static func read(_ s: Session, _ line: String) -> [String]? {
        let words = line.split(separator: " ").map(String.init)
        return (s.shapedMove(words) ?? s.foundationMove(words)).map { [$0.0.id.rawValue] + $0.1 }
    }

    @Test func koreanMovesWithParticlesAreRead() {
        let s = Self.session(.ko)
        #expect(Self.read(s, "w를 6으로") == ["move", "w", "6"])
        #expect(Self.read(s, "펼친카드를 6번으로") == ["move", "w", "6"])
        #expect(Self.read(s, "하트3을 스페이드4에 붙여") == ["move", "♥3", "♠4"])
        #expect(Self.read(s, "하트6 묶음을 클로버7로") == ["move", "♥6", "♣7"])
        #expect(Self.read(s, "하트3도 올려") == ["move", "♥3", "f"])
        #expect(Self.read(s, "에이스 두 개 올려 줘") == ["move", "A", "f"])
        #expect(Self.read(s, "클로버 에이스 올려") == ["move", "♣A", "f"])
    }

    /// `A f` with two aces that can go up: both go up (an ace always can, without harm).
    @Test func bothAcesGoUp() {
        let s = Self.session(.ko, seed: 1)
        var table = KlondikeTable(seed: 1)
        table.game = Klondike(notation: "Ah | As | 2c | 3c | 4c | 5c | 6c")!
        s.tables[.klondike] = table
        let out = s.handle("에이스 두 개 올려 줘")
        let up = (s.tables[.klondike] as? KlondikeTable)?.game.position.foundations
        #expect(up == [1, 1, 0, 0], "\(out)")
    }

    /// `3장 뽑기는 뭐가 달라요?`: the rules' draw section (not the hint the draw command's word
    /// would give); `이제 뭐 해?`: the hint.
    @Test func koreanQuestionsFindTheDrawSectionAndTheHint() {
        let s = Self.session(.ko)
        let draw = s.handle("3장 뽑기는 뭐가 달라요?")
        #expect(draw.contains("▸ 뽑기 방식"), "\(draw)")
        let hint = s.handle("이제 뭐 해?")
        #expect(hint.contains("입력:"), "\(hint)")
        #expect(!hint.contains("알 수 없는") && !hint.contains("답할 수 없어요"))
    }

    /// Spanish phrases of the re-tests: each read as the command meant.
    @Test func spanishPhrasesAreRead() {
        let s = Self.session(.es)
        #expect(Self.read(s, "primero el as") == ["move", "A", "f"])
        #expect(s.reading(["roba", "una"]).map { $0.0.id } == CommandID.draw)
        let undo = s.handle("uy, deshacer")
        #expect(!undo.contains("no es un comando"), "\(undo)")
        #expect(s.reading(["activa", "el", "entrenador"]).map { [$0.0.id.rawValue] + $0.1 } == ["coach", "sí"])
        #expect(s.reading(["desactiva", "el", "entrenador"]).map { [$0.0.id.rawValue] + $0.1 } == ["coach", "no"])
        let lobby = Session(
            games: Registry.games, catalogs: Repository.catalogs, language: .es, seed: 1, colour: false, width: nil,
            clock: REPL.scriptedClock(), store: .inMemory(), asks: false)
        _ = lobby.opening(game: nil)
        let learn = lobby.handle("quiero aprender el solitario")
        #expect(learn.contains("Los montones y sus nombres"), "\(learn)")
        let three = s.handle("otra partida robando de tres")
        #expect(three.contains("robar de tres"), "\(three)")
        let king = s.reading("rey de diamantes al hueco de la seis".split(separator: " ").map(String.init))
        #expect(king.map { [$0.0.id.rawValue] + s.argumentWords($0.1, for: $0.0) } == ["move", "♦K", "6"])
    }

    /// `¿todavía puedo ganar?`, `아직 이길 수 있어?`, `can I still win?`: the quick check's verdict.
    @Test func askingWhetherTheGameCanStillBeWonGetsTheVerdict() {
        for (language, line) in [
            (Language.es, "¿todavía puedo ganar?"), (.ko, "아직 이길 수 있어?"), (.en, "can I still win?"),
        ] {
            let s = Self.session(language)
            let out = s.handle(line)
            let verdicts = ["klondike.quick.winnable", "klondike.quick.lost", "klondike.quick.undecided"]
            #expect(
                verdicts.contains { out.contains(PlayTestReadingTests.start(language, $0)) },
                "\(language) \(line): \(out)")
        }
    }

    /// `la siguiente` at the table: what it could mean here, never «¿Querías decir «lang»?».
    @Test func nextAtTheTableSaysWhatItCouldMean() {
        for (language, line) in [(Language.es, "la siguiente"), (.ko, "다음"), (.en, "next")] {
            let out = Self.session(language).handle(line)
            #expect(out.contains(PlayTestReadingTests.start(language, "klondike.next.explain")), "\(language): \(out)")
            #expect(!out.contains("lang"), "\(language): \(out)")
        }
    }
}
