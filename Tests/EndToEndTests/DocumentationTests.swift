import Foundation
import Testing

/// The README is what a newcomer reads (at most 300 lines: what it is, how to run it, the keys,
/// the commands, the data's credits); the rest is in docs/, which the README, `--help` and the
/// help screen point to.
@Suite struct DocumentationTests {
    static func text(_ path: String) throws -> String {
        try String(contentsOf: KanjiListBinary.packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func theReadmeIsShortAndLinksToTheManualWhoseFilesExist() throws {
        let readme = try Self.text("README.md")
        #expect(readme.split(separator: "\n", omittingEmptySubsequences: false).count <= 300)
        let links = readme.components(separatedBy: "](docs/").dropFirst().map { "docs/" + $0.prefix { $0 != ")" && $0 != "#" } }
        #expect(Set(links).isSuperset(of: ["docs/manual.md", "docs/data.md", "docs/architecture.md", "docs/benchmarks.md"]))
        for link in links {
            #expect(FileManager.default.fileExists(atPath: KanjiListBinary.packageRoot.appendingPathComponent(link).path), "\(link)")
        }
        for heading in ["## Run it", "## Commands", "## Keys", "## Data and credits"] { #expect(readme.contains(heading)) }
    }

    @Test func helpPointsToTheManual() throws {
        let help = try KanjiListBinary.run(["--help"])
        #expect(help.status == 0 && help.standardOutput.contains("docs/manual.md") && help.standardOutput.contains("man kanji-list"))
    }
}
