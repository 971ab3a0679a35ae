/// The rows every screen shares: a title bar, the path, the body, the notice's rows and the key bar.
struct Layout {
    static let minimumWidth = 40
    static let minimumHeight = 10

    let width: Int
    let height: Int
    /// Rows the notice takes above the key bar: one, or more for a notice wrapped to be read whole
    /// (the body is then that much shorter).
    let noticeRows: Int

    init(width: Int, height: Int, noticeRows: Int = 1) {
        self.width = width
        self.height = height
        self.noticeRows = max(1, noticeRows)
    }

    var titleRow: Int { 0 }
    var pathRow: Int { 1 }
    var bodyTop: Int { 3 }
    /// The notice's first row, just below the body.
    var noticeRow: Int { height - 1 - noticeRows }
    var footerRow: Int { height - 1 }
    /// Rows between the path (and a blank line) and the notice.
    var bodyHeight: Int { max(0, noticeRow - bodyTop) }

    var fits: Bool { width >= Self.minimumWidth && height >= Self.minimumHeight }
}
