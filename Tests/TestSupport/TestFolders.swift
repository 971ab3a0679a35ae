import Foundation

/// Temporary folders for tests, all under one folder per test process, which is removed when the
/// process exits: tests that write files leave nothing behind in the system's temporary directory.
public enum TestFolders {
    /// A new empty folder whose name starts with `prefix`.
    public static func make(_ prefix: String) throws -> URL {
        let folder = unused(prefix)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// A path for a folder that does not exist yet, for code that creates its own folders.
    public static func unused(_ prefix: String) -> URL {
        root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    }

    private static let root: URL = {
        atexit { try? FileManager.default.removeItem(at: processRoot) }
        return processRoot
    }()
}

/// The process's folder, global so that the exit handler, which cannot capture, can name it.
private let processRoot = FileManager.default.temporaryDirectory
    .appendingPathComponent("kanji-list-tests-\(ProcessInfo.processInfo.processIdentifier)")
