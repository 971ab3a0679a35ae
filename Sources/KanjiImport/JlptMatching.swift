import Foundation

/// Gives the imported words their JLPT N-levels from Waller's lists, which carry no JMdict ids:
/// an entry is matched on written form and reading.
///
/// The rule: a word matches an entry when one of its written forms is one of the entry's written
/// alternatives and, if the entry gives readings, one of its readings is one of them; an entry
/// written in kana alone also matches the words read that way (いす is 椅子). An entry nothing
/// matches is tried again without a leading お or ご (お皿 → 皿). An entry matching several words is
/// ambiguous (猫 ねこ is two JMdict entries, ねこ and ねこま; ある is 有る and 或る): its level goes
/// to the most used of them (lowest rank, common first), to each of them when they tie. Each pair
/// of a written and a reading alternative counts on its own, so 何 なん/なに gives its level to both
/// JMdict words 何 (なに) and 何 (なん). A word listed at several levels gets the easiest.
public enum JlptMatching {
    /// How the vocabulary lines fared, printed by the import.
    public struct Report: Equatable, Sendable {
        /// Lines matching exactly one word.
        public var matched = 0
        /// Lines matching several words (the most used taken).
        public var ambiguous = 0
        /// Lines matched on their written form alone, their readings matching no word written so.
        public var writtenOnly = 0
        /// Lines matching none, with where they are.
        public var unmatched: [JlptLists.VocabularyEntry] = []
        /// Words given a level.
        public var wordsWithLevel = 0

        public init() {}
    }

    /// Each word's level by word number (0 for none), and the report.
    static func levels(of forms: ImportedWordForms, from lists: JlptLists) -> (levels: [UInt8], report: Report) {
        var levels = [UInt8](repeating: 0, count: forms.count)
        var report = Report()
        for entry in lists.vocabulary {
            var groups = matches(written: entry.written, readings: entry.readings, in: forms)
            if groups.isEmpty {
                groups = matches(
                    written: entry.written.map { withoutHonorific($0) ?? $0 }, readings: entry.readings.map { withoutHonorific($0) ?? $0 },
                    in: forms)
            }
            if groups.isEmpty, !entry.readings.isEmpty, entry.written.contains(where: { !isKana($0) }) {
                groups = matches(written: entry.written.filter { !isKana($0) }, readings: [], in: forms)
                if !groups.isEmpty { report.writtenOnly += 1 }
            } else if groups.contains(where: { $0.count > 1 }) {
                report.ambiguous += 1
            } else if !groups.isEmpty {
                report.matched += 1
            }
            guard !groups.isEmpty else {
                report.unmatched.append(entry)
                continue
            }
            for group in groups {
                let best = group.map { forms.use[Int($0)] }.min()
                for word in group where forms.use[Int(word)] == best && levels[Int(word)] == 0 {
                    levels[Int(word)] = UInt8(entry.level)
                }
            }
        }
        report.wordsWithLevel = levels.count { $0 != 0 }
        return (levels, report)
    }

    /// The words matching each pair of a written and a reading alternative (or each written one
    /// when there are no readings), the pairs matching none left out: 何 なん/なに is two JMdict
    /// words, one for each reading, and both are the list's.
    static func matches(written: [String], readings: [String], in forms: ImportedWordForms) -> [[Int32]] {
        var groups: [[Int32]] = []
        for text in written {
            var candidates = forms.written[text] ?? []
            if isKana(text) { candidates += forms.readings[text] ?? [] }
            let pairs = readings.isEmpty ? [nil] : readings.map(Optional.some)
            for reading in pairs {
                let group = Set(candidates.filter { word in reading.map { forms.spells(word, as: $0) } ?? true })
                if !group.isEmpty, !groups.contains(where: { Set($0) == group }) { groups.append(group.sorted()) }
            }
        }
        return groups
    }

    /// The text without a leading honorific お or ご, nil when it has none or is nothing else.
    static func withoutHonorific(_ text: String) -> String? {
        guard let first = text.first, first == "お" || first == "ご", text.count > 1 else { return nil }
        return String(text.dropFirst())
    }

    static func isKana(_ text: String) -> Bool {
        text.unicodeScalars.allSatisfy { (0x3041...0x30FF).contains($0.value) }
    }
}
