/// A one-line text field: the characters typed and where the caret is among them. Control
/// characters are never taken in, so what it holds is safe to draw.
struct TextField: Equatable, Sendable {
    private(set) var characters: [Character] = []
    /// The caret's position: the number of characters before it.
    private(set) var caret = 0
    /// The most characters it holds: what a key costs (the field drawn, the text searched) stays
    /// bounded however much is pasted.
    let limit: Int

    init(limit: Int) {
        self.limit = limit
    }

    var text: String { String(characters) }

    var isFull: Bool { characters.count >= limit }

    /// Inserts `character` at the caret; false for characters that are not text (controls) and
    /// when the field is full.
    mutating func insert(_ character: Character) -> Bool {
        guard !isFull, !character.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else { return false }
        characters.insert(character, at: caret)
        caret += 1
        return true
    }

    /// Performs an editing command; false for commands that are not editing.
    mutating func perform(_ command: Command) -> Bool {
        switch command {
        case .deleteBackward:
            guard caret > 0 else { return true }
            characters.remove(at: caret - 1)
            caret -= 1
        case .clearLine:
            characters.removeAll()
            caret = 0
        case .deleteWord:
            var start = caret
            while start > 0, characters[start - 1] == " " { start -= 1 }
            while start > 0, characters[start - 1] != " " { start -= 1 }
            characters.removeSubrange(start..<caret)
            caret = start
        case .caretLeft: caret = max(0, caret - 1)
        case .caretRight: caret = min(characters.count, caret + 1)
        case .lineStart: caret = 0
        case .lineEnd: caret = characters.count
        default: return false
        }
        return true
    }

    /// The part of the text to show in `columns` cells so the caret stays in view, and the
    /// caret's column within it: the most characters before the caret that leave it a column,
    /// then as many after it as fit. Walks only the characters shown, so a long text costs no more.
    func visible(in columns: Int) -> (text: String, caretColumn: Int) {
        guard columns > 1 else { return ("", 0) }
        var start = caret
        var caretColumn = 0
        while start > 0, caretColumn + TextWidth.of(characters[start - 1]) <= columns - 1 {
            start -= 1
            caretColumn += TextWidth.of(characters[start])
        }
        var end = caret
        var width = caretColumn
        while end < characters.count, width + TextWidth.of(characters[end]) <= columns {
            width += TextWidth.of(characters[end])
            end += 1
        }
        return (String(characters[start..<end]), caretColumn)
    }
}
