import Foundation
import KanjiDictionary
import Synchronization
import TestSupport
import Testing
@testable import KanjiBrowser

/// The dictionary's cached image cut short in place under a running browser (`truncate -s 4096
/// IMAGE`, then G and Enter): the fault it gave was survived, but every row read from the zero
/// pages after it showed "\u0000" and nothing said why until the browser quit. The browser now
/// sees the cut before the next key reads anything, says so, reads the dictionary again through
/// the cache (which rebuilds the image) and takes the keys on the list read again.
@Suite(.serialized) struct ImageCutShortTests {
    /// A dictionary file of the sample's entries in a folder of its own, its image already built in
    /// the folder's cache, so the browser maps it.
    func mappedSample() throws -> (dictionary: String, cache: DictionaryImageCache) {
        let folder = try TestFolders.make("image-cut-short")
        let dictionary = folder.appendingPathComponent("dictionary.json").path
        let bytes = DictionaryWriter.encode(source: "sample", kanji: SampleDictionary.kanji, words: SampleDictionary.words)
        try Data(bytes).write(to: URL(fileURLWithPath: dictionary))
        let cache = DictionaryImageCache(folder: folder.appendingPathComponent("cache").path)
        _ = try KanjiStore.load(contentsOf: dictionary, cache: cache) { _ in }
        return (dictionary, cache)
    }

    @Test func aCutImageIsReadAgainAndTheKeysAfterItActOnTheDictionary() throws {
        let (dictionary, cache) = try mappedSample()
        let loads = Mutex<[KanjiStore]>([])
        let app = BrowserApp(configuration: BrowserConfiguration(dictionaryPath: dictionary, dictionaryKind: "test"), log: nil) { path throws(DictionaryError) in
            let store = try KanjiStore.load(contentsOf: path, cache: cache) { _ in }
            loads.withLock { $0.append(store) }
            return store
        }
        app.waitUntilLoaded()
        try #require(loads.withLock { $0.first?.readsImage } == true)
        let image = cache.imagePath(for: dictionary)
        try #require(((try FileManager.default.attributesOfItem(atPath: image)[.size] as? Int) ?? 0) > 8192)
        #expect(app.frame(width: 80, height: 24).text.contains("日"))

        ImageFaultGuard.guarding {
            #expect(truncate(image, 4096) == 0)
            #expect(loads.withLock { $0[0].imageWasCutShort }, "one fstat sees the cut before any read")
            _ = app.handle(.character("G"))
            _ = app.handle(.enter)
            // At 40 columns the notice takes two rows.
            let loading = app.frame(width: 40, height: 12).text
            let rows = loading.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
            #expect(rows.contains("The dictionary's cached image was cut short; reading dictionary.json again") || app.loading.state == .data,
                    "\(loading)")
            app.waitUntilLoaded()
            _ = app.idle()
            let frame = app.frame(width: 80, height: 24).text
            #expect(!frame.contains("\\u0000") && !frame.contains("\u{0}"), "\(frame)")
            #expect(frame.contains("The dictionary's cached image was cut short; reading dictionary.json again"), "\(frame)")
            // G then Enter, taken on the list read again: the last kanji's details.
            #expect(app.navigation?.stack.top.title == SampleDictionary.kanji.last.map { String($0.character) }, "\(frame)")
            #expect(frame.contains("eat, food"), "\(frame)")
        }
        #expect(loads.withLock { $0.count } == 2)
        #expect(loads.withLock { !$0[1].imageWasCutShort })
        let rebuilt = (try FileManager.default.attributesOfItem(atPath: image)[.size] as? Int) ?? 0
        #expect(rebuilt > 8192, "the image was rebuilt from the JSON file")
    }

    /// The frame after the cut, with no key between, is not drawn from the zeros (a kanji's word
    /// list counted before the cut stopped the process) but is the loading screen saying why; a
    /// frame that a read on another thread made stale is replaced the same way. The kanji whose
    /// details were open is opened again.
    @Test func aFrameReadFromTheZerosIsNeverShown() throws {
        let (dictionary, cache) = try mappedSample()
        let app = BrowserApp(configuration: BrowserConfiguration(dictionaryPath: dictionary, dictionaryKind: "test"), log: nil) { path throws(DictionaryError) in
            try KanjiStore.load(contentsOf: path, cache: cache) { _ in }
        }
        app.waitUntilLoaded()
        _ = app.handle(.enter)
        try #require(app.navigation?.stack.top.title == "日")
        ImageFaultGuard.guarding {
            #expect(truncate(cache.imagePath(for: dictionary), 4096) == 0)
            // No key: the frame itself is the first to read the list's rows after the cut.
            let frame = app.frame(width: 80, height: 24).text
            #expect(!frame.contains("\\u0000"), "\(frame)")
            #expect(frame.contains("cut short") && frame.contains("Loading the dictionary"), "\(frame)")
            app.waitUntilLoaded()
            #expect(app.navigation?.stack.top.title == "日" && app.navigation?.stack.depth == 2)
            #expect(app.frame(width: 80, height: 24).text.contains("day, sun"))
        }
    }
}
