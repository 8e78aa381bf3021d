import Testing

@testable import CardKit
@testable import SieteYMedia

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Engines are saved as JSON: a decoded engine must be the same value and go on the same
/// way (the generator's state included), whatever the phase it was saved in.
@Suite struct SaveCodableTests {
    @Test(arguments: 0..<6)
    func aSieteYMediaGameComesBackTheSameAndGoesOnTheSame(_ steps: Int) throws {
        var game = SieteYMedia(seed: 77, bankMode: .simple)
        let script: [SieteYMedia.Action] = [.newHand, .hit, .setBankMode(.real), .hit, .stand, .newHand]
        for action in script.prefix(steps) { _ = game.apply(action) }
        var copy = try JSONDecoder().decode(SieteYMedia.self, from: JSONEncoder().encode(game))
        #expect(copy == game)
        for action in [SieteYMedia.Action.newHand, .hit, .hit, .stand, .newHand, .hit, .stand] {
            #expect(copy.apply(action) == game.apply(action))
        }
        #expect(copy == game)
    }

    @Test func theGeneratorsStateIsWhatIsSaved() throws {
        var rng = SeededRNG(seed: 5)
        _ = rng.next()
        var copy = try JSONDecoder().decode(SeededRNG.self, from: JSONEncoder().encode(rng))
        #expect((0..<10).map { _ in copy.next() } == (0..<10).map { _ in rng.next() })
    }
}
