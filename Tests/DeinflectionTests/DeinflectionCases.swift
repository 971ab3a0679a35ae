/// The deinflection table the tests hold the engine to, written by hand from Japanese grammar
/// (not from the engine's rules). A line with no indent names a dictionary word and its JMdict
/// class; each indented line below it is a form of that word and the reasons that make it, from
/// the base outward. A line starting with `!` is a form that must NOT give the word and class
/// after it (`!食べろます 食べる v1`), or, with nothing after it, must give no candidate at all.
enum DeinflectionCases {
    static let table = """
        書く v5k
          書かない negative
          書かなかった negative, past
          書きます polite
          書きました polite, past
          書きません polite, negative
          書きませんでした polite, negative, past
          書きましょう polite, volitional
          書いた past
          書いて te-form
          書いている -te iru
          書いてる -te iru
          書いていた -te iru, past
          書いています -te iru, polite
          書ける potential
          書けない potential, negative
          書けました potential, polite, past
          書かれる passive
          書かれた passive, past
          書かせる causative
          書かせられる causative, passive
          書かされる causative, passive
          書こう volitional
          書け imperative
          書けば -ba
          書いたら -tara
          書いたり -tari
          書きたい -tai
          書きたくない -tai, negative
          書きたかった -tai, past
          書きそう -sou
          書きすぎる -sugiru
          書いてしまう -te shimau
          書いても -temo
          書いてある -te aru
          書いてあった -te aru, past
          書きながら -nagara
          書かなきゃ negative, -ba
          書かなくちゃ negative, te-form
          書きたいです -tai, polite
          書かないです negative, polite
          書いてしまった -te shimau, past
          書いちゃう -te shimau
          書いちゃった -te shimau, past
          書いておく -te oku
          書いとく -te oku
          書いてください request
          書かず negative
          書かずに negative
          書かん negative
          書きなさい imperative
          書きたがる -tagaru
          書きたがっている -tagaru, -te iru
          書きやすい -yasui
          書きやすかった -yasui, past
          書きにくい -nikui
          書きづらい -nikui
          書かないで negative, te-form
          書かなくて negative, te-form
          書かなければ negative, -ba
        かく v5k
          かかない negative
          かいた past
          かきます polite
        聞く v5k
          聞いた past
          聞かない negative
          聞ける potential
          聞きたい -tai
        泳ぐ v5g
          泳いだ past
          泳いで te-form
          泳がない negative
          泳げる potential
          泳ごう volitional
          泳ぎます polite
          泳いじゃった -te shimau, past
          泳いどく -te oku
          泳いでいる -te iru
          泳げば -ba
          泳がせる causative
        急ぐ v5g
          急いで te-form
          急げ imperative
          急がなかった negative, past
        話す v5s
          話した past
          話して te-form
          話さない negative
          話せる potential
          話そう volitional
          話される passive
          話させる causative
          話しちゃう -te shimau
          話せば -ba
          話せ imperative
          話しました polite, past
          話したい -tai
          話していた -te iru, past
        待つ v5t
          待った past
          待って te-form
          待たない negative
          待てる potential
          待とう volitional
          待たされる causative, passive
          待ってください request
          待てば -ba
          待ちます polite
          待たせる causative
          待っている -te iru
          待て imperative
        持つ v5t
          持った past
          持たない negative
        死ぬ v5n
          死んだ past
          死んで te-form
          死なない negative
          死ねる potential
          死のう volitional
          死ねば -ba
          死にたい -tai
          死んじゃう -te shimau
          死にます polite
        遊ぶ v5b
          遊んだ past
          遊んで te-form
          遊ばない negative
          遊べる potential
          遊ぼう volitional
          遊ばせる causative
          遊んでいる -te iru
          遊びたい -tai
          遊びました polite, past
          遊べば -ba
        呼ぶ v5b
          呼ばれる passive
          呼ばれた passive, past
          呼んでください request
        読む v5m
          読んだ past
          読んで te-form
          読まない negative
          読める potential
          読もう volitional
          読まれる passive
          読みます polite
          読んでしまった -te shimau, past
          読めば -ba
          読みすぎた -sugiru, past
          読み過ぎる -sugiru
          読ませる causative
          読まされた causative, passive, past
          読んどいた -te oku, past
        飲む v5m
          飲んだ past
          飲みたい -tai
          飲まなかった negative, past
          飲め imperative
        帰る v5r
          帰った past
          帰って te-form
          帰らない negative
          帰れる potential
          帰ろう volitional
          帰れば -ba
          帰ります polite
          帰らせる causative
          帰りたくない -tai, negative
          帰れ imperative
        分かる v5r
          分かった past
          分からない negative
          分かりません polite, negative
          分かりませんでした polite, negative, past
        要る v5r
          要らない negative
        いる v5r
          いらない negative
          いった past
        買う v5u
          買った past
          買って te-form
          買わない negative
          買える potential
          買おう volitional
          買われる passive
          買わせる causative
          買いました polite, past
          買っちゃった -te shimau, past
          買っとく -te oku
          買いたい -tai
          買えば -ba
          買え imperative
        会う v5u
          会った past
          会いましょう polite, volitional
          会わなかった negative, past
        行く v5k-s
          行った past
          行って te-form
          行かない negative
          行ける potential
          行こう volitional
          行かす causative
          行かせる causative
          行かされる causative, passive
          行かせられる causative, passive
          行きます polite
          行きました polite, past
          行っちゃう -te shimau
          行けば -ba
          行け imperative
          行きたい -tai
          行かなかった negative, past
          行ったら -tara
        いく v5k-s
          いった past
          いかない negative
          いきます polite
          いって te-form
        ある v5r-i
          あった past
          あります polite
          ありません polite, negative
          あれば -ba
          あって te-form
          あったら -tara
        なさる v5aru
          なさい imperative
          なさいます polite
          なさった past
          なさらない negative
        くださる v5aru
          ください imperative
          くださいます polite
          くださった past
        いらっしゃる v5aru
          いらっしゃい imperative
          いらっしゃいます polite
          いらっしゃった past
          いらっしゃらない negative
          いらっしゃいませ polite, imperative
        ござる v5aru
          ございます polite
          ございました polite, past
        おっしゃる v5aru
          おっしゃいました polite, past
          おっしゃった past
        問う v5u-s
          問うた past
          問うて te-form
          問わない negative
        食べる v1
          食べない negative
          食べなかった negative, past
          食べた past
          食べて te-form
          食べます polite
          食べました polite, past
          食べません polite, negative
          食べませんでした polite, negative, past
          食べましょう polite, volitional
          食べられる passive
          食べられる potential
          食べれる potential
          食べられない potential, negative
          食べさせる causative
          食べさせられる causative, passive
          食べさせられなかった causative, passive, negative, past
          食べさせられたくなかった causative, passive, -tai, negative, past
          食べさす causative
          食べよう volitional
          食べろ imperative
          食べよ imperative
          食べれば -ba
          食べたら -tara
          食べたり -tari
          食べたい -tai
          食べたくない -tai, negative
          食べたかった -tai, past
          食べたくなかった -tai, negative, past
          食べたそう -tai, -sou
          食べそう -sou
          食べすぎる -sugiru
          食べすぎた -sugiru, past
          食べている -te iru
          食べてる -te iru
          食べていた -te iru, past
          食べてた -te iru, past
          食べています -te iru, polite
          食べていました -te iru, polite, past
          食べてしまう -te shimau
          食べちゃう -te shimau
          食べちゃった -te shimau, past
          食べちゃいました -te shimau, polite, past
          食べておく -te oku
          食べとく -te oku
          食べてください request
          食べず negative
          食べずに negative
          食べぬ negative
          食べなさい imperative
          食べないで negative, te-form
          食べなくて negative, te-form
          食べなければ negative, -ba
          食べなかったら negative, -tara
        たべる v1
          たべた past
          たべました polite, past
          たべない negative
          たべさせる causative
        見る v1
          見た past
          見ない negative
          見て te-form
          見ます polite
          見られる passive
          見よう volitional
          見ろ imperative
          見れば -ba
          見ている -te iru
        みる v1
          みた past
          みて te-form
          みない negative
        起きる v1
          起きた past
          起きない negative
          起きて te-form
          起きられる potential
          起きられなかった potential, negative, past
        いる v1
          いた past
          いない negative
          います polite
          いません polite, negative
        くれる v1-s
          くれ imperative
          くれた past
          くれない negative
        来る vk
          来た past
          来ない negative
          来ます polite
          来て te-form
          来られる passive
          来られる potential
          来れる potential
          来させる causative
          来い imperative
          来よう volitional
          来れば -ba
          来なかった negative, past
          来ました polite, past
          来たい -tai
          来ている -te iru
          来ちゃった -te shimau, past
        くる vk
          きた past
          こない negative
          きます polite
          きて te-form
          こられる passive
          これる potential
          こさせる causative
          こい imperative
          こよう volitional
          くれば -ba
          こなかった negative, past
          きました polite, past
          きてください request
        持ってくる vk
          持ってきた past
          持ってこない negative
        する vs-i
          した past
          しない negative
          します polite
          して te-form
          している -te iru
          しよう volitional
          しろ imperative
          せよ imperative
          すれば -ba
          される passive
          させる causative
          させられる causative, passive
          できる potential
          しなかった negative, past
          しません polite, negative
          しませんでした polite, negative, past
          したい -tai
          しちゃった -te shimau, past
          せず negative
          しそう -sou
          しなさい imperative
          しておく -te oku
        勉強 vs
          勉強する する
          勉強した する, past
          勉強しています する, -te iru, polite
          勉強しない する, negative
          勉強できる する, potential
          勉強させられる する, causative, passive
          勉強しよう する, volitional
          勉強すれば する, -ba
          勉強したい する, -tai
          勉強しました する, polite, past
          勉強しなければ する, negative, -ba
        べんきょう vs
          べんきょうする する
          べんきょうした する, past
        料理 vs
          料理する する
          料理した する, past
          料理しましょう する, polite, volitional
        勉強する vs-i
          勉強した past
          勉強しています -te iru, polite
        愛する vs-s
          愛さない negative
          愛した past
          愛して te-form
          愛せる potential
          愛される passive
          愛します polite
          愛しない negative
        信ずる vz
          信じない negative
          信じた past
          信じて te-form
          信じます polite
          信ずれば -ba
          信じよう volitional
          信じられる passive
          信ぜず negative
        高い adj-i
          高くても -temo
          高いです polite
          高くない negative
          高かった past
          高くなかった negative, past
          高くて te-form
          高ければ -ba
          高く -ku
          高さ -sa
          高そう -sou
          高すぎる -sugiru
          高すぎた -sugiru, past
          高かったら -tara
        大きい adj-i
          大きくない negative
          大きかった past
          大きくて te-form
          大きさ -sa
        小さい adj-i
          小さくない negative
          小さかった past
        新しい adj-i
          新しければ -ba
          新しくなかった negative, past
        面白い adj-i
          面白そう -sou
          面白かった past
          面白くない negative
        楽しい adj-i
          楽しかった past
          楽しくて te-form
        寒い adj-i
          寒くない negative
          寒かった past
          寒さ -sa
        早い adj-i
          早く -ku
        美味しい adj-i
          美味しくなかった negative, past
          美味しそう -sou
        おいしい adj-i
          おいしかった past
          おいしくない negative
        いい adj-ix
          よくない negative
          よかった past
          よくて te-form
          よければ -ba
          よさそう -sou
          よかったら -tara
          よくなかった negative, past
        良い adj-ix
          良かった past
          良くない negative
        ない adj-i
          なかった past
          なくて te-form
          なさそう -sou
          なければ -ba
        !食べろます 食べる v1
        !食べたます 食べる v1
        !いらない いる v1
        !あらない ある v5r-i
        !くれ くれる v1
        !かくれ かくれる v1
        静か adj-na
          静かな -na
          静かに -ni
          静かだ da
          静かだった past
          静かで te-form
          静かだろう volitional
          静かじゃない negative
          静かではない negative
          静かじゃなかった negative, past
          静かではなかった negative, past
          静かじゃなくて negative, te-form
          静かです polite
          静かでした polite, past
          静かでしょう polite, volitional
          静かじゃありません polite, negative
          静かではありません polite, negative
          静かじゃありませんでした polite, negative, past
          静かすぎる -sugiru
          静かそう -sou
          静かさ -sa
          静かでも -temo
        きれい adj-na
          きれいな -na
          きれいでした polite, past
          きれいじゃない negative
        !静かなかった 静か adj-na
        !静かだです 静か adj-na
        !静かにな 静か adj-na
        !静かでしたです 静か adj-na
        !静かな 静か adj-i
        !静かだ 静か vs
        !な
        !だ
        !です
        !食べた 食べる v5r
        !食べます 食べる v5r
        !書いた 書く v5k-s
        !行いた 行く v5k-s
        !行かない 行く v1
        !泳いだ 泳く v5k
        !書きますた 書く v5k
        !高くます 高い adj-i
        !高いかった 高い adj-i
        !寒さない 寒い adj-i
        !勉強しろます 勉強 vs
        !書かれろます 書く v5k
        !した 食べる v1
        !来た 来る v5r
        !きた くる v1
        !こない くる v5k
        !書く 書く v5k
        !よい いい adj-ix
        !いく いい adj-ix
        !いくない いい adj-ix
        !いい いい adj-ix
        !する する vs-i
        !勉強 勉強 vs
        !勉強る 勉強 vs
        !た
        !ない なる v5r
        !書きたいでした 書く v5k
        !高いだ 高い adj-i
        !書くながら 書く v5k
        !書くても 書く v5k
        !高いなきゃ 高い adj-i
        !書いてあるです 書く v5k
        !ます
        !て
        !る
        """
}
