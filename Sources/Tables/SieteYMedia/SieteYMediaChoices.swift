import SieteYMedia
import TableKit

/// What siete y media keeps between games: the bank chosen last and, only where they differ
/// from the seed's rules, the stakes table and its options (`mode stakes`, `ties bank`,
/// `firstcard on`).
struct SieteYMediaChoices: KeptChoices {
    /// Nil: none kept (the seed's).
    var bank: SieteYMedia.BankMode?
    var stakes = false
    var bankWinsTies = false
    var firstCardDealt = false

    init(bank: SieteYMedia.BankMode?, stakes: Bool, bankWinsTies: Bool, firstCardDealt: Bool) {
        self.bank = bank
        self.stakes = stakes
        self.bankWinsTies = bankWinsTies
        self.firstCardDealt = firstCardDealt
    }

    init(words: [String: String]) {
        bank = words["bank"].flatMap(SieteYMedia.BankMode.init(rawValue:))
        stakes = words["mode"] == "stakes"
        bankWinsTies = words["ties"] == "bank"
        firstCardDealt = words["firstcard"] == "on"
    }

    var words: [String: String] {
        var words: [String: String] = [:]
        if let bank { words["bank"] = bank.rawValue }
        if stakes { words["mode"] = "stakes" }
        if bankWinsTies { words["ties"] = "bank" }
        if firstCardDealt { words["firstcard"] = "on" }
        return words
    }
}
