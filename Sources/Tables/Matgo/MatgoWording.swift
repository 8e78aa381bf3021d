import CardKit
import GameKit
import Matgo
import TableKit

// 맞고's cards, events and refusals in words: a catalog key and typed arguments each.

extension HwatuCard {
    /// The card's kind as its table names it (the ribbons by their set).
    var kindKey: String {
        switch kind {
        case .gwang: "gwang"
        case .yeol: "yeol"
        case .pi: "pi"
        case .ssangpi: "ssangpi"
        case .tti:
            switch ribbon {
            case .hong?: "hongdan"
            case .cheong?: "cheongdan"
            case .cho?: "chodan"
            default: "tti"
            }
        }
    }

    /// "1월 광", "January bright (광)", "enero luz (광)".
    var message: Message {
        Message("matgo.card", .message(Message("matgo.month.\(month)")), .message(Message("matgo.kind.\(kindKey)")))
    }

    /// The month alone: "1월", "January".
    var monthMessage: Message { Message("matgo.month.\(month)") }
}

/// Cards as a list: "1월 광, 1월 피".
func cards(_ list: [HwatuCard]) -> Argument { .list(list.map(\.message)) }

func month(_ m: Int) -> Argument { .message(Message("matgo.month.\(min(max(m, 1), 12))")) }

extension MatgoTable {
    func messages(_ events: [Matgo.Event]) -> [Message] {
        events.flatMap { $0.messages }
    }

    func resumeSummary() -> Message? {
        Message(
            "matgo.resume", .int(game.score(of: 0).total), .int(game.score(of: 1).total),
            .int(game.hands[0].count))
    }

    func summary() -> Message? {
        // Only hands played to the end count: a session that ended none says nothing.
        guard hands > 0 else { return nil }
        return Message("matgo.summary", .int(hands), .int(wins), .int(points), .int(biggest), .int(gosCalled))
    }

    /// A number that is no card (or no choice): what is accepted.
    func notANumber(_ typed: String, command: CommandID, limit: Int) -> Message {
        Message(
            "matgo.refused.notanumber", .verbatim(Typed.visible(typed)), .command(command), .int(max(1, limit)))
    }
}

/// Who did it, as the last part of a key: the player (0) or the computer.
private func side(_ player: Int) -> String { player == 0 ? "you" : "computer" }

extension Matgo.Event {
    var messages: [Message] {
        switch self {
        case .dealt(let starter, let nagari):
            let first = Message("matgo.dealt.\(side(starter))")
            return nagari > 0 ? [first, Message("matgo.dealt.nagari", .int(1 << min(nagari, 30)))] : [first]
        case .redealt(let m): return [Message("matgo.redealt", month(m))]
        case .chongtong(let p, let m, let points):
            return [Message("matgo.chongtong.\(side(p))", month(m), .int(points))]
        case .abandoned: return [Message("matgo.abandoned")]
        case .played(let p, let card): return [Message("matgo.played.\(side(p))", .message(card.message))]
        case .shook(let p, let list): return [Message("matgo.shook.\(side(p))", cards(list))]
        case .bombed(let p, let list): return [Message("matgo.bombed.\(side(p))", cards(list))]
        case .flippedOnly(let p): return [Message("matgo.flipped.\(side(p))")]
        case .turned(_, let card): return [Message("matgo.turned", .message(card.message))]
        case .laid(_, let card): return [Message("matgo.laid", .message(card.message))]
        case .took(let p, let list): return [Message("matgo.took.\(side(p))", cards(list))]
        case .ppeok(_, let m): return [Message("matgo.ppeok", month(m))]
        case .tookStuck(let p, let m, let own):
            return [Message(own ? "matgo.tookstuck.own.\(side(p))" : "matgo.tookstuck", month(m))]
        case .jjok(_, let m): return [Message("matgo.jjok", month(m))]
        case .ttadak(_, let m): return [Message("matgo.ttadak", month(m))]
        case .sweep: return [Message("matgo.sweep")]
        case .stole(let p, let card): return [Message("matgo.stole.\(side(p))", .message(card.message))]
        case .choose(let p, let taker, let options):
            // The computer chooses at once: its choice is said by what it takes.
            guard p == 0 else { return [] }
            return [
                Message(
                    "matgo.choose", .message(taker.message), .message(options[0].message),
                    .message(options[1].message), .commandLine(MatgoTable.chooseCommand, arguments: "1"),
                    .commandLine(MatgoTable.chooseCommand, arguments: "2"))
            ]
        case .mayGo(let p, let points):
            // The computer decides at once: its 고 or 스톱 is said by what it does.
            guard p == 0 else { return [] }
            return [
                Message("matgo.maygo", .int(points), .command(MatgoTable.goCommand), .command(MatgoTable.stopCommand))
            ]
        case .went(let p, let gos, let points):
            return [Message("matgo.went.\(side(p))", .int(gos), .int(points), count: gos)]
        case .stopped(let p, let points): return [Message("matgo.stopped.\(side(p))", .int(points))]
        case .won(let p, let payout):
            return [Message("matgo.won.\(side(p))", .int(payout.total)), payout.breakdown]
        case .nagari(let next): return [Message("matgo.nagari", .int(1 << min(next, 30)))]
        case .refused(let refusal): return [refusal.message]
        }
    }
}

extension MatgoScore {
    /// The sets that scored, each with its points and what made them: "3 brights make 3,
    /// godori makes 5, 11 junk make 2" (광, 열끗, 띠 and 피 with how many were counted).
    var parts: [Message] {
        let all: [(String, Int, Int)] = [
            ("gwang", gwang, gwangCount), ("yeol", yeol, yeolCount), ("godori", godori, 3), ("tti", tti, ttiCount),
            ("hongdan", hongdan, 3), ("cheongdan", cheongdan, 3), ("chodan", chodan, 3), ("pi", pi, piCount),
        ]
        return all.filter { $0.1 > 0 }.map { Message("matgo.part.\($0.0)", .int($0.1), .int($0.2)) }
    }
}

extension MatgoPayout {
    /// How the points were counted: the sets, the 고, each doubling.
    var breakdown: Message {
        var doubles: [Message] = []
        if gos >= 3 { doubles.append(Message("matgo.double.gos", .int(1 << min(gos - 2, 30)))) }
        // Each 흔들기, 폭탄 and 나가리 once in the list (a count read from a save is capped).
        doubles += Array(repeating: Message("matgo.double.shake"), count: min(max(shakes, 0), 4))
        doubles += Array(repeating: Message("matgo.double.bomb"), count: min(max(bombs, 0), 4))
        if piBak { doubles.append(Message("matgo.double.pibak")) }
        if gwangBak { doubles.append(Message("matgo.double.gwangbak")) }
        if meongBak { doubles.append(Message("matgo.double.meongbak")) }
        if goBak { doubles.append(Message("matgo.double.gobak")) }
        doubles += Array(repeating: Message("matgo.double.nagari"), count: min(max(nagari, 0), 30))
        let sets = Argument.list(score.parts)
        let go = gos > 0 ? Message("matgo.breakdown.gos", .int(gos), count: gos) : Message("matgo.breakdown.nogos")
        return doubles.isEmpty
            ? Message("matgo.breakdown", sets, .int(score.total), .message(go))
            : Message("matgo.breakdown.doubled", sets, .int(score.total), .message(go), .list(doubles), .int(factor))
    }
}

extension Matgo.Refusal {
    var message: Message {
        switch self {
        case .notStarted: Message("matgo.refused.notstarted", .command(.new))
        case .over: Message("matgo.refused.over", .command(.new))
        case .noSuchCard(let p, let count): Message("matgo.refused.nosuchcard", .int(p + 1), .int(count))
        case .mustChoose(let options):
            Message(
                "matgo.refused.mustchoose", .message(options[0].message), .message(options[1].message),
                .commandLine(MatgoTable.chooseCommand, arguments: "1"))
        case .mustDecide(let points):
            Message(
                "matgo.refused.mustdecide", .int(points), .command(MatgoTable.goCommand),
                .command(MatgoTable.stopCommand))
        case .nothingToChoose: Message("matgo.refused.nothingtochoose", .command(MatgoTable.playCommand))
        case .noSuchOption(let n): Message("matgo.refused.nosuchoption", .int(n))
        case .notEnoughPoints(let points, let needed):
            Message("matgo.refused.notenough", .int(points), .int(needed), .command(MatgoTable.playCommand))
        case .shakeNeedsThree(let card, let held):
            Message(
                "matgo.refused.shakethree", month(card.month), .int(held), .command(MatgoTable.playCommand), count: held
            )
        case .shakeWithTableCard(let card):
            Message("matgo.refused.shaketable", month(card.month), .command(MatgoTable.playCommand))
        case .shakenAlready(let m): Message("matgo.refused.shaken", month(m), .command(MatgoTable.playCommand))
        case .noFreeFlip: Message("matgo.refused.noflip", .command(MatgoTable.playCommand))
        case .emptyHand: Message("matgo.refused.emptyhand", .command(MatgoTable.flipCommand))
        }
    }
}

extension MatgoTable {
    static let playCommand = CommandID.play
    static let chooseCommand = CommandID.choose
    static let goCommand = CommandID.go
    static let stopCommand = CommandID.stop
    static let flipCommand = CommandID.flip
}
