import CardKit
import GameKit
import StudPoker
import TableKit

/// Stud poker's lessons (`learn poker`): data only; every word is in `PokerLessons.strings`
/// (`lesson.poker.<lesson>.<step>.text|right|wrong|hint`).
///
/// A position is the variant (`5` or `7`), then each seat's cards so far separated by `|`
/// (Player 1 first, the dealer last; faces as the variant deals them), then optionally
/// `; next CARDS` (the cards dealt next, in dealing order).
///
/// The lessons' tables are seven-card stud, the betting table's game, from the first lesson to
/// the last: where a lesson needs the last card near (outs, folding a beaten hand), its table
/// stands on sixth street, one card to come.
///
/// The order teaches every word before it is used: the hands and their names first, then
/// how hands compare, the streets, outs, the pot and the limits, the decisions (check, bet,
/// call, raise, fold), who opens, the showdown, the hint's words; the Korean house rule last,
/// for the tables that play it.
///
/// The betting lessons (`poker.opening`, `poker.decisions`) ask about prepared hands: the
/// lesson table is the practice table, which deals and takes no bets, so their steps are
/// questions (who brings in, what a call costs, who acts first, pot odds, when to fold).
extension PokerTable: Teaching {
    static let lessons: [Lesson] = [
        Lesson(
            "poker.hands",
            [
                LessonStep("7 5s Jh 2c | 8c 4d 9d | Qs 6h 3c", .number(halves: 2))
                    .answered(byWords: ["flush"], against: ["straight"]),
                LessonStep(.number(halves: 4)).answered(byWords: ["fullhouse"], against: ["flush"]),
                LessonStep(.number(halves: 2)),
                // Two straights: only the rank named with one tells which (`la escalera al seis`);
                // “they tie” is the mistake the step is there for.
                LessonStep(.number(halves: 4)).answered(byWords: ["straight@6"], against: ["straight@5", "tie"]),
            ]),
        Lesson(
            "poker.ranking",
            [
                LessonStep("7 5s Jh 2c | 8c 4d 9d | Qs 6h 3c", .number(halves: 4))
                    .answered(byWords: ["threekind"], against: ["twopair"]),
                LessonStep(.number(halves: 2)),
                // “Do they split the pot?”: neither wins, they tie.
                LessonStep(.yes).answered(byWords: ["tie"]),
                // Seven cards, and the hand is the best five: a straight among them beats the pair
                // the seventh card (named in the text: a table stands before its last street) makes,
                // and the two kings stay out.
                LessonStep(
                    "7 9s 8d Kc 7h 6s 5d | Qs 3d Jc 2h 10d 4c | As 2s Qh 3h Js 4d ; next Kh 8c 9c", .word("straight")
                )
                .answered(
                    byWords: ["straight"],
                    against: [
                        "pair", "twopair", "threekind", "flush", "fullhouse", "fourkind", "straightflush", "highcard",
                    ]),
            ]),
        Lesson(
            "poker.quiz",
            [
                LessonStep("7 5s Jh 2c | 8c 4d 9d | Qs 6h 3c", .number(halves: 4))
                    .answered(byWords: ["straightflush"], against: ["fourkind"]),
                LessonStep(.number(halves: 4)).answered(byWords: ["fourkind"], against: ["fullhouse"]),
                LessonStep(.number(halves: 2)).answered(byWords: ["straight"], against: ["threekind"]),
                LessonStep(.number(halves: 2)).answered(byWords: ["pair"], against: ["highcard"]),
            ]),
        Lesson(
            "poker.streets",
            [
                LessonStep("7 Ac Kd 7s | 3h 9c Qd | 2d 8s 10c ; next 5h Jc 6d", .number(halves: 2)),
                LessonStep(.action(.deal, nil)),
                // “After this one, how many more?”: 3, or the streets named, or four counted
                // with the one just dealt.
                LessonStep(.number(halves: 6)).answered(byWords: ["streetsleft"]),
            ]),
        Lesson(
            "poker.outs",
            [
                LessonStep("7 Ah Kh 9h 4h 2c 7s | 3c 8d Qh 7h Js 5d | 2d 6c 10c 8s 3d Kc", .number(halves: 14)),
                LessonStep(.no),
            ]),
        // Betting, taught on prepared hands (questions: the lesson table deals, it takes no bets):
        // the pot and the limits, then the decisions, then who opens and who acts first.
        Lesson(
            "poker.chips",
            [
                LessonStep("7 Ac Kd 9s | 3h 9c 4c | 2d 8s Qd", .number(halves: 6)),
                LessonStep(.number(halves: 40)),
                LessonStep(.number(halves: 6)),
            ]),
        Lesson(
            "poker.decisions",
            [
                LessonStep("7 7c 2d 9h 3s 4c 8d | 8c 10h Kh Kd 10d 5s | Qs Jd Ac 5c 6s 9c", .no),
                LessonStep(.number(halves: 8)),
                LessonStep(.no).answered(by: .fold),
            ]),
        Lesson(
            "poker.opening",
            [
                // “Player 1, Player 2 or the dealer?”: the dealer named is understood, and wrong.
                LessonStep("7 Ac Kd 9s | 3h 9c 4c | 2d 8s Qd", .number(halves: 4)).answered(
                    byWords: [], against: ["dealer"]),
                LessonStep(.number(halves: 20)),
                LessonStep("7 Ac Kd 9s Jh | 3h 9c 4c 4d | 2d 8s Qd 5h", .number(halves: 4))
                    .answered(byWords: [], against: ["dealer"]),
            ]),
        Lesson(
            "poker.showdown",
            [
                LessonStep("7 Ac Kd 9s | 3h 9c 4c | 2d 8s Qd", .no),
                LessonStep(.number(halves: 80)),
            ]),
        Lesson(
            "poker.advice",
            [
                LessonStep("7 Ac Kd 9s | 3h 9c 4c | 2d 8s Qd", .number(halves: 50)),
                LessonStep(.yes),
                // The calling rule: 20% pot odds and one bet, 30% more: 26%.
                LessonStep(.number(halves: 52)),
            ]),
        // A hand at the betting table played out: every decision is the learner's, and the
        // coach judges each against the advice, with its figures.
        Lesson(
            "poker.guided",
            [
                LessonStep("betting 6", .play([.fold, .check, .call, .bet, .raise, .complete, .bringIn, .hint]))
            ]),
        // The Korean house rule, for the tables that play it (`house korean`): the back
        // straight, no kickers and the suits, the back straight flush.
        Lesson(
            "poker.house",
            [
                LessonStep("7 Ac Kd 9s | 3h 9c 4c | 2d 8s Qd", .yes),
                // “Which flush wins?”: hand 2, or the hand named by its suit (spades).
                LessonStep(.number(halves: 4)).answered(byWords: ["spadeshand"], against: ["heartshand"]),
                LessonStep(.yes),
            ], optional: true),
    ]

    /// The betting table's words, defined at the table until the lesson that teaches them is done:
    /// a learner may sit down after lesson 1.
    static var lessonTerms: [LessonTerm] {
        [
            LessonTerm("poker.ante", taughtIn: "poker.chips", saidBy: ["poker.bet.antes"]),
            LessonTerm("poker.streets", taughtIn: "poker.streets", saidBy: ["poker.street.7.1", "poker.street.5.1"]),
            LessonTerm(
                "poker.bringin", taughtIn: "poker.opening",
                saidBy: [
                    "poker.bet.bringin", "poker.bet.bringin.you", "poker.acted.bringIn", "poker.acted.bringIn.you",
                    "poker.acted.complete", "poker.acted.complete.you", "poker.acted.completes",
                    "poker.acted.completes.opening", "poker.coach.why.bringin", "poker.bet.hint.share.bet",
                    "poker.bet.hint.share.complete", "poker.bet.hint.share.call", "poker.bet.hint.share.call.raised",
                    "poker.bet.hint.complete.needs",
                ]),
            // After the bring-in's: its definition names the small bet.
            LessonTerm(
                "poker.limits", taughtIn: "poker.chips",
                saidBy: [
                    "poker.bet.bringin", "poker.bet.bringin.you", "poker.acted.completes",
                    "poker.acted.completes.opening", "poker.bet.bigallowed", "poker.bet.bigallowed.you",
                    "poker.acted.betBig", "poker.acted.betBig.you", "poker.acted.raiseBig", "poker.acted.raiseBig.you",
                    "poker.why.noCompletion", "poker.why.noOpenPair", "poker.bet.hint.big.needs",
                    "poker.bet.hint.big.never", "poker.coach.needs.big",
                ]),
            LessonTerm(
                "poker.openpair", taughtIn: "poker.opening",
                saidBy: [
                    "poker.bet.bigallowed", "poker.bet.bigallowed.you", "poker.why.noOpenPair",
                ]),
            LessonTerm(
                "poker.potodds", taughtIn: "poker.decisions",
                saidBy: ["poker.bet.hint.share.call", "poker.bet.hint.share.call.raised"]),
            LessonTerm(
                "poker.share", taughtIn: "poker.advice",
                saidBy: [
                    "poker.coach.why.strong", "poker.coach.why.strong.notbig",
                    "poker.coach.why.free", "poker.coach.why.right", "poker.coach.why.right.notraise",
                    "poker.coach.why.wrong", "poker.coach.why.bringin", "poker.review.against.line",
                    "poker.bet.hint.share.bet", "poker.bet.hint.share.complete", "poker.bet.hint.share.call",
                    "poker.bet.hint.share.call.raised",
                ]),
            LessonTerm("poker.showdown", taughtIn: "poker.showdown", saidBy: ["poker.showdown"]),
            // Asked only (`퀸 탑이 무슨 뜻이에요?`): a hand named by its top card.
            LessonTerm("poker.highcard", taughtIn: "poker.hands", saidBy: []),
            // Asked only, or typed alone at a table: words the lessons teach that no table line says
            // before its lesson.
            LessonTerm("poker.kicker", taughtIn: "poker.ranking", saidBy: []),
            LessonTerm("poker.raise", taughtIn: "poker.chips", saidBy: []),
            LessonTerm("poker.valuebet", taughtIn: "poker.advice", saidBy: []),
        ]
    }

    /// Under the Korean house rule a term's `.korean` definition (the kicker, which that rule
    /// never looks at).
    var lessonTermVariant: String? { rankingRule == .korean ? "korean" : nil }

    /// `hands` (the list of hands, best first) and `rank` answer inside a lesson; the step waits.
    static var lessonLookUps: Set<CommandID> { [.hands, .rank] }

    static func prepared(_ position: String) -> PokerTable? {
        // `betting N`: the betting table of seed N, its first hand dealt.
        if position.hasPrefix("betting "), let seed = UInt64(position.dropFirst("betting ".count)) {
            var table = PokerTable(seed: seed)
            _ = table.begin(at: 0)
            return table
        }
        let parts = position.split(separator: ";")
        guard let first = parts.first, let variantWord = first.split(separator: " ").first,
            let variant = Int(variantWord).flatMap(StudPoker.Variant.init(rawValue:))
        else { return nil }
        func cards(_ words: [Substring]) -> [FrenchCard]? {
            let read = words.compactMap { FrenchCard(reading: String($0)) }
            return read.count == words.count ? read : nil
        }
        let seatTexts = first.dropFirst(variantWord.count).split(separator: "|")
        var hands: [[FrenchCard]] = []
        for text in seatTexts {
            guard let hand = cards(text.split(separator: " ")) else { return nil }
            hands.append(hand)
        }
        var next: [FrenchCard] = []
        for part in parts.dropFirst() {
            let words = part.split(separator: " ")
            guard words.first == "next", let read = cards(Array(words.dropFirst())) else { return nil }
            next = read
        }
        guard let game = StudPoker.prepared(variant: variant, hands: hands, next: next) else { return nil }
        return PokerTable(game: game)
    }
}
