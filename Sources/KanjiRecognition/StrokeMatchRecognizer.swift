import KanjiDictionary

/// The project's own recogniser, over KanjiVG's strokes: every kanji of the dictionary that has
/// them is a template. A drawing is compared with each template of about its stroke count by
/// pairing strokes in whatever way fits best (``StrokeAssignment``), so strokes drawn in the
/// wrong order still find their partners; the order only adds a small cost, enough to prefer the
/// kanji written in that order when two fit alike.
public struct StrokeMatchRecognizer: KanjiRecognizer {
    /// What a comparison charges; `standard` was tuned on the benchmark's tuning seed only.
    public struct Weights: Sendable {
        /// A stroke drawn in the opposite direction (per point, in units of the box).
        public var reversal: Double
        /// A drawn or template stroke left without a partner.
        public var unpaired: Double
        /// Each pair of strokes paired in the opposite order, relative to all pairs.
        public var order: Double
        /// How many strokes more or fewer than drawn a template may have.
        public var strokeCountSlack: Int

        public init(reversal: Double, unpaired: Double, order: Double, strokeCountSlack: Int) {
            self.reversal = reversal
            self.unpaired = unpaired
            self.order = order
            self.strokeCountSlack = strokeCountSlack
        }

        public static let standard = Weights(reversal: 0.05, unpaired: 0.25, order: 0.02, strokeCountSlack: 2)
    }

    struct Template: Sendable {
        let character: Character
        let strokes: [StrokeShape]
    }

    /// Templates grouped by stroke count.
    private let templates: [Int: [Template]]
    private let characters: Set<Character>
    public let weights: Weights
    /// The kanji left out because a stroke path of theirs cannot be read (a damaged or foreign
    /// dictionary file: the importer writes none), each with why, in the dictionary's order.
    public let unreadable: [(character: Character, problem: StrokePath.SyntaxError)]

    /// Templates from every entry with KanjiVG strokes; entries without are left out, and those
    /// with a path KanjiVG's commands cannot describe are left out and named in `unreadable`.
    public init(kanji: [KanjiEntry], weights: Weights = .standard) {
        var templates: [Int: [Template]] = [:]
        var unreadable: [(Character, StrokePath.SyntaxError)] = []
        for entry in kanji where !entry.strokePaths.isEmpty {
            let paths: [StrokePath]
            do throws(StrokePath.SyntaxError) {
                paths = try entry.strokePaths.map { path throws(StrokePath.SyntaxError) in try StrokePath(data: path) }
            } catch {
                unreadable.append((entry.character, error))
                continue
            }
            let strokes = paths.map { path in
                path.points.map { Drawing.Point(x: $0.x / StrokePath.boxSize, y: $0.y / StrokePath.boxSize) }
            }
            templates[strokes.count, default: []].append(Template(character: entry.character, strokes: StrokeShape.shapes(of: strokes)))
        }
        self.templates = templates
        self.unreadable = unreadable
        characters = Set(templates.values.joined().map(\.character))
        self.weights = weights
    }

    /// Whether it has a template for the kanji.
    public func knows(_ character: Character) -> Bool { characters.contains(character) }

    public func candidates(for drawing: Drawing, limit: Int) -> [Candidate] {
        let drawn = StrokeShape.shapes(of: drawing.strokes.filter { !$0.isEmpty })
        guard !drawn.isEmpty, limit > 0 else { return [] }
        var scored: [Candidate] = []
        let slack = weights.strokeCountSlack
        for strokeCount in max(1, drawn.count - slack)...(drawn.count + slack) {
            for template in templates[strokeCount] ?? [] {
                scored.append(Candidate(character: template.character, score: -cost(of: drawn, against: template.strokes)))
            }
        }
        return Array(scored.sorted { $0.score > $1.score }.prefix(limit))
    }

    /// The mean cost per stroke of the best pairing, plus the order's share.
    func cost(of drawn: [StrokeShape], against template: [StrokeShape]) -> Double {
        var costs = [Double](repeating: 0, count: drawn.count * template.count)
        for (row, stroke) in drawn.enumerated() {
            for (column, other) in template.enumerated() {
                costs[row * template.count + column] = stroke.distance(to: other, reversal: weights.reversal)
            }
        }
        let assignment = StrokeAssignment(costs: costs, rows: drawn.count, columns: template.count, unpaired: weights.unpaired)
        let pairs = max(1, drawn.count * (drawn.count - 1) / 2)
        return assignment.cost / Double(max(drawn.count, template.count))
            + weights.order * Double(assignment.inversions) / Double(pairs)
    }
}
