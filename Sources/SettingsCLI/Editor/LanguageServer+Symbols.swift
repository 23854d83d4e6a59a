import SettingsKit

/// Document symbols: each page, its sections, and their rows, where the file writes them. An
/// outline of more than `maxSymbols` is no help to read and megabytes to send: past it, sections
/// are listed without their rows, and past twice it, pages without their sections.
extension LanguageServer {
    static let maxSymbols = 5_000

    func documentSymbols(_ params: JSONValue) throws -> JSONValue {
        let (document, _) = try target(params)
        let loaded = checker.load(document, open: openTexts)
        let pages = (loaded.documents + loaded.nestedDocuments).map(\.page)
        // Each node's range runs to the next one's start: the outline covers the text.
        let end = document.position(ofOffset: document.bytes.count, encoding)
        var left = Self.maxSymbols
        var out: [JSONValue] = []
        for (i, page) in pages.enumerated() {
            let pageEnd = i + 1 < pages.count ? position(pages[i + 1].mark, document) : end
            var sections: [JSONValue] = []
            for (j, section) in page.sections.enumerated() where left > -Self.maxSymbols {
                let sectionEnd = j + 1 < page.sections.count ? position(page.sections[j + 1].mark, document) : pageEnd
                var rows: [JSONValue] = []
                for (k, cell) in section.cells.enumerated() where left > 0 {
                    let cellEnd = k + 1 < section.cells.count ? position(section.cells[k + 1].mark, document) : sectionEnd
                    let name = cell.title ?? cell.id.map(\.key) ?? cell.type.rawValue
                    rows.append(symbol(name, detail: cell.type.rawValue + (cell.id.map { " · id \($0.key)" } ?? ""), kind: 8, cell.mark, cellEnd, document, children: []))
                    left -= 1
                }
                let name = section.header ?? section.id.map { "section \($0.key)" } ?? "section \(j + 1)"
                sections.append(symbol(name, detail: "\(section.cells.count) row\(section.cells.count == 1 ? "" : "s")", kind: 3, section.mark, sectionEnd,
                                       document, children: rows))
                left -= 1
            }
            out.append(symbol(page.title.isEmpty ? page.id.key : page.title, detail: "page", kind: 1, page.mark, pageEnd, document, children: sections))
        }
        return .array(out)
    }

    private func position(_ mark: Mark, _ document: EditorDocument) -> Position {
        document.position(of: mark, encoding)
    }

    /// A `DocumentSymbol`; its name is never empty (LSP refuses one).
    private func symbol(_ name: String, detail: String, kind: Int, _ start: Mark, _ end: Position, _ document: EditorDocument,
                        children: [JSONValue]) -> JSONValue {
        let from = position(start, document)
        let to = max(end, from)
        let selectionEnd = min(to, document.position(ofOffset: document.lineEnd(from.line), encoding))
        return .object([
            ("name", .string(name.isEmpty ? "(untitled)" : TerminalSafe.escape(name))), ("detail", .string(detail)), ("kind", .integer(kind)),
            ("range", EditorDocument.range(from, to)), ("selectionRange", EditorDocument.range(from, max(selectionEnd, from))),
            ("children", .array(children)),
        ])
    }
}
