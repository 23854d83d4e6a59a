import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Whatever an editor (or a broken client) sends, the server answers every request once, with a
/// result or an error, and goes on: random texts, edits with ranges anywhere (past the end,
/// negative, reversed, inside a scalar), every feature at random positions, params of the wrong shape.
@Suite struct LanguageServerRobustnessTests {
    static let pieces = [
        "title: 设置\n", "sections:\n", "  - header: 通用\n", "    cells:\n", "      - {id: wifi, type: switch, title: 无线}\n",
        "      - {title: 😀, type: swich, enabledWhen: {cell: wfi, on: true}}\n", "        style: {titleColor: blu}\n",
        "\u{1B}[31m", "\u{202E}", "- [", "{", ": ", "&a *a ", "\r\n", "\t", "<PreferenceScreen>", "<key>Type</key><string>PS",
        "@string/", "app:dependency=\"x\"", "# settings-render: disable-line unknown-key\n", "\u{0}", "🇨🇳", "é", "\"\\u",
    ]

    /// Real pages, bundles and screens to start a session from, as well as random pieces.
    static let starts: [String] = (Golden.pages() + Golden.files(in: "Fixtures/validate", ending: ".plist")
        + Golden.files(in: "Fixtures/validate", ending: ".xml")).compactMap { try? Golden.read($0) }

    /// 200 sessions from seed 36; `LSP_SESSIONS=N LSP_SEED=S` runs others, by hand (Docs/Editor.md).
    static let sessions = ProcessInfo.processInfo.environment["LSP_SESSIONS"].flatMap { Int($0) } ?? 200
    static let seed = ProcessInfo.processInfo.environment["LSP_SEED"].flatMap { UInt64($0) } ?? 36

    @Test func randomSessionsAlwaysAnswer() {
        var random = SplitMix64(state: Self.seed)
        let methods = ["textDocument/hover", "textDocument/completion", "textDocument/definition", "textDocument/documentSymbol", "textDocument/codeAction"]
        for session in 0..<Self.sessions {
            let encoding = random.pick(["utf-8", "utf-16", "utf-32"])
            let server = LanguageServer()
            _ = server.handle(.object([("jsonrpc", .string("2.0")), ("id", .integer(0)), ("method", .string("initialize")),
                                       ("params", .object([("capabilities", .object([("general", .object([("positionEncodings", .array([.string(encoding)]))]))]))]))]))
            let uri = random.pick(["file:///nowhere/p.yaml", "file:///nowhere/Settings.bundle/Root.plist", "file:///nowhere/res/xml/s.xml", "untitled:1"])
            let text = random.int(0...1) == 0 && !Self.starts.isEmpty ? random.pick(Self.starts)
                : (0..<random.int(0...30)).map { _ in random.pick(Self.pieces) }.joined()
            _ = server.handle(.object([("jsonrpc", .string("2.0")), ("method", .string("textDocument/didOpen")),
                                       ("params", .object([("textDocument", .object([("uri", .string(uri)), ("version", .integer(1)), ("text", .string(text))]))]))]))
            for step in 0..<60 {
                func position() -> JSONValue {
                    .object([("line", .integer(random.int(-2...40))), ("character", .integer(random.int(-2...80)))])
                }
                if random.int(0...2) == 0 {
                    let change: JSONValue = random.int(0...4) == 0 ? .object([("text", .string(random.pick(Self.pieces)))])
                        : .object([("range", .object([("start", position()), ("end", position())])), ("text", .string(random.pick(Self.pieces)))])
                    _ = server.handle(.object([("jsonrpc", .string("2.0")), ("method", .string("textDocument/didChange")),
                                               ("params", .object([("textDocument", .object([("uri", .string(uri)), ("version", .integer(step + 2))])),
                                                                   ("contentChanges", .array([change]))]))]))
                    _ = server.flush()
                    continue
                }
                let method = random.pick(methods)
                let params: JSONValue = random.int(0...9) == 0 ? random.pick([.null, .string("x"), .array([]), .object([("textDocument", .integer(3))])])
                    : .object([("textDocument", .object([("uri", .string(uri))])), ("position", position()),
                               ("range", .object([("start", position()), ("end", position())])), ("context", .object([("diagnostics", .array([]))]))])
                let answers = server.handle(.object([("jsonrpc", .string("2.0")), ("id", .integer(step + 1)), ("method", .string(method)), ("params", params)]))
                #expect(answers.count == 1 && (answers[0]["result"] != nil || answers[0]["error"] != nil), "session \(session) step \(step) \(method)")
            }
        }
    }
}
