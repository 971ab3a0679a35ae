/// Readings and words IPADIC gives a morpheme whatever surrounds it, where the morphemes around
/// decide another (as UniDic and a reader take them). The segmenter then takes the entry read so.
/// - 家 after a family's name is け (島津家, ハプスブルク家), not the か of 作家, and after a
///   time before a particle いえ "home" (毎日家に帰る);
/// - 間 after what describes it is あいだ (駅の間, 短い間), not ま "pause";
/// - 後 after a past is あと (食べた後);
/// - 他 before の or に is ほか (他の人), as today's writing reads it, not た;
/// - 年 before a number is ねん "a year" (年一回), not とし;
/// - 金 standing alone before a particle is かね "money" (持っていた金は), not きん "gold";
/// - 行っ with no object is 行く "go", and つぐ before what it describes 次ぐ "rank next to".
extension Segmenter {
    func readInContext(_ tokens: [MeCabToken]) -> [MeCabToken] {
        var tokens = tokens
        for index in tokens.indices {
            let next = index + 1 < tokens.endIndex ? tokens[index + 1] : nil
            if let reading = contextReading(of: tokens[index], after: tokens[..<index], before: next) {
                tokens[index].reread(as: reading)
            } else if let going = goingNotDoing(tokens[index], after: tokens[..<index]) {
                tokens[index] = going
            } else if Segmenter.isSecondTo(tokens[index], after: tokens[..<index], before: next) {
                tokens[index].reread(base: "次ぐ")
            }
        }
        return tokens
    }

    /// The reading the morphemes around give `token` (katakana, as IPADIC writes readings); nil
    /// where IPADIC's stands.
    private func contextReading(of token: MeCabToken, after before: ArraySlice<MeCabToken>, before next: MeCabToken?) -> String? {
        guard token.partOfSpeech == "名詞" else { return nil }
        // Fields compared byte for byte (IPADICField): String's == goes through Unicode normalization.
        let surface = IPADICField(token.surface)
        let nextSurface = next.map { IPADICField($0.surface) }
        switch (surface, token.subclass) {
        case ("他", "一般") where nextSurface.map { ["の", "に"].contains($0) } ?? false:
            return "ホカ"
        case ("年", "一般") where next?.subclass == "数":
            return "ネン"
        case ("金", "一般") where nextSurface.map { ["が", "は", "を", "も", "で"].contains($0) } ?? false:
            return "カネ"
        default:
            break
        }
        guard let previous = before.last else { return nil }
        switch (surface, token.subclass) {
        case ("家", "接尾") where Segmenter.namesAFamily(previous) || Segmenter.isKatakanaWord(previous):
            return "ケ"
        case ("家", "接尾") where saysWhen(previous) && nextSurface.map { Segmenter.homeParticles.contains($0) } ?? false:
            return "イエ"
        case ("間", "一般") where Segmenter.describesWhatFollows(previous) && !isWordWithNo(before.suffix(2), then: token):
            return "アイダ"
        case ("後", "非自立") where previous.partOfSpeech == "助動詞" && previous.conjugation == "特殊・タ":
            return "アト"
        default:
            return nil
        }
    }

    /// 行っ where nothing is done to an object is 行く "go" (今日行って, 3回は行ってます), which
    /// IPADIC's costs give it only after に or へ: 行う "do" takes one (調査を行って, 議論も行った).
    /// IPADIC's own 行く entry for the text, where the morpheme is 行う's.
    private func goingNotDoing(_ token: MeCabToken, after before: ArraySlice<MeCabToken>) -> MeCabToken? {
        guard token.partOfSpeech == "動詞", IPADICField(token.surface) == "行っ", token.baseForm == "行う",
              !Segmenter.endsInObject(before), let tokenizer else { return nil }
        guard var going = tokenizer.entries(spanning: token.surface).first(where: { $0.baseForm == "行く" && $0.form == token.form }) else {
            return nil
        }
        going.bytes = token.bytes
        return going
    }

    /// Whether `token` is つぐ in kana after に, before what it describes: 次ぐ "to rank next to"
    /// (山につぐ高さ), not 注ぐ "to pour" (お茶をつぐ), which IPADIC's kana entry and the
    /// dictionary's order give.
    private static func isSecondTo(_ token: MeCabToken, after before: ArraySlice<MeCabToken>, before next: MeCabToken?) -> Bool {
        guard token.partOfSpeech == "動詞", IPADICField(token.surface) == "つぐ", let previous = before.last, IPADICField(previous.surface) == "に",
              let next else { return false }
        return ["名詞", "形容詞", "接頭詞"].contains(next.partOfSpeech)
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
