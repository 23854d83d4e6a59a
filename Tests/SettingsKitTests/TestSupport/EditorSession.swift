@testable import SettingsCLI
@testable import SettingsKit

/// Drives a language server in process as an editor would: requests get their response,
/// notifications what the server sends once the messages waiting are handled.
final class EditorSession {
    let server = LanguageServer()
    private var nextID = 0
    /// Every notification the server sent, in order.
    private(set) var notifications: [JSONValue] = []

    init(encodings: [String]? = nil) {
        var general: [(String, JSONValue)] = []
        if let encodings { general.append(("positionEncodings", .array(encodings.map(JSONValue.string)))) }
        _ = request("initialize", .object([("capabilities", .object([("general", .object(general))]))]))
        notify("initialized", .object([]))
    }

    /// Sends a request and returns its response (the whole message: `result` or `error`).
    @discardableResult
    func request(_ method: String, _ params: JSONValue) -> JSONValue {
        nextID += 1
        let answers = server.handle(.object([("jsonrpc", .string("2.0")), ("id", .integer(nextID)), ("method", .string(method)), ("params", params)]))
        notifications += server.flush()
        return answers.first ?? .null
    }

    func notify(_ method: String, _ params: JSONValue) {
        _ = server.handle(.object([("jsonrpc", .string("2.0")), ("method", .string(method)), ("params", params)]))
        notifications += server.flush()
    }

    func open(_ uri: String, _ text: String, version: Int = 1) {
        notify("textDocument/didOpen", .object([("textDocument", .object([
            ("uri", .string(uri)), ("languageId", .string("yaml")), ("version", .integer(version)), ("text", .string(text)),
        ]))]))
    }

    /// Replaces a range (lines and characters in the session's encoding) with text.
    func change(_ uri: String, version: Int, from: (Int, Int), to: (Int, Int), _ text: String) {
        notify("textDocument/didChange", .object([
            ("textDocument", .object([("uri", .string(uri)), ("version", .integer(version))])),
            ("contentChanges", .array([.object([
                ("range", EditorDocument.range(Position(line: from.0, character: from.1), Position(line: to.0, character: to.1))),
                ("text", .string(text)),
            ])])),
        ]))
    }

    /// The diagnostics last published for a document.
    func diagnostics(_ uri: String) -> [JSONValue] {
        notifications.last { $0["method"]?.text == "textDocument/publishDiagnostics" && $0["params"]?["uri"]?.text == uri }?["params"]?["diagnostics"]?.items ?? []
    }

    /// `{textDocument: {uri}, position: {line, character}}`.
    static func at(_ uri: String, _ line: Int, _ character: Int) -> JSONValue {
        .object([("textDocument", .object([("uri", .string(uri))])), ("position", Position(line: line, character: character).json)])
    }
}

extension JSONValue {
    /// `[line, character]` of a range's start and end, for comparing.
    var span: [Int] {
        [self["start"]?["line"], self["start"]?["character"], self["end"]?["line"], self["end"]?["character"]].map { $0?.intValue ?? -1 }
    }
}
