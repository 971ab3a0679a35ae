/// Readings and words IPADIC gives a morpheme whatever surrounds it, where the morphemes around
/// decide another (as UniDic and a reader take them). The segmenter then takes the entry read so.
/// - 家 after a family's name is け (島津家, ハプスブルク家, 伊達家), not the か of 作家, and after a
///   time before a particle いえ "home" (毎日家に帰る);
/// - 間 after what describes it is あいだ (駅の間, 短い間), not ま "pause";
/// - 後 after a past is あと (食べた後);
/// - 方 where a person is meant is かた (この方は, 迷ってる方がいたら), not ほう "side, way";
/// - 何 before の, と, だ and で is なん (何の異常も), not なに;
/// - 後に after a topic or a comma is のちに "later" (これは後に), not ごに;
/// - 生 after a day of the month is 生まれ うまれ "born" (8月28日生), not せい;
/// - 他 before の or に is ほか (他の人), as today's writing reads it, not た;
/// - 年 before a number is ねん "a year" (年一回), not とし;
/// - 金 standing alone before a particle is かね "money" (持っていた金は), not きん "gold";
/// - 行っ with no object is 行く "go", and つぐ before what it describes 次ぐ "rank next to";
/// - 降り after rain or snow is 降る "to fall" (雨が降りそうだ), not 降りる "to get off";
/// - 空く after お腹が is すく "to be hungry" (お腹が空いた), not あく "to become empty".
extension Segmenter {
    func readInContext(_ tokens: [MeCabToken]) -> [MeCabToken] {
        var tokens = tokens
        for index in tokens.indices {
            let next = index + 1 < tokens.endIndex ? tokens[index + 1] : nil
            if let reread = contextReading(of: tokens[index], after: tokens[..<index], before: tokens[(index + 1)...]) {
                tokens[index].reread(as: reread.reading, base: reread.base)
            } else if let going = goingNotDoing(tokens[index], after: tokens[..<index]) {
                tokens[index] = going
            } else if let falling = fallingNotAlighting(tokens[index], after: tokens[..<index]) {
                tokens[index] = falling
            } else if Segmenter.isSecondTo(tokens[index], after: tokens[..<index], before: next) {
                tokens[index].reread(base: "次ぐ")
            } else if let hungry = Segmenter.hungryReading(tokens[index], after: tokens[..<index]) {
                tokens[index].reread(as: hungry)
            }
        }
        return tokens
    }

    /// A reading the morphemes around give a morpheme (katakana, as IPADIC writes readings), and
    /// the word it then is where that is written otherwise (生 うまれ: 生まれ).
    private struct Reread {
        var reading: String
        var base: String?
    }

    /// The reading the morphemes around give `token`; nil where IPADIC's stands.
    private func contextReading(of token: MeCabToken, after before: ArraySlice<MeCabToken>, before following: ArraySlice<MeCabToken>) -> Reread? {
        guard token.partOfSpeech == "名詞" else { return nil }
        let next = following.first
        // Fields compared byte for byte (IPADICField): String's == goes through Unicode normalization.
        let surface = IPADICField(token.surface)
        let nextSurface = next.map { IPADICField($0.surface) }
        switch (surface, token.subclass) {
        case ("他", "一般") where nextSurface.map { ["の", "に"].contains($0) } ?? false:
            return Reread(reading: "ホカ")
        case ("年", "一般") where next?.subclass == "数":
            return Reread(reading: "ネン")
        case ("金", "一般") where nextSurface.map { ["が", "は", "を", "も", "で"].contains($0) } ?? false:
            return Reread(reading: "カネ")
        case ("何", "代名詞") where nextSurface.map { Segmenter.beforeNan.contains($0) } ?? false:
            return Reread(reading: "ナン")
        case ("後", _) where nextSurface == "に" && Segmenter.beginsClause(after: before.last):
            return Reread(reading: "ノチ")
        default:
            break
        }
        guard let previous = before.last else { return nil }
        switch (surface, token.subclass) {
        case ("家", "接尾") where saysWhen(previous) && nextSurface.map { Segmenter.homeParticles.contains($0) } ?? false:
            return Reread(reading: "イエ")
        case ("家", "接尾") where Segmenter.namesAFamily(previous) || Segmenter.isKatakanaWord(previous) || isFamilyName(previous):
            return Reread(reading: "ケ")
        case ("間", "一般") where Segmenter.describesWhatFollows(previous) && !isWordWithNo(before.suffix(2), then: token):
            return Reread(reading: "アイダ")
        case ("後", "非自立") where previous.partOfSpeech == "助動詞" && previous.conjugation == "特殊・タ":
            return Reread(reading: "アト")
        case ("方", "非自立") where Segmenter.meansAPerson(after: previous, before: following):
            return Reread(reading: "カタ")
        case ("生", "接尾") where IPADICField(previous.surface) == "日" && previous.detail == "助数詞" && Segmenter.endsPhrase(next):
            return Reread(reading: "ウマレ", base: "生まれ")
        default:
            return nil
        }
    }

    /// 行っ where nothing is done to an object is 行く "go" (今日行って, 3回は行ってます), which
    /// IPADIC's costs give it only after に or へ: 行う "do" takes one (調査を行って, 議論も行った).
    /// IPADIC's own 行く entry for the text, where the morpheme is 行う's.
    private func goingNotDoing(_ token: MeCabToken, after before: ArraySlice<MeCabToken>) -> MeCabToken? {
        guard token.partOfSpeech == "動詞", IPADICField(token.surface) == "行っ", token.baseForm == "行う",
              !Segmenter.endsInObject(before) else { return nil }
        return ipadicVerb("行く", at: token)
    }

    /// 降り after rain or snow and が, も or は (雨が降りそうだ) is 降る "to fall", where IPADIC's costs
    /// give 降りる "to get off" before そう.
    private func fallingNotAlighting(_ token: MeCabToken, after before: ArraySlice<MeCabToken>) -> MeCabToken? {
        guard token.partOfSpeech == "動詞", token.baseForm == "降りる", IPADICField(token.surface) == "降り", before.count >= 2,
              ["が", "も", "は"].contains(IPADICField(before[before.endIndex - 1].surface)),
              Segmenter.precipitation.contains(IPADICField(before[before.endIndex - 2].surface))
        else { return nil }
        return ipadicVerb("降る", at: token)
    }

    private static let precipitation: Set<IPADICField> = ["雨", "雪", "大雨", "小雨", "大雪", "初雪", "にわか雨", "雹", "霰", "霙", "みぞれ"]

    /// IPADIC's own entry for `token`'s text as the verb `base`, in the token's form and at its place.
    private func ipadicVerb(_ base: String, at token: MeCabToken) -> MeCabToken? {
        guard let tokenizer, var entry = tokenizer.entries(spanning: token.surface).first(where: { $0.baseForm == base && $0.form == token.form })
        else { return nil }
        entry.bytes = token.bytes
        return entry
    }

    /// Whether `token` is つぐ in kana after に, before what it describes: 次ぐ "to rank next to"
    /// (山につぐ高さ), not 注ぐ "to pour" (お茶をつぐ), which IPADIC's kana entry and the
    /// dictionary's order give.
    private static func isSecondTo(_ token: MeCabToken, after before: ArraySlice<MeCabToken>, before next: MeCabToken?) -> Bool {
        guard token.partOfSpeech == "動詞", IPADICField(token.surface) == "つぐ", let previous = before.last, IPADICField(previous.surface) == "に",
              let next else { return false }
        return ["名詞", "形容詞", "接頭詞"].contains(next.partOfSpeech)
    }

    /// MeCab's reading of 空く (katakana) read すく where a belly is empty (お腹が空いた すいた,
    /// 腹が空く): IPADIC reads it あく whatever comes before.
    private static func hungryReading(_ token: MeCabToken, after before: ArraySlice<MeCabToken>) -> String? {
        guard token.partOfSpeech == "動詞", token.baseForm == "空く", let reading = token.reading, reading.hasPrefix("ア"),
              before.count >= 2, IPADICField(before[before.endIndex - 1].surface) == "が",
              ["腹", "お腹", "おなか"].contains(IPADICField(before[before.endIndex - 2].surface))
        else { return nil }
        return "ス" + reading.dropFirst()
    }

    /// Whether the morphemes end in what a verb is done to: a noun and を, or a verbal noun and
    /// は or も (議論も).
    private static func endsInObject(_ before: ArraySlice<MeCabToken>) -> Bool {
        guard let last = before.last else { return false }
        guard last.partOfSpeech == "助詞" else { return false }
        if IPADICField(last.surface) == "を" { return true }
        let noun = before.dropLast().last
        return ["は", "も"].contains(IPADICField(last.surface)) && noun?.subclass == "サ変接続"
    }

    /// Whether 方 between `previous` and `following` is a person (かた), where IPADIC reads every
    /// 方 after what describes it ほう "side, way" (食べる方がいい, 大きい方には):
    /// - before が or も and a verb of being for people (迷ってる方がいたら, 先生の方がいらっしゃる);
    /// - after a verb or its ending, before には "for those who" (珈琲を求める方には, 好きな方には);
    /// - after この, その or あの, before は (この方は);
    /// - after a past, before the copula: who did it (登場された方です).
    private static func meansAPerson(after previous: MeCabToken, before following: ArraySlice<MeCabToken>) -> Bool {
        let words = following.prefix(2).map { IPADICField($0.surface) }
        if previous.partOfSpeech == "助動詞", previous.conjugation == "特殊・タ", let copula = words.first, ["です", "でし", "だ", "だっ"].contains(copula) {
            return true
        }
        if words.count == 2, ["が", "も"].contains(words[0]), let verb = following.dropFirst().first,
           verb.partOfSpeech == "動詞", ["いる", "いらっしゃる", "おる", "おられる"].contains(IPADICField(verb.baseForm)) {
            return true
        }
        if ["動詞", "助動詞"].contains(previous.partOfSpeech), words == ["に", "は"] { return true }
        return previous.partOfSpeech == "連体詞" && ["この", "その", "あの"].contains(IPADICField(previous.surface)) && words.first == "は"
    }

    /// What 何 is read なん before (何の, 何と, 何だ, 何で, 何です, 何でも, 何て); なに elsewhere (何を, 何か).
    private static let beforeNan: Set<IPADICField> = ["の", "と", "だ", "で", "です", "でも", "なら", "て"]

    /// Whether a word after `previous` stands first in a clause of a sentence: after a topic or
    /// subject particle or a comma (これは後に, 、後に). Not at its start, where 後に is as often
    /// あとに (後に残る).
    private static func beginsClause(after previous: MeCabToken?) -> Bool {
        guard let previous else { return false }
        return (previous.partOfSpeech == "助詞" && ["は", "が", "も"].contains(IPADICField(previous.surface)))
            || (previous.partOfSpeech == "記号" && previous.isComma)
    }

    /// Whether `next` ends the phrase: the end, a symbol, a particle or the copula (28日生。, 28日生の).
    private static func endsPhrase(_ next: MeCabToken?) -> Bool {
        guard let next else { return true }
        return ["記号", "助詞", "助動詞"].contains(next.partOfSpeech)
    }

    /// Whether a noun, の and `token` are a dictionary word (茶の間 ちゃのま, 床の間).
    private func isWordWithNo(_ before: ArraySlice<MeCabToken>, then token: MeCabToken) -> Bool {
        before.count == 2 && before.last?.surface == "の" && lexicon.contains(before.map(\.surface).joined() + token.surface)
    }

    /// A word written in katakana alone: a foreign name (ハプスブルク) where IPADIC has none.
    /// Particles after which a 家 after a time is a home (昨日家で寝た), not the か of a trade
    /// IPADIC gives it after any noun.
    private static let homeParticles: Set<IPADICField> = ["に", "で", "を", "へ", "から", "まで", "の", "は", "が", "も"]

    /// Whether `token` says when (昨日, 週末, 一日中): IPADIC's adverbial nouns, 毎日 among them
    /// though IPADIC may take it for the newspaper, and nouns of "all through" (一日中, 一晩中).
    private func saysWhen(_ token: MeCabToken) -> Bool {
        guard token.partOfSpeech == "名詞" else { return false }
        if token.subclass == "副詞可能" || token.surface.hasSuffix("中") { return true }
        return tokenizer?.entries(spanning: token.surface).contains { $0.subclass == "副詞可能" } ?? false
    }

    /// Whether `token` may name a family: a person's or a place's name (島津, 加治木), not an
    /// organisation's (毎日, which IPADIC also knows as a newspaper: 毎日家に帰る).
    private static func namesAFamily(_ token: MeCabToken) -> Bool {
        Segmenter.isProperNoun(token) && token.detail != "組織"
    }

    /// Whether `token` is a surname IPADIC takes for a common noun (伊達 "dandyism"), two kanji
    /// or more, that makes no word of the dictionary with 家 (専門家, 投資家 stay か).
    private func isFamilyName(_ token: MeCabToken) -> Bool {
        guard token.partOfSpeech == "名詞", token.surface.count > 1, !lexicon.contains(token.surface + "家") else { return false }
        return names(written: token.surface).contains { entry($0).nameTypes.contains("s") }
    }

    private static func isKatakanaWord(_ token: MeCabToken) -> Bool {
        token.partOfSpeech == "名詞" && token.surface.unicodeScalars.allSatisfy(Segmenter.isKatakana)
    }

    /// What says which stretch a noun after it is: の, この/その (連体詞), or a verb, adjective or
    /// past in the form that ends a clause before a noun (する間, 短い間, 来た後).
    private static func describesWhatFollows(_ token: MeCabToken) -> Bool {
        switch token.partOfSpeech {
        case "助詞": return token.subclass == "連体化"
        case "連体詞": return true
        case "動詞", "形容詞", "助動詞": return token.form == "基本形"
        default: return false
        }
    }
}
