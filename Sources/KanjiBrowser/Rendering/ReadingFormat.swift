import KanjiDictionary
import Pronunciation

/// How readings are shown: kun readings with their okurigana in brackets, as in 明(あか.るい) → あか(るい).
enum ReadingFormat {
    static func kun(_ reading: String) -> String {
        guard let dot = reading.firstIndex(of: ".") else { return reading }
        return reading[..<dot] + "(" + reading[reading.index(after: dot)...] + ")"
    }

    static func list(_ readings: [String]) -> String {
        readings.isEmpty ? "—" : readings.joined(separator: "、")
    }

    /// A word's readings, each with its pitch accent's drop marked where the dictionary has one
    /// (は＼し), for one row; a kana word's own spelling when only it has one.
    static func withPitch(_ word: WordEntry) -> [String] {
        let pitches = word.pitchAccents
        let readings = word.readings.isEmpty && !pitches.isEmpty ? [word.word] : word.readings
        return readings.map { reading in word.pitchAccent(of: reading).map(PitchNotation.compact) ?? reading }
    }
}
