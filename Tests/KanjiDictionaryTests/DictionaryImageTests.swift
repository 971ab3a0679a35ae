import CSimdjsonBridge
import Foundation
import KanjiDictionary
import PropertyBased
import Testing
import TestSupport

/// The cached image of a dictionary: made on first use, mapped after, rebuilt when stale, never
/// trusted: truncated, flipped or hostile images are found out and never crash.
struct DictionaryImageTests {
    /// A copy of the fixture in a folder of its own, with a cache folder beside it.
    private struct Setup {
        let dictionary: String
        let cache: DictionaryImageCache
        var image: String { cache.imagePath(for: dictionary) }

        init() throws {
            let folder = try TestFolders.make("image")
            dictionary = folder.appendingPathComponent("dictionary.json").path
            try FileManager.default.copyItem(atPath: KanjiStoreFixture.small, toPath: dictionary)
            cache = DictionaryImageCache(folder: folder.appendingPathComponent("cache").path, attachments: [testAttachment])
        }

        func load() throws -> (KanjiStore, [String]) {
            var notices: [String] = []
            let store = try KanjiStore.load(contentsOf: dictionary, cache: cache) { notices.append($0) }
            return (store, notices)
        }
    }

    /// An attachment of a few pages derived from the store (as the search index is, by a layer
    /// this module does not know): each kanji's character and meanings, repeated.
    private static let testAttachment = ImageAttachment(key: "test-attachment/1", label: "deriving a test attachment") { store in
        let text = store.kanji.map { "\($0.character)\($0.meanings)" }.joined()
        return Array(String(repeating: text, count: 12_000 / max(text.utf8.count, 1) + 1).utf8)
    }

    /// Everything a store shows, decoded: its kanji, each kanji's words in order, and its
    /// attachment read page by page through its checks ("damaged" where one fails).
    private func contents(_ store: KanjiStore) -> [String] {
        store.kanji.flatMap { kanji in
            ["\(kanji)"] + store.words(containing: kanji.character).map { "\($0)" }
        } + (0..<store.sentenceCount).map { "\(store.sentence(at: $0))" } + [store.source ?? "-", "\(store.tagNames.sorted { $0.key < $1.key })", "\(store.componentStrokes.sorted { $0.key < $1.key })"]
            + [attachment(store)]
    }

    /// What `contents` should give for a store loaded through the cache from the same file as
    /// `store`, loaded without it: its attachment is what it derives.
    private func expectedContents(_ store: KanjiStore) -> [String] {
        contents(store).dropLast() + [String(decoding: Self.testAttachment.derive(store), as: UTF8.self)]
    }

    private func attachment(_ store: KanjiStore) -> String {
        guard let attached = store.attachment(Self.testAttachment.key) else { return "none" }
        let pages = stride(from: 0, to: attached.bytes.count, by: 4096).map { $0..<min($0 + 4096, attached.bytes.count) }
        guard pages.allSatisfy(attached.intact) else { return "damaged" }
        return String(decoding: attached.bytes, as: UTF8.self)
    }

    @Test func theFirstLoadWritesTheImageAndTheSecondMapsItWithTheSameContents() throws {
        let setup = try Setup()
        let (scanned, firstNotices) = try setup.load()
        #expect(!scanned.readsImage && firstNotices.isEmpty)
        #expect(FileManager.default.fileExists(atPath: setup.image))
        let (mapped, notices) = try setup.load()
        #expect(mapped.readsImage && notices.isEmpty)
        let expected = expectedContents(try KanjiStoreFixture.loadSmall())
        #expect(contents(mapped) == expected)
        #expect(!mapped.imageIsDamaged)
        // Lookups the image answers from its own tables.
        #expect(mapped.kanji(for: "日") == scanned.kanji(for: "日"))
        #expect(mapped.kanjiIndex(for: "\u{1F600}") == nil)
        #expect(mapped.wordCount == scanned.wordCount)
        #expect(attachment(mapped) == String(decoding: Self.testAttachment.derive(scanned), as: UTF8.self))
        #expect(attachment(scanned) == attachment(mapped) && attachment(mapped).count > 8192)
    }

    @Test func anImageWithoutTheAttachmentsAskedForIsRebuiltWithThem() throws {
        let setup = try Setup()
        let plain = DictionaryImageCache(folder: setup.cache.folder)
        _ = try KanjiStore.load(contentsOf: setup.dictionary, cache: plain) { _ in }
        let withoutAttachment = try KanjiStore.load(contentsOf: setup.dictionary, cache: plain) { _ in }
        #expect(withoutAttachment.readsImage && withoutAttachment.attachment(Self.testAttachment.key) == nil)
        let (rebuilt, notices) = try setup.load()
        #expect(!rebuilt.readsImage && notices.isEmpty && attachment(rebuilt) != "none")
        let (mapped, _) = try setup.load()
        #expect(mapped.readsImage && attachment(mapped) == attachment(rebuilt))
        #expect(mapped.attachment("no such attachment") == nil)
    }

    @Test func aChangedDictionaryIsReadAgainNotServedStale() throws {
        let setup = try Setup()
        _ = try setup.load()
        // The same bytes written again: a new change time, so the image no longer vouches for it.
        let original = try Data(contentsOf: URL(fileURLWithPath: setup.dictionary))
        var edited = String(decoding: original, as: UTF8.self)
        edited = edited.replacingOccurrences(of: "\"day, sun, Japan, counter for days\"", with: "\"EDITED\"")
        let changed = edited.replacingOccurrences(of: "\"day\"", with: "\"EDITED-DAY\"")
        try Data(changed.utf8).write(to: URL(fileURLWithPath: setup.dictionary))
        let (store, notices) = try setup.load()
        #expect(!store.readsImage && notices.isEmpty)
        let reread = expectedContents(try KanjiStore.load(contentsOf: setup.dictionary))
        #expect(contents(store) == reread)
        let (again, _) = try setup.load()
        #expect(again.readsImage && contents(again) == contents(store))
    }

    @Test func anImageTruncatedAtAnySectionBoundaryIsRebuiltWithANotice() throws {
        let setup = try Setup()
        _ = try setup.load()
        let whole = try Data(contentsOf: URL(fileURLWithPath: setup.image))
        let expected = expectedContents(try KanjiStoreFixture.loadSmall())
        // Inside the header, and at and around each section's start, middle and end.
        var lengths: Set<Int> = [0, 1, 8, HeaderLayout.sections, HeaderLayout.sections + 16, HeaderLayout.size - 1, whole.count - 1]
        for index in 0..<HeaderLayout.sectionCount {
            let (start, length) = section(index, of: whole)
            for length in [start - 1, start, start + 1, start + length / 2, start + length - 1] where length > 0 && length < whole.count {
                lengths.insert(length)
            }
        }
        for length in lengths.sorted() {
            // Each load rebuilds the image whole, so each truncation starts from a whole one.
            #expect(truncate(setup.image, off_t(length)) == 0)
            let (store, notices) = try setup.load()
            #expect(!store.readsImage, "truncated at \(length)")
            #expect(notices.count == 1 && notices[0].contains("rebuilt"), "truncated at \(length): \(notices)")
            #expect(contents(store) == expected)
        }
    }

    @Test func flippedBytesAreFoundAtLoadOrWhenTheirPageIsFirstRead() throws {
        let setup = try Setup()
        _ = try setup.load()
        let whole = try Data(contentsOf: URL(fileURLWithPath: setup.image))
        let expected = expectedContents(try KanjiStoreFixture.loadSmall())
        var generator = Xoshiro(seed: (0x696D_6167_6500, 22, 0x666C_6970, 300))
        var foundAtLoad = 0
        var foundOnRead = 0
        // Half anywhere, half in the text, where most of the image's bytes are.
        let (text, textLength) = section(0, of: whole)
        for flip in 0..<300 {
            var damaged = whole
            let position = flip % 2 == 0 ? Int(generator.next() % UInt64(whole.count)) : text + Int(generator.next() % UInt64(textLength))
            damaged[position] ^= UInt8(1 + generator.next() % 255)
            try overwrite(setup.image, with: damaged)
            let (store, notices) = try setup.load()
            let seen = contents(store)
            if !store.readsImage {
                // Damaged (said once), or stale (a flip in the identity or layout: silently rebuilt).
                foundAtLoad += 1
                #expect(notices.count <= 1 && seen == expected, "byte \(position)")
            } else if store.imageIsDamaged {
                // An entry on the damaged page came out empty (or a kanji's words, from a damaged
                // page of the word index, none); nothing more appeared.
                foundOnRead += 1
                #expect(seen.count <= expected.count)
            } else {
                // The flip hit a byte nothing here reads (a gap before a section, a word without kanji).
                #expect(seen == expected, "byte \(position) changed what the store shows unnoticed")
            }
        }
        #expect(foundAtLoad > 0 && foundOnRead > 0)
    }

    /// Writes `data` over the file at `path` (without the flush Data.write makes: hundreds of these run).
    private func overwrite(_ path: String, with data: Data) throws {
        let descriptor = open(path, O_WRONLY | O_TRUNC)
        defer { close(descriptor) }
        let written = data.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
        #expect(descriptor >= 0 && written == data.count)
    }

    /// Offsets in the image's header (DictionaryImage.cpp's Header): the section table starts
    /// after 96 bytes, 16 bytes (offset, length) a section, in the order of its Section enum.
    private enum HeaderLayout {
        static let jsonLength = 72
        static let sections = 96
        static let sectionCount = 20
        static let size = sections + 16 * sectionCount
        static let kanji = 2
        static let words = 6
        static let wordIndex = 8
        static let attachments = 14
        static let attachmentDirectory = 16
        /// An attachment's directory entry: its name (56 bytes), offset and length.
        static let attachmentOffset = 56
        static let attachmentLength = 64
    }

    /// Where a hostile value is found: the header and the small tables at load (the image is then
    /// rebuilt), the tables that grow with the words when what it points at is read.
    private enum Found { case atLoad, onRead }

    /// Loads the image after `edit` made it hostile (and the page hashes and checksum were made to
    /// match): refused at load and rebuilt, or, for `onRead`, mapped and found out while its
    /// contents are read. Returns what was said at load.
    private func hostile(_ setup: Setup, _ found: Found, _ edit: (inout Data) -> Void) throws -> [String] {
        _ = try setup.load()
        var image = try Data(contentsOf: URL(fileURLWithPath: setup.image))
        edit(&image)
        try image.write(to: URL(fileURLWithPath: setup.image))
        #expect(kl_image_reseal(setup.image))
        let (store, notices) = try setup.load()
        let expected = expectedContents(try KanjiStoreFixture.loadSmall())
        let seen = contents(store)
        switch found {
        case .atLoad:
            #expect(!store.readsImage && seen == expected)
        case .onRead:
            #expect(store.readsImage && store.imageIsDamaged && seen.count <= expected.count)
        }
        return notices
    }

    private func put(_ value: UInt64, at offset: Int, in data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.replaceSubrange(offset..<offset + 8, with: $0) }
    }

    private func put32(_ value: UInt32, at offset: Int, in data: inout Data) {
        withUnsafeBytes(of: value.littleEndian) { data.replaceSubrange(offset..<offset + 4, with: $0) }
    }

    /// Section `index`'s offset and length, as the header says.
    private func section(_ index: Int, of data: Data) -> (offset: Int, length: Int) {
        data.withUnsafeBytes { bytes in
            let place = HeaderLayout.sections + 16 * index
            return (Int(bytes.loadUnaligned(fromByteOffset: place, as: UInt64.self)), Int(bytes.loadUnaligned(fromByteOffset: place + 8, as: UInt64.self)))
        }
    }

    @Test func hostileOffsetsWithAGoodChecksumAreRefused() throws {
        let cases: [(String, Found, (inout Data) -> Void)] = [
            ("a section past the end", .atLoad, { self.put(UInt64.max - 4, at: HeaderLayout.sections + 16 * HeaderLayout.words, in: &$0) }),
            ("a section longer than the file", .atLoad, { self.put(1 << 40, at: HeaderLayout.sections + 16 * HeaderLayout.words + 8, in: &$0) }),
            ("a dictionary longer than its text", .atLoad, { self.put(1 << 30, at: HeaderLayout.jsonLength, in: &$0) }),
            ("a kanji's span past the text", .atLoad, { data in
                let kanji = self.section(HeaderLayout.kanji, of: data).offset
                self.put32(UInt32.max, at: kanji + 4, in: &data)
            }),
            ("words out of order", .onRead, { data in
                let words = self.section(HeaderLayout.words, of: data).offset
                self.put32(0, at: words + 8, in: &data)
            }),
            ("a word index naming no word", .onRead, { data in
                let index = self.section(HeaderLayout.wordIndex, of: data).offset
                self.put32(UInt32.max, at: index, in: &data)
            }),
            ("a word's span past the text", .onRead, { data in
                let words = self.section(HeaderLayout.words, of: data).offset
                self.put32(UInt32.max, at: words + 12, in: &data)
            }),
            ("an attachment past its section", .atLoad, { data in
                let entry = self.section(HeaderLayout.attachmentDirectory, of: data).offset
                self.put(UInt64(self.section(HeaderLayout.attachments, of: data).length), at: entry + HeaderLayout.attachmentOffset, in: &data)
            }),
            ("an attachment longer than its section", .atLoad, { data in
                let entry = self.section(HeaderLayout.attachmentDirectory, of: data).offset
                self.put(1 << 40, at: entry + HeaderLayout.attachmentLength, in: &data)
            }),
            ("an attachment's name without an end", .atLoad, { data in
                let entry = self.section(HeaderLayout.attachmentDirectory, of: data).offset
                data.replaceSubrange(entry..<(entry + HeaderLayout.attachmentOffset), with: [UInt8](repeating: 0x41, count: HeaderLayout.attachmentOffset))
            }),
            ("attachments not in whole pages", .atLoad, { self.put(1, at: HeaderLayout.sections + 16 * HeaderLayout.attachments + 8, in: &$0) }),
        ]
        for (name, found, edit) in cases {
            let notices = try hostile(try Setup(), found, edit)
            #expect(found == .onRead ? notices.isEmpty : notices.count == 1 && notices[0].contains("rebuilt"), "\(name): \(notices)")
        }
    }

    @Test func aCacheThatCannotBeWrittenIsReportedAndTheDictionaryStillLoads() throws {
        let setup = try Setup()
        // A file where the cache folder should be: nothing can be made in it.
        try Data().write(to: URL(fileURLWithPath: setup.cache.folder))
        let (store, notices) = try setup.load()
        // Nothing derived either (a one-off command then scans, rather than building an index).
        let expected = contents(try KanjiStoreFixture.loadSmall())
        #expect(!store.readsImage && contents(store) == expected && attachment(store) == "none")
        #expect(notices.count == 1 && notices[0].hasPrefix("cannot write the cached image"), "\(notices)")
    }

    @Test func twoBuildersAtOnceLeaveOneGoodImage() async throws {
        let setup = try Setup()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 { group.addTask { _ = try? setup.load() } }
        }
        let (store, notices) = try setup.load()
        #expect(store.readsImage && notices.isEmpty)
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: setup.cache.folder)
        #expect(leftovers == [URL(fileURLWithPath: setup.image).lastPathComponent])
    }

    /// An image whose dictionary is gone is removed when the next image is written; one whose
    /// dictionary is still there stays, current or not.
    @Test func writingAnImageRemovesTheImagesOfDictionariesThatAreGone() throws {
        let setup = try Setup()
        _ = try setup.load()
        let folder = URL(fileURLWithPath: setup.dictionary).deletingLastPathComponent()
        func copy(_ name: String) throws -> String {
            let path = folder.appendingPathComponent(name).path
            try FileManager.default.copyItem(atPath: setup.dictionary, toPath: path)
            return path
        }
        let kept = try copy("kept.json"), gone = try copy("gone.json"), next = try copy("next.json")
        for path in [kept, gone] { _ = try KanjiStore.load(contentsOf: path, cache: setup.cache) { _ in } }
        #expect(setup.cache.images().count == 3)
        try FileManager.default.removeItem(atPath: gone)
        _ = try KanjiStore.load(contentsOf: next, cache: setup.cache) { _ in }
        let origins = Set(setup.cache.images().compactMap(\.origin).map { URL(fileURLWithPath: $0).lastPathComponent })
        #expect(origins == ["dictionary.json", "kept.json", "next.json"])
        #expect(!FileManager.default.fileExists(atPath: setup.cache.imagePath(for: gone)))
    }

    /// Reading every kanji's words of the bundled dictionary through its image reads thousands of
    /// pages; they are handed back every so often (so `lookup 日` does not keep each page it read),
    /// and read again as they were: the same words, nothing found damaged, and under a quarter of
    /// the text's size resident at the end (without handing back, 5.6 MB of the 11.7 MB stay, when
    /// the bundled dictionary held the common words only). The text is the gzipped file's JSON,
    /// whose size gzip's trailer gives (its last four bytes, little-endian).
    @Test func pagesHandedBackWhileReadingAreReadAgainAsTheyWere() throws {
        let cache = DictionaryImageCache(folder: try TestFolders.make("image-resident").path)
        _ = try KanjiStore.load(contentsOf: BundledDictionary.path, cache: cache) { _ in }
        let mapped = try KanjiStore.load(contentsOf: BundledDictionary.path, cache: cache) { _ in }
        let scanned = BundledDictionary.loaded
        #expect(mapped.readsImage)
        var read = 0
        for kanji in scanned.kanji {
            let words = mapped.words(containing: kanji.character).map { "\($0)" }
            #expect(words == scanned.words(containing: kanji.character).map { "\($0)" }, "\(kanji.character)")
            read += words.count
        }
        #expect(read > 10_000 && !mapped.imageIsDamaged)
        let trailer = try Data(contentsOf: URL(fileURLWithPath: BundledDictionary.path)).suffix(4)
        let textLength = trailer.reversed().reduce(0) { $0 << 8 | Int($1) }
        #expect(textLength > 10_000_000)
        let resident = try #require(withExtendedLifetime(mapped) { residentBytes(ofMappingOf: cache.imagePath(for: BundledDictionary.path)) })
        #expect(resident < textLength / 4, "\(resident) bytes of the image resident")
    }

    /// The resident bytes of this process's mapping of `path` (/proc/self/smaps), nil if it has none.
    private func residentBytes(ofMappingOf path: String) -> Int? {
        guard let data = try? FileHandle(forReadingFrom: URL(fileURLWithPath: "/proc/self/smaps")).readToEnd() else { return nil }
        let smaps = String(decoding: data, as: UTF8.self)
        var inMapping = false
        var total: Int?
        for line in smaps.split(separator: "\n") {
            if line.first.map({ $0.isHexDigit }) == true, line.contains("-") {
                inMapping = line.hasSuffix(" " + path)
            } else if inMapping, line.hasPrefix("Rss:") {
                let kilobytes = Int(line.dropFirst(4).trimmingCharacters(in: .whitespaces).dropLast(3)) ?? 0
                total = (total ?? 0) + kilobytes * 1024
            }
        }
        return total
    }

    @Test func statusAndClearSeeTheImages() throws {
        let setup = try Setup()
        _ = try setup.load()
        #expect(setup.cache.images().map(\.isCurrent) == [true])
        #expect(setup.cache.images().first?.origin == URL(fileURLWithPath: setup.dictionary).resolvingSymlinksInPath().path)
        #expect(try setup.cache.clear() == 1)
        #expect(setup.cache.images().isEmpty)
    }
}
