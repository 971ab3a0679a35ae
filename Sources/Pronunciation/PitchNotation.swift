/// Pitch accent in the notation learners know, as plain text (readable without colour, kana being
/// two columns wide each): a line over the high morae (￣, U+FFE3, one per kana) on the row above
/// the kana, and ＼ where the pitch drops. 箸 はし (1), 橋 はし (2) and 端 はし (0):
///
///     ￣          　￣          　￣
///     は＼し      はし＼        はし
///
/// On one line (a list's row) only the drop is marked, and a heiban word, which never drops, ends
/// in ￣ (it stays high into the particle after it): は＼し, はし＼, はし￣. An estimated accent
/// (joined from a compound's parts) is marked with "~" before the kana and "estimated" after its
/// pattern's name.
public enum PitchNotation {
    /// Where the pitch drops.
    public static let dropMark = "＼"
    /// Over a high kana.
    public static let overline = "￣"
    /// Over a low kana or the drop mark: a space as wide as a kana.
    static let blank = "　"
    /// Before the kana of an estimated accent.
    public static let estimatedMark = "~"

    /// One accent of a reading on two rows: the line over its high morae, and the kana with the
    /// drop mark. Trailing blanks of the top row are left out.
    public struct Rows: Equatable, Sendable {
        public var overline: String
        public var kana: String
    }

    /// Whether each mora is high: in Tokyo speech the first is low unless the accent is on it, and
    /// the morae from the second to the drop are high (to the end for heiban).
    public static func highMorae(count: Int, accent: Int) -> [Bool] {
        (1...max(count, 1)).prefix(count).map { position in
            if accent == 1 { return position == 1 }
            return position > 1 && (accent == 0 || position <= accent)
        }
    }

    public static func rows(_ reading: String, accent: Int) -> Rows {
        let morae = Morae.of(reading)
        let high = highMorae(count: morae.count, accent: accent)
        var top = "", kana = ""
        for (index, mora) in morae.enumerated() {
            top += String(repeating: high[index] ? overline : blank, count: mora.count)
            kana += mora
            if accent == index + 1 {
                top += blank
                kana += dropMark
            }
        }
        while top.hasSuffix(blank) { top.removeLast() }
        return Rows(overline: top, kana: kana)
    }

    /// The kana with the drop mark alone, for one line (a list's row): は＼し, はし＼, はし￣.
    public static func marked(_ reading: String, accent: Int) -> String {
        rows(reading, accent: accent).kana + (accent == 0 ? overline : "")
    }

    /// The pattern's name, with the accent's number: "atamadaka 1", "heiban 0"; "estimated" after
    /// an estimated one.
    public static func name(_ pitch: ReadingPitch, accent: Int) -> String {
        PitchPattern(accent: accent, moraCount: pitch.moraCount).rawValue + " \(accent)"
            + (pitch.isEstimated ? " estimated" : "")
    }

    /// Every accent of a reading on one line, the drop marked, the usual first:
    /// "は＼し", "~ひと＼びと" (estimated), "い＼ま / いま￣" (two accents).
    public static func compact(_ pitch: ReadingPitch) -> String {
        (pitch.isEstimated ? estimatedMark : "")
            + pitch.accents.map { marked(pitch.reading, accent: $0) }.joined(separator: " / ")
    }

    /// `compact` with the patterns' names where they fit in `width` columns (kana are two wide):
    /// "は＼し atamadaka", "い＼ま atamadaka / いま￣ heiban".
    public static func compactNamed(_ pitch: ReadingPitch, width: Int) -> String {
        let named = (pitch.isEstimated ? estimatedMark : "") + pitch.accents.map { accent in
            marked(pitch.reading, accent: accent) + " " + PitchPattern(accent: accent, moraCount: pitch.moraCount).rawValue
        }.joined(separator: " / ") + (pitch.isEstimated ? " (estimated)" : "")
        return columns(named) <= width ? named : compact(pitch)
    }

    /// Several readings' accents on one line, separated by "、", named where all fit in `width`.
    public static func summary(_ pitches: [ReadingPitch], width: Int = .max) -> String {
        let named = pitches.map { compactNamed($0, width: .max) }.joined(separator: "、")
        return columns(named) <= width ? named : pitches.map(compact).joined(separator: "、")
    }

    /// Each accent as two rows with its name beside the kana where it fits in `width` columns;
    /// `indent` before both rows.
    public static func lines(_ pitch: ReadingPitch, indent: String = "", width: Int) -> [String] {
        pitch.accents.flatMap { accent -> [String] in
            let rows = rows(pitch.reading, accent: accent)
            let mark = pitch.isEstimated ? estimatedMark : ""
            let pad = String(repeating: " ", count: mark.count)
            var kana = indent + mark + rows.kana
            let label = "  " + name(pitch, accent: accent)
            if columns(kana + label) <= width { kana += label }
            return [indent + pad + rows.overline, kana]
        }
    }

    /// One accent on the kana's row alone, for a page short of rows: the one-line notation, its
    /// name beside it ("は＼し  atamadaka 1", "はし￣  heiban 0"), `indent` before it.
    public static func line(_ pitch: ReadingPitch, accent: Int, indent: String = "") -> String {
        indent + (pitch.isEstimated ? estimatedMark : "") + marked(pitch.reading, accent: accent) + "  " + name(pitch, accent: accent)
    }

    /// Columns on a terminal, for the text this type makes: kana, ￣, ＼ and the blank are two
    /// wide, ASCII one.
    static func columns(_ text: String) -> Int {
        text.unicodeScalars.reduce(0) { $0 + ($1.isASCII ? 1 : 2) }
    }
}
