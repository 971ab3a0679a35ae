import CSimdjsonBenchmark
import Foundation

/// Finds or makes the dictionaries to measure, under bench-data/ (gitignored): the bundled one,
/// the full one imported from the Debian packages, and the full one with its words 2x and 4x.
struct BenchData {
    struct Dictionary {
        var name: String
        var path: String
        var wordCopies: Int
    }

    let root: String
    let directory: String
    let kanjiList: String

    init() {
        root = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
        directory = root + "/bench-data"
        let beside = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("kanji-list").path
        kanjiList = beside
    }

    /// The child side of making a file with its words repeated; returns the exit status.
    static func writeRepeatedWords(from input: String, to output: String, times: Int) -> Int32 {
        var error: UnsafeMutablePointer<CChar>?
        guard kl_benchmark_write_repeated_words(input, output, times, &error) else {
            note(error.map { String(cString: $0) } ?? "cannot write \(output)")
            free(error)
            return 1
        }
        return 0
    }

    static let kanjidic = "/usr/share/edict/kanjidic2.xml.gz"
    static let edict = "/usr/share/edict/edict"

    /// Every dictionary that can be had here, smallest first; says on stderr what it skips.
    func prepare() -> [Dictionary] {
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var result: [Dictionary] = []
        let haveSources = FileManager.default.isReadableFile(atPath: Self.kanjidic)
            && FileManager.default.isReadableFile(atPath: Self.edict)
        if !haveSources { note("no \(Self.kanjidic) or \(Self.edict) (Debian kanjidic-xml, edict): only the bundled size") }
        let bundled = root + "/Resources/dictionary.json.gz"
        if FileManager.default.isReadableFile(atPath: bundled) {
            result.append(Dictionary(name: "bundled", path: bundled, wordCopies: 1))
        } else if haveSources, ensureKanjiList(),
                  let made = imported("bundled.json", extra: ["--common-only", "--ranked-kanji-only"]) {
            note("no Resources/dictionary.json.gz; measuring one imported the same way at \(made)")
            result.append(Dictionary(name: "bundled", path: made, wordCopies: 1))
        }
        guard haveSources, ensureKanjiList(), let full = imported("full.json", extra: []) else { return result }
        result.append(Dictionary(name: "full", path: full, wordCopies: 1))
        for copies in [2, 4] {
            let path = directory + "/full-\(copies)x.json"
            if isStale(path, comparedWith: [full]) {
                note("writing \(path) (the full dictionary's words \(copies) times over)")
                // In a child process, so that this one stays small: children inherit its peak memory.
                let me = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().path
                guard ChildRun.run([me, "--repeat-words", full, path, String(copies)], captureOutput: false).status == 0 else { continue }
            }
            result.append(Dictionary(name: "full \(copies)x words", path: path, wordCopies: copies))
        }
        return result
    }

    /// bench-data/NAME imported by `kanji-list import`, made again when older than its sources or the binary.
    private func imported(_ name: String, extra: [String]) -> String? {
        let path = directory + "/" + name
        guard isStale(path, comparedWith: [Self.kanjidic, Self.edict, kanjiList]) else { return path }
        note("importing \(path)")
        let run = ChildRun.run([kanjiList, "import", "--output", path] + extra, captureOutput: false)
        guard run.status == 0 else {
            note("kanji-list import failed (status \(run.status))")
            return nil
        }
        return path
    }

    /// The release kanji-list beside this benchmark, built every time: `swift run kanji-benchmark`
    /// builds only the benchmark, and a kanji-list left from older sources would measure old code.
    /// The build does nothing when it is up to date.
    private func ensureKanjiList() -> Bool {
        note("building kanji-list: swift build -c release --product kanji-list")
        let scratch = URL(fileURLWithPath: kanjiList).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().path
        let arguments = ["/usr/bin/env", "swift", "build", "-c", "release", "--product", "kanji-list",
                         "--package-path", root, "--scratch-path", scratch]
        _ = ChildRun.run(arguments, captureOutput: false)
        return FileManager.default.isExecutableFile(atPath: kanjiList)
    }

    /// A release product as `make install` builds kanji-list, the Swift runtime and Foundation
    /// linked in (`--static-swift-stdlib`, in .build/static), built now so the code measured is
    /// current; nil if the build fails. What the commands are measured with (CommandBenchmark):
    /// kanji-list, and start-yardstick beside it.
    func installed(_ product: String) -> String? {
        let scratch = root + "/.build/static"
        note("building \(product): swift build -c release --static-swift-stdlib --scratch-path .build/static --product \(product)")
        let arguments = ["/usr/bin/env", "swift", "build", "-c", "release", "--static-swift-stdlib", "--product", product,
                         "--package-path", root, "--scratch-path", scratch]
        guard ChildRun.run(arguments, captureOutput: false).status == 0 else { return nil }
        let path = scratch + "/release/" + product
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    private func isStale(_ path: String, comparedWith inputs: [String]) -> Bool {
        guard let made = modified(path) else { return true }
        return inputs.contains { (modified($0) ?? .distantPast) > made }
    }

    private func modified(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }
}

func note(_ message: String) {
    FileHandle.standardError.write(Data("kanji-benchmark: \(message)\n".utf8))
}
