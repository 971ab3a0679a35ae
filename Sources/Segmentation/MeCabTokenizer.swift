import CMeCab

/// One morpheme as MeCab with IPADIC sees it: where it is (in bytes of the UTF-8 it was given),
/// its part of speech and, for inflecting words, its dictionary form and reading.
public struct MeCabToken: Equatable, Sendable {
    /// Byte offsets into the text given to ``MeCabTokenizer/tokens(of:)``.
    public var bytes: Range<Int>
    public var surface: String
    /// IPADIC's part of speech and its first subclass: 名詞/数, 動詞/自立, 助詞/格助詞, 助動詞/*.
    public var partOfSpeech: String
    public var subclass: String
    /// IPADIC's second subclass: 助数詞 for a counter after a number.
    public var detail: String
    /// How it conjugates (一段, 五段・カ行促音便, 特殊・タ), where it does.
    public var conjugation: String?
    /// Which of its forms this is (連用形, 命令ｅ, 未然形), where it conjugates.
    public var form: String?
    /// The dictionary form (して → する); the surface for an unknown word.
    public var baseForm: String
    /// The reading of the surface in katakana; nil for an unknown word.
    public var reading: String?
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

    /// Opens libmecab and the dictionary at `dictionary`; nil with `reason` set when either is
    /// missing or unusable.
    public init?(dictionary: String = MeCabTokenizer.defaultDictionary, reason: inout String) {
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
            dlclose(handle)
            reason = "MeCab could not open the IPADIC dictionary at \(dictionary) (Debian: apt-get install mecab-ipadic-utf8)"
            return nil
        }
        self.handle = handle
        self.tagger = tagger
        self.destroy = unsafeBitCast(destroy, to: Destroy.self)
        self.parseToNode = unsafeBitCast(parse, to: ParseToNode.self)
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
                    tokens.append(MeCabTokenizer.token(bytes, in: utf8, feature: entry.feature.map { String(cString: $0) } ?? ""))
                }
                return tokens
            }
        }
    }

    /// IPADIC's feature string: part of speech, three subclasses, conjugation type and form, base
    /// form, reading, pronunciation (an unknown word has only the first seven).
    private static func token(_ bytes: Range<Int>, in utf8: UnsafeBufferPointer<UInt8>, feature: String) -> MeCabToken {
        let surface = String(decoding: UnsafeBufferPointer(rebasing: utf8[bytes]), as: UTF8.self)
        let fields = feature.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
        let field = { (index: Int) -> String? in index < fields.count && fields[index] != "*" ? fields[index] : nil }
        return MeCabToken(
            bytes: bytes, surface: surface, partOfSpeech: field(0) ?? "", subclass: field(1) ?? "", detail: field(2) ?? "", conjugation: field(4), form: field(5),
            baseForm: field(6) ?? surface, reading: field(7)
        )
    }
}
