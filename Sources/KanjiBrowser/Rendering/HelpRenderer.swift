/// The help screen: every key (from the keymap), where the dictionary and the log are, and the data's credit.
enum HelpRenderer {
    struct Info {
        var dictionaryPath: String
        var dictionaryKind: String
        var source: String?
        var logPath: String
    }

    static func draw(into frame: inout Frame, layout: Layout, info: Info) {
        var y = layout.bodyTop
        let rows = Keymap.helpScreenRows
        let keyWidth = rows.map { TextWidth.of($0.keyNames) }.max() ?? 0
        for row in rows where y < layout.noticeRow {
            frame.write(" " + row.keyNames, row: y, column: 0, style: .bold)
            frame.write(row.help, row: y, column: keyWidth + 3, maxWidth: frame.width - keyWidth - 4)
            y += 1
        }
        y += 1
        let about: [(String, String)] = [
            ("Dictionary", "\(info.dictionaryPath) (\(info.dictionaryKind))"),
            ("Data", info.source ?? "no source given in the file"),
            ("Log", info.logPath),
        ]
        for (label, value) in about where y < layout.noticeRow {
            frame.write(" " + label, row: y, column: 0, style: .dim)
            y = wrap(value, into: &frame, row: y, column: 13, until: layout.noticeRow)
        }
    }

    /// Writes `text` over as many rows as it needs, breaking at spaces; returns the next free row.
    private static func wrap(_ text: String, into frame: inout Frame, row: Int, column: Int, until end: Int) -> Int {
        let width = max(1, frame.width - column - 1)
        var y = row
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if TextWidth.of(candidate) > width, !line.isEmpty {
                guard y < end else { return y }
                frame.write(line, row: y, column: column, maxWidth: width)
                y += 1
                line = String(word)
            } else {
                line = candidate
            }
        }
        if !line.isEmpty, y < end {
            frame.write(line, row: y, column: column, maxWidth: width)
            y += 1
        }
        return y
    }
}
