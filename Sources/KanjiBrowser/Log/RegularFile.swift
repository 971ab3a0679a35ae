import Foundation

/// The log and the bookmarks are regular files: a FIFO would block open(2) or read(2) before the
/// first frame, a device would be read for ever. Says why a path is not one, in the
/// words the dictionary's loader uses.
public enum RegularFile {
    /// Why `path` (after links) is not a regular file; nil when it is one or does not exist.
    /// `allowingCharacterDevices` lets a log be written to /dev/null (no log kept) or /dev/full,
    /// which never block.
    public static func problem(at path: String, allowingCharacterDevices: Bool = false) -> String? {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        return problem(mode: status.st_mode, allowingCharacterDevices: allowingCharacterDevices)
    }

    /// Why the file open as `descriptor` is not a regular file; nil when it is one.
    static func problem(descriptor: Int32, allowingCharacterDevices: Bool = false) -> String? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return String(cString: strerror(errno)) }
        return problem(mode: status.st_mode, allowingCharacterDevices: allowingCharacterDevices)
    }

    static func problem(mode: mode_t, allowingCharacterDevices: Bool = false) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFCHR where allowingCharacterDevices: nil
        case S_IFDIR: "is a directory, not a regular file"
        case S_IFIFO: "is a FIFO, not a regular file"
        case S_IFSOCK: "is a socket, not a regular file"
        case S_IFCHR: "is a character device, not a regular file"
        case S_IFBLK: "is a block device, not a regular file"
        default: "is not a regular file"
        }
    }
}
