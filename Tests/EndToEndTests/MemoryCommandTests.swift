import Foundation
import Testing
import LearnerData

/// `kanji-list bookmarks` and `kanji-list history` as scripts run them, with their own XDG folders.
@Suite struct MemoryCommandTests {
    let folder: URL
    let environment: [String: String]

    init() throws {
        folder = try KanjiListBinary.temporaryFolder()
        environment = KanjiListBinary.ownFolders(under: folder)
    }

    func run(_ arguments: [String]) throws -> KanjiListBinary.Output {
        try KanjiListBinary.run(arguments, environment: environment)
    }

    @Test func processesAddingAtOnceLoseNoBookmark() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let kanji = Array("日一国会人年大十二本中長出三同時政事自行社見月分議後前民生連").map(String.init)
        let groups = stride(from: 0, to: kanji.count, by: 5).map { Array(kanji[$0..<min($0 + 5, kanji.count)]) }
        let processes = try groups.map { group in
            let process = Process()
            process.executableURL = URL(fileURLWithPath: KanjiListBinary.path)
            process.arguments = ["bookmarks", "add"] + group + ["--dictionary", KanjiListBinary.bundledDictionary]
            process.environment = ProcessInfo.processInfo.environment.merging(KanjiListBinary.isolatedEnvironment) { $1 }.merging(environment) { $1 }
            try process.run()
            return process
        }
        for process in processes { process.waitUntilExit() }
        #expect(processes.map(\.terminationStatus) == Array(repeating: 0, count: groups.count))
        let listed = try run(["bookmarks"])
        let texts = listed.standardOutput.split(separator: "\n").map { String($0.split(separator: "\t")[0]) }
        #expect(Set(texts) == Set(kanji))
        #expect(texts.count == kanji.count)
        for group in groups {
            #expect(texts.filter(group.contains) == group, "each process's bookmarks stay in the order it added them")
        }
    }

    @Test func bookmarksExportToAnkiNotes() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let added = try run(["bookmarks", "add", "日", "日本", "--dictionary", KanjiListBinary.bundledDictionary])
        #expect(added.status == 0, "\(added.standardError)")
        let export = try run(["bookmarks", "--format", "anki", "--dictionary", KanjiListBinary.bundledDictionary])
        #expect(export.status == 0, "\(export.standardError)")
        let lines = export.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.prefix(5).allSatisfy { $0.hasPrefix("#") })
        let notes = lines.dropFirst(5).map { $0.split(separator: "\t", omittingEmptySubsequences: false) }
        #expect(notes.map(\.count) == [3, 3])
        #expect(notes.map { String($0[0]) } == ["日", "日本"])
        #expect(notes[0][1].contains("ニチ") && notes[0][1].contains("day"))
        #expect(notes[1][1].hasPrefix("にほん") && notes[1][1].contains("Japan"))

        let json = try run(["bookmarks", "--format", "json"])
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: String]])
        #expect(parsed.map { $0["text"] } == ["日", "日本"])
        #expect(parsed.map { $0["kind"] } == ["kanji", "word"])

        let removed = try run(["bookmarks", "remove", "日"])
        #expect(removed.status == 0)
        #expect(try run(["bookmarks"]).standardOutput.hasPrefix("日本\tword\t"))
    }

    /// 日 with a variation selector is 日: "already bookmarked", and one Anki note. Text the rule
    /// refuses is named by its argument, without the usage.
    @Test func oneBookmarkForOneKanjiHoweverItIsWritten() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let dictionary = ["--dictionary", KanjiListBinary.bundledDictionary]
        #expect(try run(["bookmarks", "add", "日"] + dictionary).status == 0)
        let again = try run(["bookmarks", "add", "日\u{FE00}"] + dictionary)
        #expect(again.standardError == "kanji-list: 日 was already bookmarked\n")
        let notes = try run(["bookmarks", "--format", "anki"] + dictionary).standardOutput
            .split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(notes.count == 1, "\(notes)")
        let refused = try run(["bookmarks", "add", "日本", "日\u{200B}本"] + dictionary)
        #expect(refused.status == 1)
        #expect(refused.standardError == "kanji-list: argument 2: 日\u{200B}本 cannot be kept: it holds U+200B, which is not text\n")
        #expect(try run(["bookmarks"]).standardOutput.split(separator: "\n").count == 1, "nothing half-done")
    }

    /// A change waits for another process's lock, saying who holds it, and goes on once it is let go.
    @Test func aChangeWaitsForTheLockNamingItsHolder() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let holder = try FolderLockHolder(folder.appendingPathComponent("data/kanji-list"))
        let adding = Process()
        adding.executableURL = URL(fileURLWithPath: KanjiListBinary.path)
        adding.arguments = ["bookmarks", "add", "日", "--dictionary", KanjiListBinary.bundledDictionary]
        adding.environment = ProcessInfo.processInfo.environment.merging(KanjiListBinary.isolatedEnvironment) { $1 }.merging(environment) { $1 }
        let errors = Pipe()
        adding.standardError = errors
        try adding.run()
        let said = errors.fileHandleForReading.availableData  // the first line, once it waits
        holder.release()
        let rest = errors.fileHandleForReading.readDataToEndOfFile()
        adding.waitUntilExit()
        #expect(adding.terminationStatus == 0, "\(String(decoding: said + rest, as: UTF8.self))")
        #expect(String(decoding: said + rest, as: UTF8.self)
            == "kanji-list: waiting for the bookmarks: locked by process \(holder.processIdentifier) (flock)\n")
        #expect(try run(["bookmarks"]).standardOutput.hasPrefix("日\tkanji\t"))
    }

    @Test func whatIsNotInTheDictionaryIsRefusedByName() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let output = try run(["bookmarks", "add", "日本", "鬱鬱しい", "--dictionary", KanjiListBinary.bundledDictionary])
        #expect(output.status != 0)
        #expect(output.standardError.contains("鬱鬱しい is not in the dictionary"))
        #expect(try run(["bookmarks"]).standardOutput == "", "nothing half-done: 日本 was not added either")
    }

    @Test func aDamagedBookmarksFileIsMovedAsideAndNamed() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let directory = folder.appendingPathComponent("data/kanji-list")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("not json".utf8).write(to: directory.appendingPathComponent("bookmarks.json"))
        let output = try run(["bookmarks"])
        #expect(output.status == 0)
        #expect(output.standardError.contains(directory.appendingPathComponent("bookmarks.json").path))
        #expect(output.standardError.contains("moved to"))
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.contains(".damaged-") }
        #expect(kept.count == 1)
    }

    @Test func historyIsReadFromTheLogNewestFirstSkippingWhatIsNotOurs() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("transitions.log")
        func line(_ time: String, _ to: String, _ subject: String) -> String {
            #"{"time":"\#(time)","machine":"navigation","event":"open","from":"All","to":"\#(to)","accepted":true,"reason":null,"subject":"\#(subject)","depth":2}"#
        }
        let text = [
            line("2026-11-20T10:00:00.000Z", "Detail", "日"),
            line("2026-11-20T10:00:01.000Z", "List", "日本"),
            "{\"time\":\"2026-11-20T10:0",
            line("2026-11-21T10:00:00.000Z", "Detail", "人"),
            line("2026-11-21T10:00:01.000Z", "Detail", "日"),
        ].joined(separator: "\n") + "\n"
        try Data(text.utf8).write(to: log)
        let output = try run(["history", "--log", log.path, "--limit", "2"])
        #expect(output.status == 0)
        #expect(output.standardOutput.split(separator: "\n").map { $0.split(separator: "\t").prefix(2).joined(separator: " ") }
            == ["日 kanji", "人 kanji"])
        #expect(output.standardOutput.contains("2026-11-21"))
        #expect(output.standardError.contains("skipped 1 line(s)") && output.standardError.contains("line 3"))
        let json = try run(["history", "--log", log.path, "--format", "json"])
        let parsed = try #require(JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [[String: String]])
        #expect(parsed.map { $0["text"] } == ["日", "人", "日本"])
        #expect(parsed.first?["lastSeen"] == "2026-11-21T10:00:01.000Z")
        let refused = try run(["history", "--log", log.path, "--limit", "0"])
        #expect(refused.status != 0)
    }

    /// A log subject holding tabs and newlines prints as one row, its controls escaped.
    @Test func aSubjectCannotForgeAHistoryRow() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let log = folder.appendingPathComponent("transitions.log")
        let forged = #"{"time":"2026-11-21T10:00:00.000Z","machine":"navigation","event":"open","from":"All","to":"List","accepted":true,"reason":null,"subject":"月\nFORGED\tword\ttoday","depth":2}"#
        try Data((forged + "\n").utf8).write(to: log)
        let output = try run(["history", "--log", log.path])
        #expect(output.status == 0, "\(output.standardError)")
        let rows = output.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(rows.map { $0.split(separator: "\t").count } == [3], "\(output.standardOutput)")
        #expect(rows.first?.hasPrefix(#"月\u000AFORGED\u0009word\u0009today"#) == true, "\(output.standardOutput)")
    }

    /// docs/walk.log: the README's walk, recorded by the browser in tmux on the bundled dictionary
    /// (the tutorial's moves, `a` refused on the All list, the history, a bookmark, back home).
    @Test func theRecordedWalkReplaysStepForStepAndATamperedCopyDoesNot() throws {
        defer { try? FileManager.default.removeItem(at: folder) }
        let walk = KanjiListBinary.packageRoot.appendingPathComponent("docs/walk.log")
        let replay = try run(["replay", walk.path, "--screens", "--width", "60", "--height", "12",
                              "--dictionary", KanjiListBinary.bundledDictionary])
        #expect(replay.status == 0, "\(replay.standardError)")
        let steps = replay.standardOutput.split(separator: "\n").filter { $0.hasPrefix("── line ") }
        #expect(steps.count == 13)
        #expect(steps.contains { $0.contains("all All → All: refused") })
        #expect(replay.standardOutput.contains("History — newest first"))
        #expect(replay.standardError.contains("replayed 13 navigation steps"))

        let lines = try String(contentsOf: walk, encoding: .utf8).split(separator: "\n").map(String.init)
        let refused = try #require(lines.firstIndex { $0.contains("\"accepted\":false") })
        var tampered = lines
        tampered[refused] = tampered[refused].replacingOccurrences(of: "\"accepted\":false", with: "\"accepted\":true")
        let copy = folder.appendingPathComponent("tampered.log")
        try Data((tampered.joined(separator: "\n") + "\n").utf8).write(to: copy)
        let differs = try run(["replay", copy.path, "--dictionary", KanjiListBinary.bundledDictionary])
        #expect(differs.status == 1)
        #expect(differs.standardError.contains("line \(refused + 1) differs"), "\(differs.standardError)")
    }
}
