import Testing

@testable import Host

#if canImport(Glibc)
    import Glibc
#endif

/// The two file systems behind the store and the files a player names: the same answers to
/// the same questions, the disk's for real.
@Suite struct FileSystemTests {
    /// A fresh folder under the system's temporary folder.
    private func folder() -> String {
        var template = Array("/tmp/baraja-files-XXXXXX".utf8CString)
        return template.withUnsafeMutableBufferPointer { String(cString: mkdtemp($0.baseAddress!)) }
    }

    /// What both must do alike, asked of a folder in each.
    private func behavesLikeAFileSystem(_ files: any FileSystem, in root: String) {
        #expect(files.makeDirectories(root + "/a/b"))
        #expect(files.read(root + "/a/b/x.json") == .missing)
        #expect(files.write(root + "/a/b/x.json", [1, 2, 3], mode: 0o600) == nil)
        #expect(files.read(root + "/a/b/x.json") == .bytes([1, 2, 3]))
        #expect(files.read(root + "/a/b/x.json", limit: 2) == .unreadable, "bigger than the limit")
        #expect(files.read(root + "/a/b") == .unreadable, "a folder is no file")
        #expect(files.write(root + "/a/b", [1], mode: 0o600) == .isFolder)
        #expect(files.write(root + "/a/b/x.json", [4], mode: 0o600) == nil, "replaced whole")
        #expect(files.read(root + "/a/b/x.json") == .bytes([4]))
        #expect(files.exists(root + "/a/b/x.json") && files.exists(root + "/a/b"))
        #expect(files.list(root + "/a/b") == ["x.json"], "no temporary file left")
        #expect(files.rename(root + "/a/b/x.json", to: root + "/a/b/y.json"))
        #expect(!files.exists(root + "/a/b/x.json") && files.read(root + "/a/b/y.json") == .bytes([4]))
        #expect(!files.rename(root + "/a/b/none", to: root + "/a/b/z"))
        #expect(files.remove(root + "/a/b/y.json") && !files.remove(root + "/a/b/y.json"))
        #expect(files.list(root + "/a/b") == [])
        #expect(files.write(root + "/a/c", [9], mode: 0o600) == nil)
        #expect(!files.makeDirectories(root + "/a/c/d"), "a file is in the way")
    }

    @Test func theDiskAndMemoryAnswerAlike() {
        let root = folder()
        defer { _ = system("rm -rf '\(root)'") }
        behavesLikeAFileSystem(LiveFileSystem(), in: root)
        behavesLikeAFileSystem(MemoryFileSystem(), in: "/m")
    }

    @Test func theDiskSaysWhyAWriteFailed() {
        let root = folder()
        defer { _ = system("rm -rf '\(root)'") }
        let disk = LiveFileSystem(environment: ["HOME": "/home/x"])
        #expect(disk.write(root + "/none/deal.txt", [1], mode: 0o644) == .noFolder)
        #expect(disk.absolutePath("~/d.txt") == "/home/x/d.txt")
        #expect(disk.absolutePath("/a/b") == "/a/b")
        #expect(disk.absolutePath("./d.txt").hasSuffix("/d.txt") && disk.absolutePath("d.txt").hasPrefix("/"))
    }

    /// A temporary file left by a process that is gone is removed; one of a process still
    /// running (this one) stays.
    @Test func staleTemporariesOfDeadProcessesAreRemoved() {
        let root = folder()
        defer { _ = system("rm -rf '\(root)'") }
        let disk = LiveFileSystem()
        #expect(disk.write(root + "/stale.json.baraja-tmp-999999999-00112233aabbccdd", [1], mode: 0o600) == nil)
        #expect(disk.write(root + "/mine.json.baraja-tmp-\(getpid())-00112233aabbccdd", [1], mode: 0o600) == nil)
        disk.removeStaleTemporaries(in: root)
        #expect(disk.list(root)?.sorted() == ["mine.json.baraja-tmp-\(getpid())-00112233aabbccdd"])
    }

    @Test func memoryCanRefuseWritesAsADiskWould() {
        let memory = MemoryFileSystem(files: ["/d/x": [1]])
        memory.unwritable = true
        #expect(memory.write("/d/y", [2], mode: 0o600) == .denied)
        #expect(!memory.makeDirectories("/e"))
        #expect(!memory.rename("/d/x", to: "/d/z"))
        #expect(memory.read("/d/x") == .bytes([1]))
        #expect(memory.absolutePath("a/b.txt") == "a/b.txt", "a path is taken as typed")
    }
}
