import Foundation
import Testing
@testable import KanjiRecognition

/// zinnia is the reference: these run against Debian's libzinnia0 and tegaki-zinnia-japanese,
/// which scripts/debian-packages installs for the tests.
@Suite struct ZinniaRecognizerTests {
    @Test func recognisesKanjiVGs日WithDebiansModel() throws {
        let zinnia = try ZinniaRecognizer()
        let candidates = zinnia.candidates(for: Drawing(strokes: BundledKanji.strokes(of: "日")), limit: 5)
        #expect(candidates.contains { $0.character == "日" })
    }

    /// A stroke reaches zinnia as its corners, at most 20: 100 random corners of the box each took
    /// gigabytes (zinnia keeps its splits of a stroke in an array of 2^corners places). A drawn
    /// stroke keeps its shape: a straight line is its ends, a circle a few dozen points at most.
    @Test func aStrokeReachesZinniaAsAtMostTwentyCorners() {
        var random = SystemRandomNumberGenerator()
        let corners = [Drawing.Point(x: 0, y: 0), Drawing.Point(x: 1, y: 0), Drawing.Point(x: 0, y: 1), Drawing.Point(x: 1, y: 1)]
        let scribble = (0..<100).map { _ in corners.randomElement(using: &random) ?? corners[0] }
        #expect(ZinniaRecognizer.corners(of: scribble).count == ZinniaRecognizer.mostCorners)
        let line = (0...127).map { Drawing.Point(x: 0.1 + 0.8 * Double($0) / 127, y: 0.5) }
        #expect(ZinniaRecognizer.corners(of: line) == [line[0], line[127]])
        let circle = (0...127).map { step in
            let angle = 2 * Double.pi * Double(step) / 127
            return Drawing.Point(x: 0.5 + 0.3 * cos(angle), y: 0.5 + 0.3 * sin(angle))
        }
        let kept = ZinniaRecognizer.corners(of: circle)
        #expect((8...ZinniaRecognizer.mostCorners).contains(kept.count) && kept.first == circle.first && kept.last == circle.last)
        // The corners of 20 such scribbles are recognised in a moment, with no candidate lost.
        let zinnia = try? ZinniaRecognizer()
        #expect(zinnia?.candidates(for: Drawing(strokes: Array(repeating: scribble, count: 20)), limit: 3).count == 3)
    }

    @Test func aMissingModelNamesItsPackage() {
        #expect(throws: ZinniaRecognizer.Unavailable.self) { try ZinniaRecognizer(model: "/nonexistent/handwriting-ja.model") }
        do {
            _ = try ZinniaRecognizer(model: "/nonexistent/handwriting-ja.model")
        } catch {
            #expect(error.package == "tegaki-zinnia-japanese")
            #expect(error.description.contains("/nonexistent/handwriting-ja.model"))
        }
    }

    @Test func withoutZinniaTheOwnRecogniserStillAnswers() {
        let recognition = HandwritingRecognizer(kanji: BundledKanji.store.kanji, zinniaModel: "/nonexistent/model")
        #expect(recognition.zinniaMissing?.package == "tegaki-zinnia-japanese")
        let top = recognition.candidates(for: Drawing(strokes: BundledKanji.strokes(of: "語")), limit: 5)
        #expect(top.first?.character == "語")
    }

    @Test func combinedRecogniserOnlyOffersDictionaryKanji() throws {
        let recognition = HandwritingRecognizer(kanji: BundledKanji.store.kanji)
        #expect(recognition.zinniaMissing == nil)
        let candidates = recognition.candidates(for: Drawing(strokes: BundledKanji.strokes(of: "木")), limit: 20)
        #expect(candidates.first?.character == "木")
        #expect(candidates.allSatisfy { BundledKanji.recognizer.knows($0.character) })
    }
}
