/// The rows every screen shares: a title bar, the path, the body, a notice line and the key bar.
struct Layout {
    static let minimumWidth = 40
    static let minimumHeight = 10

    let width: Int
    let height: Int

    var titleRow: Int { 0 }
    var pathRow: Int { 1 }
    var bodyTop: Int { 3 }
    var noticeRow: Int { height - 2 }
    var footerRow: Int { height - 1 }
    /// Rows between the path (and a blank line) and the notice line.
    var bodyHeight: Int { max(0, noticeRow - bodyTop) }

    var fits: Bool { width >= Self.minimumWidth && height >= Self.minimumHeight }
}
