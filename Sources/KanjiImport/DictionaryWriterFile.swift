import Foundation
import Glibc

/// Puts a dictionary's bytes at its path all at once: written to a temporary file in the same
/// directory, then renamed over the old one, so a reader never sees half a file and a failure
/// leaves the old dictionary (or none) in place.
public enum DictionaryWriterFile {
    /// The temporary file's path: hidden, beside the output so the rename stays on one file system.
    public static func temporaryPath(for path: String) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(getpid()).tmp").path
    }

    /// Creates the output's directory when missing (the XDG data directory often is).
    public static func prepareDirectory(for path: String) throws {
        let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        } catch {
            throw ImportError(file: path, message: "cannot create the directory \(directory)")
        }
        guard access(directory, W_OK) == 0 else {
            throw ImportError(file: path, message: "cannot write in the directory \(directory)")
        }
    }

    /// Writes `bytes` to `path` through a temporary file, removed again if anything fails.
    public static func write(_ bytes: [UInt8], to path: String) throws {
        try write(parts: [bytes], to: path)
    }

    /// Writes the parts one after another, so a large file need not be joined in memory first.
    public static func write(parts: [[UInt8]], to path: String) throws {
        let temporary = temporaryPath(for: path)
        do {
            guard FileManager.default.createFile(atPath: temporary, contents: nil),
                let handle = FileHandle(forWritingAtPath: temporary)
            else {
                throw ImportError(file: path, message: "cannot create the temporary file \(temporary)")
            }
            do {
                defer { try? handle.close() }
                for part in parts { try handle.write(contentsOf: part) }
                try handle.synchronize()
            } catch {
                throw ImportError(file: path, message: "cannot write the temporary file \(temporary)")
            }
            guard rename(temporary, path) == 0 else {
                throw ImportError(file: path, message: "cannot rename \(temporary) to it: \(String(cString: strerror(errno)))")
            }
        } catch {
            unlink(temporary)
            throw error
        }
    }
}
