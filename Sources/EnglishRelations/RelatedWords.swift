import Synchronization

/// English words related in meaning to a learner's word, from Princeton WordNet 3.0 (Debian's
/// wordnet-base, read in place by `WordNetDatabase`): the other words of the synsets of its first
/// senses, and the words those are derived from or give ("cruelty" is in the synset of
/// "cruelness", derived from "cruel"). So a learner's word finds a gloss that says it otherwise:
/// "grave" 墓 "tomb", "daughter" 少女 "girl", "cruelty" 残酷 "cruel", "itinerary" 道順 "route".
/// Only single common words, as a gloss is matched word by word and a proper noun ("Nihon",
/// "Japan") is no meaning of a learner's word. Without WordNet's files (`WNSEARCHDIR`, else where
/// Debian puts them) a word has no related words and search works as before.
public enum RelatedWords {
    /// How many of a word's senses, in each part of speech, are followed: WordNet lists the most
    /// used first, and the later ones are mostly rare uses ("grave" is "sculpt" as a verb).
    static let sensesFollowed = 3

    /// At most this many related words, nearest first: a word of many senses would otherwise bring
    /// dozens, each a set of postings to read per keystroke.
    static let most = 24

    /// The related words of a lowercase word of ASCII letters, nearest first (synonyms of its
    /// first sense before those of later ones, each sense's synonyms before its derived words),
    /// without the word itself; empty for any other text or when WordNet is missing.
    public static func of(_ word: String) -> [String] {
        guard word.utf8.count >= 3, word.utf8.count < 64, isLowercaseLetters(word), let database else { return [] }
        if let known = found.withLock({ $0[word] }) { return known }
        let related = lookUp(word, in: database)
        found.withLock { $0[word] = related }
        return related
    }

    private static let database = WordNetDatabase()

    /// What was looked up: a learner types the same words again and again.
    private static let found = Mutex<[String: [String]]>([:])

    private static func lookUp(_ word: String, in database: WordNetDatabase) -> [String] {
        // The words of each sense, in every part of speech, then merged sense by sense.
        var bySense = [[String]](repeating: [], count: sensesFollowed)
        func add(_ lemma: String, _ part: WordNetDatabase.PartOfSpeech) -> Bool {
            let senses = database.senses(of: lemma, part)
            for (sense, offset) in senses.prefix(sensesFollowed).enumerated() {
                guard let synset = database.synset(at: offset, part) else { continue }
                bySense[sense] += synset.words + synset.derivations.compactMap { pointer in
                    database.synset(at: pointer.offset, pointer.part).flatMap { target in
                        target.words.indices.contains(pointer.word - 1) ? target.words[pointer.word - 1] : nil
                    }
                }
            }
            return !senses.isEmpty
        }
        // A word WordNet has as it is is taken as it is ("flatter" the verb, not "flat" made
        // comparative); another, through its base forms ("suburbs" → "suburb").
        let asTyped = WordNetDatabase.PartOfSpeech.allCases.map { add(word, $0) }
        if !asTyped.contains(true) {
            for part in WordNetDatabase.PartOfSpeech.allCases {
                for base in database.baseForms(of: word, part) { _ = add(base, part) }
            }
        }
        var related: [String] = []
        for text in bySense.joined() where related.count < most && text != word && !related.contains(text) {
            if isLowercaseLetters(text) { related.append(text) }
        }
        return related
    }

    /// Whether `text` is ASCII letters a-z only: a single common word, no phrase or proper noun.
    private static func isLowercaseLetters(_ text: String) -> Bool {
        text.utf8.allSatisfy { (0x61...0x7A).contains($0) }
    }
}
