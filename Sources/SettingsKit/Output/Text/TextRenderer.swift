/// Pages as terminal text: Layout's lines, in colour or not, handed to `emit` a few hundred lines at
/// a time as the layout makes them a section at a time, so a large page is never held as lines, or
/// as text, at once.
public enum TextRenderer {
    /// Renders the page at `width`, handing the text to `emit` a few hundred lines at a time. A
    /// large page's pieces are laid out and coloured on all cores, and emitted in order.
    public static func render(_ page: Page, width: Int, glyphs: Glyphs = .unicode, color: ColorDepth?, emit: (String) -> Void) {
        let pieces = PageLayout.Pieces(page, width: width, glyphs: glyphs)
        if pieces.count > 1 {
            producedInOrder(pieces.count) { ANSI.render(pieces.lines($0), color: color) } _: { emit($0) }
            return
        }
        var lines = PageLayout.LineIterator(page, width: width, glyphs: glyphs)
        var batch: [Line] = []
        while let line = lines.next() {
            batch.append(line)
            if batch.count >= 256 {
                emit(ANSI.render(batch, color: color))
                batch.removeAll(keepingCapacity: true)
            }
        }
        emit(ANSI.render(batch, color: color))
    }

    /// The whole page as text.
    public static func render(_ page: Page, width: Int, glyphs: Glyphs = .unicode, color: ColorDepth?) -> String {
        var text = ""
        render(page, width: width, glyphs: glyphs, color: color) { text += $0 }
        return text
    }
}
