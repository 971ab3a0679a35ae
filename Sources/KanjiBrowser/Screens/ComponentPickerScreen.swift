import KanjiDictionary
import LearnerData
import StateMachineKit

/// Find a kanji by its parts, as jisho.org's radical picker does: every component of the
/// dictionary in a grid by stroke count (the component's own where the dictionary has it, see
/// `Component.strokes`); Enter or space picks one, and the kanji that have all the
/// picked components are listed beside the grid, in the All list's order. Components that no
/// listed kanji has are dimmed: picking one would leave nothing. Tab moves between grid and list.
struct ComponentPickerScreen: Equatable, Sendable, ScreenContent {
    enum Focus: Equatable, Sendable { case grid, results }

    struct Component: Equatable, Sendable {
        let text: String
        /// The component's own stroke count when the dictionary has it (RADKFILE's, imported with
        /// --radkfile: 2 for 化, which KRADFILE writes for the 2-stroke ⺅), else that of the kanji
        /// entry of the same character (4 for 化); nil when it has neither (｜, ノ in a dictionary
        /// imported without --radkfile).
        let strokes: Int?
    }

    /// Every distinct component, by stroke count (unknown last), then by code point.
    let components: [Component]
    /// Every kanji, in the All list's order.
    private let kanji: [KanjiEntry]
    private(set) var selected: [String] = []
    /// The kanji having every selected component.
    private(set) var matches: [KanjiEntry]
    /// The components of some match: the ones that can still narrow the list.
    private var reachable: Set<String>
    private(set) var gridCursor = 0
    private(set) var results: Cursor
    private(set) var focus = Focus.grid

    /// `componentStrokes` are the dictionary's own counts of components (KanjiStore.componentStrokes).
    init(kanji: [KanjiEntry], componentStrokes: [String: Int] = [:]) {
        self.kanji = kanji
        let kanjiStrokes = Dictionary(kanji.map { (String($0.character), $0.strokes) }, uniquingKeysWith: { first, _ in first })
        let texts = Set(kanji.flatMap(\.components))
        components = texts.map { Component(text: $0, strokes: componentStrokes[$0] ?? kanjiStrokes[$0] ?? nil) }.sorted { left, right in
            switch (left.strokes, right.strokes) {
            case let (l?, r?) where l != r: l < r
            case (nil, _?): false
            case (_?, nil): true
            default: left.text.unicodeScalars.lexicographicallyPrecedes(right.text.unicodeScalars)
            }
        }
        matches = kanji.filter { !$0.components.isEmpty }
        reachable = texts
        results = Cursor(count: matches.count)
    }

    var title: String { "Components" }

    var header: ScreenHeader {
        ScreenHeader(title: selected.isEmpty ? "Components — pick with Enter" : "Components: " + ComponentShape.shown(selected, separator: " "),
                     status: "\(NumberFormat.grouped(matches.count)) kanji")
    }

    var subject: String? { nil }

    var navigationState: NavigationState { .components }

    var screen: Screen { .components(self) }

    /// No keys of its own on a dictionary without components: the footer and help then offer none
    /// that would do nothing.
    var keymap: Keymap<Command> {
        if components.isEmpty { return Keymap([]) }
        return focus == .grid ? .componentGrid : .componentResults
    }

    func isSelected(_ component: Component) -> Bool { selected.contains(component.text) }

    /// True when picking the component would leave no kanji.
    func isDimmed(_ component: Component) -> Bool {
        !isSelected(component) && !reachable.contains(component.text)
    }

    /// The grid for a layout: what the renderer draws and what the cursor moves over.
    static func grid(_ components: [Component], layout: Layout) -> ComponentGrid {
        ComponentGrid(strokes: components.map(\.strokes), width: gridWidth(layout) - 1)
    }

    /// The grid's columns; the matches take the rest, at least 14 columns.
    static func gridWidth(_ layout: Layout) -> Int {
        layout.width - max(14, layout.width / 3)
    }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        guard !components.isEmpty, let command = keymap.command(for: key) else { return .ignored }
        if command == .switchFocus {
            focus = focus == .grid ? .results : .grid
            return .handled
        }
        return focus == .grid ? handleInGrid(command, layout: layout) : handleInResults(command, layout: layout)
    }

    private mutating func handleInGrid(_ command: Command, layout: Layout) -> ScreenResponse {
        let grid = Self.grid(components, layout: layout)
        switch command {
        case .moveLeft: gridCursor = max(0, gridCursor - 1)
        case .moveRight: gridCursor = min(components.count - 1, gridCursor + 1)
        case .moveUp: gridCursor = grid.component(from: gridCursor, rows: -1)
        case .moveDown: gridCursor = grid.component(from: gridCursor, rows: 1)
        case .toggleComponent: return toggle(components[gridCursor])
        default: return .ignored
        }
        return .handled
    }

    private mutating func handleInResults(_ command: Command, layout: Layout) -> ScreenResponse {
        if results.perform(command, viewHeight: layout.bodyHeight) {
            return .handled
        }
        guard command == .open else { return .ignored }
        guard let kanji = selectedKanji else { return .handled }
        return .open(.kanji(kanji))
    }

    /// Picks or drops `component`; one that would leave no kanji is refused with a notice.
    mutating func toggle(_ component: Component) -> ScreenResponse {
        if let index = selected.firstIndex(of: component.text) {
            selected.remove(at: index)
        } else if isDimmed(component) {
            return .notice("No kanji has \(ComponentShape.shown(component.text)) with \(ComponentShape.shown(selected, separator: ""))")
        } else {
            selected.append(component.text)
        }
        matches = kanji.filter { entry in !entry.components.isEmpty && selected.allSatisfy(entry.components.contains) }
        reachable = Set(matches.flatMap(\.components))
        results = Cursor(count: matches.count)
        return .handled
    }

    var selectedKanji: KanjiEntry? {
        matches.indices.contains(results.index) ? matches[results.index] : nil
    }

    var markableUnderCursor: StudySubject? {
        guard focus == .results, let selectedKanji else { return nil }
        return .kanji(selectedKanji.character)
    }

    func draw(into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        ComponentPickerRenderer.draw(self, into: &frame, layout: layout, marks: marks)
    }
}
