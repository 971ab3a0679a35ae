import Foundation
import KanjiDictionary
import TestSupport
import Segmentation

/// The bundled dictionary and segmenters on it, made once for every test: MeCab with IPADIC (the
/// tests need Debian's libmecab2 and mecab-ipadic-utf8, which scripts/test installs; without
/// them the MeCab tests fail, saying so) and longest match alone.
enum SegmentationFixture {
    static var store: KanjiStore { BundledDictionary.loaded }

    static let lexicon = Lexicon(store: store)

    /// A new segmenter with MeCab, or nil with the reason MeCab cannot be opened.
    static func withMeCab() -> (Segmenter?, String) {
        var reason = ""
        guard let tokenizer = MeCabTokenizer(reason: &reason) else { return (nil, reason) }
        return (Segmenter(lexicon: lexicon, tokenizer: tokenizer), "")
    }

    static func longestMatch() -> Segmenter { Segmenter(lexicon: lexicon, tokenizer: nil) }

    /// The segments as the table writes them: each one's dictionary word (or its text), with
    /// its inflection in brackets; spaces left out.
    static func words(_ segments: [Segment]) -> String {
        segments.filter { $0.kind != .space }.map { segment in
            let word = segment.word.map { store.word(at: $0).word } ?? segment.text
            return segment.inflection.isEmpty ? word : word + "(" + segment.inflection.joined(separator: ",") + ")"
        }.joined(separator: " ")
    }
}
