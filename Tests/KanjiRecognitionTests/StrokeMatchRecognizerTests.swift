import KanjiDictionary
import Testing
@testable import KanjiRecognition

@Suite struct StrokeMatchRecognizerTests {
    @Test(arguments: ["日", "木", "語", "右", "左"] as [Character])
    func knowsKanjiVGsOwnStrokesFirst(character: Character) {
        let drawing = Drawing(strokes: BundledKanji.strokes(of: character))
        #expect(drawing.strokes.count > 0)
        #expect(BundledKanji.recognizer.candidates(for: drawing, limit: 5).first?.character == character)
    }

    /// A dictionary is not trusted: a kanji with a stroke path KanjiVG's commands cannot
    /// describe is left out of the templates and named, not dropped unsaid; the others are found.
    @Test func aKanjiWhosePathsCannotBeReadIsNamed() throws {
        let sun = try #require(BundledKanji.store.kanji(for: "日"))
        var broken = try #require(BundledKanji.store.kanji(for: "木"))
        broken.strokePaths[1] = "M1,1Z"
        let recognizer = StrokeMatchRecognizer(kanji: [sun, broken])
        #expect(recognizer.unreadable.map(\.character) == ["木"])
        #expect(recognizer.unreadable.first?.problem.description.contains("Z") == true)
        #expect(recognizer.candidates(for: Drawing(strokes: BundledKanji.strokes(of: "日")), limit: 5).map(\.character) == ["日"])
        let combined = HandwritingRecognizer(kanji: [sun, broken], zinniaModel: "/nonexistent")
        #expect(combined.unreadableStrokes?.hasPrefix("1 kanji left out, its stroke paths unreadable (the first, 木: ") == true)
        #expect(HandwritingRecognizer(kanji: [sun], zinniaModel: "/nonexistent").unreadableStrokes == nil)
    }

    @Test func forgivesStrokesInTheWrongOrder() {
        // 右 and 左 differ in which of their first two strokes comes first; drawn with 田's
        // strokes reversed, 田 is still found.
        let strokes = BundledKanji.strokes(of: "田")
        let drawing = Drawing(strokes: strokes.reversed())
        #expect(BundledKanji.recognizer.candidates(for: drawing, limit: 3).first?.character == "田")
    }

    @Test func prefersTheKanjiWrittenInTheDrawnOrderWhenShapesTie() {
        // 右 starts with ノ, 左 with 一; their first two strokes cross alike.
        for character in ["右", "左"] as [Character] {
            let top = BundledKanji.recognizer.candidates(for: Drawing(strokes: BundledKanji.strokes(of: character)), limit: 2)
            #expect(top.first?.character == character)
        }
    }

    @Test func movedAndScaledDrawingsAreTheSameKanji() {
        let strokes = BundledKanji.strokes(of: "木").map { stroke in
            stroke.map { Drawing.Point(x: 0.3 + $0.x * 0.5, y: 0.1 + $0.y * 0.5) }
        }
        #expect(BundledKanji.recognizer.candidates(for: Drawing(strokes: strokes), limit: 1).first?.character == "木")
    }

    @Test func emptyDrawingHasNoCandidates() {
        #expect(BundledKanji.recognizer.candidates(for: Drawing(), limit: 10).isEmpty)
        #expect(BundledKanji.recognizer.candidates(for: Drawing(strokes: [[]]), limit: 10).isEmpty)
    }

    @Test func answersAtMostTheLimitBestFirst() {
        let candidates = BundledKanji.recognizer.candidates(for: Drawing(strokes: BundledKanji.strokes(of: "日")), limit: 10)
        #expect(candidates.count == 10)
        #expect(zip(candidates, candidates.dropFirst()).allSatisfy { $0.score >= $1.score })
    }
}
