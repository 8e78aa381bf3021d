#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The tables of the catalogs parsed so far, shared by every copy of a `Catalogs` (a
/// session's localizer, the renderer's, the command line's), and how to parse the others.
/// Parsing a language's tables happens at most once: a malformed one is remembered, given to
/// `report` once, and the language then has no table (its keys fall back along its chain).
final class Shelf: @unchecked Sendable {
    typealias Loader = (Language) throws(CatalogError) -> [String: String]

    // Guarded by `mutex`: a session is driven from one thread, but `Catalogs` is Sendable.
    private var tables: [Language: [String: String]]
    private var failures: [Language: CatalogError] = [:]
    private let loader: Loader?
    private let report: @Sendable (CatalogError) -> Void
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(
        tables: [Language: [String: String]], loader: Loader?,
        report: @escaping @Sendable (CatalogError) -> Void = { _ in }
    ) {
        self.tables = tables
        self.loader = loader
        self.report = report
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// A language's table, or why it cannot be parsed (parsed now if it was not tried yet).
    private func fetch(_ language: Language) -> Result<[String: String], CatalogError>? {
        if let table = tables[language] { return .success(table) }
        if let failure = failures[language] { return .failure(failure) }
        guard let loader else { return nil }
        do throws(CatalogError) {
            let table = try loader(language)
            tables[language] = table
            return .success(table)
        } catch {
            failures[language] = error
            return .failure(error)
        }
    }

    /// A language's table, parsed now if need be; nil when there is none or it is malformed
    /// (reported when first found so).
    func table(_ language: Language) -> [String: String]? {
        let (found, new) = locked { () -> (Result<[String: String], CatalogError>?, Bool) in
            let tried = tables[language] != nil || failures[language] != nil
            return (fetch(language), !tried)
        }
        switch found {
        case .success(let table): return table
        case .failure(let error):
            if new { report(error) }
            return nil
        case nil: return nil
        }
    }

    /// Parses a language's tables unless they are parsed; throws why they cannot be.
    func load(_ language: Language) throws(CatalogError) {
        if case .failure(let error) = locked({ fetch(language) }) { throw error }
    }

    /// The languages parsed (well or not).
    var done: Set<Language> { locked { Set(tables.keys).union(failures.keys) } }

    /// The languages whose tables are parsed.
    var loaded: [Language] { locked { Array(tables.keys) } }

    func failure(_ language: Language) -> CatalogError? { locked { failures[language] } }

    /// A shelf with one more table (the pseudo-language's), the same loader and what this
    /// one has parsed so far.
    func adding(_ language: Language, _ table: [String: String]) -> Shelf {
        locked {
            let shelf = Shelf(
                tables: tables.merging([language: table]) { _, new in new }, loader: loader, report: report)
            shelf.failures = failures
            return shelf
        }
    }
}
