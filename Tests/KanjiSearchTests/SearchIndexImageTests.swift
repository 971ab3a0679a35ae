import CSimdjsonBridge
import Foundation
import KanjiDictionary
import KanjiSearch
import Testing
import TestSupport

/// The search index kept in the dictionary's image: read in place, it finds exactly what an index
/// built afresh finds, and damaged or hostile index bytes are found out, never crash a search.
struct SearchIndexImageTests {
    /// The bundled dictionary loaded through a cache of its own (built, then mapped).
    private struct Setup {
        let cache: DictionaryImageCache
        var image: String { cache.imagePath(for: BundledDictionary.path) }

        init() throws {
            cache = DictionaryImageCache(folder: try TestFolders.make("search-image").path, attachments: [SearchIndex.imageAttachment])
        }

        func load() throws -> KanjiStore {
            try KanjiStore.load(contentsOf: BundledDictionary.path, cache: cache) { _ in }
        }
    }

    /// Every prefix of queries of every kind, as the search screen searches them while they are typed.
    private static let typed = [
        "日本語", "食べる", "気付く", "にほん", "コーヒー", "ありがとう", "nihon", "toukyou", "tōkyō", "kin'en", "KO-HI-", "sun",
        "to eat", "meeting room", "every day", "japanese", "s:4 g:1", "jlpt:4", "r:85 s:5-8", "nihon common", "たべ s:9", "日 s:4",
        "食べさせられなかった", "勉強しています", "tabeta", "wakarimashita", "いらない", "parts:日月",
    ].flatMap { query in query.indices.map { String(query[...$0]) } }

    @Test func theIndexInTheImageFindsWhatOneBuiltAfreshFinds() throws {
        let setup = try Setup()
        _ = try setup.load()
        let mapped = try setup.load()
        #expect(mapped.readsImage)
        let inImage = try #require(SearchIndex(inImageOf: mapped))
        let fresh = SearchIndex(building: BundledDictionary.loaded)
        var compared = 0
        for query in Self.typed {
            guard let expected = try? fresh.search(query) else { continue }
            #expect(try inImage.search(query) == expected, "\(query)")
            compared += 1
        }
        #expect(compared > Self.typed.count * 9 / 10 && !mapped.imageIsDamaged)
        // The same bytes, as the image holds them.
        let attached = try #require(mapped.attachment(SearchIndex.imageAttachment.key))
        #expect(Array(attached.bytes) == SearchIndex.imageAttachment.derive(BundledDictionary.loaded))
    }

    @Test func aStoreWithoutTheIndexInItsImageHasNone() throws {
        #expect(SearchIndex(inImageOf: BundledDictionary.loaded) == nil)
    }

    /// The index's bytes in the image, as the image's header places them (DictionaryImage.cpp: the
    /// section table from byte 96, 16 bytes a section; the attachments are section 14, the index
    /// its only attachment, from its start).
    private func indexPlace(in image: Data) -> (offset: Int, length: Int) {
        image.withUnsafeBytes { bytes in
            let attachments = Int(bytes.loadUnaligned(fromByteOffset: 96 + 16 * 14, as: UInt64.self))
            let directory = Int(bytes.loadUnaligned(fromByteOffset: 96 + 16 * 16, as: UInt64.self))
            return (attachments, Int(bytes.loadUnaligned(fromByteOffset: directory + 64, as: UInt64.self)))
        }
    }

    private func searchAll(_ index: SearchIndex) {
        for query in Self.typed { _ = try? index.search(query) }
    }

    @Test func hostileIndexValuesWithGoodHashesAreFoundAndNeverCrash() throws {
        // Every offset, count and entry after the index's header made the largest it can be, then
        // the image's page hashes and checksum made to match.
        for fill in [UInt8(0xFF), 0x7F, 0x00] {
            let setup = try Setup()
            _ = try setup.load()
            var image = try Data(contentsOf: URL(fileURLWithPath: setup.image))
            let (offset, length) = indexPlace(in: image)
            let header = 24 + 18 * 16
            image.replaceSubrange((offset + header)..<(offset + length), with: [UInt8](repeating: fill, count: length - header))
            try image.write(to: URL(fileURLWithPath: setup.image))
            #expect(kl_image_reseal(setup.image))
            let store = try setup.load()
            #expect(store.readsImage)
            let index = try #require(SearchIndex(inImageOf: store))
            searchAll(index)
            // Zeros are all in range (every key empty, every entry the first): nothing to find but nothing found.
            #expect(store.imageIsDamaged == (fill != 0), "filled with \(fill)")
        }
    }

    @Test func aHostileIndexHeaderIsRefusedAndAFlippedByteFoundWhenItsPageIsRead() throws {
        let setup = try Setup()
        _ = try setup.load()
        let whole = try Data(contentsOf: URL(fileURLWithPath: setup.image))
        let (offset, length) = indexPlace(in: whole)
        // A word count that is not the dictionary's: the index is not opened.
        var image = whole
        image[offset + 20] ^= 1
        try image.write(to: URL(fileURLWithPath: setup.image))
        #expect(kl_image_reseal(setup.image))
        #expect(SearchIndex(inImageOf: try setup.load()) == nil)
        // A flipped byte in every page of the index, hashes left as they were: each search that
        // reads a page finds it damaged.
        image = whole
        for page in stride(from: offset + 4096, to: offset + length, by: 4096) { image[page + 100] ^= 0x5A }
        try image.write(to: URL(fileURLWithPath: setup.image))
        let store = try setup.load()
        let index = try #require(SearchIndex(inImageOf: store))
        #expect(!store.imageIsDamaged)
        searchAll(index)
        #expect(store.imageIsDamaged)
    }
}
