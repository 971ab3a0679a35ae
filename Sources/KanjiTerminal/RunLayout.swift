/// Where each piece of a frame's run goes on the screen.
///
/// curses moves the cursor on by its own idea of a character's width. Where that differs from the
/// frame's (an emoji with a variation selector, say), a new piece starts at the column the frame
/// gave, so one odd character cannot shift the rest of the row.
enum RunLayout {
    /// Text drawn with one call, starting at `column`.
    struct Piece: Equatable {
        let column: Int
        let text: String
    }

    /// Splits `text`, which starts at `column`, into pieces placed by `frameWidth`, dropping what
    /// would pass `limit` (the screen's width) so curses never wraps it onto the next row.
    static func pieces(
        of text: String, at column: Int, limit: Int,
        frameWidth: (Character) -> Int, terminalWidth: (Character) -> Int
    ) -> [Piece] {
        var pieces: [Piece] = []
        var start = column
        var current = ""
        var x = column
        for character in text {
            let width = frameWidth(character)
            guard width > 0 else { continue }
            guard x + width <= limit else { break }
            if current.isEmpty { start = x }
            current.append(character)
            x += width
            if terminalWidth(character) != width {
                pieces.append(Piece(column: start, text: current))
                current = ""
            }
        }
        if !current.isEmpty { pieces.append(Piece(column: start, text: current)) }
        return pieces
    }
}
