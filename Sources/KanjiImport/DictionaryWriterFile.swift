import Foundation
import Glibc

/// A dictionary being written: its bytes go to a temporary file in the output's directory, which
/// ``commit()`` renames over the output, so a reader never sees half a file and a failure or a
/// cancel leaves the old dictionary (or none) in place. The temporary file is removed unless
/// committed, when the writer goes away; one left by an import that was killed is removed by the
/// next import of the same output.
public final class DictionaryWriterFile {
    /// The output's path.
    public let path: String
    /// Hidden, beside the output so the rename stays on one file system.
    public let temporaryPath: String
    /// Bytes written so far.
    public private(set) var byteCount = 0
    private var handle: FileHandle?
    private var committed = false

    /// Creates the temporary file; the output is not touched until ``commit()``.
    public init(path: String) throws {
        self.path = path
        temporaryPath = Self.temporaryPath(for: path, process: getpid())
        Self.removeAbandoned(for: path)
        guard FileManager.default.createFile(atPath: temporaryPath, contents: nil),
            let handle = FileHandle(forWritingAtPath: temporaryPath)
        else {
            throw ImportError(file: path, message: "cannot create the temporary file \(temporaryPath)")
        }
        self.handle = handle
    }

    deinit {
        guard !committed else { return }
        try? handle?.close()
        unlink(temporaryPath)
    }

    /// The temporary file of the import running as `process`.
    static func temporaryPath(for path: String, process: pid_t) -> String {
        let url = URL(fileURLWithPath: path)
        return url.deletingLastPathComponent().appendingPathComponent(".\(url.lastPathComponent).\(process).tmp").path
    }

    /// Removes the temporary files of imports of `path` whose process is gone (killed, or the
    /// machine stopped), leaving those of imports still running.
    static func removeAbandoned(for path: String) {
        let url = URL(fileURLWithPath: path)
        let prefix = ".\(url.lastPathComponent)."
        let directory = url.deletingLastPathComponent().path
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names where name.hasPrefix(prefix) && name.hasSuffix(".tmp") {
            guard let process = pid_t(name.dropFirst(prefix.count).dropLast(".tmp".count)), process > 0 else { continue }
            if kill(process, 0) != 0, errno == ESRCH {
                unlink(temporaryPath(for: path, process: process))
            }
        }
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
        let file = try DictionaryWriterFile(path: path)
        try file.append(bytes)
        try file.commit()
    }

    /// Adds bytes to the end of the temporary file.
    public func append(_ bytes: [UInt8]) throws {
        guard let handle, !committed else { preconditionFailure("a write after commit") }
        do {
            try handle.write(contentsOf: bytes)
        } catch {
            throw ImportError(file: path, message: "cannot write the temporary file \(temporaryPath): \(Self.reason(error))")
        }
        byteCount += bytes.count
    }

    /// Puts the bytes on disk and renames the temporary file over the output.
    public func commit() throws {
        guard let handle, !committed else { preconditionFailure("committed twice") }
        do {
            try handle.synchronize()
            try handle.close()
        } catch {
            throw ImportError(file: path, message: "cannot write the temporary file \(temporaryPath): \(Self.reason(error))")
        }
        self.handle = nil
        guard rename(temporaryPath, path) == 0 else {
            throw ImportError(file: path, message: "cannot rename \(temporaryPath) to it: \(String(cString: strerror(errno)))")
        }
        committed = true
    }

    /// The system's words for a failed write ("No space left on device").
    private static func reason(_ error: Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
        if let code = underlying?.domain == NSPOSIXErrorDomain ? underlying?.code : nil {
            return String(cString: strerror(Int32(code)))
        }
        return error.localizedDescription
    }
}
