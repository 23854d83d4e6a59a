import Platform

/// The base protocol's framing: `Content-Length: N` header lines, a blank line, N bytes of JSON.
/// Read from a file descriptor with a buffer of its own; a frame without a length, or one longer
/// than `maxBody`, is skipped with a reason, never trusted. After a header that is no header (no
/// length, a negative one, lines ending in LF alone), what follows is skipped up to the next
/// `Content-Length`: one bad frame costs that frame, not every message after it.
struct MessageFrames {
    enum Frame {
        case message([UInt8])
        case skipped(String)
    }

    /// Headers longer than this are no LSP client's.
    static let maxHeader = 8 << 10

    private let fd: Int32
    private let maxBody: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    init(fd: Int32, maxBody: Int) {
        (self.fd, self.maxBody) = (fd, maxBody)
    }

    /// The next frame, or nil once the input has ended.
    mutating func next() -> Frame? {
        while true {
            if let end = headerEnd() {
                let header = start..<end
                start = end + 4
                switch Self.contentLength(String(decoding: buffer[header], as: UTF8.self)) {
                case .length(let length):
                    guard length <= maxBody else {
                        discard(length)
                        return .skipped("a message of \(length) bytes, over the \(maxBody) a message may have")
                    }
                    while buffer.count - start < length, fill() {}
                    guard buffer.count - start >= length else { return nil }
                    let body = Array(buffer[start..<(start + length)])
                    start += length
                    compact(taken: length)
                    return .message(body)
                case let failure:
                    // A bad frame's body runs into the next header, which ends where this "header" does:
                    // it starts at the last header name.
                    if !header.isEmpty, let name = headerName(in: (header.lowerBound + 1)..<header.upperBound, last: true) {
                        start = name
                        compact()
                        return .skipped("\(name - header.lowerBound) bytes that are no message, up to the next Content-Length")
                    }
                    compact()
                    return .skipped(failure == .missing ? "a message header without Content-Length"
                                    : "a message header whose Content-Length is not a length of bytes")
                }
            }
            if buffer.count - start > Self.maxHeader + 3 {
                // Kept: from the next header name read (the messages after it are whole), or what
                // may be the start of one.
                start = headerName(in: (start + 1)..<buffer.count, last: false) ?? (buffer.count - Self.headerName.count + 1)
                compact()
                return .skipped("a message header over \(Self.maxHeader) bytes")
            }
            guard fill() else { return nil }
        }
    }

    /// Whether another message is already here or on its way: the server then answers it before
    /// checking documents, so a burst of changes is checked once.
    mutating func hasMoreWaiting() -> Bool {
        if headerEnd() != nil { return true }
        var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        return !ended && poll(&poller, 1, 0) > 0
    }

    /// Where the header at `start` ends (its blank line), looked for no further than a header may be long.
    private func headerEnd() -> Int? {
        let last = min(buffer.count, start + Self.maxHeader + 4)
        var i = start
        while i + 3 < last {
            if buffer[i] == 0x0D, buffer[i + 1] == 0x0A, buffer[i + 2] == 0x0D, buffer[i + 3] == 0x0A { return i }
            i += 1
        }
        return nil
    }

    static let headerName = Array("content-length".utf8)

    /// Where the first or last `Content-Length` (any case) in a range of the buffer starts.
    private func headerName(in range: Range<Int>, last: Bool) -> Int? {
        let name = Self.headerName
        let starts = range.lowerBound..<max(range.lowerBound, min(range.upperBound, buffer.count) - name.count + 1)
        func isName(_ i: Int) -> Bool { name.indices.allSatisfy { buffer[i + $0] | 0x20 == name[$0] } }
        return last ? starts.reversed().first(where: isName) : starts.first(where: isName)
    }

    enum Length: Equatable {
        case length(Int)
        case missing
        case invalid
    }

    /// The length a header gives; a line of another header is passed over.
    static func contentLength(_ header: String) -> Length {
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2, parts[0].lowercased() == "content-length" else { continue }
            var digits = parts[1]
            while digits.first == " " || digits.first == "\t" { digits.removeFirst() }
            while digits.last == " " || digits.last == "\t" { digits.removeLast() }
            guard !digits.isEmpty, digits.count < 12, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let n = Int(digits) else { return .invalid }
            return .length(n)
        }
        return .missing
    }

    /// Reads what the input has; false at its end.
    private mutating func fill() -> Bool {
        guard !ended else { return false }
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
            if n < 0, errno == EINTR { continue }
            guard n > 0 else { ended = true; return false }
            buffer += chunk[..<n]
            return true
        }
    }

    /// Reads past a body too long to keep.
    private mutating func discard(_ length: Int) {
        var left = length
        while left > 0 {
            let here = min(left, buffer.count - start)
            start += here
            left -= here
            compact()
            if left > 0, !fill() { return }
        }
    }

    /// Drops what was read. After a large message (`taken` bytes), its room is let go, not kept
    /// for the small ones that follow; otherwise bytes move only once a MiB has been read, so
    /// many small messages in one read cost no more than their bytes.
    private mutating func compact(taken: Int = 0) {
        guard start > 0 else { return }
        if taken > 1 << 20 {
            buffer = Array(buffer[start...])
            start = 0
        } else if start == buffer.count {
            buffer.removeAll(keepingCapacity: buffer.capacity <= 1 << 20)
            start = 0
        } else if start > 1 << 20 {
            buffer.removeFirst(start)
            start = 0
        }
    }

    /// One message, framed, to a file descriptor; false when it cannot be written (the client went).
    static func write(_ body: String, to fd: Int32) -> Bool {
        var bytes = Array("Content-Length: \(body.utf8.count)\r\n\r\n".utf8)
        bytes += body.utf8
        return bytes.withUnsafeBufferPointer { writeAll($0, to: fd) } == nil
    }
}
