import KanjiRecognition
import KanjiSearch
import Pronunciation
import Segmentation

/// The help screen: every key (from the keymap), where the dictionary and the log are, and the
/// data's credit. It is laid out as lines first, so a terminal too short for all of them shows a
/// window that scrolls, and the credit is never cut off for good.
enum HelpRenderer {
    struct Info {
        var dictionaryPath: String
        var dictionaryKind: String
        var source: String?
        var logPath: String
        /// The keys, dimmed where they do nothing on the view under the help.
        var rows: [HelpRow]
    }

    /// One line of help: pieces of text at columns, each in its style.
    struct Line {
        var pieces: [(column: Int, text: String, style: TextStyle)]
    }

    private static let aboutColumn = 14
    /// The narrowest description column worth keeping beside the keys.
    private static let minimumHelpWidth = 24
    /// Where descriptions start on a narrow terminal.
    private static let narrowHelpColumn = 12

    /// What the marks beside kanji and words mean.
    private static let marks: [(String, String)] = [
        (CursorMark.symbol, "the cursor: what Enter opens and m bookmarks"),
        (BookmarkMark.symbol, "bookmarked (m adds or removes, ' lists them)"),
        (CommonMark.symbol, "a common word (EDICT's P; JMdict's news1, ichi1, spec1, spec2 or gai1)"),
        ("· known", "what you know of it, from your reviews and K: new, learning, known or ignored (particles,"
            + " names); on the Read screen new words are underlined, learning ones coloured, known ones plain"),
        ("dim keys", "keys that do nothing on the screen under the help"),
    ]

    static func lines(_ info: Info, width: Int) -> [Line] {
        let keyWidth = info.rows.map { TextWidth.of($0.keyNames) }.max() ?? 0
        // Every description beside its keys when the rest of the line holds a readable phrase; on a
        // narrow terminal at a nearer column, under its keys where they reach it (as man's tagged
        // paragraphs do), so no description is cut to a few words.
        let helpColumn = width - keyWidth - 4 >= minimumHelpWidth ? keyWidth + 3 : narrowHelpColumn
        var lines: [Line] = []
        for row in info.rows {
            let keys: (column: Int, text: String, style: TextStyle) = (0, " " + row.keyNames, row.works ? .bold : .dim)
            let besideKeys = 1 + TextWidth.of(row.keyNames) + 2 <= helpColumn
            let style: TextStyle = row.works ? .normal : .dim
            if !besideKeys { lines.append(Line(pieces: [keys])) }
            for (index, text) in TextWidth.wrapped(row.help, width: max(1, width - helpColumn - 1)).enumerated() {
                lines.append(Line(pieces: (index == 0 && besideKeys ? [keys] : []) + [(helpColumn, text, style)]))
            }
        }
        lines.append(Line(pieces: []))
        for (mark, meaning) in marks {
            for (index, text) in TextWidth.wrapped(meaning, width: max(1, width - aboutColumn - 1)).enumerated() {
                lines.append(Line(pieces: (index == 0 ? [(0, " " + mark, .bold)] : []) + [(aboutColumn, text, .normal)]))
            }
        }
        lines.append(Line(pieces: []))
        let about: [(String, String)] = [
            ("Manual", "man kanji-list; every screen in detail in docs/manual.md (installed in share/doc/kanji-list)"),
            ("Dictionary", "\(info.dictionaryPath) (\(info.dictionaryKind))"),
            ("Reading", Segmenter.credit),
            ("Search", SearchIndex.credit),
            ("Voice", SpeechSetup.credit),
            ("Data", info.source ?? "no source given in the file"),
            ("Handwriting", HandwritingRecognizer.credit),
            ("Log", info.logPath),
        ]
        for (label, value) in about {
            for (index, text) in TextWidth.wrapped(value, width: max(1, width - aboutColumn - 1)).enumerated() {
                lines.append(Line(pieces: (index == 0 ? [(0, " " + label, .dim)] : []) + [(aboutColumn, text, .normal)]))
            }
        }
        return lines
    }

    /// The title bar's text: it says what the dimmed rows mean when there are some.
    static func title(_ info: Info) -> String {
        info.rows.allSatisfy(\.works) ? "Help" : "Help · dim: not here"
    }

    /// The first line that can be at the top: the last window of lines is the lowest.
    static func lastTop(_ info: Info, layout: Layout) -> Int {
        lastTop(lineCount: lines(info, width: layout.width).count, layout: layout)
    }

    private static func lastTop(lineCount: Int, layout: Layout) -> Int {
        max(0, lineCount - layout.bodyHeight)
    }

    static func draw(into frame: inout Frame, layout: Layout, info: Info, top: Int) -> String {
        let all = lines(info, width: layout.width)
        let first = min(max(0, top), lastTop(lineCount: all.count, layout: layout))
        for (offset, line) in all.dropFirst(first).prefix(layout.bodyHeight).enumerated() {
            for piece in line.pieces {
                frame.write(piece.text, row: layout.bodyTop + offset, column: piece.column, style: piece.style,
                            maxWidth: frame.width - piece.column - 1)
            }
        }
        guard all.count > layout.bodyHeight else { return "kanji-list" }
        return "lines \(first + 1)–\(min(all.count, first + layout.bodyHeight)) of \(all.count)"
    }
}
