extension Search {
    /// The prunings, all sound; tests turn them off to check that they change no verdict.
    struct Options: Equatable {
        /// A step that only prepares another must be followed by it at once (see `Need`).
        var coverRule = true
        /// Positions `isDeadlocked` proves lost are not searched.
        var deadlocks = true
        /// The relaxation is not asked after a step that surely keeps it as it was
        /// (`keepsHomeReach`): the same positions searched, faster. Off only in tests.
        var quickReach = true
        /// A position with a need (see `Need`) is not searched when the same position without
        /// one is in the table: the need only takes steps away. Off only in tests.
        var skipNeedWhenKnown = true
        /// Move order: the talon onto the stacks before the runs that turn face-down cards.
        var talonFirst = false
        /// Part of a run moves only when the card under it can then go home (Solvitaire's
        /// and Klondike-Solver's rule). It loses no win: the part's first card x, of rank
        /// r − 1, lies on C and fits on only one other card, C's twin C′ (rank r, the same
        /// colour), so the move takes x's run from C to C′. Leave such a move out of a winning
        /// line and play the rest with the twins' loads exchanged (what the line puts on or
        /// takes from the one, put on or take from the other: they take the same cards). The
        /// positions differ only in which twin carries the load until the line moves the load
        /// back to the other (then they are the same: leave that move out too) or sends C or C′
        /// home: then first move the load across, a move that leaves on top a card that goes
        /// home at once, allowed. Every other move stays what it was (the same card left on
        /// top, the same foundations, the same kings and empty stacks; a safe card's two takers
        /// are home, so neither twin carries anything when one is safe), so the line has one
        /// move fewer against the rule; repeat until none is left.
        ///
        /// With `coverRule` too (the "at once" rules of `Need`, but not `Need.touch`, whose
        /// reordering delays a move of part of a run: not argued with this rule): take a winning line that keeps this rule, as above, and reorder
        /// it as `Need` says; the line still keeps this rule. The reordering never adds a
        /// move of part of a run (a talon card or a card from a foundation that the line
        /// moves on alone goes there straight; a run that emptied a stack stays in it until a
        /// king comes, so the line's later move of the whole run off the card it was put on
        /// becomes the move that empties the stack), and every part the line moves still lies
        /// on the same card C. C's foundation is the same too: the only step delayed that
        /// changes a foundation is a card w back from it, delayed past steps that neither cover
        /// w nor bring the next card of its suit down, so w's foundation holds rank(w) − 1 cards
        /// all along; a part moved off a card C of w's suit in between would need C = w, which
        /// is not covered yet.
        var partOnlyForHome = false
        /// No card comes back from a foundation. Not complete: a search with it proves no loss.
        var noWorryBack = false
        /// Move order as Solvitaire's search tries its moves: cards home first, then runs and
        /// parts of runs from the last stack to the first (onto the last stack first), then
        /// the talon onto the stacks (the first stack first; the waste's top card first, then
        /// deeper into the waste), then cards back from the foundations. Another order
        /// than ours, lucky on other deals. With it, cards also go home without asking by
        /// Solvitaire's looser rule (`isSafeForPeer`), not proved here: its "no win" is never
        /// a proof.
        var peerOrder = false
        /// With `peerOrder`: the stacks in order of their size (fewest cards first), as
        /// Solvitaire keeps them sorted, instead of their place.
        var peerBySize = false

        /// In draw-1, safe talon cards go home without asking from the waste's top on, the
        /// draws to them made at once. Off (the searches for a shorter line): only the waste's
        /// top card goes home so, the others stay steps of their own, as in Klondike-Solver's
        /// fast mode; drawing past cards to send one home early costs turns of the waste later.
        var drawToSafeCards = true

        /// Best first instead of depth first (`BestFirst`, Klondike-Solver's fast mode): the
        /// positions in order of a guess at the moves a win from them still takes, from each
        /// only the best few steps. Not complete: it leaves most lines out.
        var bestFirst = false

        /// Whether the search tries every line (up to the sound prunings): only then is a
        /// search that finds no win a proof of loss. Not with Solvitaire's rule for safe cards
        /// (`peerOrder`), nor without cards back from the foundations, nor best first.
        var isComplete: Bool { !noWorryBack && !peerOrder && !bestFirst }

        /// Whether a search with these options may go on from one with `other` (`resume`): the
        /// same moves and prunings, the order alone (`talonFirst`) may differ.
        func sameRules(as other: Options) -> Bool {
            var a = self
            var b = other
            a.talonFirst = false
            b.talonFirst = false
            return a == b
        }
    }
}
