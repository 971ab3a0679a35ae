import Foundation
import Testing

/// A kanji's details in a real terminal (tmux) on the bundled dictionary, where every part must
/// be reachable: at 40x12 the fields that gave way to the words and the stroke order are on the
/// page above the first word, and the footer offers the stroke keys only where the strokes show;
/// at 80x24 the stroke order is beside the fields.
@Suite(.serialized) struct KanjiDetailsEndToEndTests {
    @Test func everyPartOfAKanjisDetailsIsReachedAt40x12() throws {
        let launch = try BrowserLaunch()
        defer { try? FileManager.default.removeItem(at: launch.folder) }
        let terminal = try launch.start(["--dictionary", KanjiListBinary.bundledDictionary, "日"], width: 40, height: 12)
        let opened = try terminal.waitFor("日 — kanji details")
        #expect(opened.contains("↑ more") && !opened.contains("stroke"), "the words first, no stroke key:\n\(opened)")
        try terminal.press("Up")  // above the first word: the page's end, the stroke order
        let strokes = try terminal.waitFor("stroke 4/4 · s")
        #expect(strokes.contains("all details") && strokes.contains("s/, stroke"), "the strokes and their key:\n\(strokes)")
        try terminal.press("s")
        try terminal.waitFor("stroke 1/4 · s")
        var seen = ""
        for _ in 0..<20 {
            try terminal.press("Up")
            seen += try terminal.screen()
        }
        let top = try terminal.screen()
        for part in [" Meanings ", " On ", " Kun ", " Strokes ", "4 strokes", " Level ", "grade 1"] { #expect(seen.contains(part), "\(part)\n\(top)") }
        #expect(!top.contains("s/, stroke"), "no stroke key without the strokes in view:\n\(top)")
        try terminal.press("Enter")  // back to the words
        let words = try terminal.waitFor("word 1/")
        #expect(words.split(separator: "\n").contains { $0.hasPrefix(">") }, "the cursor on the first word:\n\(words)")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }

    @Test func theStrokeOrderStandsBesideTheFieldsAt80x24() throws {
        let launch = try BrowserLaunch()
        defer { try? FileManager.default.removeItem(at: launch.folder) }
        let terminal = try launch.start(["--dictionary", KanjiListBinary.bundledDictionary, "日"], width: 80, height: 24)
        let opened = try terminal.waitFor("stroke 4/4 · s")
        #expect(opened.contains("s/, stroke") && opened.contains("Strokes") && opened.contains("word 1/"), "\(opened)")
        try terminal.press("q")
        #expect(try terminal.waitForExit() == 0)
    }
}
