import CSimdjsonBridge
import Foundation
import KanjiDictionary
@testable import Segmentation
import Testing
import TestSupport

/// The lexicon kept in the dictionary's image: mapped, it answers exactly as one built from the
/// words; damaged or hostile, it is found out, the lexicon built instead, and the image rebuilt.
struct LexiconImageTests {
    /// The bundled dictionary loaded through a cache of its own (built, then mapped).
    private struct Setup {
        let cache: DictionaryImageCache
        var image: String { cache.imagePath(for: BundledDictionary.path) }

        init() throws {
            cache = DictionaryImageCache(folder: try TestFolders.make("lexicon-image").path, attachments: [Lexicon.imageAttachment])
        }

        func load() throws -> KanjiStore {
            try KanjiStore.load(contentsOf: BundledDictionary.path, cache: cache) { _ in }
        }

        /// Where the lexicon's bytes are in the image file: the header's section table from byte
        /// 96, 16 bytes a section; the attachments are section 14, their directory section 16, an
        /// entry of which is a 56-byte key, an offset and a length.
        func lexiconPlace(in image: Data) -> (offset: Int, length: Int)? {
            image.withUnsafeBytes { bytes in
                func section(_ index: Int) -> (offset: Int, length: Int) {
                    (Int(bytes.loadUnaligned(fromByteOffset: 96 + 16 * index, as: UInt64.self)),
                     Int(bytes.loadUnaligned(fromByteOffset: 104 + 16 * index, as: UInt64.self)))
                }
                let attached = section(14).offset
                let directory = section(16)
                for entry in stride(from: directory.offset, to: directory.offset + directory.length, by: 72) {
                    let key = String(decoding: bytes[entry..<(entry + 56)].prefix { $0 != 0 }, as: UTF8.self)
                    guard key == Lexicon.imageAttachment.key else { continue }
                    return (attached + Int(bytes.loadUnaligned(fromByteOffset: entry + 56, as: UInt64.self)),
                            Int(bytes.loadUnaligned(fromByteOffset: entry + 64, as: UInt64.self)))
                }
                return nil
            }
        }
    }

    /// Every spelling of the bundled dictionary, and each with a character more and a character
    /// less (texts that may or may not be spellings or their beginnings).
    private static let texts: [String] = {
        let store = BundledDictionary.loaded
        var texts: [String] = []
        for index in 0..<store.wordCount {
            store.forEachSpelling(of: index) { bytes, _ in texts.append(String(decoding: bytes, as: UTF8.self)) }
        }
        return texts + texts.map { $0 + "の" } + texts.map { String($0.dropLast()) }
    }()

    /// What a lexicon answers of `text`: its matches, and whether its hash is a spelling's and
    /// begins one.
    private func answers(_ lexicon: Lexicon, _ text: String) -> String {
        var text = text
        let hash = text.withUTF8 { Lexicon.hash(UnsafeRawBufferPointer($0)) }
        let begins = lexicon.beginsSpelling(hash: hash, length: text.unicodeScalars.count)
        return "\(lexicon.matches(text)) \(lexicon.isSpelling(hash: hash)) \(begins)"
    }

    @Test func theLexiconInTheImageAnswersExactlyAsOneBuilt() throws {
        let setup = try Setup()
        _ = try setup.load()
        let store = try setup.load()
        #expect(store.readsImage)
        let mapped = Lexicon(store: store)
        let built = Lexicon(words: BundledDictionary.loaded)
        #expect(mapped.isMapped && !built.isMapped)
        #expect(mapped.longestSpelling == built.longestSpelling && built.longestSpelling > 10)
        var differing: [String] = []
        for text in Self.texts where answers(mapped, text) != answers(built, text) { differing.append(text) }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        #expect(!store.imageIsDamaged)
    }

    /// Real text (the bundled dictionary's example sentences, from Tatoeba, ten a line) cut with
    /// MeCab and by longest match: the same segments, and the same candidates at each, through
    /// the mapped lexicon as through one built.
    @Test func realTextIsCutTheSameThroughTheMappedLexicon() throws {
        let setup = try Setup()
        _ = try setup.load()
        let mapped = Lexicon(store: try setup.load())
        let built = Lexicon(words: BundledDictionary.loaded)
        #expect(mapped.isMapped)
        let store = BundledDictionary.loaded
        let sentences = (0..<min(store.sentenceCount, 3000)).map { store.sentence(at: $0).japanese }
        let text = stride(from: 0, to: sentences.count, by: 10).map { sentences[$0..<min($0 + 10, sentences.count)].joined() }
            .joined(separator: "\n")
        #expect(sentences.count == 3000 && text.unicodeScalars.count > 15_000)
        var reason = ""
        let tokenizers = [MeCabTokenizer(reason: &reason), MeCabTokenizer(reason: &reason)]
        try #require(tokenizers.allSatisfy { $0 != nil }, "MeCab is needed for this test: \(reason)")
        for (fromImage, fresh) in [
            (Segmenter(lexicon: mapped, tokenizer: tokenizers[0]), Segmenter(lexicon: built, tokenizer: tokenizers[1])),
            (Segmenter(lexicon: mapped, tokenizer: nil), Segmenter(lexicon: built, tokenizer: nil)),
        ] {
            let segments = fromImage.segments(of: text)
            #expect(segments == fresh.segments(of: text), "\(fromImage.method)")
            let scalars = Array(text.unicodeScalars)
            for segment in segments.prefix(2000) where segment.kind == .word {
                #expect(fromImage.candidates(at: segment, in: scalars) == fresh.candidates(at: segment, in: scalars))
            }
        }
    }

    @Test func aStoreWithoutTheLexiconInItsImageBuildsOne() {
        #expect(!Lexicon(store: BundledDictionary.loaded).isMapped)
    }

    @Test func aFlippedByteInTheLexiconIsFoundTheLexiconBuiltAndTheImageRebuilt() throws {
        let setup = try Setup()
        _ = try setup.load()
        let whole = try Data(contentsOf: URL(fileURLWithPath: setup.image))
        let (offset, length) = try #require(setup.lexiconPlace(in: whole))
        // A byte in the header, the hashes, the words, the beginnings; the pages' hashes left as
        // they were.
        for position in [offset + 13, offset + 4096 + 7, offset + length / 2, offset + length - 1] {
            var image = whole
            image[position] ^= 0x21
            try image.write(to: URL(fileURLWithPath: setup.image))
            let store = try setup.load()
            #expect(store.readsImage && !store.imageIsDamaged)
            let lexicon = Lexicon(store: store)
            #expect(!lexicon.isMapped && store.imageIsDamaged, "byte \(position - offset) of the lexicon")
            #expect(lexicon.matches("友達").count == Lexicon(words: BundledDictionary.loaded).matches("友達").count)
            // What a command does with a damaged image when it ends; the next start rebuilds it whole.
            setup.cache.remove(imageOf: BundledDictionary.path)
            #expect(!(try setup.load()).readsImage)
            #expect(Lexicon(store: try setup.load()).isMapped)
        }
    }

    @Test func hostileLexiconValuesWithGoodHashesAreRefused() throws {
        let setup = try Setup()
        _ = try setup.load()
        let whole = try Data(contentsOf: URL(fileURLWithPath: setup.image))
        let (offset, length) = try #require(setup.lexiconPlace(in: whole))
        let spellings = whole.withUnsafeBytes { Int($0.loadUnaligned(fromByteOffset: offset + 24, as: UInt64.self)) }
        let words = offset + 40 + spellings * 8
        let edits: [(String, (inout Data) -> Void)] = [
            ("a word past the last", { $0.replaceSubrange((words + 40)..<(words + 44), with: [0xFF, 0xFF, 0xFF, 0x7F]) }),
            ("a negative word", { $0[words + 3] = 0x80 }),
            ("hashes out of order", { $0.replaceSubrange((offset + 40)..<(offset + 48), with: [UInt8](repeating: 0xFF, count: 8)) }),
            ("beginnings out of order", { $0.replaceSubrange((offset + length - 8)..<(offset + length - 4), with: [0xFF, 0xFF, 0xFF, 0xFF]) }),
            ("a longest spelling past any", { $0.replaceSubrange((offset + 16)..<(offset + 20), with: [0, 0, 1, 0]) }),
            ("more spellings than bytes", { $0[offset + 24 + 6] = 1 }),
        ]
        for (name, edit) in edits {
            var image = whole
            edit(&image)
            try image.write(to: URL(fileURLWithPath: setup.image))
            #expect(kl_image_reseal(setup.image))
            let store = try setup.load()
            #expect(store.readsImage, "\(name)")
            let lexicon = Lexicon(store: store)
            #expect(!lexicon.isMapped && store.imageIsDamaged, "\(name)")
        }
    }
}
