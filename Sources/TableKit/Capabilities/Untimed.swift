/// A game whose length says nothing of how it was played (poker's hands, decided by cards and
/// chips): its record keeps no best time, and `stats` shows none, even one an older
/// statistics file holds.
public protocol Untimed: GameTable {}

extension Untimed {
    public static var isUntimed: Bool { true }
}
