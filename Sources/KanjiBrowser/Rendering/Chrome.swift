/// Draws the parts around a screen's body: title bar, path, notice and key bar. When title and
/// status do not both fit, the title keeps at least half the bar and the status is cut. A notice
/// too long for one row is wrapped onto up to three, so its reason is read whole at 40 columns.
enum Chrome {
    static let separator = " › "
    /// The most rows a notice takes; a longer one is cut at the end of the last.
    static let noticeRowsAtMost = 3

    /// The notice's rows at `width` columns (each drawn after a space): wrapped at spaces, at most
    /// ``noticeRowsAtMost``, the last ending in "…" when the notice is longer still.
    static func noticeLines(_ notice: String?, width: Int) -> [String] {
        guard let notice, !notice.isEmpty else { return [] }
        let columns = max(1, width - 1)
        let lines = TextWidth.wrapped(notice, width: columns)
        guard lines.count > noticeRowsAtMost else { return lines }
        let rest = lines[(noticeRowsAtMost - 1)...].joined(separator: " ")
        return lines.prefix(noticeRowsAtMost - 1) + [TextWidth.truncate(rest, to: columns)]
    }

    /// The layout of a frame of `width` by `height` with `notice` under its body.
    static func layout(width: Int, height: Int, notice: String?) -> Layout {
        Layout(width: width, height: height, noticeRows: noticeLines(notice, width: width).count)
    }

    static func draw(
        into frame: inout Frame, layout: Layout, title: String, status: String, path: [String],
        notice: String?, keys: [FooterEntry]
    ) {
        frame.paint(row: layout.titleRow, style: .bar)
        let titleEnd = frame.write(" " + title, row: layout.titleRow, column: 0, style: .bar,
                                   maxWidth: max(layout.width / 2, layout.width - TextWidth.of(status) - 2))
        let shownStatus = TextWidth.truncate(status, to: max(0, layout.width - titleEnd - 2))
        frame.write(shownStatus, row: layout.titleRow, column: layout.width - TextWidth.of(shownStatus) - 1, style: .bar)
        frame.write(" " + pathText(path, width: layout.width - 1), row: layout.pathRow, column: 0, style: .dim)
        for (offset, line) in noticeLines(notice, width: layout.width).prefix(layout.noticeRows).enumerated() {
            frame.write(" " + line, row: layout.noticeRow + offset, column: 0, style: .alert)
        }
        frame.paint(row: layout.footerRow, style: .bar)
        frame.write(" " + footer(keys, width: layout.width - 2), row: layout.footerRow, column: 0, style: .bar)
    }

    /// Whole entries that fit in `width`, shown in their order: each taken if it still fits, the
    /// highest priorities first (the help key, which lists the rest, before all), equals in order.
    static func footer(_ entries: [FooterEntry], width: Int) -> String {
        let separator = "  "
        var chosen = Set<Int>()
        var used = 0
        let byPriority = entries.indices.sorted { (entries[$1].priority, $0) < (entries[$0].priority, $1) }
        for index in byPriority {
            let added = TextWidth.of(entries[index].text) + (chosen.isEmpty ? 0 : TextWidth.of(separator))
            guard used + added <= width else { continue }
            chosen.insert(index)
            used += added
        }
        return entries.indices.filter(chosen.contains).map { entries[$0].text }.joined(separator: separator)
    }

    /// The path from the root in at most `width` cells: when it is too long, the root, "…" for the
    /// oldest steps after it, and as many of the newest steps as fit; when even the newest step does
    /// not fit beside the root, that text cut at the edge. One pass over the path, so any depth ends.
    static func pathText(_ path: [String], width: Int) -> String {
        let whole = path.joined(separator: separator)
        guard path.count > 2, TextWidth.of(whole) > width else { return TextWidth.truncate(whole, to: width) }
        let head = path[0] + separator + "…"
        let separatorWidth = TextWidth.of(separator)
        var used = TextWidth.of(head)
        var newest: [String] = []
        for step in path.dropFirst(2).reversed() {
            let stepWidth = separatorWidth + TextWidth.of(step)
            guard used + stepWidth <= width else { break }
            newest.append(step)
            used += stepWidth
        }
        if newest.isEmpty, let last = path.last { newest = [last] }
        return TextWidth.truncate(([head] + newest.reversed()).joined(separator: separator), to: width)
    }

    /// Draws a centred message instead of a screen that would not fit, naming the key that quits there.
    static func drawTooSmall(into frame: inout Frame, quitKey: String) {
        let lines = ["Terminal too small", "need \(Layout.minimumWidth)×\(Layout.minimumHeight)", "\(quitKey) quits"]
        let top = max(0, (frame.height - lines.count) / 2)
        for (offset, line) in lines.enumerated() {
            let width = TextWidth.of(line)
            frame.write(line, row: top + offset, column: max(0, (frame.width - width) / 2),
                        style: offset == 0 ? .bold : .normal)
        }
    }
}
