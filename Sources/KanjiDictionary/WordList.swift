/// The words containing a kanji, common first, shorter before longer, then in file order. Each
/// entry is decoded from the file when subscripted, so even thousands of words cost nothing until
/// they are shown.
public struct WordList: RandomAccessCollection, Sendable {
    /// nil for a character that is not in the dictionary (an empty list).
    let file: DictionaryFile?
    let kanjiIndex: Int
    public let endIndex: Int

    init(file: DictionaryFile, kanjiIndex: Int) {
        self.file = file
        self.kanjiIndex = kanjiIndex
        self.endIndex = file.wordIndices(containing: kanjiIndex).count
    }

    /// An empty list.
    init() {
        file = nil
        kanjiIndex = 0
        endIndex = 0
    }

    public var startIndex: Int { 0 }

    public subscript(position: Int) -> WordEntry {
        guard let file, position >= 0, position < endIndex else {
            preconditionFailure("word index \(position) out of range 0..<\(endIndex)")
        }
        let indices = file.wordIndices(containing: kanjiIndex)
        // The list checked as damaged since it was counted (its image cut short under the
        // process: ``KanjiStore/imageWasCutShort``) has no words: an empty one, as a damaged page gives.
        guard position < indices.count else { return WordEntry(word: "", meanings: []) }
        return file.word(at: Int(indices[position]))
    }
}
