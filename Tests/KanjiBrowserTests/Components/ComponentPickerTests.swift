import Foundation
import KanjiDictionary
import TestSupport
import StateMachineKit
import Testing
@testable import KanjiBrowser

/// The component picker on its own: the grid, picking, the live list, the dimmed components.
@Suite struct ComponentPickerTests {
    let store: KanjiStore
    let layout = Layout(width: 60, height: 14)

    init() throws {
        store = try ComponentSample.store()
    }

    func picker() -> ComponentPickerScreen { ComponentPickerScreen(kanji: store.kanji) }

    func component(_ text: String, in screen: ComponentPickerScreen) throws -> ComponentPickerScreen.Component {
        try #require(screen.components.first { $0.text == text })
    }

    func drawn(_ screen: ComponentPickerScreen, width: Int, height: Int) -> Frame {
        var frame = Frame(width: width, height: height)
        screen.draw(into: &frame, layout: Layout(width: width, height: height), marks: [])
        return frame
    }

    @Test func componentsAreGroupedByTheStrokesOfTheirKanjiUnknownLast() {
        let screen = picker()
        #expect(screen.components.map(\.text) == ["人", "大", "日", "月", "木", "生", "食", "⺍", "一", "五", "冖", "化", "口", "子", "言"])
        #expect(screen.components.map(\.strokes) == [2, 3, 4, 4, 4, 5, 9, nil, nil, nil, nil, nil, nil, nil, nil])
        #expect(screen.matches.count == 12 && screen.matches.first?.character == "日")
    }

    @Test func theDictionarysComponentStrokesComeBeforeTheKanjiEntrysAndUnknownOnesStayLast() throws {
        // 化 as KRADFILE writes it for ⺅: a kanji of 4 strokes standing for a component of 2.
        let change = KanjiEntry(character: "化", meanings: ["change"], strokes: 4, frequency: 3000, components: ["化", "匕"])
        let kanji = store.kanji + [change]
        let withCounts = ComponentPickerScreen(kanji: kanji, componentStrokes: ["化": 2, "匕": 2, "⺍": 3])
        let withoutCounts = ComponentPickerScreen(kanji: kanji)
        func strokes(_ text: String, in screen: ComponentPickerScreen) throws -> Int? { try component(text, in: screen).strokes }
        #expect(try strokes("化", in: withCounts) == 2 && strokes("化", in: withoutCounts) == 4)
        #expect(try strokes("⺍", in: withCounts) == 3 && strokes("⺍", in: withoutCounts) == nil)
        #expect(try strokes("日", in: withCounts) == 4, "no count of its own: the kanji entry's")
        #expect(try strokes("一", in: withCounts) == nil, "neither: still unknown")
        let grid = ComponentPickerScreen.grid(withCounts.components, layout: layout)
        let labels = grid.cells.compactMap { cell -> String? in if case .label(let text) = cell { text } else { nil } }
        #expect(labels.first == "2" && labels.last == "?")
        let twoStrokes = withCounts.components.filter { $0.strokes == 2 }.map(\.text)
        #expect(twoStrokes == ["人", "匕", "化"], "by code point within a count")
    }

    @Test func theBundledDictionaryKnowsEveryComponentsStrokes() throws {
        let bundled = try BundledDictionary.store.get()
        let screen = ComponentPickerScreen(kanji: bundled.kanji, componentStrokes: bundled.componentStrokes)
        #expect(screen.components.count > 200 && screen.components.allSatisfy { $0.strokes != nil }, "no ? group")
        #expect(screen.components.first?.strokes == 1)
        #expect(try component("化", in: screen).strokes == 2 && bundled.kanji(for: "化")?.strokes == 4)
    }

    @Test func pickingNarrowsTheListAndDimsWhatCannotNarrowFurther() throws {
        var screen = picker()
        #expect(screen.toggle(try component("日", in: screen)) == .handled)
        #expect(screen.matches.map(\.character) == ["日", "明"])
        #expect(screen.header.title == "Components: 日" && screen.header.status == "2 kanji")
        #expect(try screen.isDimmed(component("人", in: screen)) && screen.isDimmed(component("木", in: screen)))
        #expect(try !screen.isDimmed(component("月", in: screen)) && !screen.isDimmed(component("日", in: screen)))
        #expect(screen.toggle(try component("月", in: screen)) == .handled)
        #expect(screen.matches.map(\.character) == ["明"])
        let refused = screen.toggle(try component("木", in: screen))
        #expect(refused == .notice("No kanji has 木 with 日月"))
        #expect(screen.selected == ["日", "月"])
        #expect(screen.toggle(try component("日", in: screen)) == .handled)
        #expect(screen.matches.map(\.character) == ["月", "明"])
    }

    @Test func dimmedComponentsAreDrawnDimAndPickedOnesSelected() throws {
        var screen = picker()
        _ = screen.toggle(try component("木", in: screen))
        let frame = drawn(screen, width: 60, height: 14)
        func style(of character: Character) -> TextStyle? {
            for row in 0..<frame.height {
                for column in 0..<ComponentPickerScreen.gridWidth(Layout(width: 60, height: 14)) where frame[row, column].character == character { return frame[row, column].style }
            }
            return nil
        }
        #expect(style(of: "木") == .selected)
        #expect(style(of: "日") == .dim && style(of: "人") == .dim)
        #expect(style(of: "一") == .normal && style(of: "⺅") == .normal)
        #expect(frame.text.contains("本  book") && frame.text.contains("休  rest") && !frame.text.contains("明  bright"))
    }

    /// KRADFILE's stand-in 化 is shown as the radical it stands for, ⺅, in the grid and the header;
    /// the stand-in is still what is picked and matched.
    @Test func aStandInIsShownAsItsRadicalsShape() throws {
        var screen = picker()
        let frame = drawn(screen, width: 60, height: 14)
        let grid = (0..<frame.height).flatMap { row in (0..<ComponentPickerScreen.gridWidth(layout)).map { frame[row, $0].character } }
        #expect(grid.contains("⺅") && !grid.contains("化"))
        _ = screen.toggle(try component("化", in: screen))
        #expect(screen.header.title == "Components: ⺅" && screen.selected == ["化"])
        #expect(screen.matches.contains { $0.character == "休" })
        #expect(ComponentShape.shown("汁") == "氵" && ComponentShape.shown("忙") == "忄" && ComponentShape.shown("込") == "⻌")
        #expect(["氵", "忄", "⻌", "⺅", "𠆢"].allSatisfy { TextWidth.of($0) == 2 })
    }

    @Test func theCursorMovesOverTheGridAndEnterPicks() {
        var screen = picker()
        #expect(screen.handle(.character("l"), layout: layout) == .handled)
        #expect(screen.handle(.down, layout: layout) == .handled)
        let below = screen.components[screen.gridCursor].text
        #expect(screen.handle(.up, layout: layout) == .handled && screen.components[screen.gridCursor].text == "大")
        #expect(screen.handle(.enter, layout: layout) == .handled && screen.selected == ["大"])
        #expect(screen.handle(.character(" "), layout: layout) == .handled && screen.selected.isEmpty)
        #expect(below != "大")
    }

    @Test func tabMovesToTheKanjiAndEnterOpensOne() throws {
        var screen = picker()
        _ = screen.toggle(try component("月", in: screen))
        #expect(screen.handle(.tab, layout: layout) == .handled && screen.focus == .results)
        #expect(screen.handle(.down, layout: layout) == .handled)
        let bright = try #require(store.kanji(for: "明"))
        #expect(screen.handle(.enter, layout: layout) == .open(.kanji(bright)))
        #expect(screen.markableUnderCursor == .kanji("明"))
        #expect(screen.handle(.tab, layout: layout) == .handled && screen.focus == .grid)
    }

    @Test(arguments: [(40, 10), (60, 14), (80, 24)])
    func snapshots(width: Int, height: Int) throws {
        var screen = picker()
        _ = screen.toggle(try component("日", in: screen))
        let frame = drawn(screen, width: width, height: height)
        for line in frame.text.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(TextWidth.of(String(line)) == width, "a wide character was cut: \(line)")
        }
        assertSnapshot(frame.text, named: "components-\(width)x\(height)")
    }

    @Test func aDictionaryWithoutComponentsSaysHowToGetThem() throws {
        var screen = ComponentPickerScreen(kanji: try SampleDictionary.store().kanji)
        #expect(screen.handle(.enter, layout: layout) == .ignored)
        #expect(screen.keymap.bindings.isEmpty, "the footer would offer the grid's keys, which do nothing here")
        let text = drawn(screen, width: 40, height: 10).text
        assertSnapshot(text, named: "components-none-40x10")
        #expect(text.contains("no components") && text.contains("import --kradfile"))
    }
}
