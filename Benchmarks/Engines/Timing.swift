#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Seconds on a steady clock.
func now() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_MONOTONIC, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// Seconds of CPU time this thread has used: on a machine shared with other work, a
/// figure that leaves out the time the thread waited for a core.
func cpuNow() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}

/// The median of several timed runs of `body`, in seconds.
func medianTime(runs: Int, _ body: () -> Void) -> Double { median(runs: runs, clock: now, body) }

/// The median CPU time of several runs of `body`, in seconds.
func medianCPUTime(runs: Int, _ body: () -> Void) -> Double { median(runs: runs, clock: cpuNow, body) }

/// The median of several runs of `body` timed by `clock`.
private func median(runs: Int, clock: () -> Double, _ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = clock()
        body()
        times.append(clock() - start)
    }
    return times.sorted()[times.count / 2]
}

/// Keeps a result alive so the optimizer cannot drop the work that made it.
@inline(never) func keep<T>(_ value: T) { withExtendedLifetime(value) {} }

/// An environment variable, if set.
func environment(_ name: String) -> String? { getenv(name).map { String(cString: $0) } }
