import ArgumentParser
import KanjiBrowser

/// Prints a verb's or an adjective's conjugation table.
struct ConjugateCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "conjugate",
        _superCommandName: "kanji-list",
        abstract: "Print the conjugation table of a verb or an adjective: each form, its reading and its name.",
        discussion: """
            WORD is a dictionary word as written (行く), one of its readings or other spellings (いく), or \
            an inflection of it (行った). The table: non-past, past, te-form, volitional, imperative, \
            potential, passive, causative, causative-passive, the ば and たら conditionals and たい, each \
            plain and polite, positive and negative where Japanese has them; an adjective's forms (いい's \
            from よい: よかった); a する-noun's with する (勉強する); a na-adjective's with だ and です. \
            Each form is made from the rules kanji-list's deinflection undoes, so searching a form finds \
            the word again. A reading or spelling of several words prints the commonest one's table and \
            names the others. --json: one object a word: word, reading, from (how WORD led to it, or null), \
            sections (one a class: class, dictionaryForm, forms with name, kind, polite, negative, text, \
            reading, reasons and chain, the form after each step from the word). \
            Exit status: 0; 1 for a word that does not conjugate or is not in the dictionary.
            """)

    @Argument(help: "A verb or an adjective: 行く, いく, 行った, いい, 静か, 勉強.")
    var word: String

    @Flag(help: "One JSON object a word: word, reading, from, sections with their forms.")
    var json = false

    @OptionGroup var dictionary: DictionaryOptions

    func run() throws {
        let store = try dictionary.load()
        let (found, named) = WordConjugation.words(for: word, in: store)
        guard let first = found.first else {
            if let entry = named.first {
                var codes: [String] = []
                for code in entry.senses.flatMap(\.partsOfSpeech) where !codes.contains(code) { codes.append(code) }
                let partsOfSpeech = codes.isEmpty ? "" : " (" + codes.map(store.tagName).joined(separator: "; ") + ")"
                printError("kanji-list: \(word) does not conjugate: \(entry.word)\(partsOfSpeech) is no verb or adjective")
            } else {
                printError("kanji-list: found no word \(word) in the dictionary (\(dictionary.path)), nor a word it is an inflection of; to find it by reading or meaning: kanji-list search \(word)")
            }
            throw ExitCode(1)
        }
        if json {
            try printOutput(found.map(ConjugationReport.json).joined())
            return
        }
        var text = ConjugationReport.text(first, tagName: store.tagName)
        if found.count > 1 {
            text += "\nAlso \(word): " + found.dropFirst().map(\.entry.word).joined(separator: ", ") + " (kanji-list conjugate WORD)\n"
        }
        try printOutput(text)
    }
}
