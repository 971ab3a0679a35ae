import Deinflection
import KanjiDictionary
import Synchronization

/// What segmenters on several threads look up alike, shared: the words of a spelling, decoded
/// words and a text's deinflections depend on the dictionary alone, not on a segmenter's MeCab or
/// on the text around. `parse --file` cuts a novel's lines on two threads, each meeting the
/// novel's words for the first time, and decoded them, deinflected them and looked them up twice.
/// Each segmenter keeps what it asked in its own caches first (no lock on what it asks again and
/// again), and asks here only what it has not met; two asking the same at once may both make it,
/// the same value either way.
public final class SharedLookups: Sendable {
    private struct Tables {
        var matches: [TextKey: [Lexicon.Match]] = [:]
        var entries: [Int: WordEntry] = [:]
        var deinflections: [TextKey: [Deinflection]] = [:]
    }

    private let tables = Mutex(Tables())

    public init() {}

    func matches(_ key: TextKey, _ make: () -> [Lexicon.Match]) -> [Lexicon.Match] {
        value(\.matches, key, make)
    }

    func entry(_ word: Int, _ make: () -> WordEntry) -> WordEntry {
        value(\.entries, word, make)
    }

    func deinflections(_ key: TextKey, _ make: () -> [Deinflection]) -> [Deinflection] {
        value(\.deinflections, key, make)
    }

    /// The value kept in `table` for `key`, else what `make` gives (made outside the lock, so
    /// the other threads go on meanwhile), kept; a table is dropped whole at the segmenter's
    /// limit, as its own caches are.
    private func value<Key: Hashable, Value: Sendable>(
        _ table: WritableKeyPath<Tables, [Key: Value]>, _ key: Key, _ make: () -> Value
    ) -> Value {
        if let kept = tables.withLock({ $0[keyPath: table][key] }) { return kept }
        let made = make()
        tables.withLock { tables in
            if tables[keyPath: table].count >= Segmenter.cacheLimit { tables[keyPath: table].removeAll(keepingCapacity: true) }
            tables[keyPath: table][key] = made
        }
        return made
    }
}
