/// A kanji's stroke order as panels side by side, one per stroke (the strokes written up to it),
/// each captioned with its number, wrapped into rows that fit `width` columns.
public enum StrokePanels {
    public static func text(paths: [String], size: Int, width: Int) -> String {
        let gap = 2
        let perRow = max(1, (width + gap) / (size + gap))
        var out = ""
        for rowStart in stride(from: 0, to: paths.count, by: perRow) {
            let counts = Array((rowStart + 1)...min(paths.count, rowStart + perRow))
            let diagrams = counts.map { StrokeDiagram(paths: paths, count: $0, width: size).lines }
            let separator = String(repeating: " ", count: gap)
            let captions = counts.map { "\($0)/\(paths.count)".padding(size) }
            if rowStart > 0 { out += "\n" }
            out += captions.joined(separator: separator).trailingSpacesRemoved + "\n"
            for line in diagrams[0].indices {
                out += diagrams.map { $0[line].padding(size) }.joined(separator: separator).trailingSpacesRemoved + "\n"
            }
        }
        return out
    }
}

private extension String {
    func padding(_ width: Int) -> String {
        count >= width ? self : self + String(repeating: " ", count: width - count)
    }

    var trailingSpacesRemoved: String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
