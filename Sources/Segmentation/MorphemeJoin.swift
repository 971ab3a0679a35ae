import KanjiDictionary

/// Which of MeCab's morphemes may be joined into one word, and when a run of them is a verb or
/// adjective with its endings. IPADIC's parts of speech decide: a particle (but the て of a
/// te-form) or a symbol never joins with what precedes it, so それ|は is not the expression それは
/// and は|います is not 這う.
enum MorphemeJoin {
    /// The dictionary form a run of morphemes stands for, and the kind of word it must be.
    struct Base: Equatable {
        var text: String
        var wordClass: WordClass
    }

    enum WordClass {
        case verb
        case adjective
        /// A noun that takes する (勉強する → 勉強).
        case suruNoun
        /// Whatever the dictionary has under the base form (です, だ).
        case any

        /// Whether the dictionary word is of this class by JMdict's parts of speech; a word
        /// without them (an EDICT line with none) is taken as it is.
        func admits(_ word: WordEntry) -> Bool {
            let codes = word.senses.flatMap(\.partsOfSpeech)
            guard !codes.isEmpty else { return true }
            switch self {
            case .verb: return codes.contains { $0.hasPrefix("v") && $0 != "vs" && !$0.hasPrefix("vs-") || $0 == "vs-i" || $0 == "vs-s" }
            case .adjective: return codes.contains { $0 == "adj-i" || $0 == "adj-ix" }
            case .suruNoun: return codes.contains { $0 == "vs" || $0 == "vs-s" || $0 == "vs-i" }
            case .any: return true
            }
        }
    }

    /// Endings that belong to the verb or adjective before them (IPADIC's base forms).
    private static let auxiliaries: Set<String> = ["ます", "た", "だ", "です", "ない", "ぬ", "ん", "れる", "られる", "せる", "させる", "たい", "う", "よう", "まい"]
    /// Verbs that, after a te-form, make one inflection of it (ている, てしまう, ておく).
    private static let boundVerbs: Set<String> = ["いる", "る", "しまう", "ちゃう", "じゃう", "おく", "とく", "すぎる", "なさる"]
    /// The te-form's and conditional's particles.
    private static let conjunctive: Set<String> = ["て", "で", "ば", "ちゃ", "じゃ"]

    /// Whether the morphemes may be tried as one word at all: no particle or symbol inside
    /// but the て of a te-form, and at most one morpheme that is a word by itself.
    static func mayJoin(_ piece: ArraySlice<MeCabToken>) -> Bool {
        guard let first = piece.first, first.partOfSpeech != "助詞", first.partOfSpeech != "記号" else { return false }
        let suruAfterNoun = zip(piece, piece.dropFirst()).filter { $0.subclass == "サ変接続" && $1.baseForm == "する" }.count
        if piece.filter(isIndependent).count - suruAfterNoun > 1 { return false }
        // Measured on the Tatoeba sentences' tuning half: a prefix or a suffix other than a
        // counter left on its own finds the word a reader means more often (お|土産, 政治|家).
        if first.partOfSpeech == "接頭詞" { return false }
        if piece.contains(where: { $0.partOfSpeech == "名詞" && $0.subclass == "接尾" && $0.detail != "助数詞" && !isEnding($0) }) { return false }
        return piece.dropFirst().allSatisfy { token in
            switch token.partOfSpeech {
            case "記号": return false
            case "助詞": return token.subclass == "接続助詞" && conjunctive.contains(token.surface)
            default: return true
            }
        }
    }

    /// Whether the morphemes, joined, may be looked up as written: a compound (運転|手, 二|人,
    /// お|茶), not a word with its endings (はず|だ is not the expression はずだ).
    static func mayBeCompound(_ piece: ArraySlice<MeCabToken>) -> Bool {
        piece.dropFirst().allSatisfy { $0.partOfSpeech != "助動詞" && $0.partOfSpeech != "助詞" }
    }

    /// The dictionary form when the morphemes are a verb or adjective (or a noun with する)
    /// followed only by its endings; nil otherwise, and for a verb or adjective already in its
    /// dictionary form.
    static func inflectedWord(_ piece: ArraySlice<MeCabToken>) -> Base? {
        guard let head = piece.first else { return nil }
        var endings = piece.dropFirst()
        let base: Base
        switch head.partOfSpeech {
        case "動詞":
            base = Base(text: head.baseForm, wordClass: .verb)
        case "形容詞":
            base = Base(text: head.baseForm, wordClass: .adjective)
        case "助動詞" where head.baseForm == "ない":
            // ない after a noun or particle (被害はなく) is the adjective 無い.
            base = Base(text: head.baseForm, wordClass: .adjective)
        case "助動詞":
            // The copula and other endings standing alone (でし|た is です, past).
            base = Base(text: head.baseForm, wordClass: .any)
        case "名詞" where head.subclass == "サ変接続":
            guard let suru = endings.first, suru.partOfSpeech == "動詞", suru.baseForm == "する" else { return nil }
            endings = endings.dropFirst()
            base = Base(text: head.surface, wordClass: .suruNoun)
        default:
            return nil
        }
        // です ends a word only after ません (行きませんでした); after an adjective or a past it is
        // a word of its own (寒かった|です).
        let politePast = zip(endings.dropLast(), endings.dropFirst()).allSatisfy { $1.baseForm != "です" || $0.surface == "ん" }
        guard endings.allSatisfy(isEnding), politePast, endings.first?.baseForm != "です" else { return nil }
        if head.partOfSpeech != "名詞", piece.count == 1, head.surface == head.baseForm { return nil }
        return base
    }

    /// A morpheme that is a word by itself: not a prefix, suffix, number, ending or particle.
    static func isIndependent(_ token: MeCabToken) -> Bool {
        switch token.partOfSpeech {
        case "接頭詞", "助動詞", "助詞", "記号": return false
        case "名詞": return token.subclass != "接尾" && token.subclass != "数" && token.subclass != "非自立"
        case "動詞", "形容詞": return token.subclass == "自立"
        default: return true
        }
    }

    private static func isEnding(_ token: MeCabToken) -> Bool {
        switch token.partOfSpeech {
        // だ is an ending only as the past (読んだ), not as the copula (晴れそうだ).
        case "助動詞": return auxiliaries.contains(token.baseForm) && (token.baseForm != "だ" || token.conjugation == "特殊・タ")
        case "助詞": return token.subclass == "接続助詞" && conjunctive.contains(token.surface)
        case "動詞": return token.subclass == "接尾" || (token.subclass == "非自立" && boundVerbs.contains(token.baseForm))
        case "名詞": return token.subclass == "接尾" && token.detail == "助動詞語幹" && token.baseForm == "そう"
        case "形容詞": return token.baseForm == "ない"
        default: return false
        }
    }
}
