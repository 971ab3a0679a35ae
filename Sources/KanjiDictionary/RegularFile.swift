import Glibc

/// Files read or replaced whole must be regular files: a FIFO would block open(2) or read(2), a
/// device would be read for ever, and a link where a file is to be replaced would be replaced
/// rather than written through. Says why a path is not one, in the words the dictionary's loader
/// uses, from its metadata alone, so nothing is opened first.
public enum RegularFile {
    /// Why `path` is not a regular file; nil when it is one or nothing is there. `followingLinks`
    /// asks about the file a symbolic link leads to; without it a link is itself refused.
    /// `allowingCharacterDevices` lets a log be written to /dev/null (no log kept) or /dev/full,
    /// which never block.
    public static func problem(at path: String, followingLinks: Bool = true, allowingCharacterDevices: Bool = false) -> String? {
        var status = stat()
        guard (followingLinks ? stat(path, &status) : lstat(path, &status)) == 0 else { return nil }
        return problem(mode: status.st_mode, allowingCharacterDevices: allowingCharacterDevices)
    }

    /// Why the file open as `descriptor` is not a regular file; nil when it is one.
    public static func problem(descriptor: Int32, allowingCharacterDevices: Bool = false) -> String? {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return String(cString: strerror(errno)) }
        return problem(mode: status.st_mode, allowingCharacterDevices: allowingCharacterDevices)
    }

    public static func problem(mode: mode_t, allowingCharacterDevices: Bool = false) -> String? {
        switch mode & S_IFMT {
        case S_IFREG: nil
        case S_IFCHR where allowingCharacterDevices: nil
        case S_IFDIR: "is a directory, not a regular file"
        case S_IFLNK: "is a symbolic link, not a regular file"
        case S_IFIFO: "is a FIFO, not a regular file"
        case S_IFSOCK: "is a socket, not a regular file"
        case S_IFCHR: "is a character device, not a regular file"
        case S_IFBLK: "is a block device, not a regular file"
        default: "is not a regular file"
        }
    }
}
