import Foundation
import Testing

/// `kanji-list study` as scripts and shell prompts run it, on a review log written as the browser
/// writes it, with the test clock stopped.
@Suite struct StudyCommandTests {
    let folder: URL
    let environment: [String: String]
    var logPath: URL { folder.appendingPathComponent("data/kanji-list/reviews.log") }

    init() throws {
        folder = try KanjiListBinary.temporaryFolder()
        environment = KanjiListBinary.ownFolders(under: folder).merging(["TZ": "UTC", "KANJI_LIST_TEST_NOW": "2026-11-24T09:30:00.000Z"]) { $1 }
    }

    func writeLog(_ lines: [String]) throws {
        try FileManager.default.createDirectory(at: logPath.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(lines.joined(separator: "\n").utf8).write(to: logPath)
    }

    static let goodWord = #"{"time":"2026-11-24T09:00:00.000Z","card":"日本","kind":"word","rating":3,"state":"learning","step":1,"stability":2.3065,"difficulty":2.118103970459016,"due":"2026-11-24T09:10:00.000Z"}"#
    static let easyKanji = #"{"time":"2026-11-24T09:00:00.000Z","card":"月","kind":"kanji","rating":4,"state":"review","step":null,"stability":8.2956,"difficulty":1,"due":"2026-12-02T09:00:00.000Z"}"#

    @Test func dueStatsAndExportReadTheLogAndSkipATornLine() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeLog([Self.goodWord, Self.easyKanji, #"{"time":"2026-11-24T09:01:00.000Z","ca"#])
        let summary = try KanjiListBinary.run(["study"], environment: environment)
        #expect(summary.status == 0)
        #expect(summary.standardOutput == "1 due, 8 new left today, 2 cards studied\n")
        #expect(summary.standardError.contains("skipped 1 damaged line(s)") && summary.standardError.contains("line 3"))

        let due = try KanjiListBinary.run(["study", "--due"], environment: environment)
        #expect(due.standardOutput == "日本\tword\t2026-11-24T09:10:00.000Z\tlearning\n月\tkanji\t2026-12-02T09:00:00.000Z\treview\n")

        let json = try KanjiListBinary.run(["study", "--stats", "--json"], environment: environment)
        let stats = try #require(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any])
        #expect(stats["studied"] as? Int == 2 && stats["due"] as? Int == 1 && stats["newToday"] as? Int == 2)
        #expect((stats["reviewsPerDay"] as? [[String: Any]])?.first?["reviews"] as? Int == 2)

        let export = try KanjiListBinary.run(["study", "--export"], environment: environment)
        #expect(export.standardOutput.split(separator: "\n").count == 3)
        #expect(export.standardOutput.contains("\nkanji:月,1795510800000,4,0,,月,kanji,"))
    }

    /// Python's csv module, as a spreadsheet would, reads the export back field for field: the
    /// header, and a card whose text holds a comma and quotes.
    @Test func theExportReadsBackThroughPythonsCSVModule() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let odd = #"a,\"b\""#  // a,"b" in the log's JSON
        try writeLog([Self.goodWord, Self.easyKanji, Self.goodWord.replacingOccurrences(of: "日本", with: odd)])
        let variables = environment.map { "\($0.key)=\(TmuxTerminal.shellQuoted($0.value))" }.joined(separator: " ")
        let python = "import csv, io, json, sys; "
            + "print(json.dumps(list(csv.reader(io.TextIOWrapper(sys.stdin.buffer, encoding='utf-8', newline='')))))"
        let read = try KanjiListBinary.run(shellCommand: "set -o pipefail; env \(variables) \"$K\" study --export | python3 -c \"\(python)\"")
        #expect(read.status == 0, "\(read.standardError)")
        let rows = try #require(JSONSerialization.jsonObject(with: Data(read.standardOutput.utf8)) as? [[String]])
        let learning = ["1795510800000", "3", "0", "", "WORD", "word", "2026-11-24T09:00:00.000Z", "learning", "2.3065",
                        "2.118103970459016", "2026-11-24T09:10:00.000Z"]
        let expected = [
            ["card_id", "review_time", "review_rating", "review_state", "review_duration", "card", "kind", "reviewed_at", "state",
             "stability", "difficulty", "due"],
            ["word:日本"] + learning.map { $0 == "WORD" ? "日本" : $0 },
            ["kanji:月", "1795510800000", "4", "0", "", "月", "kanji", "2026-11-24T09:00:00.000Z", "review", "8.2956", "1.0",
             "2026-12-02T09:00:00.000Z"],
            [#"word:a,"b""#] + learning.map { $0 == "WORD" ? #"a,"b""# : $0 },
        ]
        #expect(Set(rows.dropFirst().map { $0.joined(separator: "|") }) == Set(expected.dropFirst().map { $0.joined(separator: "|") }))
        #expect(rows.first == expected.first && rows.count == expected.count)
    }

    /// A card a spreadsheet would run as a formula (a hand-edited log): its text is exported with
    /// a leading ' in its card column, OWASP's rule.
    @Test func theExportNeutralisesFormulas() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let formula = "=HYPERLINK(A1)"
        try writeLog(["+1", "-1", "@SUM(A1)", formula].map { Self.goodWord.replacingOccurrences(of: "日本", with: $0) })
        let export = try KanjiListBinary.run(["study", "--export"], environment: environment)
        for card in ["'+1", "'-1", "'@SUM(A1)", "'=HYPERLINK(A1)"] {
            #expect(export.standardOutput.contains(",\(card),word,"), "\(card) in \(export.standardOutput)")
        }
    }

    /// 2026-02-31 was read as March 3rd; a review in 9999 gave a due date in year 10000, which
    /// the log's own reader refused.
    @Test func impossibleDatesAreSkippedAndTheLastYearStillPrints() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let late = Self.easyKanji.replacingOccurrences(of: "2026-11-24T09:00:00.000Z", with: "9999-12-31T00:00:00.000Z")
            .replacingOccurrences(of: "2026-12-02T09:00:00.000Z", with: "9999-12-31T23:59:59.999Z")
        try writeLog([Self.goodWord.replacingOccurrences(of: "2026-11-24T09:00", with: "2026-02-31T09:00"), late])
        let due = try KanjiListBinary.run(["study", "--due"], environment: environment)
        #expect(due.standardOutput == "月\tkanji\t9999-12-31T23:59:59.999Z\treview\n", "\(due.standardOutput)")
        #expect(due.standardError.contains("line 1, time 2026-02-31T09:00:00.000Z is not a log timestamp"), "\(due.standardError)")
    }

    /// A damaged line of 100 MB was quoted whole on standard error (104,857,729 bytes), and the
    /// log was read whole: a line past 4 KB is skipped unread, and a field is quoted to 40 characters.
    @Test func aHugeDamagedLineIsSkippedUnreadAndQuotedShort() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let longKind = Self.easyKanji.replacingOccurrences(of: #""kind":"kanji""#, with: #""kind":""# + String(repeating: "k", count: 2000) + #"""#)
        let huge = #"{"time":""# + String(repeating: "9", count: 20 << 20) + "\"}"
        try writeLog([longKind, huge, Self.goodWord])
        let summary = try KanjiListBinary.run(["study"], environment: environment)
        #expect(summary.status == 0 && summary.standardOutput == "1 due, 9 new left today, 1 card studied\n")
        #expect(summary.standardError.count < 300, "\(summary.standardError.prefix(300))")
        #expect(summary.standardError.contains("skipped 2 damaged line(s)")
            && summary.standardError.contains("line 1, kind \(String(repeating: "k", count: 40))… is neither kanji nor word"),
                "\(summary.standardError.prefix(300))")
    }

    /// New cards a day: what Study's start screen kept in the state folder, unless --new-per-day
    /// says otherwise for the command; a damaged setting is the default, a bad option an error.
    @Test func newCardsADayAreTheKeptSettingOrTheOption() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeLog([Self.easyKanji])
        let setting = folder.appendingPathComponent("state/kanji-list/study.json")
        try FileManager.default.createDirectory(at: setting.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("{\"newPerDay\":4}\n".utf8).write(to: setting)
        let kept = try KanjiListBinary.run(["study"], environment: environment)
        #expect(kept.standardOutput == "0 due, 3 new left today, 1 card studied\n")
        let given = try KanjiListBinary.run(["study", "--new-per-day", "20"], environment: environment)
        #expect(given.standardOutput == "0 due, 19 new left today, 1 card studied\n")
        try Data("{\"newPerDay\":".utf8).write(to: setting)
        let damaged = try KanjiListBinary.run(["study"], environment: environment)
        #expect(damaged.status == 0 && damaged.standardOutput == "0 due, 9 new left today, 1 card studied\n")
        for bad in ["-1", "10000"] {
            let refused = try KanjiListBinary.run(["study", "--new-per-day=\(bad)"], environment: environment)
            #expect(refused.status != 0 && refused.standardError.contains("--new-per-day must be from 0 to 9999, not \(bad)"))
        }
    }

    @Test func aCardWithEscapesNeverReachesTheTerminalRaw() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        try writeLog([Self.goodWord.replacingOccurrences(of: "日本", with: #"日\u009b2J"#)])
        let due = try KanjiListBinary.run(["study", "--due"], environment: environment)
        #expect(!due.standardOutput.unicodeScalars.contains { $0.value == 0x9B })
    }

    @Test func badOptionsAndABadClockAreClearErrors() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let both = try KanjiListBinary.run(["study", "--due", "--stats"], environment: environment)
        #expect(both.status != 0 && both.standardError.contains("at most one of --due, --stats and --export"))
        var clock = environment
        clock["KANJI_LIST_TEST_NOW"] = "soon"
        let badClock = try KanjiListBinary.run(["study"], environment: clock)
        #expect(badClock.status == 1 && badClock.standardError.contains("KANJI_LIST_TEST_NOW=soon is not a time"))
    }
}
