import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// An editor's session, message by message: open, edit, hover, complete, go to definition,
/// apply a quick fix; positions exact on lines of CJK text and emoji.
@Suite struct LanguageServerTests {
    static let page = """
        title: 设置
        sections:
          - header: 通用
            cells:
              - {id: wifi, type: switch, title: 无线局域网}
              - {title: 😀蓝牙, type: swich, enabledWhen: {cell: wfi, on: true}}

        """

    @Test func diagnosticsAtUTF16PositionsThenAQuickFix() throws {
        let folder = try TempFolder([:])
        let uri = FileURI.uri(folder.path("设置.yaml"))
        let session = EditorSession()
        session.open(uri, Self.page)
        let found = session.diagnostics(uri)
        // `swich` on line 5: after `😀蓝牙` (😀 is two UTF-16 units).
        let swich = try #require(found.first { $0["code"]?.text == "unknown-cell-type" })
        #expect(swich["range"]?.span == [5, 28, 5, 33])
        #expect(swich["severity"]?.intValue == 1)
        #expect(swich["codeDescription"]?["href"]?.text?.hasSuffix("Rules.md#unknown-cell-type") == true)
        // The condition names no cell.
        let condition = try #require(found.first { $0["code"]?.text == "condition-not-found" })
        #expect(condition["range"]?.span == [5, 55, 5, 58])

        // The quick fix's edit, applied as an editor would.
        let actions = session.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])),
            ("range", EditorDocument.range(Position(line: 5, character: 29), Position(line: 5, character: 29))),
            ("context", .object([("diagnostics", .array([swich]))])),
        ]))["result"]?.items ?? []
        let quickFix = try #require(actions.first { $0["kind"]?.text == "quickfix" })
        #expect(quickFix["title"]?.text == "Change 'swich' to 'switch'")
        let edit = try #require(quickFix["edit"]?["changes"]?[uri]?.items?.first)
        #expect(edit["range"]?.span == [5, 28, 5, 33])
        session.change(uri, version: 2, from: (5, 28), to: (5, 33), try #require(edit["newText"]?.text))
        // Now a switch, the condition's did-you-mean appears, and its fix too.
        let after = session.diagnostics(uri)
        #expect(!after.contains { $0["code"]?.text == "unknown-cell-type" })
        let fixable = try #require(after.first { $0["code"]?.text == "condition-not-found" })
        #expect(fixable["message"]?.text?.contains("did you mean 'wifi'?") == true)
        let all = session.request("textDocument/codeAction", .object([
            ("textDocument", .object([("uri", .string(uri))])),
            ("range", EditorDocument.range(Position(line: 0, character: 0), Position(line: 0, character: 0))),
            ("context", .object([("diagnostics", .array([])), ("only", .array([.string("source.fixAll")]))])),
        ]))["result"]?.items ?? []
        #expect(all.count == 1 && all[0]["kind"]?.text == "source.fixAll")
        let last = try #require(all[0]["edit"]?["changes"]?[uri]?.items?.first)
        #expect(last["range"]?.span == [5, 56, 5, 59])
        session.change(uri, version: 3, from: (5, 56), to: (5, 59), "wifi")
        #expect(session.diagnostics(uri).isEmpty)
        // Published with the document's version.
        #expect(session.notifications.last?["params"]?["version"]?.intValue == 3)
    }

    @Test func utf8AndUTF32WhenTheClientOffersThem() throws {
        let uri = "file:///nowhere/p.yaml"
        let utf8 = EditorSession(encodings: ["utf-8", "utf-16"])
        utf8.open(uri, Self.page)
        #expect(utf8.diagnostics(uri).first { $0["code"]?.text == "unknown-cell-type" }?["range"]?.span == [5, 34, 5, 39])
        let utf32 = EditorSession(encodings: ["utf-32"])
        utf32.open(uri, Self.page)
        #expect(utf32.diagnostics(uri).first { $0["code"]?.text == "unknown-cell-type" }?["range"]?.span == [5, 27, 5, 32])
        // An encoding the server does not know: UTF-16, as LSP says.
        let other = EditorSession(encodings: ["utf-7"])
        other.open(uri, Self.page)
        #expect(other.diagnostics(uri).first { $0["code"]?.text == "unknown-cell-type" }?["range"]?.span == [5, 28, 5, 33])
    }

    @Test func hoverShowsTheRowAndTheRule() throws {
        let uri = "file:///nowhere/p.yaml"
        let session = EditorSession()
        session.open(uri, Self.page)
        let row = session.request("textDocument/hover", EditorSession.at(uri, 4, 40))["result"]?["contents"]?["value"]?.text ?? ""
        #expect(row.contains("**switch** row · id `wifi`"))
        #expect(row.contains("无线局域网"))
        #expect(row.contains("titleFont: {\"size\": 15"))
        let rule = session.request("textDocument/hover", EditorSession.at(uri, 5, 30))["result"]?["contents"]?["value"]?.text ?? ""
        #expect(rule.contains("**unknown-cell-type** (error)"))
        #expect(session.request("textDocument/hover", EditorSession.at(uri, 1, 0))["result"] == .null)
    }

    @Test func completionAtTheCursor() throws {
        let uri = "file:///nowhere/p.yaml"
        let session = EditorSession()
        session.open(uri, Self.page)
        func labels(_ line: Int, _ character: Int) -> [String] {
            session.request("textDocument/completion", EditorSession.at(uri, line, character))["result"]?["items"]?.items?.compactMap { $0["label"]?.text } ?? []
        }
        // In `{cell: wfi`: no id starts so, so every id, switches first.
        #expect(labels(5, 58) == ["wifi"])
        // A line being typed, which does not read as YAML yet.
        session.change(uri, version: 2, from: (6, 0), to: (6, 0), "      - {title: x, type: sw")
        #expect(labels(6, 27) == ["switch"])
        session.change(uri, version: 3, from: (6, 25), to: (6, 27), "")
        #expect(labels(6, 25) == Vocabulary.cellTypes)
        session.change(uri, version: 4, from: (6, 0), to: (6, 25), "      - {title: x, style: {titleColor: bl")
        #expect(labels(6, 41) == ["black", "blue"])
        session.change(uri, version: 5, from: (6, 0), to: (6, 41), "      - {title: x, ena")
        #expect(labels(6, 22) == ["enabled", "enabledWhen"])
    }

    @Test func definitions() throws {
        let folder = try TempFolder([
            "p.yaml": Self.page + "      - {title: more, link: {page: other}}\n",
            "other.yaml": "title: other\nsections: []\n",
        ])
        let uri = FileURI.uri(folder.path("p.yaml"))
        let session = EditorSession()
        session.open(uri, try String(contentsOfFile: folder.path("p.yaml"), encoding: .utf8))
        // The condition's cell `wfi` is no id; `wifi` after the edit is.
        session.change(uri, version: 2, from: (5, 55), to: (5, 58), "wifi")
        let cell = session.request("textDocument/definition", EditorSession.at(uri, 5, 57))["result"]
        #expect(cell?["uri"]?.text == uri)
        #expect(cell?["range"]?.span == [4, 9, 4, 9])
        let page = session.request("textDocument/definition", EditorSession.at(uri, 6, 37))["result"]
        #expect(page?["uri"]?.text == FileURI.uri(folder.path("other.yaml")))
        #expect(session.request("textDocument/definition", EditorSession.at(uri, 0, 1))["result"] == .null)
    }

    @Test func symbolsOutlineThePage() throws {
        let uri = "file:///nowhere/p.yaml"
        let session = EditorSession()
        session.open(uri, Self.page)
        let symbols = session.request("textDocument/documentSymbol", .object([("textDocument", .object([("uri", .string(uri))]))]))["result"]?.items ?? []
        #expect(symbols.count == 1 && symbols[0]["name"]?.text == "设置")
        let section = try #require(symbols[0]["children"]?.items?.first)
        #expect(section["name"]?.text == "通用")
        let rows = section["children"]?.items ?? []
        #expect(rows.compactMap { $0["name"]?.text } == ["无线局域网", "😀蓝牙"])
        #expect(rows[1]["selectionRange"]?.span == [5, 9, 5, 70])
    }

    @Test func aLargeOutlineIsCapped() {
        let uri = "file:///nowhere/big.yaml"
        let session = EditorSession()
        let cells = (0..<12_000).map { "      - {id: \($0), title: 行 \($0)}\n" }.joined()
        session.open(uri, "title: 大\nsections:\n  - cells:\n" + cells)
        let symbols = session.request("textDocument/documentSymbol", .object([("textDocument", .object([("uri", .string(uri))]))]))["result"]?.items ?? []
        #expect(symbols.first?["children"]?.items?.first?["children"]?.items?.count == LanguageServer.maxSymbols)
        #expect(symbols.first?["children"]?.items?.first?["detail"]?.text == "12000 rows")
    }

    @Test func errorsAndBadRequests() {
        let fresh = LanguageServer()
        let early = fresh.handle(.object([("jsonrpc", .string("2.0")), ("id", .integer(1)), ("method", .string("textDocument/hover")), ("params", .object([]))]))
        #expect(early.first?["error"]?["code"]?.intValue == -32002)
        let session = EditorSession()
        #expect(session.request("no/such/method", .object([]))["error"]?["code"]?.intValue == -32601)
        #expect(session.request("textDocument/hover", .object([]))["error"]?["code"]?.intValue == -32602)
        #expect(session.request("textDocument/hover", EditorSession.at("file:///not/open.yaml", 0, 0))["error"]?["code"]?.intValue == -32602)
        #expect(session.server.handle(.array([]))["error"]?["code"]?.intValue == -32600)
        // Unknown notifications are ignored; the server still answers.
        session.notify("$/cancelRequest", .object([("id", .integer(1))]))
        #expect(session.request("shutdown", .null)["result"] == .null)
        session.notify("exit", .null)
        #expect(session.server.exitCode == 0)
    }
}

extension [JSONValue] {
    fileprivate subscript(key: String) -> JSONValue? { first?[key] }
}
