import CSimdjsonBridge
import Foundation
import Testing
import TestSupport
@testable import KanjiDictionary

/// The kanji's numbers kept in the image for the All list: read in place they equal the entries'
/// own, and a damaged or hostile table is found out, marked damaged and decoded instead.
struct KanjiFactsTests {
    private static func decoded() -> [KanjiFacts.Row] {
        let store = BundledDictionary.loaded
        return (0..<store.kanjiCount).map { KanjiFacts.Row(store.kanji(at: $0)) }
    }

    private static func cache(_ name: String) throws -> DictionaryImageCache {
        DictionaryImageCache(folder: try TestFolders.make(name).path, attachments: [KanjiFacts.imageAttachment])
    }

    @Test func theTableInTheImageHoldsEachKanjisNumbers() throws {
        let cache = try Self.cache("kanji-facts")
        _ = try KanjiStore.load(contentsOf: BundledDictionary.path, cache: cache) { _ in }
        let mapped = try KanjiStore.load(contentsOf: BundledDictionary.path, cache: cache) { _ in }
        #expect(mapped.readsImage && mapped.attachment(KanjiFacts.imageAttachment.key) != nil)
        let expected = Self.decoded()
        #expect(expected.count > 2000 && expected.contains { $0.jlptLevel == 5 } && expected.contains { $0.frequency == nil })
        let attached = try #require(mapped.attachment(KanjiFacts.imageAttachment.key))
        #expect(KanjiFacts.read(attached, kanjiCount: mapped.kanjiCount).map(Array.init) == expected)
        #expect(Array(KanjiFacts(store: mapped)) == expected && !mapped.imageIsDamaged)
        // A store without an image decodes them.
        #expect(Array(KanjiFacts(store: BundledDictionary.loaded)) == expected)
    }

    @Test func aDamagedTableInTheImageIsDecodedInsteadAndTheImageMarkedDamaged() throws {
        let cache = try Self.cache("kanji-facts-damaged")
        _ = try KanjiStore.load(contentsOf: BundledDictionary.path, cache: cache) { _ in }
        let image = cache.imagePath(for: BundledDictionary.path)
        var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: image)))
        let magic = Array("KLFACTS1".utf8)
        let start = try #require((0...(bytes.count - magic.count)).first { Array(bytes[$0..<($0 + magic.count)]) == magic })
        let whole = bytes
        // A flipped byte, its page's hash left as it was.
        bytes[start + 16 + 4 * 7] ^= 0x40  // a number of the second kanji
        try Data(bytes).write(to: URL(fileURLWithPath: image))
        var mapped = try KanjiStore.load(contentsOf: BundledDictionary.path, cache: cache) { _ in }
        #expect(mapped.readsImage && !mapped.imageIsDamaged)
        #expect(Array(KanjiFacts(store: mapped)) == Self.decoded())
        #expect(mapped.imageIsDamaged)
        // A number below 0 with the hashes made to match.
        bytes = whole
        bytes[start + 16 + 3] = 0x80
        try Data(bytes).write(to: URL(fileURLWithPath: image))
        #expect(kl_image_reseal(image))
        mapped = try KanjiStore.load(contentsOf: BundledDictionary.path, cache: cache) { _ in }
        #expect(mapped.readsImage && !mapped.imageIsDamaged)
        #expect(Array(KanjiFacts(store: mapped)) == Self.decoded())
        #expect(mapped.imageIsDamaged)
    }

    /// Bytes that are not a table of this store's kanji read as nothing, never out of bounds.
    @Test func hostileTablesReadAsNothing() {
        let rows = Self.decoded()
        let good = KanjiFacts.bytes(of: rows)
        #expect(KanjiFacts.read(AttachedBytes(derived: good), kanjiCount: rows.count).map(Array.init) == rows)
        var negative = good
        negative[16 + 3] = 0x80  // the first kanji's frequency below 0
        var wrongMagic = good
        wrongMagic[0] ^= 1
        var wrongCount = good
        wrongCount[8] ^= 1
        for bytes in [negative, wrongMagic, wrongCount, Array(good.dropLast()), Array(good.prefix(16)), [], good + [0]] {
            #expect(KanjiFacts.read(AttachedBytes(derived: bytes), kanjiCount: rows.count) == nil)
        }
        #expect(KanjiFacts.read(AttachedBytes(derived: good), kanjiCount: rows.count - 1) == nil)
        // Numbers that do not fit are not stored: the table is a header alone.
        let tooLarge = [KanjiFacts.Row(frequency: Int(Int32.max) + 1, jlptLevel: nil, grade: nil, strokes: 1, radical: 1)]
        #expect(KanjiFacts.bytes(of: tooLarge).count == 16)
    }
}
