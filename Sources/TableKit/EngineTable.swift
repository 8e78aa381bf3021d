import GameKit

/// An engine behind a table: it applies the player's actions, and says of the events it
/// answers with which refuse (the engine is then unchanged), which end a game or hand, and
/// which leave the table as it was. Engines are pure; a table's module says this of its
/// engine in a conformance, where `GameOver` is known.
public protocol TableEngine {
    associatedtype Action
    associatedtype Event
    /// What happened when the player did `action` at time `now`, in order.
    mutating func apply(_ action: Action, at now: Double) -> [Event]
    /// Whether this event refuses the action (nothing changed).
    func isRefusal(_ event: Event) -> Bool
    /// The game or hand this event ended, asked of the engine as the events left it.
    func gameOver(_ event: Event) -> GameOver?
    /// Whether the table as drawn changes with this event (default: every event that is not a
    /// refusal does).
    func changesTable(_ event: Event) -> Bool
}

extension TableEngine {
    public func changesTable(_ event: Event) -> Bool { !isRefusal(event) }

    /// The answer to events this engine just gave, in the table's words: refused when one
    /// refuses (nothing ended, nothing to redraw); otherwise the games they ended, and a
    /// redraw when one changed the table.
    public func response(to events: [Event], saying messages: [Message]) -> Response {
        if events.contains(where: isRefusal) { return Response(messages, redraw: false, refused: true) }
        return Response(messages, redraw: events.contains(where: changesTable), over: events.compactMap(gameOver))
    }
}

/// The layer in which a game turns its engine's events into messages: a catalog key and typed
/// arguments each, in the order they happened (`<Game>Wording.swift`); engines know no text.
public protocol EventWording {
    associatedtype Event
    /// What the events say, in order (the table as it is after them).
    func messages(_ events: [Event]) -> [Message]
}

/// A table that is one engine and its words: a command becomes an action (`respond`), the
/// events come back as messages, and the response follows from the engine's events.
public protocol EngineTable: GameTable, EventWording where Event == Engine.Event {
    associatedtype Engine: TableEngine
    /// Where the table keeps its engine (a stored property: changed in place, never copied).
    static var engine: WritableKeyPath<Self, Engine> { get }
}

extension EngineTable {
    /// Applies an action to the engine, and answers in the table's words.
    public mutating func respond(_ action: Engine.Action, at now: Double) -> Response {
        let events = self[keyPath: Self.engine].apply(action, at: now)
        return self[keyPath: Self.engine].response(to: events, saying: messages(events))
    }
}
