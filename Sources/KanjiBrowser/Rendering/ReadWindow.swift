import Segmentation

/// The part of a Read screen's text laid out around the current segment: whole lines (a line
/// break starts a row, so a line wraps the same alone as in the whole text) from at least `rows`
/// rows above it to `rows` rows below, so that a page of a long text costs the same as a short
/// one's. A line too long to find its start within ``reach`` segments (a text with no line breaks)
/// is laid out from there.
struct ReadWindow {
    /// The segments laid out, `layout`'s segment 0 being `range.lowerBound`.
    let range: Range<Int>
    let layout: ReadLayout

    /// Segments searched for a line break either way at most.
    static let reach = 4000

    init(segments: [Segment], around current: Int, width: Int, rows: Int) {
        let width = max(1, width)
        // A row holds at most `width` characters, so a line of n characters takes at least n / width rows.
        var start = current
        var above = 0
        while start > 0, above <= rows, current - start < ReadWindow.reach {
            let lineStart = ReadWindow.lineStart(segments, before: start, limit: current - ReadWindow.reach)
            above += max(1, (segments[start - 1].range.upperBound - segments[lineStart].range.lowerBound) / width)
            start = lineStart
        }
        var end = current + 1
        var below = 0
        while end < segments.count, below <= rows, end - current < ReadWindow.reach {
            let lineEnd = ReadWindow.lineEnd(segments, from: end, limit: current + ReadWindow.reach)
            below += max(1, (segments[lineEnd - 1].range.upperBound - segments[end].range.lowerBound) / width)
            end = lineEnd
        }
        range = start..<end
        layout = ReadLayout(segments: Array(segments[range]), width: width)
    }

    /// The last segment before `index` with a line break, or 0, or `limit`: laid out from there,
    /// the line after the break wraps as in the whole text.
    private static func lineStart(_ segments: [Segment], before index: Int, limit: Int) -> Int {
        var start = index - 1
        while start > max(0, limit), !segments[start].text.contains(where: \.isNewline) { start -= 1 }
        return max(start, 0)
    }

    /// Just after the first segment from `index` on with a line break, or the end, or `limit`.
    private static func lineEnd(_ segments: [Segment], from index: Int, limit: Int) -> Int {
        var end = index
        while end < min(segments.count, limit), !segments[end].text.contains(where: \.isNewline) { end += 1 }
        return min(end + 1, segments.count)
    }

    /// The row of segment `index` (of the whole text) in `layout`.
    func row(of index: Int) -> Int {
        layout.firstRow.indices.contains(index - range.lowerBound) ? layout.firstRow[index - range.lowerBound] : 0
    }

    /// The segment (of the whole text) `stopsOn` accepts `rows` rows below or above segment
    /// `index`, nearest its column, or on the next row beyond with one (``ReadLayout/segment(beside:rows:where:)``).
    func segment(beside index: Int, rows: Int, where stopsOn: (Int) -> Bool) -> Int? {
        layout.segment(beside: index - range.lowerBound, rows: rows) { stopsOn($0 + range.lowerBound) }.map { $0 + range.lowerBound }
    }
}
