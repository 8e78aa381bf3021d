import TableKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// A save file: the table with what is needed to continue it.
struct SaveEnvelope<Table: GameTable>: Codable {
    var version: Int
    var game: GameID
    /// Wall-clock seconds since 1970 when written (which save is the latest).
    var saved: Int
    /// The table's clock when written: a resumed game's timers go on from there.
    var clock: Double
    /// Which snapshot this is: the journal's lines carry it too, and only lines of this
    /// snapshot are replayed on it (absent from files written before the journal: 0).
    var seq: Int?
    /// What the command that wrote this snapshot changed in the statistics (`Tally`), if anything.
    var tally: Tally?
    var table: Table
}

extension SaveEnvelope {
    /// The envelope's JSON around a table already encoded (the table is encoded once a save,
    /// and those bytes also tell whether the game changed since the last one).
    static func bytes(game: GameID, saved: Int, clock: Double, seq: Int, tally: Tally? = nil, table: [UInt8]) -> [UInt8]
    {
        let counted =
            tally.flatMap { $0.isEmpty ? nil : try? Store.compactEncoder.encode($0) }
            .map { "\"tally\":" + String(decoding: $0, as: UTF8.self) + "," } ?? ""
        let head =
            "{\"clock\":\(clock.isFinite ? clock : 0),\"game\":\"\(game.rawValue)\",\"saved\":\(saved),"
            + "\"seq\":\(seq),\(counted)\"version\":\(Store.saveVersion),\"table\":"
        return Array(head.utf8) + table + [UInt8(ascii: "}")]
    }
}

struct SaveMismatch: Error {}

extension GameTable {
    func encodeTable() throws -> [UInt8] { [UInt8](try Store.compactEncoder.encode(self)) }

    func envelope(game: GameID, saved: Int, clock: Double, seq: Int, tally: Tally? = nil, table: [UInt8]) -> [UInt8] {
        SaveEnvelope<Self>.bytes(game: game, saved: saved, clock: clock, seq: seq, tally: tally, table: table)
    }

    func encodeSave(clock: Double, saved: Int, seq: Int = 0) throws -> [UInt8] {
        SaveEnvelope<Self>.bytes(game: id, saved: saved, clock: clock, seq: seq, table: try encodeTable())
    }

    package static func decodeSave(_ data: Data) throws -> Store.SavedGame {
        let envelope = try JSONDecoder().decode(SaveEnvelope<Self>.self, from: data)
        // A file edited by hand (or damaged) into a game that breaks the rules is no save.
        guard envelope.game == id, envelope.clock.isFinite, abs(envelope.clock) <= Store.clockLimit,
            (0...Journal.seqLimit).contains(envelope.seq ?? 0), envelope.table.savedStateProblems().isEmpty
        else { throw SaveMismatch() }
        let seq = envelope.seq ?? 0
        return Store.SavedGame(
            table: envelope.table, clock: envelope.clock, saved: envelope.saved, seq: seq,
            pending: envelope.tally.map { [(SavePosition(seq: seq, n: 0), $0)] } ?? [])
    }

    /// The table after a trip through its save file (the soak test checks it is the same).
    package func roundTrip() throws -> any GameTable {
        let bytes = try encodeSave(clock: 0, saved: 0)
        return try Self.decodeSave(Data(bytes)).table
    }
}
