import Kana

/// Romaji to kana the way a Japanese keyboard (IME) reads it: Hepburn, Kunrei and keyboard
/// spellings alike (shi/si, tsu/tu, chi/ti, fu/hu, ji/zi), n' and nn for ん, doubled consonants
/// for っ, "-" for ー, macrons and circumflexes for long vowels (ō → おう); and the spellings of
/// traditional Hepburn a learner meets in print: m for ん before b, p and m (shimbun, sempai),
/// oh for a long o (Ohno, Satoh). ICU's Latin-Hiragana transform reads onna as おっな and si as
/// せぃ, hence this table.
public enum RomajiConverter {
    /// What a Latin text became.
    public struct Conversion: Equatable, Sendable {
        /// The kana of every finished syllable: katakana when the text was all uppercase.
        public var kana: String
        /// Consonants at the end that do not make a syllable yet ("nih" → に + "h"), as typed.
        public var pendingTail: String
        /// The kana as a loanword's spelling reads ti, di, tu, du (tisshu ティッシュ, merodii
        /// メロディー), where a keyboard reads ち, ぢ, つ, づ; nil when the text has none of them.
        public var loanwordKana: String? = nil

        public var isComplete: Bool { pendingTail.isEmpty }

        /// The kana the text may become once the pending syllable is finished: for "nih" には,
        /// にひ, にふ, …; after k, s, t or p also っ ("nip" for nippon); for a complete text only its kana.
        public var completions: [String] {
            guard !pendingTail.isEmpty else { return [kana] + particleSpellings + (loanwordKana.map { [$0] } ?? []) }
            var endings = Set(RomajiTable.syllables.filter { $0.key.hasPrefix(pendingTail) }.values)
            if ["k", "s", "t", "p"].contains(pendingTail) { endings.insert("っ") }
            return endings.sorted().map { kana + $0 }
        }

        /// The particles は and へ are written as they are said, wa and e: konnichiwa is こんにちは.
        private var particleSpellings: [String] {
            guard kana.count > 1, let last = kana.last else { return [] }
            switch last {
            case "わ": return [String(kana.dropLast()) + "は"]
            case "え": return [String(kana.dropLast()) + "へ"]
            default: return []
            }
        }
    }

    /// The kana for `text`, or nil when it is not romaji (a space, a digit, "q", a consonant run
    /// in the middle). A lone n at the end counts as ん, as when an IME commits the text.
    public static func convert(_ text: String) -> Conversion? {
        guard var conversion = convert(text, table: RomajiTable.syllables) else { return nil }
        let lowercased = text.lowercased()
        if conversion.isComplete, ["ti", "di", "tu", "du"].contains(where: lowercased.contains) {
            conversion.loanwordKana = convert(text, table: RomajiTable.loanwordSyllables)?.kana
        }
        return conversion
    }

    /// The kana for romaji written in words, as textbooks write it ("tabemasen deshita", "benkyou
    /// shite imasu", "hon ya"): each word converted alone (so "hon ya" is ほんや, not ほにゃ) and the
    /// kana joined. Every word must make whole syllables, so that English ("to eat": "eat" leaves a
    /// t) has none; a single word may still be being typed, as `convert(_:)` allows.
    public static func convert(words text: String) -> Conversion? {
        let words = text.split(separator: " ").map(String.init)
        guard words.count > 1 else { return words.first.flatMap { convert($0) } }
        var joined = Conversion(kana: "", pendingTail: "")
        var loanwordKana = ""
        for word in words {
            guard let conversion = convert(word), !conversion.kana.isEmpty, conversion.isComplete else { return nil }
            joined.kana += conversion.kana
            loanwordKana += conversion.loanwordKana ?? conversion.kana
        }
        joined.loanwordKana = loanwordKana == joined.kana ? nil : loanwordKana
        return joined
    }

    private static func convert(_ text: String, table: [String: String]) -> Conversion? {
        let letters = Array(expandingLongVowels(text).lowercased().unicodeScalars)
        guard !letters.isEmpty else { return nil }
        let katakana = text.unicodeScalars.contains { $0.properties.isUppercase }
            && !text.unicodeScalars.contains { $0.properties.isLowercase }
        var kana = ""
        var position = 0
        while position < letters.count {
            let rest = letters[position...]
            let previous = position > 0 ? letters[position - 1] : nil
            if let (written, consumed) = syllabicN(rest) ?? syllabicM(rest) ?? longO(rest, after: previous) ?? doubledConsonant(rest)
                ?? syllable(rest, table: table)
            {
                kana += written
                position += consumed
                continue
            }
            guard beginsASyllable(rest, table: table) else { return nil }
            let tail = String(String.UnicodeScalarView(rest))
            return Conversion(kana: katakana ? KanaFolding.katakana(kana) : kana, pendingTail: tail)
        }
        return Conversion(kana: katakana ? KanaFolding.katakana(kana) : kana, pendingTail: "")
    }

    /// ō, ô → ou; ū, û → uu; ā → aa; ī → ii; ē → ee: Hepburn's long vowels as typed out.
    private static func expandingLongVowels(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "ō", "ô": result += "ou"
            case "Ō", "Ô": result += "OU"
            case "ū", "û": result += "uu"
            case "Ū", "Û": result += "UU"
            case "ā", "â": result += "aa"
            case "Ā", "Â": result += "AA"
            case "ī", "î": result += "ii"
            case "Ī", "Î": result += "II"
            case "ē", "ê": result += "ee"
            case "Ē", "Ê": result += "EE"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isVowel(_ scalar: Unicode.Scalar) -> Bool { "aiueo".unicodeScalars.contains(scalar) }

    private static func isConsonant(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII && scalar.properties.isAlphabetic && !isVowel(scalar)
    }

    /// Whether letters left unconverted at the end are the beginning of some syllable of the
    /// table ("ky", "sh", "ts"): what may be left while typing. Others ("sty" of "honesty") are not
    /// romaji, so the text is searched as English alone and not shown as ほねsty.
    private static func beginsASyllable(_ letters: ArraySlice<Unicode.Scalar>, table: [String: String]) -> Bool {
        table.keys.contains { $0.unicodeScalars.starts(with: letters) }
    }

    /// ん from n: n' always; n before a consonant or at the end; nn before a consonant or at the
    /// end (the keyboard's way), but only the first n of nn before a vowel (onna → おんな).
    private static func syllabicN(_ rest: ArraySlice<Unicode.Scalar>) -> (String, Int)? {
        guard rest.first == "n" else { return nil }
        let next = rest.dropFirst().first
        switch next {
        case nil: return ("ん", 1)
        case "'": return ("ん", 2)
        case "n":
            let afterPair = rest.dropFirst(2).first
            if let afterPair, isVowel(afterPair) || afterPair == "y" { return ("ん", 1) }
            return ("ん", 2)
        case let scalar?:
            return isVowel(scalar) || scalar == "y" ? nil : ("ん", 1)
        }
    }

    /// ん from m before b, p or m, as traditional Hepburn writes it (shimbun, sempai, ammari).
    private static func syllabicM(_ rest: ArraySlice<Unicode.Scalar>) -> (String, Int)? {
        guard rest.first == "m", let next = rest.dropFirst().first, "bpm".unicodeScalars.contains(next) else { return nil }
        return ("ん", 1)
    }

    /// う from h after o before a consonant or at the end (Ohno, Tohoku's Tohhoku, Satoh): a long o.
    private static func longO(_ rest: ArraySlice<Unicode.Scalar>, after previous: Unicode.Scalar?) -> (String, Int)? {
        guard previous == "o", rest.first == "h" else { return nil }
        if let next = rest.dropFirst().first, isVowel(next) || next == "y" || next == "h" { return nil }
        return ("う", 1)
    }

    /// っ from a doubled consonant (kk, tt, ss) or t before ch (matcha).
    private static func doubledConsonant(_ rest: ArraySlice<Unicode.Scalar>) -> (String, Int)? {
        guard let first = rest.first, isConsonant(first), first != "n", let second = rest.dropFirst().first else {
            return nil
        }
        if first == second || (first == "t" && second == "c") { return ("っ", 1) }
        return nil
    }

    /// The longest table entry at the start of `rest`.
    private static func syllable(_ rest: ArraySlice<Unicode.Scalar>, table: [String: String]) -> (String, Int)? {
        for length in stride(from: min(4, rest.count), through: 1, by: -1) {
            let candidate = String(String.UnicodeScalarView(rest.prefix(length)))
            if let kana = table[candidate] { return (kana, length) }
        }
        return nil
    }
}
