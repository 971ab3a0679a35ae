/// The one spelling of kana that readings are compared in: hiragana (にち finds ニチ), with a
/// vowel lengthened by the same vowel, by う after an o-sound, or by ー all written ー, so that
/// toukyou, tōkyō, tookyoo and トーキョー meet; and づ, ぢ, を as ず, じ, お, which sound the same
/// and which learners type as zu, ji and o (katazukeru finds 片付ける, kiotsukeru 気を付ける).
public enum KanaFolding {
    /// Katakana as hiragana; other characters unchanged.
    public static func hiragana(_ text: String) -> String {
        // Text with no katakana (most readings asked for: they are hiragana already) is itself.
        guard text.unicodeScalars.contains(where: { (0x30A1...0x30F6).contains($0.value) }) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            UTF8.encode(hiragana(scalar)) { bytes.append($0) }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Hiragana as katakana; other characters unchanged.
    public static func katakana(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if (0x3041...0x3096).contains(scalar.value), let katakana = Unicode.Scalar(scalar.value + 0x60) {
                result.append(katakana)
            } else {
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Whether every character is kana (either script), ー or a kana iteration mark.
    public static func isKana(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { isKana($0) }
    }

    public static func isKana(_ scalar: Unicode.Scalar) -> Bool {
        (0x3041...0x309F).contains(scalar.value) || (0x30A1...0x30FF).contains(scalar.value)
    }

    /// A reading as the key it is compared by, as bytes: one byte a hiragana (its offset from
    /// U+3040, so keys sort in gojūon order), 0x5F for a lengthening, and the UTF-8 of anything
    /// else with ASCII escaped by 0xF8 so it cannot be taken for kana. "." (okurigana) and "-"
    /// (prefix or suffix marks) are dropped.
    @inlinable
    public static func key<Bytes: Sequence>(_ utf8: Bytes) -> [UInt8] where Bytes.Element == UInt8 {
        var key: [UInt8] = []
        appendKey(utf8, to: &key)
        return key
    }

    /// `key(utf8)` appended to `key`, so a caller can reuse one buffer for many readings.
    @inlinable
    public static func appendKey<Bytes: Sequence>(_ utf8: Bytes, to key: inout [UInt8]) where Bytes.Element == UInt8 {
        foldKey(utf8) { byte in
            key.append(byte)
            return true
        }
    }

    /// Whether the key of `utf8` is exactly `prefix` (true) or longer (false); nil unless it
    /// begins with `prefix`. Stops at the first byte that differs, so most readings cost a byte or two.
    @inlinable
    public static func keyOf<Bytes: Sequence>(_ utf8: Bytes, beginsWith prefix: [UInt8]) -> Bool? where Bytes.Element == UInt8 {
        guard !prefix.isEmpty else { return nil }
        var matched = 0
        var longer = false
        let finished = foldKey(utf8) { byte in
            guard matched < prefix.count else {
                longer = true
                return false
            }
            guard byte == prefix[matched] else { return false }
            matched += 1
            return true
        }
        guard matched == prefix.count, finished || longer else { return nil }
        return !longer
    }

    /// Gives `emit` the key's bytes one by one until it returns false; returns whether it got them all.
    @discardableResult @inlinable
    static func foldKey<Bytes: Sequence>(_ utf8: Bytes, _ emit: (UInt8) -> Bool) -> Bool where Bytes.Element == UInt8 {
        var previousVowel: UInt8?
        var decoder = UTF8()
        var iterator = utf8.makeIterator()
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "." || scalar == "-" { continue }
                let folded = foldingSameSounds(hiragana(scalar))
                if isLengthening(folded, after: previousVowel) {
                    guard emit(lengthening) else { return false }
                } else if (0x3041...0x309F).contains(folded.value) {
                    guard emit(UInt8(folded.value - 0x3040)) else { return false }
                    previousVowel = vowel(of: folded)
                } else {
                    if folded.isASCII { guard emit(0xF8) else { return false } }
                    for byte in String(Character(folded)).utf8 { guard emit(byte) else { return false } }
                    previousVowel = nil
                }
            case .emptyInput: return true
            case .error: guard emit(0xFF) else { return false }
            }
        }
    }

    @inlinable
    public static func key(_ text: String) -> [UInt8] { key(text.utf8) }

    /// The keys `key` stands for with long vowels put back that romaji as English prints it
    /// leaves out (Tokyo, ryori, kohi for とうきょう, りょうり, コーヒー): a lengthening after any
    /// of its first `most` syllables not long already, in every combination (at most 2^most − 1
    /// keys, fewest lengthenings first).
    public static func withLongVowels(_ key: [UInt8], most: Int = 6) -> [[UInt8]] {
        var places: [Int] = []
        for (index, byte) in key.enumerated() where places.count < most {
            guard Int(byte) < vowelsByKana.count, vowelsByKana[Int(byte)] != 0 else { continue }
            if index + 1 < key.count, key[index + 1] == lengthening || smallKana.contains(key[index + 1]) { continue }
            places.append(index + 1)
        }
        let combinations = places.isEmpty ? [] : (1..<(1 << places.count)).sorted { $0.nonzeroBitCount < $1.nonzeroBitCount }
        return combinations.map { combination in
            var variant: [UInt8] = []
            var start = 0
            for (bit, place) in places.enumerated() where combination & (1 << bit) != 0 {
                variant += key[start..<place]
                variant.append(lengthening)
                start = place
            }
            return variant + key[start...]
        }
    }

    /// Key bytes of the small kana that end the syllable before them (きょ, ふぁ): no long vowel goes between.
    private static let smallKana = Set("ゃゅょぁぃぅぇぉゎ".unicodeScalars.map { UInt8($0.value - 0x3040) })

    public static let lengthening: UInt8 = 0x5F

    @usableFromInline
    static func hiragana(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard (0x30A1...0x30F6).contains(scalar.value) else { return scalar }
        return Unicode.Scalar(scalar.value - 0x60) ?? scalar
    }

    /// The kana read as others that sound the same (`foldingSameSounds`), in hiragana: a search
    /// of the file's text for words read お must look for を too.
    public static let foldedKana = ["づ", "ぢ", "を"]

    /// ず for づ, じ for ぢ, お for を (given in hiragana).
    @usableFromInline
    static func foldingSameSounds(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "づ": "ず"
        case "ぢ": "じ"
        case "を": "お"
        default: scalar
        }
    }

    @usableFromInline
    static func isLengthening(_ scalar: Unicode.Scalar, after previous: UInt8?) -> Bool {
        if scalar == "ー" { return true }
        guard let previous else { return false }
        switch scalar {
        case "あ": return previous == UInt8(ascii: "a")
        case "い": return previous == UInt8(ascii: "i")
        case "う": return previous == UInt8(ascii: "u") || previous == UInt8(ascii: "o")
        case "え": return previous == UInt8(ascii: "e")
        case "お": return previous == UInt8(ascii: "o")
        default: return false
        }
    }

    /// The vowel a hiragana ends in; nil for ん, っ and signs.
    @usableFromInline
    static func vowel(of scalar: Unicode.Scalar) -> UInt8? {
        let offset = Int(scalar.value) - 0x3040
        guard offset >= 0, offset < vowelsByKana.count, vowelsByKana[offset] != 0 else { return nil }
        return vowelsByKana[offset]
    }

    /// By offset from U+3040: the vowel's ASCII letter, 0 for none.
    @usableFromInline
    static let vowelsByKana: [UInt8] = {
        let columns: [(Character, String)] = [
            ("a", "あかがさざただなはばぱまやらわゃぁゎ"), ("i", "いきぎしじちぢにひびぴみりゐぃ"),
            ("u", "うくぐすずつづぬふぶぷむゆるゔゅぅ"), ("e", "えけげせぜてでねへべぺめれゑぇ"),
            ("o", "おこごそぞとどのほぼぽもよろをょぉ"),
        ]
        var table = [UInt8](repeating: 0, count: 0x60)
        for (vowel, kana) in columns {
            for scalar in kana.unicodeScalars { table[Int(scalar.value) - 0x3040] = vowel.asciiValue ?? 0 }
        }
        return table
    }()
}
