/// A comment in a source file: its text without the comment's delimiters (`#`, `<!--` and `-->`),
/// and where that text starts, so a word inside it can be pointed at.
package struct SourceComment: Sendable, Hashable {
    /// The text after `#` to the end of the line, or between `<!--` and `-->`.
    package var text: String
    /// Where `text` starts.
    package var start: Mark
    /// In XML, the lines of the start tag of the first element after the comment: a
    /// `disable-next-line` directly above an element covers all of its attributes.
    package var nextElementLines: ClosedRange<Int>?

    package init(_ text: String, at start: Mark) {
        self.text = text
        self.start = start
    }

    /// The line the comment ends on (an XML comment may span several).
    package var endLine: Int { start.line + text.unicodeScalars.reduce(0) { $0 + ($1 == "\n" ? 1 : 0) } }

    /// Where the scalar at `offset` (in Unicode scalars from the text's start) stands.
    package func mark(atScalar offset: Int) -> Mark {
        var mark = start
        for scalar in text.unicodeScalars.prefix(offset) {
            if scalar == "\n" { mark = Mark(line: mark.line + 1, column: 1) } else { mark.column += 1 }
        }
        return mark
    }
}
