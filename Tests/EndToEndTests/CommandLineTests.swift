import Foundation
import Testing

/// The executable without a terminal: lookup, help, errors, and the refusal to browse on a pipe.
@Suite struct CommandLineTests {
    @Test func lookupOfAKanjiPrintsItsDetailsAndEveryWordContainingIt() throws {
        let output = try KanjiListBinary.run(["lookup", "日", "--limit", "0", "--dictionary", KanjiListBinary.bundledDictionary])
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n")
        #expect(lines.first == "日")
        #expect(output.standardOutput.contains("ニチ"))
        let (count, words) = try wordsOfLookup(lines)
        #expect(count == words.count)
        #expect(words.allSatisfy { $0.split(separator: "\t").first?.contains("日") == true })
    }

    /// By default a look-up prints the first 20 words, the same as with --limit 0, and says how
    /// many more there are.
    @Test func lookupPrintsTheFirstWordsAndHowManyMore() throws {
        let all = try wordsOfLookup(KanjiListBinary.run(["lookup", "日", "--limit", "0"]).standardOutput.split(separator: "\n")).words
        let output = try KanjiListBinary.run(["lookup", "日"])
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n")
        let (count, words) = try wordsOfLookup(lines)
        #expect(words == Array(all.prefix(20)))
        let more = try #require(lines.last)
        #expect(more.hasPrefix("… ") && more.hasSuffix(" more words (--limit 0 lists them all)"))
        #expect(Int(more.dropFirst(2).prefix { $0 != " " }.filter(\.isNumber)) == count - 20)
        let three = try wordsOfLookup(KanjiListBinary.run(["lookup", "日", "--limit", "3"]).standardOutput.split(separator: "\n"))
        #expect(three.words == Array(all.prefix(3)))
        let negative = try KanjiListBinary.run(["lookup", "日", "--limit", "-1"])
        #expect(negative.status != 0 && negative.standardError.contains("--limit"))
    }

    /// The count in a look-up's "Words with 日 (N):" line and its word lines (not sense lines).
    private func wordsOfLookup(_ lines: [Substring]) throws -> (count: Int, words: [Substring]) {
        let header = try #require(lines.first { $0.hasPrefix("Words with 日 (") })
        let count = try #require(Int(header.dropFirst("Words with 日 (".count).prefix { $0.isNumber || $0 == "," }.filter(\.isNumber)))
        let words = lines.drop { !$0.hasPrefix("Words with") }.dropFirst().filter { !$0.hasPrefix("\t") && !$0.hasPrefix("… ") }
        return (count, Array(words))
    }

    /// `--dictionary FILE` before the command's name is the command's, as with git's global
    /// options (it went to the browser, which took `search` for a kanji).
    @Test func theDictionaryMayBeNamedBeforeTheCommand() throws {
        let dictionary = KanjiListBinary.bundledDictionary
        let after = try KanjiListBinary.run(["search", "sun", "--dictionary", dictionary])
        for arguments in [["--dictionary", dictionary, "search", "sun"], ["--dictionary=\(dictionary)", "search", "sun"]] {
            let before = try KanjiListBinary.run(arguments)
            #expect(before.status == 0, "\(before.standardError)")
            #expect(before.standardOutput == after.standardOutput)
        }
        let missing = try KanjiListBinary.run(["--dictionary", "/nonexistent.json", "lookup", "日"])
        #expect(missing.status != 0 && missing.standardError.contains("/nonexistent.json"))
    }

    @Test func lookupOfAWordListsItsCharacters() throws {
        let output = try KanjiListBinary.run(["lookup", "日本語"])
        #expect(output.status == 0)
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        #expect(lines.dropFirst().map { $0.prefix(1) } == ["日", "本", "語"])
    }

    @Test func aBrokenDictionaryGivesAShortErrorNamingTheFile() throws {
        let folder = try KanjiListBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("broken.json")
        try Data(#"{"format":"kanji-list-dictionary/1","kanji":[{"character":"日","meanings":"day"}],"words":[]}"#.utf8)
            .write(to: file)
        let output = try KanjiListBinary.run(["lookup", "日", "--dictionary", file.path])
        #expect(output.status != 0)
        #expect(output.standardError.contains(file.path))
        #expect(output.standardError.contains("meanings"))
        #expect(output.standardError.split(separator: "\n").count <= 2)
        #expect(!output.standardError.contains("Fatal error"))
    }

    @Test func aMissingDictionaryIsNamed() throws {
        let output = try KanjiListBinary.run(["lookup", "日", "--dictionary", "/nonexistent/dictionary.json"])
        #expect(output.status != 0)
        #expect(output.standardError.contains("/nonexistent/dictionary.json"))
    }

    @Test func theBrowserRefusesWithoutATerminal() throws {
        let output = try KanjiListBinary.run([])
        #expect(output.status != 0)
        #expect(output.standardError.contains("standard input and standard output are not terminals"))
    }

    @Test func helpAndVersion() throws {
        let help = try KanjiListBinary.run(["--help"])
        #expect(help.status == 0)
        for word in ["lookup", "import", "graph", "--dictionary", "XDG_DATA_HOME"] {
            #expect(help.standardOutput.contains(word), "--help does not mention \(word)")
        }
        let version = try KanjiListBinary.run(["--version"])
        #expect(version.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines) == "0.1.0")
    }

    @Test func graphDrawsTheTutorialsDiagram() throws {
        let output = try KanjiListBinary.run(["graph"])
        #expect(output.status == 0)
        for edge in ["All", "Detail", "List"] { #expect(output.standardOutput.contains(edge)) }
        #expect(output.standardOutput.contains("digraph"))
        let mermaid = try KanjiListBinary.run(["graph", "--format", "mermaid"])
        #expect(mermaid.standardOutput.contains("stateDiagram"))
    }
}
