import Foundation
import KanjiDictionary
import KanjiSearch

/// The search benchmark's steps, each run alone in a child process
/// (`kanji-benchmark --search-step NAME FILE`) so that its peak memory is its own.
enum SearchStep: String, CaseIterable {
    case index = "search-index"
    case keystrokes = "search-keystrokes"

    var title: String {
        switch self {
        case .index: "load + build the search index"
        case .keystrokes: "load + index + every keystroke of the queries"
        }
    }

    func run(path: String) -> Int32 {
        guard let store = try? KanjiStore.load(contentsOf: path) else {
            note("\(rawValue): cannot load \(path)")
            return 1
        }
        var index: SearchIndex?
        let build = StepTimer.once { index = SearchIndex(store: store) }
        guard let index else { return 1 }
        switch self {
        case .index:
            StepTimer.report(build)
        case .keystrokes:
            var all: [Double] = []
            var allCPU: [Double] = []
            for (kind, queries) in SearchQueries.all {
                var times: [Double] = []
                var cpuTimes: [Double] = []
                for query in queries {
                    for typed in SearchQueries.keystrokes(query) {
                        let cpuStart = SearchStep.threadCPUSeconds()
                        times.append(StepTimer.once { _ = try? index.search(typed) })
                        cpuTimes.append(SearchStep.threadCPUSeconds() - cpuStart)
                    }
                }
                all += times
                allCPU += cpuTimes
                print("kind=\(kind) queries=\(queries.count) keystrokes=\(times.count) " + SearchStep.percentiles(times)
                    + " " + SearchStep.percentiles(cpuTimes, prefix: "cpu"))
            }
            let queries = SearchQueries.all.reduce(0) { $0 + $1.queries.count }
            print("kind=all queries=\(queries) keystrokes=\(all.count) " + SearchStep.percentiles(all)
                + " " + SearchStep.percentiles(allCPU, prefix: "cpu"))
            StepTimer.report(all.sorted()[all.count / 2])
        }
        return 0
    }

    /// `median=… p90=… p99=… max=…` in seconds, each name after `prefix`.
    static func percentiles(_ times: [Double], prefix: String = "") -> String {
        let sorted = times.sorted()
        func at(_ fraction: Double) -> Double { sorted[min(sorted.count - 1, Int(Double(sorted.count) * fraction))] }
        return "\(prefix)median=\(at(0.5)) \(prefix)p90=\(at(0.9)) \(prefix)p99=\(at(0.99)) \(prefix)max=\(sorted.last ?? 0)"
    }

    /// The CPU time this thread has used: a keystroke's own work, without the time other
    /// processes on a busy machine held the core.
    static func threadCPUSeconds() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }
}
