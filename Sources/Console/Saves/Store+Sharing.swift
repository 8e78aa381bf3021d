import GameKit
import Host
import TableKit

/// Sessions that share the data folder (several terminals, a script beside a player) lose
/// nothing, through `flock(2)` locks on lock files in the data folder's `locks/`:
///
///     locks/statistics.lock   held while the statistics are read, changed and written
///     locks/preferences.lock  the same for the preferences (wherever they are)
///     locks/<game>.lock       held while the game is open in a session: its save is that
///                             session's; another session plays it fresh, without saving
///
/// Lock files stay (removing one while another process waits on it would let two hold it).
///
/// A short lock is waited on for at most `lockWait` seconds; then the session says so and
/// goes on (the change is still applied to the file as it is on disk now). A game's lock is
/// never waited on. Something that is not a lock file at a lock file's name (a FIFO, a
/// folder) is moved aside and a lock file made in its place; when it cannot be, the session
/// says so once (it never goes on silently without the lock). The system lets every lock go when its process ends, however it ends.
extension Store {
    /// How long a short lock (statistics, preferences) is waited for.
    static let lockWait = 1.0
    static let statisticsLock = "locks/statistics.lock"
    static let preferencesLock = "locks/preferences.lock"
    static func saveLock(_ game: GameID) -> String { "locks/\(game.rawValue).lock" }

    /// Runs `body` holding the lock file `name` in `folder`. A lock held elsewhere past the
    /// wait is reported, and `body` runs all the same; a lock that cannot be made (a read-only
    /// folder) changes nothing: nothing can be written there either. Something else at the lock
    /// file's name is moved aside (said once), or, when it cannot be, reported once.
    func underLock(_ name: String, _ body: () -> Void) {
        let file = path(name)
        switch files.lock(file, wait: Self.lockWait) {
        case .held(let lock):
            reportMovedAside(lock, file)
            body()
            lock.release()
        case .busy:
            notices.append(Message("store.busy", .verbatim(file)))
            body()
        case .unavailable:
            body()
        case .blocked(let kind):
            reportBlocked(kind, file)
            body()
        }
    }

    /// A lock file made in place of something else: said, with where that went.
    func reportMovedAside(_ lock: FileLock, _ file: String) {
        guard let moved = lock.movedAside else { return }
        notices.append(
            Message(
                "store.lock.replaced", .verbatim(file), .message(Message("file.kind.\(moved.kind.name)")),
                .verbatim(moved.path)))
    }

    /// A lock that cannot be had because something else is at its name: said once a session.
    func reportBlocked(_ kind: FileKind, _ file: String) {
        guard !blockedLocks.contains(file) else { return }
        blockedLocks.insert(file)
        notices.append(Message("store.lock.blocked", .verbatim(file), .message(Message("file.kind.\(kind.name)"))))
    }

    /// Reads a file again (another session may have written it since): the value on disk now
    /// replaces the one in memory. Skipped for a file left untouched (a newer version's) and
    /// when the bytes are the ones this session wrote or read last.
    func refresh<T: Decodable>(_ name: String, as type: T.Type, _ assign: (T) -> Void) {
        guard !untouchable.contains(name) else { return }
        if case .bytes(let bytes) = files.read(path(name)), bytes == written[name] { return }
        if let value = load(name, as: type) { assign(value) }
    }

    // MARK: A game's save belongs to one session

    /// Takes the game's lock for this session (kept while the session lasts). False when
    /// another session has the game open. A lock file that cannot be made (a read-only
    /// folder) counts as taken: nothing can be saved there anyway.
    package func claim(_ game: GameID) -> Bool {
        if claims[game] != nil { return true }
        switch files.lock(path(Self.saveLock(game)), wait: 0) {
        case .held(let lock):
            reportMovedAside(lock, path(Self.saveLock(game)))
            claims[game] = lock
            return true
        case .busy: return false
        case .unavailable: return true
        case .blocked(let kind):
            reportBlocked(kind, path(Self.saveLock(game)))
            return true
        }
    }

    /// Whether another session has the game open now (its lock is held elsewhere).
    func isOpenElsewhere(_ game: GameID) -> Bool {
        if claims[game] != nil { return false }
        switch files.lock(path(Self.saveLock(game)), wait: 0) {
        case .held(let lock):
            reportMovedAside(lock, path(Self.saveLock(game)))
            lock.release()
            return false
        case .busy: return true
        case .unavailable, .blocked: return false
        }
    }

    /// Lets the game's lock go (its save is no longer this session's to write).
    package func release(_ game: GameID) {
        claims[game]?.release()
        claims[game] = nil
    }

    /// The session ends: the journals' last lines are flushed to the disk, and every game's lock
    /// is let go (a process that ends lets them go anyway).
    public func releaseAll() {
        syncJournals()
        for lock in claims.values { lock.release() }
        claims = [:]
    }

    /// The game is played in this session without being saved (its save stays as it is).
    func detach(_ game: GameID) { detached.insert(game) }

    /// Whether this session writes the game's save: not detached, and its lock is this session's.
    func owns(_ game: GameID) -> Bool { !detached.contains(game) && claim(game) }

    // MARK: Preferences' move

    /// Preferences kept by an older baraja in the data folder move to the config folder, once
    /// (renamed; copied then removed when the folders are on different disks). A file already in
    /// the config folder wins, and the old one is then left alone.
    func movePreferences(from oldFolder: String) {
        let old = oldFolder + "/" + Self.preferencesFile
        let new = path(Self.preferencesFile)
        guard files.kind(new) == .missing, files.kind(old) == .regular else { return }
        if files.rename(old, to: new) { return }
        if case .bytes(let bytes) = files.read(old), files.write(new, bytes, mode: 0o600) == nil {
            _ = files.remove(old)
        }
    }
}
