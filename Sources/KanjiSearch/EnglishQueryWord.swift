import EnglishRelations

/// A word of an English query (lowercased) with the other spellings a gloss may have it in: the
/// singular of a plural and the plural of a singular ("traffic lights" finds "traffic light",
/// "actual expense" "actual expenses", "wolves" "wolf"), by the regular rules of English and a few
/// irregular nouns. A gloss having the word only in another spelling matches as an inflection of
/// it, after one having it as typed. Words of one or two letters, numbers, articles and "to" have
/// no other spelling. A word of four letters or more also has a root (`EnglishRoot`): a gloss
/// with another word of that root matches after both. And a word may have related words
/// (`RelatedWords`, from WordNet): a gloss with one of those matches after all of these.
struct EnglishQueryWord: Equatable, Sendable {
    let typed: [UInt8]
    /// The other spellings, none equal to `typed`.
    let others: [[UInt8]]
    /// The typed spelling first, then the others (kept, as every gloss tested compares them).
    let spellings: [[UInt8]]
    /// The word's root, and how every word of that root begins (`EnglishRoot.needle`); nil for a
    /// word that has none or whose words would not share four letters.
    let root: Root?
    /// Words of a related meaning ("tomb" for "grave", "cruel" for "cruelty"), none a spelling of
    /// the word or of its root.
    let related: [[UInt8]]

    struct Root: Equatable, Sendable {
        let root: [UInt8]
        let needle: [UInt8]
    }

    /// `related`: whether to look up the word's related words.
    init(_ typed: [UInt8], related findsRelated: Bool = false) {
        self.typed = typed
        let word = String(decoding: typed, as: UTF8.self)
        let isPlain = typed.count >= 3 && typed.allSatisfy { (0x61...0x7A).contains($0) } && !EnglishWords.isFunctionWord(typed)
        others = isPlain ? EnglishQueryWord.otherNumber(of: word).filter { $0 != word }.map { Array($0.utf8) } : []
        spellings = [typed] + others
        let root = isPlain ? EnglishRoot.of(typed).flatMap { root in EnglishRoot.needle(of: typed, root: root).map { Root(root: root, needle: $0) } } : nil
        self.root = root
        let spellings = self.spellings
        related = isPlain && findsRelated
            ? RelatedWords.of(word).map { Array($0.utf8) }.filter { other in
                !spellings.contains(other) && !EnglishQueryWord.sharesRoot(other, root)
            }
            : []
    }

    /// Whether `word` (lowercase) is this word as typed, in another spelling or of its root.
    func spelled(by word: [UInt8]) -> Bool {
        spellings.contains(word) || sharesRoot(with: word)
    }

    /// Whether `word` (lowercase) is another word of this word's root.
    func sharesRoot<Word: Collection>(with word: Word) -> Bool where Word.Element == UInt8 {
        EnglishQueryWord.sharesRoot(word, root)
    }

    private static func sharesRoot<Word: Collection>(_ word: Word, _ root: Root?) -> Bool where Word.Element == UInt8 {
        guard let root, word.count >= root.needle.count, word.starts(with: root.needle) else { return false }
        return EnglishRoot.of(word) == root.root
    }

    /// Nouns whose plural is not made by a rule.
    private static let irregular: [(singular: String, plural: String)] = [
        ("man", "men"), ("woman", "women"), ("child", "children"), ("person", "people"), ("foot", "feet"),
        ("tooth", "teeth"), ("mouse", "mice"), ("goose", "geese"),
    ]

    /// The singulars a word ending in s may be the plural of, or the plurals of a word that is not one.
    private static func otherNumber(of word: String) -> [String] {
        if let pair = irregular.first(where: { $0.singular == word || $0.plural == word }) {
            return [pair.singular, pair.plural]
        }
        let vowels = "aeiou"  // a string: a set's first use costs the runtime a scan of every conformance (0.37M instructions)
        if word.hasSuffix("s") && !word.hasSuffix("ss") && !word.hasSuffix("us") && !word.hasSuffix("is") {
            guard word.count >= 4 else { return [] }
            var singulars = [String(word.dropLast())]
            if word.hasSuffix("ies") && word.count > 4 { singulars.append(word.dropLast(3) + "y") }
            if word.hasSuffix("ves") { singulars += [word.dropLast(3) + "f", word.dropLast(3) + "fe"] }
            if ["ses", "xes", "zes", "ches", "shes", "oes"].contains(where: word.hasSuffix) { singulars.append(String(word.dropLast(2))) }
            return singulars
        }
        if word.hasSuffix("is") { return word.count >= 5 ? [word.dropLast(2) + "es"] : [] }
        if ["s", "x", "z", "ch", "sh"].contains(where: word.hasSuffix) { return [word + "es"] }
        if word.hasSuffix("y"), let before = word.dropLast().last, !vowels.contains(before) { return [word.dropLast() + "ies"] }
        if word.hasSuffix("fe") { return [word + "s", word.dropLast(2) + "ves"] }
        if word.hasSuffix("f") { return [word + "s", word.dropLast() + "ves"] }
        return [word + "s"]
    }
}
