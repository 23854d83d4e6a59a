import Platform
#if !FUZZING  // the fuzzing build compiles SettingsKit's sources into this module (.ci/fuzz)
import SettingsKit
#endif

extension FuzzHarness {
    /// The input as the bytes an editor sends the language server, followed by one well-formed
    /// message: the frames end, none is longer than the bytes sent, and where the input declares no
    /// length that could swallow it (no `Content-Length` at all), the message after it is read:
    /// a malformed header costs that header, never the stream.
    static func frames(_ bytes: [UInt8]) -> [String] {
        let last = Array("Content-Length: 17\r\n\r\n{\"jsonrpc\":\"2.0\"}".utf8)
        var ends: [Int32] = [0, 0]
        guard bytes.count + last.count < 60_000, pipe(&ends) == 0 else { return [] }
        defer { close(ends[0]) }
        let written = (bytes + last).withUnsafeBufferPointer { writeAll($0, to: ends[1]) } == nil
        close(ends[1])
        guard written else { return [] }
        var frames = MessageFrames(fd: ends[0], maxBody: 1 << 16), read: [[UInt8]] = [], count = 0
        while let frame = frames.next() {
            count += 1
            if count > bytes.count + 2 { return ["framing did not end: \(count) frames from \(bytes.count) bytes"] }
            if case .message(let body) = frame { read.append(body) }
        }
        if read.reduce(0, { $0 + $1.count }) > bytes.count + last.count { return ["framing read more bytes than were sent"] }
        let declaresLength = String(decoding: bytes, as: UTF8.self).lowercased().contains("content-length")
        if !declaresLength, read.last != Array(last.suffix(17)) { return ["a malformed header hid the well-formed message after it"] }
        return []
    }
}
