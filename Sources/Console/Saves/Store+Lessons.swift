/// The learner's progress through the lessons (`learn`), in `lessons.json` beside the saves:
///
///     {"version": 1, "done": ["siete.values"], "at": {"set.attributes": 2},
///      "skipped": ["klondike.build"], "skipping": {"set.attributes": [0]}}
///
/// `done` lists finished lessons; `at` the step (from 0) a lesson left midway resumes at;
/// `skipped` the lessons gone through to the end with a step skipped (not done);
/// `skipping` the steps skipped so far in a lesson under way. Files without the last two
/// (written before them) read as having none. Read when needed, changed under its own lock
/// (another session's progress is kept), and written like every other file (`Store.write`:
/// a fresh temporary file, renamed).
public struct LessonProgress: Codable, Equatable, Sendable {
    public var version = Store.version
    public var done: [String] = []
    public var at: [String: Int] = [:]
    public var skipped: [String] = []
    public var skipping: [String: [Int]] = [:]
    public init() {}

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        version = try c.decode(Int.self, forKey: .version)
        done = try c.decode([String].self, forKey: .done)
        at = try c.decode([String: Int].self, forKey: .at)
        skipped = try c.decodeIfPresent([String].self, forKey: .skipped) ?? []
        skipping = try c.decodeIfPresent([String: [Int]].self, forKey: .skipping) ?? [:]
    }

    /// Where a lesson stands.
    public enum Status: Sendable, Equatable {
        case notStarted
        case inProgress(step: Int)
        case done
        /// Gone through to the end, with steps skipped.
        case skipped
    }

    /// A finished lesson stays done when it is opened again (and left midway).
    public func status(_ lesson: String) -> Status {
        if done.contains(lesson) { return .done }
        if let step = at[lesson], step >= 0 { return .inProgress(step: step) }
        return skipped.contains(lesson) ? .skipped : .notStarted
    }

    /// How many lesson names a file may hold (more is not a file baraja wrote).
    static let limit = 1000
}

extension Store {
    static let lessonsFile = "lessons.json"
    static let lessonsLock = "locks/lessons.lock"

    /// The progress on disk now (none yet: an empty one). Out-of-range entries are dropped.
    public func lessonProgress() -> LessonProgress {
        guard var progress = load(Self.lessonsFile, as: LessonProgress.self) else { return LessonProgress() }
        progress.done = Array(progress.done.prefix(LessonProgress.limit))
        progress.at = progress.at.filter { $0.value >= 0 && $0.value < LessonProgress.limit }
        progress.skipped = Array(progress.skipped.prefix(LessonProgress.limit))
        progress.skipping = progress.skipping.filter { progress.at[$0.key] != nil }
            .mapValues { Array($0.filter { $0 >= 0 && $0 < LessonProgress.limit }.prefix(LessonProgress.limit)) }
        return progress
    }

    /// A change to the progress, made on what is on disk now, under the lessons' lock.
    public func updateLessons(_ change: (inout LessonProgress) -> Void) {
        underLock(Self.lessonsLock) {
            let before = lessonProgress()
            var after = before
            change(&after)
            if after != before { write(after, to: Self.lessonsFile) }
        }
    }
}
