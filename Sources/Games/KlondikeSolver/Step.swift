import CardKit
import Klondike

/// One step of the search: a move of the game, with what `undo` needs to take it back.
/// The stock and waste are one "talon" in drawing order (see `Search`): a talon move plays
/// the card at an index, which a number of draws brings to the top of the waste.
struct Step {
    enum Kind: UInt8 {
        case stackToFoundation, talonToFoundation, stackToStack, talonToStack, foundationToStack
    }

    var kind: Kind
    /// Stack (from), talon index, or foundation.
    var a: UInt8
    /// Stack (to).
    var b: UInt8 = 0
    /// Cards moved between stacks.
    var n: UInt8 = 1
    // Filled in by `apply`, for `undo` and for the engine's moves.
    var card: UInt8 = 0
    var turned = false
    var oldPointer: UInt8 = 0
    var talonOrigin: UInt8 = 0
}

/// What the last step was for, when it can only have been made to allow one kind of step,
/// which must then come at once. Any winning line can be reordered so that it does: the
/// steps between do not touch the cards concerned, so they can be made first (a card left
/// in the talon stays within reach in draw-1; an emptied stack takes nothing but a king; a
/// card stays home until it is needed). Positions with a need are kept apart in the table.
enum Need: Equatable {
    case none
    /// A talon card was put on this stack (draw-1), or a card came back onto it from a
    /// foundation: it is there to take a card. (For a card from a foundation, the next card
    /// of its foundation may come down too; so may any card from any foundation under any
    /// need, see `generate`, so that allows nothing more.)
    case cover(Int)
    /// A stack was emptied by moving the whole of it (no card under it turned over, none freed
    /// to go home): it is there for a king.
    case king
    /// Part of a run moved off this stack's top card: it is there to go home, take a card,
    /// or move with its own run; the next step starts or ends on this stack. (Not with
    /// `Search.Options.partOnlyForHome`: there the card can go home.)
    case touch(Int)

    var key: UInt64 {
        switch self {
        case .none: 0
        case .cover(let t): Search.mix(0xC0DE_0000 | UInt64(t))
        case .king: Search.mix(0xC0DE_1000)
        case .touch(let t): Search.mix(0xC0DE_3000 | UInt64(t))
        }
    }
}
