import GameKit
import Host
import Klondike
import TableKit

/// `--deal FILE` and `--draw 1|3` on baraja's command line: either starts baraja in
/// Klondike, the first fresh deal being the one read (or the one dealt), drawing 1 or 3.
extension KlondikeTable: TakingStartOptions {
    static let startOptions = ["deal", "draw"]

    static func startOptionProblem(_ name: String, value: String) -> Message? {
        name == "draw" && DrawMode.allCases.allSatisfy({ String($0.rawValue) != value })
            ? Message("cli.error.draw", .verbatim(value)) : nil
    }

    static func startOptionConflict(_ name: String, game typed: String) -> Message {
        Message("cli.error.klondike.only", .verbatim("--" + name), .verbatim(typed))
    }

    /// The deal is read now (a file, or standard input to its end, after which the commands
    /// come from the terminal if there is one); one that cannot be read stops baraja.
    static func prepareStart(_ options: [String: String], context: StartContext) -> Result<StartPlan, StartFailure> {
        var start = KlondikeStart(drawMode: options["draw"].flatMap(Int.init).flatMap(DrawMode.init(rawValue:)))
        if let argument = options["deal"] {
            let source = KlondikeDeals.Source(argument)
            switch KlondikeDeals.load(source, files: context.files, standardInput: context.readStandardInput) {
            case .success(let deal):
                start.deal = deal
                start.source = source
            case .failure(let failure):
                return .failure(StartFailure(KlondikeDeals.failureMessage(failure, source: source)))
            }
            if source == .standardInput { context.attachTerminal() }
        }
        return .success(StartPlan(game: id, value: start, replacesSave: start.deal != nil))
    }

    /// `--deal FILE` and `--draw N`: the session's first deal is this one (or the one dealt),
    /// drawing N (kept for the next deals, as `new N` keeps it). What to say instead of the
    /// usual opening, when a deal was given.
    mutating func start(_ plan: StartPlan) -> Message? {
        guard let start = plan.value as? KlondikeStart else { return nil }
        if let mode = start.drawMode { play.prefer(mode) }
        guard let deal = start.deal else { return nil }
        game.replaceDeal(with: deal)
        return Message(
            "klondike.deal.loaded", start.source?.name ?? .message(Message("klondike.deal.stdin")),
            .message(modeMessage(game.drawMode)))
    }
}

/// What `--deal` and `--draw` asked: the deal read and where from, the draw mode.
struct KlondikeStart: Sendable {
    var deal: Klondike.Position?
    var source: KlondikeDeals.Source?
    var drawMode: Klondike.DrawMode?
}
