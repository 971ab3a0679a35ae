import Foundation
import KanjiDictionary
import KanjiRecognition

/// `kanji-benchmark --recognition [--seed N] [--dictionary FILE]`: how often each recogniser
/// ranks the right kanji first and in the first five, over the school-grade kanji of grades 1–3
/// drawn from KanjiVG's strokes as they are and distorted by a hand (HandDistortion, one seed),
/// at the writing pad's cell resolution and at pixel resolution.
struct RecognitionBenchmark {
    struct Tally {
        var first = 0, five = 0, total = 0
        var seconds: [Double] = []

        mutating func add(_ candidates: [Candidate], expected: Character, seconds elapsed: Double) {
            total += 1
            if candidates.first?.character == expected { first += 1 }
            if candidates.prefix(5).contains(where: { $0.character == expected }) { five += 1 }
            seconds.append(elapsed)
        }

        func percent(_ count: Int) -> String { String(format: "%.1f%%", 100 * Double(count) / Double(max(total, 1))) }
        var median: String { seconds.isEmpty ? "—" : Format.duration(seconds.sorted()[seconds.count / 2]) }
    }

    struct Condition {
        var title: String
        var distorted: Bool
        var sloppy = false
        var resolution: HandDistortion.Resolution?
    }

    static let conditions = [
        Condition(title: "KanjiVG's strokes, full resolution", distorted: false, resolution: nil),
        Condition(title: "KanjiVG's strokes, 40x20 cells", distorted: false, resolution: .cells),
        Condition(title: "distorted, pixels (320x320)", distorted: true, resolution: .pixels),
        Condition(title: "distorted, 40x20 cells", distorted: true, resolution: .cells),
        Condition(title: "distorted, each stroke moved and scaled too, 40x20 cells", distorted: true, sloppy: true, resolution: .cells),
    ]

    /// The seed the figures in docs/benchmarks.md are measured with; weights are tuned on
    /// `tuningSeed` only, so the reported figures are on drawings the tuning never saw.
    static let evaluationSeed: UInt64 = 20261124
    static let tuningSeed: UInt64 = 1

    let store: KanjiStore
    let seed: UInt64
    let weights: StrokeMatchRecognizer.Weights
    let zinniaWeight: Double
    /// Only the conditions whose title contains this (while tuning).
    var only: String?

    func report(command: String) -> String {
        let samples = store.kanji.filter { ($0.grade ?? 99) <= 3 && !$0.strokePaths.isEmpty }
        let own = StrokeMatchRecognizer(kanji: store.kanji, weights: weights)
        var recognizers: [(String, any KanjiRecognizer)] = []
        var zinniaNote = ""
        do {
            let zinnia = try ZinniaRecognizer()
            recognizers.append(("zinnia", DictionaryKanjiOnly(zinnia: zinnia, own: own)))
            recognizers.append(("own", own))
            recognizers.append(("combined", CombinedRecognizer(own: own, zinnia: zinnia, zinniaWeight: zinniaWeight)))
        } catch {
            zinniaNote = "zinnia unavailable: \(error); only the own recogniser measured.\n"
            recognizers.append(("own", own))
        }
        var lines = [
            "Measured with `\(command)` on \(MarkdownReport.machine()): \(samples.count) kanji of grades 1–3, distortion seed \(seed);",
            "candidates from the \(store.kanji.filter { own.knows($0.character) }.count) kanji of the dictionary with KanjiVG strokes (zinnia's kana and other kanji left out, as the pad leaves them out).",
            zinniaNote,
            "| input | " + recognizers.map { "\($0.0) first | \($0.0) five" }.joined(separator: " | ") + " | " + recognizers.map { "\($0.0) time" }.joined(separator: " | ") + " |",
            "|---|" + String(repeating: "---:|", count: recognizers.count * 3),
        ]
        for condition in Self.conditions where only.map({ condition.title.contains($0) }) ?? true {
            var random = HandDistortion.SeededGenerator(seed: seed)
            var tallies = [Tally](repeating: Tally(), count: recognizers.count)
            for entry in samples {
                var strokes = entry.strokePaths.compactMap { try? StrokePath(data: $0) }.map { path in
                    path.points.map { Drawing.Point(x: $0.x / StrokePath.boxSize, y: $0.y / StrokePath.boxSize) }
                }
                if condition.distorted { strokes = HandDistortion.distort(strokes, sloppy: condition.sloppy, using: &random) }
                if let resolution = condition.resolution { strokes = HandDistortion.quantised(strokes, to: resolution) }
                let drawing = Drawing(strokes: strokes)
                for (index, (_, recognizer)) in recognizers.enumerated() {
                    let start = DispatchTime.now().uptimeNanoseconds
                    let candidates = recognizer.candidates(for: drawing, limit: 10)
                    let elapsed = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
                    tallies[index].add(candidates, expected: entry.character, seconds: elapsed)
                }
            }
            lines.append("| \(condition.title) | " + tallies.map { "\($0.percent($0.first)) | \($0.percent($0.five))" }.joined(separator: " | ")
                + " | " + tallies.map(\.median).joined(separator: " | ") + " |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}

/// zinnia's answer as the pad shows it: only kanji the dictionary has strokes for.
struct DictionaryKanjiOnly: KanjiRecognizer {
    let zinnia: ZinniaRecognizer
    let own: StrokeMatchRecognizer

    func candidates(for drawing: Drawing, limit: Int) -> [Candidate] {
        Array(zinnia.candidates(for: drawing, limit: max(limit, 50)).filter { own.knows($0.character) }.prefix(limit))
    }
}
