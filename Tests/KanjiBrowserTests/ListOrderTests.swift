import Foundation
import KanjiDictionary
import StateMachineKit
import TestSupport
import Testing
@testable import KanjiBrowser
@testable import LearnerData

/// The All list's study orders on the bundled dictionary, `o` cycling them as a logged move, and
/// the order kept in its state file.
@Suite struct ListOrderTests {
    static let store = BundledDictionary.store

    /// Each order sorts by its key, missing values last, and keeps the dictionary's (frequency)
    /// order among kanji of equal keys.
    @Test(arguments: KanjiListOrder.allCases)
    func eachOrderSortsByItsKeyThenByFrequency(order: KanjiListOrder) throws {
        let store = try Self.store.get()
        let kanji = store.kanji
        let sorted = order.sorted(KanjiFacts(store: store)).map { kanji[$0] }
        #expect(sorted.count == kanji.count)
        #expect(Set(sorted) == Set(kanji))
        let position = Dictionary(kanji.enumerated().map { ($1, $0) }, uniquingKeysWith: min)
        let key: (KanjiEntry) -> [Int] = switch order {
        case .frequency: { _ in [] }
        case .jlpt: { [$0.jlptLevel.map { 5 - $0 } ?? 99] }
        case .grade: { [$0.grade ?? 99] }
        case .strokes: { [$0.strokes ?? 99] }
        case .radical: { [$0.radical ?? 999, $0.strokes ?? 99] }
        }
        for (earlier, later) in zip(sorted, sorted.dropFirst()) {
            let (a, b) = (key(earlier), key(later))
            #expect(!b.lexicographicallyPrecedes(a), "\(order): \(earlier.character) before \(later.character)")
            if a == b {
                #expect(position[earlier]! <= position[later]!,
                        "\(order): \(earlier.character) and \(later.character) out of the dictionary's order")
            }
        }
    }

    /// The All list built from the image's table of numbers, its rows decoded as drawn, is in every
    /// order the list of old: every kanji decoded, then sorted stably by its entry's own numbers.
    @Test func theAllListFromTheImageEqualsEveryKanjiDecodedAndSorted() throws {
        let cache = DictionaryImageCache(folder: try TestFolders.make("all-list-image").path, attachments: [KanjiFacts.imageAttachment])
        _ = try KanjiStore.load(contentsOf: BundledDictionary.path, cache: cache) { _ in }
        let mapped = try KanjiStore.load(contentsOf: BundledDictionary.path, cache: cache) { _ in }
        #expect(mapped.readsImage && mapped.attachment(KanjiFacts.imageAttachment.key) != nil)
        let kanji = try Self.store.get().kanji
        let resources = NavigationResources(store: mapped, buildsSearchIndex: false, buildsRecognizer: false)
        for order in KanjiListOrder.allCases {
            let key: (KanjiEntry) -> [Int] = switch order {
            case .frequency: { _ in [] }
            case .jlpt: { [$0.jlptLevel.map { 5 - $0 } ?? Int.max] }
            case .grade: { [$0.grade ?? Int.max] }
            case .strokes: { [$0.strokes ?? Int.max] }
            case .radical: { [$0.radical ?? Int.max, $0.strokes ?? Int.max] }
            }
            let expected = kanji.enumerated().sorted { left, right in
                let (a, b) = (key(left.element), key(right.element))
                return a != b ? a.lexicographicallyPrecedes(b) : left.offset < right.offset
            }.map { WordCharacter.kanji($0.element, written: $0.element.character) }
            let list = resources.allList(in: order)
            #expect(Array(list.items) == expected, "\(order)")
            #expect(list.header.status.hasPrefix("\(NumberFormat.grouped(kanji.count)) kanji, "))
        }
        #expect(resources.allList(in: .frequency).header.status.hasSuffix("by frequency") && !mapped.imageIsDamaged)
    }

    /// What a learner sees first in each order of the bundled dictionary.
    @Test func theBundledDictionaryInEachOrderBeginsAsALearnerExpects() throws {
        let store = try Self.store.get()
        let kanji = store.kanji
        let facts = KanjiFacts(store: store)
        let sorted = { (order: KanjiListOrder) in order.sorted(facts).map { kanji[$0] } }
        let first = { (order: KanjiListOrder) in String(sorted(order).prefix(5).map(\.character)) }
        #expect(first(.frequency) == String(kanji.prefix(5).map(\.character)))
        let jlpt = sorted(.jlpt)
        let n5 = kanji.count { $0.jlptLevel == 5 }
        #expect(n5 > 50 && jlpt.prefix(n5).allSatisfy { $0.jlptLevel == 5 })
        #expect(jlpt.prefix(5).contains { $0.character == "日" })
        #expect(jlpt.last?.jlptLevel == nil || jlpt.last?.jlptLevel == 1)
        let firstGrade = kanji.count { $0.grade == 1 }
        #expect(firstGrade == 80 && sorted(.grade).prefix(firstGrade).allSatisfy { $0.grade == 1 })
        #expect(first(.strokes).first == "一")
        let radical = sorted(.radical)
        #expect(radical.first?.radical == 1, "radical 一 first")
        #expect(KanjiListOrder.allCases.map(\.rawValue) == ["frequency", "jlpt", "grade", "strokes", "radical"])
    }

    /// `o` shows the list in the next order, cursor on the first row, each a move from the All list
    /// to itself logged as `order` with the order as its subject; after the last comes the first. `a`
    /// there is still refused.
    @Test func oCyclesTheOrdersAsLoggedMoves() throws {
        let driver = NavigationDriver(store: try Self.store.get())
        driver.press(.down, .down)
        var headers: [String] = []
        for _ in KanjiListOrder.allCases {
            driver.press(.character("o"))
            guard case .kanjiList(let list) = driver.coordinator.stack.top else {
                Issue.record("not the list")
                return
            }
            headers.append(list.header.status)
            #expect(list.cursor.index == 0)
        }
        let expected = ["by JLPT N5→N1", "by grade", "by strokes", "by radical", "by frequency"]
        #expect(zip(headers, expected).allSatisfy { $0.hasSuffix(" kanji, " + $1) }, "\(headers)")
        let orders = driver.recorder.attempts.filter { $0.event == "order" }
        #expect(orders.count == 5 && orders.allSatisfy { $0.outcome.isAccepted && $0.from == "All" && $0.to == "All" })
        driver.press(.character("a"))
        #expect(driver.recorder.attempts.last?.event == "all" && driver.recorder.attempts.last?.outcome.isAccepted == false)
    }

    /// `o` belongs to the All list: on a kanji's details and a word's kanji it does nothing, and
    /// only the All list's footer offers it.
    @Test func oIsTheAllListsAlone() throws {
        let driver = NavigationDriver(store: try Self.store.get())
        #expect(driver.coordinator.stack.footer(layout: Layout(width: 80, height: 24)).map(\.text).contains("o order"))
        driver.press(.enter)
        let before = driver.coordinator.stack
        driver.press(.character("o"))
        #expect(driver.coordinator.stack == before)
        #expect(!driver.coordinator.stack.footer(layout: Layout(width: 80, height: 24)).map(\.text).contains("o order"))
    }

    /// The order is kept in its file, read by the next navigation; a damaged file gives the
    /// dictionary's order and is written whole again at the next change.
    @Test func theOrderSurvivesARestartAndADamagedFileIsIgnored() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("list-order-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = ListOrderFile(path: folder.appendingPathComponent("kanji-list/list-order").path)
        let store = try Self.store.get()
        let first = NavigationCoordinator(store: store, listOrderFile: file)
        first.start()
        _ = first.handle(.character("o"), layout: Layout(width: 80, height: 24))
        #expect(try String(contentsOfFile: file.path, encoding: .utf8) == "jlpt\n")
        let second = NavigationCoordinator(store: store, listOrderFile: file)
        second.start()
        guard case .kanjiList(let list) = second.stack.top else {
            Issue.record("not the list")
            return
        }
        #expect(list.order == .jlpt)
        for damage in ["", "jlpt-ish\n", String(repeating: "x", count: 5000), "\u{1B}[2J"] {
            try damage.write(toFile: file.path, atomically: false, encoding: .utf8)
            #expect(file.read() == nil)
            let third = NavigationCoordinator(store: store, listOrderFile: file)
            third.start()
            #expect(third.stack.top.content.subject == nil, "the dictionary's order after \(damage.debugDescription)")
        }
        try FileManager.default.removeItem(atPath: file.path)
        try FileManager.default.createDirectory(atPath: file.path, withIntermediateDirectories: true)
        #expect(file.read() == nil, "a folder in its place")
        #expect(file.write(.grade) != nil, "a folder in its place is named, not replaced")
    }

    /// A session that changed the order replays step for step, starting in the order it started in.
    @Test func aLogWithOrdersReplays() throws {
        let store = try Self.store.get()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("list-order-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let logPath = folder.appendingPathComponent("transitions.log").path
        let file = ListOrderFile(path: folder.appendingPathComponent("list-order").path)
        for keys in [[Key.character("o"), .character("o"), .enter, .character("a")], [.enter, .left, .character("o")]] {
            let log = TransitionLog(path: logPath)
            let coordinator = NavigationCoordinator(store: store, observers: [log], listOrderFile: file)
            coordinator.start()
            for key in keys { _ = coordinator.handle(key, layout: Layout(width: 80, height: 24)) }
        }
        let reader = try TransitionLogReader(path: logPath)
        let starts = reader.lines.filter { $0.line.event == "start" }.map(\.line.subject)
        #expect(starts == [nil, "grade"], "the second session starts in the order the first left")
        let summary = try SessionReplay(store: store, dictionaryPath: BundledDictionary.path, log: reader,
                                        screenSize: (width: 80, height: 24)).run()
        #expect(summary.steps == reader.lines.count { $0.line.machine == MachineCatalog.navigation })
    }
}
