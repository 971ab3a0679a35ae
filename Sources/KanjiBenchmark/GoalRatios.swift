/// The goals of issue 4 as numbers, from the measurements of one dictionary. Time goals compare
/// whole processes with whole processes: `kanji-list` against the benchmark's own child that
/// only parses and walks the file with simdjson, both Swift executables started the same way.
struct GoalRatios {
    /// Goal 1: `kanji-list lookup 日` process / simdjson parse+walk process (≤ 1.5).
    var lookup: Double?
    /// Goal 1, extra: the lookup process against simdjson's in-process parse+walk time.
    var lookupInProcess: Double?
    /// Goal 2: the browser's first frame in tmux / the simdjson step showing its row in the same
    /// tmux harness (≤ 1.5).
    var firstFrame: Double?
    /// Goal 2, extra: the browser's first frame in tmux / simdjson parse+walk as a plain process.
    var firstFrameVersusProcess: Double?
    /// Goal 2, extra: load + the first frame's data, in process, against simdjson in process.
    var firstFrameData: Double?
    /// Goal 3: peak resident memory / the file's size (≤ 2.5), for the lookup and the browser.
    var lookupPeak: Double?
    var browserPeak: Double?
    /// Goal 4 (< 1 ms each): the list of words containing 日, 40 of them decoded, all decoded,
    /// and the kanji of 日本語.
    var wordList: Double?
    var screenful: Double?
    var allWords: Double?
    var wordKanji: Double?

    init(_ result: Benchmark.SizeResult) {
        let simdjson = result.measurement(Step.simdjson.title)
        let lookup = result.measurement(Benchmark.lookupTitle)
        let browser = result.measurement(Benchmark.browserTitle)
        let file = Double(max(result.fileBytes, 1))
        if let simdjson {
            self.lookup = lookup.map { $0.process / simdjson.process }
            firstFrameVersusProcess = browser.map { $0.process / simdjson.process }
            if let work = simdjson.work {
                lookupInProcess = lookup.map { $0.process / work }
                firstFrameData = result.measurement(Step.browserData.title)?.work.map { $0 / work }
            }
        }
        if let baseline = result.measurement(Benchmark.simdjsonInTerminalTitle) {
            firstFrame = browser.map { $0.process / baseline.process }
        }
        lookupPeak = lookup.map { Double($0.peakBytes) / file }
        browserPeak = browser.map { Double($0.peakBytes) / file }
        wordList = result.measurement(Step.wordQuery.title)?.work
        screenful = result.measurement(Step.screenful.title)?.work
        allWords = result.measurement(Step.words.title)?.work
        wordKanji = result.measurement(Step.wordKanji.title)?.work
    }

    static func met(_ value: Double?, below limit: Double) -> String {
        guard let value else { return "not measured" }
        return value <= limit ? "met" : "MISSED"
    }
}
