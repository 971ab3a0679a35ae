import Foundation
import Testing

/// `lookup`, `search` and `--version` are read without ArgumentParser when their line is plain
/// (QuickCommandLine, for the start's sake): every spelling ArgumentParser accepts gives the same
/// output, and every line the quick reader leaves alone still gets ArgumentParser's messages.
@Suite struct QuickCommandLineTests {
    @Test func theOptionsMayComeInAnyOrderAndEitherSpelling() throws {
        let dictionary = KanjiListBinary.bundledDictionary
        let lookups = [
            ["lookup", "日", "--limit", "3"], ["lookup", "--limit=3", "日"], ["lookup", "--limit", "3", "日", "--dictionary", dictionary],
            ["lookup", "--dictionary=\(dictionary)", "日", "--limit=3"], ["--dictionary", dictionary, "lookup", "--limit", "03", "日"],
        ]
        let searches = [
            ["search", "sun", "--json", "--limit", "2"], ["search", "--json", "--limit=2", "sun"],
            ["search", "--limit", "2", "sun", "--dictionary", dictionary, "--json"],
        ]
        for lines in [lookups, searches] {
            let outputs = try lines.map { try KanjiListBinary.run($0) }
            let first = try #require(outputs.first)
            #expect(first.status == 0, "\(first.standardError)")
            #expect(first.standardOutput.split(separator: "\n").count >= 2)
            for (line, output) in zip(lines, outputs) {
                #expect(output.status == 0 && output.standardError.isEmpty, "\(line): \(output.standardError)")
                #expect(output.standardOutput == first.standardOutput, "\(line)")
            }
        }
        let limited = try KanjiListBinary.run(["search", "sun", "--limit", "1", "--json"])
        #expect(limited.standardOutput.split(separator: "\n").count == 2)
    }

    @Test func linesLeftToArgumentParserGetItsMessages() throws {
        let cases: [(arguments: [String], message: String)] = [
            (["lookup"], "Error: Missing expected argument '<text>'"),
            (["lookup", "日", "--limit", "x"], "Error: The value 'x' is invalid for '--limit <limit>'"),
            (["lookup", "日", "--json"], "Error: Unknown option '--json'"),
            (["lookup", "日", "--dictionary"], "Error: Missing value for '--dictionary <path>'"),
            (["search", "sun", "extra"], "Error: Unexpected argument 'extra'"),
            (["search", "sun", "--limit", "-1"], "--limit"),
        ]
        for (arguments, message) in cases {
            let output = try KanjiListBinary.run(arguments)
            #expect(output.status == 64, "\(arguments): \(output.status)")
            #expect(output.standardError.contains(message), "\(arguments): \(output.standardError)")
            #expect(output.standardOutput.isEmpty, "\(arguments)")
        }
        let help = try KanjiListBinary.run(["search", "sun", "--help"])
        #expect(help.status == 0 && help.standardOutput.contains("USAGE: kanji-list search <query>"))
    }

    @Test func theVersionIsOneLine() throws {
        let output = try KanjiListBinary.run(["--version"])
        #expect(output.status == 0 && output.standardError.isEmpty)
        #expect(output.standardOutput == "0.1.0\n")
    }
}
