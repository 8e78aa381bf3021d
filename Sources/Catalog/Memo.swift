#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A value made the first time it is asked for and kept: what is built from the catalogs of
/// every language (all the command words) waits until a word needs it. Shared by the copies
/// of the value that holds it.
public final class Memo<Value: Sendable>: @unchecked Sendable {
    // Guarded by `mutex`.
    private var value: Value?
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    public init() {
        mutex = .allocate(capacity: 1)
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    /// The value, made now by `make` if it was not made yet.
    public func value(_ make: () -> Value) -> Value {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        if let value { return value }
        let made = make()
        value = made
        return made
    }

    /// Whether the value was made.
    public var isMade: Bool {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return value != nil
    }
}
