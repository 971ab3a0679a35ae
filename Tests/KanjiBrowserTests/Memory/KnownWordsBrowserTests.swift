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
        #expect(Polling.until { reading.isReady })
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
