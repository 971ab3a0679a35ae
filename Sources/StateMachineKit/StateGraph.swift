/// A machine's states and transitions as data, drawn as DOT or Mermaid by one renderer for all
/// kinds, so every machine's picture looks alike.
public struct StateGraph: Equatable, Sendable {
    /// A state; a state with children is drawn as a cluster (DOT) or composite state (Mermaid).
    public struct Node: Equatable, Sendable {
        /// How a state is drawn: statecharts' parallel, final and history states look apart.
        public enum Kind: Equatable, Sendable {
            case state
            /// Regions drawn side by side: a dashed cluster (DOT), regions split by `--` (Mermaid).
            case parallel
            case final
            /// Drawn as the usual "H" (shallow) or "H*" (deep) circle.
            case history(deep: Bool)
        }

        public var name: String
        public var children: [Node]
        /// The child entered when this state is entered, drawn as an arrow from a start dot.
        public var initialChild: String?
        public var kind: Kind

        public init(name: String, children: [Node] = [], initialChild: String? = nil, kind: Kind = .state) {
            self.name = name
            self.children = children
            self.initialChild = initialChild
            self.kind = kind
        }

        /// The history mark, "H" or "H*", for a history state.
        var historyMark: String? {
            guard case .history(let deep) = kind else { return nil }
            return deep ? "H*" : "H"
        }
    }

    /// A transition, labelled with the event or message that causes it when one is known.
    public struct Edge: Equatable, Sendable {
        public var from: String
        public var to: String
        public var label: String?

        public init(from: String, to: String, label: String? = nil) {
            self.from = from
            self.to = to
            self.label = label
        }
    }

    public var name: String
    public var nodes: [Node]
    public var edges: [Edge]
    /// The state a machine starts in, when it has one.
    public var initial: String?

    public init(name: String, nodes: [Node], edges: [Edge], initial: String? = nil) {
        self.name = name
        self.nodes = nodes
        self.edges = edges
        self.initial = initial
    }

    /// The graph written in `format`.
    public func rendered(_ format: GraphFormat) -> String {
        switch format {
        case .dot: return dot()
        case .mermaid: return mermaid()
        case .table: return table()
        }
    }

    /// A flat machine's graph: one node per name, an edge wherever `accepts(from, to)` holds for
    /// the indices of two states. GameplayKit-style and enum machines are drawn this way.
    static func acceptance(name: String, states names: [String], accepts: (Int, Int) -> Bool) -> StateGraph {
        var graph = StateGraph(name: name, nodes: names.map { Node(name: $0) }, edges: [])
        for from in names.indices {
            for to in names.indices where accepts(from, to) {
                graph.addEdge(Edge(from: names[from], to: names[to]))
            }
        }
        return graph
    }

    /// Adds an edge unless the same one is already there, keeping first-seen order.
    mutating func addEdge(_ edge: Edge) {
        if !edges.contains(edge) {
            edges.append(edge)
        }
    }

    // MARK: Table

    /// Every state, nested ones after their parent, with the states its transitions reach (and
    /// their events, where known) in the order the edges were added.
    private func table() -> String {
        var lines = ["| state | may go to |", "| --- | --- |"]
        func appendRows(_ node: Node) {
            let targets = edges.filter { $0.from == node.name }
                .map { edge in edge.label.map { "\(edge.to) (\($0))" } ?? edge.to }
            lines.append("| \(node.name) | \(targets.isEmpty ? "–" : targets.joined(separator: ", ")) |")
            node.children.forEach(appendRows)
        }
        nodes.forEach(appendRows)
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: DOT

    private func dot() -> String {
        var lines = ["digraph \(quoted(name)) {", "    compound=true;"]
        if let initial {
            lines.append("    \"__start\" [shape=point, label=\"\"];")
            lines.append("    \"__start\" -> \(quoted(initial));")
        }
        for node in nodes {
            appendDot(node, indent: "    ", to: &lines)
        }
        for edge in edges {
            let label = edge.label.map { " [label=\(quoted($0))]" } ?? ""
            lines.append("    \(quoted(edge.from)) -> \(quoted(edge.to))\(label);")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    private func appendDot(_ node: Node, indent: String, to lines: inout [String]) {
        guard !node.children.isEmpty else {
            switch node.kind {
            case .final:
                lines.append("\(indent)\(quoted(node.name)) [shape=doublecircle];")
            case .history:
                lines.append("\(indent)\(quoted(node.name)) [shape=circle, label=\(quoted(node.historyMark ?? "H"))];")
            case .state, .parallel:
                lines.append("\(indent)\(quoted(node.name));")
            }
            return
        }
        let inner = indent + "    "
        lines.append("\(indent)subgraph \(quoted("cluster_" + node.name)) {")
        lines.append("\(inner)label=\(quoted(node.kind == .parallel ? node.name + " (parallel)" : node.name));")
        if node.kind == .parallel {
            lines.append("\(inner)style=dashed;")
        }
        lines.append("\(inner)\(quoted(node.name)) [shape=point, label=\"\"];")
        if let initial = node.initialChild {
            lines.append("\(inner)\(quoted(node.name)) -> \(quoted(initial)) [style=dashed];")
        }
        for child in node.children {
            appendDot(child, indent: inner, to: &lines)
        }
        lines.append("\(indent)}")
    }

    private func quoted(_ text: String) -> String {
        var result = "\""
        for character in text {
            if character == "\"" || character == "\\" {
                result.append("\\")
            }
            result.append(character)
        }
        return result + "\""
    }

    // MARK: Mermaid

    private func mermaid() -> String {
        var lines = ["stateDiagram-v2"]
        if let initial {
            lines.append("    [*] --> \(mermaidID(initial))")
        }
        for node in nodes {
            appendMermaid(node, indent: "    ", to: &lines)
        }
        for edge in edges {
            let label = edge.label.map { " : \($0)" } ?? ""
            lines.append("    \(mermaidID(edge.from)) --> \(mermaidID(edge.to))\(label)")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func appendMermaid(_ node: Node, indent: String, to lines: inout [String]) {
        let id = mermaidID(node.name)
        if let mark = node.historyMark {
            lines.append("\(indent)state \"\(node.name) (\(mark))\" as \(id)")
        } else if id != node.name {
            lines.append("\(indent)state \"\(node.name)\" as \(id)")
        }
        guard !node.children.isEmpty else {
            if id == node.name && node.historyMark == nil {
                lines.append("\(indent)\(id)")
            }
            if node.kind == .final {
                lines.append("\(indent)\(id) --> [*]")
            }
            return
        }
        let inner = indent + "    "
        lines.append("\(indent)state \(id) {")
        if let initial = node.initialChild {
            lines.append("\(inner)[*] --> \(mermaidID(initial))")
        }
        for (index, child) in node.children.enumerated() {
            if node.kind == .parallel && index > 0 {
                lines.append("\(inner)--")
            }
            appendMermaid(child, indent: inner, to: &lines)
        }
        lines.append("\(indent)}")
    }

    /// Mermaid identifiers allow letters, digits and underscores; other names get a safe id and
    /// keep their text as the state's label.
    private func mermaidID(_ name: String) -> String {
        var id = ""
        for character in name {
            id.append(character.isLetter || character.isNumber || character == "_" ? character : "_")
        }
        return id.isEmpty ? "_" : id
    }
}
