/// Draws the parts around a screen's body: title bar, path, notice and key bar.
enum Chrome {
    static let separator = " › "

    static func draw(
        into frame: inout Frame, layout: Layout, title: String, status: String, path: [String],
        notice: String?, keys: String
    ) {
        frame.paint(row: layout.titleRow, style: .bar)
        let statusWidth = TextWidth.of(status)
        frame.write(" " + title, row: layout.titleRow, column: 0, style: .bar,
                    maxWidth: max(0, layout.width - statusWidth - 2))
        if statusWidth + 2 < layout.width {
            frame.write(status, row: layout.titleRow, column: layout.width - statusWidth - 1, style: .bar)
        }
        frame.write(" " + pathText(path, width: layout.width - 1), row: layout.pathRow, column: 0, style: .dim)
        if let notice {
            frame.write(" " + notice, row: layout.noticeRow, column: 0, style: .alert)
        }
        frame.paint(row: layout.footerRow, style: .bar)
        frame.write(" " + keys, row: layout.footerRow, column: 0, style: .bar)
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
