import Deinflection
import KanjiDictionary
import Kana

/// Readings of text as written.
enum Readings {
    /// Katakana as hiragana.
    static func hiragana(_ text: String) -> String { KanaFolding.hiragana(text) }

    /// Kana text's own reading (in hiragana); nil when it has anything but kana.
    static func ofKana(_ text: String) -> String? {
        KanaFolding.isKana(text) ? hiragana(text) : nil
    }

    /// The reading of an inflecting word's stem, in hiragana: `reading` (MeCab's, of `surface`)
    /// without the kana `surface` ends in (潜っ モグッ: もぐ, which tells 潜る もぐる from 潜る
    /// くぐる, where its first kana alone told nothing); its first kana where they end apart
    /// (来 キ: き); nil without a reading.
    static func stem(ofReading reading: String?, surface: String) -> String? {
        guard let reading else { return nil }
        let read = Array(hiragana(reading).unicodeScalars)
        let written = Array(hiragana(surface).unicodeScalars)
        let ending = zip(read.reversed(), written.reversed()).prefix { $0 == $1 }.count
        guard let first = read.first else { return nil }
        return ending < read.count ? String(String.UnicodeScalarView(read.dropLast(ending))) : String(first)
    }

    /// How the reading of a word with `partsOfSpeech` begins, where MeCab reads its stem
    /// `stemReading`: 来る's stem is read き and こ as well as く (来た, 来ない; 帰ってきた), and its
    /// reading begins with く whichever (it was taken for 着る "to wear", read き).
    static func readingStart(stemReading: String, partsOfSpeech: [String]) -> String {
        guard let last = stemReading.unicodeScalars.last, last == "き" || last == "こ",
              partsOfSpeech.contains(where: { WordClass(partOfSpeech: $0) == .kuru }) else { return stemReading }
        return String(stemReading.unicodeScalars.dropLast()) + "く"
    }

    /// The reading of a word found as written: the text itself when it is kana, else the
    /// dictionary word's first reading.
    static func reading(of text: String, entry: WordEntry) -> String? {
        ofKana(text) ?? entry.readings.first
    }

    /// The reading with にほん for IPADIC's にっぽん, which it reads in every word with 日本 (日本人
    /// ニッポンジン); the reading itself (no new string) when it has none, as nearly all have.
    static func withNihon(_ reading: String) -> String {
        hasNippon(reading) ? reading.replacingOccurrences(of: "にっぽん", with: "にほん") : reading
    }

    private static let nippon = Array("にっぽん".utf8)

    /// Whether the reading holds にっぽん, its bytes compared in place: the generic
    /// `firstRange(of:)` cost 26,000 instructions a reading, a twelfth of parse's time.
    private static func hasNippon(_ reading: String) -> Bool {
        let found = reading.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.count >= nippon.count && (0...(bytes.count - nippon.count)).contains { start in
                bytes[start] == nippon[0] && bytes[start..<(start + nippon.count)].elementsEqual(nippon)
            }
        }
        return found ?? (reading.utf8.firstRange(of: nippon) != nil)
    }

    /// Whether two readings of a number and counter are the same but for the sound changes of
    /// counting: a small っ for ち, つ, く or き (いち → いっ), and ぱ-row for は-row (ほん → ぽん).
    static func sameCounting(_ first: String, _ second: String) -> Bool {
        let a = Array(first.unicodeScalars)
        let b = Array(second.unicodeScalars)
        guard a.count == b.count else { return false }
        return zip(a, b).allSatisfy { x, y in
            x == y || loosely(x) == loosely(y)
        }
    }

    private static func loosely(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar {
        case "っ", "ち", "つ", "く", "き": return "っ"
        case "ぱ": return "は"
        case "ぴ": return "ひ"
        case "ぷ": return "ふ"
        case "ぺ": return "へ"
        case "ぽ": return "ほ"
        default: return scalar
        }
    }
}
