import Glibc
import KanjiDictionary

/// The progress bar drawn on standard error while an import runs on a terminal, and the summary
/// printed at the end. Redraws only when the shown text changes, so a fast loop costs no writes.
public final class ImportProgressLine {
    private static let width = 30
    private var shown = ""

    public init() {}

    public func show(_ progress: ImportProgress) {
        let filled = min(Self.width, max(0, Int(progress.fraction * Double(Self.width))))
        let bar = String(repeating: "#", count: filled) + String(repeating: "-", count: Self.width - filled)
        let count = progress.count > 0 && progress.stage != .writing ? "  \(progress.count) \(progress.stage.rawValue)" : ""
        let line = "\(progress.stage.rawValue.padding(7)) [\(bar)] \(Int(progress.fraction * 100))%\(count)"
        guard line != shown else { return }
        shown = line
        write("\r\u{1B}[K" + line)
    }

    /// Removes the bar so the summary or an error starts on a clean line.
    public func clear() {
        guard !shown.isEmpty else { return }
        shown = ""
        write("\r\u{1B}[K")
    }

    /// One line: counts, where the file went, its size and how long it took.
    public static func summary(_ summary: ImportSummary) -> String {
        let megabytes = Double(summary.bytes) / 1_000_000
        let seconds = Double(summary.duration.components.seconds) + Double(summary.duration.components.attoseconds) / 1e18
        var text = "imported \(summary.kanjiCount) kanji and \(summary.wordCount) words into \(summary.outputPath) "
            + "(\(decimal(megabytes)) MB) in \(decimal(seconds)) s"
        if summary.cancelRefused {
            text += "; the cancel came while the dictionary was being written, so the import finished"
        }
        if let jlpt = summary.jlpt {
            text += "\nJLPT vocabulary: \(jlpt.matched) lines matched one word, \(jlpt.ambiguous) several (the most used taken), "
                + "\(jlpt.writtenOnly) only by their written form, \(jlpt.unmatched.count) none; \(jlpt.wordsWithLevel) words have a level"
        }
        if let sentences = summary.sentences {
            let refused = sentences.file.refusedLicences.sorted { $0.key.description < $1.key.description }.map { "\($0.value) \($0.key)" }
            text += "\nsentences: \(sentences.file.kept) read, \(sentences.file.withoutEnglish) without English left out"
                + (sentences.file.tooLong == 0 ? "" : ", \(sentences.file.tooLong) longer than \(TatoebaFile.longestSentence) characters left out")
                + (refused.isEmpty ? "" : ", " + refused.joined(separator: ", ") + " left out for their licence")
                + "; \(sentences.written) kept for \(sentences.words) words (cut into words by \(sentences.parser.rawValue))"
        }
        if let accents = summary.accents {
            let readings = accents.fromDictionary + accents.estimated + accents.missing
            text += "\npitch accents: \(accents.fromDictionary) of \(readings) readings from NAIST-jdic, \(accents.estimated) estimated "
                + "from their parts, \(accents.missing) none; \(accents.commonWithPitch) of \(accents.common) common words have one"
        }
        if let names = summary.names { text += "\nnames: \(names) from JMnedict, after the words" }
        return text
    }

    private static func decimal(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded())
        return "\(tenths / 10).\(tenths % 10)"
    }

    private func write(_ text: String) {
        var bytes = Array(text.utf8)
        _ = Glibc.write(STDERR_FILENO, &bytes, bytes.count)
    }
}

private extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }
}
