import GameKit
import TableKit
import TestSupport
import Testing

@testable import Catalog
@testable import Console

/// 맞고 at the console: 흔들기 is its own command, with its own words, and `new` takes nothing.
@Suite struct MatgoSessionTests {
    /// Help lists 흔들기 by its own first word in each language, with a number, and `new`
    /// with no empty brackets; the console's `shake` (a new deal) is not offered.
    @Test func helpNamesShakeByItsOwnWordAndNewAlone() {
        for (language, play, shake, new, deal) in [
            (Language.es, "play matgo", "sacudir [número]", "nueva", "barajar"),
            (.en, "play matgo", "shake [number]", "new", "shake"),
            (.ko, "play matgo", "흔들기 [번호]", "새판", "섞기"),
        ] {
            let s = LessonTests.session(.inMemory(), language)
            _ = s.handle(play)
            let out = s.handle("help")
            #expect(out.contains(shake), "\(language): \(out)")
            #expect(!out.contains("[]") && !out.contains("\(new) ["), "\(language): \(out)")
            if language != .en { #expect(!out.contains(deal), "\(language): \(out)") }
        }
    }

    /// The console's shake words that are not 흔들기's say that `new` deals here; 흔들기's
    /// words reach the table; `new 3` is refused as taking nothing.
    @Test func shakeWordsReachTheTableAndOthersPointToNew() {
        let s = LessonTests.session(.inMemory(), .es)
        _ = s.handle("jugar matgo")
        let localizer = Localizer(catalogs: Repository.catalogs, language: .es)
        let barajar = s.handle("barajar")
        #expect(
            barajar.contains(localizer.text(Message("console.shake.replaced", .command(.shake), .command(.new)))),
            "\(barajar)")
        let sacudir = s.handle("sacudir")
        #expect(
            sacudir.contains(localizer.text(Message("matgo.shake.none", .command(.new))))
                || sacudir.contains("sacudir "), "\(sacudir)")
        let nueva = s.handle("nueva 3")
        #expect(nueva.contains(localizer.text(Message("console.args.none", .command(.new)))), "\(nueva)")
    }
}
