import Testing
@testable import KanjiBrowser

/// The notice under a screen's body: one row was all it had, so at 40 columns a full disk's
/// "reviews.log: No space left on device; the rating was not saved" lost its end. A notice too long
/// for a row now takes up to three, the body shorter by as many.
@Suite struct ChromeNoticeTests {
    static let fullDisk = "reviews.log: No space left on device; the rating was not saved"

    /// The chrome of a frame of `width` by `height` with `notice`, and the layout it was drawn in.
    func drawn(_ notice: String?, width: Int, height: Int) -> (Frame, Layout) {
        var frame = Frame(width: width, height: height)
        let layout = Chrome.layout(width: width, height: height, notice: notice)
        Chrome.draw(into: &frame, layout: layout, title: "Study", status: "", path: ["Kanji list", "Study"], notice: notice, keys: [])
        return (frame, layout)
    }

    @Test func aFullDisksNoticeIsReadWholeAt40Columns() {
        let (frame, layout) = drawn(Self.fullDisk, width: 40, height: 12)
        let rows = frame.text.split(separator: "\n", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(layout.noticeRows == 2 && layout.noticeRow == 9 && layout.bodyHeight == 6)
        #expect(rows[9] + " " + rows[10] == Self.fullDisk, "\(frame.text)")
        #expect(rows.allSatisfy { TextWidth.of($0) <= 40 })
    }

    @Test func aShortNoticeKeepsOneRowAndTheBodyItsHeight() {
        #expect(drawn("Saved", width: 40, height: 12).1.bodyHeight == Layout(width: 40, height: 12).bodyHeight)
        #expect(drawn(nil, width: 40, height: 12).1.noticeRows == 1)
        #expect(drawn(Self.fullDisk, width: 80, height: 24).1.noticeRows == 1)
    }

    /// However long, a notice takes at most three rows, the last cut with "…", and the body keeps
    /// at least three rows at the smallest size the browser draws.
    @Test func aVeryLongNoticeTakesThreeRowsAtMost() {
        let long = Array(repeating: Self.fullDisk, count: 10).joined(separator: " ")
        let (frame, layout) = drawn(long, width: Layout.minimumWidth, height: Layout.minimumHeight)
        #expect(layout.noticeRows == Chrome.noticeRowsAtMost && layout.bodyHeight == 3)
        let rows = frame.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(rows[layout.footerRow - 1].trimmingCharacters(in: .whitespaces).hasSuffix("…"))
    }
}
