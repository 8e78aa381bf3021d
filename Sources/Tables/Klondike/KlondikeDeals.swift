import CardKit
import Catalog
import GameKit
import Host
import Klondike
import KlondikeSolver
import KlondikeVerifier
import ShellKit
import SolveKit

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// Klondike deals in and out of baraja: reading a deal file (`--deal`, `baraja solve`) in either
/// format, the reasons a deal is refused, and `baraja solve`'s lines. The formats themselves are
/// the engine's (`Klondike.DealFormat`); only the JSON text is parsed here (engines stay free
/// of Foundation).
public enum KlondikeDeals {
    public typealias Position = Klondike.Position
    public typealias DealProblem = Klondike.DealProblem
    public typealias Source = DealSearch.Source
    public typealias Searched = DealSearch.Searched

    /// Why a deal could not be had.
    public enum Failure: Error, Hashable, Sendable {
        case missing
        case unreadable
        case problem(DealProblem)
    }

    /// A deal from a text in either format, told apart by its first character.
    public static func read(_ bytes: [UInt8]) -> Result<Position, DealProblem> {
        guard let text = String(validating: bytes, as: UTF8.self) else { return .failure(.unrecognised) }
        switch Klondike.DealFormat.of(text) {
        case .deckString: return Klondike.deal(deckString: text)
        case .solvitaire: return readJSON(bytes)
        case nil: return .failure(text.unicodeScalars.allSatisfy(Klondike.isSpace) ? .empty : .unrecognised)
        }
    }

    /// The members of Solvitaire's JSON that a Klondike deal has.
    private struct SolvitaireFile: Decodable {
        var tableau: [[String]]
        var stock: [String]
        var waste: [String]?
        var foundations: [[String]]?

        enum CodingKeys: String, CodingKey {
            case tableau = "tableau piles"
            case stock, waste, foundations
        }
    }

    private static func readJSON(_ bytes: [UInt8]) -> Result<Position, DealProblem> {
        do {
            let file = try JSONDecoder().decode(SolvitaireFile.self, from: Data(bytes))
            return Klondike.deal(
                solvitaireTableau: file.tableau, stock: file.stock, waste: file.waste ?? [],
                foundations: file.foundations ?? [])
        } catch DecodingError.keyNotFound(let key, _) {
            return .failure(.missingField(key.stringValue))
        } catch {
            return .failure(.badJSON)
        }
    }

    /// Reads a deal from a file or standard input.
    public static func load(
        _ source: Source, files: any FileSystem, standardInput: () -> FileRead = { Platform.readStandardInputToEnd() }
    ) -> Result<Position, Failure> {
        let read: FileRead
        switch source {
        case .file(let path): read = files.read(path)
        case .standardInput: read = standardInput()
        }
        switch read {
        case .missing: return .failure(.missing)
        case .unreadable: return .failure(.unreadable)
        case .bytes(let bytes): return self.read(bytes).mapError(Failure.problem)
        }
    }

    // MARK: Messages

    /// `deal.txt: the deal has …`: where, and why it cannot be played.
    public static func failureMessage(_ failure: Failure, source: Source) -> Message {
        let why: Message =
            switch failure {
            case .missing: Message("klondike.deal.file.missing")
            case .unreadable: Message("klondike.deal.file.unreadable")
            case .problem(let problem): problemMessage(problem)
            }
        return Message("klondike.deal.file.problem", source.name, .message(why))
    }

    /// Why a text is not a deal, in the player's language.
    public static func problemMessage(_ problem: DealProblem) -> Message {
        switch problem {
        case .empty: Message("klondike.deal.empty")
        case .unrecognised: Message("klondike.deal.unrecognised")
        case .unexpectedCharacter(let c): Message("klondike.deal.character", .verbatim(Format.visible(c)))
        case .digitCount(let n): Message("klondike.deal.digits", .int(n))
        case .badJSON: Message("klondike.deal.json")
        case .missingField(let name): Message("klondike.deal.missing", .verbatim(Format.visible(name)))
        case .pileCount(let n): Message("klondike.deal.piles", .int(n))
        case .pileSize(let stack, let count):
            Message("klondike.deal.pilesize", .int(stack + 1), .int(stack + 1), .int(count), count: stack + 1)
        case .stockSize(let n): Message("klondike.deal.stock", .int(n))
        case .notADeal(let field): Message("klondike.deal.notadeal", .verbatim(field))
        case .unknownCard(let word):
            word.count == 3 && word.allSatisfy(\.isNumber)
                ? Message("klondike.deal.card.digits", .verbatim(word))
                : Message(
                    "klondike.deal.card.word",
                    .verbatim(Format.visible(word.count > 20 ? String(word.prefix(20)) + "…" : word)))
        case .duplicateCard(let card): Message("klondike.deal.duplicate", .frenchCard(card))
        }
    }

    // MARK: baraja solve

    /// `baraja solve`: each file (`-`: standard input) read and searched in turn, a line each
    /// on `output` as soon as it is decided; a file that cannot be read or is not a deal is
    /// reported on `errors` and the others go on. With `verify`, each verdict is checked
    /// (`verify(_:deal:drawMode:budget:memory:positions:clock:)`, within `budget` seconds of its own)
    /// and the check's line follows the solver's. Returns the exit status: 1 when a check
    /// contradicts the solver; else 2 when a file could not be searched; else 0 (whatever the
    /// verdicts, and whether or not every loss could be confirmed).
    public static func solveFiles(
        _ files: [String], draw: Int, budget: Double, verify: Bool = false,
        memory: Int = MemoryLimit.machineDefault, verifierPositions: Int = .max, localizer: Localizer,
        output: (String) -> Void, errors: (String) -> Void,
        clock: @escaping @Sendable () -> Double = Platform.monotonicSeconds,
        load: (Source) -> Result<Position, Failure> = { KlondikeDeals.load($0, files: LiveFileSystem()) },
        search: ((Position, Klondike.DrawMode, Double, @escaping @Sendable () -> Double) -> Searched)? = nil
    ) -> Int32 {
        let search = search ?? { KlondikeDeals.solve($0, drawMode: $1, budget: $2, memory: memory, clock: $3) }
        let mode = Klondike.DrawMode(rawValue: draw) ?? .one
        var unread = false
        var contradicted = false
        for file in files {
            let source = Source(file)
            switch load(source) {
            case .failure(let failure):
                errors(localizer.text(failureMessage(failure, source: source)) + "\n")
                unread = true
            case .success(let deal):
                let searched = search(deal, mode, budget, clock)
                output(localizer.text(line(searched, source: source)) + "\n")
                if let shortest = shortestLine(searched, source: source) {
                    output(localizer.text(shortest) + "\n")
                }
                guard verify else { continue }
                let check = Self.verify(
                    searched, deal: deal, drawMode: mode, budget: budget, memory: memory,
                    positions: verifierPositions, clock: clock)
                output(localizer.text(line(check, source: source)) + "\n")
                contradicted = contradicted || check.isContradiction
            }
        }
        return contradicted ? 1 : unread ? 2 : 0
    }

    /// `deal.txt: winnable in 112 moves (0.84 s, 41,213 positions searched).`
    public static func line(_ searched: Searched, source: Source) -> Message {
        DealSearch.line(searched, source: source)
    }

    /// With `--shortest`, after a win: whether its line is the shortest there is.
    public static func shortestLine(_ searched: Searched, source: Source) -> Message? {
        DealSearch.shortestLine(searched, source: source)
    }

    /// `7 ms` under a second, `2.35 s` above, with the language's decimal sign.
    static func duration(_ seconds: Double) -> Message { DealSearch.duration(seconds) }

    /// Searches a deal within a time budget and a memory limit (`DealSearch.solve`).
    public static func solve(
        _ deal: Position, drawMode: Klondike.DrawMode, budget seconds: Double,
        memory: Int = MemoryLimit.machineDefault, shortening: Int = 0,
        clock: @escaping @Sendable () -> Double = Platform.monotonicSeconds
    ) -> Searched {
        DealSearch.solve(
            deal, drawMode: drawMode, budget: seconds, memory: memory, shortening: shortening, clock: clock)
    }
}
