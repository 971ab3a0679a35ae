import Foundation
import KanjiDictionary
import Segmentation
import TestSupport
import Testing
@testable import KanjiBrowser

/// A long text on the Read screen: its first page cut at once, the rest on another thread and
/// taken in when idle, G cutting the end there and then, the header saying the count still grows,
/// and in the end the same words as the whole text cut at once.
@Suite struct LongTextTests {
    /// Sentences of ReadScreenTests' kind, many lines of them: past ``ReadScreen/cutAtOnce``.
    static let text = (0..<300).map { line in
        "\(line)行目：きのう友達と映画を見に行きました。とても面白かったです。日本語を勉強しています。"
    }.joined(separator: "\n") + "\n最後の行です。"

    func readyBuild() throws -> (ReadingBuild, KanjiStore) {
        let store = try BundledDictionary.store.get()
        let build = ReadingBuild(store: store)
        let deadline = Date().addingTimeInterval(60)
        while !build.isReady, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return (build, store)
    }

    @Test func theFirstPageIsCutAtOnceAndTheRestWhenIdle() throws {
        let (build, store) = try readyBuild()
        var screen = ReadScreen(build: build, store: store, text: Self.text, source: "long.txt")
        #expect(screen.currentSegment?.text == "0")
        #expect(screen.unread > 0)
        #expect(screen.header.status.contains("+ so far, reading"))
        let deadline = Date().addingTimeInterval(120)
        while screen.unread > 0, Date() < deadline {
            if !screen.refresh() { Thread.sleep(forTimeInterval: 0.01) }
        }
        #expect(screen.unread == 0)
        let whole = build.withSegmenter { $0.segments(of: Self.text) }
        #expect(screen.segments == whole)
        #expect(!screen.header.status.contains("so far"))
        #expect(screen.header.status.hasPrefix("word 1 of "))
    }

    @Test func gGoesToTheLastWordBeforeTheRestIsRead() throws {
        let (build, store) = try readyBuild()
        var screen = ReadScreen(build: build, store: store, text: Self.text, source: "long.txt")
        let layout = Layout(width: 80, height: 24)
        let whole = build.withSegmenter { $0.segments(of: Self.text) } ?? []
        let words = whole.filter(ReadScreen.isWord)
        _ = screen.handle(.character("G"), layout: layout)
        #expect(screen.currentSegment == words.last)
        #expect(screen.header.status.hasPrefix("word ? of "))
        _ = screen.handle(.left, layout: layout)
        #expect(screen.currentSegment == words.dropLast().last)
        _ = screen.handle(.character("g"), layout: layout)
        #expect(screen.currentSegment == words.first)
        // The page drawn around the end shows the last line.
        _ = screen.handle(.end, layout: layout)
        var frame = Frame(width: 80, height: 24)
        screen.draw(into: &frame, layout: layout, marks: [])
        #expect(frame.text.contains("最後の行です。"))
    }

    /// PgDn moves the cursor a page of text down (the page less a row, cutting what it reaches),
    /// PgUp as far back: to the word it started on.
    @Test func pageDownAndUpMoveAPageOfText() throws {
        let (build, store) = try readyBuild()
        var screen = ReadScreen(build: build, store: store, text: Self.text, source: "long.txt")
        let layout = Layout(width: 120, height: 24)
        let first = screen.currentSegment
        var lines: [Int] = []
        for _ in 0..<3 {
            _ = screen.handle(.pageDown, layout: layout)
            lines.append(Self.line(of: screen.currentSegment))
        }
        // Each line of the text (at most 96 columns) takes one row at 120: a page is the text's rows less one.
        let step = ReadRenderer.textRows(layout) - 1
        #expect(step > 1)
        #expect(lines == [step, 2 * step, 3 * step], "\(lines)")
        for _ in 0..<3 { _ = screen.handle(.pageUp, layout: layout) }
        #expect(screen.currentSegment == first)
    }

    /// The text's line a segment is on, by the number it begins with ("12行目：…").
    private static func line(of segment: Segment?) -> Int {
        guard let segment else { return -1 }
        return text[..<text.index(text.startIndex, offsetBy: segment.range.lowerBound)].filter(\.isNewline).count
    }

    @Test func movingDownOntoTextNotCutYetCutsIt() throws {
        let (build, store) = try readyBuild()
        var screen = ReadScreen(build: build, store: store, text: Self.text, source: "long.txt")
        let layout = Layout(width: 80, height: 24)
        for _ in 0..<200 { _ = screen.handle(.down, layout: layout) }
        #expect(screen.currentSegment.map(ReadScreen.isWord) == true)
        #expect(screen.currentSegment.map { $0.range.lowerBound > ReadScreen.firstPage } == true)
    }
}
