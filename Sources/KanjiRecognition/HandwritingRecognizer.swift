import KanjiDictionary

/// The best recogniser this machine can have: the own recogniser and zinnia combined, or the own
/// one alone when zinnia or its model is missing, with why (naming the Debian package).
public struct HandwritingRecognizer: Sendable {
    public let recognizer: any KanjiRecognizer
    /// Why zinnia is not used; nil when it is.
    public let zinniaMissing: ZinniaRecognizer.Unavailable?

    public init(kanji: [KanjiEntry], zinniaModel: String = ZinniaRecognizer.japaneseModel) {
        let own = StrokeMatchRecognizer(kanji: kanji)
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
