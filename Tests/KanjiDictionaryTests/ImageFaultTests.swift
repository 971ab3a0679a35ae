import Foundation
import KanjiDictionary
import Testing
import TestSupport

/// An image cut short while a process has it mapped (`truncate -s 4096 IMAGE` under a running
/// browser): the next read past the new end is a SIGBUS, which a handler that asks
/// ``DictionaryImageFaults/handler`` first (the terminal's restorer and the commands' do) survives.
struct ImageFaultTests {
    @Test func anImageCutShortUnderAReaderIsReadAsDamagedNotACrash() throws {
        let folder = try TestFolders.make("image-fault")
        let dictionary = folder.appendingPathComponent("dictionary.json").path
        try FileManager.default.copyItem(atPath: KanjiStoreFixture.small, toPath: dictionary)
        let cache = DictionaryImageCache(folder: folder.appendingPathComponent("cache").path)
        _ = try KanjiStore.load(contentsOf: dictionary, cache: cache) { _ in }
        let store = try KanjiStore.load(contentsOf: dictionary, cache: cache) { _ in }
        try #require(store.readsImage)
        let firstKanji = store.kanji[0]
        let listed = store.words(containing: firstKanji.character)
        try #require(!listed.isEmpty)
        #expect(!store.imageIsDamaged && !store.imageWasCutShort)

        ImageFaultGuard.guarding {
            #expect(truncate(cache.imagePath(for: dictionary), 4096) == 0)
            #expect(store.imageWasCutShort, "seen by its size, before any read faults")
            // Every kind of read: a word, a kanji's words, a text search, a kanji by character, and a
            // word of a list counted before the cut (which stopped the process: out of range).
            let words = (0..<store.wordCount).map { store.word(at: $0) }
            #expect(listed[0].word.isEmpty)
            let containing = store.wordIndices(containing: firstKanji.character)
            let found = store.wordIndices(withText: ["sun"])
            #expect(store.imageIsDamaged)
            #expect(words.allSatisfy { $0.word.isEmpty } && containing.isEmpty && found.isEmpty)
        }
    }
}
