import Catalog
import GameKit
import Host
import Klondike
import SolveKit

/// `baraja solve [--lang L] [--draw 1|3] [--budget SECONDS] [--memory SIZE] FILE…` answered
/// with the lines the whole program writes for it (`DealSearch`), when every value is one the
/// whole program accepts and every file reads as a deal; otherwise nil, before anything is
/// written, and the whole program answers the line.
enum PlainSolve {
    /// The catalogs and the language of the answer, once found.
    nonisolated(unsafe) static var localizer: Localizer?

    /// What the catalogs reported (a malformed table) before the answer was decided: said then
    /// if this program answers, left to the whole program to say if it does.
    nonisolated(unsafe) static var reports: [String]? = []

    private static func report(_ problem: CatalogError) {
        if reports != nil {
            reports?.append("\(problem)\n")
        } else {
            Platform.writeStandardError("\(problem)\n")
        }
    }

    /// The exit status after the answer (0: every file was searched), or nil to hand over.
    static func run(_ words: [String]) -> Int32? {
        guard let request = Request(words) else { return nil }
        let environment = Platform.environment
        guard
            !Catalogs.asksForPseudoLanguage(
                arguments: Array(CommandLine.arguments.dropFirst()), environment: environment),
            let catalogs = try? Catalogs.locate(
                in: Catalogs.candidates(environment: environment, executablePath: Platform.executablePath),
                report: { report($0) })
        else { return nil }
        var language = Language.fromEnvironment(environment, among: catalogs.languages) ?? .en
        if let lang = request.lang {
            guard let named = catalogs.language(named: lang) else { return nil }
            language = named
        }
        // `--draw` takes the modes' own digits only, as the whole program does (not `01`, `+3`).
        let mode = request.draw.map { text in Klondike.DrawMode.allCases.first { String($0.rawValue) == text } }
        guard let draw = mode ?? .one else { return nil }
        guard let seconds = DealSearch.seconds(request.budget) else { return nil }
        var memory = MemoryLimit.machineDefault
        if let text = request.memory {
            guard let bytes = MemoryLimit.parse(text, machine: MemoryLimit.machine) else { return nil }
            memory = bytes
        }
        var deals: [(DealSearch.Source, Klondike.Position)] = []
        for file in request.files {
            guard let deal = read(file) else { return nil }
            deals.append((.file(file), deal))
        }
        // The lines' own table is parsed, with the language's declaration: no other is read
        // unless a key is missing there. A malformed one leaves the answer to the whole program.
        let chain = catalogs.chain(of: language)
        guard (try? catalogs.preload(chain, only: [Catalogs.languageTable, "KlondikeSolve.strings"])) != nil else {
            return nil
        }
        let localizer = Localizer(catalogs: catalogs, language: language)
        self.localizer = localizer
        for problem in reports ?? [] { Platform.writeStandardError(problem) }
        reports = nil
        for (source, deal) in deals {
            let searched = DealSearch.solve(deal, drawMode: draw, budget: seconds, memory: memory)
            Platform.writeStandardOutput(localizer.text(DealSearch.line(searched, source: source)) + "\n")
        }
        return 0
    }

    /// The deal in a file, in either format, or nil when it cannot be read or is not a deal.
    static func read(_ path: String) -> Klondike.Position? {
        guard case .bytes(let bytes) = LiveFileSystem().read(path),
            let text = String(validating: bytes, as: UTF8.self)
        else { return nil }
        let deal: Result<Klondike.Position, Klondike.DealProblem>
        switch Klondike.DealFormat.of(text) {
        case .deckString: deal = Klondike.deal(deckString: text)
        case .solvitaire:
            guard let file = SolvitaireJSON.read(bytes) else { return nil }
            deal = Klondike.deal(
                solvitaireTableau: file.tableau, stock: file.stock, waste: file.waste ?? [],
                foundations: file.foundations ?? [])
        case nil: return nil
        }
        return try? deal.get()
    }

    /// A message in the answer's language (else the command line's `--lang`, as the whole
    /// program reads it, or the environment's); without catalogs, in English.
    static func text(_ key: String, _ arguments: Argument...) -> String {
        if localizer == nil,
            let catalogs = try? Catalogs.locate(
                in: Catalogs.candidates(environment: Platform.environment, executablePath: Platform.executablePath))
        {
            var language = Language.fromEnvironment(Platform.environment, among: catalogs.languages) ?? .en
            let words = Array(CommandLine.arguments.dropFirst())
            for (i, word) in words.enumerated() {
                let value =
                    word == "--lang" && i + 1 < words.count
                    ? words[i + 1] : word.hasPrefix("--lang=") ? String(word.dropFirst(7)) : nil
                if let value, let named = catalogs.language(named: value) { language = named }
            }
            localizer = Localizer(catalogs: catalogs, language: language)
        }
        if let localizer { return localizer.text(Message(key: key, args: arguments)) }
        let words = arguments.map { argument -> String in
            if case .verbatim(let text) = argument { return text }
            return ""
        }
        return "baraja: " + words.joined(separator: ": ")
    }

    /// The words after `solve`, read as `SolveCommand.Request.quick` reads them, without
    /// `--shortest`, `--verify` or standard input (the whole program answers those).
    struct Request {
        var lang: String?
        var draw: String?
        var budget: String?
        var memory: String?
        var files: [String] = []

        init?(_ words: [String]) {
            var seen: [String] = []
            var i = 0
            while i < words.count {
                let word = words[i]
                i += 1
                guard word.hasPrefix("-") else {
                    if word == "help" { return nil }
                    files.append(word)
                    continue
                }
                guard !seen.contains(word), i < words.count else { return nil }
                seen.append(word)
                let value = words[i]
                i += 1
                switch word {
                case "--lang": lang = value
                case "--draw": draw = value
                case "--budget": budget = value
                case "--memory": memory = value
                default: return nil
                }
            }
            if files.isEmpty { return nil }
        }
    }
}
