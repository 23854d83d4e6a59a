import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Issue #46: one malformed header (a negative `Content-Length`, lines ending in LF alone, none at
/// all, one over 8 KiB) made every message after it unread. Now it costs its own frame: the
/// server reads on from the next `Content-Length`. Through the executable.
@Suite struct LanguageServerFramingTests {
    static let lost = #"{"jsonrpc":"2.0","id":7,"method":"shutdown"}"#

    /// Each kind of bad header, as a client may send it: with a body after it, or bytes that are no header at all.
    static let bad: [String: [UInt8]] = [
        "a negative length": Array("Content-Length: -5\r\n\r\n\(lost)".utf8),
        "lines ending in LF alone": Array("Content-Length: \(lost.utf8.count)\n\n\(lost)".utf8),
        "no Content-Length": Array("Content-Type: application/json\r\n\r\n\(lost)".utf8),
        "a length that is no number": Array("Content-Length: 12x\r\n\r\n".utf8) + [UInt8](repeating: 0x7B, count: 20_000),
        "a header over 8 KiB": [UInt8](repeating: 0x41, count: 9_000),
        // An empty header (a blank line first) crashed the first resynchronising reader: the fuzz target found it.
        "an empty header": Array("\r\n\r\n\r\n".utf8),
    ]

    /// After each, the next request is answered, and so is the one after another of it.
    @Test(arguments: ["a negative length", "lines ending in LF alone", "no Content-Length", "a length that is no number", "a header over 8 KiB",
                      "an empty header"])
    func aBadHeaderCostsOnlyItsFrame(kind: String) throws {
        let bad = try #require(Self.bad[kind])
        let hover = LanguageServerProcess.request(2, "textDocument/hover", LanguageServerProcess.at("/nowhere/p.yaml", 0, 0))
        let (answers, log) = try LanguageServerProcess.serve(LanguageServerProcess.initialize + bad + hover + bad + LanguageServerProcess.request(3, "shutdown", "null"))
        #expect(answers[2]?["error"]?["code"]?.intValue == -32602, "\(log)")
        #expect(answers[3]?["result"] == .null && answers[3] != nil, "\(log)")
        #expect(answers[7] == nil)
        #expect(log.contains("settings-render lsp: skipped"))
    }
}
