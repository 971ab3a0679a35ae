import Foundation
import KanjiDictionary
import LearnerData

/// The All list's study order kept across sessions, $XDG_STATE_HOME/kanji-list/list-order: the
/// order's name on one line, written whole (a temporary file renamed over it). A file that is
/// missing, unreadable or names no order gives the dictionary's own order; the next change writes
/// it again.
public struct ListOrderFile: Sendable {
    public let path: String

    public init(path: String) {
        self.path = path
    }

    /// $XDG_STATE_HOME/kanji-list/list-order, or ~/.local/state/kanji-list/list-order.
    public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        DictionaryLocations.xdgDirectory("XDG_STATE_HOME", fallback: ".local/state", environment: environment)
            + "/kanji-list/list-order"
    }

    /// The order the file names; nil when there is none to read or it names none (a damaged file).
    func read() -> KanjiListOrder? {
        // An order's name is a few bytes: more is not this file.
        guard case .success(let bytes) = LineFile.contents(of: path), bytes.count < 64,
              let text = String(validating: bytes, as: UTF8.self) else { return nil }
        return KanjiListOrder(rawValue: text.trimmingCharacters(in: .whitespacesAndNewlines))
    }

    /// Writes `order` whole; says why when it could not.
    func write(_ order: KanjiListOrder) -> String? {
        do {
            try BookmarkFileWriting.createFolder(of: path)
            try BookmarkFileWriting.replace(path, with: Array((order.rawValue + "\n").utf8))
            return nil
        } catch {
            return "\(error)"
        }
    }
}
