/// Morphemes IPADIC's costs cut wrongly in today's text, cut again where the morphemes around leave
/// no doubt, each part MeCab's own morpheme (as it cuts the part elsewhere):
/// - ないし after the te-form's て or で is ない and し (読ん|で|ないし "(I) haven't read it, and…"),
///   not the conjunction 乃至 "or, from … to", which it is between two numbers (3ないし5人);
/// - い and the classical auxiliary つ "(has) done" are いつ "when" (いつから), which IPADIC cuts
///   into い|つ before から.
extension Segmenter {
    func recut(_ tokens: [MeCabToken]) -> [MeCabToken] {
        guard let tokenizer, tokens.indices.contains(where: { Segmenter.isNaishiAfterTe(tokens, at: $0) || Segmenter.isItsu(tokens, at: $0) })
        else { return tokens }
        var out: [MeCabToken] = []
        out.reserveCapacity(tokens.count + 1)
        for index in tokens.indices {
            let token = tokens[index]
            if Segmenter.isItsu(tokens, at: index), let itsu = tokenizer.tokens(of: "いつ").first, itsu.partOfSpeech == "名詞" {
                var when = itsu
                when.bytes = tokens[index - 1].bytes.lowerBound..<token.bytes.upperBound
                out[out.count - 1] = when
            } else if Segmenter.isNaishiAfterTe(tokens, at: index), let ending = Segmenter.naiAndShi(tokenizer) {
                let cut = token.bytes.upperBound - ending.shi.bytes.count
                var (negative, particle) = ending
                negative.bytes = token.bytes.lowerBound..<cut
                particle.bytes = cut..<token.bytes.upperBound
                out += [negative, particle]
            } else {
                out.append(token)
            }
        }
        return out
    }

    private static func isNaishiAfterTe(_ tokens: [MeCabToken], at index: Int) -> Bool {
        guard index > 0 else { return false }
        let token = tokens[index], previous = tokens[index - 1]
        return token.partOfSpeech == "接続詞" && IPADICField(token.surface) == "ないし" && previous.subclass == "接続助詞"
            && ["て", "で"].contains(IPADICField(previous.surface))
    }

    /// ない and し as MeCab cuts しないし.
    private static func naiAndShi(_ tokenizer: MeCabTokenizer) -> (nai: MeCabToken, shi: MeCabToken)? {
        let ending = tokenizer.tokens(of: "しないし").suffix(2)
        guard ending.count == 2, let nai = ending.first, nai.partOfSpeech == "助動詞", let shi = ending.last, shi.subclass == "接続助詞" else {
            return nil
        }
        return (nai, shi)
    }

    private static func isItsu(_ tokens: [MeCabToken], at index: Int) -> Bool {
        guard index > 0 else { return false }
        let token = tokens[index], previous = tokens[index - 1]
        return token.partOfSpeech == "助動詞" && token.conjugation == "下二・タ行" && IPADICField(previous.surface) == "い"
            && previous.partOfSpeech == "動詞"
    }
}
