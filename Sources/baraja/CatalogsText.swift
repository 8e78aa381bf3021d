import Catalog
import GameKit

/// `baraja catalogs check`'s findings in words, from `Translators.strings`: one line each,
/// `path:line: severity: “key”: what is wrong and what to do`.
enum CatalogsText {
    static func line(_ issue: CatalogIssue, localizer: Localizer) -> String {
        let place = issue.line.map { "\(issue.path):\($0)" } ?? issue.path
        let severity = localizer.string(
            issue.severity == .error ? "catalogs.severity.error" : "catalogs.severity.warning")
        var message = localizer.text(self.message(issue.kind, localizer: localizer))
        if let key = issue.key {
            message = localizer.text("catalogs.check.key", .verbatim(key), .verbatim(message))
        }
        return localizer.text("catalogs.check.line", .verbatim(place), .verbatim(severity), .verbatim(message))
    }

    static func message(_ kind: CatalogIssue.Kind, localizer: Localizer) -> Message {
        func m(_ key: String, _ args: Argument..., count: Int? = nil) -> Message {
            Message(key: "catalogs.issue." + key, args: args, count: count)
        }
        func v(_ text: String) -> Argument { .verbatim(text) }
        switch kind {
        case .noEnglish: return m("noEnglish")
        case .invalidLanguageCode: return m("invalidCode")
        case .malformed(let error): return syntax(error, localizer: localizer)
        case .unreadable(.notAFile): return m("notAFile")
        case .unreadable(.tooLarge): return m("tooLarge", v(localizer.number(CatalogFolder.sizeLimit)))
        case .unreadable(.unreadable(let code)): return m("unreadable", .int(Int(code)))
        case .unreadable(.malformed(let error)): return syntax(error, localizer: localizer)
        case .missingTable(let keys): return m("missingTable", .int(keys), count: keys)
        case .extraTable: return m("extraTable")
        case .missingKey: return m("missingKey")
        case .declaredMissing(let owners):
            return m("declaredMissing", v(localizer.list(owners)), count: owners.count)
        case .extraKey: return m("extraKey")
        case .keyInOtherTable(let expected): return m("keyInOtherTable", v(expected))
        case .repeatedKey(let first): return m("repeatedKey", .int(first))
        case .keyInTwoTables(let other): return m("keyInTwoTables", v(other))
        case .placeholders(let english, let found):
            func list(_ items: [String]) -> String {
                items.isEmpty ? localizer.string("catalogs.issue.placeholders.none") : items.joined(separator: " ")
            }
            return m("placeholders", v(list(english)), v(list(found)))
        case .unsafeCharacter(let name): return m("unsafeCharacter", v(name))
        case .sameAsEnglish: return m("sameAsEnglish")
        case .missingComment: return m("missingComment")
        case .commentNotCarried: return m("commentNotCarried")
        case .pluralNotInRules(let category): return m("pluralNotInRules", v(category.rawValue))
        case .pluralMissing(let category): return m("pluralMissing", v(category.rawValue))
        case .pluralWithoutOther: return m("pluralWithoutOther")
        case .declarationMissing(let key): return m("declarationMissing", v(key))
        case .pluralRules(let error): return m("pluralRules", .int(error.offset + 1))
        case .pluralSample(let sample, let written, let found):
            return m("pluralSample", v(sample), v(written.rawValue), v(found.rawValue))
        case .unknownFallback(let code): return m("unknownFallback", v(code))
        case .fallbackCycle(let codes): return m("fallbackCycle", v(codes.joined(separator: " → ")))
        case .ambiguousPhrasing(let phrasing, let first, let second, let place):
            return m("ambiguousPhrasing", v(phrasing), v(first), v(second), v(place))
        case .unknownParticles(let name):
            return m("unknownParticles", v(name), v(localizer.alternatives(LanguageDeclaration.particleRules.sorted())))
        }
    }

    /// A `.strings` syntax error: the column, and what was found there.
    static func syntax(_ error: StringsSyntaxError, localizer: Localizer) -> Message {
        func m(_ key: String, _ found: String? = nil) -> Message {
            let shown = found.map { $0.isEmpty ? localizer.string("catalogs.syntax.end") : $0 }
            return Message(
                key: "catalogs.syntax." + key, args: [.int(error.column)] + (shown.map { [.verbatim($0)] } ?? []))
        }
        switch error.problem {
        case .notUTF8: return m("notUTF8")
        case .unterminatedString: return m("unterminatedString")
        case .unterminatedComment: return m("unterminatedComment")
        case .expectedKey(let found): return m("expectedKey", found)
        case .expectedEquals(let found): return m("expectedEquals", found)
        case .expectedValue(let found): return m("expectedValue", found)
        case .expectedSemicolon(let found): return m("expectedSemicolon", found)
        case .expectedClosingBrace(let found): return m("expectedClosingBrace", found)
        case .badEscape(let text): return m("badEscape", text)
        }
    }
}
