import TableKit

/// Each table's clock, kept from the session's: a resumed game's timers go on where they were,
/// and the time spent away from a table (the lobby, another game, a lesson) is taken out.
struct TableClocks {
    /// Each table's clock minus the session's.
    private(set) var offsets: [GameID: Double] = [:]
    /// The session's clock when the player left each table still waiting.
    private(set) var awaySince: [GameID: Double] = [:]

    /// The table's clock when the session's reads `now`.
    func time(of game: GameID, at now: Double) -> Double { now + (offsets[game] ?? 0) }

    /// The table's clock reads `time` when the session's reads `now` (a saved game taken up).
    mutating func set(_ game: GameID, to time: Double, at now: Double) { offsets[game] = time - now }

    /// The table is at hand now, not waiting for the player to come back.
    mutating func atHand(_ game: GameID) { awaySince[game] = nil }

    /// Whether going from one table (or none) to another needs the session's clock read: only
    /// when a table is left, or one left earlier is come back to.
    func changes(from before: GameID?, to after: GameID?) -> Bool {
        before != after && (before != nil || after.map { awaySince[$0] != nil } == true)
    }

    /// From one table (or none) to another, the session's clock reading `now`: the table left
    /// stops its clock, the one come back to goes on from where it stopped.
    mutating func move(from before: GameID?, to after: GameID?, at now: Double) {
        if let before { awaySince[before] = now }
        if let after, let left = awaySince.removeValue(forKey: after) {
            offsets[after, default: 0] -= max(0, now - left)
        }
    }
}
