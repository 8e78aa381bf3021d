import Console
import GameKit
import TableKit

/// What the soak, fuzz and property tests ask of a session.
extension Session {
    /// Every game's invariant problems, each named by game.
    public func invariantProblems() -> [String] {
        games.ids.flatMap { game in
            tables[game].map { t in t.invariantProblems().map { "\(game.rawValue): \($0)" } } ?? []
        }
    }

    /// Games that would not come back the same from their save file: each table is encoded,
    /// decoded and encoded again, and the two encodings must be equal.
    public func saveRoundTripProblems() -> [String] {
        games.ids.compactMap { game -> String? in
            guard let table = tables[game] else { return nil }
            do {
                let again = try table.roundTrip()
                let first = try Store.encoder.encode(AnyTable(table))
                let second = try Store.encoder.encode(AnyTable(again))
                return first == second ? nil : "\(game.rawValue): the table changed on its way through the save file"
            } catch {
                return "\(game.rawValue): \(error)"
            }
        }
    }
}

/// Any table, encodable (for comparisons in tests).
struct AnyTable: Encodable {
    let table: any GameTable
    init(_ table: any GameTable) { self.table = table }
    func encode(to encoder: Encoder) throws { try table.encode(to: encoder) }
}
