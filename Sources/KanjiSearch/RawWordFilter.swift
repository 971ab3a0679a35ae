import Kana
import KanjiDictionary

/// What a word's text in the file must have for the word to match, for the one-off scan: a kana
/// the reading (or a deinflection's base) begins with, in either script, or the longest English
/// word in any of its spellings or the letters every word of its root begins with (in any case),
/// or a word of related meaning.
/// The store finds such words by searching the file's bytes, so only they are decoded and tested.
enum RawWordFilter {
    /// The texts one of which a matching word has; nil when every word must be tested.
    static func needles(_ plan: SearchPlan) -> [String]? {
        switch plan.reading {
        case .kana, .latin:
            // A match has every English word of the query (as typed or with its compounds as one
            // word) in one of its spellings or a word of its root; the longest is likely the rarest.
            // With partial matches (`PartialEnglish`), any of its words will do.
            var needles: [String] = []
            let partial = plan.partialEnglish
            for query in plan.english {
                let longest = query.content.max { $0.typed.count < $1.typed.count }
                let needed = partial?.query == query ? query.content : longest.map { [$0] } ?? []
                for word in needed {
                    needles += word.spellings.map { String(decoding: $0, as: UTF8.self) }
                    if let root = word.root { needles.append(String(decoding: root.needle, as: UTF8.self)) }
                }
                // A query of one word matches glosses with a related word in its place.
                needles += query.content.flatMap(\.related).map { String(decoding: $0, as: UTF8.self) }
            }
            for key in plan.kanaKeys + plan.kanaLongVowelKeys + plan.inflectionsByKey.keys {
                guard let byte = rarestLiteralKana(key), let kana = kana(byte) else { return nil }
                needles += kana
            }
            return needles
        case .none, .written:
            return nil
        }
    }

    /// Of the kana a key begins with up to its first lengthening (each of which a matching reading
    /// has as it is, in one script or the other), one that is not among the most frequent kana, so
    /// that fewer words have it; nil for a key that begins with something else.
    private static func rarestLiteralKana(_ key: [UInt8]) -> UInt8? {
        let literal = key.prefix { (1...0x5E).contains($0) }
        guard let first = literal.first else { return key.first == KanaFolding.lengthening ? key.first : nil }
        return literal.first { !frequentKana.contains($0) } ?? first
    }

    /// Key bytes of the kana found in the most readings.
    private static let frequentKana = Set("いうかきくこしすせつとなにのはまるれんょっゅゃ".unicodeScalars.map { UInt8($0.value - 0x3040) })

    /// The kana a key byte stands for, in hiragana and katakana, and those folded into it (を
    /// into お: the particle を is found by `を`); nil for a byte that is not a kana of its own
    /// (part of another character).
    private static func kana(_ keyByte: UInt8) -> [String]? {
        if keyByte == KanaFolding.lengthening { return ["ー"] }
        guard (1...0x5F).contains(keyByte), let hiragana = Unicode.Scalar(0x3040 + UInt32(keyByte)) else { return nil }
        let folded = KanaFolding.foldedKana.filter { KanaFolding.key($0) == [keyByte] }
        return ([String(Character(hiragana))] + folded).flatMap { form in
            let katakana = KanaFolding.katakana(form)
            return katakana == form ? [form] : [form, katakana]
        }
    }
}
