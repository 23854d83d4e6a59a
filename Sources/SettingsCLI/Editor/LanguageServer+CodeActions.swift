import SettingsKit

/// Code actions: each finding's "did you mean" as a quick fix, and all of a file's fixes at
/// once (`source.fixAll`), the same edits `validate --fix` makes.
extension LanguageServer {
    func codeActions(_ params: JSONValue) throws -> JSONValue {
        let (document, _) = try target(params)
        guard let start = Position(params["range"]?["start"]), let end = Position(params["range"]?["end"]) else {
            throw Failure(code: .invalidParams, message: "codeAction needs a range")
        }
        let only = params["context"]?["only"]?.items?.compactMap(\.text)
        func wanted(_ kind: String) -> Bool { only.map { $0.contains { kind == $0 || kind.hasPrefix($0 + ".") } } ?? true }
        // Placed once for the file: each finding's own edit is among them.
        let all = FixEdit.edits(for: findings(document), in: document.source)
        var actions: [JSONValue] = []
        if wanted("quickfix") {
            for edit in all {
                let d = edit.diagnostic
                let (from, to) = (document.position(of: d.start, encoding), document.position(of: max(d.end, d.start), encoding))
                // The finding's lines touch the range asked about.
                guard from.line <= end.line, to.line >= start.line else { continue }
                actions.append(.object([
                    ("title", .string(edit.fix.title)), ("kind", .string("quickfix")),
                    ("diagnostics", .array([document.lspDiagnostic(d, encoding)])), ("isPreferred", .bool(true)),
                    ("edit", workspaceEdit(document, [edit])),
                ]))
            }
        }
        if wanted("source.fixAll"), !all.isEmpty {
            actions.append(.object([
                ("title", .string("Fix all settings-render findings (\(all.count))")), ("kind", .string("source.fixAll")),
                ("edit", workspaceEdit(document, all)),
            ]))
        }
        return .array(actions)
    }

    /// `{"changes": {uri: [TextEdit]}}`.
    func workspaceEdit(_ document: EditorDocument, _ edits: [FixEdit]) -> JSONValue {
        let textEdits = edits.map { edit in
            JSONValue.object([
                ("range", EditorDocument.range(document.position(ofOffset: edit.range.lowerBound, encoding),
                                               document.position(ofOffset: edit.range.upperBound, encoding))),
                ("newText", .string(edit.fix.new)),
            ])
        }
        return .object([("changes", .object([(document.uri, .array(textEdits))]))])
    }
}
