import CNcursesw
import Glibc

/// The terminal's mouse reports, on only while the app wants the mouse: xterm's button-event
/// tracking (1002: presses, drags, releases) in SGR form (1006: any size of screen), and pixel
/// positions (1016) where the terminal says it knows that mode and the kernel knows its pixel size.
/// Off again when the app stops wanting it and on every way out (`offSequence` is part of
/// TerminalRestorer's sequence for signals and crashes).
struct MouseReporting {
    static let onSequence = "\u{1B}[?1002h\u{1B}[?1006h"
    /// Asks whether the terminal knows SGR-Pixels (DECRQM); the answer comes as input.
    static let pixelQuery = "\u{1B}[?1016$p"
    static let pixelsOn = "\u{1B}[?1016h"
    /// Also the end of TerminalRestorer's sequence, which must be a fixed string for its handler.
    static let offSequence = "\u{1B}[?1016l\u{1B}[?1006l\u{1B}[?1002l"
    static let pixelMode = 1016

    private(set) var isOn = false
    /// Whether the terminal answered that it knows pixel positions.
    private var terminalKnowsPixels = false
    /// A cell's size in pixels while positions come in pixels; nil while they come in cells.
    private(set) var pixelCellSize: (width: Double, height: Double)?

    /// Switches reporting to what the app wants now.
    mutating func update(wanted: Bool) {
        guard wanted != isOn else { return }
        isOn = wanted
        if wanted {
            send(Self.onSequence + Self.pixelQuery)
            if terminalKnowsPixels { usePixelsIfSized() }
        } else {
            send(Self.offSequence)
            pixelCellSize = nil
        }
    }

    /// The terminal's answer to `pixelQuery` (0: mode unknown; 1–4: known).
    mutating func modeReported(mode: Int, state: Int) {
        guard mode == Self.pixelMode, (1...4).contains(state) else { return }
        terminalKnowsPixels = true
        if isOn { usePixelsIfSized() }
    }

    /// The screen changed size: so may a cell's size in pixels.
    mutating func resized() {
        if pixelCellSize != nil { usePixelsIfSized() }
    }

    /// Positions in pixels need a cell's size; a terminal that does not tell the kernel its pixel
    /// size (ws_xpixel 0) keeps reporting cells.
    private mutating func usePixelsIfSized() {
        var size = winsize()
        guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_xpixel > 0, size.ws_ypixel > 0,
              size.ws_col > 0, size.ws_row > 0
        else { return }
        if pixelCellSize == nil { send(Self.pixelsOn) }
        pixelCellSize = (Double(size.ws_xpixel) / Double(size.ws_col), Double(size.ws_ypixel) / Double(size.ws_row))
    }

    /// Straight to the terminal, after whatever curses has buffered.
    private func send(_ sequence: String) {
        fflush(kl_curses_stdout())
        sequence.utf8CString.withUnsafeBufferPointer { bytes in
            _ = write(STDOUT_FILENO, bytes.baseAddress, bytes.count - 1)
        }
    }
}
