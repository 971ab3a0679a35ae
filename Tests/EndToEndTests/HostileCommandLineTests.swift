import Foundation
import Testing

/// The executable under hostile or clumsy input without a terminal: closed and full output
/// streams, escape sequences in arguments and dictionaries, dictionaries that are not files,
/// and kanji with variation selectors. Each ends in a clear message and an exit status, never a
/// crash report or a hang.
@Suite struct HostileCommandLineTests {
    /// Runs the binary through the shell, so redirections such as `>&-` apply; `$K` is the binary.
    private func shell(_ command: String) throws -> KanjiListBinary.Output {
        try KanjiListBinary.run(shellCommand: command)
    }

    private func expectNoCrash(_ output: KanjiListBinary.Output) {
        #expect(output.status < 128, "ended by signal \(output.status - 128): \(output.standardError)")
        #expect(!output.standardError.contains("Fatal error"))
        #expect(!output.standardError.contains("Crash"))
    }

    @Test("A closed or full standard output is an error with a message, not a crash",
          arguments: [("lookup 日 >&-", "Bad file descriptor"), ("lookup 日 > /dev/full", "No space left on device"),
                      ("graph >&-", "Bad file descriptor"), ("--help > /dev/full", "No space left on device")])
    func closedOrFullStandardOutput(_ command: String, _ reason: String) throws {
        let output = try shell("\"$K\" \(command)")
        expectNoCrash(output)
        #expect(output.status == 1)
        #expect(output.standardError == "kanji-list: cannot write to standard output: \(reason)\n")
    }

    @Test("A closed standard error still gives a non-zero exit, not a crash",
          arguments: ["lookup 日 --dictionary /nonexistent 2>&-", "< /dev/null 2>&-", "lookup 日 >&- 2>&-"])
    func closedStandardError(_ command: String) throws {
        let output = try shell("\"$K\" \(command); echo \"status $?\"")
        #expect(output.status == 0)
        let status = output.standardOutput.split(separator: "\n").last.flatMap { Int($0.dropFirst("status ".count)) }
        #expect(status.map { $0 > 0 && $0 < 128 } == true, "\(output.standardOutput)")
    }

    @Test("A pipe closed by its reader ends lookup as SIGPIPE ends any command, with no crash report")
    func closedPipe() throws {
        // `true` has exited, closing the pipe, by the time lookup writes.
        let output = try shell("{ sleep 0.3; \"$K\" lookup 日; echo \"status $?\" >&2; } | true")
        #expect(output.standardError == "status 141\n")
    }

    @Test("An escape sequence in the argument is printed escaped, on standard output and standard error")
    func escapeSequenceInTheArgument() throws {
        let word = try KanjiListBinary.run(["lookup", "日\(HostileDictionary.titleChange)"])
        #expect(word.status == 0)
        #expect(HostileDictionary.rawControls(in: word.standardOutput).isEmpty)
        #expect(word.standardOutput.hasPrefix("日\\u001B]0;pwned\\u0007\n"))

        let missing = try KanjiListBinary.run(["lookup", "\u{1B}"])
        #expect(missing.status == 1)
        #expect(HostileDictionary.rawControls(in: missing.standardError).isEmpty)
        #expect(missing.standardError.contains("no kanji in \\u001B"))

        let refused = try KanjiListBinary.run(["browse", "日\(HostileDictionary.titleChange)"])
        #expect(refused.status != 0)
        #expect(HostileDictionary.rawControls(in: refused.standardError).isEmpty)
        #expect(refused.standardError.contains("\\u001B]0;pwned"))

        let badPath = try KanjiListBinary.run(["lookup", "日", "--dictionary", "/nonexistent/\u{1B}[2J"])
        #expect(HostileDictionary.rawControls(in: badPath.standardError).isEmpty)
        #expect(badPath.standardError.contains("/nonexistent/\\u001B[2J"))
    }

    @Test("A dictionary's escape sequences are printed escaped by lookup")
    func escapeSequenceInTheDictionary() throws {
        let folder = try KanjiListBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dictionary = try HostileDictionary.write(in: folder)
        for query in ["日", "日本"] {
            let output = try KanjiListBinary.run(["lookup", query, "--dictionary", dictionary])
            #expect(output.status == 0, "\(output.standardError)")
            #expect(HostileDictionary.rawControls(in: output.standardOutput).isEmpty)
            #expect(output.standardOutput.contains("sun\\u001B]0;pwned\\u0007\\u001B[2J\\u009B31m\\u202Enus"))
        }
    }

    @Test("A FIFO as the dictionary is refused at once, without opening it")
    func fifoDictionary() throws {
        let folder = try KanjiListBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("dictionary.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fifo)
        for path in [fifo, link] {
            let output = try KanjiListBinary.run(["lookup", "日", "--dictionary", path])
            #expect(output.status == 1)
            #expect(output.standardError == "kanji-list: \(path): is a FIFO, not a regular file\n")
        }
        let device = try KanjiListBinary.run(["lookup", "日", "--dictionary", "/dev/zero"])
        #expect(device.standardError == "kanji-list: /dev/zero: is a character device, not a regular file\n")
    }

    @Test("A FIFO or a folder as the log is refused at once by the browser, a device too by history and replay")
    func nonRegularLog() throws {
        let folder = try KanjiListBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo.log").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let dictionary = KanjiListBinary.bundledDictionary
        let cases = [(fifo, "is a FIFO"), ("/dev/zero", "is a character device"), (folder.path, "is a directory")]
        for (path, problem) in cases {
            // The browser writes to a character device (/dev/null keeps no log) but never reads one.
            let browser = path == "/dev/zero" ? [] : [["--log", path, "日", "--dictionary", dictionary]]
            for command in browser + [["history", "--log", path], ["replay", path, "--dictionary", dictionary]] {
                let output = try KanjiListBinary.run(command)
                #expect(output.status == 1, "\(command)")
                #expect(output.standardError.hasPrefix("kanji-list: \(path): "), "\(command): \(output.standardError)")
                #expect(output.standardError.hasSuffix("\(problem), not a regular file\n"), "\(command): \(output.standardError)")
            }
        }
    }

    @Test("A huge sparse dictionary is refused by its size, before a byte of it is read")
    func hugeSparseDictionary() throws {
        let folder = try KanjiListBinary.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("huge.json").path
        #expect(FileManager.default.createFile(atPath: file, contents: nil))
        #expect(truncate(file, 3 << 30) == 0)
        let output = try shell("ulimit -v 1000000; \"$K\" lookup 日 --dictionary \(TmuxTerminal.shellQuoted(file))")
        #expect(output.status == 1)
        #expect(output.standardError == "kanji-list: \(file): too large (2 GiB at most)\n")
    }

    @Test("A kanji with a variation selector is the kanji, shown as the user wrote it",
          arguments: ["日\u{FE00}", "葛\u{E0100}"])
    func variationSelector(_ written: String) throws {
        let plain = String(written.unicodeScalars.first.map(Character.init) ?? " ")
        let output = try KanjiListBinary.run(["lookup", written])
        #expect(output.status == 0, "\(output.standardError)")
        let lines = output.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.first == written)
        #expect(lines.contains { $0.hasPrefix("Words with \(written) (") })
        let reference = try KanjiListBinary.run(["lookup", plain])
        #expect(Array(lines.dropFirst().prefix(3)) == Array(reference.standardOutput.split(separator: "\n").dropFirst().prefix(3)).map(String.init))

        let word = try KanjiListBinary.run(["lookup", written + "本"])
        #expect(word.standardOutput.contains("\(plain) (\(written))\t"))
    }
}
