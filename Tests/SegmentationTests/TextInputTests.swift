import Foundation
import Segmentation
import Testing

/// Reading text to segment from real files: pieces at line breaks, the byte offset of bad UTF-8,
/// binary files, and lines longer than a piece.
@Suite struct TextInputTests {
    private func file(_ bytes: [UInt8]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("text-input-\(UUID().uuidString)").path
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    private func pieces(_ path: String) throws(TextInput.Failure) -> [TextInput.Piece] {
        var input = try TextInput(path: path)
        var found: [TextInput.Piece] = []
        while let piece = try input.next() { found.append(piece) }
        return found
    }

    /// The failure's message for `path`, nil when it reads.
    private func failure(_ path: String) -> String? {
        do {
            _ = try pieces(path)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func piecesEndAtLineBreaksWithScalarOffsets() throws {
        let path = try file(Array("日本語\nabc\n最後".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let found = try pieces(path)
        #expect(found.map(\.text) == ["日本語\n", "abc\n", "最後"])
        #expect(found.map(\.scalarOffset) == [0, 4, 8])
    }

    @Test func anEmptyFileHasNoPieces() throws {
        let path = try file([])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try pieces(path).isEmpty)
    }

    @Test func invalidUTF8IsNamedByItsByteOffset() throws {
        // あ is 3 bytes; then a line; then a lone continuation byte at offset 3 + 4 + 1.
        let path = try file(Array("あ\nok\nx".utf8) + [0x80] + Array("y".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(failure(path) == "\(path) is not valid UTF-8 text (at byte 8)")
        let overlong = try file([0x41, 0xC0, 0xAF])
        defer { try? FileManager.default.removeItem(atPath: overlong) }
        #expect(failure(overlong) == "\(overlong) is not valid UTF-8 text (at byte 1)")
    }

    @Test func aNULByteIsABinaryFile() throws {
        let path = try file([0x7F, 0x45, 0x4C, 0x46, 0x02, 0x00, 0x01])
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(failure(path) == "\(path) is a binary file, not text (a NUL byte at byte 5)")
    }

    @Test func aMissingFileOrAFolderIsSaid() {
        #expect(failure("/nonexistent/text") == "cannot read /nonexistent/text: No such file or directory")
        #expect(failure("/tmp") == "cannot read /tmp: it is a directory")
    }

    @Test func aLineLongerThanAPieceIsCutAtACharacterBoundary() throws {
        let line = String(repeating: "漢", count: TextInput.longestPiece / 3 + 10)
        let path = try file(Array(line.utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let found = try pieces(path)
        #expect(found.count == 2)
        #expect(found.map(\.text).joined() == line)
        #expect(found[1].scalarOffset == found[0].text.unicodeScalars.count)
    }
}

/// A 50 MB file streams through in pieces: it is never in memory whole.
@Suite struct LargeTextInputTests {
    @Test func fiftyMegabytesStreamInPiecesWithoutLoadingTheFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("text-input-large-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let line = Array((String(repeating: "日本語の文章です。", count: 20) + "\n").utf8)
        let lines = 50_000_000 / line.count + 1
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try #require(FileHandle(forWritingAtPath: path))
        let block = Data((0..<1000).flatMap { _ in line })
        for _ in 0..<(lines / 1000 + 1) { handle.write(block) }
        try handle.close()
        let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
        #expect(size >= 50_000_000)
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        let peakBefore = usage.ru_maxrss
        var input = try TextInput(path: path)
        var bytes = 0
        var longest = 0
        while let piece = try input.next() {
            bytes += piece.text.utf8.count
            longest = max(longest, piece.text.utf8.count)
        }
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #expect(bytes == size)
        #expect(longest == line.count)
        // ru_maxrss is in kilobytes: the file read whole would add 50 MB at least.
        #expect(usage.ru_maxrss - peakBefore < 25_000)
    }
}
