/// Prints diagnostics the way clang does: `path:line:col: severity: message [rule]`, the source
/// line, a caret under the column (or, in a file without lines, the node's path), then any notes.
public struct DiagnosticTextPrinter: Sendable {
    /// The colours to paint with; nil for plain text.
    public var color: ColorDepth?

    /// A printer that paints at `color`, or plain with nil.
    public init(color: ColorDepth?) {
        self.color = color
    }

    /// Lines shown under a diagnostic are cut to a window this many display columns wide around the column.
    static let excerptWindow = 160

    /// The diagnostics of one file, at most `Diagnostic.shownPerFile` of them, then a line saying
    /// how many more there are. Time is linear in the file and the diagnostics shown.
    public func format(_ diagnostics: [Diagnostic], in source: SourceFile) -> String {
        format(ShownDiagnostics(diagnostics, path: source.displayPath), in: source)
    }

    /// A file's shown diagnostics, then a line counting those not shown.
    public func format(_ file: ShownDiagnostics, in source: SourceFile) -> String {
        let lastLine = file.shown.reduce(0) { max($0, $1.start.line) }
        var excerpts = Excerpts(source, width: Self.excerptWindow, upToLine: lastLine)
        var out = ""
        for d in file.shown { out += format(d, in: source, excerpts: &excerpts) }
        if file.omitted > 0, !file.shown.isEmpty { out += file.omittedLine + "\n" }
        return out
    }

    func format(_ d: Diagnostic, in source: SourceFile, excerpts: inout Excerpts) -> String {
        let path = TerminalSafe.escape(source.displayPath)
        let label = d.severity == .error
            ? paint("error:", TextStyle(color: Color(0xE0, 0x30, 0x30), bold: true))
            : paint("warning:", TextStyle(color: Color(0xC0, 0x40, 0xC0), bold: true))
        var out = paint("\(path):\(d.start.line):\(d.start.column):", TextStyle(bold: true))
            + " \(label) " + paint(TerminalSafe.escape(d.message), TextStyle(bold: true)) + " [\(d.rule)]\n"
        // A binary property list has no lines: where in it is the node's path.
        out += d.start.line == 0 && !d.path.isEmpty ? "  at \(TerminalSafe.escape(d.path))\n" : excerpt(d.start, &excerpts)
        for note in d.notes {
            out += paint("\(path):\(note.mark.line):\(note.mark.column):", TextStyle(bold: true))
                + " " + paint("note:", TextStyle(dim: true)) + " " + TerminalSafe.escape(note.message) + "\n"
            if let where_ = note.pathWithoutLines { out += "  at \(TerminalSafe.escape(where_))\n" }
        }
        return out
    }

    /// The source line and a caret under the column. The caret is placed by display width, so it
    /// sits under the right character after CJK text too. A long line shows only a window around
    /// the column, cut by display width.
    func excerpt(_ mark: Mark, _ excerpts: inout Excerpts) -> String {
        guard let e = excerpts.excerpt(line: mark.line, column: mark.column) else { return "" }
        let lead = e.cutBefore ? "…" : "", tail = e.cutAfter ? "…" : ""
        let indent = DisplayWidth.of(lead + TerminalSafe.escape(e.beforeCaret))
        return lead + TerminalSafe.escape(e.text) + tail + "\n" + String(repeating: " ", count: indent)
            + paint("^", TextStyle(color: Color(0x30, 0xB0, 0x30), bold: true)) + "\n"
    }

    private func paint(_ text: String, _ style: TextStyle) -> String { ANSI.paint(text, style, color) }
}
