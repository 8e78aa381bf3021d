import CardKit
import Host
import KlondikeConsole
import SolveKit
import Testing

@testable import Klondike

/// The lean `baraja`'s reader of Solvitaire's JSON (`SolvitaireJSON`, without Foundation) reads
/// what it takes as the whole program's (Foundation's decoder, `KlondikeDeals.read`) reads it,
/// and leaves everything else to that one.
struct SolvitaireJSONTests {
    /// A deal as `baraja` exports it (Solvitaire's own shape).
    private static func exported(seed: UInt64) -> String {
        var rng = SeededRNG(seed: seed)
        return Klondike.solvitaireJSON(of: Klondike.Position.deal(&rng))!
    }

    /// The lean reader's deal, or nil when it leaves the text to the whole program.
    private static func lean(_ text: String) -> Result<Klondike.Position, Klondike.DealProblem>? {
        SolvitaireJSON.read(Array(text.utf8)).map {
            Klondike.deal(
                solvitaireTableau: $0.tableau, stock: $0.stock, waste: $0.waste ?? [], foundations: $0.foundations ?? []
            )
        }
    }

    @Test func readsAnExportedDealAsTheDecoderDoes() throws {
        for seed in [1, 2, 77, 12345] as [UInt64] {
            let text = Self.exported(seed: seed)
            let lean = try #require(Self.lean(text), "seed \(seed): \(text)")
            #expect(lean == KlondikeDeals.read(Array(text.utf8)))
            #expect(
                try lean.get()
                    == {
                        var rng = SeededRNG(seed: seed)
                        return Klondike.Position.deal(&rng)
                    }())
        }
    }

    @Test func takesWhiteSpaceNullsAndTheOptionalMembers() throws {
        let deal = Self.exported(seed: 2)
        let spaced = deal.replacingEvery(",", with: " ,\n\t").replacingEvery(":", with: "\r\n: ")
        let withEmpty = String(deal.dropLast()) + ", \"waste\": [], \"foundations\": [[], [], [], []]}"
        let withNulls = String(deal.dropLast()) + ", \"waste\": null, \"foundations\": null}"
        for text in [" \n" + spaced + "\n ", withEmpty, withNulls] {
            let lean = try #require(Self.lean(text), "\(text)")
            #expect(lean == KlondikeDeals.read(Array(text.utf8)), "\(text)")
        }
    }

    @Test func leavesEverythingElseToTheWholeProgram() {
        let deal = Self.exported(seed: 2)
        let body = String(deal.dropFirst().dropLast())
        for text in [
            "{" + body + ", \"other\": 1}",  // another member
            "{" + body + ", \"stock\": []}",  // a member twice
            deal.replacingEvery("\"AH\"", with: "\"A\\u0048\""),  // an escape
            deal + " x",  // something after the object
            "{" + body + ",}",  // a trailing comma
            deal.replacingEvery("\"stock\"", with: "\"stocks\""),  // a missing member
            "[" + deal + "]", "{}", "", "{",
        ] {
            #expect(SolvitaireJSON.read(Array(text.utf8)) == nil, "\(text)")
        }
    }

    /// Whatever the lean reader takes of a mangled deal, the decoder reads the same way.
    @Test func neverReadsAMangledDealOtherwiseThanTheDecoder() {
        var rng = SeededRNG(seed: 37)
        let original = Array(Self.exported(seed: 5).utf8)
        let alphabet = Array("{}[],:\" \n\\nul0AH10S".utf8)
        var taken = 0
        for _ in 0..<3000 {
            var bytes = original
            for _ in 0...rng.below(3) {
                let at = rng.below(bytes.count)
                switch rng.below(3) {
                case 0: bytes.remove(at: at)
                case 1: bytes.insert(alphabet[rng.below(alphabet.count)], at: at)
                default: bytes[at] = alphabet[rng.below(alphabet.count)]
                }
            }
            guard let lean = SolvitaireJSON.read(bytes) else { continue }
            taken += 1
            let mine = Klondike.deal(
                solvitaireTableau: lean.tableau, stock: lean.stock, waste: lean.waste ?? [],
                foundations: lean.foundations ?? [])
            #expect(mine == KlondikeDeals.read(bytes), "\(String(decoding: bytes, as: UTF8.self))")
        }
        #expect(taken > 100, "only \(taken) mangled texts were read at all")
    }
}
