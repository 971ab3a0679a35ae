import Foundation
import KanjiDictionary
import Synchronization

/// Loads a dictionary on its own thread so the first frame and every key press go on meanwhile.
final class BackgroundLoad: Sendable {
    private let result = Mutex<Result<KanjiStore, DictionaryError>?>(nil)

    init(path: String, load: @escaping @Sendable (String) throws(DictionaryError) -> KanjiStore) {
        let thread = Thread { [self] in
            let outcome: Result<KanjiStore, DictionaryError>
            do throws(DictionaryError) {
                let store = try load(path)
                _ = store.kanji  // decoded here, off the main thread: the All screen lists every one
                outcome = .success(store)
            } catch {
                outcome = .failure(error)
            }
            self.result.withLock { $0 = outcome }
        }
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The outcome once the load has finished; nil while it runs.
    var outcome: Result<KanjiStore, DictionaryError>? {
        result.withLock { $0 }
    }
}
