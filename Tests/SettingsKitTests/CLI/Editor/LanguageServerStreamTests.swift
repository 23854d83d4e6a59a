import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// The server over a pipe, as editors run it: framed messages in, framed answers out, and bad
/// input (garbage, a header without a length, a body too long, text that is no JSON) answered or
/// skipped while the server goes on.
@Suite struct LanguageServerStreamTests {
    static func frame(_ body: String) -> [UInt8] { Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

    /// Runs a server over `input` and returns what it wrote, split into bodies, and its exit status.
    static func serve(_ input: [UInt8], maxMessage: Int = 1 << 20) throws -> (bodies: [String], status: Int32, log: [String]) {
        var inPipe: [Int32] = [0, 0], outPipe: [Int32] = [0, 0]
        #expect(pipe(&inPipe) == 0 && pipe(&outPipe) == 0)
        let (inRead, inWrite, outRead, outWrite) = (inPipe[0], inPipe[1], outPipe[0], outPipe[1])
        let writer = Thread {
            _ = input.withUnsafeBufferPointer { writeAll($0, to: inWrite) }
            close(inWrite)
        }
        writer.start()
        let collected = LockedBytes()
        let reader = Thread {
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = chunk.withUnsafeMutableBytes { read(outRead, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                collected.append(chunk[..<n])
            }
            collected.finish()
        }
        reader.start()
        var log: [String] = []
        let status = LanguageServer().serve(input: inRead, output: outWrite, maxMessage: maxMessage) { log.append($0) }
        close(outWrite)
        close(inRead)
        let bytes = collected.wait()
        close(outRead)
        var bodies: [String] = []
        var text = Substring(String(decoding: bytes, as: UTF8.self))
        while let end = text.firstRange(of: "\r\n\r\n") {
            let length = Int(text[..<end.lowerBound].split(separator: " ").last ?? "") ?? 0
            let body = text.utf8[end.upperBound...].prefix(length)
            bodies.append(String(decoding: body, as: UTF8.self))
            text = Substring(String(decoding: text.utf8[end.upperBound...].dropFirst(length), as: UTF8.self))
        }
        return (bodies, status, log)
    }

    static let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"capabilities":{}}}"#

    @Test func aWholeSessionExitsZero() throws {
        let open = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///x/p.yaml","languageId":"yaml","version":1,"text":"title: 设置\nsections:\n  - cells:\n      - {titel: a}\n"}}}"#
        let input = [Self.initialize, open, #"{"jsonrpc":"2.0","id":2,"method":"shutdown"}"#, #"{"jsonrpc":"2.0","method":"exit"}"#].flatMap(Self.frame)
        let (bodies, status, _) = try Self.serve(input)
        #expect(status == 0)
        try #require(bodies.count == 3)
        #expect(bodies[0].contains(#""positionEncoding": "utf-16""#))
        #expect(bodies[1].contains(#""method": "textDocument/publishDiagnostics""#) && bodies[1].contains("unknown key 'titel'"))
        #expect(bodies[2] == #"{"jsonrpc": "2.0", "id": 2, "result": null}"#)
    }

    @Test func badInputIsAnsweredOrSkippedAndTheServerGoesOn() throws {
        var input = Self.frame(Self.initialize)
        input += Array("X-Nonsense: 1\r\n\r\n".utf8)                                    // no length
        input += Self.frame("{not json")                                                 // not JSON
        input += Array("Content-Length: 5000000\r\n\r\n".utf8) + [UInt8](repeating: 0x20, count: 5_000_000)  // too long
        input += Self.frame(#"{"jsonrpc":"2.0","id":3,"method":"textDocument/hover","params":{"textDocument":{"uri":"file:///none"},"position":{"line":0,"character":0}}}"#)
        input += Self.frame(#"[1,2]"#)
        input += Self.frame(#"{"jsonrpc":"2.0","id":4,"method":"shutdown"}"#)
        let (bodies, status, log) = try Self.serve(input)
        // The input ended after `shutdown`, without `exit`: a clean end all the same.
        #expect(status == 0)
        #expect(bodies.contains { $0.contains(#""code": -32700"#) })
        #expect(bodies.contains { $0.contains(#""id": 3"#) && $0.contains(#""code": -32602"#) })
        #expect(bodies.contains { $0.contains(#""code": -32600"#) })
        #expect(bodies.last == #"{"jsonrpc": "2.0", "id": 4, "result": null}"#)
        #expect(log.contains { $0.contains("without Content-Length") })
        #expect(log.contains { $0.contains("a message of 5000000 bytes") })
    }

    @Test func exitWithoutShutdownIsOne() throws {
        let (_, status, _) = try Self.serve([Self.initialize, #"{"jsonrpc":"2.0","method":"exit"}"#].flatMap(Self.frame))
        #expect(status == 1)
    }
}

/// Bytes gathered on one thread and waited for on another.
private final class LockedBytes: @unchecked Sendable {
    private let condition = NSCondition()
    private var bytes: [UInt8] = []
    private var done = false

    func append(_ more: ArraySlice<UInt8>) { condition.lock(); bytes += more; condition.unlock() }
    func finish() { condition.lock(); done = true; condition.broadcast(); condition.unlock() }
    func wait() -> [UInt8] {
        condition.lock()
        while !done { condition.wait() }
        defer { condition.unlock() }
        return bytes
    }
}
