import TestSupport
import Foundation
import Testing

/// Where the importer's sample files live, found from this file's path so tests need no resources
/// bundle, and scratch directories for outputs.
enum ImportSamples {
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("ImportSamples").appendingPathComponent(name).path
    }

    /// A new empty directory, removed when the test process exits.
    static func scratchDirectory() throws -> String {
        try TestFolders.make("kanji-import").path
    }

    static func contents(ofDirectory path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path).sorted()
    }
}

struct ImportSamplesTests {
    @Test func everySampleTheTestsNameIsPresent() {
        let names = [
            "kanjidic-sample.xml", "kanjidic-sample.xml.gz", "kanjidic-truncated.xml.gz", "kanjidic-malformed.xml.gz",
            "edict-sample.txt", "edict-invalid-eucjp.txt", "edict-malformed.txt", "jmdict-sample.xml", "jmdict-sample.xml.gz",
            "jmdict-truncated.xml.gz", "jmdict-malformed.xml", "jmdict-unknown-entity.xml", "kradfile-sample.utf8",
            "kradfile-sample.gz", "kradfile-malformed.utf8", "radkfile-sample.utf8", "radkfile-sample.gz",
            "radkfile-malformed.utf8", "kanjivg-sample.xml.gz", "kanjivg-sample.zip",
            "kanjivg-svg/065e5.svg", "kanjivg-bad/065e5.svg", "jmdict-learner.xml", "jlpt-sample/N5-vocab-eng",
            "tatoeba-sample.tsv", "kanjivg-bomb.zip", "kanjivg-bomb/065e5.svg", "kradfile-bomb.gz", "CREDITS.md",
            "wordfreq-sample.msgpack.gz",
        ]
        for name in names {
            #expect(FileManager.default.isReadableFile(atPath: ImportSamples.path(name)), "missing \(name)")
        }
    }
}
