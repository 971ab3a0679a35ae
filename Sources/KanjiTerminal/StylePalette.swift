import CNcursesw
import KanjiBrowser

/// How each `TextStyle` looks on this terminal: colours where the terminal has them, plain
/// attributes (reverse, bold, dim) where it does not, so a monochrome terminal still shows the
/// cursor row, the bars, the alerts and the Read screen's new and learning words apart from the text.
struct StylePalette {
    struct Look: Equatable {
        let attributes: attr_t
        let pair: Int16
    }

    private static let selectedPair: Int16 = 1
    private static let alertPair: Int16 = 2
    private static let newWordPair: Int16 = 3
    private static let learningWordPair: Int16 = 4

    let hasColors: Bool

    /// Starts colours if the terminal has them and defines the pairs this palette uses.
    /// The terminal's own background is kept (`use_default_colors`) where it allows it.
    static func start() -> StylePalette {
        guard has_colors() else { return StylePalette(hasColors: false) }
        start_color()
        let background = Int16(use_default_colors() == OK ? -1 : COLOR_BLACK)
        init_pair(selectedPair, Int16(COLOR_WHITE), Int16(COLOR_BLUE))
        init_pair(alertPair, Int16(COLOR_RED), background)
        init_pair(newWordPair, Int16(COLOR_YELLOW), background)
        init_pair(learningWordPair, Int16(COLOR_CYAN), background)
        return StylePalette(hasColors: true)
    }

    func look(_ style: TextStyle) -> Look {
        switch style {
        case .normal: Look(attributes: kl_curses_attr_normal(), pair: 0)
        case .bold: Look(attributes: kl_curses_attr_bold(), pair: 0)
        case .dim: Look(attributes: kl_curses_attr_dim(), pair: 0)
        case .bar: Look(attributes: kl_curses_attr_reverse(), pair: 0)
        case .selected:
            hasColors
                ? Look(attributes: kl_curses_attr_bold(), pair: Self.selectedPair)
                : Look(attributes: kl_curses_attr_reverse() | kl_curses_attr_bold(), pair: 0)
        case .alert:
            hasColors
                ? Look(attributes: kl_curses_attr_bold(), pair: Self.alertPair)
                : Look(attributes: kl_curses_attr_bold() | kl_curses_attr_underline(), pair: 0)
        // A new word is underlined in colour too, so it stands out to an eye that tells no colours apart.
        case .newWord:
            hasColors
                ? Look(attributes: kl_curses_attr_underline(), pair: Self.newWordPair)
                : Look(attributes: kl_curses_attr_bold() | kl_curses_attr_underline(), pair: 0)
        case .learningWord:
            hasColors ? Look(attributes: kl_curses_attr_normal(), pair: Self.learningWordPair)
                : Look(attributes: kl_curses_attr_underline(), pair: 0)
        }
    }
}
