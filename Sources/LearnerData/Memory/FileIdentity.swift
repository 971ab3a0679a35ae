import Foundation

/// Which version of a file is at a path: its inode, size and modification time. Every write of the
/// bookmarks renames a new file into place, so a write by anyone changes it; nil when there is no file.
struct FileIdentity: Equatable {
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int
    let modifiedNanoseconds: Int

    init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        inode = UInt64(status.st_ino)
        size = Int64(status.st_size)
        modifiedSeconds = status.st_mtim.tv_sec
        modifiedNanoseconds = status.st_mtim.tv_nsec
    }
}
