/// How a number written in digits (ASCII or full-width) is read with the counter after it: 2つ
/// ふたつ, 7月 しちがつ, 14日 じゅうよっか, 20日 はつか, 2人 ふたり, 3本 さんぼん, 1000円 せんえん.
/// MeCab reads the digits one by one or not at all, and the dictionary has no word 7月; learners'
/// grammars give these readings, which are the rules below (native numbers for つ, 人 and the days
/// of a month; the small っ and the ぱ-row after 1, 6, 8, 10 and 100; ぼん after 3).
enum Counting {
    /// How a counter joins the number before it.
    private enum Sound {
        /// No change (まい, えん, ど, ばん).
        case plain
        /// A small っ after 1, 8 and 10 (いっさい, はっさい, じゅっさい); `kRow` (a counter of the か
        /// row) also after 6 and 100 (ろっかい, ひゃっかい), where one of the さ and た rows is not
        /// (ろくさい, ひゃくさい, ひゃくてん).
        case doubled(kRow: Bool)
        /// The は-row: っ and ぱ after 1, 6, 8, 10 and 100, ば after 3 (いっぽん, さんぼん).
        case hRow
        /// 分: っ and ぷ after 1, 6, 8, 10 and 100, ぷ after 3 and 4 (さんぷん, よんぷん).
        case minutes
    }

    private struct Counter {
        var reading: String
        var sound: Sound
        /// The number's own reading where it differs (4 よ in よじ, 7 しち in しちがつ).
        var four: String = "よん"
        var seven: String = "なな"
        var nine: String = "きゅう"
        /// Readings of whole numbers that are words of their own (2人 ふたり, 20日 はつか).
        var words: [Int: String] = [:]
    }

    private static let counters: [String: Counter] = [
        "つ": Counter(reading: "", sound: .plain, words: [
            1: "ひとつ", 2: "ふたつ", 3: "みっつ", 4: "よっつ", 5: "いつつ", 6: "むっつ", 7: "ななつ", 8: "やっつ", 9: "ここのつ",
        ]),
        "人": Counter(reading: "にん", sound: .plain, four: "よ", words: [1: "ひとり", 2: "ふたり"]),
        "日": Counter(reading: "にち", sound: .plain, seven: "しち", nine: "く", words: [
            1: "ついたち", 2: "ふつか", 3: "みっか", 4: "よっか", 5: "いつか", 6: "むいか", 7: "なのか", 8: "ようか",
            9: "ここのか", 10: "とおか", 14: "じゅうよっか", 20: "はつか", 24: "にじゅうよっか",
        ]),
        "月": Counter(reading: "がつ", sound: .plain, four: "し", seven: "しち", nine: "く"),
        "年": Counter(reading: "ねん", sound: .plain, four: "よ"),
        "年生": Counter(reading: "ねんせい", sound: .plain, four: "よ"),
        "時": Counter(reading: "じ", sound: .plain, four: "よ", seven: "しち", nine: "く"),
        "分": Counter(reading: "ふん", sound: .minutes),
        "秒": Counter(reading: "びょう", sound: .plain),
        "本": Counter(reading: "ほん", sound: .hRow),
        "匹": Counter(reading: "ひき", sound: .hRow),
        "杯": Counter(reading: "はい", sound: .hRow),
        "円": Counter(reading: "えん", sound: .plain, four: "よ"),
        "回": Counter(reading: "かい", sound: .doubled(kRow: true)),
        "個": Counter(reading: "こ", sound: .doubled(kRow: true)),
        "階": Counter(reading: "かい", sound: .doubled(kRow: true)),
        "件": Counter(reading: "けん", sound: .doubled(kRow: true)),
        "ヶ月": Counter(reading: "かげつ", sound: .doubled(kRow: true)),
        "か月": Counter(reading: "かげつ", sound: .doubled(kRow: true)),
        "カ月": Counter(reading: "かげつ", sound: .doubled(kRow: true)),
        "ヵ月": Counter(reading: "かげつ", sound: .doubled(kRow: true)),
        "歳": Counter(reading: "さい", sound: .doubled(kRow: false), words: [20: "はたち"]),
        "才": Counter(reading: "さい", sound: .doubled(kRow: false)),
        "冊": Counter(reading: "さつ", sound: .doubled(kRow: false)),

        "週": Counter(reading: "しゅう", sound: .doubled(kRow: false)),
        "枚": Counter(reading: "まい", sound: .plain),
        "度": Counter(reading: "ど", sound: .plain),
        "番": Counter(reading: "ばん", sound: .plain),
        "台": Counter(reading: "だい", sound: .plain),
        "点": Counter(reading: "てん", sound: .doubled(kRow: false)),
        "位": Counter(reading: "い", sound: .plain),
        "号": Counter(reading: "ごう", sound: .plain),
        "万": Counter(reading: "まん", sound: .plain),
        "億": Counter(reading: "おく", sound: .plain),
    ]

    /// Counters that take 間 for a length of time (3日間 みっかかん, 2年間 にねんかん).
    private static let lengths: Set<String> = ["日", "年", "時", "週", "分", "秒", "ヶ月", "か月", "カ月", "ヵ月"]

    /// Counters whose one takes 中 for "all through" it (1日中 いちにちじゅう, 1年中 いちねんじゅう);
    /// 5月1日中 is within the first of May, left to the dictionary.
    private static let throughout: Set<String> = ["日", "年"]

    /// The value of digits (ASCII or full-width, commas between them allowed) or of kanji
    /// numerals (``value(ofKanji:)``); nil for anything else or a number too large to read.
    static func value(of digits: String) -> Int? {
        if let first = digits.unicodeScalars.first, kanjiDigits[first] != nil || kanjiUnits[first] != nil {
            return value(ofKanji: digits)
        }
        var value = 0
        var seen = false
        for scalar in digits.unicodeScalars {
            switch scalar.value {
            case 0x30...0x39: value = value * 10 + Int(scalar.value - 0x30)
            case 0xFF10...0xFF19: value = value * 10 + Int(scalar.value - 0xFF10)
            case 0x2C, 0xFF0C: continue
            default: return nil
            }
            seen = true
            if value >= 1_0000_0000_0000 { return nil }
        }
        return seen ? value : nil
    }

    private static let kanjiDigits: [Unicode.Scalar: Int] = [
        "〇": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
    ]
    /// Units within a myriad (十, 百, 千) and myriads (万, 億), each with its size.
    private static let kanjiUnits: [Unicode.Scalar: Int] = ["十": 10, "百": 100, "千": 1000, "万": 1_0000, "億": 1_0000_0000]

    /// Whether `scalar` is a kanji numeral: a digit (〇 to 九) or a unit (十 to 億).
    static func isKanjiNumeral(_ scalar: Unicode.Scalar) -> Bool { kanjiDigits[scalar] != nil || kanjiUnits[scalar] != nil }

    /// The value of kanji numerals, which MeCab cuts into morphemes of their own (四|時,
    /// 三十|五|歳): with units (二百五十, 三万二千) or digit by digit as years are written
    /// (二〇〇四); nil where they make no number (万一, 一二三 with a unit, 十十).
    static func value(ofKanji numerals: String) -> Int? {
        let scalars = Array(numerals.unicodeScalars)
        guard let first = scalars.first, kanjiDigits[first] != nil || kanjiUnits[first].map({ $0 < 1_0000 }) == true else { return nil }
        guard scalars.contains(where: { kanjiUnits[$0] != nil }) else {
            return scalars.count > 12 ? nil : scalars.reduce(0) { value, scalar in value * 10 + (kanjiDigits[scalar] ?? 0) }
        }
        var total = 0, myriad = 0, digit: Int?, lastUnit = Int.max
        for scalar in scalars {
            if let value = kanjiDigits[scalar] {
                guard digit == nil, value > 0 else { return nil }
                digit = value
            } else if let unit = kanjiUnits[scalar], unit < 1_0000 {
                guard unit < lastUnit else { return nil }
                myriad += (digit ?? 1) * unit
                digit = nil
                lastUnit = unit
            } else if let unit = kanjiUnits[scalar] {
                guard myriad + (digit ?? 0) > 0, total % (unit * 1_0000) == 0 || total == 0 else { return nil }
                total += (myriad + (digit ?? 0)) * unit
                myriad = 0
                digit = nil
                lastUnit = Int.max
            } else {
                return nil
            }
        }
        return total + myriad + (digit ?? 0)
    }

    /// The reading of `digits` followed by `counter`, nil when the counter is not one of the
    /// table's or the number cannot be read with it (11つ). `afterMonth`: whether a month comes
    /// before, which makes 1日 the first of it, ついたち (5月1日, 毎月1日); elsewhere it is one
    /// day, いちにち (1日に3回). 2日 and on are read alike in both senses (ふつか).
    static func reading(digits: String, counter: String, afterMonth: Bool) -> String? {
        if counter.hasSuffix("間"), case let base = String(counter.dropLast()), lengths.contains(base) {
            return reading(digits: digits, counter: base, afterMonth: false).map { $0 + "かん" }
        }
        if counter.hasSuffix("中"), case let base = String(counter.dropLast()), throughout.contains(base), value(of: digits) == 1, !afterMonth {
            return reading(digits: digits, counter: base, afterMonth: false).map { $0 + "じゅう" }
        }
        guard let number = value(of: digits), let rule = counters[counter], counter != "月" || (1...12).contains(number) else { return nil }
        if counter == "日", number == 1, !afterMonth { return "いちにち" }
        if let word = rule.words[number] { return word }
        if counter == "つ" { return number == 10 ? "とお" : nil }
        if counter == "日", number % 10 == 4, number > 10 { return reading(of: number - 4) + "よっか" }
        let plain = reading(of: number, four: rule.four, seven: rule.seven, nine: rule.nine)
        switch rule.sound {
        case .plain:
            return plain + rule.reading
        case .doubled(let kRow):
            guard let stem = doubled(number, kRow: kRow) else { return plain + rule.reading }
            return stem + rule.reading
        case .hRow:
            if let stem = doubled(number, kRow: true) { return stem + pRow(rule.reading) }
            return plain + (number % 10 == 3 || number % 1000 == 0 && number % 10000 != 0 ? bRow(rule.reading) : rule.reading)
        case .minutes:
            if let stem = doubled(number, kRow: true) { return stem + "ぷん" }
            return plain + (number % 10 == 3 || number % 10 == 4 ? "ぷん" : "ふん")
        }
    }

    /// The number with its last sound made a small っ (いち → いっ, はち → はっ, じゅう → じゅっ,
    /// and before the か, は and ぱ rows ろく → ろっ, ひゃく → ひゃっ), where a counter that
    /// doubles takes it; nil when it does not end so.
    private static func doubled(_ number: Int, kRow: Bool) -> String? {
        let last = number % 10
        let spoken = reading(of: number)
        if last == 1 || last == 8 || (kRow && last == 6) { return String(spoken.dropLast()) + "っ" }
        guard last == 0 else { return nil }
        if number % 100 != 0, spoken.hasSuffix("じゅう") { return String(spoken.dropLast()) + "っ" }
        if kRow, number % 1000 != 0, number % 100 == 0, spoken.hasSuffix("く") { return String(spoken.dropLast()) + "っ" }
        return nil
    }

    private static func pRow(_ reading: String) -> String { shifted(reading, by: 2) }
    private static func bRow(_ reading: String) -> String { shifted(reading, by: 1) }

    /// は-row kana moved to the ば (1) or ぱ (2) row: the first kana of `reading`.
    private static func shifted(_ reading: String, by step: UInt32) -> String {
        guard let first = reading.unicodeScalars.first, "はひふへほ".unicodeScalars.contains(first),
              let moved = Unicode.Scalar(first.value + step) else { return reading }
        return String(moved) + String(reading.unicodeScalars.dropFirst())
    }

    private static let ones = ["", "いち", "に", "さん", "よん", "ご", "ろく", "なな", "はち", "きゅう"]
    private static let hundreds = ["", "ひゃく", "にひゃく", "さんびゃく", "よんひゃく", "ごひゃく", "ろっぴゃく", "ななひゃく", "はっぴゃく", "きゅうひゃく"]
    private static let thousands = ["", "せん", "にせん", "さんぜん", "よんせん", "ごせん", "ろくせん", "ななせん", "はっせん", "きゅうせん"]

    /// A number read aloud (0 ぜろ, 14 じゅうよん, 1000 せん, 25000 にまんごせん); its last digit
    /// read as `four`, `seven` or `nine` where the counter says so.
    static func reading(of number: Int, four: String = "よん", seven: String = "なな", nine: String = "きゅう") -> String {
        guard number > 0 else { return number == 0 ? "ぜろ" : "" }
        var out = ""
        let units: [(Int, String)] = [(1_0000_0000, "おく"), (1_0000, "まん")]
        var rest = number
        for (size, name) in units where rest >= size {
            out += belowTenThousand(rest / size, four: "よん", seven: "なな", nine: "きゅう", alone: false) + name
            rest %= size
        }
        return out + belowTenThousand(rest, four: four, seven: seven, nine: nine, alone: true)
    }

    private static func belowTenThousand(_ number: Int, four: String, seven: String, nine: String, alone: Bool) -> String {
        var out = thousands[number / 1000] + hundreds[number / 100 % 10]
        let tens = number / 10 % 10
        if tens > 0 { out += (tens == 1 ? "" : ones[tens]) + "じゅう" }
        switch number % 10 {
        case 0: break
        case 4: out += four
        case 7: out += seven
        case 9: out += nine
        case let digit: out += ones[digit]
        }
        return out
    }

    /// The kanji numeral of `number` below 10,000 (14 十四, 20 二十, 1000 千), for finding the
    /// dictionary's word (十四日, 二人); nil above.
    static func kanjiNumeral(_ number: Int) -> String? {
        guard number > 0, number < 10000 else { return nil }
        let digits = Array("〇一二三四五六七八九")
        var out = ""
        for (size, name) in [(1000, "千"), (100, "百"), (10, "十")] where number / size % 10 > 0 {
            let digit = number / size % 10
            out += (digit == 1 ? "" : String(digits[digit])) + name
        }
        if number % 10 > 0 { out += String(digits[number % 10]) }
        return out
    }
}
