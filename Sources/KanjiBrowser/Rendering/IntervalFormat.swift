/// A time until a review as Anki writes it on its buttons: 1m, 10m, 3h, 8d, 2.5mo, 1.2y.
enum IntervalFormat {
    static func short(milliseconds: Int64) -> String {
        let minutes = Double(milliseconds) / 60_000
        switch minutes {
        case ..<60: return "\(max(1, Int(minutes.rounded())))m"
        case ..<1440: return "\(Int((minutes / 60).rounded()))h"
        case ..<(1440 * 30): return "\(Int((minutes / 1440).rounded()))d"
        case ..<(1440 * 365): return tenths(minutes / 1440 / 30) + "mo"
        default: return tenths(minutes / 1440 / 365) + "y"
        }
    }

    private static func tenths(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
