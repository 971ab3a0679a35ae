import KanjiDictionary
import Segmentation
import Synchronization

/// The Read screen's segmenter: the lexicon (every spelling of every word) made on its own thread
/// the first time the screen opens, then one segmenter with MeCab where it is installed, used
/// under a lock (MeCab's tagger is not safe from two threads).
final class ReadingBuild: Sendable, Equatable {
    private let work: BackgroundWork<Lexicon, Never>?
    private let segmenter = Mutex<Segmenter?>(nil)
    /// Why MeCab is not used, once the segmenter is made; nil when it is.
    private let missing = Mutex<String?>(nil)

    init(store: KanjiStore) {
        work = BackgroundWork { Lexicon(store: store) }
    }

    private init() {
        work = nil
    }

    /// No segmenter ever, for a replay: the log holds no text to read.
    static let never = ReadingBuild()

    static func == (left: ReadingBuild, right: ReadingBuild) -> Bool { left === right }

    var isReady: Bool { work?.outcome != nil }

    /// Why MeCab is not used (the help says so); nil while unknown or when it is.
    var mecabMissing: String? { missing.withLock { $0 } }

    /// Runs `body` with the segmenter; nil while the lexicon is being made.
    func withSegmenter<Result: Sendable>(_ body: (Segmenter) -> Result) -> Result? {
        guard case .success(let lexicon) = work?.outcome else { return nil }
        return segmenter.withLock { stored -> Result in
            if stored == nil {
                let (made, reason) = Segmenter.make(lexicon: lexicon)
                missing.withLock { $0 = reason }
                stored = made
            }
            guard let active = stored else { preconditionFailure("the segmenter was just made") }
            return body(active)
        }
    }
}
