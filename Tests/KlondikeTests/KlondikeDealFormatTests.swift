import Testing

@testable import CardKit
@testable import Klondike

private typealias DealProblem = Klondike.DealProblem

/// A card from Solvitaire's notation (test input only).
private func card(_ word: String) -> FrenchCard { FrenchCard(reading: word, .solvitaire)! }

/// The deal's piles as Solvitaire's words (tableau with its face-down marks, then the stock).
private func words(_ deal: Position) -> (tableau: [[String]], stock: [String]) {
    let tableau = (0..<7).map { i in
        deal.stacks[i].enumerated().map { Klondike.solvitaireWord($0.element, faceDown: $0.offset < deal.hidden[i]) }
    }
    return (tableau, deal.stock.map { Klondike.solvitaireWord($0, faceDown: false) })
}

@Suite struct KlondikeDealFormatTests {
    // MARK: Round trips

    @Test func deckStringsRoundTripForManySeeds() throws {
        for seed in 0..<300 {
            let dealt = Klondike(seed: UInt64(seed)).dealt
            let text = try #require(Klondike.deckString(of: dealt))
            #expect(text.count == 156 && text.allSatisfy(\.isNumber))
            #expect(Klondike.deal(deckString: text) == .success(dealt), "seed \(seed)")
            #expect(Klondike.DealFormat.of(text) == .deckString)
        }
    }

    @Test func solvitaireWordsRoundTripForManySeeds() throws {
        for seed in 0..<300 {
            let dealt = Klondike(seed: UInt64(seed), drawMode: .three).dealt
            let (tableau, stock) = words(dealt)
            #expect(Klondike.deal(solvitaireTableau: tableau, stock: stock) == .success(dealt), "seed \(seed)")
            let json = try #require(Klondike.solvitaireJSON(of: dealt))
            #expect(Klondike.DealFormat.of(json) == .solvitaire)
            // Every word the JSON holds is one of the deal's, in its order.
            #expect(json.contains("\"stock\": [" + stock.map { "\"\($0)\"" }.joined(separator: ", ") + "]"))
            for pile in tableau { #expect(json.contains("[" + pile.map { "\"\($0)\"" }.joined(separator: ", ") + "]")) }
        }
    }

    /// The deck string is the engine's own dealing order: dealing the deck it spells (last
    /// card first) gives the same position.
    @Test func theDeckStringIsTheDealingOrder() throws {
        let dealt = Klondike(seed: 99).dealt
        let text = try #require(Klondike.deckString(of: dealt))
        var cards: [FrenchCard] = []
        let digits = Array(text)
        for i in stride(from: 0, to: 156, by: 3) {
            let rank = Int(String(digits[i...i + 1]))!
            let suit: FrenchSuit = [.clubs, .diamonds, .hearts, .spades][Int(String(digits[i + 2]))! - 1]
            cards.append(FrenchCard(rank, suit))
        }
        #expect(Klondike(deck: cards.reversed()).dealt == dealt)
    }

    // MARK: Known deals from the two programs

    /// The first deal of Klondike-Solver's TestDeals.txt (“Draw count 1 = 125 moves”), read by
    /// what the format means: row by row, a face-up card then face-down ones; card 29 is drawn first.
    @Test func klondikeSolversTestDealMeansWhatItSays() throws {
        let text = """
            042041044124023073111012123081104093031052051121094074061091083102043071132134113114131022103013062032\
            101011014034054021112064092082133033072053084063024122
            """
        let deal = try Klondike.deal(deckString: text).get()
        // Row 1: 4♦ face up on stack 1, then 4♣ 4♠ Q♠ 2♥ 7♥ J♣ face down on stacks 2–7.
        #expect(deal.stacks[0] == [card("4D")])
        #expect((1..<7).map { deal.stacks[$0][0] } == ["4C", "4S", "QS", "2H", "7H", "JC"].map(card))
        // Row 2: A♦ face up on stack 2; Q♥ 8♣ 10♠ 9♥ 3♣ face down on 3–7. Row 3: 5♦ up on stack 3.
        #expect(deal.stacks[1] == [card("4C"), card("AD")])
        #expect((2..<7).map { deal.stacks[$0][1] } == ["QH", "8C", "10S", "9H", "3C"].map(card))
        #expect(deal.stacks[2].last == card("5D"))
        // The tops, stacks 1–7: cards 1, 8, 14, 19, 23, 26 and 28.
        #expect(deal.stacks.map(\.last!) == ["4D", "AD", "5D", "6C", "4H", "KS", "JS"].map(card))
        #expect(deal.stacks[6] == ["JC", "3C", "7S", "10D", "KD", "JH", "JS"].map(card))
        #expect(deal.hidden == Array(0..<7))
        // Cards 29… are the stock, 29 (K♣, 131) the first drawn: the top, the array's last.
        #expect(deal.stock.count == 24)
        #expect(deal.stock.last == card("KC"))
        #expect(deal.stock[22] == card("2D"))
        #expect(deal.stock.first == card("QD"))
        var game = Klondike(position: deal)
        _ = game.apply(.draw)
        _ = game.apply(.draw)
        #expect(game.position.waste == [card("KC"), card("2D")])
        // Written back, the same digits.
        #expect(Klondike.deckString(of: deal) == text)
    }

    /// Solvitaire's own Klondike test deal (MS “Easy1”), with its face-down marks in lower case.
    @Test func solvitairesDealReadsWithItsMarks() throws {
        let tableau = [
            ["9C"], ["10d", "JH"], ["4h", "7c", "4C"], ["Kc", "5d", "Ah", "AD"], ["Qh", "4s", "2d", "9d", "AS"],
            ["10h", "6d", "3d", "3c", "Ac", "2S"], ["Qs", "Kh", "10s", "Ks", "8d", "5h", "4D"],
        ]
        let stock = [
            "2C", "3S", "JS", "6S", "8H", "2H", "8S", "7S", "3H", "9S", "6H", "JC", "10C", "5S", "7D", "8C", "KD",
            "5C", "7H", "QD", "9H", "6C", "QC", "JD",
        ]
        let deal = try Klondike.deal(solvitaireTableau: tableau, stock: stock).get()
        #expect(deal.stacks[6] == ["QS", "KH", "10S", "KS", "8D", "5H", "4D"].map(card))
        #expect(deal.stock.last == card("JD"))
        var game = Klondike(position: deal)
        _ = game.apply(.draw)
        #expect(game.position.waste == [card("JD")], "the stock's last card is drawn first")
        // Written back: the same words, the face-down marks as Solvitaire writes them.
        #expect(words(deal).tableau == tableau)
        #expect(words(deal).stock == stock)
    }

    /// Every spelling CardKit's reader takes in Solvitaire's notation reads in a deal file.
    @Test func solvitaireWordsInADealFile() throws {
        let dealt = Klondike(seed: 4).dealt
        let words = words(dealt)
        func spelled(_ word: String, _ i: Int) -> String {
            let card = card(word)
            let rank =
                card.rank == 10
                ? ["10", "T", "t"][i % 3]
                : card.rank == 1
                    ? ["A", "a", "1"][i % 3]
                    : card.rank > 10
                        ? [card.rankText, card.rankText.lowercased(), String(card.rank)][i % 3] : card.rankText
            return (i % 2 == 0 ? " " : "") + rank + String(word.last!)
        }
        let tableau = words.tableau.map { $0.enumerated().map { spelled($0.element, $0.offset) } }
        let stock = words.stock.enumerated().map { spelled($0.element, $0.offset) }
        #expect(Klondike.deal(solvitaireTableau: tableau, stock: stock) == .success(dealt))
        var suitFirst = stock
        suitFirst[3] = String(stock[3].trimmingPrefix(" ").last!) + stock[3].trimmingPrefix(" ").dropLast()
        #expect(Klondike.deal(solvitaireTableau: tableau, stock: suitFirst) == .failure(.unknownCard(suitFirst[3])))
    }

    @Test func solvitaireWordsAreWrittenAsSolvitaireWritesThem() {
        #expect(Klondike.solvitaireWord(FrenchCard(10, .spades), faceDown: true) == "10s")
        #expect(Klondike.solvitaireWord(FrenchCard(13, .hearts), faceDown: false) == "KH")
    }

    // MARK: Refusals

    private static let good = Klondike.deckString(of: Klondike(seed: 5).dealt)!

    @Test func deckStringRefusals() {
        #expect(Klondike.deal(deckString: "") == .failure(.empty))
        #expect(Klondike.deal(deckString: " \n\t") == .failure(.empty))
        #expect(Klondike.deal(deckString: String(Self.good.dropLast(3))) == .failure(.digitCount(153)))
        #expect(Klondike.deal(deckString: Self.good + "1") == .failure(.digitCount(157)))
        #expect(Klondike.deal(deckString: "042x" + Self.good.dropFirst(4)) == .failure(.unexpectedCharacter("x")))
        // A rank 14, a rank 00 and a suit 5 name no card.
        #expect(Klondike.deal(deckString: "141" + Self.good.dropFirst(3)) == .failure(.unknownCard("141")))
        #expect(Klondike.deal(deckString: "001" + Self.good.dropFirst(3)) == .failure(.unknownCard("001")))
        #expect(Klondike.deal(deckString: Self.good.dropLast(3) + "015") == .failure(.unknownCard("015")))
        // The last card replaced by the first: the first is there twice.
        let first = Klondike.deal(deckString: Self.good).map { $0.stacks[0][0] }
        let twice = String(Self.good.prefix(3)) + Self.good.dropFirst(3).dropLast(3) + Self.good.prefix(3)
        #expect(Klondike.deal(deckString: twice).map { $0.stacks[0][0] } != first)
        if case .success(let card) = first {
            #expect(Klondike.deal(deckString: twice) == .failure(.duplicateCard(card)))
        }
        // White space anywhere between digits is fine.
        let triples = stride(from: 0, to: 156, by: 3).map { String(Self.good.dropFirst($0).prefix(3)) }
        let spaced = triples.enumerated().map { $0.offset % 2 == 0 ? $0.element + " " : $0.element + "\n" }.joined()
        #expect(Klondike.deal(deckString: "\u{FEFF}  " + spaced + "\r\n") == Klondike.deal(deckString: Self.good))
    }

    @Test func solvitaireRefusals() throws {
        let (tableau, stock) = words(Klondike(seed: 8).dealt)
        #expect(Klondike.deal(solvitaireTableau: Array(tableau.prefix(6)), stock: stock) == .failure(.pileCount(6)))
        #expect(Klondike.deal(solvitaireTableau: tableau + [[]], stock: stock) == .failure(.pileCount(8)))
        var moved = tableau
        moved[3].append(moved[6].removeLast())
        #expect(Klondike.deal(solvitaireTableau: moved, stock: stock) == .failure(.pileSize(stack: 3, count: 5)))
        #expect(Klondike.deal(solvitaireTableau: tableau, stock: Array(stock.dropLast())) == .failure(.stockSize(23)))
        #expect(Klondike.deal(solvitaireTableau: tableau, stock: stock, waste: ["AH"]) == .failure(.notADeal("waste")))
        #expect(
            Klondike.deal(solvitaireTableau: tableau, stock: stock, foundations: [[], ["AS"], [], []])
                == .failure(.notADeal("foundations")))
        #expect(
            Klondike.deal(solvitaireTableau: tableau, stock: stock, waste: [], foundations: [[], [], [], []])
                == Klondike.deal(solvitaireTableau: tableau, stock: stock))
        var unknown = stock
        unknown[5] = "XS"
        #expect(Klondike.deal(solvitaireTableau: tableau, stock: unknown) == .failure(.unknownCard("XS")))
        var twice = stock
        twice[0] = tableau[0][0]
        #expect(
            Klondike.deal(solvitaireTableau: tableau, stock: twice) == .failure(.duplicateCard(card(tableau[0][0]))))
    }

    @Test func formatsAreToldApartByTheirFirstCharacter() {
        #expect(Klondike.DealFormat.of("  {\"stock\": []}") == .solvitaire)
        #expect(Klondike.DealFormat.of("\n042") == .deckString)
        #expect(Klondike.DealFormat.of("Talon: TC") == nil)
        #expect(Klondike.DealFormat.of("") == nil)
    }

    // MARK: Writing only deals

    @Test func onlyADealAsDealtIsWritten() {
        var game = Klondike(seed: 3)
        #expect(Klondike.isDeal(game.dealt))
        _ = game.apply(.draw)
        #expect(!Klondike.isDeal(game.position))
        #expect(Klondike.deckString(of: game.position) == nil)
        #expect(Klondike.solvitaireJSON(of: game.position) == nil)
        #expect(Klondike.deckString(of: game.dealt) != nil, "the deal as dealt stays exportable after moves")
    }

    @Test func aGivenDealReplacesTheDealtOneAndLaterDealsStillComeFromTheSeed() throws {
        let given = try Klondike.deal(deckString: Self.good).get()
        var game = Klondike(seed: 11)
        var same = Klondike(seed: 11)
        _ = game.apply(.draw)
        game.replaceDeal(with: given)
        #expect(game.dealt == given && game.position == given && game.history.isEmpty)
        _ = game.newDeal(.one)
        _ = same.newDeal(.one)
        #expect(game.dealt == same.dealt)
    }
}
