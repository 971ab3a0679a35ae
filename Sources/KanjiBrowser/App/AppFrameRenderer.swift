/// Draws the whole frame for an ``AppView``: the body, and the title, path, notice and footer
/// around it. Pure: the same view at the same size gives the same frame.
enum AppFrameRenderer {
    static func frame(_ view: AppView, width: Int, height: Int, dictionaryPath: String, notice: String?) -> Frame {
        var frame = Frame(width: width, height: height)
        // Help shows no notice; elsewhere a long one takes rows from the body.
        let shownNotice: String? = if case .help = view { nil } else { notice }
        let layout = Chrome.layout(width: width, height: height, notice: shownNotice)
        guard layout.fits else {
            Chrome.drawTooSmall(into: &frame, quitKey: quitKeyName(view))
            return frame
        }
        switch view {
        case .browsing(let stack, let marks, let due):
            let top = stack.top.content
            top.draw(into: &frame, layout: layout, marks: marks)
            let status = due > 0 && !(top is StudyScreen) ? "\(due) due · " + top.header.status : top.header.status
            Chrome.draw(into: &frame, layout: layout, title: top.header.title, status: status,
                        path: stack.screens.map(\.title), notice: notice,
                        keys: (top.takesText ? [] : Keymap.footer(view.appKeymaps)) + stack.footer(layout: layout))
        case .help(let info, let top):
            let status = HelpRenderer.draw(into: &frame, layout: layout, info: info, top: top)
            Chrome.draw(into: &frame, layout: layout, title: HelpRenderer.title(info), status: status, path: ["Help"],
                        notice: nil, keys: Keymap.footer(view.appKeymaps))
        case .failure(let error):
            let lines = ["Cannot load the dictionary", "", error?.file ?? dictionaryPath, error?.message ?? ""]
            drawMessage(lines, status: "error", keymaps: view.appKeymaps, notice: notice, into: &frame, layout: layout,
                        style: .alert)
        case .empty:
            drawMessage(["The dictionary has no kanji", "", dictionaryPath], status: "empty", keymaps: view.appKeymaps,
                        notice: notice, into: &frame, layout: layout)
        case .loading(let elapsed, let keysTypedAhead):
            let tenths = elapsed.components.seconds * 10 + elapsed.components.attoseconds / 100_000_000_000_000_000
            let typed = keysTypedAhead == 0 ? [] : ["", "\(keysTypedAhead) key\(keysTypedAhead == 1 ? "" : "s") typed, kept for the next screen"]
            drawMessage(["Loading the dictionary… \(tenths / 10).\(tenths % 10) s", "", dictionaryPath] + typed,
                        status: "loading", keymaps: view.appKeymaps, notice: notice, into: &frame, layout: layout)
        }
        return frame
    }

    /// The key that quits on `view`: the app's own (q) where no field takes it as text, else
    /// Ctrl-C, which quits before any keymap is asked.
    static func quitKeyName(_ view: AppView) -> String {
        if case .browsing(let stack, _, _) = view, stack.top.content.takesText { return "Ctrl-C" }
        if case .character(let character) = Keymap(view.appKeymaps.flatMap(\.bindings)).key(for: .quit) { return String(character) }
        return "Ctrl-C"
    }

    private static func drawMessage(
        _ lines: [String], status: String, keymaps: [Keymap<AppCommand>], notice: String?, into frame: inout Frame, layout: Layout,
        style: TextStyle = .bold
    ) {
        for (offset, line) in lines.enumerated() where layout.bodyTop + 1 + offset < layout.noticeRow {
            frame.write(" " + line, row: layout.bodyTop + 1 + offset, column: 1, style: offset == 0 ? style : .normal)
        }
        Chrome.draw(into: &frame, layout: layout, title: "Kanji list", status: status, path: ["Kanji list"],
                    notice: notice, keys: Keymap.footer(keymaps))
    }
}
