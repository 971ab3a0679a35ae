import KanjiDictionary

/// One reading's pitch accents: where the pitch drops, counted in morae (0: it never drops,
/// heiban; 1: after the first, atamadaka; the mora count: after the last, odaka), the usual first.
/// Estimated when joined from a compound's parts rather than found in a dictionary.
public struct ReadingPitch: Equatable, Hashable, Sendable {
    public var reading: String
    public var accents: [Int]
    public var isEstimated: Bool

    public init(reading: String, accents: [Int], isEstimated: Bool = false) {
        self.reading = reading
        self.accents = accents
        self.isEstimated = isEstimated
    }

    /// As the dictionary file spells it (docs/dictionary.schema.json's "pitch"): "はし:1",
    /// "ひとびと:~2", "いま:1,0".
    public var encoded: String {
        reading + ":" + (isEstimated ? "~" : "") + accents.map(String.init).joined(separator: ",")
    }

    /// A reading's accents from the file's spelling; nil for a string that is not one, or whose
    /// accent lies beyond the reading's morae (a damaged file is not believed).
    public init?(encoded: String) {
        guard let colon = encoded.lastIndex(of: ":") else { return nil }
        let reading = String(encoded[..<colon])
        var numbers = Substring(encoded[encoded.index(after: colon)...])
        let estimated = numbers.first == "~"
        if estimated { numbers = numbers.dropFirst() }
        let parts = numbers.split(separator: ",", omittingEmptySubsequences: false)
        let morae = Morae.count(reading)
        let accents = parts.compactMap { part in part.allSatisfy(\.isASCII) ? Int(part) : nil }
        guard !reading.isEmpty, !accents.isEmpty, accents.count == parts.count,
              accents.allSatisfy({ (0...morae).contains($0) })
        else { return nil }
        self.init(reading: reading, accents: accents, isEstimated: estimated)
    }

    /// How many morae the reading has.
    public var moraCount: Int { Morae.count(reading) }
}

extension WordEntry {
    /// The pitch accents of the word's readings that have any, in the file's order; strings that
    /// are not one are left out.
    public var pitchAccents: [ReadingPitch] { pitch.compactMap(ReadingPitch.init(encoded:)) }

    /// The accents of `reading` (its kana, as in `readings`), if the word has them.
    public func pitchAccent(of reading: String) -> ReadingPitch? {
        pitchAccents.first { $0.reading == reading }
    }
}
