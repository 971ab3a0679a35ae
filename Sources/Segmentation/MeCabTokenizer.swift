import CMeCab
import Foundation

/// One morpheme as MeCab with IPADIC sees it: where it is (in bytes of the UTF-8 it was given),
/// its part of speech and, for inflecting words, its dictionary form and reading.
public struct MeCabToken: Equatable, Sendable {
    /// Byte offsets into the text given to ``MeCabTokenizer/tokens(of:)``.
    public var bytes: Range<Int>
    public var surface: String
    /// Its feature string's fields, one object every token of that string shares: a token is
    /// copied wherever morphemes are joined, and a copy of each field was a retain and a release.
    private(set) var fields: MeCabFeature

    /// IPADIC's part of speech and its first subclass: 名詞/数, 動詞/自立, 助詞/格助詞, 助動詞/*.
    public var partOfSpeech: IPADICField { fields.partOfSpeech }
    public var subclass: IPADICField { fields.subclass }
    /// IPADIC's second subclass: 助数詞 for a counter after a number.
    public var detail: IPADICField { fields.detail }
    /// IPADIC's third subclass: 姓 or 名 for a person's name, 国 for a country.
    public var thirdSubclass: IPADICField { fields.fields.count > 3 ? IPADICField(fields.fields[3]) : "" }
    /// How it conjugates (一段, 五段・カ行促音便, 特殊・タ), where it does.
    public var conjugation: IPADICField? { fields.conjugation }
    /// Which of its forms this is (連用形, 命令ｅ, 未然形), where it conjugates.
    public var form: IPADICField? { fields.form }
    /// The dictionary form (して → する); the surface for an unknown word.
    public var baseForm: String { fields.baseForm ?? surface }
    /// The reading of the surface in katakana; nil for an unknown word.
    public var reading: String? { fields.reading }
    /// Which feature string of its tokenizer's this is (the same number, the same fields).
    var feature: Int32 { fields.serial }
    /// Whether it is a comma (、，,), which goes on with the sentence: a clause ends before it.
    var isComma: Bool { ["、", "，", ","].contains(IPADICField(surface)) }
    /// The dictionary's whole feature string, split at its commas: what IPADIC's fields above do
    /// not name (Open JTalk's NAIST-jdic adds the accent and its rule of joining, 10 and 11).
    public var features: [String] { fields.fields }

    /// The morpheme read as `reading` (katakana), or as the word `base`, where its context says
    /// so (``Segmenter``'s context readings): its fields say so too, and its feature number is one
    /// no feature string has (``MeCabFeature/replacing(reading:base:)``), so that the segmenter's
    /// caches, keyed by it and, for such a number, by the new reading and base (``MorphemeKey``),
    /// keep it apart from IPADIC's morpheme and from the same morpheme read otherwise.
    mutating func reread(as reading: String? = nil, base: String? = nil) {
        fields = fields.replacing(reading: reading, base: base)
    }
}

/// MeCab with the IPADIC dictionary, opened at run time so that a machine without libmecab2 or
/// mecab-ipadic-utf8 still runs (the segmenter then uses longest match alone). One instance is
/// not safe to use from two threads at once: each thread (each ``Segmenter``) opens its own.
public final class MeCabTokenizer {
    private typealias New2 = @convention(c) (UnsafePointer<CChar>?) -> OpaquePointer?
    private typealias Destroy = @convention(c) (OpaquePointer?) -> Void
    private typealias ParseToNode = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?, Int) -> UnsafePointer<mecab_node_t>?

    /// Where Debian's mecab-ipadic-utf8 puts the dictionary.
    public static let defaultDictionary = "/var/lib/mecab/dic/ipadic-utf8"
    /// libmecab2's shared object.
    public static let library = "libmecab.so.2"

    private let handle: UnsafeMutableRawPointer
    private let tagger: OpaquePointer
    private let destroy: Destroy
    private let parseToNode: ParseToNode
    /// Where this tagger's dictionary files are mapped: a feature string MeCab hands back must
    /// lie inside, or it is not read (a sys.dic damaged past its header gave pointers anywhere).
    private let dictionaryMemory: [Range<UInt>]
    /// IPADIC's feature strings already read, by where MeCab keeps them (in its dictionary, one
    /// string a word, handed out again and again): splitting each token's anew was a tenth of
    /// cutting a text. The bytes are compared before a kept one is used.
    private var features: [UnsafeRawPointer: MeCabFeature] = [:]
    private var featuresRead: Int32 = 0

    /// Opens libmecab and the dictionary at `dictionary`; nil with `reason` set when either is
    /// missing or unusable. `checkedMemo` keeps which dictionary files were found sound, as they
    /// were then (nil: read them every time).
    public init?(dictionary: String = MeCabTokenizer.defaultDictionary, checkedMemo: String? = MeCabDictionaryCheck.defaultMemo(), reason: inout String) {
        guard let handle = dlopen(MeCabTokenizer.library, RTLD_NOW | RTLD_LOCAL) else {
            reason = "\(MeCabTokenizer.library) not found (Debian: apt-get install libmecab2 mecab-ipadic-utf8)"
            return nil
        }
        guard let new2 = dlsym(handle, "mecab_new2"), let destroy = dlsym(handle, "mecab_destroy"),
              let parse = dlsym(handle, "mecab_sparse_tonode2")
        else {
            dlclose(handle)
            reason = "\(MeCabTokenizer.library) lacks mecab_new2, mecab_destroy or mecab_sparse_tonode2"
            return nil
        }
        // -r /dev/null: no mecabrc needed (Debian's points at whichever dictionary is the default).
        let arguments = "-r /dev/null -d \(dictionary)"
        guard let tagger = unsafeBitCast(new2, to: New2.self)(arguments) else {
            reason = "MeCab could not open the IPADIC dictionary at \(dictionary): "
                + (MeCabTokenizer.lastError(handle) ?? MeCabTokenizer.sysDicProblem(in: dictionary) ?? "MeCab gave no reason")
            if access(dictionary, F_OK) != 0 { reason += " (Debian: apt-get install mecab-ipadic-utf8)" }
            dlclose(handle)
            return nil
        }
        if let problem = MeCabDictionaryCheck.problem(in: dictionary, memo: checkedMemo) {
            reason = "MeCab could not open the IPADIC dictionary at \(dictionary): \(problem)"
            unsafeBitCast(destroy, to: Destroy.self)(tagger)
            dlclose(handle)
            return nil
        }
        // Every mapping of the dictionary's files now, this tagger's among them: telling its own from
        // others' by what appeared during mecab_new2 failed when another thread's tagger was freed
        // meanwhile and this one's took the same addresses.
        // A dictionary folder of links (NAIST-jdic given a dicrc of its own) is mapped where they point.
        let linked = URL(fileURLWithPath: dictionary + "/sys.dic").resolvingSymlinksInPath().deletingLastPathComponent().path
        dictionaryMemory = MappedFiles.ranges(under: dictionary) + (linked == dictionary ? [] : MappedFiles.ranges(under: linked))
        self.handle = handle
        self.tagger = tagger
        self.destroy = unsafeBitCast(destroy, to: Destroy.self)
        self.parseToNode = unsafeBitCast(parse, to: ParseToNode.self)
    }

    /// MeCab's own words for why the last tagger could not be made (mecab_strerror(NULL)); nil
    /// when it has none (libmecab2 0.996 keeps none for mecab_new2).
    private static func lastError(_ handle: UnsafeMutableRawPointer) -> String? {
        typealias StrError = @convention(c) (OpaquePointer?) -> UnsafePointer<CChar>?
        guard let function = dlsym(handle, "mecab_strerror"), let text = unsafeBitCast(function, to: StrError.self)(nil) else { return nil }
        let message = String(cString: text).trimmingCharacters(in: .whitespacesAndNewlines)
        return message.isEmpty ? nil : message
    }

    /// What sys.dic's header says is wrong with it: MeCab writes its size there (xor its magic
    /// number 0xef718f77), so a file cut short or overwritten disagrees with it.
    static func sysDicProblem(in dictionary: String) -> String? {
        let path = dictionary + "/sys.dic"
        guard let file = FileHandle(forReadingAtPath: path) else { return "sys.dic cannot be read" }
        defer { try? file.close() }
        guard let head = try? file.read(upToCount: 4), head.count == 4, let size = try? file.seekToEnd() else {
            return "sys.dic is too short to be a MeCab dictionary"
        }
        let recorded = head.reversed().reduce(UInt32(0)) { $0 << 8 | UInt32($1) } ^ 0xEF71_8F77
        return UInt64(recorded) == size ? nil : "sys.dic is damaged: its header gives \(recorded) bytes, the file has \(size)"
    }

    deinit {
        destroy(tagger)
        dlclose(handle)
    }

    /// The morphemes of `text` in order; whitespace between them is not a token.
    public func tokens(of text: String) -> [MeCabToken] {
        var text = text
        return text.withUTF8 { utf8 -> [MeCabToken] in
            guard let base = utf8.baseAddress, !utf8.isEmpty else { return [] }
            return base.withMemoryRebound(to: CChar.self, capacity: utf8.count) { chars in
                var tokens: [MeCabToken] = []
                var node = parseToNode(tagger, chars, utf8.count)
                while let current = node {
                    let entry = current.pointee
                    node = UnsafePointer(entry.next)
                    guard entry.stat == UInt8(MECAB_NOR_NODE) || entry.stat == UInt8(MECAB_UNK_NODE),
                          let surface = entry.surface, entry.length > 0
                    else { continue }
                    let start = UnsafeRawPointer(surface) - UnsafeRawPointer(base)
                    let bytes = start..<(start + Int(entry.length))
                    guard bytes.lowerBound >= 0, bytes.upperBound <= utf8.count else { continue }
                    tokens.append(token(bytes, in: utf8, feature: entry.feature))
                }
                return tokens
            }
        }
    }

    /// Every dictionary entry whose surface is the whole of `text`, in the dictionary's order
    /// (homographs: 端 as はし, はた and はじ), whichever MeCab's best path took; empty when none is.
    public func entries(spanning text: String) -> [MeCabToken] {
        var text = text
        return text.withUTF8 { utf8 -> [MeCabToken] in
            guard let base = utf8.baseAddress, !utf8.isEmpty else { return [] }
            return base.withMemoryRebound(to: CChar.self, capacity: utf8.count) { chars in
                // The node after BOS begins at the text's start; bnext links every node that does.
                guard let first = parseToNode(tagger, chars, utf8.count)?.pointee.next else { return [] }
                var entries: [MeCabToken] = []
                var node: UnsafeMutablePointer<mecab_node_t>? = first
                while let current = node {
                    let entry = current.pointee
                    node = entry.bnext
                    guard entry.stat == UInt8(MECAB_NOR_NODE), entry.length == utf8.count,
                          let surface = entry.surface, UnsafeRawPointer(surface) == UnsafeRawPointer(base)
                    else { continue }
                    entries.append(token(0..<utf8.count, in: utf8, feature: entry.feature))
                }
                return entries
            }
        }
    }

    /// The token at `bytes` of `utf8` with its feature string's fields, read once a string.
    private func token(_ bytes: Range<Int>, in utf8: UnsafeBufferPointer<UInt8>, feature: UnsafePointer<CChar>?) -> MeCabToken {
        let surface = String(decoding: UnsafeBufferPointer(rebasing: utf8[bytes]), as: UTF8.self)
        return MeCabToken(bytes: bytes, surface: surface, fields: self.feature(at: feature) ?? MeCabFeature.unread)
    }

    /// IPADIC's longest feature string is 287 bytes: a longer one is damage (a sys.dic overwritten
    /// with 0xFF read megabytes to the next NUL, each word's anew: 10 s and 400 MB for 23 KB).
    static let longestFeature = 1024

    /// The fields of the feature string at `pointer`, kept by its address; nil unless it lies in
    /// the dictionary's memory with its end there too, within ``longestFeature``.
    private func feature(at pointer: UnsafePointer<CChar>?) -> MeCabFeature? {
        guard let pointer else { return nil }
        let address = UInt(bitPattern: pointer)
        guard let range = dictionaryMemory.first(where: { $0.contains(address) }) else { return nil }
        let room = min(Int(range.upperBound - address), MeCabTokenizer.longestFeature + 1)
        let length = strnlen(pointer, room)
        guard length < room else { return nil }
        let raw = UnsafeRawPointer(pointer)
        let bytes = UnsafeRawBufferPointer(start: raw, count: length)
        if let known = features[raw], known.hasBytes(bytes) { return known }
        featuresRead += 1
        let made = MeCabFeature(bytes, serial: featuresRead)
        features[raw] = made
        return made
    }
}
