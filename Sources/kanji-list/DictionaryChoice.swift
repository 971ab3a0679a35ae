import ArgumentParser
import KanjiDictionary

/// The dictionary a command works on: the path given with `--dictionary`, else the user's imported
/// one, else the bundled one. Apart from ArgumentParser's `DictionaryOptions`, so that a command
/// line read without it (QuickCommandLine) names its dictionary the same way.
struct DictionaryChoice {
    /// `--dictionary`'s value, nil when not given.
    let given: String?

    var path: String { given ?? DictionaryLocations.preferred() }

    var kind: String {
        if given != nil { return "from --dictionary" }
        return path == DictionaryLocations.bundled ? "bundled" : "imported with kanji-list import"
    }

    /// Loads the dictionary through its cached image (DictionaryImageCache), or prints why it
    /// cannot and exits non-zero. What the cache has to say goes to standard error, once.
    func load() throws -> KanjiStore {
        do {
            let line = ImageBuildLine.onTerminal()
            defer { line?.clear() }
            let store = try KanjiStore.load(contentsOf: path, cache: .app(progress: line)) { notice in
                line?.clear()
                printError("kanji-list: \(notice)")
            }
            LoadedDictionary.remember(store, path: path)
            return store
        } catch {
            printError("kanji-list: \(error.description)")
            throw ExitCode(1)
        }
    }
}
