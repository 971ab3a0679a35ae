import Foundation
import Testing

/// `kanji-list say` as a process: a WAVE file written whole (checked by sox), standard input and
/// output as `-`, and clear errors for what is missing.
@Suite struct SayCommandTests {
    @Test func writesAWaveFileThatSoxMeasures() throws {
        let folder = try KanjiListBinary.temporaryFolder()
        let file = folder.appendingPathComponent("箸.wav").path
        let output = try KanjiListBinary.run(["say", "箸と橋と端", "--output", file])
        #expect(output.status == 0 && output.standardError.isEmpty, "\(output.standardError)")
        let stat = try KanjiListBinary.run(shellCommand: "sox '\(file)' -n stat 2>&1")
        let length = try #require(Self.value("Length (seconds)", in: stat.standardOutput))
        let amplitude = try #require(Self.value("RMS     amplitude", in: stat.standardOutput))
        #expect((1.0...4.0).contains(length), "\(stat.standardOutput)")
        #expect(amplitude > 0.01, "\(stat.standardOutput)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["箸.wav"])
    }

    /// `--output` follows the state files' rule: a link is followed and kept, the file it points
    /// to replaced whole; a FIFO is written to as it is (a player reading it), never replaced.
    @Test func aLinkIsFollowedAndAFIFOWrittenTo() throws {
        let folder = try KanjiListBinary.temporaryFolder()
        let target = folder.appendingPathComponent("target.wav").path
        let link = folder.appendingPathComponent("link.wav").path
        try Data("old".utf8).write(to: URL(fileURLWithPath: target))
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let linked = try KanjiListBinary.run(["say", "箸", "--output", link])
        #expect(linked.status == 0, "\(linked.standardError)")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try Data(contentsOf: URL(fileURLWithPath: target)).prefix(4) == Data("RIFF".utf8))
        let fifo = folder.appendingPathComponent("pipe.wav").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let piped = try KanjiListBinary.run(shellCommand: "timeout 30 sox -t wav '\(fifo)' -n stat 2>&1 & \"$K\" say 箸 --output '\(fifo)'; wait")
        #expect(piped.status == 0, "\(piped.standardOutput) \(piped.standardError)")
        #expect(Self.value("Length (seconds)", in: piped.standardOutput).map { $0 > 0.3 } == true, "\(piped.standardOutput)")
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
    }

    @Test func readsStandardInputAndWritesStandardOutput() throws {
        let stat = try KanjiListBinary.run(shellCommand: "echo '今日は雨です。' | \"$K\" say - --output - | sox -t wav - -n stat 2>&1")
        #expect(stat.status == 0, "\(stat.standardOutput) \(stat.standardError)")
        let length = try #require(Self.value("Length (seconds)", in: stat.standardOutput))
        #expect((0.8...4.0).contains(length), "\(stat.standardOutput)")
    }

    @Test func whatIsMissingIsNamed() throws {
        let noOpenJTalk = try KanjiListBinary.run(["say", "箸", "--output", "/tmp/never.wav"], environment: ["PATH": "/nonexistent"])
        #expect(noOpenJTalk.status == 1)
        #expect(noOpenJTalk.standardError == "kanji-list: Open JTalk is not installed (Debian: apt-get install open-jtalk open-jtalk-mecab-naist-jdic)\n")
        #expect(!FileManager.default.fileExists(atPath: "/tmp/never.wav"))
        let unwritable = try KanjiListBinary.run(["say", "箸", "--output", "/nonexistent/folder/x.wav"])
        #expect(unwritable.status == 2 && unwritable.standardError.hasPrefix("kanji-list: cannot write /nonexistent/folder/x.wav"), "\(unwritable.standardError)")
        let nothing = try KanjiListBinary.run(["say", " ", "--output", "/tmp/never.wav"])
        #expect(nothing.status == 1 && nothing.standardError.contains("nothing to say"), "\(nothing.standardError)")
    }

    /// A value from sox's stat: `Length (seconds):      1.305000`.
    private static func value(_ name: String, in text: String) -> Double? {
        text.split(separator: "\n").first { $0.hasPrefix(name) }.flatMap { line in
            line.split(separator: ":").last.flatMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        }
    }
}
