import Kana
import KanjiDictionary

/// A kanji's readings in hiragana, without okurigana: KANJIDIC2's on and kun readings, and
/// those it has in names alone (nanori: 佑 すけ), which go with either.
public struct KanjiReadings: Sendable {
    public var on: [String]
    public var kun: [String]
    public var nanori: [String]

    public init(on: [String], kun: [String], nanori: [String]) {
        self.on = on
        self.kun = kun
        self.nanori = nanori
    }

    var isEmpty: Bool { on.isEmpty && kun.isEmpty && nanori.isEmpty }
}

/// Which of the names a text may be is likeliest where nothing in the text says (MeCab cut it
/// into pieces, or read none of them so): one read by its kanji's own readings, as names mostly
/// are (坂本 さか|もと, not JMnedict's first 坂本, かるめら), and of those one read all in on or
/// all in kun, as most are (中本 なか|もと before なか|ほん); the dictionary's order otherwise.
extension Segmenter {
    /// `names`, written `text`, the likeliest first (above).
    func likeliestFirst(_ names: [Int], written text: String) -> [Int] {
        guard names.count > 1 else { return names }
        var kanji: [KanjiReadings] = []
        for character in text {
            // 々 repeats the kanji before it (佐々木).
            guard let readings = character == "々" ? kanji.last : lexicon.words.kanjiReadings(of: character), !readings.isEmpty else {
                return names
            }
            kanji.append(readings)
        }
        let fits = names.map { name in entry(name).readings.map { NameReading.fit(of: $0, to: kanji) }.max() ?? .none }
        return names.indices.sorted { fits[$0] > fits[$1] || (fits[$0] == fits[$1] && $0 < $1) }.map { names[$0] }
    }
}

/// How a reading is made of its kanji's readings, one after another.
enum NameReading: Int, Comparable {
    /// Not of its kanji's readings (坂本 かるめら).
    case none
    /// Of on and kun readings both (中本 なか|ほん).
    case mixed
    /// Of on readings alone or kun readings alone, a name's own with either (中本 なか|もと,
    /// 京田 きょう|でん, 圭佑 けい|すけ).
    case consistent

    static func < (left: NameReading, right: NameReading) -> Bool { left.rawValue < right.rawValue }

    /// How `reading` is one reading of each kanji in turn, each perhaps voiced (rendaku: 山崎
    /// やま|ざき) or, but the last, ending in っ for its く, つ, き or ち (一井 いっ|い).
    static func fit(of reading: String, to kanji: [KanjiReadings]) -> NameReading {
        let unvoiced = { (text: String) in Array(Segmenter.unvoiced(KanaFolding.hiragana(text)).unicodeScalars) }
        let target = unvoiced(reading)
        let parts = kanji.map { (on: $0.on.map(unvoiced), kun: $0.kun.map(unvoiced), nanori: $0.nanori.map(unvoiced)) }
        /// Whether the rest, from `position` and kanji `index`, is read so, in on (true), kun
        /// (false) or either (nil) alone.
        func composes(from position: Int, kanji index: Int, only script: Bool?) -> Bool {
            guard index < parts.count else { return position == target.count }
            let readings = (script != false ? parts[index].on : []) + (script != true ? parts[index].kun : []) + parts[index].nanori
            return readings.contains { part in
                guard fits(part, at: position, last: index == parts.count - 1) else { return false }
                return composes(from: position + part.count, kanji: index + 1, only: script)
            }
        }
        func fits(_ part: [Unicode.Scalar], at position: Int, last: Bool) -> Bool {
            guard !part.isEmpty, position + part.count <= target.count else { return false }
            let piece = target[position..<(position + part.count)]
            if piece.elementsEqual(part) { return true }
            let doubled = !last && piece.last == "っ" && part.last.map { "くつきち".unicodeScalars.contains($0) } == true
            return doubled && piece.dropLast().elementsEqual(part.dropLast())
        }
        if composes(from: 0, kanji: 0, only: true) || composes(from: 0, kanji: 0, only: false) { return .consistent }
        return composes(from: 0, kanji: 0, only: nil) ? .mixed : .none
    }
}
