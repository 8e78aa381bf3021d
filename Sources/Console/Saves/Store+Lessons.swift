/// The learner's progress through the lessons (`learn`), in `lessons.json` beside the saves:
///
///     {"version": 1, "done": ["siete.values"], "at": {"set.attributes": 2}}
///
/// `done` lists finished lessons; `at` the step (from 0) a lesson left midway resumes at.
/// Read when needed, changed under its own lock (another session's progress is kept), and
/// written like every other file (`Store.write`: a fresh temporary file, renamed).
public struct LessonProgress: Codable, Equatable, Sendable {
    public var version = Store.version
    public var done: [String] = []
    public var at: [String: Int] = [:]
    public init() {}

    /// Where a lesson stands.
    public enum Status: Sendable, Equatable {
        case notStarted
        case inProgress(step: Int)
        case done
    }

    public func status(_ lesson: String) -> Status {
        if let step = at[lesson], step >= 0 { return .inProgress(step: step) }
        return done.contains(lesson) ? .done : .notStarted
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
