#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A mutual-exclusion lock (a pthread mutex: the catalog layer does without Foundation), for
/// the catalogs' shared state: `Shelf`'s tables and `Memo`'s value.
final class Lock: @unchecked Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// Runs `body` with the lock held.
    func held<T>(_ body: () throws -> T) rethrows -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return try body()
    }
}

/// A value made the first time it is asked for and kept: what is built from the catalogs of
/// every language (all the command words) waits until a word needs it. Shared by the copies
/// of the value that holds it.
public final class Memo<Value: Sendable>: @unchecked Sendable {
    // Guarded by `lock`.
    private var value: Value?
    private let lock = Lock()

    public init() {}

    /// The value, made now by `make` if it was not made yet.
    public func value(_ make: () -> Value) -> Value {
        lock.held {
            if let value { return value }
            let made = make()
            value = made
            return made
        }
    }
}

/// Values made from one set of catalogs and kept with them, by key: what every session made
/// from the same catalogs would build alike (the command words' index) is built once.
final class Derived: @unchecked Sendable {
    // Guarded by `lock`.
    private var values: [String: any Sendable] = [:]
    private let lock = Lock()

    /// The value kept under `key`, made now by `make` if there is none (of this type).
    func value<Value: Sendable>(_ key: String, _ make: () -> Value) -> Value {
        lock.held {
            if let kept = values[key] as? Value { return kept }
            let made = make()
            values[key] = made
            return made
        }
    }
}
