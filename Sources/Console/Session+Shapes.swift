import Catalog
import GameKit
import TableKit

/// A move named by its shape rather than by its piles (`mueve el 6 al 7`, `6을 7 위에`, `el rey a
/// la columna vacía`, `빈 칸에 킹`): a card named by its rank alone becomes a rank pattern
/// (`6*`), an empty column the game's word for one (`empty`), for the game to find the move
/// meant. A game reads such moves when its catalogs name an empty column
/// (`input.<game>.empty.phrases`); `input.<game>.rank.onto` (`sobre`, `위에`, `onto`) and
/// `input.<game>.rank.articles` (`el`, `al`) make a number a rank rather than a pile.
extension Session {
    private struct ShapedItem {
        var token: String
        var number: Int?
        var rankArticle = false
        var pileArticle = false
        var onto = false
        /// A pile named by its letter or word (`w`, `f2`, `펼친카드`).
        var pile = false
        var isRank: Bool { number == nil && token.contains("*") }
    }

    func shapedMove(_ words: [String]) -> (CommandSpec, [String])? {
        // At the table, or in a lesson whose step asks for a move (the shape is that move when
        // it leaves the same table).
        switch inputMode {
        case .commands: break
        case .lesson(let run):
            guard run.lesson.steps[run.step].expects.isCommand(CommandID("move", of: run.game)) else { return nil }
        default: return nil
        }
        guard case .game(let game) = place, words.count >= 2,
            localizer.has("input.\(game.rawValue).empty.phrases", in: .en),
            let move = commands.spec(CommandID("move", of: game)), commands.isAvailable(move, at: place)
        else { return nil }
        func phrases(_ key: String) -> [[String]] {
            localizer.catalogs.chain(of: language).flatMap { localizer.words(key, in: $0) }
                .map { CommandTable.fold($0).split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
                .sorted { $0.count > $1.count }
        }
        let empties = phrases("input.\(game.rawValue).empty.phrases")
        let rankOnto = phrases("input.\(game.rawValue).rank.onto")
        let rankArticles = Set(phrases("input.\(game.rawValue).rank.articles").filter { $0.count == 1 }.map { $0[0] })
        let fillers = Set(phrases("input.\(game.rawValue).move.fillers").filter { $0.count == 1 }.map { $0[0] })
        // A clause saying that the run from the card named goes with it (`con las de debajo`,
        // `with everything on it`): the move of that card takes its run anyway, so it is left out.
        let runClauses = phrases("input.\(game.rawValue).run.phrases")
        var words = words
        var at = 0
        while at < words.count {
            let here = words[at...].prefix(6).map(CommandTable.fold)
            if let clause = runClauses.first(where: { here.starts(with: $0) }) {
                words.removeSubrange(at..<(at + clause.count))
            } else {
                at += 1
            }
        }
        guard words.count >= 2 else { return nil }
        // The verb: the move's words first (`pon`, `mueve`) or last (`옮겨`, `옮길게요`), or none.
        if let (spec, taken) = command(startingWith: words), taken > 0 {
            guard spec.id == move.id else { return nil }
            words.removeFirst(taken)
        } else if let length = (1...min(3, words.count - 1)).reversed().first(where: { length in
            let last = words.suffix(length).joined(separator: " ")
            return [last, lexicon.withoutEnding(last) ?? last].contains {
                commands.command(named: $0, at: place)?.id == move.id
            }
        }) {
            // The verb last, perhaps in words (`옮길래요`, `놔 주세요`).
            words.removeLast(length)
        }
        // How many cards a run has, said in words (`las tres cartas`, `three cards`): the count
        // of `move FROM TO N`, taken out before the piles are read.
        let countWords = Set(phrases("input.\(game.rawValue).count.words").filter { $0.count == 1 }.map { $0[0] })
        let countArticles = Set(
            phrases("input.\(game.rawValue).count.articles").filter { $0.count == 1 }.map { $0[0] })
        var count: Int?
        if let j = words.indices.dropFirst().first(where: { countWords.contains(CommandTable.fold(words[$0])) }),
            let n = lexicon.number(CommandTable.fold(words[j - 1])), (2...13).contains(n)
        {
            count = n
            var from = j - 1
            if from > 0, lexicon.article(in: [CommandTable.fold(words[from - 1])], at: 0) != nil { from -= 1 }
            words.removeSubrange(from...j)
        } else if let j = words.indices.dropFirst().first(where: { j in
            countArticles.contains(CommandTable.fold(words[j - 1]))
                && lexicon.number(CommandTable.fold(words[j])).map { (2...13).contains($0) } == true
        }), let n = lexicon.number(CommandTable.fold(words[j])) {
            // A count after a plural article, the cards left unsaid (`las tres de la seis`).
            count = n
            words.removeSubrange((j - 1)...j)
        }
        let folded = words.map(CommandTable.fold)
        // A word, or its stem without a particle glued to it (`6을`, `칸에`).
        func forms(_ word: String) -> [String] {
            [word]
                + lexicon.connectorSuffixes.filter { word.count > $0.count && word.hasSuffix($0) }
                .map { String(word.dropLast($0.count)) }
        }
        func phrase(_ list: [[String]], at i: Int) -> Int? {
            list.first { p in
                guard i + p.count <= folded.count else { return false }
                return zip(p.indices, p).allSatisfy { k, w in
                    k == p.count - 1 ? forms(folded[i + k]).contains(w) : folded[i + k] == w
                }
            }?.count
        }
        // Colour words (`rojo`, `black`, `빨간`): beside a rank, its colour (`6*red`).
        let colours = [
            ("red", Set(phrases("input.\(game.rawValue).colour.red").filter { $0.count == 1 }.map { $0[0] })),
            ("black", Set(phrases("input.\(game.rawValue).colour.black").filter { $0.count == 1 }.map { $0[0] })),
        ]
        var pendingColour: String?
        var lastWasItem = false
        var items: [ShapedItem] = []
        var rankArticle = false
        var pileArticle = false
        var i = 0
        while i < folded.count {
            if let colour = colours.first(where: { $0.1.contains(folded[i]) })?.0 {
                if lastWasItem, let last = items.last, last.isRank || last.number != nil,
                    !last.token.hasSuffix("red"), !last.token.hasSuffix("black")
                {
                    if last.number != nil {
                        items[items.count - 1].token += "*"
                        items[items.count - 1].number = nil
                    }
                    items[items.count - 1].token += colour
                } else {
                    pendingColour = colour
                }
                i += 1
                continue
            }
            let count = items.count
            defer {
                lastWasItem = items.count > count
                if items.count > count, let colour = pendingColour {
                    pendingColour = nil
                    if items[items.count - 1].number != nil {
                        items[items.count - 1].token += "*"
                        items[items.count - 1].number = nil
                    }
                    if items[items.count - 1].isRank { items[items.count - 1].token += colour }
                }
            }
            if let length = phrase(empties, at: i) {
                items.append(ShapedItem(token: "empty"))
                i += length
                continue
            }
            if !items.isEmpty, let length = phrase(rankOnto, at: i) {
                items[items.count - 1].onto = true
                // A number right after it is the rank of the card it goes onto (`encima del
                // siete`: the phrase holds the rank's article).
                if i + length < folded.count, lexicon.number(folded[i + length]) != nil { rankArticle = true }
                i += length
                continue
            }
            if rankArticles.contains(folded[i]), i + 1 < folded.count, lexicon.number(folded[i + 1]) != nil,
                lexicon.namedCard(folded, at: i + 1) == nil
            {
                rankArticle = true
                i += 1
                continue
            }
            // A filler, perhaps with a particle glued to it (`묶음을`).
            if forms(folded[i]).contains(where: fillers.contains) {
                i += 1
                continue
            }
            // A card in words, its last word perhaps with a particle (`하트 킹을`, `하트7을`).
            var stemmed = folded
            for k in [i, i + 1] where k < stemmed.count {
                // The stem that names a card or a rank (`스페이드6으로`: `으로`, not `로`), else the shortest.
                let stems = forms(stemmed[k]).dropFirst()
                stemmed[k] =
                    stems.first { lexicon.isCard($0) || lexicon.rankNames[$0] != nil }
                    ?? stems.min { $0.count < $1.count } ?? stemmed[k]
            }
            if let (card, length) = lexicon.namedCard(folded, at: i) ?? lexicon.namedCard(stemmed, at: i) {
                items.append(ShapedItem(token: card))
                i += length
                continue
            }
            if !items.isEmpty,
                let onto = lexicon.onto.first(where: {
                    i + $0.count <= folded.count && Array(folded[i..<i + $0.count]) == $0
                })
            {
                // `en la 5`, `a la 7`: where articles tell a rank from a column, a column.
                if onto.count > 1, let last = onto.last, !rankArticles.isEmpty, !rankArticles.contains(last),
                    lexicon.article(in: [last], at: 0) != nil
                {
                    pileArticle = true
                }
                i += onto.count
                continue
            }
            if let length = lexicon.article(in: folded, at: i) {
                // Where articles tell a rank from a column (`el 6`, `la 6`), the others name a column.
                pileArticle = !rankArticles.isEmpty
                i += length
                continue
            }
            var item: ShapedItem?
            // A column's word after its number (`5번 열로`): the column, already named.
            if !items.isEmpty, lexicon.freeSpacing,
                lexicon.unitSet.contains(folded[i]) || lexicon.isUnitWithParticle(folded[i])
            {
                i += 1
                continue
            }
            for form in forms(folded[i]) {
                if !(form.count == 1 && form.first?.isASCII == true), let rank = lexicon.rankNames[form],
                    rank.count == 1
                {
                    item = ShapedItem(token: rank.uppercased() + "*")
                } else if let n = lexicon.number(form), (1...13).contains(n) {
                    item = ShapedItem(token: String(n), number: n, rankArticle: rankArticle, pileArticle: pileArticle)
                } else if lexicon.freeSpacing, let n = lexicon.countedNumber(form), (1...13).contains(n) {
                    // A column with its counter (`1번으로`): the column.
                    item = ShapedItem(token: String(n))
                } else if lexicon.isCard(form) {
                    item = ShapedItem(token: lexicon.spelling.canonical(form))
                } else if lexicon.unitSet.contains(form) {
                    pileArticle = true
                    item = nil
                    break
                } else if canonicalInput(form, for: move.id) != form {
                    let canonical = canonicalInput(form, for: move.id)
                    // A pile's word in Korean, perhaps with a particle (`펼친카드를`): a pile.
                    item = ShapedItem(
                        token: canonical, pile: !folded[i].allSatisfy(\.isASCII) && isPileLetter(canonical, of: game))
                } else if !folded[i].allSatisfy(\.isASCII), isPileLetter(form, of: game) {
                    // A pile's letter with a particle glued to it (`w를`, `f2로`).
                    item = ShapedItem(token: form, pile: true)
                }
                if item != nil { break }
            }
            if let item {
                items.append(item)
                rankArticle = false
                pileArticle = false
            } else if !lexicon.unitSet.contains(folded[i]) {
                return nil
            }
            i += 1
        }
        // The empty column named by its number (`al hueco de la seis`): that column.
        if items.count == 3, items[1].token == "empty", let n = items[2].number {
            items = [items[0], ShapedItem(token: String(n))]
        }
        // A column said before the card in it (`3번 열 7을 4번 열 8 위에`): the card, by its rank.
        if items.count > 2, lexicon.freeSpacing {
            var merged: [ShapedItem] = []
            var k = 0
            while k < items.count {
                if k + 1 < items.count, items[k].number == nil, Int(items[k].token) != nil,
                    let n = items[k + 1].number
                {
                    merged.append(ShapedItem(token: String(n) + "*"))
                    k += 2
                } else {
                    merged.append(items[k])
                    k += 1
                }
            }
            items = merged
        }
        guard items.count == 2 else { return nil }
        // A run's count said in words: between two columns only (`de la seis a la dos`).
        if let count {
            guard items.allSatisfy({ $0.number != nil }) else { return nil }
            return (move, items.map(\.token) + [String(count)])
        }
        // A number is a rank after a rank's article or before "onto"; without an article, also
        // when the other names a card by its rank.
        var numberAsRank = false
        // A number said as a column (`la columna uno`, `la 3`) stays a column before "onto".
        for k in 0..<2
        where items[k].number != nil && (items[k].rankArticle || (items[k].onto && !items[k].pileArticle)) {
            items[k].token += "*"
            items[k].number = nil
            numberAsRank = true
        }
        for k in 0..<2 where items[k].number != nil && !items[k].pileArticle && items[1 - k].isRank {
            items[k].token += "*"
            items[k].number = nil
            numberAsRank = true
        }
        // A rank onto the same rank (`primero el as`: `primero` read as one) is no move of a shape.
        let letters = ["1*": "A*", "11*": "J*", "12*": "Q*", "13*": "K*"]
        let ranks = items.map { letters[$0.token.uppercased()] ?? $0.token.uppercased() }
        if items[0].isRank, items[1].isRank, ranks[0] == ranks[1] { return nil }
        // A card named whole, onto a card or to a column said with its counter (`하트5를 스페이드6
        // 위에`, `스페이드6을 1번으로`, `킹을 5번 열로`): that move.
        let namesCard = { (item: ShapedItem) in
            item.number == nil && !item.isRank && Int(item.token) == nil && self.lexicon.isCard(item.token)
        }
        let countedPile = { (item: ShapedItem) in item.number == nil && Int(item.token) != nil }
        // A card named whole to a column said as one (`a la columna uno`, `a la 5`): that move too.
        let saidColumn = { (item: ShapedItem) in item.number != nil && item.pileArticle }
        let whole =
            namesCard(items[0]) && (namesCard(items[1]) || countedPile(items[1]) || saidColumn(items[1]))
            || (lexicon.freeSpacing && items[0].isRank && countedPile(items[1]))
            || (saidColumn(items[0]) && namesCard(items[1]))
        // A pile named by its letter or word first (`w를 6으로`, `펼친카드를 6번으로`): from there.
        let fromPile = items[0].pile && !items[1].isRank
        // A rank to a column said as one (`el rey a la 1`, `el rey a la columna 1`): that move.
        let rankToColumn = items[0].isRank && saidColumn(items[1])
        // A rank named in words from a pile (`pon el rey en la 5`) is the game's own reading.
        guard
            numberAsRank || whole || fromPile || rankToColumn || items.contains(where: { $0.token == "empty" })
                || items[1].isRank
        else {
            return nil
        }
        // The empty column said first (`빈 칸에 킹`) is still where the card goes.
        if items[0].token == "empty" { items.swapAt(0, 1) }
        return (move, items.map(\.token))
    }

    /// Whether a word is one of a game's pile letters (`w`, `s`, `f`, `f1`–`f4`): a letter
    /// whose words the game's catalog lists (`input.<game>.<letter>.words`), a foundation's
    /// number after it.
    private func isPileLetter(_ word: String, of game: GameID) -> Bool {
        let lower = word.lowercased()
        guard let first = lower.first, first.isASCII, first.isLetter else { return false }
        let rest = lower.dropFirst()
        guard rest.isEmpty || (rest.count == 1 && rest.allSatisfy { ("1"..."4").contains($0) }) else { return false }
        return localizer.has("input.\(game.rawValue).\(first).words", in: .en)
    }
}
