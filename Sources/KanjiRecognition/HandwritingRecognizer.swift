import KanjiDictionary

/// The best recogniser this machine can have: the own recogniser and zinnia combined, or the own
/// one alone when zinnia or its model is missing, with why (naming the Debian package).
public struct HandwritingRecognizer: Sendable {
    /// Whose work recognition is, for the help screen.
    public static let credit = "kanji-list's own recogniser over KanjiVG's strokes, with zinnia by Taku Kudo (BSD) and "
        + "Tegaki's Japanese model (Debian tegaki-zinnia-japanese, LGPL-2.1+) where installed"

    public let recognizer: any KanjiRecognizer
    /// Why zinnia is not used; nil when it is.
    public let zinniaMissing: ZinniaRecognizer.Unavailable?
    /// What the own recogniser left out: kanji whose stroke paths cannot be read, in words; nil
    /// when there are none.
    public let unreadableStrokes: String?

    public init(kanji: [KanjiEntry], zinniaModel: String = ZinniaRecognizer.japaneseModel) {
        let own = StrokeMatchRecognizer(kanji: kanji)
        unreadableStrokes = own.unreadable.first.map { first in
            let count = own.unreadable.count
            return "\(count) kanji left out, \(count == 1 ? "its" : "their") stroke paths unreadable "
                + "(the first, \(first.character): \(first.problem))"
        }
        do {
            recognizer = CombinedRecognizer(own: own, zinnia: try ZinniaRecognizer(model: zinniaModel))
            zinniaMissing = nil
        } catch {
            recognizer = own
            zinniaMissing = error
        }
    }

    public func candidates(for drawing: Drawing, limit: Int) -> [Candidate] {
        recognizer.candidates(for: drawing, limit: limit)
    }
}
