import KanjiDictionary
import KanjiRecognition

/// The writing pad's recogniser, made on its own thread the first time the pad opens (its
/// templates are every kanji's KanjiVG strokes, and zinnia reads a 26 MB model): the pad shows at
/// once, and strokes drawn before it is ready are recognised as soon as it is.
final class HandwritingBuild: Sendable {
    private let work: BackgroundWork<HandwritingRecognizer, Never>?

    /// `zinniaModel`: where zinnia's model is (Debian's, unless a test says otherwise).
    init(store: KanjiStore, zinniaModel: String = ZinniaRecognizer.japaneseModel) {
        work = BackgroundWork { HandwritingRecognizer(kanji: store.kanji, zinniaModel: zinniaModel) }
    }

    private init() {
        work = nil
    }

    /// A recogniser never made, for a replay: the log holds no strokes to recognise.
    static let never = HandwritingBuild()

    /// The recogniser once made; nil while it is being made, and always for `never`.
    var recognizer: HandwritingRecognizer? {
        if case .success(let recognizer) = work?.outcome { return recognizer }
        return nil
    }
}
