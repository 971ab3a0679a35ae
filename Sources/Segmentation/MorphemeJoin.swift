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
    /// Verbs that, after a te-form, make one inflection of it (ている, てしまう, ておく; the spoken てる, でる).
    private static let boundVerbs: Set<String> = ["いる", "る", "てる", "でる", "しまう", "ちゃう", "じゃう", "おく", "とく", "すぎる", "なさる"]
    /// Adjectives that make one word with a verb's stem (住み|やすい, 読み|にくい).
    private static let stemEndings: Set<String> = ["やすい", "にくい", "づらい"]
    /// The te-form's and conditional's particles.
    private static let conjunctive: Set<String> = ["て", "で", "ば", "ちゃ", "じゃ"]

    /// Whether the morphemes may be tried as one word at all: no particle or symbol inside
    /// but the て of a te-form (or the particle that ends an adverb, 非常|に), and at most one
    /// morpheme that is a word by itself unless all are nouns (高等|学校, 晩|御飯).
    static func mayJoin(_ piece: ArraySlice<MeCabToken>) -> Bool {
        guard let first = piece.first, first.partOfSpeech != "助詞", first.partOfSpeech != "記号" else { return false }
        // Counted in place: copying morphemes (each a dozen strings) into arrays was most of the time here.
        var suruAfterNoun = 0
        for index in piece.indices.dropLast() where piece[index].subclass == "サ変接続" && piece[index + 1].baseForm == "する" {
            suruAfterNoun += 1
        }
        // A verb's stem makes one word with a verb or a noun after it (巻き|起こる, 飼い|猫).
        let compounds = piece.indices.dropLast().count { isStemBefore(piece[$0], piece[$0 + 1]) }
        let body = endsInAdverbParticle(piece) ? piece.dropLast() : piece
        let nouns = body.allSatisfy { $0.partOfSpeech == "名詞" || $0.partOfSpeech == "接頭詞" }
        // A prefix joins a noun (お|皿), not a verb (お|待ち|ください is no word おまち).
        if first.partOfSpeech == "接頭詞", !nouns { return false }
        if !nouns, body.count(where: isIndependent) - suruAfterNoun - compounds > 1 { return false }
        return body.dropFirst().allSatisfy { !isBoundary($0) || isConjunctive($0) }
    }

    /// A particle or a symbol: what a word does not hold inside, but the te-form's particle and
    /// the iteration mark 々, which repeats the kanji before it (共|々 is 共々, 村|々 村々).
    static func isBoundary(_ token: MeCabToken) -> Bool {
        (token.partOfSpeech == "記号" && token.surface != "々") || token.partOfSpeech == "助詞"
    }

    /// The te-form's or conditional's particle (食べ|て, 行け|ば).
    static func isConjunctive(_ token: MeCabToken) -> Bool {
        token.partOfSpeech == "助詞" && token.subclass == "接続助詞" && conjunctive.contains(token.surface)
    }

    /// Particles that end an adverb written as one word (非常に, 一段と, いつでも, 後で).
    private static let adverbParticles: Set<String> = ["に", "と", "で", "も", "でも"]

    /// Whether the morphemes are a word and a particle that may end an adverb; the joined text
    /// is then taken only as an adverb. A pronoun only with でも (いつ|でも): ここ|に is not the
    /// adverb ここに "hereupon".
    static func endsInAdverbParticle(_ piece: ArraySlice<MeCabToken>) -> Bool {
        guard piece.count > 1, let last = piece.last, last.partOfSpeech == "助詞", adverbParticles.contains(last.surface),
              let head = piece.first, head.subclass != "代名詞" || last.surface == "でも" else { return false }
        return piece.dropLast().allSatisfy { $0.partOfSpeech != "助詞" && $0.partOfSpeech != "助動詞" }
    }

    /// Whether the morphemes are a noun and は ending the sentence (before 。 or ！, or at the end):
    /// a greeting written so (今日は。 is こんにちは, 今晩は！ こんばんは), looked up as an interjection;
    /// 今日は？ and 今日は、 stay 今日 and は.
    static func isGreeting(_ piece: ArraySlice<MeCabToken>, next: MeCabToken?) -> Bool {
        guard piece.count == 2, let head = piece.first, let last = piece.last, head.partOfSpeech == "名詞",
              last.partOfSpeech == "助詞", last.surface == "は" else { return false }
        guard let next else { return true }
        return next.partOfSpeech == "記号" && ["。", "！", "!"].contains(next.surface)
    }

    /// Whether the morphemes are a na-adjective's stem and な, which the dictionary may have as
    /// one prenominal word (主な おもな "main"); the joined text is then taken only as one.
    static func isPrenominal(_ piece: ArraySlice<MeCabToken>) -> Bool {
        piece.count == 2 && piece.first?.subclass == "形容動詞語幹" && piece.last?.partOfSpeech == "助動詞" && piece.last?.surface == "な"
    }

    /// Whether the morphemes, joined, may be looked up as written: a compound (運転|手, 二|人,
    /// お|茶, 非常|に), not a word with its endings (はず|だ is not the expression はずだ).
    /// A noun IPADIC marks as one that takes ない (申し訳, 仕方) joins it (申し訳ない).
    static func mayBeCompound(_ piece: ArraySlice<MeCabToken>) -> Bool {
        if piece.count == 2, piece.first?.subclass == "ナイ形容詞語幹", piece.last?.baseForm == "ない" { return true }
        if isPrenominal(piece) { return true }
        return endsInAdverbParticle(piece) || piece.dropFirst().allSatisfy { $0.partOfSpeech != "助動詞" && $0.partOfSpeech != "助詞" }
    }

    /// The dictionary form when the morphemes are a verb or adjective (or a noun with する)
    /// followed only by its endings; nil otherwise, and for a verb or adjective already in its
    /// dictionary form.
    static func inflectedWord(_ piece: ArraySlice<MeCabToken>) -> Base? {
        guard let head = piece.first, mayBeginInflection(head) else { return nil }
        var endings = piece.dropFirst()
        let base: Base
        switch head.partOfSpeech {
        case "動詞" where isCompoundVerb(piece):
            // A verb's stem and a verb IPADIC lacks as one (巻き|起こり → 巻き起こる).
            guard let second = endings.first else { return nil }
            endings = endings.dropFirst()
            base = Base(text: head.surface + second.baseForm, wordClass: .verb)
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
        guard endings.allSatisfy(isEnding), !endsInHearsay(piece) else { return nil }
        // です ends a word only after ません (行きませんでした); after an adjective or a past it is
        // a word of its own (寒かった|です).
        let politePast = zip(endings.dropLast(), endings.dropFirst()).allSatisfy { $1.baseForm != "です" || $0.surface == "ん" }
        guard politePast, endings.first?.baseForm != "です" else { return nil }
        if head.partOfSpeech != "名詞", piece.count == 1, head.surface == head.baseForm { return nil }
        return base
    }

    /// Whether そう follows an adjective's or a verb's plain form (暑い|そう "it is said to be hot"):
    /// hearsay, a word of its own, which IPADIC tags as it tags the appearance -sou after a stem
    /// (暑|そう). After an ending it is left to the deinflector (いいた|そう is 言いたそう, -tai, -sou,
    /// whose た IPADIC takes for the past).
    private static func endsInHearsay(_ piece: ArraySlice<MeCabToken>) -> Bool {
        zip(piece.dropLast(), piece.dropFirst()).contains { before, sou in
            sou.partOfSpeech == "名詞" && sou.baseForm == "そう" && before.form == "基本形" && ["形容詞", "動詞"].contains(before.partOfSpeech)
        }
    }

    /// Whether ``inflectedWord(_:)`` may find a word in morphemes that begin with `head`: a verb,
    /// an adjective, an ending or a noun that takes する. Asked once of a morpheme before its joins
    /// of two to eight morphemes are (``Segmenter/worthTrying(_:from:lexicon:)``), where each join
    /// asked anew compared the first one's part of speech with up to six names.
    static func mayBeginInflection(_ head: MeCabToken) -> Bool {
        switch head.partOfSpeech {
        case "動詞", "形容詞", "助動詞": return true
        case "名詞": return head.subclass == "サ変接続"
        default: return false
        }
    }

    /// Whether the morphemes begin with a verb's stem and a verb that is no ending of it: a
    /// compound verb IPADIC lacks (巻き|起こり|ました, 湧き|上がっ|た), which JMdict may have.
    static func isCompoundVerb(_ piece: ArraySlice<MeCabToken>) -> Bool {
        guard piece.count > 1, let head = piece.first else { return false }
        let second = piece[piece.startIndex + 1]
        return isStemBefore(head, second) && second.partOfSpeech == "動詞"
    }

    /// Whether `token` is a verb's stem (連用形) and `next` a verb that is no ending of it, or a
    /// noun: the two may be one word (巻き起こる, 飼い猫, 読み手).
    private static func isStemBefore(_ token: MeCabToken, _ next: MeCabToken) -> Bool {
        guard token.partOfSpeech == "動詞", token.form == "連用形", token.baseForm != "する" else { return false }
        switch next.partOfSpeech {
        case "動詞": return next.subclass == "自立" ? next.baseForm != "する" : compoundingVerbs.contains(next.baseForm)
        case "名詞": return isIndependent(next)
        default: return false
        }
    }

    /// Verbs IPADIC marks as bound (非自立) that make compounds JMdict lists (降り始める, 書き続ける);
    /// not the やる of 言い|や|がっ|て (言いやがって, "say, damn it"), nor an ending (食べ|すぎる).
    private static let compoundingVerbs: Set<String> = ["始める", "続ける", "終わる", "終える", "出す", "込む", "合う", "直す", "切る", "掛ける", "かける"]

    /// A morpheme that is a word by itself: not a prefix, suffix, number, ending or particle.
    static func isIndependent(_ token: MeCabToken) -> Bool {
        switch token.partOfSpeech {
        case "接頭詞", "助動詞", "助詞", "記号": return false
        case "名詞": return token.subclass != "接尾" && token.subclass != "数" && token.subclass != "非自立"
        // ない is no word of its own after a noun (申し訳|ない, 仕方|ない).
        case "動詞", "形容詞": return token.subclass == "自立" && token.baseForm != "ない"
        default: return true
        }
    }

    private static func isEnding(_ token: MeCabToken) -> Bool {
        switch token.partOfSpeech {
        // だ is an ending only as the past (読んだ), not as the copula (晴れそうだ).
        case "助動詞": return auxiliaries.contains(token.baseForm) && (token.baseForm != "だ" || token.conjugation == "特殊・タ")
        case "助詞": return isConjunctive(token)
        case "動詞": return token.subclass == "接尾" || (token.subclass == "非自立" && boundVerbs.contains(token.baseForm))
        case "名詞": return token.subclass == "接尾" && token.detail == "助動詞語幹" && token.baseForm == "そう"
        case "形容詞": return token.baseForm == "ない" || (token.subclass == "非自立" && stemEndings.contains(token.baseForm))
        default: return false
        }
    }
}
