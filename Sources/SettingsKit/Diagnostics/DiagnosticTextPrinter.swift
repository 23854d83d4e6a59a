/// Prints diagnostics the way clang does: `path:line:col: severity: message [rule]`, the source
/// line, a caret under the column, then any notes.
public struct DiagnosticTextPrinter: Sendable {
    public var color: ColorDepth?

    public init(color: ColorDepth?) {
        self.color = color
    }

    /// Lines shown under a diagnostic are cut to a window this many scalars wide around the column.
    static let excerptWindow = 160

    public func format(_ diagnostics: [Diagnostic], in source: SourceFile) -> String {
        let starts = source.lineStarts(upTo: diagnostics.flatMap { [$0.start.line] + $0.notes.map(\.mark.line) }.max() ?? 0)
        var out = ""
        for d in diagnostics { out += format(d, in: source, lineStarts: starts) }
        return out
    }

    func format(_ d: Diagnostic, in source: SourceFile, lineStarts: [Int]) -> String {
        let path = TerminalSafe.escape(source.displayPath)
        let label = d.severity == .error
            ? paint("error:", TextStyle(color: Color(0xE0, 0x30, 0x30), bold: true))
            : paint("warning:", TextStyle(color: Color(0xC0, 0x40, 0xC0), bold: true))
        var out = paint("\(path):\(d.start.line):\(d.start.column):", TextStyle(bold: true))
            + " \(label) " + paint(TerminalSafe.escape(d.message), TextStyle(bold: true)) + " [\(d.rule)]\n"
        out += excerpt(source, d.start, lineStarts)
        for note in d.notes {
            out += paint("\(path):\(note.mark.line):\(note.mark.column):", TextStyle(bold: true))
                + " " + paint("note:", TextStyle(dim: true)) + " " + TerminalSafe.escape(note.message) + "\n"
        }
        return out
    }

    /// The source line and a caret under the column. The caret is placed by display width, so it
    /// sits under the right character after CJK text too. A very long line shows only a window
    /// around the column.
    func excerpt(_ source: SourceFile, _ mark: Mark, _ lineStarts: [Int]) -> String {
        guard let e = source.excerpt(line: mark.line, column: mark.column, window: Self.excerptWindow, starts: lineStarts)
        else { return "" }
        let lead = e.cutBefore ? "…" : "", tail = e.cutAfter ? "…" : ""
        var prefix = String.UnicodeScalarView()
        prefix.append(contentsOf: e.text.unicodeScalars.prefix(e.caret))
        let indent = DisplayWidth.of(lead + TerminalSafe.escape(String(prefix)))
        return lead + TerminalSafe.escape(e.text) + tail + "\n" + String(repeating: " ", count: indent)
            + paint("^", TextStyle(color: Color(0x30, 0xB0, 0x30), bold: true)) + "\n"
    }

    private func paint(_ text: String, _ style: TextStyle) -> String {
        guard let color else { return text }
        return ANSI.styled(Span(drawing: text, style), color)
    }
}
