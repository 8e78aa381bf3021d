/// The tables of the catalogs parsed so far, shared by every copy of a `Catalogs` (a
/// session's localizer, the renderer's, the command line's), and how to parse the others.
///
/// A language is parsed whole (`load`), or some of its tables only (`loadTables`): then the
/// others are read and their keys noted (a quick scan of the lines that start with a quoted
/// key, no parse), and a key asked for is looked up by parsing the one table that holds it.
/// A value comes only from a parsed table, and a key is found missing only once the whole
/// language is parsed. A malformed table is remembered, given to `report` once, and its
/// language then has no table (its keys fall back along its chain).
final class Shelf: @unchecked Sendable {
    /// How a language's tables are found, read and parsed.
    struct Source {
        var paths: (Language) throws(CatalogError) -> [String]
        var read: (String) throws(CatalogError) -> [UInt8]
        var parse: ([UInt8], String) throws(CatalogError) -> [String: String]
    }

    /// A language parsed in part: its parsed tables' keys, the others' text by path, which
    /// of those holds each key, and the tables not read yet (read in turn, as a key not in
    /// those read is asked for).
    private struct Part {
        var table: [String: String] = [:]
        var waiting: [String: [UInt8]] = [:]
        var holder: [String: String] = [:]
        var unread: [String] = []
    }

    // Guarded by `lock`: a session is driven from one thread, but `Catalogs` is Sendable.
    private var tables: [Language: [String: String]]
    private var parts: [Language: Part] = [:]
    private var failures: [Language: CatalogError] = [:]
    private let source: Source?
    private let report: @Sendable (CatalogError) -> Void
    private let lock = Lock()
    /// What is made from these tables and kept with them (`Catalogs.derived`).
    let derived = Derived()

    init(
        tables: [Language: [String: String]], source: Source?,
        report: @escaping @Sendable (CatalogError) -> Void = { _ in }
    ) {
        self.tables = tables
        self.source = source
        self.report = report
    }

    private func locked<T>(_ body: () -> T) -> T { lock.held(body) }

    /// A language's whole table, parsing what is not parsed yet; nil when there is none or
    /// it is malformed. Call with the lock held.
    private func whole(_ language: Language) -> Result<[String: String], CatalogError>? {
        if let table = tables[language] { return .success(table) }
        if let failure = failures[language] { return .failure(failure) }
        guard let source else { return nil }
        do throws(CatalogError) {
            var table: [String: String]
            if let part = parts.removeValue(forKey: language) {
                table = part.table
                for path in part.waiting.keys.sorted() {
                    table.merge(try source.parse(part.waiting[path]!, path)) { _, new in new }
                }
                for path in part.unread {
                    table.merge(try source.parse(try source.read(path), path)) { _, new in new }
                }
            } else {
                table = [:]
                for path in try source.paths(language) {
                    table.merge(try source.parse(try source.read(path), path)) { _, new in new }
                }
            }
            tables[language] = table
            return .success(table)
        } catch {
            failures[language] = error
            return .failure(error)
        }
    }

    /// Runs `body` with the lock held; reports a failure it met for the first time.
    private func reporting<T>(_ language: Language, _ body: () -> T) -> T {
        let (result, fresh) = locked { () -> (T, CatalogError?) in
            let before = failures[language]
            let result = body()
            return (result, before == nil ? failures[language] : nil)
        }
        if let fresh { report(fresh) }
        return result
    }

    /// A language's table, parsed now if need be; nil when there is none or it is malformed.
    func table(_ language: Language) -> [String: String]? {
        reporting(language) { if case .success(let table) = whole(language) { table } else { nil } }
    }

    /// One key's value in a language: from the tables parsed, else from the table that holds
    /// it (parsed now), else from the whole language.
    func value(_ key: String, in language: Language) -> String? {
        reporting(language) {
            if let table = tables[language] { return table[key] }
            if var part = parts[language] {
                if let value = part.table[key] { return value }
                if let source {
                    do throws(CatalogError) {
                        // The table named as the key begins (`klondike.…`: Klondike.strings)
                        // is read first: most keys are there, and the others are not read.
                        if part.holder[key] == nil, let first = Self.likelyTable(of: key, among: part.unread) {
                            part.unread.insert(part.unread.remove(at: first), at: 0)
                        }
                        while part.holder[key] == nil, !part.unread.isEmpty {
                            let path = part.unread.removeFirst()
                            let bytes = try source.read(path)
                            part.waiting[path] = bytes
                            for key in Self.keys(in: bytes) { part.holder[key] = path }
                        }
                        parts[language] = part
                    } catch {
                        parts[language] = nil
                        failures[language] = error
                        return nil
                    }
                }
                if let path = part.holder[key], let bytes = part.waiting[path], let source {
                    do throws(CatalogError) {
                        part.table.merge(try source.parse(bytes, path)) { _, new in new }
                        part.waiting[path] = nil
                        parts[language] = part
                        if let value = part.table[key] { return value }
                    } catch {
                        parts[language] = nil
                        failures[language] = error
                        return nil
                    }
                }
            }
            if case .success(let table) = whole(language) { return table[key] }
            return nil
        }
    }

    /// Parses a language's tables unless they are parsed; throws why they cannot be.
    func load(_ language: Language) throws(CatalogError) {
        if case .failure(let error) = locked({ whole(language) }) { throw error }
    }

    /// Parses only the tables of a language with these names (`CLI.strings`), unless more is
    /// parsed; the others are read when a key not in those read is first asked for, and their
    /// keys noted. Throws why a table named cannot be.
    func load(_ language: Language, only names: Set<String>) throws(CatalogError) {
        let problem = locked { () -> CatalogError? in
            if tables[language] != nil || parts[language] != nil { return nil }
            if let failure = failures[language] { return failure }
            guard let source else { return nil }
            do throws(CatalogError) {
                var part = Part()
                for path in try source.paths(language) {
                    if names.contains(String(path.split(separator: "/").last ?? "")) {
                        part.table.merge(try source.parse(try source.read(path), path)) { _, new in new }
                    } else {
                        part.unread.append(path)
                    }
                }
                parts[language] = part
                return nil
            } catch {
                failures[language] = error
                return error
            }
        }
        if let problem { throw problem }
    }

    /// Which of these tables' paths is named as the key begins (`klondike.solve.won` →
    /// `…/Klondike.strings`, the case ignored), if any.
    static func likelyTable(of key: String, among paths: [String]) -> Int? {
        guard let dot = key.utf8.firstIndex(of: UInt8(ascii: ".")) else { return nil }
        let name = key[..<dot].lowercased() + ".strings"
        return paths.firstIndex { path in
            guard let slash = path.utf8.lastIndex(of: UInt8(ascii: "/")) else { return path.lowercased() == name }
            return path[path.utf8.index(after: slash)...].lowercased() == name
        }
    }

    /// Puts the tables with these names first among a language's tables not read yet, so
    /// that a key is looked for there first (what a command knows it prints from); nothing
    /// is read or parsed now.
    func readFirst(_ names: [String], of language: Language) {
        locked {
            guard var part = parts[language] else { return }
            let named = part.unread.filter { path in names.contains { path.hasSuffix("/" + $0) || path == $0 } }
            part.unread = named + part.unread.filter { !named.contains($0) }
            parts[language] = part
        }
    }

    /// The keys of a `.strings` text as a quick scan sees them: a line that starts (after
    /// spaces) with a quoted key without escapes. Only a hint of where to look: a key it
    /// misses is found by parsing the whole language.
    static func keys(in bytes: [UInt8]) -> [String] {
        var keys: [String] = []
        var i = 0
        let count = bytes.count
        while i < count {
            while i < count, bytes[i] == 0x20 || bytes[i] == 0x09 { i += 1 }
            if i < count, bytes[i] == 0x22 {
                var j = i + 1
                while j < count, bytes[j] != 0x22, bytes[j] != 0x5C, bytes[j] != 0x0A { j += 1 }
                if j < count, bytes[j] == 0x22 { keys.append(String(decoding: bytes[(i + 1)..<j], as: UTF8.self)) }
                i = j
            }
            while i < count, bytes[i] != 0x0A { i += 1 }
            i += 1
        }
        return keys
    }

    /// The languages parsed whole (well or not).
    var done: Set<Language> { locked { Set(tables.keys).union(failures.keys) } }

    /// The languages parsed whole.
    var loaded: [Language] { locked { Array(tables.keys) } }

    /// The languages of which some tables are parsed.
    var begun: [Language] { locked { Array(tables.keys) + Array(parts.keys) } }

    func failure(_ language: Language) -> CatalogError? { locked { failures[language] } }

    /// A shelf with one more table (the pseudo-language's), the same source and what this
    /// one has parsed so far.
    func adding(_ language: Language, _ table: [String: String]) -> Shelf {
        locked {
            let shelf = Shelf(
                tables: tables.merging([language: table]) { _, new in new }, source: source, report: report)
            shelf.parts = parts
            shelf.failures = failures
            return shelf
        }
    }
}
