import KanjiDictionary

/// MeCab's morphemes joined into dictionary words.
extension Segmenter {
    /// Morphemes joined at most: no dictionary word of the measured sets spans more.
    static let longestJoin = 8

    /// The segments of `text` (a piece of `scalars` from `offset`) from MeCab's `tokens` of it,
    /// appended to `segments` (a text's segments grow in one array, not copied from one a piece):
    /// Japanese morphemes joined into dictionary words, the rest passed through by script.
    func mecabSegments(_ text: String, tokens: [MeCabToken], at offset: Int, in scalars: [Unicode.Scalar], into segments: inout [Segment]) {
        let scalarAt = Segmenter.scalarOffsets(text)
        var covered = 0
        var index = 0
        let japanese = tokens.map { $0.surface.unicodeScalars.contains { ScriptRuns.script(of: $0) == .japanese } }
        // Text MeCab gave no token for (space), or a token with no Japanese in it.
        func passUpTo(_ end: Int) {
            guard end > covered else { return }
            segments += passThrough(scalars, in: (offset + covered)..<(offset + end))
            covered = end
        }
        while index < tokens.count {
            passUpTo(scalarAt[tokens[index].bytes.lowerBound])
            guard japanese[index] else {
                // Non-Japanese tokens together, so that 1,000 stays one number.
                index = japanese[index...].firstIndex(of: true) ?? tokens.count
                passUpTo(index < tokens.count ? scalarAt[tokens[index].bytes.lowerBound] : scalarAt[text.utf8.count])
                continue
            }
            let japaneseEnd = japanese[index...].firstIndex(of: false) ?? tokens.count
            let after = japaneseEnd < tokens.count ? tokens[japaneseEnd] : nil
            // A numeral that goes on a number (2|万|人) joins no word (万人 ばんにん "everyone"),
            // nor does a counter after one (2|人|目 is no 人目 ひとめ, 1|日|付 no 日付 ひづけ) but
            // into a counter of its own (1|日|中 いちにちじゅう): the number is counted with its
            // counter (``countedNumbers``).
            let continuesNumber = index > 0 && tokens[index - 1].subclass == "数"
                && (tokens[index].subclass == "数" || (tokens[index].detail == "助数詞" && !Segmenter.countsOn(tokens, at: index)))
            let best = continuesNumber
                ? keptMorphemeWord(tokens[..<japaneseEnd], from: index, after: after)
                : keptBestWord(tokens[..<japaneseEnd], from: index, after: after)
            let (joined, word) = named(tokens[..<japaneseEnd], from: index, chosen: best)
            let end = scalarAt[tokens[index + joined - 1].bytes.upperBound]
            var segment = word
            segment.range = (offset + covered)..<(offset + end)
            // A word of the dictionary is appended as it is, not in an array of its own made for each
            // segment: only a morpheme with none may be cut into parts (``dictionaryParts(of:token:in:)``).
            if joined == 1, segment.word == nil {
                segments += dictionaryParts(of: segment, token: tokens[index], in: scalars)
            } else {
                segments.append(segment)
            }
            covered = end
            index += joined
        }
        passUpTo(scalarAt[text.utf8.count])
    }

    /// Whether the counter at `index`, after a number in digits, and the morpheme after it are
    /// one counter ``Counting`` reads with the number (1|日|中: 日中 "all through the day").
    private static func countsOn(_ tokens: [MeCabToken], at index: Int) -> Bool {
        guard index + 1 < tokens.count else { return false }
        let counter = tokens[index].surface + tokens[index + 1].surface
        return Counting.reading(digits: tokens[index - 1].surface, counter: counter, afterMonth: false) != nil
    }

    /// ``bestWord(_:from:upTo:after:alone:)``, kept by the morphemes it depends on: those of the longest
    /// join worth trying (``worthTrying(_:from:lexicon:)``) and the one after them. A join no spelling is
    /// written as, and no inflected word, is passed over by a hash before anything else, so the
    /// morphemes after the last join that is not say nothing of the choice: keyed by all of
    /// ``joinReach(_:from:)`` and the one after it, nine in ten choices were made anew.
    private func keptBestWord(_ tokens: ArraySlice<MeCabToken>, from start: Int, after: MeCabToken?) -> (Int, Segment) {
        let last = Segmenter.worthTrying(tokens, from: start, lexicon: lexicon)
        guard last > start + 1 else { return keptMorphemeWord(tokens, from: start, after: after) }
        var key = MorphemeKey(tokens[start..<last])
        key.append(last < tokens.endIndex ? tokens[last] : after, marker: MorphemeKey.after)
        return kept(key) { bestWord(tokens, from: start, upTo: last, after: after) }
    }

    /// ``bestWord(_:from:upTo:after:alone:)`` of the morpheme at `start` by itself, where it joins
    /// nothing: what it is depends on it alone, and on the one after it only where that may
    /// decide (``mayDependOnNext(_:)``), so it is kept by those (の, ました before 。), which
    /// repeat far more than the runs the joins are kept by.
    private func keptMorphemeWord(_ tokens: ArraySlice<MeCabToken>, from start: Int, after: MeCabToken?) -> (Int, Segment) {
        var key = MorphemeKey(tokens[start..<(start + 1)])
        if Segmenter.mayDependOnNext(tokens[start..<(start + 1)]) {
            key.append(start + 1 < tokens.endIndex ? tokens[start + 1] : after, marker: MorphemeKey.after)
        }
        return morphemeCache.value(key) { bestWord(tokens, from: start, upTo: start + 1, after: after, alone: true) }
    }

    /// Whether a morpheme's own word (`morpheme`, one) may depend on the morpheme after it: only
    /// a verb's or adjective's form (``exactOutranksInflection(_:_:next:)``) and a number of
    /// minutes (``minutesWord(_:_:next:)``) look at it.
    private static func mayDependOnNext(_ morpheme: ArraySlice<MeCabToken>) -> Bool {
        morpheme.first.map { endsInMinutes($0.surface) } == true || MorphemeJoin.inflectedWord(morpheme) != nil
    }

    /// Whether `text` ends in 分, as String's `hasSuffix` says, its last bytes looked at first: no
    /// other character is 分 to Unicode, and `hasSuffix` (characters compared through Unicode's
    /// rules) cost 1,200 instructions a morpheme.
    static func endsInMinutes(_ text: String) -> Bool {
        text.utf8.reversed().starts(with: "分".utf8.reversed()) && text.hasSuffix("分")
    }

    /// The end of the longest join from `start` within ``joinReach(_:from:)`` that may be a word:
    /// its text some spelling's (by its hash, ``Lexicon/isSpelling(hash:)``) or a verb or
    /// adjective with its endings; `start + 1` where none of two morphemes or more is.
    static func worthTrying(_ tokens: ArraySlice<MeCabToken>, from start: Int, lexicon: Lexicon) -> Int {
        let reach = joinReach(tokens, from: start)
        guard reach > start + 1 else { return reach }
        let hashes = joinedHashes(tokens[start..<reach])
        // Most morphemes (nouns, particles) begin no inflected word, however many follow.
        let inflects = MorphemeJoin.mayBeginInflection(tokens[start])
        for end in stride(from: reach, to: start + 1, by: -1) {
            if lexicon.isSpelling(hash: hashes[end - start]) || inflects && MorphemeJoin.inflectedWord(tokens[start..<end]) != nil { return end }
        }
        return start + 1
    }

    /// Where the morphemes ``bestWord(_:from:upTo:after:alone:)`` may join from `start` end: at most
    /// ``longestJoin``, and no further than one past the first morpheme no join may hold inside
    /// (a symbol, a particle but the te-form's: ``MorphemeJoin/mayJoin(_:)``); a particle or
    /// symbol at `start` joins nothing. What it chooses depends on these and the one after them.
    static func joinReach(_ tokens: ArraySlice<MeCabToken>, from start: Int) -> Int {
        let last = min(tokens.endIndex, start + Segmenter.longestJoin)
        guard !MorphemeJoin.isBoundary(tokens[start]) else { return start + 1 }
        let boundary = tokens[(start + 1)..<last].firstIndex { MorphemeJoin.isBoundary($0) && !MorphemeJoin.isConjunctive($0) }
        return boundary.map { $0 + 1 } ?? last
    }

    /// The longest run of morphemes from `start`, ending at `last` or before, that is one
    /// dictionary word, as a segment (its range still to be set), with how many morphemes it
    /// took. `last` is ``worthTrying(_:from:lexicon:)``'s. `after` is the morpheme after
    /// `tokens` (punctuation ending the Japanese run), nil at the end of the text. `alone`: the
    /// morpheme at `start` by itself only (``keptMorphemeWord(_:from:after:)``).
    private func bestWord(_ tokens: ArraySlice<MeCabToken>, from start: Int, upTo last: Int, after: MeCabToken?, alone: Bool = false) -> (Int, Segment) {
        let joinedHashes = Segmenter.joinedHashes(tokens[start..<last])
        for end in stride(from: last, to: alone ? start : start + 1, by: -1) {
            let piece = tokens[start..<end]
            // A join that is no spelling is a word only as a verb or adjective with its endings:
            // checked first by its hash, before anything is joined, looked up or decoded.
            let spelled = end - start == 1 || lexicon.isSpelling(hash: joinedHashes[end - start])
            let unspelledBase = spelled ? nil : MorphemeJoin.inflectedWord(piece)
            if !spelled, unspelledBase == nil { continue }
            let next = end < tokens.endIndex ? tokens[end] : after
            let greeting = MorphemeJoin.isGreeting(piece, next: next)
            guard end - start == 1 || greeting || MorphemeJoin.mayJoin(piece) else { continue }
            let text = piece.map(\.surface).joined()
            let inflectedBase = spelled ? MorphemeJoin.inflectedWord(piece) : unspelledBase
            let compound = end - start == 1 || greeting || MorphemeJoin.mayBeCompound(piece)
            var exact = compound || inflectedBase != nil ? matches(text) : []
            // A noun read in context as a word written otherwise (28日生: 生まれ) is that word.
            if end - start == 1, piece[start].partOfSpeech == "名詞", piece[start].baseForm != text {
                let reread = matches(piece[start].baseForm)
                if !reread.isEmpty { exact = reread }
            }
            // A noun and に are one adverb only where that adverb is a common word (本当に, 特に):
            // JMdict's rarer ones would take the noun of 三日前に (前に "ahead").
            if end - start > 1, MorphemeJoin.endsInAdverbParticle(piece) {
                // …and read as MeCab reads it: 外|に "outside" is no 外に "besides".
                let reading = mecabReading(piece)
                exact = exact.filter { match in
                    let word = entry(match.word)
                    return word.common && word.senses.first?.partsOfSpeech.contains { $0.hasPrefix("adv") } ?? false
                        && word.readings.contains { Readings.hiragana($0) == reading }
                }
            }
            if end - start > 1, MorphemeJoin.isPrenominal(piece) {
                exact = exact.filter { entry($0.word).senses.first?.partsOfSpeech.contains("adj-pn") ?? false }
            }
            if greeting {
                exact = exact.filter { entry($0.word).senses.first?.partsOfSpeech.contains("int") ?? false }
            }
            // A prefix joined is the word's own: お|釣り is お釣り, but お|まち is no 雄町.
            if end - start > 1, let prefix = piece.first, prefix.partOfSpeech == "接頭詞" {
                exact = exact.filter { match in
                    let word = entry(match.word)
                    return ([word.word] + word.forms).contains { $0.hasPrefix(prefix.surface) || $0.hasPrefix("御") }
                }
            }
            if let inflectedBase, !exactOutranksInflection(exact, piece, next: next),
               let word = inflectionCache.value(MorphemeKey(piece), { inflectedSegment(text, piece, base: inflectedBase) }) {
                return (end - start, word)
            }
            if end - start == 1, let minutes = minutesWord(exact, piece[start], next: next) {
                return (1, Segment(kind: .word, range: 0..<0, text: text, word: minutes.word, reading: minutes.reading))
            }
            if !exact.isEmpty, compound || inflectedBase != nil, countedWordFits(exact, piece) {
                let word = WordChoice.best(readAsMeCabReads(exact, piece), text: text, reading: mecabReading(piece), entry: entry, hint: piece.first)
                var segment = Segment(kind: .word, range: 0..<0, text: text, word: word, reading: exactReading(text, piece, word: word))
                // One morpheme's reading is IPADIC's own word's (a join's misses the sound changes
                // between its parts, a number's is read digit by digit).
                if end - start == 1, let word, let mecab = mecabReading(piece), piece[start].subclass != "数",
                   !entry(word).readings.isEmpty, !entry(word).readings.contains(where: { Readings.hiragana($0) == mecab }) {
                    segment.parsedReading = mecab
                }
                return (end - start, segment)
            }
        }
        if !alone { return keptMorphemeWord(tokens, from: start, after: after) }
        let token = tokens[start]
        var base = matches(token.baseForm)
        // IPADIC has some words with their honorific prefix the dictionary lists without it (お待ち: 待ち).
        if base.isEmpty, token.baseForm.count > 2, let prefix = token.baseForm.first, "おご御".contains(prefix) {
            base = matches(String(token.baseForm.dropFirst()))
        }
        let reading = token.surface == token.baseForm ? mecabReading(tokens[start..<(start + 1)]) : nil
        // A potential verb IPADIC lists as a word of its own (住める, 言える) is its verb's potential.
        if base.isEmpty, token.partOfSpeech == "動詞", let found = inflected(token.surface, hint: token) {
            return (1, Segment(kind: .word, range: 0..<0, text: token.surface, word: found.word,
                               reading: mecabReading(tokens[start..<(start + 1)]), inflection: found.labels, chain: found.chain))
        }
        let word = WordChoice.best(base, text: token.baseForm, reading: reading, entry: entry, hint: token)
        return (1, Segment(kind: .word, range: 0..<0, text: token.surface, word: word, reading: mecabReading(tokens[start..<(start + 1)])))
    }

    /// The hash (``Lexicon/hash(_:)``) of the surfaces of `tokens` joined, of none and of each
    /// first one, two… of them.
    static func joinedHashes(_ tokens: ArraySlice<MeCabToken>) -> [UInt64] {
        var hashes = [Lexicon.emptyHash]
        hashes.reserveCapacity(tokens.count + 1)
        for token in tokens {
            hashes.append(Lexicon.hash(token.surface, from: hashes[hashes.count - 1]))
        }
        return hashes
    }

    /// Whether a verb's form is meant as the dictionary's word written so: an expression or
    /// interjection (お願いします, すみません), a request (ください), or a noun made of a verb's stem
    /// where a noun stands (曇りの日, これで決まりだ; not 見に行く or 見たり, where 見 is 見る).
    /// Only a common word does: JMdict's rarer words spelled as a form (良ければ, 無ければ, 遅く)
    /// would hide the grammar a learner reads there (良い's -ba, 遅い's -ku).
    private func exactOutranksInflection(_ exact: [Lexicon.Match], _ piece: ArraySlice<MeCabToken>, next: MeCabToken?) -> Bool {
        // Kana text is a kanji word only where that word is usually written in kana (いない is
        // いる's negative, not 以内 read いない).
        let exact = exact.filter {
            entry($0.word).common && ($0.spelling == .written || entry($0.word).senses.first?.misc.contains("uk") == true)
        }
        guard !exact.isEmpty, let head = piece.first else { return false }
        let firstSenses = exact.map { entry($0.word).senses.first?.partsOfSpeech ?? [] }
        // …unless it is a te-form a particle follows (いくら頑張っても: 頑張る, not 頑張って "go for it!").
        if firstSenses.contains(where: { $0.contains("exp") || $0.contains("int") }) { return !Segmenter.isTeFormBeforeParticle(piece, next: next) }
        // An adjective's continuative before a comma goes on as the sentence's predicate (事態も多く、,
        // 駅から遠く、): the adjective, not the noun 多く "many" (多くの) its spelling also is. A
        // word that is only an adverb stays one (よく、, 早く、).
        if piece.count == 1, head.partOfSpeech == "形容詞", next?.isComma == true,
           firstSenses.allSatisfy({ $0.contains("n") }) {
            return false
        }
        if firstSenses.contains(where: { $0.contains("adv") }) { return true }
        guard piece.count == 1, head.partOfSpeech == "動詞", let form = head.form else { return false }
        if form.hasPrefix("命令") { return true }
        guard form == "連用形", firstSenses.contains(where: { $0.contains { $0.hasPrefix("n") } }) else { return false }
        guard let next else { return true }
        // A verb's stem before a comma continues the sentence (推薦を行い、): before 。 it may be a noun.
        if next.isComma { return false }
        switch next.partOfSpeech {
        // に of purpose, a conjunctive particle, and たり of listed actions follow the verb.
        case "助詞": return next.surface != "に" && next.subclass != "接続助詞" && next.subclass != "並立助詞"
        case "助動詞": return next.baseForm == "だ" || next.baseForm == "です"
        case "記号": return true
        default: return false
        }
    }

    /// Whether the morphemes end in the te-form's て or で and a binding particle follows (も, は).
    private static func isTeFormBeforeParticle(_ piece: ArraySlice<MeCabToken>, next: MeCabToken?) -> Bool {
        guard let last = piece.last, last.subclass == "接続助詞", ["て", "で"].contains(IPADICField(last.surface)), let next else { return false }
        return next.partOfSpeech == "助詞" && next.subclass == "係助詞"
    }

    /// Of the words one morpheme matches, those read as MeCab reads it (種 in 絶滅危惧種 is しゅ,
    /// not たね), when there are any and the morpheme is no number or proper noun, whose
    /// readings IPADIC gives its own way; else all. Morphemes joined into one word likewise keep
    /// the words read as their readings joined (五|分 ごふん "five minutes", not 五分 ごぶ "half"),
    /// where any is: a join whose sounds change between its parts (一|本 いっぽん) keeps all.
    private func readAsMeCabReads(_ exact: [Lexicon.Match], _ piece: ArraySlice<MeCabToken>) -> [Lexicon.Match] {
        // A number MeCab cut from its counter: the words read as counting reads them (十|分 is
        // 十分 じゅっぷん "ten minutes", not 十分 じゅうぶん "enough").
        if let counted = Segmenter.countedReading(piece) {
            let agreeing = exact.filter { entry($0.word).readings.contains(counted) }
            if !agreeing.isEmpty { return agreeing }
        }
        guard let token = piece.first, piece.count > 1 || (token.subclass != "数" && token.subclass != "固有名詞"),
              let mecab = mecabReading(piece) else { return exact }
        let agreeing = exact.filter { match in
            let word = entry(match.word)
            return Readings.hiragana(word.word) == mecab || word.readings.contains { Readings.hiragana($0) == mecab }
        }
        return agreeing.isEmpty ? exact : agreeing
    }

    /// A verb or adjective with its endings, as the dictionary word MeCab's base form names, its
    /// inflection from the Deinflection module. Where the module finds no chain to that base
    /// (an ending it does not know), the word is still MeCab's base, with no inflection named.
    private func inflectedSegment(_ text: String, _ piece: ArraySlice<MeCabToken>, base: MorphemeJoin.Base) -> Segment? {
        // MeCab's reading of the stem, which the word's reading begins with (降っ: ふ, 潜っ: もぐ).
        let readingStart = piece.first.flatMap { Readings.stem(ofReading: $0.reading, surface: $0.surface) }
        func readAsMeCabReads(_ word: Int) -> Bool {
            guard let readingStart else { return true }
            let entry = entry(word)
            let start = Readings.readingStart(stemReading: readingStart, partsOfSpeech: entry.senses.flatMap(\.partsOfSpeech))
            return entry.readings.contains { $0.hasPrefix(start) }
        }
        /// MeCab's reading, unless the word chosen is not read so (辛すぎ is からい's, read から
        /// whatever MeCab's つら): then the word's own reading of the stem and the text's kana.
        func reading(of word: Int, base: String) -> String? {
            readAsMeCabReads(word) ? mecabReading(piece) : inflectedReading(text, base: base, word: word) ?? mecabReading(piece)
        }
        func segment(_ found: Inflected) -> Segment {
            Segment(kind: .word, range: 0..<0, text: text, word: found.word, reading: reading(of: found.word, base: found.base), inflection: found.labels, chain: found.chain)
        }
        if let found = inflected(text, hint: piece.first, readingStart: readingStart, admitted: { $0 == base.text }) {
            // MeCab's base in a spelling the dictionary reads otherwise (没した ボッシ: 没す is
            // もっす) is the word of another spelling read as MeCab reads it (没する ぼっする).
            if !readAsMeCabReads(found.word), let other = inflected(text, hint: piece.first, readingStart: readingStart),
               readAsMeCabReads(other.word) {
                return segment(other)
            }
            return segment(found)
        }
        let candidates = matches(base.text)
        let fitting = candidates.filter { base.wordClass.admits(entry($0.word)) }
        // A base the dictionary lacks in that spelling (MeCab's 返せる for 返せ) or in that class (模|した,
        // a noun with する, is the verb 模する, not the noun 形木 written 模): any chain that fits.
        if fitting.isEmpty, let found = inflected(text, hint: piece.first, readingStart: readingStart) {
            return segment(found)
        }
        guard let word = WordChoice.best(fitting.isEmpty ? candidates : fitting, text: base.text, reading: nil, readingStart: readingStart,
                                         entry: entry, hint: piece.first) else { return nil }
        return Segment(kind: .word, range: 0..<0, text: text, word: word, reading: reading(of: word, base: base.text))
    }

    /// A number with its counter is taken as the dictionary's word only when that word is read
    /// as MeCab reads the two, give or take the sound changes of counting (いち+ほん is いっぽん),
    /// or the counter is one read the native way (人, 日, つ: ふたり, みっか, ふたつ), or the word
    /// is read as ``Counting`` reads the two (一|日|中 いちにちじゅう): ５分 (ごふん) is not the
    /// word 五分 (ごぶ, "half").
    private func countedWordFits(_ exact: [Lexicon.Match], _ piece: ArraySlice<MeCabToken>) -> Bool {
        guard piece.count > 1, piece.contains(where: { $0.subclass == "数" }), let mecab = mecabReading(piece) else { return true }
        if let counter = piece.last?.surface, ["人", "日", "つ"].contains(counter) { return true }
        if let counted = Segmenter.countedReading(piece), exact.contains(where: { entry($0.word).readings.contains(counted) }) { return true }
        return exact.contains { match in
            entry(match.word).readings.contains { Readings.sameCounting($0, mecab) }
        }
    }

    /// How ``Counting`` reads the numerals that start `piece` with the rest as their counter
    /// (一|日|中 いちにちじゅう, 十|分 じゅっぷん); nil where they are no number and counter.
    private static func countedReading(_ piece: ArraySlice<MeCabToken>) -> String? {
        let numerals = piece.prefix { $0.subclass == "数" }
        guard !numerals.isEmpty, numerals.count < piece.count else { return nil }
        return Counting.reading(digits: numerals.map(\.surface).joined(), counter: piece[numerals.endIndex...].map(\.surface).joined(), afterMonth: false)
    }

    /// What follows a number of minutes: 十分かかります is "takes ten minutes" (じゅっぷん), where
    /// IPADIC has only 十分 "enough" (じゅうぶん).
    private static let afterDuration: Set<String> = ["かかる", "掛かる", "前", "後", "間", "ほど", "くらい", "ぐらい", "以内", "おき", "ごと"]

    /// A number of minutes written as one morpheme (十分), when what follows says it is a
    /// duration: the dictionary's word read ふん or ぷん (the reading nearest MeCab's: じゅっぷん
    /// before じっぷん), or, in a dictionary without it (the bundled one), the word 分 "minute";
    /// with that reading.
    private func minutesWord(_ exact: [Lexicon.Match], _ token: MeCabToken, next: MeCabToken?) -> (word: Int, reading: String)? {
        guard let next, Segmenter.afterDuration.contains(next.baseForm), Segmenter.endsInMinutes(token.surface),
              token.surface.unicodeScalars.dropLast().allSatisfy({ "一二三四五六七八九十百".unicodeScalars.contains($0) }) else { return nil }
        let mecab = token.reading.map(Readings.hiragana) ?? ""
        func minutes(_ readings: [String]) -> String? {
            readings.filter { $0.hasSuffix("ふん") || $0.hasSuffix("ぷん") }
                .max { $0.commonPrefix(with: mecab).count < $1.commonPrefix(with: mecab).count }
        }
        for match in exact {
            if let reading = minutes(entry(match.word).readings) { return (match.word, reading) }
        }
        // A digit and 分 read as counting says it (じゅっぷん, ごふん), with the word 分 "minute".
        guard let digit = token.surface.unicodeScalars.first, token.surface.unicodeScalars.count == 2,
              let reading = Segmenter.minutesOfDigit[Character(digit)],
              let counter = matches("分").first(where: { entry($0.word).readings.contains("ふん") }) else { return nil }
        return (counter.word, reading)
    }

    private static let minutesOfDigit: [Character: String] = [
        "一": "いっぷん", "二": "にふん", "三": "さんぷん", "四": "よんぷん", "五": "ごふん",
        "六": "ろっぷん", "七": "ななふん", "八": "はっぷん", "九": "きゅうふん", "十": "じゅっぷん",
    ]

    /// A word found as written: MeCab's reading of it when the word has that reading, else the
    /// word's own first reading (and for a proper noun); and that first reading for a number with its counter, which
    /// MeCab reads digit by digit (二人 に+にん, 一本 いち+ほん: the dictionary's ふたり, いっぽん).
    private func exactReading(_ text: String, _ piece: ArraySlice<MeCabToken>, word: Int?) -> String? {
        let mecab = mecabReading(piece)
        // IPADIC reads a proper noun one fixed way, and 日本 ニッポン in every word (日本人 ニッポンジン);
        // JMdict's first reading is the usual one (にほん, にほんじん).
        if let word, let mecab, let first = entry(word).readings.first, entry(word).readings.contains(mecab),
           piece.first?.subclass == "固有名詞" || Readings.withNihon(mecab) == first {
            return first
        }
        guard let word, piece.count > 1 else {
            // MeCab's reading, even where no word written so is read so (種 in 絶滅危惧種 しゅ where the
            // dictionary has only たね): a right reading is never replaced by a wrong word's.
            return mecab ?? Readings.ofKana(text) ?? word.flatMap { self.entry($0).readings.first }
        }
        let entry = entry(word)
        let counted = piece.contains { $0.subclass == "数" }
        if let mecab, !counted, entry.readings.isEmpty || entry.readings.contains(mecab) { return mecab }
        // The reading written in katakana where the text is (プラセボ効果 プラセボこうか, not the
        // headword's プラシーボこうか).
        if let mecab, !counted, let same = entry.readings.first(where: { Readings.hiragana($0) == mecab }) { return same }
        // MeCab cut a number from its counter: the word read as counting reads them (十|分 じゅっぷん, not じゅうぶん).
        if counted, let reading = Segmenter.countedReading(piece), entry.readings.contains(reading) { return reading }
        return Readings.reading(of: text, entry: entry) ?? mecab
    }

    /// The morphemes' readings in hiragana, nil when MeCab does not know one of them and it is
    /// not kana.
    func mecabReading(_ piece: ArraySlice<MeCabToken>) -> String? {
        var reading = ""
        for token in piece {
            // A word IPADIC lacks is read as written where that is kana (プラセボ of プラセボ効果).
            guard let part = token.reading ?? Readings.ofKana(token.surface) else { return nil }
            reading += part
        }
        return Readings.hiragana(reading)
    }

    /// For each UTF-8 byte offset of `text` (and its end), the scalar offset it falls in.
    static func scalarOffsets(_ text: String) -> [Int] {
        var offsets: [Int] = []
        offsets.reserveCapacity(text.utf8.count + 1)
        var scalar = -1
        for byte in text.utf8 {
            if byte & 0xC0 != 0x80 { scalar += 1 }
            offsets.append(scalar)
        }
        offsets.append(scalar + 1)
        return offsets
    }
}
