/// How JLPT levels are written: today's N-levels as a learner counts them (`JLPT N5`), KANJIDIC2's
/// pre-2010 levels named as the old ones so the two are never confused.
enum LevelFormat {
    /// "N5" for 5.
    static func nLevel(_ level: Int) -> String {
        "N\(level)"
    }

    /// "JLPT N5".
    static func jlpt(_ level: Int) -> String {
        "JLPT " + nLevel(level)
    }

    /// "old JLPT 4".
    static func oldJlpt(_ level: Int) -> String {
        "old JLPT \(level)"
    }
}
