/// A text as a key of the segmenter's caches, hashed by its FNV-1a hash (``Lexicon/hash(_:)``,
/// computed once) and compared byte for byte (``IPADICField``): a dictionary keyed by `String`
/// hashes and compares Japanese through Unicode normalization, a twentieth of parse's time.
struct TextKey: Hashable {
    let text: IPADICField
    let hash: UInt64

    init(_ text: String, hash: UInt64) {
        self.text = IPADICField(text)
        self.hash = hash
    }

    static func == (left: TextKey, right: TextKey) -> Bool {
        left.hash == right.hash && left.text == right.text
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(hash)
    }
}
