import Foundation
import KanjiDictionary
import TestSupport
import KanjiRecognition

/// The bundled dictionary's kanji, with KanjiVG's strokes, loaded once for the suite.
enum BundledKanji {
    static var store: KanjiStore { BundledDictionary.loaded }

    static let recognizer = StrokeMatchRecognizer(kanji: store.kanji)

    /// A kanji's KanjiVG strokes in the 0–1 box, in KanjiVG's order.
    static func strokes(of character: Character) -> [[Drawing.Point]] {
        let paths = store.kanji(for: character)?.strokePaths ?? []
        return paths.compactMap { try? StrokePath(data: $0) }.map { path in
            path.points.map { Drawing.Point(x: $0.x / StrokePath.boxSize, y: $0.y / StrokePath.boxSize) }
        }
    }
}
