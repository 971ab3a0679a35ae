import ArgumentParser
import Foundation
import KanjiDictionary
import KanjiSearch
import Segmentation

/// `--dictionary PATH`, shared by the browser and lookup.
struct DictionaryOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp(
        "A dictionary file in kanji-list's JSON format.",
        discussion: "Default: your imported dictionary if it exists, else the bundled one.",
        valueName: "path"))
    var dictionary: String?

    /// The dictionary these options name, to load.
    var choice: DictionaryChoice { DictionaryChoice(given: dictionary) }

    var path: String { choice.path }

    var kind: String { choice.kind }

    func load() throws -> KanjiStore { try choice.load() }
}

/// The dictionary a command loaded, checked when the command ends: an entry read from a damaged
/// page of its image came out empty, so the image is removed (the next start rebuilds it) and the
/// user told.
enum LoadedDictionary {
    nonisolated(unsafe) private static var loaded: (store: KanjiStore, path: String)?

    static func remember(_ store: KanjiStore, path: String) {
        loaded = (store, path)
    }

    static func reportDamage() {
        guard let (store, path) = loaded, store.imageIsDamaged else { return }
        let cache = DictionaryImageCache.standard()
        cache.remove(imageOf: path)
        printError("kanji-list: the cached image \(cache.imagePath(for: path)) was damaged, so some entries came out empty; it was removed and is rebuilt at the next start")
    }
}

extension DictionaryImageCache {
    /// The user's cache folder, its images holding the search index, the kanji's numbers (for
    /// the All list) and the segmentation lexicon (for parse and the Read screen) beside the
    /// dictionary; what building one is doing shown on `progress` (nil:
    /// nowhere, as while the browser has the screen).
    static func app(progress: ImageBuildLine? = nil) -> DictionaryImageCache {
        let attachments = [SearchIndex.imageAttachment, KanjiFacts.imageAttachment, Lexicon.imageAttachment]
        guard let progress else { return .standard(attachments: attachments) }
        return .standard(attachments: attachments, progress: { progress.show($0) })
    }
}
