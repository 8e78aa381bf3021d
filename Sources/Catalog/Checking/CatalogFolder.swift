#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A catalogs folder as found: every `<code>.lproj` folder and its `.strings` tables, each
/// read and parsed (or why not), nothing compared yet. What `CatalogCheck`, `CatalogStatus`
/// and `NewLanguage` work on; built from disk by `read(directory:)` or from texts in memory.
public struct CatalogFolder: Sendable {
    public struct Table: Sendable {
        /// The file's name without `.strings`: `Console`, `Language`.
        public let name: String
        /// The file's path inside the folder: `es.lproj/Console.strings`.
        public let path: String
        public let content: Result<StringsFile, TableProblem>
    }

    public enum TableProblem: Error, Sendable, Hashable {
        case malformed(StringsSyntaxError)
        /// Not a regular file (a folder, a pipe, a device), or larger than `sizeLimit`.
        case notAFile
        case tooLarge
        /// It could not be read: the system's error number.
        case unreadable(errno: Int32)
    }

    public struct LanguageFolder: Sendable {
        /// The folder's name without `.lproj`: `es`, `pt-BR`.
        public let code: String
        /// Its tables by name.
        public var tables: [String: Table]
    }

    /// The languages by code.
    public var languages: [String: LanguageFolder]

    /// A catalog file is a few hundred kilobytes at most; anything much bigger is a mistake.
    public static let sizeLimit = 8 << 20

    public init(languages: [String: LanguageFolder]) { self.languages = languages }

    /// From files' bytes by path inside the folder (`en.lproj/Console.strings`); paths that
    /// are not a `.strings` file directly inside a `.lproj` folder are left out.
    public init(files: [String: [UInt8]]) {
        var languages: [String: LanguageFolder] = [:]
        for (path, bytes) in files {
            guard let (code, table) = Self.place(of: path) else { continue }
            let content: Result<StringsFile, TableProblem>
            do { content = .success(try StringsFile(bytes: bytes)) } catch { content = .failure(.malformed(error)) }
            languages[code, default: LanguageFolder(code: code, tables: [:])].tables[table] = Table(
                name: table, path: path, content: content)
        }
        self.languages = languages
    }

    /// From files' texts, for tests and tools.
    public init(texts: [String: String]) {
        self.init(files: texts.mapValues { Array($0.utf8) })
    }

    /// `es.lproj/Console.strings` → (`es`, `Console`).
    static func place(of path: String) -> (code: String, table: String)? {
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].hasSuffix(".lproj"), parts[1].hasSuffix(".strings"),
            parts[0].count > 6, parts[1].count > 8
        else { return nil }
        return (String(parts[0].dropLast(6)), String(parts[1].dropLast(8)))
    }

    /// The code of the language every other is compared with.
    public static let english = "en"

    /// Reads a catalogs folder from disk. Only `<code>.lproj` folders and the `.strings`
    /// files in them count; each file is opened without following it into a pipe or a
    /// device (its type is checked on the open file) and read whole, up to `sizeLimit`.
    /// Nil when the folder itself cannot be listed.
    public static func read(directory: String) -> CatalogFolder? {
        guard let names = listing(directory) else { return nil }
        var languages: [String: LanguageFolder] = [:]
        for name in names where name.hasSuffix(".lproj") && name.count > 6 {
            let code = String(name.dropLast(6))
            guard let files = listing(directory + "/" + name) else { continue }
            var folder = LanguageFolder(code: code, tables: [:])
            for file in files where file.hasSuffix(".strings") && file.count > 8 {
                let table = String(file.dropLast(8))
                let path = name + "/" + file
                let content: Result<StringsFile, TableProblem>
                switch readFile(directory + "/" + path) {
                case .success(let bytes):
                    do { content = .success(try StringsFile(bytes: bytes)) } catch {
                        content = .failure(.malformed(error))
                    }
                case .failure(let problem):
                    content = .failure(problem)
                }
                folder.tables[table] = Table(name: table, path: path, content: content)
            }
            languages[code] = folder
        }
        return CatalogFolder(languages: languages)
    }

    /// The names in a folder, nil when it is not a folder that can be read.
    private static func listing(_ path: String) -> [String]? {
        guard let dir = opendir(path) else { return nil }
        defer { closedir(dir) }
        var names: [String] = []
        while let entry = readdir(dir) {
            var raw = entry.pointee.d_name
            let name = withUnsafeBytes(of: &raw) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }

    private static func readFile(_ path: String) -> Result<[UInt8], TableProblem> {
        // O_NONBLOCK: opening a pipe must not wait for a writer; the type is checked next.
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 { return .failure(.unreadable(errno: errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(errno: errno)) }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return .failure(.notAFile) }
        guard info.st_size <= sizeLimit else { return .failure(.tooLarge) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(errno: errno))
            }
            if n == 0 { break }
            bytes += chunk[0..<n]
            if bytes.count > sizeLimit { return .failure(.tooLarge) }
        }
        return .success(bytes)
    }
}

#if canImport(Glibc)
    private let systemRead = Glibc.read
#elseif canImport(Darwin)
    private let systemRead = Darwin.read
#endif
