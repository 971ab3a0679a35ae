import CMsgpack
import Foundation
import KanjiDictionary

/// wordfreq's Japanese word list (`wordfreq/data/large_ja.msgpack.gz` in the wordfreq wheel on
/// PyPI; data CC BY-SA 4.0, Robyn Speer): gzip-compressed MessagePack, an array whose first element
/// is the header `{"format": "cB", "version": 1}` and whose element n + 1 lists the words in bin
/// n, those used about 10^(-n/100) of the time (one centibel a bin). The words are MeCab's (IPADIC)
/// tokens of text from many sources (Wikipedia, subtitles, news, books, the web), so a word IPADIC
/// cuts in two (二人, 誕生日) is not there. Read with msgpack-c.
public struct WordFrequencyFile {
    /// Each word's Zipf frequency in hundredths (log10 of its uses per billion words, × 100: 今日
    /// is 557), from its bin: 900 − n.
    public private(set) var zipf: [String: Int] = [:]

    /// More than the real list decompresses to (about 4 MB): anything bigger is not it.
    static let maxBytes = 64 << 20

    public static func read(path: String, cancellation: ImportCancellation = ImportCancellation()) throws -> WordFrequencyFile {
        if let problem = RegularFile.problem(at: path) { throw ImportError(file: path, message: problem) }
        return try parse(bytes: GzipReader.contents(ofFile: path, maxBytes: maxBytes, cancellation: cancellation), file: path)
    }

    /// Parses the decompressed bytes; `file` names it in errors.
    public static func parse(bytes: [UInt8], file: String) throws -> WordFrequencyFile {
        let notTheList = "not wordfreq's word list (a MessagePack array: the header {\"format\": \"cB\"}, then the bins of words)"
        var unpacked = msgpack_unpacked()
        msgpack_unpacked_init(&unpacked)
        defer { msgpack_unpacked_destroy(&unpacked) }
        var offset = 0
        let status = bytes.withUnsafeBufferPointer { buffer in
            buffer.baseAddress.map { base in
                base.withMemoryRebound(to: CChar.self, capacity: buffer.count) { msgpack_unpack_next(&unpacked, $0, buffer.count, &offset) }
            } ?? MSGPACK_UNPACK_CONTINUE
        }
        guard status == MSGPACK_UNPACK_SUCCESS else {
            throw ImportError(file: file, message: "\(notTheList); the MessagePack is cut short or damaged")
        }
        let root = unpacked.data
        guard root.type == MSGPACK_OBJECT_ARRAY, root.via.array.size >= 1,
              let elements = root.via.array.ptr, isHeader(elements[0]) else {
            throw ImportError(file: file, message: notTheList)
        }
        var list = WordFrequencyFile()
        let bins = Int(root.via.array.size) - 1
        guard bins <= 900 else { throw ImportError(file: file, message: "\(bins) bins, more than the 900 centibels of a cB list") }
        for bin in 0..<bins {
            let words = elements[bin + 1]
            guard words.type == MSGPACK_OBJECT_ARRAY else {
                throw ImportError(file: file, message: "bin \(bin) is not an array of words: \(notTheList)")
            }
            for index in 0..<Int(words.via.array.size) {
                guard let word = words.via.array.ptr.flatMap({ string($0[index]) }) else {
                    throw ImportError(file: file, message: "bin \(bin), word \(index + 1) is not a UTF-8 string")
                }
                // A word in two bins keeps the first (the more frequent).
                if list.zipf[word] == nil { list.zipf[word] = 900 - bin }
            }
        }
        guard !list.zipf.isEmpty else { throw ImportError(file: file, message: "no words: \(notTheList)") }
        return list
    }

    /// The Zipf frequency (hundredths) of the word: its most frequent written form's; nil when the
    /// list has none of them.
    public func zipf(ofForms forms: [String]) -> Int? {
        forms.compactMap { zipf[$0] }.max()
    }

    private static func isHeader(_ object: msgpack_object) -> Bool {
        guard object.type == MSGPACK_OBJECT_MAP, let pairs = object.via.map.ptr else { return false }
        return (0..<Int(object.via.map.size)).contains { string(pairs[$0].key) == "format" && string(pairs[$0].val) == "cB" }
    }

    private static func string(_ object: msgpack_object) -> String? {
        guard object.type == MSGPACK_OBJECT_STR else { return nil }
        let text = object.via.str
        guard text.size > 0, let pointer = text.ptr else { return text.size == 0 ? "" : nil }
        let bytes = UnsafeRawBufferPointer(start: pointer, count: Int(text.size))
        return String(validating: bytes, as: UTF8.self)
    }
}
