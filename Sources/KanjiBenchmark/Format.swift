import Foundation

/// How the tables show numbers.
enum Format {
    static func duration(_ seconds: Double) -> String {
        if seconds >= 1 { return String(format: "%.2f s", seconds) }
        if seconds >= 0.001 { return String(format: "%.1f ms", seconds * 1000) }
        if seconds >= 0.000_001 { return String(format: "%.1f µs", seconds * 1_000_000) }
        return String(format: "%.0f ns", seconds * 1_000_000_000)
    }

    static func megabytes(_ bytes: Int) -> String { String(format: "%.1f MB", Double(bytes) / 1_000_000) }

    static func ratio(_ value: Double) -> String { String(format: "%.2fx", value) }

    static func row(_ title: String, _ columns: String...) -> String {
        "   " + pad(title, 40) + columns.map { pad($0, 14) }.joined()
    }

    /// Pads with spaces to `width` columns, counting a kanji as two.
    private static func pad(_ text: String, _ width: Int) -> String {
        let columns = text.unicodeScalars.reduce(0) { $0 + ($1.properties.isIdeographic ? 2 : 1) }
        return text + String(repeating: " ", count: max(1, width - columns))
    }
}
