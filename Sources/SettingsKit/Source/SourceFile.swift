import Platform

/// A page file's bytes and name. `-` names standard input.
public struct SourceFile: Sendable {
    /// The path as the user gave it.
    public let path: String
    /// The contents; empty when the file is over the size limit and was not read.
    public let bytes: [UInt8]
    /// The file's size in bytes, known even when it was too large to read.
    public let size: Int

    /// Why the file's text could not be decoded, and where in `bytes` decoding stopped: UTF-16
    /// with a lone surrogate or an odd trailing byte. The loader reports it, located, as UTF-8's
    /// own mistakes are.
    public let encodingProblem: (offset: Int, message: String)?
    /// How the file wrote its text: what a command that writes the file back must write again.
    public let encoding: TextEncoding

    /// UTF-16 (with a byte-order mark) is transcoded to UTF-8 and a UTF-8 byte-order mark dropped,
    /// so libyaml, the marks and the excerpts under diagnostics all see the same text.
    public init(path: String, bytes: [UInt8], size: Int? = nil) {
        self.path = path
        encoding = TextEncoding(of: bytes)
        (self.bytes, encodingProblem) = Self.utf8(bytes, encoding)
        self.size = size ?? bytes.count
    }

    /// The same file holding other text (already UTF-8), still to be written in its encoding.
    public func replacingText(_ text: [UInt8]) -> SourceFile {
        SourceFile(path: path, text: text, encoding: encoding)
    }

    private init(path: String, text: [UInt8], encoding: TextEncoding) {
        (self.path, bytes, self.encoding, encodingProblem) = (path, text, encoding, nil)
        size = text.count
    }

    static func utf8(_ bytes: [UInt8], _ encoding: TextEncoding) -> ([UInt8], (offset: Int, message: String)?) {
        if encoding == .utf8WithBOM { return (Array(bytes.dropFirst(3)), nil) }
        let littleEndian = encoding == .utf16LittleEndian, bigEndian = encoding == .utf16BigEndian
        guard littleEndian || bigEndian else { return (bytes, nil) }
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        func unit(_ i: Int) -> UInt32 {
            let (a, b) = (UInt32(bytes[i]), UInt32(bytes[i + 1]))
            return littleEndian ? b << 8 | a : a << 8 | b
        }
        func code(_ u: UInt32) -> String { "U+" + hexDigits(u, digits: 4) }
        var i = 2
        while i + 1 < bytes.count {
            var value = unit(i)
            i += 2
            if (0xD800...0xDBFF).contains(value) {
                guard i + 1 < bytes.count, (0xDC00...0xDFFF).contains(unit(i)) else {
                    return (out, (out.count, "a lone UTF-16 surrogate \(code(value)), half of a character without its other half"))
                }
                value = 0x10000 + ((value - 0xD800) << 10) + (unit(i) - 0xDC00)
                i += 2
            } else if (0xDC00...0xDFFF).contains(value) {
                return (out, (out.count, "a lone UTF-16 surrogate \(code(value)), half of a character without its other half"))
            }
            out += Array(String(Character(Unicode.Scalar(value)!)).utf8)
        }
        if i < bytes.count {
            return (out, (out.count, "the UTF-16 text ends in half a code unit (an odd number of bytes)"))
        }
        return (out, nil)
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

    /// The byte offset where each line starts, for looking lines up by number; with `upTo`, only
    /// as far as that line. memchr keeps it fast on any build.
    public func lineStarts(upTo last: Int = .max) -> [Int] {
        var starts = [0]
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while starts.count < last, offset < buffer.count,
                  let hit = memchr(base + offset, 0x0A, buffer.count - offset) {
                offset = base.distance(to: hit.assumingMemoryBound(to: UInt8.self)) + 1
                starts.append(offset)
            }
        }
        return starts
    }

    /// The text of a 1-based line, without its line break, for showing under a diagnostic.
    public func line(_ number: Int, starts: [Int]) -> String? {
        lineBytes(number, starts: starts).map { String(decoding: $0, as: UTF8.self) }
    }

    /// A line's bytes, without its line break (LF or CRLF). `starts` must reach the line.
    func lineBytes(_ number: Int, starts: [Int]) -> ArraySlice<UInt8>? {
        guard number >= 1, number <= starts.count, starts[number - 1] <= bytes.count else { return nil }
        let start = starts[number - 1]
        var end = number < starts.count ? starts[number] - 1 : (bytes[start...].firstIndex(of: 0x0A) ?? bytes.count)
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return bytes[start..<end]
    }

    /// How commands get a file's contents: the file system, or a test's stand-in.
    public typealias Reader = @Sendable (String) throws(ReadError) -> SourceFile

    /// The file system, with regular files over `limit` bytes left unread.
    public static func reader(limit: Int) -> Reader {
        { path throws(ReadError) in try read(path, limit: limit) }
    }

    /// Reads a regular file (or standard input for `-`). A regular file over `limit` bytes is not
    /// read at all, and a stream is read to one byte past it, so an oversized input costs bounded
    /// time and memory and the loader still reports it as too large. FIFOs and devices are
    /// refused: they can block or never end.
    public static func read(_ path: String, limit: Int = LoadLimits.default.maxInputBytes) throws(ReadError) -> SourceFile {
        let fd: Int32
        var expected = 0
        if path == "-" {
            fd = 0
        } else {
            fd = FileName.withSystemPath(path) { open($0, O_RDONLY | O_NONBLOCK) }
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
            if Int(info.st_size) > limit {
                close(fd)
                return SourceFile(path: path, bytes: [], size: Int(info.st_size))
            }
            expected = Int(info.st_size)
        }
        defer { if fd != 0 { close(fd) } }
        // A regular file is read straight into an array of its size (a byte more, to see it
        // end): a 10 MB page is a few reads, no copy, no regrowth. A stream, or a file that grew
        // meanwhile, goes on a chunk at a time.
        var failure: Int32?
        var ended = false
        // One read, again when a signal interrupts it: the bytes read, 0 at the end or on an error.
        func read(into buffer: UnsafeMutableRawBufferPointer) -> Int {
            var n = systemRead(fd, buffer.baseAddress, buffer.count)
            while n < 0 && errno == EINTR { n = systemRead(fd, buffer.baseAddress, buffer.count) }
            if n < 0 { failure = errno }
            ended = n <= 0
            return max(n, 0)
        }
        var bytes = [UInt8](unsafeUninitializedCapacity: expected + 1) { buffer, count in
            while count < buffer.count, !ended {
                count += read(into: UnsafeMutableRawBufferPointer(start: buffer.baseAddress! + count, count: buffer.count - count))
            }
        }
        var chunk = [UInt8](repeating: 0, count: ended ? 0 : 1 << 16)
        while !ended, bytes.count <= limit {
            let n = chunk.withUnsafeMutableBytes { read(into: $0) }
            bytes.append(contentsOf: chunk[0..<n])
        }
        if let failure { throw ReadError(path: path, reason: String(cString: strerror(failure))) }
        // A stream over the limit: keep its size, not its bytes.
        return bytes.count > limit ? SourceFile(path: path, bytes: [], size: bytes.count) : SourceFile(path: path, bytes: bytes)
    }
}

/// A path that could not be read: the run reports it and exits 2.
public struct ReadError: Error, Sendable, Hashable {
    /// The path as given.
    public var path: String
    /// Why it could not be read: the system's words.
    public var reason: String
    /// The path is a directory that holds no page file: nothing to check is not a pass.
    public var noPages = false

    /// A read error.
    public init(path: String, reason: String, noPages: Bool = false) {
        self.path = path
        self.reason = reason
        self.noPages = noPages
    }

    /// `cannot read 'p.yaml': No such file or directory`, or that a folder holds no page.
    public var message: String {
        noPages ? "no page files found under '\(path)' (*.yaml, *.yml)" : "cannot read '\(path)': \(reason)"
    }
}
