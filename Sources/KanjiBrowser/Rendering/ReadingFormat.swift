/// How readings are shown: kun readings with their okurigana in brackets, as in 明(あか.るい) → あか(るい).
enum ReadingFormat {
    static func kun(_ reading: String) -> String {
        guard let dot = reading.firstIndex(of: ".") else { return reading }
        return reading[..<dot] + "(" + reading[reading.index(after: dot)...] + ")"
    }

    static func list(_ readings: [String]) -> String {
        readings.isEmpty ? "—" : readings.joined(separator: "、")
    }
}
