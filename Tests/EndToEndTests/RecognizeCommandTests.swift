import Foundation
import Testing

/// `kanji-list recognize` as a script uses it: strokes in a file, candidates out.
@Suite struct RecognizeCommandTests {
    /// 日 drawn roughly by hand in a 0–1 box: left side, top and right side, middle bar, bottom.
    static let sun = """
        0.30,0.15 0.30,0.50 0.30,0.85
        0.30,0.15 0.70,0.15 0.70,0.50 0.70,0.85
        0.32,0.50 0.68,0.50
        0.32,0.83 0.68,0.83

        """

    private func run(input: String, _ arguments: [String]) throws -> KanjiListBinary.Output {
        let folder = try KanjiListBinary.temporaryFolder()
        let file = folder.appendingPathComponent("strokes.txt")
        try Data(input.utf8).write(to: file)
        return try KanjiListBinary.run(["recognize", file.path, "--dictionary", KanjiListBinary.bundledDictionary] + arguments)
    }

    @Test func printsTheCandidatesBestFirst() throws {
        let output = try run(input: Self.sun, [])
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == 10)
        #expect(lines.prefix(5).contains { $0.hasPrefix("日\t") })
        #expect(lines.first { $0.hasPrefix("日\t") }?.hasSuffix("day, sun, Japan") == true)
    }

    @Test func jsonInAndOut() throws {
        let json = "[[[0.1,0.5],[0.5,0.5],[0.9,0.5]]]"
        let output = try run(input: json, ["--json", "--limit", "3"])
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.count == 3)
        #expect(lines.first?.hasPrefix(#"{"kanji":"一","score":"#) == true)
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            #expect(object["meanings"] is [String])
        }
    }

    @Test func badInputIsExitTwoNamingTheLine() throws {
        let output = try run(input: "0.1,0.5 0.9,0.5\n0.1,0.5 \u{1B}[31m\n", [])
        #expect(output.status == 2)
        #expect(output.standardError.contains("line 2"))
        #expect(!output.standardError.contains("\u{1B}"))
        #expect(output.standardOutput.isEmpty)
    }
}
