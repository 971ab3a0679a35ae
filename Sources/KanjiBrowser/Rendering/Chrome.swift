/// Draws the parts around a screen's body: title bar, path, notice and key bar. When title and
/// status do not both fit, the title keeps at least half the bar and the status is cut.
enum Chrome {
    static let separator = " › "

    static func draw(
        into frame: inout Frame, layout: Layout, title: String, status: String, path: [String],
        notice: String?, keys: [String]
    ) {
        frame.paint(row: layout.titleRow, style: .bar)
        let titleEnd = frame.write(" " + title, row: layout.titleRow, column: 0, style: .bar,
                                   maxWidth: max(layout.width / 2, layout.width - TextWidth.of(status) - 2))
        let shownStatus = TextWidth.truncate(status, to: max(0, layout.width - titleEnd - 2))
        frame.write(shownStatus, row: layout.titleRow, column: layout.width - TextWidth.of(shownStatus) - 1, style: .bar)
        frame.write(" " + pathText(path, width: layout.width - 1), row: layout.pathRow, column: 0, style: .dim)
        if let notice {
            frame.write(" " + notice, row: layout.noticeRow, column: 0, style: .alert)
        }
        frame.paint(row: layout.footerRow, style: .bar)
        frame.write(" " + footer(keys, width: layout.width - 2), row: layout.footerRow, column: 0, style: .bar)
    }

    /// As many whole entries as fit in `width`, first ones first.
    static func footer(_ entries: [String], width: Int) -> String {
        var shown = ""
        for entry in entries {
            let candidate = shown.isEmpty ? entry : shown + "  " + entry
            guard TextWidth.of(candidate) <= width else { break }
            shown = candidate
        }
        return shown
    }

    /// The path from the root, dropping the oldest steps (after the first) when it is too long.
    static func pathText(_ path: [String], width: Int) -> String {
        var shown = path
        while shown.count > 2, TextWidth.of(shown.joined(separator: separator)) > width {
            shown.remove(at: 1)
            if shown[1] != "…" { shown.insert("…", at: 1) }
        }
        return shown.joined(separator: separator)
    }

    /// Draws a centred message instead of a screen that would not fit.
    static func drawTooSmall(into frame: inout Frame) {
        let lines = ["Terminal too small", "need \(Layout.minimumWidth)×\(Layout.minimumHeight)", "q quits"]
        let top = max(0, (frame.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let width = TextWidth.of(line)
            frame.write(line, row: top + offset, column: max(0, (frame.width - width) / 2),
                        style: offset == 0 ? .bold : .normal)
        }
    }
}
