import CWordNet
import Synchronization

/// English words related in meaning to a learner's word, from Princeton WordNet 3.0 (Debian's
/// wordnet-dev and wordnet-base): the other words of the synsets of its first senses, and the words
/// those are derived from or give ("cruelty" is in the synset of "cruelness", derived from
/// "cruel"). So a learner's word finds a gloss that says it otherwise: "grave" 墓 "tomb",
/// "daughter" 少女 "girl", "cruelty" 残酷 "cruel", "itinerary" 道順 "route". Only single words,
/// as a gloss is matched word by word. Without WordNet's files (`WNSEARCHDIR`, else where Debian
/// puts them) a word has no related words and search works as before.
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
        guard word.utf8.count >= 3, word.utf8.count < 64, word.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) else { return [] }
        return library.withLock { library in
            if let known = library.found[word] { return known }
            let related = library.isOpen ? lookUp(word) : []
            library.found[word] = related
            return related
        }
    }

    /// Whether WordNet's files were found and opened.
    public static var isAvailable: Bool { library.withLock { $0.isOpen } }

    /// WordNet's C library keeps open files and static buffers: one user at a time, and what it
    /// answered is kept (a learner types the same words again and again).
    private struct Library: ~Copyable {
        var isOpen: Bool
        var found: [String: [String]] = [:]
    }

    private static let library = Mutex(Library(isOpen: open()))

    private static func open() -> Bool { kl_wordnet_open() == 0 }

    /// The parts of speech of WordNet's files, in the order they are searched.
    private static let partsOfSpeech = [NOUN, VERB, ADJ, ADV]

    private static func lookUp(_ word: String) -> [String] {
        // The words of each sense, in every part of speech and base form, then merged sense by sense.
        var bySense = [[String]](repeating: [], count: sensesFollowed)
        func add(_ form: String, _ partOfSpeech: Int32) -> Bool {
            var found = false
            forEachSynset(form, partOfSpeech) { sense, synset in
                bySense[sense] += words(of: synset) + derivedWords(of: synset)
                found = true
            }
            return found
        }
        // A word WordNet has as it is is taken as it is ("flatter" the verb, not "flat" made
        // comparative); another, through its base forms ("suburbs" → "suburb").
        let asTyped = partsOfSpeech.map { add(word, $0) }
        if !asTyped.contains(true) {
            for partOfSpeech in partsOfSpeech {
                if let base = baseForm(of: word, partOfSpeech) { _ = add(base, partOfSpeech) }
            }
        }
        var related: [String] = []
        for text in bySense.joined() where related.count < most && text != word && !related.contains(text) {
            if text.utf8.allSatisfy({ (0x61...0x7A).contains($0) }) { related.append(text) }
        }
        return related
    }

    /// The base form WordNet's morphology gives the word in that part of speech, if another
    /// ("suburbs" → "suburb", "went" → "go").
    private static func baseForm(of word: String, _ partOfSpeech: Int32) -> String? {
        var text = Array(word.utf8CString)
        let base = text.withUnsafeMutableBufferPointer { buffer in
            morphstr(buffer.baseAddress, partOfSpeech).map { String(cString: $0) }
        }
        return base == word ? nil : base
    }

    /// Calls `body` with the synsets of the word's first `sensesFollowed` senses in that part of
    /// speech, and the number of each sense (from 0).
    private static func forEachSynset(_ word: String, _ partOfSpeech: Int32, _ body: (Int, Synset) -> Void) {
        var text = Array(word.utf8CString)
        text.withUnsafeMutableBufferPointer { buffer in
            guard let index = index_lookup(buffer.baseAddress, partOfSpeech) else { return }
            defer { free_index(index) }
            guard let offsets = index.pointee.offset else { return }
            for sense in 0..<min(sensesFollowed, Int(index.pointee.off_cnt)) {
                guard let synset = read_synset(partOfSpeech, Int(offsets[sense]), buffer.baseAddress) else { continue }
                defer { free_synset(synset) }
                body(sense, synset.pointee)
            }
        }
    }

    private static func words(of synset: Synset) -> [String] {
        guard let words = synset.words else { return [] }
        return (0..<Int(synset.wcount)).compactMap { words[$0].map { String(cString: $0) } }
    }

    /// The words WordNet links to the synset's words as derived from them or giving them.
    private static func derivedWords(of synset: Synset) -> [String] {
        guard let types = synset.ptrtyp, let offsets = synset.ptroff, let parts = synset.ppos, let targets = synset.pto else { return [] }
        var found: [String] = []
        for pointer in 0..<Int(synset.ptrcount) where types[pointer] == DERIVATION {
            guard let target = read_synset(parts[pointer], offsets[pointer], nil) else { continue }
            defer { free_synset(target) }
            let words = self.words(of: target.pointee)
            let place = Int(targets[pointer]) - 1
            if words.indices.contains(place) { found.append(words[place]) }
        }
        return found
    }
}
