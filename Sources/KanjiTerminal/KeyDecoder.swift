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
        case KEY_BTAB: .backTab
        case KEY_RESIZE: .resize
        // The keypad's corners and middle, where terminfo names them (xterm's ka1 … kc3): their digits.
        case KEY_A1: .character("7")
        case KEY_A3: .character("9")
        case KEY_B2: .character("5")
        case KEY_C1: .character("1")
        case KEY_C3: .character("3")
        default: nil
        }
    }

    /// The key of an SS3 sequence (`ESC O` and one byte, `final`) that curses left undecoded: what
    /// a terminal in keypad application mode (which `keypad` switches on) sends for the numeric
    /// keypad, and some for the arrows, Home and End. Nil for the rest (F1-F4). Without it the
    /// sequence was Esc, going back, and two letters: KP Enter left Study, KP1 (`ESC O q`) quit.
    static func decode(ss3 final: UInt32) -> Key? {
        switch final {
        case 0x4D: return .enter  // M: KP Enter
        case 0x41: return .up
        case 0x42: return .down
        case 0x43: return .right
        case 0x44: return .left
        case 0x48: return .home
        case 0x46: return .end
        // j … y: the keypad's * + , - . / 0 … 9; X: its =.
        case 0x6A...0x79: return .character(Array("*+,-./0123456789")[Int(final - 0x6A)])
        case 0x58: return .character("=")
        default: return nil
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
