/// What reading input needs from the catalogs, built on first use and kept for the session.
struct InputIndexes {
    /// Each game's words for what its commands take (`mazo` → `s`), by the game and the
    /// languages indexed (those in use, then every language).
    var words: [String: [String: String]] = [:]
    /// How people type numbers, units and lists (`Input.strings`), by language.
    var lexicons: [String: InputLexicon] = [:]
    /// The phrases of questions typed at a table (`QuestionReader`), by language.
    var questionReaders: [String: QuestionReader] = [:]
}
