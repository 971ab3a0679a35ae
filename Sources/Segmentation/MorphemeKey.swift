/// Morphemes as a key of the segmenter's caches: each one's surface and feature string (its
/// number, ``MeCabToken/feature``) after a marker byte, hashed in one call over the bytes (an
/// array of bytes is hashed a byte at a time, a tenth of choosing the joins).
struct MorphemeKey: Hashable {
    private var bytes: [UInt8] = []

    /// The markers before a morpheme of a join and before the one after the join.
    static let join: UInt8 = 0xFF
    static let after: UInt8 = 0xFE

    init() {}

    /// The morphemes of `piece`, each after ``join``.
    init(_ piece: ArraySlice<MeCabToken>) {
        // Room for the morphemes and one after them (a marker and a number beside each surface):
        // grown as it came, the array was copied two or three times a key.
        bytes.reserveCapacity(piece.reduce(32) { $0 + $1.surface.utf8.count + 5 })
        for token in piece { append(token, marker: MorphemeKey.join) }
    }

    /// `token` after `marker`; nil (no morpheme there: the text's end) is the marker alone.
    mutating func append(_ token: MeCabToken?, marker: UInt8) {
        bytes.append(marker)
        guard let token else { return }
        bytes += token.surface.utf8
        // Byte by byte, little-endian: appending the number's raw bytes as a collection went
        // through the generic append, 260 instructions a morpheme.
        for shift in stride(from: 0, to: 32, by: 8) { bytes.append(UInt8(truncatingIfNeeded: token.feature >> shift)) }
        // A morpheme read in context has its IPADIC morpheme's number negated, whichever reading
        // it was given: the reading and base tell 家 read け from 家 read いえ.
        if token.feature < 0 {
            bytes += (token.reading ?? "").utf8
            bytes.append(MorphemeKey.after)
            bytes += token.baseForm.utf8
        }
    }

    func hash(into hasher: inout Hasher) {
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
    }
}
