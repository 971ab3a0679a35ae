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
        for token in piece { append(token, marker: MorphemeKey.join) }
    }

    /// `token` after `marker`; nil (no morpheme there: the text's end) is the marker alone.
    mutating func append(_ token: MeCabToken?, marker: UInt8) {
        bytes.append(marker)
        guard let token else { return }
        bytes += token.surface.utf8
        withUnsafeBytes(of: token.feature.littleEndian) { bytes += $0 }
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
