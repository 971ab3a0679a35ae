import CNcursesw
import KanjiBrowser

/// Draws frames on the curses screen. curses itself sends only the cells that changed, so each
/// frame is drawn whole; a frame equal to the one on screen is not drawn at all. The terminal's
/// cursor shows only where the frame asks for it (a text field's caret).
struct FramePainter {
    private let palette: StylePalette
    private var shown: Frame?

    init(palette: StylePalette) {
        self.palette = palette
    }

    /// Draws `frame`, clipped to the screen's current size.
    mutating func paint(_ frame: Frame) {
        let window = kl_curses_stdscr()
        let rows = min(frame.height, Int(kl_curses_lines()))
        let columns = min(frame.width, Int(kl_curses_cols()))
        guard frame != shown || rows != shown?.height || columns != shown?.width else { return }
        werase(window)
        for row in 0..<rows {
            for run in frame.runs(row: row) {
                let look = palette.look(run.style)
                wattr_set(window, look.attributes, look.pair, nil)
                let pieces = RunLayout.pieces(
                    of: run.text, at: run.column, limit: columns,
                    frameWidth: TextWidth.of, terminalWidth: TextWidth.advance
                )
                for piece in pieces {
                    draw(piece.text, row: row, column: piece.column, in: window)
                }
            }
        }
        wattr_set(window, kl_curses_attr_normal(), 0, nil)
        if let position = frame.cursorPosition, position.row < rows, position.column < columns {
            wmove(window, Int32(position.row), Int32(position.column))
            curs_set(1)
        } else {
            curs_set(0)
        }
        wnoutrefresh(window)
        doupdate()
        shown = frame
    }

    /// Makes the next `paint` draw even an unchanged frame: after a resize curses may have lost
    /// what was on screen.
    mutating func forget() {
        shown = nil
    }

    private func draw(_ text: String, row: Int, column: Int, in window: UnsafeMutablePointer<WINDOW>?) {
        var wide = text.unicodeScalars.map { wchar_t(bitPattern: $0.value) }
        wide.append(0)
        wmove(window, Int32(row), Int32(column))
        waddnwstr(window, wide, -1)
    }
}
