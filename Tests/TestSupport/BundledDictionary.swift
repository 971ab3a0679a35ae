import Foundation
import KanjiDictionary

/// The package's bundled dictionary (Resources/dictionary.json.gz), for tests that need real data:
/// its path, and the store loaded once per test process.
public enum BundledDictionary {
    public static let path = URL(fileURLWithPath: #filePath)  // Tests/TestSupport/BundledDictionary.swift
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources/dictionary.json.gz").path

    /// The store, or why it does not load, for a test to report.
    public static let store = Result { () throws(DictionaryError) in try KanjiStore.load(contentsOf: path) }

    /// The store, for fixtures that cannot go on without it.
    public static var loaded: KanjiStore {
        switch store {
        case .success(let store): return store
        case .failure(let error): fatalError("the bundled dictionary does not load: \(error)")
        }
    }
}
