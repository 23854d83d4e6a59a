import SettingsKit

/// Document symbols: each page, its sections, and their rows, where the file writes them.
extension LanguageServer {
    func documentSymbols(_ params: JSONValue) throws -> JSONValue {
        let (document, _) = try target(params)
        let loaded = checker.load(document, open: openTexts)
        let pages = (loaded.documents + loaded.nestedDocuments).map(\.page)
        // Each node's range runs to the next one's start: the outline covers the text.
        let end = document.position(ofOffset: document.bytes.count, encoding)
        return .array(pages.enumerated().map { i, page in
            let pageEnd = i + 1 < pages.count ? position(pages[i + 1].mark, document) : end
            return symbol(page.title.isEmpty ? page.id.key : page.title, detail: "page", kind: 1, page.mark, pageEnd, document,
                          children: page.sections.enumerated().map { j, section in
                let sectionEnd = j + 1 < page.sections.count ? position(page.sections[j + 1].mark, document) : pageEnd
                let name = section.header ?? section.id.map { "section \($0.key)" } ?? "section \(j + 1)"
                return symbol(name, detail: "\(section.cells.count) row\(section.cells.count == 1 ? "" : "s")", kind: 3, section.mark, sectionEnd, document,
                              children: section.cells.enumerated().map { k, cell in
                    let cellEnd = k + 1 < section.cells.count ? position(section.cells[k + 1].mark, document) : sectionEnd
                    let name = cell.title ?? cell.id.map(\.key) ?? cell.type.rawValue
                    return symbol(name, detail: cell.type.rawValue + (cell.id.map { " · id \($0.key)" } ?? ""), kind: 8, cell.mark, cellEnd, document, children: [])
                })
            })
        })
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
