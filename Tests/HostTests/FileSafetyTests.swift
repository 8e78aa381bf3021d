import Foundation
import Testing

@testable import Host

#if canImport(Glibc)
    import Glibc
#endif

/// Issue 13's findings about files written and read (each test named after its finding,
/// failing on the code before the fix), and the locks sessions share a folder with.
@Suite struct FileSafetyTests {
    private func folder() -> String {
        var template = Array("/tmp/baraja-safety-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    }

    private func contents(_ path: String) -> [UInt8]? { FileManager.default.contents(atPath: path).map { [UInt8]($0) } }

    /// A link planted at the temporary name the old writer used (`FILE.tmp-PID`) is never
    /// followed: its target stays as it was (before: the target was overwritten).
    @Test func finding2_aLinkPlantedAtTheTemporaryNameIsNotFollowed() {
        let root = folder()
        defer { _ = system("rm -rf '\(root)'") }
        let victim = root + "/victim"
        FileManager.default.createFile(atPath: victim, contents: Data("precious".utf8))
        symlink(victim, root + "/deal.txt.tmp-\(getpid())")
        #expect(LiveFileSystem().write(root + "/deal.txt", Array("deal".utf8), mode: 0o644) == nil)
        #expect(contents(victim) == Array("precious".utf8))
        #expect(contents(root + "/deal.txt") == Array("deal".utf8))
    }

    /// A link at the target itself is replaced by the file, never followed.
    @Test func finding6_aLinkAtTheTargetIsReplacedNotFollowed() {
        let root = folder()
        defer { _ = system("rm -rf '\(root)'") }
        let victim = root + "/victim"
        FileManager.default.createFile(atPath: victim, contents: Data("precious".utf8))
        symlink(victim, root + "/history")
        let disk = LiveFileSystem()
        #expect(disk.kind(root + "/history") == .symbolicLink)
        #expect(disk.write(root + "/history", [1], mode: 0o600) == nil)
        #expect(contents(victim) == Array("precious".utf8))
        #expect(disk.kind(root + "/history") == .regular)
    }

    /// The temporary name is random, made anew each write, and no temporary is left behind.
    @Test func temporaryNamesAreRandomAndRemoved() {
        let root = folder()
        defer { _ = system("rm -rf '\(root)'") }
        let disk = LiveFileSystem()
        for n in 0..<5 { #expect(disk.write(root + "/f", [UInt8(n)], mode: 0o600) == nil) }
        #expect(disk.list(root) == ["f"])
        #expect(LiveFileSystem.temporaryOwner("f.tmp-123-00112233aabbccdd") == 123)
        #expect(LiveFileSystem.temporaryOwner("f.tmp-123") == 123, "the older name")
        #expect(LiveFileSystem.temporaryOwner("f.json") == nil && LiveFileSystem.temporaryOwner("f.tmp-x-1") == nil)
    }

    /// A FIFO read never waits for a writer (before: `--deal FIFO`, `solve FIFO` and a FIFO
    /// at statistics.json hung). If it does wait, the test opens the FIFO for writing after
    /// two seconds to let it go, and fails.
    @Test func finding5_aFIFOIsNeverWaitedOn() {
        let root = folder()
        defer { _ = system("rm -rf '\(root)'") }
        let fifo = root + "/statistics.json"
        #expect(mkfifo(fifo, 0o600) == 0)
        final class Box: @unchecked Sendable { var read: FileRead? }
        let box = Box()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.read = LiveFileSystem().read(fifo)
            done.signal()
        }
        if done.wait(timeout: .now() + 2) == .timedOut {
            Issue.record("reading a FIFO waited for a writer")
            let fd = open(fifo, O_WRONLY | O_NONBLOCK)
            if fd >= 0 { close(fd) }
            done.wait()
        }
        #expect(box.read == .unreadable)
        #expect(LiveFileSystem().kind(fifo) == .fifo)
        #expect(LiveFileSystem().read("/dev/zero") == .unreadable, "a device is not a file")
    }

    /// A full disk or quota is said as such (before: "not writable").
    @Test func finding10_aFullDiskIsReportedAsSuch() {
        #expect(LiveFileSystem.problem(ENOSPC) == .full)
        #expect(LiveFileSystem.problem(EDQUOT) == .full)
        #expect(LiveFileSystem.problem(EACCES) == .denied)
    }

    @Test func kindsAreNamed() {
        let root = folder()
        defer { _ = system("rm -rf '\(root)'") }
        let disk = LiveFileSystem()
        #expect(disk.kind(root) == .folder)
        #expect(disk.kind(root + "/none") == .missing)
        #expect(disk.kind("/dev/null") == .characterDevice)
        FileManager.default.createFile(atPath: root + "/f", contents: Data())
        #expect(disk.kind(root + "/f") == .regular)
        #expect(MemoryFileSystem(files: ["/m/f": []]).kind("/m/f") == .regular)
    }

    // MARK: Locks

    /// A lock held elsewhere (another open file description: another process, or another
    /// session in this one) is waited on for at most the time given, then reported busy.
    @Test func aLockIsExclusiveAndItsWaitIsBounded() {
        let root = folder()
        defer { _ = system("rm -rf '\(root)'") }
        let disk = LiveFileSystem()
        guard case .held(let first) = disk.lock(root + "/a.lock", wait: 0) else {
            Issue.record("no lock")
            return
        }
        let start = Platform.monotonicSeconds()
        guard case .busy = disk.lock(root + "/a.lock", wait: 0.2) else {
            Issue.record("two held the same lock")
            return
        }
        let waited = Platform.monotonicSeconds() - start
        #expect(waited >= 0.19 && waited < 2, "waited \(waited) s")
        first.release()
        guard case .held = disk.lock(root + "/a.lock", wait: 0) else {
            Issue.record("a released lock could not be taken again")
            return
        }
    }

    /// A lock file that is a FIFO, a folder or a link is not used (and never waited on).
    @Test func aLockFileThatIsNotAFileIsUnavailable() {
        let root = folder()
        defer { _ = system("rm -rf '\(root)'") }
        mkfifo(root + "/fifo.lock", 0o600)
        mkdir(root + "/dir.lock", 0o700)
        symlink(root + "/elsewhere", root + "/link.lock")
        let disk = LiveFileSystem()
        for name in ["fifo.lock", "dir.lock", "link.lock"] {
            if case .unavailable = disk.lock(root + "/" + name, wait: 0) {} else { Issue.record("\(name) was used") }
        }
        #expect(!FileManager.default.fileExists(atPath: root + "/elsewhere"), "the link was followed")
    }

    @Test func memoryLocksContendLikeTheDisk() {
        let memory = MemoryFileSystem()
        guard case .held(let lock) = memory.lock("/l", wait: 1) else {
            Issue.record("no lock")
            return
        }
        if case .busy = memory.lock("/l", wait: 1) {} else { Issue.record("two held it") }
        lock.release()
        if case .held = memory.lock("/l", wait: 0) {} else { Issue.record("not let go") }
    }
}
