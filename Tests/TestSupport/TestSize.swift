#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// How long the tests that search, simulate or play at length run. `BARAJA_TEST_SIZE=short`
/// (what `scripts/test` and `scripts/test --quick` set) gives their short form, still able to
/// fail on the defect each one is there for; any other value, or none (`swift test` alone,
/// CI's `scripts/test --full`), their full size.
public enum TestSize {
    public static let isShort = ProcessInfo.processInfo.environment["BARAJA_TEST_SIZE"] == "short"

    /// `short` in the short run, `full` otherwise.
    public static func pick<T>(short: T, full: T) -> T { isShort ? short : full }
}
