import Deinflection
import LearnerData

/// A verb's or an adjective's conjugation table (`i` on its word page, on a search result, on the
/// Read screen's word): every form with its furigana and its name, a section a class.
struct ConjugationScreen: Equatable, Sendable, ScreenContent {
    let conjugation: WordConjugation
    /// The class names the headings give (JMdict's, from the dictionary's tags).
    let classNames: [String]
    var cursor: Cursor

    init(_ conjugation: WordConjugation, tagName: (String) -> String) {
        self.conjugation = conjugation
        classNames = conjugation.table.sections.map { tagName($0.wordClass.rawValue) }
        cursor = Cursor(count: conjugation.table.forms.count)
    }

    var word: String { conjugation.entry.word }

    var title: String { "\(word) forms" }

    var header: ScreenHeader {
        ScreenHeader(title: "Conjugation of \(word)", status: "\(cursor.index + 1)/\(cursor.count) forms")
    }

    var subject: String? { word }

    var navigationState: NavigationState { .conjugation }

    var screen: Screen { .conjugation(self) }

    var keymap: Keymap<Command> { .conjugationTable }

    var markableScreenSubject: StudySubject? { .word(word) }

    /// The form under the cursor.
    var currentForm: ConjugatedForm? {
        let forms = conjugation.table.forms
        return forms.indices.contains(cursor.index) ? forms[cursor.index] : nil
    }

    mutating func handle(_ key: Key, layout: Layout) -> ScreenResponse {
        guard let command = keymap.command(for: key) else { return .ignored }
        // Each form takes two rows (its furigana above it); the cursor pages by forms.
        return cursor.perform(command, viewHeight: ConjugationRenderer.formsShown(layout: layout)) ? .handled : .ignored
    }

    func draw(into frame: inout Frame, layout: Layout, marks: SubjectMarks) {
        ConjugationRenderer.draw(self, into: &frame, layout: layout, marks: marks)
    }
}
