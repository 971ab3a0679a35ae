import Foundation
import Testing

/// The executable's import, strokes and replay under hostile input without a terminal: numbers
/// past any screen, outputs that are not regular files, signals, and inputs whose errors once
/// said the wrong thing. Each ends in a clear message and an exit status, never a crash or a hang.
@Suite struct HostileImportCommandLineTests {
    private static func sample(_ name: String) -> String {
        KanjiListBinary.packageRoot.appendingPathComponent("Tests/KanjiImportTests/ImportSamples/\(name)").path
    }

    private static let smallImport = [
        "import", "--kanjidic", sample("kanjidic-sample.xml"), "--edict", sample("edict-sample.txt"),
    ]

    @Test("Every size argument is bounded with a clear error and the command's own usage", arguments: [
        (["replay", "docs/walk.log", "--screens", "--width", "100000", "--height", "100000"], "--width must be from 40 to 1000, not 100000", "replay"),
        (["replay", "docs/walk.log", "--screens", "--height", "9223372036854775807"], "--height must be from 10 to 1000, not 9223372036854775807", "replay"),
        (["strokes", "日", "--frames", "--size", "3", "--width", "9223372036854775807"], "--width must be from 2 to 1000, not 9223372036854775807", "strokes"),
        (["strokes", "日", "--size", "100000"], "--size must be from 2 to 200, not 100000", "strokes"),
    ])
    func sizeArgumentsAreBounded(arguments: [String], message: String, command: String) throws {
        let output = try KanjiListBinary.run(arguments + ["--dictionary", KanjiListBinary.bundledDictionary])
        #expect(output.status == 64)
        #expect(output.standardError.hasPrefix("Error: \(message)\nUsage: kanji-list \(command) "), "\(output.standardError)")
    }

    @Test("A validation error in run-time checks still prints the subcommand's own usage", arguments: [
        (["graph", "--machine", "nope"], "Error: no machine named 'nope';", "Usage: kanji-list graph "),
        (["import", "--output", ""], "Error: --output must name a file, not be empty", "Usage: kanji-list import "),
    ])
    func validationErrorsGiveTheirOwnUsage(arguments: [String], message: String, usage: String) throws {
        let folder = try KanjiListBinary.temporaryFolder()
        let output = try KanjiListBinary.run(arguments, environment: ["XDG_DATA_HOME": folder.path, "XDG_STATE_HOME": folder.path])
        #expect(output.status == 64)
        #expect(output.standardError.hasPrefix(message), "\(output.standardError)")
        #expect(output.standardError.contains("\n\(usage)"), "\(output.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("strokes --help tells the truth: the bundled dictionary has strokes")
    func strokesHelpIsTrue() throws {
        let help = try KanjiListBinary.run(["strokes", "--help"])
        #expect(help.standardOutput.contains("the bundled one has them"))
        #expect(!help.standardOutput.contains("no strokes"))
        let day = try KanjiListBinary.run(["strokes", "日", "--dictionary", KanjiListBinary.bundledDictionary])
        #expect(day.status == 0 && day.standardOutput.contains("4"), "\(day.standardError)")
    }

    @Test("import --output onto a link, a FIFO, a device or a folder is refused, and it is left as it was")
    func importOutputMustBeARegularFile() throws {
        let folder = try KanjiListBinary.temporaryFolder()
        let target = folder.appendingPathComponent("target.json").path
        try Data("keep".utf8).write(to: URL(fileURLWithPath: target))
        let link = folder.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let fifo = folder.appendingPathComponent("fifo.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for (path, kind) in [(link, "a symbolic link"), (fifo, "a FIFO"), ("/dev/null", "a character device"), (folder.path, "a directory")] {
            let output = try KanjiListBinary.run(Self.smallImport + ["--output", path])
            #expect(output.status == 1)
            #expect(output.standardError == "kanji-list import: \(path): is \(kind), not a regular file; the output must be a regular file or a new one\n")
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == target)
        #expect(try String(contentsOfFile: target, encoding: .utf8) == "keep")
        var status = stat()
        #expect(lstat(fifo, &status) == 0 && status.st_mode & S_IFMT == S_IFIFO)
        #expect(lstat("/dev/null", &status) == 0 && status.st_mode & S_IFMT == S_IFCHR)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["fifo.json", "link.json", "target.json"])
    }

    @Test("An input that is a FIFO or a device is refused without being opened", arguments: ["--kanjidic", "--edict"])
    func importInputMustBeARegularFile(option: String) throws {
        let folder = try KanjiListBinary.temporaryFolder()
        let fifo = folder.appendingPathComponent("input").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for (path, kind) in [(fifo, "a FIFO"), ("/dev/zero", "a character device")] {
            var arguments = Self.smallImport + ["--output", folder.appendingPathComponent("d.json").path]
            arguments[arguments.firstIndex(of: option).map { $0 + 1 } ?? 0] = path
            let output = try KanjiListBinary.run(arguments)
            #expect(output.standardError == "kanji-list import: \(path): is \(kind), not a regular file\n")
        }
    }

    @Test("XML declaring EUC-JP with bytes that are not EUC-JP is one clear message, none of libxml2's own")
    func xmlInTheWrongEncodingIsOneMessage() throws {
        let folder = try KanjiListBinary.temporaryFolder()
        let xml = folder.appendingPathComponent("kanjidic.xml")
        try Data(Array("<?xml version=\"1.0\" encoding=\"EUC-JP\"?>\n<kanjidic2><header>".utf8) + [0xFF, 0xFE] + Array("</header></kanjidic2>\n".utf8))
            .write(to: xml)
        let output = try KanjiListBinary.run([
            "import", "--kanjidic", xml.path, "--edict", Self.sample("edict-sample.txt"), "--output", folder.appendingPathComponent("d.json").path,
        ])
        #expect(output.status == 1)
        let lines = output.standardError.split(separator: "\n")
        #expect(lines.count == 1, "\(output.standardError)")
        #expect(output.standardError.hasPrefix("kanji-list import: \(xml.path):1: not valid text in the encoding its XML declaration names"))
    }

    @Test("A write cut short by a file size limit says so")
    func fileSizeLimit() throws {
        let folder = try KanjiListBinary.temporaryFolder()
        let quoted = (Self.smallImport + ["--output", folder.appendingPathComponent("d.json").path]).map(TmuxTerminal.shellQuoted)
        let output = try KanjiListBinary.run(shellCommand: "ulimit -f 1; \"$K\" \(quoted.joined(separator: " "))")
        #expect(output.status == 1)
        #expect(output.standardError.hasSuffix(": File too large\n"), "\(output.standardError)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// An import long enough to be signalled mid-way: Debian's KANJIDIC2 and EDICT, the real files.
    @Test("Every terminating signal ends an import as Ctrl-C does: nothing written, no temporary file left",
          arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGUSR1])
    func signalDuringImport(signal: Int32) throws {
        let folder = try KanjiListBinary.temporaryFolder()
        let output = folder.appendingPathComponent("d.json").path
        // Job control on, so the background import does not start with SIGINT and SIGQUIT ignored;
        // the signal goes once the temporary file exists, so its removal is what is checked.
        let script = """
            set -m
            "$K" import --output \(TmuxTerminal.shellQuoted(output)) 2>&1 &
            pid=$!
            for _ in $(seq 400); do ls -A \(TmuxTerminal.shellQuoted(folder.path)) | grep -q tmp && break; sleep 0.05; done
            kill -\(signal) $pid
            wait $pid
            echo "status $?"
            """
        let result = try KanjiListBinary.run(cleanShellCommand: script)
        let name = String(cString: strsignal(signal))
        #expect(result.standardOutput == "import cancelled (\(name)); nothing was written\nstatus \(128 + signal)\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    @Test("SIGQUIT, or a fault signal sent by kill, ends replay at once, with no crash report and no success status",
          arguments: [SIGQUIT, SIGSEGV, SIGABRT, SIGBUS])
    func sentSignalDuringReplay(signal: Int32) throws {
        let folder = try KanjiListBinary.temporaryFolder()
        let pipe = TmuxTerminal.shellQuoted(folder.appendingPathComponent("screens").path)
        // Replay blocks writing its screens to a FIFO nobody reads yet when the signal comes.
        let script = """
            set -m
            mkfifo \(pipe)
            "$K" replay docs/walk.log --screens --width 1000 --height 1000 --dictionary "$D" > \(pipe) 2>&1 &
            pid=$!
            exec 3< \(pipe)
            sleep 0.5
            kill -\(signal) $pid
            cat <&3 | grep -c 'crashed'
            wait $pid
            echo "status $?"
            """
        let result = try KanjiListBinary.run(
            cleanShellCommand: "cd \(TmuxTerminal.shellQuoted(KanjiListBinary.packageRoot.path)); D=\(TmuxTerminal.shellQuoted(KanjiListBinary.bundledDictionary)); \(script)")
        #expect(result.standardOutput == "0\nstatus \(128 + signal)\n", "\(result.standardError)")
    }
}
