/// Blanks out the `<!DOCTYPE …[…]>` declaration before parsing. Foundation's XMLParser on Linux
/// (Swift 6.3.1) crashes in libxml2's attribute handling when KANJIDIC2's internal DTD subset is
/// present, and the importer needs nothing from the DTD: the file uses only XML's predefined
/// entities. Newlines are kept so error line numbers still match the file.
enum KanjidicDoctype {
    static func blankedOut(_ xml: [UInt8]) -> [UInt8] {
        guard let range = declaration(in: xml) else { return xml }
        var result = xml
        for index in range where result[index] != UInt8(ascii: "\n") {
            result[index] = UInt8(ascii: " ")
        }
        return result
    }

    /// The declaration's bytes: up to the `]>` closing its internal subset, skipping comments
    /// (which may contain brackets), or up to the first `>` when it has no subset.
    static func declaration(in xml: [UInt8]) -> Range<Int>? {
        guard let start = find(Array("<!DOCTYPE".utf8), in: xml, from: 0) else { return nil }
        var index = start + "<!DOCTYPE".utf8.count
        var inSubset = false
        while index < xml.count {
            if xml[index] == UInt8(ascii: "<"), find(Array("<!--".utf8), in: xml, from: index) == index {
                guard let close = find(Array("-->".utf8), in: xml, from: index + 4) else { return nil }
                index = close + 3
                continue
            }
            switch xml[index] {
            case UInt8(ascii: "["): inSubset = true
            case UInt8(ascii: "]"): inSubset = false
            case UInt8(ascii: ">") where !inSubset: return start..<(index + 1)
            default: break
            }
            index += 1
        }
        return nil
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == first, haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
