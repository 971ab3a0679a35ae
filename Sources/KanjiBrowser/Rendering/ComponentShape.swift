/// How a component is shown. KRADFILE writes some components as a kanji that holds them (汁 for
/// 氵, 忙 for 忄, 込 for ⻌, 化 for ⺅), as JIS X 0208 had no code for the radical's own form; the
/// picker, its header and a kanji's parts show the radical's shape where Unicode has one (CJK
/// Radicals Supplement, Kangxi Radicals or the unified ideographs), as jisho.org's picker does.
/// The stand-in stays what is matched and searched.
enum ComponentShape {
    private static let shapes: [String: String] = [
        "化": "⺅", "个": "𠆢", "并": "丷", "刈": "⺉", "込": "⻌", "尚": "⺌", "忙": "忄", "扎": "扌",
        "汁": "氵", "犯": "犭", "艾": "艹", "邦": "⻏", "阡": "⻖", "老": "耂", "杰": "灬", "礼": "礻",
        "疔": "疒", "禹": "禸", "初": "衤", "買": "罒", "乞": "𠂉",
    ]

    /// `component` as it is shown: its radical's shape, or itself when it has none.
    static func shown(_ component: String) -> String { shapes[component] ?? component }

    /// Several components shown, separated by `separator`.
    static func shown(_ components: [String], separator: String) -> String {
        components.map(shown).joined(separator: separator)
    }
}
