/// The picture languages every machine can describe itself in.
public enum GraphFormat: String, CaseIterable, Sendable {
    /// Graphviz DOT: `kanji-list graph | dot -Tpng > machine.png`.
    case dot
    /// A Mermaid state diagram (`stateDiagram-v2`), for Markdown that renders Mermaid.
    case mermaid
    /// A Markdown table, one row per state and the states it may go to: a README's table of moves.
    case table
}
