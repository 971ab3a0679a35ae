import KanjiDictionary
import LearnerData

/// One kanji's row, in the All list and on a word's page: the character, its bookmark mark, the
/// form the word writes it in when that differs, and its meanings.
enum KanjiRowRenderer {
    static func draw(_ item: WordCharacter, row: Int, column: Int, into frame: inout Frame, marks: SubjectMarks) {
        switch item {
        case .kanji(let kanji, let written):
            frame.write(String(kanji.character), row: row, column: column, style: .bold)
            BookmarkMark.draw(.kanji(kanji.character), marks: marks, row: row, column: column + 2, into: &frame)
            var x = column + 4
            if written != kanji.character {
                x = frame.write("(\(written)) ", row: row, column: x, style: .dim)
            }
            let meanings = kanji.meanings.isEmpty ? "—" : kanji.meanings.joined(separator: ", ")
            frame.write(meanings, row: row, column: x, maxWidth: frame.width - x - 1)
        case .unknown(let character):
            frame.write(String(character), row: row, column: column, style: .bold)
            frame.write("not in the dictionary", row: row, column: column + 4, style: .dim)
        }
    }
}
