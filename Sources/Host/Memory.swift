#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension Platform {
    /// The memory of the machine the process runs on, in bytes: its physical memory, or the
    /// memory limit of the process's control group when that is lower (a container's share),
    /// or its limit of address space (`ulimit -v`) when that is lower still: the memory the
    /// process can have. Nil when the system does not say.
    public static var machineMemory: Int? {
        let pages = sysconf(Int32(_SC_PHYS_PAGES))
        let pageSize = sysconf(Int32(_SC_PAGESIZE))
        guard pages > 0, pageSize > 0 else { return nil }
        let (physical, overflow) = pages.multipliedReportingOverflow(by: pageSize)
        var bytes = overflow ? Int.max : physical
        if let group = controlGroupLimit(), group > 0 { bytes = min(bytes, group) }
        if let space = addressSpaceLimit(), space > 0 { bytes = min(bytes, space) }
        return bytes
    }

    /// The process's limit of address space (`ulimit -v`, `RLIMIT_AS`); nil when none is set.
    static func addressSpaceLimit() -> Int? {
        var limit = rlimit()
        #if canImport(Glibc)
            guard getrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit) == 0 else { return nil }
        #else
            guard getrlimit(RLIMIT_AS, &limit) == 0 else { return nil }
        #endif
        // No limit is the largest value (RLIM_INFINITY, which Swift does not import).
        guard limit.rlim_cur != rlim_t.max, limit.rlim_cur <= rlim_t(Int.max) else { return nil }
        return Int(limit.rlim_cur)
    }

    /// The memory limit of the process's control group (version 2's `memory.max`, version 1's
    /// `memory.limit_in_bytes`), at the group's own folder or the root's; nil when none is set
    /// ("max", or version 1's page-rounded `Int.max`) or none can be read.
    static func controlGroupLimit() -> Int? {
        var folders: [String] = []
        for line in (smallFile("/proc/self/cgroup") ?? "").split(separator: "\n") {
            let parts = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, !parts[2].includes("..") else { continue }
            if parts[1].isEmpty { folders.append("/sys/fs/cgroup\(parts[2])/memory.max") }
            if parts[1].split(separator: ",").contains("memory") {
                folders.append("/sys/fs/cgroup/memory\(parts[2])/memory.limit_in_bytes")
            }
        }
        folders += ["/sys/fs/cgroup/memory.max", "/sys/fs/cgroup/memory/memory.limit_in_bytes"]
        let limits = folders.compactMap { path -> Int? in
            guard let text = smallFile(path), let value = Int(text.filter { !$0.isWhitespace }) else { return nil }
            // Version 1 says "no limit" with the largest page-rounded number.
            return value > 0 && value < Int.max / 2 ? value : nil
        }
        return limits.min()
    }

    /// A small text file of the system's (at most 4 KB read), or nil.
    private static func smallFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_NOFOLLOW)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, 4096) }
        guard n > 0 else { return nil }
        return String(decoding: buffer[0..<n], as: UTF8.self)
    }
}
