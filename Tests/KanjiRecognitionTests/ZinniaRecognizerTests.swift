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
