import GameKit

/// Lessons a game offers (`learn`): data in the game's slice, words in its catalog.
///
/// A lesson is a list of steps. Each step may set up a prepared position (a crafted deal in
/// the game's own notation, read by `prepared(_:)` through the engine's own constructors),
/// says one idea (`lesson.<lesson>.<n>.text`), and waits for the learner to do something with
/// the game's real commands or to answer a question. Right: `lesson.<lesson>.<n>.right`,
/// then the next step. Wrong: `lesson.<lesson>.<n>.wrong` (the rule that makes it wrong) and
/// the step asks again; from the second miss on, `lesson.<lesson>.<n>.hint` too. A move the
/// table refuses gets the table's reason first, then `lesson.<lesson>.<n>.refused` where the
/// step has one (optional: what the step asks, where its wrong text judges a choice), else its
/// wrong text. Steps are numbered from 1. A lesson's title is `lesson.<lesson>.title`. See the
/// README's "Writing a lesson".
public protocol Teaching: GameTable {
    /// The game's lessons, in the order a beginner takes them.
    static var lessons: [Lesson] { get }
    /// A table at a prepared position (`LessonStep.position`); nil when the text cannot be
    /// read (a defect the lesson tests catch).
    static func prepared(_ position: String) -> Self?
    /// Whether a command's argument is a set of words, read in any order (Set's `tap 9 5 2`
    /// is `tap 2 5 9`); every other argument is read in order (`move 2 1` is not `move 1 2`).
    static func argumentIsUnordered(_ command: CommandID) -> Bool
    /// The game's commands that only show something and change nothing (stud poker's `hands`
    /// list): in a lesson they answer on the lesson's table and the step waits, never judged
    /// as an answer.
    static var lessonLookUps: Set<CommandID> { get }
    /// Why a command the step did not expect is wrong, worked out from what the learner chose
    /// (Set: which attribute the three tapped cards break); said before the step's own wrong
    /// text. None: the step's text says it all.
    func lessonMissReasons(_ command: CommandID, argument: CommandArgument) -> [Message]
    /// Whether the expected command's argument was read at all (a take named in words the
    /// game could not match to cards): a line not read is never judged wrong, it gets the
    /// lesson's neutral line. Default: read.
    func lessonReads(_ command: CommandID, argument: CommandArgument) -> Bool
    /// The words a real table says before the lesson that teaches them may be done (poker's
    /// ante, bring-in, pot odds): until that lesson is done, the console defines each once a
    /// session, under the first message that says it.
    static var lessonTerms: [LessonTerm] { get }
    /// What a question may name by its description instead of its number (Set's cards on
    /// the table, `tres triángulos morados llenos` for card 4): each thing's number and its
    /// description in words. None by default.
    var lessonDescribed: [(number: Int, description: Message)] { get }
    /// Which version of a term's definition fits this table as it is (poker's `korean` while
    /// the Korean house rule is in force): `lesson.term.<key>.<variant>` answers where the
    /// catalog has it, else `lesson.term.<key>`. None by default.
    var lessonTermVariant: String? { get }
}

/// A word of a real table and the lesson that teaches it: its definition is
/// `lesson.term.<key>` (`%1$@`: the `learn` command that opens the lesson), said under the
/// first of `messages` (catalog keys, also when inside another message) a table says.
public struct LessonTerm: Sendable {
    public let key: String
    public let lesson: String
    public let messages: Set<String>

    public init(_ key: String, taughtIn lesson: String, saidBy messages: Set<String>) {
        self.key = key
        self.lesson = lesson
        self.messages = messages
    }
}

extension Teaching {
    public static func argumentIsUnordered(_ command: CommandID) -> Bool { false }
    public static var lessonLookUps: Set<CommandID> { [] }
    public func lessonMissReasons(_ command: CommandID, argument: CommandArgument) -> [Message] { [] }
    public func lessonReads(_ command: CommandID, argument: CommandArgument) -> Bool { true }
    public static var lessonTerms: [LessonTerm] { [] }
    public var lessonDescribed: [(number: Int, description: Message)] { [] }
    public var lessonTermVariant: String? { nil }
}

/// One lesson: its key (`siete.values`: the catalog keys `lesson.siete.values.*`) and steps.
public struct Lesson: Sendable {
    public let key: String
    public let steps: [LessonStep]
    /// A lesson only some tables need (poker's Korean house rule): listed and offered, but not
    /// counted among the lessons a learner has still to do.
    public let optional: Bool

    public init(_ key: String, _ steps: [LessonStep], optional: Bool = false) {
        self.key = key
        self.steps = steps
        self.optional = optional
    }
}

/// One step of a lesson.
/// A command with its argument, as an action step expects it.
public struct LessonAction: Sendable, Equatable {
    public let command: CommandID
    public let argument: String?
}

public struct LessonStep: Sendable {
    /// A prepared position set up before the step is shown; nil keeps the table as it is.
    public let position: String?
    /// What the learner must do or answer.
    public let expects: LessonExpectation
    /// A section of the game's rules shown under the step's text (its topic, as in
    /// `RulesSection`), for a step that repeats a rule; nil shows none.
    public let rules: String?
    /// Game commands that answer a question rightly by doing what it asks (`fold` for
    /// “Should you call?” whose answer is no); empty for most steps.
    public private(set) var answeredBy: [CommandID] = []

    /// Words that answer a question rightly beside its expectation, each the name of a list
    /// `lesson.answer.<word>.words` (a hand's name for “which wins, 1 or 2?”: `flush`); empty
    /// for most steps.
    public private(set) var rightWords: [String] = []
    /// Words of the same kind that answer it wrongly (the other hand's name): understood, and
    /// answered with the step's correction.
    public private(set) var wrongWords: [String] = []

    /// Other commands that do what an action step asks (`tap 3` for `move 3 f`: the same
    /// card to the same place), each with its argument as in `LessonExpectation.action`;
    /// empty for most steps.
    public private(set) var alsoDoneBy: [LessonAction] = []

    /// The same action step, also done by `command` with `argument`.
    public func alsoDone(by command: CommandID, _ argument: String?) -> LessonStep {
        var step = self
        step.alsoDoneBy.append(LessonAction(command: command, argument: argument))
        return step
    }

    /// The same step, also answered by one of these commands.
    public func answered(by commands: CommandID...) -> LessonStep {
        var step = self
        step.answeredBy = commands
        return step
    }

    /// The same step, also answered rightly by the words of `right` and wrongly by those of `wrong`.
    public func answered(byWords right: [String], against wrong: [String] = []) -> LessonStep {
        var step = self
        step.rightWords = right
        step.wrongWords = wrong
        return step
    }

    public init(_ position: String, _ expects: LessonExpectation, rules: String? = nil) {
        self.position = position
        self.expects = expects
        self.rules = rules
    }

    /// A step on the table as the previous step left it.
    public init(_ expects: LessonExpectation, rules: String? = nil) {
        self.position = nil
        self.expects = expects
        self.rules = rules
    }
}

/// What a step waits for.
public enum LessonExpectation: Sendable, Equatable {
    /// A yes/no answer: sí/no, 예/아니요, yes/no (every language understood).
    case yes
    case no
    /// A number: `7½`, `7,5`, `7.5`, `7 1/2`, a Korean counter after it (`2번`), in halves
    /// so that ½ is exact.
    case number(halves: Int)
    /// One of the words under a catalog list key, in any language (`lesson.answer.<word>.words`).
    case word(String)
    /// A game command, carried out on the lesson's table when it is the one expected: the
    /// command, and its argument as the console resolves it (nil: none; its words in order,
    /// or in any order for a command the game reads as a set, `Teaching.argumentIsUnordered`;
    /// alternatives separated by `|`, the first one carried out when a later step rebuilds the
    /// table: `3 f|3 f1`). The step goes on only when the table accepts the command.
    case action(CommandID, String?)
    /// A hand played out at the real table, every decision the learner's: any of these
    /// commands is carried out on the lesson's table as it is typed (with the game's coach
    /// commenting when it has one), and the step ends when the table reports the hand over.
    case play([CommandID])
    /// Nothing to answer: Enter (or anything) goes on.
    case read
}

extension Teaching {
    public var asTeaching: (any Teaching)? { self }
    public static var asTeaching: (any Teaching.Type)? { self }
}
