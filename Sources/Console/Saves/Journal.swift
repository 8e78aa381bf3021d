import GameKit
import Host
import TableKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A game's save is two files:
///
///     saves/<game>.json       a snapshot: the table, its clock, and `seq`, which snapshot it is
///     saves/<game>.journal    a JSON line per command that changed the game since then:
///                             {"argument":"3 7","clock":12.5,"command":"move","n":4,"saved":…,"seq":7}
///
/// A command appends one line, in the file before the next prompt (a kill of the process loses
/// nothing it wrote); the line is also flushed to the disk (`fdatasync`) when it is the game's
/// first in this wall-clock second, and every game's last lines are when the session ends, so
/// an outage of the machine loses at most the last second's commands while a fast script does
/// not wait for the disk at each line (as a database's "sync every second"). The snapshot is
/// written again (safely: temporary file, flush, rename) once the journal has grown as big as
/// it, then the journal restarts empty. Saving a command thus costs the same however long the
/// game: a line, and now and then a snapshot whose cost is spread over as many bytes of lines.
/// Only lines of the snapshot's `seq` are replayed, in order (`n` from 1), so a kill at any
/// instant leaves a usable pair: during an append, a torn last line (that command is lost);
/// between the new snapshot and the journal's restart, lines of the old `seq` (ignored: the
/// snapshot has them). Loading replays the lines through the table, which is the check: a line
/// the rules refuse (or that is not a line) ends the replay there, the player is told, and
/// the rest is kept aside in `<game>.journal.corrupt-<UTC time>`.
struct Journal {
    /// The snapshot the lines belong to.
    var seq: Int
    /// Lines written since it.
    var count: Int
    var bytes: Int
    /// The snapshot's size: the journal is compacted once it is as big (at least `floor`).
    var snapshotBytes: Int

    static let floor = 4096
    /// The highest snapshot number a save may carry (a file beyond it is not baraja's): far
    /// more snapshots than a game could ever write, and `seq + 1` never overflows.
    static let seqLimit = 1 << 52

    var isFull: Bool { bytes >= max(Self.floor, snapshotBytes) }
    /// The wall-clock second of the last line flushed to the disk.
    var syncedAt: Int?
    /// Lines written since then that are not on the disk yet.
    var unsynced = false
}

/// One line of a journal: what replay needs.
struct JournalLine: Codable, Equatable {
    var seq: Int
    /// 1 for the first line after the snapshot.
    var n: Int
    var command: String
    /// Already resolved (`real`, `3 7`), as the table was given it.
    var argument: String?
    /// The table's clock.
    var clock: Double
    /// Wall-clock seconds when written (which save is the latest).
    var saved: Int
    /// What the command changed in the statistics, when it did (`Tally`).
    var tally: Tally?

    var encoded: [UInt8] { ((try? Store.compactEncoder.encode(self)).map { [UInt8]($0) } ?? []) + [0x0A] }
}

extension Store {
    /// The save version: 2 has `seq` and a journal beside it (and Klondike's steps).
    public static let saveVersion = 2

    /// A saved game, decoded and its journal replayed: the table, the table's clock when
    /// saved, the wall-clock time, and which snapshot it came from.
    package struct SavedGame {
        package var table: any GameTable
        var clock: Double
        var saved: Int
        var seq: Int
        /// The statistics' changes the save holds (the snapshot's, then each line's), by place.
        var pending: [(SavePosition, Tally)] = []
    }

    /// The table's clock, in seconds, a save may hold at most either way (a file beyond it is
    /// not baraja's): thousands of years, and far from where seconds stop fitting an Int.
    static let clockLimit = 1e11

    /// The saved game, if there is one that can be used (a bad one is set aside and reported).
    /// What its save holds for the statistics that they have not counted yet (a kill came
    /// between the two) is counted now.
    package func savedGame(_ type: any GameTable.Type) -> SavedGame? {
        let name = Self.saveFile(type.id)
        guard var game = load(name, newest: Self.saveVersion, decode: { data in try type.decodeSave(data) })
        else { return nil }
        replayJournal(of: type.id, onto: &game)
        countPending(game.pending, of: type.id)
        return game
    }

    /// Counts the tallies of a save placed after what the statistics have counted for the
    /// game, under the statistics' lock, while this session holds the game (a session that has
    /// it open counts its own; this one waits its turn).
    func countPending(_ pending: [(SavePosition, Tally)], of id: GameID) {
        guard !pending.isEmpty, canWrite else { return }
        let held = claims[id] != nil
        guard held || claim(id) else { return }
        defer { if !held { release(id) } }
        underLock(Self.statisticsLock) {
            refresh(Self.statisticsFile, as: Statistics.self) { statistics = $0 }
            let mark = statistics.counted[id.rawValue]
            let due = pending.filter { entry in mark.map { entry.0 > $0 } ?? true }
            guard let last = due.last?.0 else { return }
            for (_, tally) in due { statistics.apply(tally, to: id.rawValue) }
            statistics.counted[id.rawValue] = last
            write(statistics, to: Self.statisticsFile)
        }
    }

    /// Saves the game after a command that may have changed it (nil: a fresh game, or steps
    /// walked through): a journal line when it can, else a snapshot. What the command changed
    /// in the statistics goes with it; the place it was written is returned (nil: not written).
    @discardableResult
    package func save(
        _ table: any GameTable, clock: Double, command: CommandID?, argument: String?, tally: Tally? = nil
    )
        -> SavePosition?
    {
        let id = table.id
        let tally = tally.flatMap { $0.isEmpty ? nil : $0 }
        guard canWrite, !untouchable.contains(Self.saveFile(id)), owns(id) else { return nil }
        // Unchanged (a hint that costs nothing): nothing to write. Told by the encoding, while
        // it is small (under `compareLimit`, a cost that does not grow); a bigger table (a long
        // Klondike game) journals every command the rules accept, which replays the same.
        var state: [UInt8]?
        let changed = type(of: table).asSavingWhole?.changesWithEveryCommand ?? false
        if !changed, tally == nil, (lastSavedTable[id]?.count ?? 0) < Self.compareLimit {
            state = try? table.encodeTable()
            if state != nil, state == lastSavedTable[id] { return nil }
        }
        if let command, var journal = journals[id], !journal.isFull,
            !(table.asSavingWhole?.savesWhole(after: command, word: argument) ?? false),
            let appending = files.appending
        {
            journal.count += 1
            let now = wallClock()
            let line = JournalLine(
                seq: journal.seq, n: journal.count, command: command.rawValue, argument: argument, clock: clock,
                saved: now, tally: tally
            ).encoded
            let sync = journal.syncedAt != now || tally != nil
            if appending.append(path(Self.journalFile(id)), line, sync: sync) == nil {
                journal.bytes += line.count
                if sync { journal.syncedAt = now }
                journal.unsynced = !sync
                journals[id] = journal
                if let state { lastSavedTable[id] = state }
                return SavePosition(seq: journal.seq, n: journal.count)
            }
        }
        return snapshot(table, clock: clock, tally: tally)
    }

    /// Writes the table whole with the next `seq` (and what the command that made it changed
    /// in the statistics), then restarts its journal. The place written, nil when it was not.
    @discardableResult
    package func snapshot(_ table: any GameTable, clock: Double, tally: Tally? = nil) -> SavePosition? {
        let id = table.id
        // Another session's game, or one kept for later: its save is left as it is.
        guard owns(id) else { return nil }
        guard let state = try? table.encodeTable() else { return nil }
        let seq = nextSeq(id)
        let bytes = table.envelope(game: id, saved: wallClock(), clock: clock, seq: seq, tally: tally, table: state)
        journals[id] = nil
        guard write(bytes: bytes, to: Self.saveFile(id)) else { return nil }
        lastSavedTable[id] = state
        // The old lines (the snapshot before) go; a kill before this leaves them, ignored.
        guard files.write(path(Self.journalFile(id)), [], mode: 0o600) == nil else {
            return SavePosition(seq: seq, n: 0)
        }
        journals[id] = Journal(seq: seq, count: 0, bytes: 0, snapshotBytes: bytes.count)
        return SavePosition(seq: seq, n: 0)
    }

    /// Every journal's last lines to the disk (the session ends).
    func syncJournals() {
        guard let appending = files.appending else { return }
        for (id, journal) in journals where journal.unsynced {
            _ = appending.append(path(Self.journalFile(id)), [], sync: true)
            journals[id]?.unsynced = false
        }
    }

    /// The seq after the game's last one: this session's, or what is on the disk (the
    /// snapshot's and the journal's, so that no line on the disk matches the new snapshot).
    private func nextSeq(_ id: GameID) -> Int {
        if let known = knownSeq[id] {
            let next = min(known, Journal.seqLimit - 1) + 1
            knownSeq[id] = next
            return next
        }
        // Past the place the statistics have counted too: a save made anew (its files removed)
        // never has endings the statistics take for counted.
        var highest = statistics.counted[id.rawValue]?.seq ?? 0
        if case .bytes(let bytes) = files.read(path(Self.saveFile(id))),
            let probe = try? JSONDecoder().decode(SeqProbe.self, from: Data(bytes))
        {
            highest = max(highest, min(probe.seq ?? 0, Journal.seqLimit - 1))
        }
        if case .bytes(let bytes) = files.read(path(Self.journalFile(id))) {
            for line in bytes.split(separator: 0x0A) {
                if let probe = try? JSONDecoder().decode(SeqProbe.self, from: Data(line)) {
                    highest = max(highest, min(probe.seq ?? 0, Journal.seqLimit - 1))
                }
            }
        }
        let next = min(max(highest, 0), Journal.seqLimit - 1) + 1
        knownSeq[id] = next
        return next
    }

    /// Tables whose encoding is smaller are compared with the last save (Klondike's grows
    /// with the game: it is not encoded after every command).
    static let compareLimit = 4096

    // MARK: Replay

    /// Plays the journal's lines of this snapshot on the game. Stops at a line that cannot be
    /// read or that the rules refuse (told, the journal kept aside, the game as replayed
    /// written as a fresh snapshot), and at a line baraja would not have written: a command
    /// the game does not have, a line longer than any command line, a command that changed
    /// nothing twice in a row (a line is written when the table changed, and after a resume
    /// an older baraja wrote the first command whatever it did). The table is changed in
    /// place, never copied a line (replay is linear in the lines); a stop replays the lines
    /// accepted once more from the snapshot, to leave out what the stopping line did.
    func replayJournal(of id: GameID, onto game: inout SavedGame) {
        let name = Self.journalFile(id)
        knownSeq[id] = max(knownSeq[id] ?? 0, game.seq)
        let bytes: [UInt8]
        switch files.read(path(name)) {
        case .missing: return
        case .unreadable:
            setAside(name, reason: "unreadable")
            return
        case .bytes(let read): bytes = read
        }
        var lines = bytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        // What follows the last line break is a line cut short by a kill: that command is lost.
        let torn = !(lines.last?.isEmpty ?? true)
        lines.removeLast()
        let type = type(of: game.table)
        // A line names a command by its id; the game's own and the shared ones never share an id.
        let commands = Dictionary(
            Self.journalCommands(of: game.table).map { ($0.rawValue, $0) }, uniquingKeysWith: { first, _ in first })
        // Lines are written only when the table changed, for a table small enough to compare
        // (`save`): there, an unchanged table after a line is looked at.
        let compares = !(type.asSavingWhole?.changesWithEveryCommand ?? false)
        var encoding = compares ? (try? game.table.encodeTable()) : nil
        var unchangedBefore = false
        let start = game.table
        var table = game.table
        var accepted: [JournalLine] = []
        var pending: [(SavePosition, Tally)] = []
        var expected = 1
        var stop: (line: Int, command: String)?
        for raw in lines {
            guard raw.count <= Self.lineLimit,
                let line = try? JSONDecoder().decode(JournalLine.self, from: Data(raw)),
                (0...Journal.seqLimit).contains(line.seq)
            else {
                if stop == nil { stop = (expected, String(decoding: raw.prefix(80), as: UTF8.self)) }
                break
            }
            knownSeq[id] = max(knownSeq[id] ?? 0, line.seq)
            guard line.seq == game.seq else { continue }  // of an earlier snapshot
            guard stop == nil else { continue }
            guard line.n == expected, line.clock.isFinite, abs(line.clock) <= Self.clockLimit,
                let command = commands[line.command]
            else {
                stop = (expected, Self.shown(line))
                continue
            }
            let response = table.carryOut(command, word: line.argument, at: line.clock)
            var fits = !response.refused && table.invariantProblems().isEmpty
            if fits, let tally = line.tally {
                // What the line says it counted is what the rules give again.
                fits = tally == Tally(over: response.over, rebuys: response.rebuys)
            }
            if fits, let before = encoding, before.count < Self.compareLimit {
                let after = try? table.encodeTable()
                let unchanged = after == before
                fits = !(unchanged && unchangedBefore)
                unchangedBefore = unchanged
                encoding = after
            }
            guard fits else {
                stop = (expected, Self.shown(line))
                continue
            }
            if let tally = line.tally { pending.append((SavePosition(seq: line.seq, n: line.n), tally)) }
            accepted.append(line)
            expected += 1
        }
        if stop != nil {
            // The stopping line may have changed the table before it was refused: the accepted
            // lines once more on the snapshot, as they went the first time.
            table = start
            for line in accepted {
                if let command = commands[line.command] {
                    _ = table.carryOut(command, word: line.argument, at: line.clock)
                }
            }
        }
        game.table = table
        if let last = accepted.last {
            game.clock = last.clock
            game.saved = max(game.saved, accepted.map(\.saved).max() ?? game.saved)
        }
        game.pending += pending
        guard let stop else {
            // Replayed whole: later commands go on appending (after a torn line, a snapshot first).
            if !torn, canWrite {
                journals[id] = Journal(
                    seq: game.seq, count: expected - 1, bytes: bytes.count,
                    snapshotBytes: written[Self.saveFile(id)]?.count ?? 0)
                // What the next command is compared with: the table as replayed.
                lastSavedTable[id] = compares ? encoding.flatMap { $0.count < Self.compareLimit ? $0 : nil } : nil
            }
            return
        }
        // Kept for the player (its bytes), and the game as far as it went written anew.
        let file = path(name)
        let aside = "\(file).corrupt-\(stamp())"
        let kept = !files.exists(aside) && files.rename(file, to: aside)
        notices.append(
            Message(
                "store.journal.stopped", .verbatim(path(Self.saveFile(id))), .int(stop.line - 1),
                .verbatim(stop.command), .verbatim(kept ? aside : file), count: stop.line - 1))
        if kept { snapshot(game.table, clock: game.clock) }
    }

    /// A journal line is at most a command line and what goes around it.
    static let lineLimit = 4096 + 512

    /// The commands a journal of this table may hold: the game's own, those of every game,
    /// and what the coach writes in their place.
    static func journalCommands(of table: any GameTable) -> Set<CommandID> {
        var ids = Set(type(of: table).commands.map(\.id) + [.new, .shake, .hint])
        if let coaching = table.asCoaching { ids.formUnion(ids.map { coaching.journalCommand(coaching: $0) }) }
        return ids
    }

    /// A line as the player would have typed it: the command and its argument.
    private static func shown(_ line: JournalLine) -> String {
        [line.command, line.argument].compactMap { $0 }.joined(separator: " ")
    }
}

/// Just the `seq` of a snapshot or a journal line.
private struct SeqProbe: Decodable { var seq: Int? }
