#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A page file's bytes and name. `-` names standard input.
public struct SourceFile: Sendable {
    /// The path as the user gave it.
    public let path: String
    public let bytes: [UInt8]

    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// The name diagnostics print: the path, or `<stdin>`.
    public var displayPath: String { path == "-" ? "<stdin>" : path }

    /// The file name without directory and extension: the default page id.
    public var stem: String {
        if path == "-" { return "stdin" }
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    /// The byte offset where each line starts, for looking lines up by number.
    public func lineStarts() -> [Int] {
        var starts = [0]
        for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
        return starts
    }

    /// The text of a 1-based line, without its line break, for showing under a diagnostic.
    public func line(_ number: Int, starts: [Int]) -> String? {
        guard number >= 1, number <= starts.count else { return nil }
        let start = starts[number - 1]
        let end = number < starts.count ? starts[number] - 1 : bytes.count
        guard start <= end else { return nil }
        var s = String(decoding: bytes[start..<end], as: UTF8.self)
        if s.hasSuffix("\r") { s.removeLast() }
        return s
    }

    /// Reads a regular file (or standard input for `-`), at most `limit + 1` bytes, so an
    /// oversized file costs bounded memory and the loader can still report it as too large.
    public static func read(_ path: String, limit: Int = LoadLimits.default.maxInputBytes) throws(ReadError) -> SourceFile {
        let fd: Int32
        if path == "-" {
            fd = 0
        } else {
            fd = open(path, O_RDONLY | O_NONBLOCK)
            guard fd >= 0 else { throw ReadError(path: path, reason: String(cString: strerror(errno))) }
            var info = stat()
            guard fstat(fd, &info) == 0 else {
                close(fd)
                throw ReadError(path: path, reason: String(cString: strerror(errno)))
            }
            guard info.st_mode & S_IFMT == S_IFREG else {
                close(fd)
                let kind = info.st_mode & S_IFMT == S_IFDIR ? "a directory" : "not a regular file"
                throw ReadError(path: path, reason: "it is \(kind)")
            }
        }
        defer { if fd != 0 { close(fd) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while bytes.count <= limit {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                throw ReadError(path: path, reason: String(cString: strerror(errno)))
            }
            if n == 0 { break }
            bytes.append(contentsOf: chunk[0..<n])
        }
        return SourceFile(path: path, bytes: bytes)
    }
}

/// A path that could not be read: the run reports it and exits 2.
public struct ReadError: Error, Sendable, Hashable {
    public var path: String
    public var reason: String

    public var message: String { "cannot read '\(TerminalSafe.escape(path))': \(reason)" }
}
