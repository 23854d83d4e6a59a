/// Pages as terminal text: Layout's lines, in colour or not, handed to `emit` a few hundred lines at
/// a time as the layout makes them a section at a time, so a large page is never held as lines, or
/// as text, at once.
public enum TextRenderer {
    /// Renders the page at `width`, handing the text to `emit` a few hundred lines at a time.
    public static func render(_ page: Page, width: Int, glyphs: Glyphs = .unicode, color: ColorDepth?, emit: (String) -> Void) {
        render(page, width: width, glyphs: glyphs, color: color, utf8: { emit(String(decoding: $0, as: UTF8.self)) })
    }

    /// The same, as UTF-8 bytes. A large page's pieces are laid out and coloured on all cores, and
    /// emitted in order.
    public static func render(_ page: Page, width: Int, glyphs: Glyphs = .unicode, color: ColorDepth?,
                              utf8 emit: (UnsafeBufferPointer<UInt8>) -> Void) {
        // Without colour, dimming shows nothing: disabled rows carry a mark instead.
        var glyphs = glyphs
        glyphs.marksDisabled = color == nil
        let pieces = PageLayout.Pieces(page, width: width, glyphs: glyphs)
        if pieces.count > 1 {
            producedInOrder(pieces.count) { ANSI.utf8(pieces.lines($0), color: color) } _: { $0.withUnsafeBufferPointer(emit) }
            return
        }
        var lines = PageLayout.LineIterator(page, width: width, glyphs: glyphs)
        var batch: [Line] = []
        while let line = lines.next() {
            batch.append(line)
            if batch.count >= 256 {
                ANSI.utf8(batch, color: color).withUnsafeBufferPointer(emit)
                batch.removeAll(keepingCapacity: true)
            }
        }
        ANSI.utf8(batch, color: color).withUnsafeBufferPointer(emit)
    }

    /// The whole page as text.
    public static func render(_ page: Page, width: Int, glyphs: Glyphs = .unicode, color: ColorDepth?) -> String {
        var text = ""
        render(page, width: width, glyphs: glyphs, color: color) { text += $0 }
        return text
    }
}
