import Foundation

/// A dictionary file whose text carries terminal escape sequences, as an attacker would write it:
/// a window-title change (OSC 0), a clear screen (CSI 2J), a C1 CSI and a right-to-left override,
/// in a meaning and a word.
enum HostileDictionary {
    static let titleChange = "\u{1B}]0;pwned\u{07}"
    static let meaning = "sun\(titleChange)\u{1B}[2J\u{9B}31m\u{202E}nus"

    /// Writes the file into `folder` and returns its path.
    static func write(in folder: URL) throws -> String {
        let kanji: [String: Any] = [
            "character": "日", "meanings": [meaning], "onyomi": ["ニチ"], "kunyomi": ["ひ"], "nanori": [],
            "strokes": 4, "grade": 1, "jlpt": 4, "frequency": 1, "radical": 72,
        ]
        let word: [String: Any] = [
            "word": "日\(titleChange)", "readings": ["ひ"], "meanings": [meaning], "common": true,
        ]
        let dictionary: [String: Any] = ["format": "kanji-list-dictionary/1", "kanji": [kanji], "words": [word]]
        let file = folder.appendingPathComponent("hostile.json")
        try JSONSerialization.data(withJSONObject: dictionary).write(to: file)
        return file.path
    }

    /// C0 controls other than tab and newline, DEL, C1 controls and the right-to-left override:
    /// none may reach a terminal raw.
    static func rawControls(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter { scalar in
            (scalar.value < 0x20 && scalar != "\n" && scalar != "\t") || (0x7F...0x9F).contains(scalar.value) || scalar == "\u{202E}"
        }
    }
}
