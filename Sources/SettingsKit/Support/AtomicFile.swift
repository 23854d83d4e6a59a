#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so readers see the old contents or the new, never a torn mix: the text goes to
/// a temporary file beside the target, which is then renamed over it.
///
/// Only a regular file is ever replaced: a device (`/dev/null`), a symbolic link, a directory or a
/// FIFO at the target is refused, so `--output` can never delete a device node or write through a
/// link. A replaced file keeps its permissions. The temporary file is removed if the write fails,
/// and, once `removeTemporaryFileOnSignal()` is called, if SIGINT or SIGTERM arrives during it.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws(WriteError) {
        var existing = stat()
        let exists = lstat(path, &existing) == 0
        if exists, existing.st_mode & S_IFMT != S_IFREG {
            let kind = existing.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : existing.st_mode & S_IFMT == S_IFDIR
                ? "a directory" : "not a regular file"
            throw WriteError(path: path, reason: "it is \(kind); --output replaces only regular files")
        }
        // mkstemp fills in the name in the buffer the signal handler already knows, so a signal at
        // any moment after the file exists finds its name.
        let template = Pending.start(path + ".tmp-XXXXXX")
        defer { Pending.finish() }
        let fd = mkstemp(template)
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        let temporary = String(cString: template)
        func fail() -> WriteError {
            let reason = String(cString: strerror(errno))
            close(fd)
            unlink(temporary)
            return WriteError(path: path, reason: reason)
        }
        var text = text
        let written: Bool = text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count {
                let n = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
                if n < 0 && errno == EINTR { continue }
                if n <= 0 { return false }
                offset += n
            }
            return true
        }
        guard written else { throw fail() }
        // The old file's permissions, or those a new file gets under the process's umask.
        let mode: mode_t
        if exists {
            mode = existing.st_mode & 0o7777
        } else {
            let mask = umask(0)
            umask(mask)
            mode = 0o666 & ~mask
        }
        guard fchmod(fd, mode) == 0, fsync(fd) == 0 else { throw fail() }
        guard close(fd) == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }

    /// Installs handlers so SIGINT and SIGTERM during a write remove its temporary file, then end
    /// the process as the signal would. The executable calls this once.
    public static func removeTemporaryFileOnSignal() {
        for sig in [SIGINT, SIGTERM] {
            signal(sig) { sig in
                Pending.unlinkForSignal()
                signal(sig, SIG_DFL)
                raise(sig)
            }
        }
    }

    /// The temporary file being written, as a C string a signal handler may use: only
    /// async-signal-safe calls (`unlink`) touch it there.
    private enum Pending {
        nonisolated(unsafe) static var path: UnsafeMutablePointer<CChar>?

        /// A buffer holding `template`, registered before the file exists.
        static func start(_ template: String) -> UnsafeMutablePointer<CChar> {
            let bytes = template.utf8CString
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
            bytes.withUnsafeBufferPointer { buffer.initialize(from: $0.baseAddress!, count: bytes.count) }
            path = buffer
            return buffer
        }

        static func finish() {
            let buffer = path
            path = nil
            buffer?.deallocate()
        }

        static func unlinkForSignal() {
            if let path { unlink(path) }
        }
    }
}

#if canImport(Glibc)
private let systemWrite = Glibc.write
#elseif canImport(Darwin)
private let systemWrite = Darwin.write
#endif

/// A file that could not be written.
public struct WriteError: Error, Sendable, Hashable {
    public var path: String
    public var reason: String

    public var message: String { "cannot write '\(path)': \(reason)" }
}
