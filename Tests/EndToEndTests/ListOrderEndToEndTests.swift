import Foundation
import Testing

/// The All list's study orders in a real terminal (tmux) on the bundled dictionary: `o` cycles
/// them, the header says which, and the order chosen is the one the next start shows; a damaged
/// state file starts in the dictionary's order; the log replays.
@Suite(.serialized) struct ListOrderEndToEndTests {
    @Test func oCyclesTheOrdersAndTheChoiceSurvivesARestart() throws {
        let launch = try BrowserLaunch()
        defer { try? FileManager.default.removeItem(at: launch.folder) }
        let arguments = ["--dictionary", KanjiListBinary.bundledDictionary]
        let first = try launch.start(arguments, width: 80, height: 24)
        try first.waitFor("by frequency")
        let expected = [("by JLPT N5→N1", "N5"), ("by grade", "g1"), ("by strokes", "1s"),
                        ("by radical", "r1"), ("by frequency", "#1")]
        for (header, firstLabel) in expected {
            try first.press("o")
            let screen = try first.waitFor(header)
            let firstRow = screen.split(separator: "\n").first { $0.hasPrefix(">") } ?? ""
            #expect(firstRow.contains(firstLabel), "\(header): the first row is \(firstRow)")
            #expect(screen.contains("o order"), "the footer offers o:\n\(screen)")
        }
        try first.press("o")
        try first.waitFor("by JLPT N5→N1")
        try first.press("q")
        #expect(try first.waitForExit() == 0)

        let statePath = launch.folder.appendingPathComponent("kanji-list/list-order").path
        #expect(try String(contentsOfFile: statePath, encoding: .utf8) == "jlpt\n")
        let second = try launch.start(arguments, width: 80, height: 24)
        let restarted = try second.waitFor("by JLPT N5→N1")
        #expect(restarted.split(separator: "\n").first { $0.hasPrefix(">") }?.contains("N5") == true, "\(restarted)")
        try second.press("q")
        #expect(try second.waitForExit() == 0)

        try Data([0xFF, 0xFE, 0x1B, 0x5B, 0x32, 0x4A]).write(to: URL(fileURLWithPath: statePath))
        let third = try launch.start(arguments, width: 80, height: 24)
        try third.waitFor("by frequency")
        try third.press("q")
        #expect(try third.waitForExit() == 0)

        let log = try String(contentsOfFile: launch.logPath, encoding: .utf8)
        let orders = log.split(separator: "\n").filter { $0.contains(#""event":"order","from":"All","to":"All","accepted":true"#) }
        #expect(orders.count == 6)
        #expect(log.contains(#""event":"start","from":null,"to":"All","accepted":true,"reason":null,"subject":"jlpt""#))
        let replay = try KanjiListBinary.run(["replay", launch.logPath] + arguments)
        #expect(replay.status == 0, "\(replay.standardError)")
    }
}
