#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes a file so readers see the old contents or the new, never a torn mix: the text goes to
/// a temporary file beside the target, which is then renamed over it.
public enum AtomicFile {
    public static func write(_ text: String, to path: String) throws(WriteError) {
        var template = Array((path + ".tmp-XXXXXX").utf8CString)
        let fd = mkstemp(&template)
        guard fd >= 0 else { throw WriteError(path: path, reason: String(cString: strerror(errno))) }
        let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else {
                let reason = String(cString: strerror(errno))
                close(fd)
                unlink(temporary)
                throw WriteError(path: path, reason: reason)
            }
            offset += n
        }
        fchmod(fd, 0o644)
        guard fsync(fd) == 0, close(fd) == 0, rename(temporary, path) == 0 else {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw WriteError(path: path, reason: reason)
        }
    }
}

/// A file that could not be written.
public struct WriteError: Error, Sendable, Hashable {
    public var path: String
    public var reason: String

    public var message: String { "cannot write '\(path)': \(reason)" }
}
