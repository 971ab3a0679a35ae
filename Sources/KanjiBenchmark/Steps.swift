import CSimdjsonBenchmark
import Foundation
import KanjiDictionary

/// The steps, each run alone in a child process (`kanji-benchmark --step NAME FILE`) so that its
/// peak memory is its own. Each prints `seconds=` for the work it times.
enum Step: String, CaseIterable {
    case jsonDecoder = "jsondecoder"
    case simdjson
    case load
    case browserData = "browser-data"
    case wordQuery = "word-query"
    case screenful = "words-screenful"
    case words
    case wordKanji = "word-kanji"

    var title: String {
        switch self {
        case .jsonDecoder: "Foundation JSONDecoder load"
        case .simdjson: "simdjson parse + walk"
        case .load: "KanjiStore.load"
        case .browserData: "load + first frame's data"
        case .wordQuery: "words containing 日 (the list)"
        case .screenful: "words containing 日, 40 decoded"
        case .words: "words containing 日, all decoded"
        case .wordKanji: "kanji of 日本語"
        }
    }

    /// Runs the step on `path` in this process; returns the exit status.
    func run(path: String) -> Int32 {
        switch self {
        case .jsonDecoder:
            var count = 0
            let seconds = StepTimer.once {
                guard let data = FileManager.default.contents(atPath: path),
                      let decoded = try? JSONDecoder().decode(FoundationDictionary.self, from: data) else { return }
                count = decoded.words.count
            }
            guard count > 0 else { return fail("JSONDecoder could not read \(path)") }
            StepTimer.report(seconds)
        case .simdjson:
            var counts = kl_benchmark_walk_counts()
            var parsed = false
            let seconds = StepTimer.once { parsed = kl_benchmark_parse_and_walk(path, &counts) }
            guard parsed else { return fail("simdjson could not read \(path)") }
            StepTimer.report(seconds)
        case .load:
            var store: KanjiStore?
            do {
                let seconds = try StepTimer.once { store = try KanjiStore.load(contentsOf: path) }
                print("kanji=\(store?.kanji.count ?? 0) words=\(store?.wordCount ?? 0)")
                StepTimer.report(seconds)
            } catch {
                return fail("\(error)")
            }
        case .browserData:
            do {
                let seconds = try StepTimer.once {
                    let store = try KanjiStore.load(contentsOf: path)
                    let all = store.kanji
                    if let first = all.first { _ = store.words(containing: first.character).prefix(40).map(\.word) }
                }
                StepTimer.report(seconds)
            } catch {
                return fail("\(error)")
            }
        case .wordQuery, .screenful, .words, .wordKanji:
            guard let store = try? KanjiStore.load(contentsOf: path) else { return fail("cannot load \(path)") }
            let seconds = switch self {
            case .wordQuery: StepTimer.mean(repetitions: 1000) { _ = store.words(containing: "日").count }
            case .screenful: StepTimer.mean(repetitions: 200) { _ = store.words(containing: "日").prefix(40).map(\.meanings.count) }
            case .words: StepTimer.mean(repetitions: 20) { _ = store.words(containing: "日").map(\.meanings.count) }
            default: StepTimer.mean(repetitions: 1000) { _ = store.kanji(ofWord: "日本語") }
            }
            print("count=\(store.words(containing: "日").count)")
            StepTimer.report(seconds)
        }
        return 0
    }

    private func fail(_ message: String) -> Int32 {
        note("\(rawValue): \(message)")
        return 1
    }
}
