import Platform
#if !FUZZING  // the fuzzing build compiles SettingsKit's sources into this module (.ci/fuzz)
import SettingsKit
#endif

extension FuzzHarness {
    /// The well-formed message sent after the input.
    static let lastMessage = Array("{\"jsonrpc\":\"2.0\"}".utf8)

    /// The input as the bytes an editor sends the language server, followed by one well-formed
    /// message: the frames end, none is longer than the bytes sent, and where the input declares no
    /// length that could swallow it (no `Content-Length` at all), the message after it is read:
    /// a malformed header costs that header, never the stream.
    static func frames(_ bytes: [UInt8]) -> [String] {
        guard let read = messages(after: bytes) else { return ["framing did not end: more frames than bytes"] }
        if read.reduce(0, { $0 + $1.count }) > bytes.count + lastMessage.count { return ["framing read more bytes than were sent"] }
        let declaresLength = String(decoding: bytes, as: UTF8.self).lowercased().contains("content-length")
        if !declaresLength, read.last != lastMessage { return ["a malformed header hid the well-formed message after it"] }
        return []
    }

    /// The bodies the server's framing reads from `bytes` and the well-formed message after them,
    /// sent through a pipe as an editor sends them; nil if it reads more frames than there are bytes.
    static func messages(after bytes: [UInt8]) -> [[UInt8]]? {
        let sent = bytes + Array("Content-Length: \(lastMessage.count)\r\n\r\n".utf8) + lastMessage
        var ends: [Int32] = [0, 0]
        // A pipe holds 64 KiB: larger inputs would need a writer of their own.
        guard sent.count < 60_000, pipe(&ends) == 0 else { return [] }
        defer { close(ends[0]) }
        let written = sent.withUnsafeBufferPointer { writeAll($0, to: ends[1]) } == nil
        close(ends[1])
        guard written else { return [] }
        var frames = MessageFrames(fd: ends[0], maxBody: 1 << 16), read: [[UInt8]] = [], count = 0
        while let frame = frames.next() {
            count += 1
            if count > sent.count { return nil }
            if case .message(let body) = frame { read.append(body) }
        }
        return read
    }
}
