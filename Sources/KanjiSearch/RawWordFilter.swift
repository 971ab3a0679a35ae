import KanjiDictionary

/// What a word's text in the file must have for the word to match, for the one-off scan: the
/// first kana of a reading (in either script), or the first English word (in any case). The
/// store finds such words by searching the file's bytes, so only they are decoded and tested.
enum RawWordFilter {
    /// The texts one of which a matching word has; nil when every word must be tested.
    static func needles(_ plan: SearchPlan) -> [String]? {
        switch plan.reading {
        case .kana, .latin:
            var needles = plan.englishWords.prefix(1).map { String(decoding: $0, as: UTF8.self) }
            for key in plan.kanaKeys {
                guard let first = key.first, let kana = kana(first) else { return nil }
                needles += kana
            }
            return needles
        case .none, .written:
            return nil
        }
    }

    /// The kana a key byte stands for, in hiragana and katakana; nil for a byte that is not a
    /// kana of its own (part of another character).
    private static func kana(_ keyByte: UInt8) -> [String]? {
        if keyByte == KanaFolding.lengthening { return ["ー"] }
        guard (1...0x5F).contains(keyByte), let hiragana = Unicode.Scalar(0x3040 + UInt32(keyByte)) else { return nil }
        var forms = [String(Character(hiragana))]
        if (0x3041...0x3096).contains(hiragana.value), let katakana = Unicode.Scalar(hiragana.value + 0x60) {
            forms.append(String(Character(katakana)))
        }
        return forms
    }
}
