/// How a piece of text looks. Layout decides this; only the renderer turns it into ANSI.
package struct TextStyle: Sendable, Hashable {
    /// The foreground; nil for the terminal's own.
    package var color: Color?
    /// Bold.
    package var bold = false
    /// Dimmed: secondary text, box rules.
    package var dim = false

    /// A style; the defaults are the terminal's plain text.
    package init(color: Color? = nil, bold: Bool = false, dim: Bool = false) {
        self.color = color
        self.bold = bold
        self.dim = dim
    }

    /// The terminal's plain text.
    package static let plain = TextStyle()
    /// Secondary text and box rules, dimmed.
    package static let secondary = TextStyle(dim: true)
}

/// A run of text in one style, already safe to print, with its display width.
package struct Span: Sendable, Hashable {
    /// The text, already safe to print.
    package var text: String
    /// How it is drawn.
    package var style: TextStyle
    /// Its width in terminal columns.
    package var width: Int

    /// Drawing made by the tool itself (box lines, arrows): trusted, not escaped.
    init(drawing text: String, _ style: TextStyle = .plain, width: Int? = nil) {
        self.text = text
        self.style = style
        self.width = width ?? DisplayWidth.of(text)
    }

    /// Text that comes from a page: control and bidi characters are escaped here, once, and the
    /// text is made a whole number of grapheme clusters (see `selfContained`).
    init(page text: String, _ style: TextStyle = .plain) {
        self.init(drawing: Self.selfContained(TerminalSafe.escape(text)), style)
    }

    /// Text that starts with a mark (a combining or spacing mark, a joiner) would fuse with whatever
    /// is printed before it, and text that ends in a prepended mark or a joiner with whatever comes
    /// after, so the line would be narrower than its spans add up to. A dotted circle, as
    /// typographers show a lone mark, gives such an end its own base.
    static func selfContained(_ text: String) -> String {
        // Only a scalar with a Grapheme_Cluster_Break property can join a neighbour: check the two
        // ends against that table first, and segment only when one of them has it.
        func mayJoin(_ s: Unicode.Scalar?) -> Bool {
            s.map { DisplayWidth.lone($0.value) == nil } ?? false
        }
        guard mayJoin(text.unicodeScalars.first) || mayJoin(text.unicodeScalars.last) else { return text }
        var out = text
        let head = String(String.UnicodeScalarView(text.unicodeScalars.prefix(4)))
        if ("a" + head).count != 1 + head.count { out = "◌" + out }
        let tail = String(String.UnicodeScalarView(text.unicodeScalars.suffix(4)))
        if (tail + "😀").count != tail.count + 1 || (tail + "a").count != tail.count + 1 { out += "◌" }
        return out
    }

    static func spaces(_ n: Int) -> Span {
        let n = max(0, n)
        // Every row has padding: the usual widths are made once and shared. Making them a row at
        // a time (`String(repeating:count:)` appends a space at a time) was a tenth of a render.
        return Span(drawing: n < paddings.count ? paddings[n] : spaceText(n), width: n)
    }

    /// All made from one buffer of spaces: `String(repeating:count:)` appends them one at a
    /// time, a few milliseconds of every render (Docs/Performance.md, "Choices in the code").
    private static let paddings = spaces.withUnsafeBufferPointer { spaces in
        (0..<256).map { String(decoding: UnsafeBufferPointer(rebasing: spaces[..<$0]), as: UTF8.self) }
    }

    private static let spaces = [UInt8](repeating: 0x20, count: 255)

    /// `n` spaces, past the table.
    private static func spaceText(_ n: Int) -> String {
        String(decoding: [UInt8](repeating: 0x20, count: n), as: UTF8.self)
    }

    /// This span cut to `width` columns with `…`.
    func truncated(to width: Int) -> Span {
        Span(drawing: DisplayWidth.truncate(text, to: width), style)
    }
}

/// What part of the page a line draws, so a visual diff can mark changed rows.
package enum LineSource: Sendable, Hashable {
    case section(Int)
    case cell(section: Int, index: Int)
}

/// One output line: spans laid end to end.
package struct Line: Sendable, Hashable {
    /// The spans, left to right.
    package var spans: [Span]
    /// The section or cell the line draws, if any: the visual diff marks changed rows by it.
    package var source: LineSource?

    /// A line of spans.
    package init(_ spans: [Span] = [], source: LineSource? = nil) {
        self.spans = spans
        self.source = source
    }

    /// The line's width in terminal columns.
    package var width: Int { spans.reduce(0) { $0 + $1.width } }
    /// The line's text without styles.
    package var plainText: String { spans.map(\.text).joined() }
}
