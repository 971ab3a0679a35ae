import ArgumentParser
import Foundation
import KanjiDictionary

/// `--dictionary PATH`, shared by the browser and lookup.
struct DictionaryOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "A dictionary file in kanji-list's JSON format.",
        discussion: "Default: your imported dictionary if it exists, else the bundled one.",
        valueName: "path"))
    var dictionary: String?

    var path: String { dictionary ?? DictionaryLocations.preferred() }

    var kind: String {
        if dictionary != nil { return "from --dictionary" }
        return path == DictionaryLocations.bundled ? "bundled" : "imported with kanji-list import"
    }

    /// Loads the dictionary, or prints why it cannot and exits non-zero.
    func load() throws -> KanjiStore {
        do {
            return try KanjiStore.load(contentsOf: path)
        } catch {
            printError("kanji-list: \(error.description)")
            throw ExitCode(1)
        }
    }
}
