import Kana

/// What a query's text is taken as: written characters, a reading in kana, or Latin letters that
/// are searched both as English and, when they spell kana, as romaji.
public enum QueryReading: Equatable, Sendable {
    case none
    /// Text with a kanji in it: the kanji themselves and words written with the text, found
    /// through the text's kanji (so text of kana mixed with Latin letters finds nothing).
    case written(String)
    /// A reading typed in kana.
    case kana(String)
    /// Latin letters: English words, and the kana they spell as romaji if they do.
    case latin(english: String, romaji: RomajiConverter.Conversion?)

    public init(text: String) {
        if text.isEmpty {
            self = .none
        } else if KanaFolding.isKana(text) {
            self = .kana(text)
        } else if text.unicodeScalars.contains(where: QueryReading.isWrittenCharacter) {
            self = .written(text)
        } else {
            let romaji = RomajiConverter.convert(words: text)
            self = .latin(english: text, romaji: romaji.flatMap { $0.kana.isEmpty ? nil : $0 })
        }
    }

    /// Kanji, 々, kana, full-width forms: anything a written word has that English does not.
    private static func isWrittenCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isIdeographic || KanaFolding.isKana(scalar) || (0xFF00...0xFFEF).contains(scalar.value)
            || scalar == "々"
    }

    /// What the header shows: `にほん (from romaji), "nihon" in English`, `"sun" in English`, `日本 (written)`.
    public var description: String { description(romajiFound: true) }

    /// The description, leaving the romaji out when it found nothing the English did not
    /// (`itinerary` is no "いちねらry"), so the header names what the results come from.
    func description(romajiFound: Bool) -> String {
        switch self {
        case .none: return ""
        case .written(let text): return "\(text) (written)"
        case .kana(let text): return "\(text) (reading)"
        case .latin(let english, let romaji):
            let inEnglish = "\"\(english)\" in English"
            guard let romaji, romajiFound else { return inEnglish }
            let kana = romaji.kana + romaji.pendingTail
            return "\(kana) (from romaji), \(inEnglish)"
        }
    }
}
