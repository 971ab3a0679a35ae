import Foundation
import Glibc
import LearnerData
import Synchronization

/// The line on standard error, when it is a terminal, while a dictionary's image is built (the
/// first use of a dictionary, or right after an import): which step it is on and for how long,
/// cut to the terminal's width so that each redraw replaces it.
final class ImageBuildLine: Sendable {
    private struct Shown {
        var started: ContinuousClock.Instant?
        var step = ""
        var text = ""
    }

    private let shown = Mutex(Shown())

    /// A line, if standard error is a terminal; nil when it is not (a pipe, a file, a log).
    static func onTerminal() -> ImageBuildLine? {
        isatty(STDERR_FILENO) == 1 ? ImageBuildLine() : nil
    }

    /// Shows `step`, and from the first step on redraws the time each second until cleared.
    func show(_ step: String) {
        let first = shown.withLock { shown in
            defer { shown.step = step }
            return shown.started == nil
        }
        redraw()
        guard first else { return }
        let ticks = Thread { [self] in
            while shown.withLock({ !$0.text.isEmpty }) {
                sleep(1)
                redraw()
            }
        }
        ticks.start()
    }

    private func redraw() {
        shown.withLock { shown in
            guard !shown.step.isEmpty else { return }
            let started = shown.started ?? .now
            shown.started = started
            let seconds = (ContinuousClock.now - started).components.seconds
            let text = ControlCharacters.escaped("building the dictionary's image, once (\(seconds) s): \(shown.step)…")
            shown.text = String(text.prefix(Self.width() - 1))
            Self.write("\r\u{1B}[K" + shown.text)
        }
    }

    /// Removes the line, so what is printed next starts on a clean line.
    func clear() {
        shown.withLock { shown in
            guard !shown.text.isEmpty else { return }
            shown.text = ""
            shown.step = ""
            Self.write("\r\u{1B}[K")
        }
    }

    private static func width() -> Int {
        var size = winsize()
        return ioctl(STDERR_FILENO, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
    }

    private static func write(_ text: String) {
        try? StandardStreams.write(text, to: STDERR_FILENO)
    }
}
