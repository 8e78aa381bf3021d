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
        #expect(FileManager.default.createFile(atPath: victim, contents: Data("precious".utf8)))
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
        #expect(FileManager.default.createFile(atPath: victim, contents: Data("precious".utf8)))
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
        #expect(LiveFileSystem.temporaryOwner("f.baraja-tmp-123-00112233aabbccdd") == 123)
        let name = LiveFileSystem.temporaryName(for: "/x/f.json")
        #expect(name.hasPrefix("/x/f.json.baraja-tmp-\(getpid())-"))
        #expect(LiveFileSystem.temporaryOwner(String(name.dropFirst(3))) == getpid())
        // Names another program may well use are not baraja's.
        for other in [
            "f.tmp-123-00112233aabbccdd", "f.tmp-123", "f.json", "f.tmp-x-1", ".baraja-tmp-123-00112233aabbccdd",
            "f.baraja-tmp-123", "f.baraja-tmp-123-00112233AABBCCDD", "f.baraja-tmp-12a-00112233aabbccdd",
            "f.baraja-tmp-123-00112233aabbccdd-2", "f.baraja-tmp--123-00112233aabbccdd",
        ] {
            #expect(LiveFileSystem.temporaryOwner(other) == nil, "\(other)")
        }
    }

    /// The start-up sweep removes only temporary files whose names baraja makes (before: any
    /// `*.tmp-PID` of a process that is gone, `thesis.tmp-99999` included, even through a
    /// symlinked folder), and never through a link: neither a folder that is a link nor a link
    /// named like a temporary file.
    @Test func finding22_theSweepRemovesOnlyBarajasOwnTemporaries() {
        let root = folder()
        defer { _ = system("rm -rf '\(root)'") }
        let disk = LiveFileSystem()
        let dead = "999999999"
        let ours = "statistics.json.baraja-tmp-\(dead)-00112233aabbccdd"
        for name in ["thesis.tmp-99999", "notes.txt.tmp-\(dead)", "stale.json.tmp-\(dead)-00112233aabbccdd", ours] {
            #expect(FileManager.default.createFile(atPath: root + "/" + name, contents: Data("x".utf8)))
        }
        // A link named as baraja names its temporaries, to a file elsewhere: the link is not removed.
        #expect(FileManager.default.createFile(atPath: root + "/victim", contents: Data("precious".utf8)))
        symlink(root + "/victim", root + "/other.json.baraja-tmp-\(dead)-00112233aabbccdd")
        // A folder elsewhere reached through a symlinked saves folder: left alone.
        mkdir(root + "/elsewhere", 0o700)
        let far = root + "/elsewhere/thesis.json.baraja-tmp-\(dead)-00112233aabbccdd"
        #expect(FileManager.default.createFile(atPath: far, contents: Data("x".utf8)))
        #expect(FileManager.default.createFile(atPath: root + "/elsewhere/thesis.tmp-99999", contents: Data("x".utf8)))
        symlink(root + "/elsewhere", root + "/saves")
        disk.removeStaleTemporaries(in: root)
        disk.removeStaleTemporaries(in: root + "/saves")
        #expect(
            disk.list(root)?.sorted() == [
                "elsewhere", "notes.txt.tmp-\(dead)", "other.json.baraja-tmp-\(dead)-00112233aabbccdd", "saves",
                "stale.json.tmp-\(dead)-00112233aabbccdd", "thesis.tmp-99999", "victim",
            ])
        #expect(disk.list(root + "/elsewhere")?.count == 2, "nothing removed through the symlinked folder")
        #expect(contents(root + "/victim") == Array("precious".utf8))
    }

    /// A FIFO, a folder or a link at a lock file's name is moved aside and a lock file made in
    /// its place, so that locking goes on (before: the lock was `.unavailable` and every
    /// session went on without it). Two sessions then contend for the same lock file.
    @Test func finding18_somethingElseAtALockNameIsMovedAsideAndLockingGoesOn() throws {
        let root = folder()
        defer { _ = system("rm -rf '\(root)'") }
        let disk = LiveFileSystem()
        let cases: [(String, FileKind, () -> Void)] = [
            ("fifo.lock", .fifo, { mkfifo(root + "/fifo.lock", 0o600) }),
            ("folder.lock", .folder, { mkdir(root + "/folder.lock", 0o700) }),
            ("link.lock", .symbolicLink, { symlink(root + "/nowhere", root + "/link.lock") }),
        ]
        for (name, kind, make) in cases {
            make()
            let path = root + "/" + name
            #expect(disk.kind(path) == kind)
            guard case .held(let first) = disk.lock(path, wait: 0) else {
                Issue.record("\(name): no lock taken")
                continue
            }
            #expect(first.movedAside?.kind == kind, "\(name)")
            #expect(disk.kind(path) == .regular, "\(name)")
            if let aside = first.movedAside?.path {
                #expect(aside.hasPrefix(path + ".corrupt-") && disk.kind(aside) == kind, "\(name): \(aside)")
            }
            guard case .busy = disk.lock(path, wait: 0) else {
                Issue.record("\(name): a second lock was not refused while the first is held")
                continue
            }
            first.release()
            guard case .held(let again) = disk.lock(path, wait: 0) else {
                Issue.record("\(name): the lock file made was not usable again")
                continue
            }
            #expect(again.movedAside == nil)
        }
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
        #expect(FileManager.default.createFile(atPath: root + "/f", contents: Data()))
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

    /// A lock file that is a FIFO, a folder or a link is never used as one (never waited on,
    /// never followed): it is moved aside, and the lock is a regular file made in its place.
    @Test func aLockFileThatIsNotAFileIsNeverUsedNorFollowed() {
        let root = folder()
        defer { _ = system("rm -rf '\(root)'") }
        mkfifo(root + "/fifo.lock", 0o600)
        mkdir(root + "/dir.lock", 0o700)
        symlink(root + "/elsewhere", root + "/link.lock")
        let disk = LiveFileSystem()
        for name in ["fifo.lock", "dir.lock", "link.lock"] {
            guard case .held(let lock) = disk.lock(root + "/" + name, wait: 0), lock.movedAside != nil else {
                Issue.record("\(name) was not replaced")
                continue
            }
            #expect(disk.kind(root + "/" + name) == .regular)
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
