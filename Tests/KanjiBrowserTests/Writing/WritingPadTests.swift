import Foundation
import KanjiDictionary
import TestSupport
import KanjiRecognition
import Testing
@testable import KanjiBrowser

/// The writing pad on the bundled dictionary (its KanjiVG strokes are the own recogniser's
/// templates), driven by the mouse events the terminal layer decodes.
@Suite struct WritingPadTests {
    static let dictionaryPath = BundledDictionary.path
    static let store = BundledDictionary.store
    /// One recogniser for the suite: making it reads every kanji's strokes and zinnia's model.
    static let build = Result { HandwritingBuild(store: try store.get()) }

    /// 日 as a hand draws it, in the canvas's box: left side, top and right side, middle, bottom.
    static let sun: [[(Double, Double)]] = [
        [(0.3, 0.15), (0.3, 0.85)],
        [(0.3, 0.15), (0.7, 0.15), (0.7, 0.85)],
        [(0.32, 0.5), (0.68, 0.5)],
        [(0.32, 0.83), (0.68, 0.83)],
    ]

    /// A pad whose recogniser is ready.
    func pad() throws -> WritingPadScreen {
        let build = try Self.build.get()
        #expect(Polling.until(seconds: 120) { build.recognizer != nil }, "the recogniser was not made within 120 s")
        return WritingPadScreen(build: build, store: try Self.store.get())
    }

    /// The keys the terminal layer hands over for drawing `strokes`: a press, drags through each
    /// point and between them, a release, as a terminal reports a drag.
    func drawingKeys(_ strokes: [[(Double, Double)]], layout: Layout) -> [Key] {
        let canvas = WritingPadScreen.canvas(layout)
        func key(_ action: MouseEvent.Action, _ point: (Double, Double)) -> Key {
            .mouse(MouseEvent(action: action, button: .left, column: Double(canvas.column) + point.0 * Double(canvas.width),
                              row: Double(canvas.row) + point.1 * Double(canvas.height)))
        }
        return strokes.flatMap { stroke in
            let drags = zip(stroke, stroke.dropFirst()).flatMap { from, to in
                (1...6).map { step in
                    let t = Double(step) / 6
                    return key(.drag, (from.0 + (to.0 - from.0) * t, from.1 + (to.1 - from.1) * t))
                }
            }
            return [key(.press, stroke[0])] + drags + [key(.release, stroke[stroke.count - 1])]
        }
    }

    func draw(_ strokes: [[(Double, Double)]], on pad: inout WritingPadScreen, layout: Layout) {
        for key in drawingKeys(strokes, layout: layout) { _ = pad.handle(key, layout: layout) }
    }

    @Test(arguments: [(80, 24), (40, 12)])
    func drawing日FindsItAmongTheFirstFiveAndEnterOpensIt(width: Int, height: Int) throws {
        var pad = try pad()
        let layout = Layout(width: width, height: height)
        draw(Self.sun, on: &pad, layout: layout)
        #expect(pad.capture.strokes.count == 4)
        #expect(pad.candidates.count == WritingPadScreen.candidateCount)
        let place = try #require(pad.candidates.prefix(5).firstIndex { $0.character == "日" }, "\(pad.candidates.map(\.character))")
        #expect(pad.handle(.character(Character(String(place + 1))), layout: layout) == .handled)
        #expect(pad.selectedCandidate?.character == "日")
        let opened = pad.handle(.enter, layout: layout)
        #expect(opened == .open(.kanji(try #require(try Self.store.get().kanji(for: "日")))))
    }

    @Test func undoAndClearFindTheCandidatesAgain() throws {
        var pad = try pad()
        let layout = Layout(width: 80, height: 24)
        draw(Self.sun, on: &pad, layout: layout)
        let four = pad.candidates
        #expect(pad.handle(.backspace, layout: layout) == .handled)
        #expect(pad.capture.strokes.count == 3 && pad.candidates != four && !pad.candidates.isEmpty)
        #expect(pad.handle(.character("u"), layout: layout) == .handled && pad.capture.strokes.count == 2)
        #expect(pad.handle(.character("c"), layout: layout) == .handled)
        #expect(pad.capture.strokes.isEmpty && pad.candidates.isEmpty)
        #expect(pad.handle(.character("u"), layout: layout) == .notice("Nothing to take back"))
        #expect(pad.handle(.enter, layout: layout) == .notice("Draw a kanji first"))
    }

    @Test func keysItHasNoUseForAreLeftToTheNavigation() throws {
        var pad = try pad()
        let layout = Layout(width: 80, height: 24)
        #expect(pad.handle(.escape, layout: layout) == .ignored)
        #expect(pad.handle(.character("a"), layout: layout) == .ignored)
        #expect(pad.handle(.character("q"), layout: layout) == .ignored)
        // A mouse event is the pad's even where it draws nothing, and it learns the terminal reports the mouse.
        #expect(!pad.sawMouse)
        #expect(pad.handle(.mouse(MouseEvent(action: .press, button: .right, column: 1, row: 5)), layout: layout) == .handled)
        #expect(pad.sawMouse)
    }

    @Test(arguments: [(40, 12), (80, 24)])
    func snapshotWithAStroke(width: Int, height: Int) throws {
        var pad = try pad()
        let layout = Layout(width: width, height: height)
        var empty = Frame(width: width, height: height)
        pad.draw(into: &empty, layout: layout, marks: [])
        #expect(empty.text.contains("No mouse event yet"))
        draw([[(0.15, 0.5), (0.85, 0.5)]], on: &pad, layout: layout)  // 一
        var frame = Frame(width: width, height: height)
        pad.draw(into: &frame, layout: layout, marks: [.kanji("一")])
        #expect(frame.text.contains("一★"))
        #expect(!frame.text.contains("No mouse event yet"))
        assertSnapshot(frame.text, named: "screen-writing-\(width)x\(height)")
    }

    @Test func wOpensThePadAndBackFromAKanjiFindsItsStrokes() throws {
        let driver = NavigationDriver(store: try Self.store.get())
        driver.press(.character("w"))
        #expect(driver.state == "Writing")
        let layout = Layout(width: 80, height: 15)
        guard case .writing(var pad) = driver.coordinator.stack.top else {
            Issue.record("the pad is not on top: \(driver.titles)")
            return
        }
        #expect(Polling.until(seconds: 120) { pad.build.recognizer != nil }, "the recogniser was not made within 120 s")
        draw(Self.sun, on: &pad, layout: layout)
        let place = try #require(pad.candidates.prefix(5).firstIndex { $0.character == "日" }, "\(pad.candidates.map(\.character))")
        // The same events through the navigation, then the candidate's number and Enter.
        for key in drawingKeys(Self.sun, layout: layout) { _ = driver.coordinator.handle(key, layout: layout) }
        driver.press(.character(Character(String(place + 1))), .enter)
        #expect(driver.state == "Detail")
        #expect(driver.titles == ["Kanji list", "Writing pad", "日"])
        driver.press(.left)
        guard case .writing(let back) = driver.coordinator.stack.top else {
            Issue.record("back did not return to the pad: \(driver.titles)")
            return
        }
        #expect(back.capture.strokes.count == 4 && back.selectedCandidate?.character == "日")
        #expect(driver.recorder.attempts.map(\.event).suffix(3) == ["writing", "open", "back"])
    }

    @Test func withoutZinniasModelThePadSaysWhichPackageIsMissingAndStillFindsKanji() throws {
        let build = HandwritingBuild(store: try Self.store.get(), zinniaModel: "/nonexistent/handwriting-ja.model")
        #expect(Polling.until(seconds: 120) { build.recognizer != nil }, "the recogniser was not made within 120 s")
        var pad = WritingPadScreen(build: build, store: try Self.store.get())
        let layout = Layout(width: 80, height: 24)
        draw(Self.sun, on: &pad, layout: layout)
        #expect(pad.candidates.prefix(5).contains { $0.character == "日" })
        var frame = Frame(width: 80, height: 24)
        pad.draw(into: &frame, layout: layout, marks: [])
        let text = frame.text.split(separator: "\n").compactMap { $0.split(separator: "│").last }.joined(separator: " ")
        #expect(text.contains("Without zinnia"))
        #expect(text.contains("tegaki-zinnia-japanese"))
    }
}
