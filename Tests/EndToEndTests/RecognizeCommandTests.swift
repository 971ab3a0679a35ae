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

    /// With no file on a terminal it waited silently, as if hung: it says what it waits for.
    @Test func onATerminalItSaysWhatItWaitsFor() throws {
        let terminal = try TmuxTerminal([KanjiListBinary.path, "recognize", "--limit", "3", "--dictionary", KanjiListBinary.bundledDictionary],
                                        width: 160, height: 24)
        try terminal.waitFor("kanji-list recognize: type strokes, a line each of x,y points from 0 to 1")
        try terminal.type("0.1,0.5 0.5,0.5 0.9,0.5")
        try terminal.press("Enter", "C-d")
        try terminal.waitFor("one radical")
        #expect(try terminal.waitForExit() == 0)
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

    /// The peak memory of a shell command's run of the binary, in MB, from /usr/bin/time.
    private func peakMegabytes(_ command: String) throws -> (output: KanjiListBinary.Output, megabytes: Int) {
        let output = try KanjiListBinary.run(shellCommand: "/usr/bin/time -f 'peak %M' -o /dev/fd/3 \(command) 3>&2")
        let peak = output.standardError.split(separator: "\n").last { $0.hasPrefix("peak ") }.flatMap { Int($0.dropFirst(5)) }
        return (output, (try #require(peak, "\(output.standardError)")) / 1024)
    }

    /// One stroke of 2,000 points scattered over the box (a minute of scribbling), as the issue
    /// made it: zinnia took gigabytes for it and aborted with std::bad_alloc; each stroke now
    /// reaches it evened.
    @Test func aJaggedStrokeOfThousandsOfPointsStaysSmall() throws {
        let stroke = "python3 -c \"import random; random.seed(2000); "
            + "print(' '.join('%.4f,%.4f'%(random.random(),random.random()) for _ in range(2000)))\""
        let (output, megabytes) = try peakMegabytes("\"$K\" recognize --dictionary \(KanjiListBinary.bundledDictionary) < <(\(stroke))")
        #expect(output.status == 0, "\(output.standardError)")
        #expect(output.standardOutput.split(separator: "\n").count == 10)
        #expect(megabytes < 200)
    }

    /// 20 strokes of 100 random corners of the box: under 128 points a stroke, they reached zinnia
    /// whole, and it took 117 s and 23 GB (a stroke's splits kept at 2^corners places). Each stroke
    /// now reaches it as at most 20 corners.
    @Test func strokesOfRandomCornersStaySmall() throws {
        let strokes = "python3 -c \"import random; random.seed(1); "
            + "[print(' '.join(random.choice(['0,1','1,0','0,0','1,1']) for _ in range(100))) for _ in range(20)]\""
        let (output, megabytes) = try peakMegabytes(
            "timeout 60 \"$K\" recognize --limit 3 --dictionary \(KanjiListBinary.bundledDictionary) < <(\(strokes))")
        #expect(output.status == 0 || output.status == 1, "\(output.standardError)")
        #expect(megabytes < 200)
    }

    @Test("Input past 1 MB, or no text at all, is refused at once with the reason",
          arguments: [("< /dev/zero", "standard input is a binary file, not text (a NUL byte at byte 0)"),
                      ("/dev/zero", "/dev/zero is a binary file, not text (a NUL byte at byte 0)"),
                      ("/", "cannot read /: it is a directory"),
                      ("< <(yes '0.1,0.5 0.9,0.5')", "standard input is larger than 1 MB, far more than a drawing of strokes")])
    func refusesEndlessOrForeignInput(input: String, message: String) throws {
        let (output, megabytes) = try peakMegabytes("\"$K\" recognize \(input) --dictionary \(KanjiListBinary.bundledDictionary)")
        #expect(output.status == 2)
        #expect(output.standardError.contains("kanji-list: \(message)"), "\(output.standardError)")
        #expect(megabytes < 200)
    }

    @Test func aNumberTooLargeIsQuotedAsWritten() throws {
        let output = try run(input: "1e309,0.5 0.9,0.5\n", [])
        #expect(output.status == 2)
        #expect(output.standardError.contains("line 1: 1e309,0.5 is outside the box"), "\(output.standardError)")
        let json = try run(input: "[[[0.1,0.5],[1e309,0.5]]]", [])
        #expect(json.status == 2)
        #expect(json.standardError.contains("stroke 1, point 2: [1e309,0.5] is outside the box"), "\(json.standardError)")
    }

    /// More strokes than any kanji of the dictionary, but not more than a drawing may have.
    @Test func strokesNoKanjiHasSaySoAndFail() throws {
        let stroke = "0.1,0.5 0.9,0.5\n"
        let output = try run(input: String(repeating: stroke, count: 60), [])
        #expect(output.status == 1)
        #expect(output.standardError.contains("no kanji of the dictionary has about 60 strokes"), "\(output.standardError)")
        let tooMany = try run(input: String(repeating: stroke, count: 65), [])
        #expect(tooMany.status == 2)
        #expect(tooMany.standardError.contains("line 65: more than 64 strokes"), "\(tooMany.standardError)")
    }
}
