import KanjiDictionary

/// Variation selectors (葛󠄀, 日︀) and format characters (a BOM, a zero-width space or joiner, a
/// bidi mark) change how a character is drawn or nothing at all, never which word it is part
/// of: the segmenter cuts the text without them, looks words up without them, and gives each
/// back to the segment of the character before it (the first segment, for those at the start).
enum FormatMarks {
    static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        KanjiStore.isVariationSelector(scalar) || scalar.properties.generalCategory == .format
    }

    /// The text without its marks.
    static func removed(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { !isMark($0) }))
    }

    /// The segments of `scalars`, cut by `cut` from the text without its marks, each widened to
    /// take the marks that follow it. A text of marks alone is one segment of space.
    static func segments(of scalars: [Unicode.Scalar], cut: (String) -> [Segment]) -> [Segment] {
        // Where each scalar kept stands in the whole text, and the end.
        var kept: [Unicode.Scalar] = []
        var place: [Int] = []
        for (index, scalar) in scalars.enumerated() where !isMark(scalar) {
            kept.append(scalar)
            place.append(index)
        }
        guard !kept.isEmpty else {
            return scalars.isEmpty ? [] : [Segment(kind: .space, range: 0..<scalars.count, text: Segmenter.string(scalars[...]))]
        }
        place.append(scalars.count)
        return cut(Segmenter.string(kept[...])).map { segment in
            var widened = segment
            let start = segment.range.lowerBound == 0 ? 0 : place[segment.range.lowerBound]
            widened.range = start..<place[segment.range.upperBound]
            widened.text = Segmenter.string(scalars[widened.range])
            return widened
        }
    }
}
