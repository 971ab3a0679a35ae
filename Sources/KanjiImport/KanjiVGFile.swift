import Foundation
import KanjiDictionary
import ZIPFoundation

/// KanjiVG's stroke order: each kanji's strokes as SVG path data, in writing order. Reads any of
/// the forms KanjiVG ships: the single file kanjivg.xml (plain or gzip), a directory of its SVG
/// files (kanji/065e5.svg), or a zip of them (the PyPI `kanjivg` wheel). Variant drawings
/// (065e5-Kaisho.svg) are left out. Every path is checked with ``StrokePath``, so a stroke the
/// browser cannot draw is an error naming the file and the kanji.
public enum KanjiVGFile {
    /// The most one SVG file (or zip entry) may hold once inflated: the largest of KanjiVG's 11,662
    /// is 8.3 KB, so one past this is a compression bomb or not KanjiVG's.
    static let maxSVGBytes = 64 << 10
    /// The most kanjivg.xml may hold once inflated: all of KanjiVG's SVGs together are under 60 MB.
    static let maxSingleFileBytes = 512 << 20

    /// The strokes of those kanji in `wanted` that the input has.
    public static func read(
        path: String, wanted: Set<Unicode.Scalar>, cancellation: ImportCancellation = ImportCancellation()
    ) throws -> [Unicode.Scalar: [String]] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw ImportError(file: path, message: "no such file or directory")
        }
        if isDirectory.boolValue { return try readDirectory(path, wanted: wanted, cancellation: cancellation) }
        let head = FileHandle(forReadingAtPath: path).flatMap { try? $0.read(upToCount: 4) } ?? Data()
        if head.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return try readZip(path, wanted: wanted, cancellation: cancellation) }
        return try readSingleFile(path, wanted: wanted, cancellation: cancellation)
    }

    /// kanjivg.xml: `<kanji id="kvg:kanji_065e5">` elements holding the paths.
    static func readSingleFile(
        _ path: String, wanted: Set<Unicode.Scalar>, cancellation: ImportCancellation
    ) throws -> [Unicode.Scalar: [String]] {
        let reader = try XMLStreamReader(path: path, maxBytes: maxSingleFileBytes)
        var strokes: [Unicode.Scalar: [String]] = [:]
        var current: Unicode.Scalar?
        var sawRoot = false
        var count = 0
        while let node = try reader.next(context: current.map { "in kanji \($0)" }) {
            guard case .start(let name, _) = node else {
                if case .end("kanji") = node { current = nil }
                continue
            }
            if !sawRoot {
                guard name == "kanjivg" else {
                    throw ImportError(file: path, line: reader.line, message: "not KanjiVG: the root element is <\(name)>, not <kanjivg>")
                }
                sawRoot = true
            } else if name == "kanji" {
                current = reader.attribute("id").flatMap { scalar(fromID: $0, prefix: "kvg:kanji_") }
                count += 1
                if count % 1024 == 0 { try cancellation.check() }
            } else if name == "path", let kanji = current, wanted.contains(kanji) {
                try strokes[kanji, default: []].append(checkedPath(reader, file: path, kanji: kanji))
            }
        }
        return strokes
    }

    static func readDirectory(
        _ path: String, wanted: Set<Unicode.Scalar>, cancellation: ImportCancellation
    ) throws -> [Unicode.Scalar: [String]] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw ImportError(file: path, message: "cannot list the directory")
        }
        var strokes: [Unicode.Scalar: [String]] = [:]
        for name in names {
            guard let kanji = scalar(fromFileName: name), wanted.contains(kanji) else { continue }
            try cancellation.check()
            let file = path + "/" + name
            if let problem = RegularFile.problem(at: file) { throw ImportError(file: file, message: problem) }
            strokes[kanji] = try svgStrokes(XMLStreamReader(path: file, maxBytes: maxSVGBytes), file: file, kanji: kanji)
        }
        return strokes
    }

    static func readZip(
        _ path: String, wanted: Set<Unicode.Scalar>, cancellation: ImportCancellation
    ) throws -> [Unicode.Scalar: [String]] {
        let archive: Archive
        do {
            archive = try Archive(url: URL(fileURLWithPath: path), accessMode: .read)
        } catch {
            throw ImportError(file: path, message: "not a readable zip archive (\(error))")
        }
        var strokes: [Unicode.Scalar: [String]] = [:]
        for entry in archive where entry.type == .file {
            let name = (entry.path as NSString).lastPathComponent
            guard let kanji = scalar(fromFileName: name), wanted.contains(kanji) else { continue }
            try cancellation.check()
            let file = "\(path)!\(entry.path)"
            guard strokes[kanji] == nil else { throw ImportError(file: file, message: "a second SVG of kanji \(kanji) in the archive") }
            let bytes = try extract(entry, of: archive, file: file)
            strokes[kanji] = try bytes.withUnsafeBytes { buffer in
                try svgStrokes(XMLStreamReader(bytes: buffer, file: file), file: file, kanji: kanji)
            }
        }
        return strokes
    }

    /// The entry's inflated bytes, refused as soon as they pass ``maxSVGBytes``, whatever size the
    /// archive claims, so a compression bomb is never inflated whole.
    private static func extract(_ entry: Entry, of archive: Archive, file: String) throws -> Data {
        let tooLarge = ImportError(file: file, message: "holds more than \(maxSVGBytes >> 10) KB once inflated, far more than any KanjiVG SVG: refused")
        guard entry.uncompressedSize <= maxSVGBytes else { throw tooLarge }
        var bytes = Data()
        do {
            _ = try archive.extract(entry, skipCRC32: false) { chunk in
                guard bytes.count + chunk.count <= maxSVGBytes else { throw tooLarge }
                bytes.append(chunk)
            }
        } catch let error as ImportError {
            throw error
        } catch {
            throw ImportError(file: file, message: "cannot extract it (\(error))")
        }
        return bytes
    }

    /// The paths of one KanjiVG SVG file, in document order (the order of writing).
    private static func svgStrokes(_ reader: XMLStreamReader, file: String, kanji: Unicode.Scalar) throws -> [String] {
        var paths: [String] = []
        var sawRoot = false
        while let node = try reader.next(context: "kanji \(kanji)") {
            guard case .start(let name, _) = node else { continue }
            if !sawRoot {
                guard name == "svg" else {
                    throw ImportError(file: file, line: reader.line, message: "not a KanjiVG SVG: the root element is <\(name)>, not <svg>")
                }
                sawRoot = true
            } else if name == "path" {
                try paths.append(checkedPath(reader, file: file, kanji: kanji))
            }
        }
        return paths
    }

    private static func checkedPath(_ reader: XMLStreamReader, file: String, kanji: Unicode.Scalar) throws -> String {
        guard let data = reader.attribute("d") else {
            throw ImportError(file: file, line: reader.line, message: "a <path> of kanji \(kanji) has no d attribute")
        }
        do {
            _ = try StrokePath(data: data)
        } catch {
            throw ImportError(file: file, line: reader.line, message: "a stroke of kanji \(kanji): \(error.message)")
        }
        return data
    }

    /// "065e5.svg" → 日; nil for variants ("065e5-Kaisho.svg") and other files.
    static func scalar(fromFileName name: String) -> Unicode.Scalar? {
        guard name.hasSuffix(".svg") else { return nil }
        return scalar(hex: name.dropLast(4))
    }

    private static func scalar(fromID id: String, prefix: String) -> Unicode.Scalar? {
        guard id.hasPrefix(prefix) else { return nil }
        return scalar(hex: id.dropFirst(prefix.count))
    }

    private static func scalar(hex: Substring) -> Unicode.Scalar? {
        guard hex.count == 5, let value = UInt32(hex, radix: 16) else { return nil }
        return Unicode.Scalar(value)
    }
}
