import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// The built `settings-render lsp` as an editor starts it: framed messages on its standard input
/// (a file, read to its end), its answers by id.
enum LanguageServerProcess {
    static func frame(_ body: String) -> [UInt8] { Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

    static func request(_ id: Int, _ method: String, _ params: String) -> [UInt8] {
        frame(#"{"jsonrpc":"2.0","id":\#(id),"method":"\#(method)","params":\#(params)}"#)
    }

    static func open(_ path: String, _ text: String) -> [UInt8] {
        frame(JSONValue.object([("jsonrpc", .string("2.0")), ("method", .string("textDocument/didOpen")), ("params", .object([
            ("textDocument", .object([("uri", .string(FileURI.uri(path))), ("version", .integer(1)), ("text", .string(text))])),
        ]))]).compact())
    }

    static func at(_ path: String, _ line: Int, _ character: Int) -> String {
        #"{"textDocument":{"uri":"\#(FileURI.uri(path))"},"position":{"line":\#(line),"character":\#(character)}}"#
    }

    static let initialize = request(1, "initialize", #"{"capabilities":{}}"#)

    /// Runs the server over `input` and returns its answers by id, and what it logged.
    static func serve(_ input: [UInt8]) throws -> (answers: [Int: JSONValue], log: String) {
        let folder = try TempFolder([:], prefix: "lsp-input")
        let path = folder.path("input")
        try Data(input + frame(#"{"jsonrpc":"2.0","id":999,"method":"shutdown"}"#)).write(to: URL(fileURLWithPath: path))
        let run = try Tool.run(["lsp"], stdin: path, timeout: 120)
        #expect(run.status == 0, "\(run.stderr)")
        var answers: [Int: JSONValue] = [:]
        var rest = Array(run.stdout.utf8)[...]
        while let end = rest.firstRange(of: Array("\r\n\r\n".utf8)) {
            let length = Int(String(decoding: rest[..<end.lowerBound], as: UTF8.self).split(separator: " ").last ?? "") ?? 0
            let body = Array(rest[end.upperBound...].prefix(length))
            if let message = try? JSONReader.read(body), let id = message["id"]?.intValue { answers[id] = message }
            rest = rest[(end.upperBound + length)...]
        }
        return (answers, run.stderr)
    }
}
