import CNcursesw
import KanjiBrowser

/// Turns what `get_wch` returns into the app's `Key`, so the app never sees curses codes.
/// Takes plain integers, so it can be checked without a terminal.
enum KeyDecoder {
    /// A code `get_wch` marked with `KEY_CODE_YES`: a function key or a resize.
    /// Nil for keys the app has no use for.
    static func decode(functionKey code: Int32) -> Key? {
        switch code {
        case KEY_UP: .up
        case KEY_DOWN: .down
        case KEY_LEFT: .left
        case KEY_RIGHT: .right
        case KEY_PPAGE: .pageUp
        case KEY_NPAGE: .pageDown
        case KEY_HOME: .home
        case KEY_END: .end
        case KEY_ENTER: .enter
        case KEY_BACKSPACE: .backspace
        case KEY_RESIZE: .resize
        default: nil
        }
    }

    /// A character `get_wch` returned. In raw mode the control keys arrive as their ASCII codes:
    /// Ctrl-C is 3, Return 13 (or 10), Backspace 127 (or 8 on some terminals).
    /// Tab is 9. Other letters with Ctrl become `.control`; nil for the remaining control characters
    /// and for codes that are not Unicode scalars.
    static func decode(character code: UInt32) -> Key? {
        switch code {
        case 10, 13: return .enter
        case 8, 127: return .backspace
        case 27: return .escape
        case 3: return .interrupt
        case 9: return .tab
        case 1...26: return Unicode.Scalar(code + 0x60).map { .control(Character($0)) }
        case 0..<32: return nil
        default: return Unicode.Scalar(code).map { .character(Character($0)) }
        }
    }
}
