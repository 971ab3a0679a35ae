import KanjiDictionary

/// A run of integers in the search index's bytes (see `SearchIndexLayout`), read in place from
/// the dictionary's image or from memory. Never trusted: every read checks its pages against their
/// hashes first (`AttachedBytes.intact`), and gives nil when they are damaged or the read is out
/// of range, which only a damaged value asks for; what the values mean is bounds-checked by their
/// readers, who report what is wrong with `reportDamage`. Either way the store's image is marked
/// damaged, so the command removes it and the next start rebuilds it.
struct IndexArray<Element: FixedWidthInteger>: Sendable {
    private let source: AttachedBytes
    /// Byte offset of element 0 in `source`, a multiple of the element's size.
    private let offset: Int
    let count: Int

    /// Elements `count` from byte `offset`, which the layout has checked lie inside `source`.
    init(_ source: AttachedBytes, offset: Int, count: Int) {
        self.source = source
        self.offset = offset
        self.count = count
    }

    /// Element `index`, or nil when it is out of range or on a damaged page.
    subscript(index: Int) -> Element? {
        guard index >= 0 && index < count else {
            reportDamage()
            return nil
        }
        let start = offset + index * MemoryLayout<Element>.size
        guard source.intact(start..<(start + MemoryLayout<Element>.size)) else { return nil }
        return source.bytes.load(fromByteOffset: start, as: Element.self)
    }

    /// Elements `range` in place, or nil when it is out of range or on a damaged page.
    func slice(_ range: Range<Int>) -> UnsafeBufferPointer<Element>? {
        guard range.lowerBound >= 0 && range.upperBound <= count else {
            reportDamage()
            return nil
        }
        let size = MemoryLayout<Element>.size
        let bytes = (offset + range.lowerBound * size)..<(offset + range.upperBound * size)
        guard source.intact(bytes) else { return nil }
        return UnsafeRawBufferPointer(rebasing: source.bytes[bytes]).bindMemory(to: Element.self)
    }

    /// Marks the image these bytes are in damaged: a value read from it is out of range.
    func reportDamage() {
        source.markDamaged()
    }
}
