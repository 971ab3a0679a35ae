import KanjiDictionary

/// A word's sense as one line: glosses, then its tags by name in brackets ("every day [noun
/// (common) (futsuumeishi); adverb (fukushi)]").
enum SenseFormat {
    static func text(_ sense: WordSense, tagName: (String) -> String) -> String {
        let tags = (sense.partsOfSpeech + sense.misc + sense.fields).map(tagName)
        let glosses = sense.glosses.joined(separator: "; ")
        return tags.isEmpty ? glosses : glosses + " [" + tags.joined(separator: "; ") + "]"
    }
}
