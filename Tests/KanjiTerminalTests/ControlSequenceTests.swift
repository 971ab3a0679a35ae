import KanjiBrowser
import Testing
@testable import KanjiTerminal

/// The bytes after `ESC [` that curses leaves to the app: xterm's SGR mouse reports and the
/// answer to a mode query.
@Suite struct ControlSequenceTests {
    @Test func sgrPressDragAndReleaseInCells() {
        #expect(ControlSequence.decode("<0;12;5M", cellSize: nil) == .mouse(MouseEvent(action: .press, button: .left, column: 11.5, row: 4.5)))
        #expect(ControlSequence.decode("<32;13;5M", cellSize: nil) == .mouse(MouseEvent(action: .drag, button: .left, column: 12.5, row: 4.5)))
        #expect(ControlSequence.decode("<0;13;6m", cellSize: nil) == .mouse(MouseEvent(action: .release, button: .left, column: 12.5, row: 5.5)))
    }

    @Test func modifiersAndOtherButtons() {
        // Shift (4), Alt (8), Ctrl (16) leave the button as it is; the wheel (64) is another button.
        #expect(ControlSequence.decode("<20;1;1M", cellSize: nil) == .mouse(MouseEvent(action: .press, button: .left, column: 0.5, row: 0.5)))
        #expect(ControlSequence.decode("<2;1;1M", cellSize: nil) == .mouse(MouseEvent(action: .press, button: .right, column: 0.5, row: 0.5)))
        #expect(ControlSequence.decode("<64;3;3M", cellSize: nil) == .mouse(MouseEvent(action: .press, button: .other, column: 2.5, row: 2.5)))
    }

    @Test func pixelsBecomeFractionsOfCells() {
        // 8×16-pixel cells: pixel 21 across is 2.5 cells in; 41 down is 2.5 rows.
        #expect(ControlSequence.decode("<0;21;41M", cellSize: (8, 16)) == .mouse(MouseEvent(action: .press, button: .left, column: 2.5, row: 2.5)))
    }

    @Test func theAnswerToAModeQuery() {
        #expect(ControlSequence.decode("?1016;2$y", cellSize: nil) == .modeReport(mode: 1016, state: 2))
        #expect(ControlSequence.decode("?1016;0$y", cellSize: nil) == .modeReport(mode: 1016, state: 0))
    }

    /// Shift-Tab where terminfo does not name it (curses then leaves `ESC [ Z` undecoded).
    @Test func shiftTabIsAKey() {
        #expect(ControlSequence.decode("Z", cellSize: nil) == .key(.backTab))
    }

    @Test(arguments: ["<0;12M", "<0;0;5M", "<a;1;1M", "<0;1;1;1M", "2~", "?1016$y", ""])
    func whatIsNoMouseReportIsIgnored(body: String) {
        #expect(ControlSequence.decode(body, cellSize: nil) == .other)
    }
}
