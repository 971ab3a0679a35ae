import Glibc
import Synchronization

/// zinnia (Debian libzinnia0) with a model such as tegaki-zinnia-japanese's, loaded at run time
/// with dlopen: a machine without them still runs the app, and is told which package is missing.
/// Sendable because zinnia's recogniser is only used under `lock`.
public final class ZinniaRecognizer: KanjiRecognizer, @unchecked Sendable {
    /// Where Debian's tegaki-zinnia-japanese puts its model.
    public static let japaneseModel = "/usr/share/tegaki/models/zinnia/handwriting-ja.model"
    static let library = "libzinnia.so.0"

    /// Why zinnia cannot be used, naming the Debian package that would fix it.
    public struct Unavailable: Error, Equatable, CustomStringConvertible {
        public var package: String
        public var detail: String
        public var description: String { "\(detail) (install Debian's \(package))" }
    }

    /// The handful of zinnia's C functions used, looked up by name.
    private struct Functions {
        typealias New = @convention(c) () -> OpaquePointer?
        typealias Destroy = @convention(c) (OpaquePointer?) -> Void
        typealias Open = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> Int32
        typealias SetSize = @convention(c) (OpaquePointer?, Int) -> Void
        typealias Add = @convention(c) (OpaquePointer?, Int, Int32, Int32) -> Int32
        typealias Classify = @convention(c) (OpaquePointer?, OpaquePointer?, Int) -> OpaquePointer?
        typealias ResultValue = @convention(c) (OpaquePointer?, Int) -> UnsafePointer<CChar>?
        typealias ResultScore = @convention(c) (OpaquePointer?, Int) -> Float
        typealias ResultSize = @convention(c) (OpaquePointer?) -> Int

        let recognizerNew: New, recognizerDestroy: Destroy, recognizerOpen: Open, classify: Classify
        let characterNew: New, characterDestroy: Destroy, setWidth: SetSize, setHeight: SetSize, add: Add
        let resultValue: ResultValue, resultScore: ResultScore, resultSize: ResultSize, resultDestroy: Destroy

        init?(handle: UnsafeMutableRawPointer) {
            func symbol<T>(_ name: String, as type: T.Type) -> T? {
                dlsym(handle, name).map { unsafeBitCast($0, to: type) }
            }
            guard let recognizerNew = symbol("zinnia_recognizer_new", as: New.self),
                  let recognizerDestroy = symbol("zinnia_recognizer_destroy", as: Destroy.self),
                  let recognizerOpen = symbol("zinnia_recognizer_open", as: Open.self),
                  let classify = symbol("zinnia_recognizer_classify", as: Classify.self),
                  let characterNew = symbol("zinnia_character_new", as: New.self),
                  let characterDestroy = symbol("zinnia_character_destroy", as: Destroy.self),
                  let setWidth = symbol("zinnia_character_set_width", as: SetSize.self),
                  let setHeight = symbol("zinnia_character_set_height", as: SetSize.self),
                  let add = symbol("zinnia_character_add", as: Add.self),
                  let resultValue = symbol("zinnia_result_value", as: ResultValue.self),
                  let resultScore = symbol("zinnia_result_score", as: ResultScore.self),
                  let resultSize = symbol("zinnia_result_size", as: ResultSize.self),
                  let resultDestroy = symbol("zinnia_result_destroy", as: Destroy.self)
            else { return nil }
            (self.recognizerNew, self.recognizerDestroy, self.recognizerOpen, self.classify) = (recognizerNew, recognizerDestroy, recognizerOpen, classify)
            (self.characterNew, self.characterDestroy, self.setWidth, self.setHeight, self.add) = (characterNew, characterDestroy, setWidth, setHeight, add)
            (self.resultValue, self.resultScore, self.resultSize, self.resultDestroy) = (resultValue, resultScore, resultSize, resultDestroy)
        }
    }

    private let functions: Functions
    private let recognizer: OpaquePointer
    /// zinnia says nothing of threads, so one classification at a time.
    private let lock = Mutex(())

    /// Coordinates are given to zinnia in a box of this many units a side.
    private static let side = 1000

    public init(model: String = ZinniaRecognizer.japaneseModel) throws(Unavailable) {
        guard let handle = dlopen(Self.library, RTLD_NOW | RTLD_LOCAL) else {
            throw Unavailable(package: "libzinnia0", detail: "zinnia's library \(Self.library) is not installed")
        }
        guard let functions = Functions(handle: handle) else {
            throw Unavailable(package: "libzinnia0", detail: "\(Self.library) lacks zinnia's functions")
        }
        guard access(model, R_OK) == 0 else {
            throw Unavailable(package: "tegaki-zinnia-japanese", detail: "no zinnia model at \(model)")
        }
        guard let recognizer = functions.recognizerNew() else {
            throw Unavailable(package: "libzinnia0", detail: "zinnia could not make a recogniser")
        }
        guard functions.recognizerOpen(recognizer, model) != 0 else {
            functions.recognizerDestroy(recognizer)
            throw Unavailable(package: "tegaki-zinnia-japanese", detail: "zinnia cannot read the model \(model)")
        }
        self.functions = functions
        self.recognizer = recognizer
    }

    deinit {
        functions.recognizerDestroy(recognizer)
    }

    /// zinnia's memory grows much faster than a stroke's points (2,000 jagged points took
    /// gigabytes), so each stroke reaches it as at most this many points, evenly spaced.
    static let mostPoints = 128

    /// zinnia finds a stroke's corners by splitting it at its farthest point, recursively, and keeps
    /// each split at place 2n+1 or 2n+2 of one array (Features::getVertex): a stroke of k corners
    /// can need 2^k places, so 20 strokes of 100 random corners took 23 GB and 117 s. A stroke
    /// reaches it as its corners (Douglas–Peucker at a tolerance well under zinnia's own, about 3%
    /// of the box, so a drawn stroke keeps every corner zinnia would find), at most this many: a
    /// scribble of more is evened to them (an array of at most 2^19 places, 8 MB).
    static let mostCorners = 20
    /// How far from the line between two kept points a point may lie and be dropped, in the box.
    static let cornerTolerance = 0.005

    public func candidates(for drawing: Drawing, limit: Int) -> [Candidate] {
        guard limit > 0, let character = functions.characterNew() else { return [] }
        let evened = drawing.evened(toAtMost: Self.mostPoints)
        let drawing = Drawing(strokes: evened.strokes.map { Self.corners(of: $0) })
        defer { functions.characterDestroy(character) }
        functions.setWidth(character, Self.side)
        functions.setHeight(character, Self.side)
        var strokeIndex = 0
        for stroke in drawing.strokes where !stroke.isEmpty {
            for point in stroke {
                let x = Int32((min(max(point.x, 0), 1) * Double(Self.side - 1)).rounded())
                let y = Int32((min(max(point.y, 0), 1) * Double(Self.side - 1)).rounded())
                _ = functions.add(character, strokeIndex, x, y)
            }
            strokeIndex += 1
        }
        guard strokeIndex > 0 else { return [] }
        return lock.withLock { _ in
            guard let result = functions.classify(recognizer, character, limit) else { return [] }
            defer { functions.resultDestroy(result) }
            return (0..<functions.resultSize(result)).compactMap { index in
                guard let value = functions.resultValue(result, index), let first = String(validatingCString: value)?.first
                else { return nil }
                return Candidate(character: first, score: Double(functions.resultScore(result, index)))
            }
        }
    }

    /// The points of `stroke` Douglas–Peucker keeps at ``cornerTolerance`` (its ends and each
    /// point farther than that from the line between the kept points around it), in order; a
    /// stroke with more than ``mostCorners`` of them, evened to that many points.
    static func corners(of stroke: [Drawing.Point]) -> [Drawing.Point] {
        guard stroke.count > 2 else { return stroke }
        var kept = [Bool](repeating: false, count: stroke.count)
        (kept[0], kept[stroke.count - 1]) = (true, true)
        var spans = [(first: 0, last: stroke.count - 1)]
        while let (first, last) = spans.popLast() {
            guard last - first > 1 else { continue }
            let (start, end) = (stroke[first], stroke[last])
            let (dx, dy) = (end.x - start.x, end.y - start.y)
            let length = (dx * dx + dy * dy).squareRoot()
            var (farthest, distance) = (first, -1.0)
            for index in (first + 1)..<last {
                let (px, py) = (stroke[index].x - start.x, stroke[index].y - start.y)
                let away = length > 0 ? abs(dx * py - dy * px) / length : (px * px + py * py).squareRoot()
                if away > distance { (farthest, distance) = (index, away) }
            }
            guard distance > cornerTolerance else { continue }
            kept[farthest] = true
            spans += [(first, farthest), (farthest, last)]
        }
        let corners = stroke.indices.filter { kept[$0] }.map { stroke[$0] }
        guard corners.count > mostCorners else { return corners }
        return Drawing(strokes: [stroke]).evened(toAtMost: mostCorners).strokes[0]
    }
}
