import CardKit

/// Cards as typed (`Ks`, `10h`), read by CardKit's one reader. (PokerConsole's `CardInput`,
/// which these tests were written against, is not visible to this target.)
enum CardInput {
    static func card(_ text: String) -> FrenchCard? { FrenchCard(reading: text) }
}
