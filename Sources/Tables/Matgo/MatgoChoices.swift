import Matgo
import TableKit

/// What 맞고 keeps between games: the house rules the player chose (`cup`, `meongbak`).
/// Both are written, the usual ones too, so that going back to them is kept as well.
struct MatgoChoices: KeptChoices {
    var rules: Matgo.Rules

    init(rules: Matgo.Rules) { self.rules = rules }

    init(words: [String: String]) {
        rules = Matgo.Rules()
        switch words["cup"] {
        case "yeol": rules.cupAsPi = false
        default: break
        }
        switch words["meongbak"] {
        case "off": rules.meongBak = false
        default: break
        }
    }

    var words: [String: String] {
        ["cup": rules.cupAsPi ? "pi" : "yeol", "meongbak": rules.meongBak ? "on" : "off"]
    }
}
