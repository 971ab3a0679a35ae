import Segmentation

/// How `--sentences` cuts each sentence into words: the Read screen's segmenter, with MeCab where
/// it is installed or by longest match alone. MeCab's cut is not longest match's, so the
/// bundled dictionary is made with `mecab`, which fails where MeCab is missing rather than give
/// other sentences.
public enum SentenceParser: String, Sendable, CaseIterable {
    /// MeCab with IPADIC where installed, else longest match.
    case automatic = "auto"
    /// MeCab with IPADIC, or the import fails.
    case mecab
    /// Longest dictionary match, even where MeCab is installed.
    case longestMatch = "longest-match"

    /// MeCab's tokenizer when this parser uses it and it opens; throws for `mecab` when it does not.
    func tokenizer() throws -> MeCabTokenizer? {
        guard self != .longestMatch else { return nil }
        var reason = ""
        let tokenizer = MeCabTokenizer(reason: &reason)
        if tokenizer == nil, self == .mecab {
            throw ImportError(file: MeCabTokenizer.defaultDictionary, message: "\(reason); --sentence-parser mecab needs it")
        }
        return tokenizer
    }
}
