import CardKit

extension SetGame {
    /// What must hold of a game read from a save or played by the soak test: every card
    /// accounted for once, the selection and the sets found consistent. Each problem in a line
    /// of English for the test that reports it (never shown to a player).
    public var problems: [String] {
        var problems: [String] = []
        guard phase != .notStarted else { return [] }
        let all = table + deck + matched
        if all.count != SetCard.deck.count {
            problems.append("\(all.count) cards on the table, in the deck and matched, not 81")
        }
        if Set(all) != Set(SetCard.deck) { problems.append("a card is missing or in two places") }
        if table.count > Self.capacity { problems.append("\(table.count) cards on the table") }
        if matched.count % 3 != 0 || matched.count / 3 != setsFound - (selectionIsSet ? 1 : 0) {
            problems.append("\(matched.count) matched cards for \(setsFound) sets")
        }
        if selection.count > 3 || Set(selection).count != selection.count { problems.append("a bad selection") }
        if !selection.allSatisfy(table.contains) { problems.append("a selected card is not on the table") }
        if phase == .over && (!deck.isEmpty || SetFinder.hasSet(in: table)) {
            problems.append("the game ended with cards in the deck or a set on the table")
        }
        if phase == .playing && deck.isEmpty && !SetFinder.hasSet(in: table) {
            problems.append("the game goes on with no deck and no set")
        }
        return problems
    }
}
