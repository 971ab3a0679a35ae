import Foundation
import CSimdjsonBridge

/// A loaded dictionary file: its bytes and flat indexes, held by the C++ bridge. Entries are
/// decoded from the bytes when asked for, so loading makes no per-entry Swift values.
///
/// `@unchecked Sendable`: the bridge never changes a dictionary after loading, and decoding uses
/// storage of the calling thread.
final class DictionaryFile: @unchecked Sendable {
    private let handle: OpaquePointer

    /// Loads and validates the file at `path`.
    init(path: String) throws(DictionaryError) {
        var error: UnsafeMutablePointer<CChar>?
        guard let handle = kl_dictionary_load_file(path, &error) else {
            throw DictionaryFile.failure(file: path, error)
        }
        self.handle = handle
        orderWords()
    }

    /// Loads and validates JSON bytes; `name` stands for the file in messages.
    init(bytes: [UInt8], name: String) throws(DictionaryError) {
        var error: UnsafeMutablePointer<CChar>?
        let loaded = bytes.withUnsafeBytes { kl_dictionary_load_bytes($0.baseAddress, $0.count, &error) }
        guard let loaded else { throw DictionaryFile.failure(file: name, error) }
        self.handle = loaded
        orderWords()
    }

    /// Puts each kanji's words of a file just scanned in the learner's order (``KanjiWordOrder``),
    /// before the dictionary is shared.
    private func orderWords() {
        let facts = kl_dictionary_word_facts(handle)
        guard facts.count > 0 else { return }
        let keys = KanjiWordOrder.keys(facts)
        keys.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            kl_dictionary_order_words(handle, base, buffer.count)
        }
    }

    private init(handle: OpaquePointer) {
        self.handle = handle
    }

    deinit { kl_dictionary_free(handle) }

    /// What became of mapping an image.
    enum ImageOutcome {
        case loaded(DictionaryFile)
        /// No image, or one made from another state of the file: build it.
        case missingOrStale
        /// An image that failed a check, and which ("its checksum does not match").
        case damaged(String)
    }

    /// Maps the image at `image` if it was made from the file now at `path` and passes its checks.
    static func mapImage(at image: String, madeFrom path: String) -> ImageOutcome {
        var status = kl_image_missing
        var error: UnsafeMutablePointer<CChar>?
        if let handle = kl_dictionary_load_image(image, path, &status, &error) {
            return .loaded(DictionaryFile(handle: handle))
        }
        defer { free(error) }
        guard status == kl_image_damaged else { return .missingOrStale }
        return .damaged(error.map { String(cString: $0) } ?? "cannot be read")
    }

    /// Writes this file's image with `attachments` (key and bytes); nil when written, else why not.
    func writeImage(to image: String, origin: String, attachments: [(key: String, bytes: [UInt8])]) -> String? {
        var error: UnsafeMutablePointer<CChar>?
        let keys = attachments.map { strdup($0.key) }
        defer { keys.forEach { free($0) } }
        func write(_ done: [kl_attachment]) -> Bool {
            guard done.count < attachments.count else {
                return done.withUnsafeBufferPointer { kl_dictionary_write_image(handle, image, origin, $0.baseAddress, $0.count, &error) }
            }
            guard let key = keys[done.count] else { return false }
            return attachments[done.count].bytes.withUnsafeBytes { bytes in
                write(done + [kl_attachment(key: key, bytes: bytes.baseAddress, length: bytes.count)])
            }
        }
        guard !write([]) else { return nil }
        defer { free(error) }
        return error.map { String(cString: $0) } ?? "it could not be written"
    }

    /// The bytes of the attachment `key` in this file's image, in place; nil when there is none.
    func attachment(_ key: String) -> UnsafeRawBufferPointer? {
        var length = 0
        guard let start = kl_dictionary_attachment(handle, key, &length) else { return nil }
        return UnsafeRawBufferPointer(start: start, count: length)
    }

    /// Whether bytes of an attachment are as written (see `AttachedBytes.intact`).
    func attachmentIsIntact(_ bytes: UnsafeRawBufferPointer) -> Bool {
        guard let start = bytes.baseAddress else { return true }
        return kl_dictionary_attachment_intact(handle, start, bytes.count)
    }

    /// Marks this file's image damaged (see `AttachedBytes.markDamaged`).
    func markDamaged() { kl_dictionary_mark_damaged(handle) }

    /// Keeps every page of this file's image read from now on resident (see `KanjiStore.keepPagesRead`).
    func keepPagesRead() { kl_dictionary_keep_read_pages(handle) }

    /// Whether this file reads from a mapped image.
    var isImage: Bool { kl_dictionary_is_image(handle) }

    /// Whether an entry decoded from this file's image came from a damaged page (and came out empty).
    var isImageDamaged: Bool { kl_dictionary_is_damaged(handle) }

    /// Whether this file's image was cut short since it was mapped (see `KanjiStore.imageWasCutShort`).
    var isImageCutShort: Bool { kl_dictionary_image_cut_short(handle) }

    private static func failure(file: String, _ error: UnsafeMutablePointer<CChar>?) -> DictionaryError {
        defer { free(error) }
        return DictionaryError(file: file, message: error.map { String(cString: $0) } ?? "could not be loaded")
    }

    var source: String? {
        let source = kl_dictionary_source(handle)
        guard source.bytes != nil else { return nil }
        return String(source)
    }

    var kanjiCount: Int { kl_dictionary_kanji_count(handle) }
    var wordCount: Int { kl_dictionary_word_count(handle) }
    var sentenceCount: Int { kl_dictionary_sentence_count(handle) }

    func kanjiScalar(at index: Int) -> Unicode.Scalar {
        Unicode.Scalar(kl_dictionary_kanji_scalar(handle, index)) ?? "\u{FFFD}"
    }

    /// The file-order index of the kanji `scalar`, if the dictionary has it.
    func kanjiIndex(of scalar: Unicode.Scalar) -> Int? {
        let index = kl_dictionary_kanji_index(handle, scalar.value)
        return index < 0 ? nil : Int(index)
    }

    /// The indices of the words containing kanji `kanjiIndex`, common words first.
    func wordIndices(containing kanjiIndex: Int) -> UnsafeBufferPointer<UInt32> {
        var count = 0
        let start = kl_dictionary_words_containing(handle, kanjiIndex, &count)
        return UnsafeBufferPointer(start: start, count: count)
    }

    func kanji(at index: Int) -> KanjiEntry {
        var entry = kl_entry()
        kl_dictionary_decode_kanji(handle, index, &entry)
        return KanjiEntry(character: Character(kanjiScalar(at: index)), values: entry.values(of: kl_kanji_field.self))
    }

    /// Example sentence `index` (format /3).
    func sentence(at index: Int) -> ExampleSentence {
        var entry = kl_entry()
        kl_dictionary_decode_sentence(handle, index, &entry)
        return ExampleSentence(japanese: String(entry.name), english: entry.strings(in: entry.list(row: 0)).first ?? "")
    }

    /// Word `index`'s values, pointing into the calling thread's decode storage until its next decode.
    func wordEntry(at index: Int) -> kl_entry {
        var entry = kl_entry()
        kl_dictionary_decode_word(handle, index, &entry)
        return entry
    }

    /// See `KanjiStore.wordIndices(withText:)`.
    func wordIndices(withText needles: [String]) -> [Int] {
        let copies = needles.compactMap { strdup($0) }
        defer { copies.forEach { free($0) } }
        let pointers = copies.map { UnsafePointer($0) }
        var found = [UInt32](repeating: 0, count: wordCount)
        let count = pointers.withUnsafeBufferPointer { list in
            found.withUnsafeMutableBufferPointer { out in
                guard let needles = list.baseAddress, let first = out.baseAddress else { return 0 }
                return kl_dictionary_words_with_text(handle, needles, list.count, first)
            }
        }
        return found.prefix(count).map { Int($0) }
    }

    func word(at index: Int) -> WordEntry {
        let entry = wordEntry(at: index)
        var values = entry.values(of: kl_word_field.self)
        let senses = Self.senses(of: entry)
        if !senses.isEmpty { values[list: kl_word_meanings] = senses.flatMap(\.glosses) }
        let sentences = entry.sentences.map { Array(UnsafeBufferPointer(start: $0, count: entry.sentence_count)).map(Int.init) } ?? []
        return WordEntry(word: String(entry.name), values: values, common: entry.common, senses: senses, sentences: sentences)
    }

    /// A word's senses (format /2), from its four lists each.
    private static func senses(of entry: kl_entry) -> [WordSense] {
        guard let counts = entry.sense_list_counts else { return [] }
        var position = entry.sense_strings_start
        var senses: [WordSense] = []
        var previousPartsOfSpeech: [String] = []
        for sense in 0..<entry.sense_count {
            let lists = (0..<4).map { list in
                let count = counts[sense * 4 + list]
                defer { position += count }
                return entry.strings(in: position..<(position + count))
            }
            // JMdict: a sense without parts of speech has the previous sense's.
            let partsOfSpeech = lists[1].isEmpty ? previousPartsOfSpeech : lists[1]
            previousPartsOfSpeech = partsOfSpeech
            senses.append(WordSense(partsOfSpeech: partsOfSpeech, misc: lists[2], fields: lists[3], glosses: lists[0]))
        }
        return senses
    }

    /// The names of the tags words use, by code (format /2); empty for a file without them.
    func tagNames() -> [String: String] {
        var entry = kl_entry()
        kl_dictionary_decode_tags(handle, &entry)
        let strings = entry.strings(in: entry.list(row: 0))
        var names: [String: String] = [:]
        for pair in stride(from: 0, to: strings.count - 1, by: 2) { names[strings[pair]] = strings[pair + 1] }
        return names
    }

    /// The components' stroke counts (format /2), by component; empty for a file without them.
    /// A component written twice keeps its first count.
    func componentStrokes() -> [String: Int] {
        var strokes: [String: Int] = [:]
        for index in 0..<kl_dictionary_component_stroke_count(handle) {
            var count: Int64 = 0
            let component = String(kl_dictionary_component(handle, index, &count))
            if strokes[component] == nil { strokes[component] = Int(count) }
        }
        return strokes
    }
}
