/// Files kept in memory: what tests and the soak write, so that nothing they do reaches the
/// disk. Folders are implied by the files in them and by `makeDirectories`; a path is taken
/// as typed (there is no working folder). `unwritable` makes every write fail as denied;
/// `readOnlyFolders` only the writes inside those folders.
public final class MemoryFileSystem: FileSystem {
    /// The files, by path.
    public private(set) var files: [String: [UInt8]]
    private var folders: Set<String> = ["/"]
    /// When set, writes, renames and new folders are refused (a read-only disk).
    public var unwritable = false
    /// Folders whose files (and the folders under them) cannot be written, made or renamed.
    public var readOnlyFolders: Set<String> = []

    private func refuses(_ path: String) -> Bool {
        unwritable || readOnlyFolders.contains { path == $0 || path.hasPrefix($0 + "/") }
    }

    public init(files: [String: [UInt8]] = [:]) {
        self.files = files
    }

    public func read(_ path: String, limit: Int) -> FileRead {
        if folders.contains(path) { return .unreadable }
        guard let bytes = files[path] else { return .missing }
        return bytes.count > limit ? .unreadable : .bytes(bytes)
    }

    public func write(_ path: String, _ bytes: [UInt8], mode: UInt32) -> FileProblem? {
        if folders.contains(path) { return .isFolder }
        if refuses(path) { return .denied }
        files[path] = bytes
        return nil
    }

    public func rename(_ path: String, to newPath: String) -> Bool {
        guard !refuses(path), !refuses(newPath), !folders.contains(newPath), let bytes = files.removeValue(forKey: path)
        else { return false }
        files[newPath] = bytes
        return true
    }

    public func exists(_ path: String) -> Bool { files[path] != nil || folders.contains(path) }

    public func list(_ folder: String) -> [String]? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        let names = (Array(files.keys) + folders).filter { $0.hasPrefix(prefix) }
            .map { String($0.dropFirst(prefix.count).prefix { $0 != "/" }) }.filter { !$0.isEmpty }
        return folders.contains(folder) || !names.isEmpty ? Array(Set(names)).sorted() : nil
    }

    public func remove(_ path: String) -> Bool { files.removeValue(forKey: path) != nil }

    public func canWrite(in folder: String) -> Bool { !refuses(folder + "/") && files[folder] == nil }

    public func makeDirectories(_ path: String) -> Bool {
        var partial = ""
        for part in path.split(separator: "/") {
            partial += "/" + part
            if files[partial] != nil { return false }
            if !folders.contains(partial) {
                if refuses(partial) { return false }
                folders.insert(partial)
            }
        }
        return true
    }

    public func kind(_ path: String) -> FileKind {
        folders.contains(path) ? .folder : files[path] != nil ? .regular : .missing
    }

    /// Lock files held, by path: sessions that share this file system contend as processes do
    /// on a disk (a lock is never waited on here: no other thread could let it go).
    public private(set) var locksHeld: Set<String> = []

    public func lock(_ path: String, wait: Double) -> LockAttempt {
        if locksHeld.contains(path) { return .busy }
        if refuses(path) && files[path] == nil { return .unavailable }
        locksHeld.insert(path)
        return .held(FileLock { [weak self] in _ = self?.locksHeld.remove(path) })
    }

    /// No writer is ever killed half-way here: nothing to remove.
    public func removeStaleTemporaries(in folder: String) {}

    public func absolutePath(_ typed: String) -> String { typed }
}
