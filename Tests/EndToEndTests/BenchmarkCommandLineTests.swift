import Foundation
import Testing

/// `kanji-benchmark`'s command line, the built binary run as a user runs it: --help and -h print
/// its usage and exit 0; a mistake is a short error naming the argument, with a hint to run --help,
/// on standard error, exit status 64 as kanji-list's own (ArgumentParser's). Each must end before
/// any measuring: the run without a measure takes minutes, so a line that fell through to it
/// would still be running at the deadline.
@Suite struct BenchmarkCommandLineTests {
    /// Built beside kanji-list (KANJI_BENCHMARK_BINARY names another).
    static var path: String {
        ProcessInfo.processInfo.environment["KANJI_BENCHMARK_BINARY"]
            ?? URL(fileURLWithPath: KanjiListBinary.path).deletingLastPathComponent().appendingPathComponent("kanji-benchmark").path
    }

    /// Runs kanji-benchmark with `arguments`; a failure if it is still running after the deadline.
    private func run(_ arguments: [String]) throws -> KanjiListBinary.Output {
        let folder = try KanjiListBinary.temporaryFolder()
        let output = folder.appendingPathComponent("standard-output"), errors = folder.appendingPathComponent("standard-error")
        let pid = try CleanSpawn.start(Self.path, ["kanji-benchmark"] + arguments, environment: ProcessInfo.processInfo.environment,
                                       output: output.path, errors: errors.path)
        let status = try #require(try CleanSpawn.wait(for: pid, atMost: .seconds(60)), "\(arguments) was still running: it began to measure")
        return KanjiListBinary.Output(status: status, standardOutput: try String(contentsOf: output, encoding: .utf8),
                      standardError: try String(contentsOf: errors, encoding: .utf8))
    }

    @Test(arguments: ["--help", "-h"])
    func helpListsEveryMeasureAndOption(flag: String) throws {
        #expect(FileManager.default.isExecutableFile(atPath: Self.path), "no kanji-benchmark at \(Self.path)")
        let help = try run([flag])
        #expect(help.status == 0, "\(help.standardError)")
        #expect(help.standardError.isEmpty, "\(help.standardError)")
        #expect(help.standardOutput.contains("USAGE: kanji-benchmark [<measure>] [<options>]"), "\(help.standardOutput)")
        let options = ["--search", "--recognition", "--learner", "--commands", "--segmentation", "--reading", "--typing", "--known",
                       "--pronunciation", "--runs", "--markdown", "--dictionary", "--misses", "--seed", "--weights", "--only", "--unidic"]
        for option in options {
            #expect(help.standardOutput.contains("  \(option) "), "\(option) missing from the help")
        }
        #expect(help.standardOutput.contains("default: 3;"), "--runs' default missing from the help")
    }

    @Test func aMistakeIsNamedOnStandardErrorWithAHint() throws {
        let cases: [(arguments: [String], message: String)] = [
            (["--bogus"], "Unknown option '--bogus'"),
            (["--reading"], "Missing value for '--reading <text>'"),
            (["--search", "--runs", "2"], "Missing value for '--search <file>'"),
            (["--runs", "x"], "The value 'x' is invalid for '--runs <n>'"),
            (["--weights", "1,2,3", "--recognition"], "The value '1,2,3' is invalid for '--weights <weights>'"),
            (["--segmentation", "sentences.tsv"], "--segmentation takes two files"),
            (["--commands"], "Missing value for '--commands <files>'"),
            (["--reading", "a.txt", "--known", "a.txt"], "--reading and --known are two measures"),
            (["--markdown", "report.md", "--reading", "a.txt"], "--markdown is not used by --reading"),
            (["--dictionary", "d.json"], "--dictionary is not used by the run without a measure"),
            (["extra"], "Unexpected argument 'extra'"),
        ]
        for (arguments, message) in cases {
            let output = try run(arguments)
            #expect(output.status == 64, "\(arguments): \(output.status) \(output.standardOutput)")
            #expect(output.standardError.contains(message), "\(arguments): \(output.standardError)")
            #expect(output.standardError.contains("See 'kanji-benchmark --help'"), "\(arguments): \(output.standardError)")
            // The error, the option's help where a value is missing, the usage and the hint.
            #expect(output.standardError.split(separator: "\n").count <= 4, "\(arguments): \(output.standardError)")
            #expect(output.standardOutput.isEmpty, "\(arguments): \(output.standardOutput)")
        }
    }
}
