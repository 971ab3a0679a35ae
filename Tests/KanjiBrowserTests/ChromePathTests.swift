import PropertyBased
import Testing
@testable import KanjiBrowser

/// The header's path (Kanji list › … › 一 › 一) at any depth and any width: it fits the width
/// cell for cell, keeps the root and the newest step where they fit, and is worked out in one
/// pass (the old loop put back the "…" it had just removed and never ended).
@Suite struct ChromePathTests {
    static let steps = ["Kanji list", "一", "日", "日本語", "日本学術会議", "x", "Search: nichi", "毎日のように"]

    @Test func anyPathFitsAnyWidth() async {
        let step = Gen.int(in: 0...(Self.steps.count - 1)).map { Self.steps[$0] }
        await propertyCheck(count: 500, input: step.array(of: 1...200), Gen.int(in: -2...160)) { path, width in
            let text = Chrome.pathText(path, width: width)
            let whole = path.joined(separator: Chrome.separator)
            #expect(TextWidth.of(text) <= max(0, width))
            if TextWidth.of(whole) <= width {
                #expect(text == whole)
            } else if width > 0 {
                // Only a step that did not fit is left out: the gap is narrower than one step.
                let widestStep = Self.steps.map { TextWidth.of($0) }.max() ?? 0
                #expect(TextWidth.of(text) > width - TextWidth.of(Chrome.separator) - widestStep)
            }
        }
    }

    @Test func aDeepPathKeepsTheRootAnEllipsisAndTheNewestSteps() {
        let path = ["Kanji list"] + Array(repeating: "一", count: 60)
        let text = Chrome.pathText(path, width: 39)
        #expect(text.hasPrefix("Kanji list › … › 一"))
        #expect(text.hasSuffix(" › 一"))
        #expect(TextWidth.of(text) <= 39)
        #expect(TextWidth.of(text) >= 39 - TextWidth.of(" › 一") + 1)
    }

    @Test func aNewestStepWiderThanTheScreenIsCutAtTheEdgeWithoutSplittingAKanji() {
        let text = Chrome.pathText(["Kanji list", "日", "日本学術会議日本学術会議"], width: 20)
        #expect(text.hasPrefix("Kanji list › …"))
        #expect(text.hasSuffix("…"))
        #expect((19...20).contains(TextWidth.of(text)))
    }

    @Test func nothingFitsInNoWidth() {
        #expect(Chrome.pathText(["Kanji list", "日", "日"], width: 0) == "")
        #expect(Chrome.pathText(["Kanji list"], width: -1) == "")
    }
}
