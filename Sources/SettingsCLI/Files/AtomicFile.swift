import Platform
import SettingsKit

/// Writes a file so readers see the old contents or the new, never a torn mix: the text goes to
/// a temporary file beside the target, which is then renamed over it.
///
/// Only a regular file is ever replaced: a device (`/dev/null`), a symbolic link, a directory or a
/// FIFO at the target is refused, so `--output` can never delete a device node or write through a
/// link. A replaced file keeps its permissions, and its owner where the process may give it. The temporary file is removed if the write fails
/// or is discarded, and, once `removeTemporaryFileOnSignal()` is called, if SIGINT or SIGTERM
/// arrives during it.
package enum AtomicFile {
    package static func write(_ text: String, to path: String) throws(WriteError) {
        let file = try Writer(path)
        file.write(text)
        try file.commit()
    }

    /// A replacement being written: text streams into a temporary file beside the target, which
    /// `commit` renames over it and `discard` removes, leaving the target as it was. Output the
    /// size of a large page never has to be held in memory to be written atomically.
    package final class Writer: @unchecked Sendable {  // used from one thread: the command's
        private let path: String
        private let temporary: String
        private let existing: stat?
        private var fd: Int32
        /// The temporary file's name as a C string, registered for the signal handler.
        private let template: UnsafeMutablePointer<CChar>
        /// The first write error; later writes are skipped, and `commit` reports it.
        private var error: Int32?

        /// Creates the temporary file, after refusing any target that exists and is not a regular file.
        package init(_ path: String) throws(WriteError) {
            var existing = stat()
            let exists = FileName.withSystemPath(path, { lstat($0, &existing) }) == 0
            if exists, existing.st_mode & S_IFMT != S_IFREG {
                let kind = existing.st_mode & S_IFMT == S_IFLNK ? "a symbolic link" : existing.st_mode & S_IFMT == S_IFDIR
                    ? "a directory" : "not a regular file"
                throw WriteError(path: path, reason: "it is \(kind); --output replaces only regular files")
            }
            // mkstemp fills in the name in the buffer the signal handler already knows, so a signal
            // at any moment after the file exists finds its name.
            let template = Pending.start(FileName.bytes(path) + Array(".tmp-XXXXXX".utf8))
            self.template = template
            fd = mkstemp(template)
            guard fd >= 0 else {
                let reason = String(cString: strerror(errno))
                Pending.finish(template)
                throw WriteError(path: path, reason: reason)
            }
            self.path = path
            self.temporary = FileName.string(UnsafeRawBufferPointer(start: template, count: strlen(template)))
            self.existing = exists ? existing : nil
        }

        deinit {
            if fd >= 0 { discard() }
        }

        package func write(_ text: String) {
            var text = text
            text.withUTF8 { write($0) }
        }

        package func write(_ bytes: UnsafeBufferPointer<UInt8>) {
            guard error == nil, fd >= 0 else { return }
            error = writeAll(bytes, to: fd)
        }

        /// Gives the file the old one's owner and permissions (a new file gets the umask's), runs
        /// `check` (which may refuse the replacement), and renames the file over the target.
        /// `keepOwner`: a replacement that cannot keep the old file's owner is refused rather than
        /// made with another (`--output` makes it anyway, as `cp` would).
        package func commit(keepOwner: Bool = false, check: () throws(WriteError) -> Void = {}) throws(WriteError) {
            if let error { throw fail(error) }
            let mode: mode_t
            if let existing {
                mode = existing.st_mode & 0o7777
                if existing.st_uid != geteuid() || existing.st_gid != getegid() {
                    // Before the mode: changing the owner clears set-user-id bits the mode then restores.
                    if fchown(fd, existing.st_uid, existing.st_gid) != 0, keepOwner {
                        discard()
                        throw WriteError(path: path, reason: "its owner (user \(existing.st_uid), group \(existing.st_gid)) could not be kept")
                    }
                }
            } else {
                mode = 0o666 & ~ProcessUmask.value
            }
            guard fchmod(fd, mode) == 0, fsync(fd) == 0 else { throw fail(errno) }
            do throws(WriteError) { try check() } catch {
                discard()
                throw error
            }
            let closed = close(fd)
            fd = -1
            let renamed = FileName.withSystemPath(temporary) { from in FileName.withSystemPath(path) { rename(from, $0) } }
            guard closed == 0, renamed == 0 else { throw fail(errno) }
            Pending.finish(template)
        }

        /// Removes the temporary file; the target stays as it was.
        package func discard() {
            if fd >= 0 { close(fd) }
            fd = -1
            FileName.withSystemPath(temporary) { _ = unlink($0) }
            Pending.finish(template)
        }

        private func fail(_ code: Int32) -> WriteError {
            discard()
            return WriteError(path: path, reason: String(cString: strerror(code)))
        }
    }

    /// Installs handlers so SIGINT and SIGTERM during a write remove its temporary file, then end
    /// the process as the signal would. The executable calls this once.
    package static func removeTemporaryFileOnSignal() {
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

        /// A buffer holding `template` as a C string, registered before the file exists.
        static func start(_ template: [UInt8]) -> UnsafeMutablePointer<CChar> {
            let bytes = template.map { CChar(bitPattern: $0) } + [0]
            let buffer = UnsafeMutablePointer<CChar>.allocate(capacity: bytes.count)
            bytes.withUnsafeBufferPointer { buffer.initialize(from: $0.baseAddress!, count: bytes.count) }
            path = buffer
            return buffer
        }

        /// Frees a writer's buffer, forgetting it if it is the one registered. Each writer frees
        /// only its own: another writer of the process (tests write on many threads) keeps its.
        static func finish(_ buffer: UnsafeMutablePointer<CChar>) {
            if path == buffer { path = nil }
            buffer.deallocate()
        }

        static func unlinkForSignal() {
            if let path { unlink(path) }
        }
    }
}

/// A file that could not be written.
package struct WriteError: Error, Sendable, Hashable {
    package var path: String
    package var reason: String

    package var message: String { "cannot write '\(path)': \(reason)" }
}

/// The process's umask, read once. `umask()` can only be read by setting it, and the mask is the
/// whole process's: a file another thread made between the set and the reset got mode 0o666
/// (seen in AtomicFileTests under the parallel test run). Linux says it in /proc/self/status
/// without touching it; elsewhere it is set and reset once, at the first new file.
enum ProcessUmask {
    static let value: mode_t = fromProc() ?? {
        let mask = umask(0)
        umask(mask)
        return mask
    }()

    private static func fromProc() -> mode_t? {
        guard let file = fopen("/proc/self/status", "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            guard text.hasPrefix("Umask:") else { continue }
            return mode_t(text.dropFirst("Umask:".count).trimmingPrefix(while: \.isWhitespace).prefix(while: \.isNumber), radix: 8)
        }
        return nil
    }
}
