#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Golden files are only ever compared by a test run that can pass. Writing them is a
/// separate, explicit act: `scripts/update-goldens` sets `BARAJA_UPDATE_GOLDEN=1`, and each
/// golden test then writes its file and fails, so that a run which wrote can never pass for
/// one which checked. Under CI (the `CI` variable set and not empty) writing is refused:
/// the test compares as usual and fails for the variable.
public enum Golden {
    public enum Mode: Equatable, Sendable {
        /// Compare the output with the file (the normal run).
        case compare
        /// Write the file from the output, and fail.
        case write
        /// `BARAJA_UPDATE_GOLDEN` under CI: nothing is written; compare, and fail.
        case refusedUnderCI
    }

    public static func mode(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Mode {
        guard let update = environment["BARAJA_UPDATE_GOLDEN"], !update.isEmpty, update != "0" else { return .compare }
        if let ci = environment["CI"], !ci.isEmpty { return .refusedUnderCI }
        return .write
    }

    /// Checks `actual` against the golden file at `path` (or writes the file, in `.write`
    /// mode) and returns what the test must record as failures: empty only when the mode
    /// is `.compare` and the file holds exactly `actual`.
    public static func problems(_ actual: String, path: String, mode: Mode = mode()) -> [String] {
        let name = path.split(separator: "/").suffix(2).joined(separator: "/")
        switch mode {
        case .write:
            let old = try? String(contentsOfFile: path, encoding: .utf8)
            if old == actual {
                return ["BARAJA_UPDATE_GOLDEN: \(name) unchanged; a run that may write goldens never passes"]
            }
            do {
                try actual.write(toFile: path, atomically: true, encoding: .utf8)
            } catch {
                return ["BARAJA_UPDATE_GOLDEN: cannot write \(name): \(error)"]
            }
            return ["BARAJA_UPDATE_GOLDEN: wrote \(name); read the diff, then run the tests without the variable"]
        case .refusedUnderCI:
            return [
                "BARAJA_UPDATE_GOLDEN is refused under CI: goldens change only in a commit (scripts/update-goldens)"
            ]
                + comparison(actual, path: path, name: name)
        case .compare:
            return comparison(actual, path: path, name: name)
        }
    }

    private static func comparison(_ actual: String, path: String, name: String) -> [String] {
        guard let golden = try? String(contentsOfFile: path, encoding: .utf8) else {
            return ["cannot read the golden \(name)"]
        }
        guard let difference = firstDifference(actual, golden) else { return [] }
        return ["\(name) differs from the output: \(difference)"]
    }

    /// Where two texts first differ, by line (1-based), with both lines; nil when equal.
    public static func firstDifference(_ actual: String, _ golden: String) -> String? {
        if actual == golden { return nil }
        let a = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let g = golden.split(separator: "\n", omittingEmptySubsequences: false)
        let line: Int =
            (0..<max(a.count, g.count)).first { (i: Int) -> Bool in i >= a.count || i >= g.count || a[i] != g[i] } ?? 0
        func shown(_ lines: [Substring]) -> String {
            line < lines.count ? String(reflecting: String(lines[line])) : "(no line)"
        }
        return "line \(line + 1): output \(shown(a)), golden \(shown(g))"
    }
}
