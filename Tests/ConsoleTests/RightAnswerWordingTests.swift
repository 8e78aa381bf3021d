import TestSupport
import Testing

@testable import Catalog

/// A right answer is never greeted with what reads as a correction: a lesson's `.right` text
/// that agrees with a “no” says first that the answer is right (`Exacto, no: …`), not `No: …`.
@Suite struct RightAnswerWordingTests {
    @Test func aRightAnswerIsNeverGreetedWithNo() {
        let starts: [Language: [String]] = [.es: ["No:", "No."], .en: ["No:", "No."], .ko: ["아니요.", "아니요:"]]
        for (language, refusals) in starts {
            let table = Repository.catalogs.tables[language] ?? [:]
            for (key, text) in table where key.hasPrefix("lesson.") && key.hasSuffix(".right") {
                // 맞고's lessons belong to their own texts' owners; every other game is checked.
                guard !key.hasPrefix("lesson.matgo.") else { continue }
                #expect(!refusals.contains(where: { text.hasPrefix($0) }), "\(language) \(key): \(text)")
            }
        }
    }
}
