import Foundation
import LearnerData
import Segmentation
import TestSupport
import Testing
@testable import KanjiBrowser

/// What the browser does with known words beyond the Read screen: a word's sentences the learner
/// can read first, and a mined word's card with its sentence.
@Suite struct KnownWordsBrowserTests {
    let directory = TestFolders.unused("kanji-list-known-browser")
    var marksPath: String { directory.appendingPathComponent("known.tsv").path }

    /// 猫's sentences are 猫に小判。, 猫が寝る。 and 猫が嫌い。 (が a particle, ignored).
    @Test func aWordsSentencesWhoseOtherWordsAreKnownComeFirst() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try BundledDictionary.store.get()
        let reading = ReadingBuild(store: store)
        // Five minutes at most: the lexicon of all of JMdict took over one on a loaded machine.
        #expect(Polling.until(seconds: 300) { reading.isReady })
        let cat = try #require(store.entries(written: "猫").first)
        let sentences = store.sentences(of: cat)
        #expect(sentences.map(\.japanese) == ["猫に小判。", "猫が寝る。", "猫が嫌い。"])
        func ordered() -> [String] {
            let knowledge = WordKnowledge(store: store, marksPath: marksPath, reviewLogPath: nil)
            return knowledge.readableFirst(sentences, of: cat) { text in reading.withSegmenter { $0.segments(of: text) } }.map(\.japanese)
        }
        #expect(ordered() == ["猫に小判。", "猫が寝る。", "猫が嫌い。"], "nothing known: the dictionary's order")
        try KnownMarksStore(path: marksPath).set(.known, for: [.word("嫌い")])
        #expect(ordered() == ["猫が嫌い。", "猫に小判。", "猫が寝る。"])
        try KnownMarksStore(path: marksPath).set(.known, for: [.word("寝る")])
        #expect(ordered() == ["猫が寝る。", "猫が嫌い。", "猫に小判。"])
    }

    /// A word's page and a kanji's details say what the learner knows of them, as K changes it;
    /// without a marks file or review log (a replay) they say nothing.
    @Test func aWordsPageAndAKanjisDetailsShowTheirState() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = try BundledDictionary.store.get()
        let knowledge = WordKnowledge(store: store, marksPath: marksPath, reviewLogPath: nil)
        let kanji = try #require(store.kanji(for: "猫"))
        let details = KanjiDetailScreen(kanji: kanji, words: store.words(containing: "猫"))
        let entry = try #require(store.entries(written: "猫").first)
        let page = WordScreen(word: "猫", items: KanjiRows(store.kanji(ofWord: "猫")),
                              summary: WordSummary.lines([entry], tagName: store.tagName))
        func firstRows(_ screen: some ScreenContent, marks: SubjectMarks) -> String {
            var frame = Frame(width: 80, height: 24)
            screen.draw(into: &frame, layout: Layout(width: 80, height: 24), marks: marks)
            return frame.text.split(separator: "\n").dropFirst(3).first.map { String($0.reversed().drop { $0 == " " }.reversed()) } ?? ""
        }
        let marks = SubjectMarks(bookmarked: [.kanji("猫")], knowledge: knowledge)
        #expect(firstRows(details, marks: marks).hasPrefix(" 猫★ · new"), "\(firstRows(details, marks: marks))")
        #expect(firstRows(page, marks: marks).hasSuffix("· new"), "\(firstRows(page, marks: marks))")
        #expect(knowledge.toggle(.word("猫")) == "猫 known")
        #expect(firstRows(page, marks: marks).hasSuffix("· known"))
        #expect(firstRows(details, marks: marks).hasPrefix(" 猫★ · new"), "the kanji is not the word")
        #expect(knowledge.toggle(.kanji("猫")) == "猫 known")
        #expect(firstRows(details, marks: marks).hasPrefix(" 猫★ · known"))
        let replay = SubjectMarks(bookmarked: [], knowledge: .none(store: store))
        #expect(!firstRows(details, marks: replay).contains("·") && !firstRows(page, marks: replay).contains("·"))
    }

    @Test func aMinedWordsCardShowsItsSentenceOnTheFrontAndInTheExport() throws {
        let store = try BundledDictionary.store.get()
        let face = try #require(StudyCardFace(.word("嫌い"), in: store, sentence: "犬は嫌いです。"))
        #expect(face.front == "嫌い")
        #expect(face.frontSentence == "犬は嫌いです。")
        #expect(face.frontHighlight == 2..<4)
        #expect(StudyCardFace(.word("嫌い"), in: store)?.frontSentence == nil)
        let bookmark = Bookmark(subject: .word("嫌い"), added: "2026-11-21T22:41:08.042Z", sentence: "犬は<嫌い>です。")
        let note = AnkiNotes.file(for: [bookmark], in: store).text.split(separator: "\n").last.map(String.init) ?? ""
        #expect(note.hasPrefix("嫌い<br>犬は&lt;<b>嫌い</b>&gt;です。\t"))
    }
}
