import Platform
import SettingsKit

/// Writes a file `validate --fix` changed back over the one it read, losing nothing else: only
/// while the file is still what was read (an edit saved meanwhile is kept, and the fix is not
/// made), with its mode, owner and every name it has. A symbolic link, a read-only file and
/// anything but a regular file are left alone, with the reason.
package enum FileReplacement {
    /// Why `path` may not be replaced, or nil when it may: what `--dry-run` says before writing nothing.
    package static func refusal(_ path: String) -> String? {
        switch status(path) {
        case .failure(let error): error.reason
        case .success: nil
        }
    }

    /// Replaces the file `original` was read from with `bytes`, after checking it still reads as
    /// `original` through `reread`. A file with one name is replaced atomically (a new file renamed
    /// over it); one with several (hard links) is rewritten in place, so every name sees the fix.
    package static func replace(_ original: SourceFile, with bytes: [UInt8], reread: SourceFile.Reader) throws(WriteError) {
        let path = original.path
        let info = try status(path).get()
        func unchanged() throws(WriteError) {
            let now: SourceFile
            do throws(ReadError) { now = try reread(path) } catch {
                throw WriteError(path: path, reason: "it could not be read again (\(error.reason))")
            }
            guard now.size == original.size, now.encoding == original.encoding, now.bytes == original.bytes else {
                throw WriteError(path: path, reason: "it changed after it was read (saved meanwhile?); run again to fix what it holds now")
            }
        }
        if info.st_nlink > 1 {
            try unchanged()
            try rewrite(path, info, with: bytes, restoring: original.encoding.encode(original.bytes))
        } else {
            let file = try AtomicFile.Writer(path)
            bytes.withUnsafeBufferPointer { file.write($0) }
            try file.commit(keepOwner: true, check: unchanged)
        }
    }

    /// The file's status, or why it is not one `--fix` writes.
    private static func status(_ path: String) -> Result<stat, WriteError> {
        var info = stat()
        guard FileName.withSystemPath(path, { lstat($0, &info) }) == 0 else {
            return .failure(WriteError(path: path, reason: String(cString: strerror(errno))))
        }
        let reason: String? = switch info.st_mode & S_IFMT {
        case S_IFLNK: "it is a symbolic link, and --fix writes no file through a link (name the file it points to)"
        case S_IFREG where info.st_mode & S_IWUSR == 0:
            "it is read-only (mode 0\(String(info.st_mode & 0o7777, radix: 8)))"
        case S_IFREG: nil
        default: "it is not a regular file"
        }
        return reason.map { .failure(WriteError(path: path, reason: $0)) } ?? .success(info)
    }

    /// Writes `bytes` over the file's own inode, keeping its links, owner and mode. Should a write
    /// fail halfway, the old bytes are written back.
    private static func rewrite(_ path: String, _ info: stat, with bytes: [UInt8], restoring old: [UInt8]?) throws(WriteError) {
        let fd = FileName.withSystemPath(path) { open($0, O_WRONLY | O_NOFOLLOW) }
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        defer { close(fd) }
        var now = stat()
        guard fstat(fd, &now) == 0, now.st_ino == info.st_ino, now.st_dev == info.st_dev else {
            throw WriteError(path: path, reason: "it was replaced after it was read")
        }
        func put(_ bytes: [UInt8]) -> Int32? {
            guard lseek(fd, 0, SEEK_SET) == 0 else { return errno }
            if let error = bytes.withUnsafeBufferPointer({ writeAll($0, to: fd) }) { return error }
            return ftruncate(fd, off_t(bytes.count)) == 0 && fsync(fd) == 0 ? nil : errno
        }
        guard let error = put(bytes) else { return }
        let restored = old.map { put($0) == nil } ?? false
        throw WriteError(path: path, reason: String(cString: strerror(error)) + (restored ? "; its old contents were written back" : "; it may be incomplete"))
    }
}
