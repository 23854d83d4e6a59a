import SettingsKit

/// Hover: over a finding, its rule's description; over a row, the row as the terminal draws it
/// and its style resolved (page → section → cell).
extension LanguageServer {
    func hover(_ params: JSONValue) throws -> JSONValue {
        let (document, position) = try target(params)
        guard let position else { throw Failure(code: .invalidParams, message: "hover needs a position") }
        // Past the text there is nothing to show: not the last row, where the position would clamp to.
        guard document.contains(position, encoding) else { return .null }
        let mark = document.mark(of: position, encoding)
        var parts: [String] = []
        for d in findings(document) where d.start.line >= 1 && d.start <= mark && mark <= max(d.end, wordEndMark(d.start, document)) {
            let rule = d.rule.rule.description
            parts.append("**\(rule.id.rawValue)** (\(d.severity.rawValue)\(rule.optIn ? ", opt-in" : "")): \(Self.markdownSafe(rule.summary)) [Docs](\(rule.helpURI))")
        }
        let loaded = checker.load(document, open: openTexts)
        if let (page, cell) = Self.cell(at: mark, in: (loaded.documents + loaded.nestedDocuments).map(\.page)) {
            parts.append(Self.describe(cell, on: page))
        }
        guard !parts.isEmpty else { return .null }
        return .object([("contents", .object([("kind", .string("markdown")), ("value", .string(parts.joined(separator: "\n\n---\n\n")))]))])
    }

    private func wordEndMark(_ start: Mark, _ document: EditorDocument) -> Mark {
        let from = FixEdit.offset(of: start, in: document.bytes, lineStarts: document.lineStarts) ?? document.bytes.count
        return document.mark(of: document.position(ofOffset: document.wordEnd(from), .utf32), .utf32)
    }

    /// The row whose text holds a mark: the last row starting at or before it, on the page the mark is in.
    static func cell(at mark: Mark, in pages: [Page]) -> (Page, Cell)? {
        var found: (Page, Cell)?
        for page in pages where page.mark <= mark {
            for section in page.sections where section.mark <= mark {
                for cell in section.cells where cell.mark <= mark && cell.mark.line >= 1 { found = (page, cell) }
            }
        }
        return found
    }

    /// The row drawn alone (without its section's header and footer), and its resolved style.
    static func describe(_ cell: Cell, on page: Page) -> String {
        var alone = page
        alone.empty = nil
        alone.title = ""
        alone.sections = [Section(cells: [cell])]
        alone.sections[0].headerHeight = 0
        let drawn = TextRenderer.render(alone, width: 56, glyphs: .unicode, color: nil)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.allSatisfy { $0 == " " } }
        let id = cell.id.map { " · id `\(markdownSafe($0.key))`" } ?? ""
        let style = cell.style.json.members?.map { "\($0.0): \($0.1.compact())" }.joined(separator: "\n") ?? ""
        return "**\(cell.type.rawValue)** row\(id)\n\n```text\n\(drawn.joined(separator: "\n").replacingFences())\n```\n\nStyle (page → section → cell):\n\n```yaml\n\(style.replacingFences())\n```"
    }

    /// Text from a page, safe inside Markdown: no markup, no links, no HTML.
    static func markdownSafe(_ text: String) -> String {
        var out = ""
        for scalar in TerminalSafe.escape(text).unicodeScalars {
            if "\\`*_{}[]()<>#+!|~".unicodeScalars.contains(scalar) { out += "\\" }
            out.unicodeScalars.append(scalar)
        }
        return out
    }
}

extension String {
    /// A code block's text (drawn by the text renderer, already safe for a terminal) that cannot close the block.
    fileprivate func replacingFences() -> String {
        split(separator: "```", omittingEmptySubsequences: false).joined(separator: "`\u{200B}``")
    }
}
