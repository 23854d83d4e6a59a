/// An element of an XML document, with where it and each of its attributes start.
package struct XMLElement: Sendable {
    package var name: String
    package var attributes: [XMLAttribute]
    package var children: [XMLElement] = []
    /// The character data directly inside the element, in order, joined.
    package var text = ""
    package var start: Mark
    /// Where the element's first character data starts, or its start when it has none.
    package var textStart: Mark

    package func attribute(_ name: String) -> XMLAttribute? { attributes.first { $0.name == name } }
}

/// Builds the whole document as a tree of elements, for formats whose elements are read out of
/// order (by attribute, by name).
final class XMLTreeBuilder: XMLHandler {
    private(set) var root: XMLElement?
    private var open: [XMLElement] = []
    /// The open elements' character data, as bytes, each from its offset in `textStarts`: an
    /// element's text is made once, when it closes, after its children's have been taken off.
    private var textBytes: [UInt8] = []
    private var textStarts: [Int] = []

    func open(_ tag: XMLStartTag) {
        open.append(XMLElement(name: tag.name, attributes: tag.attributes, start: tag.start, textStart: tag.start))
        textStarts.append(textBytes.count)
    }

    func characters(_ text: UnsafeRawBufferPointer, at position: XMLPosition) {
        guard let i = open.indices.last else { return }
        // The text starts at its first character that is not white space.
        if open[i].textStart == open[i].start, text.contains(where: { !XMLText.isSpace($0) }) {
            open[i].textStart = position.mark
        }
        textBytes.append(contentsOf: text)
    }

    func close() {
        guard var element = open.popLast() else { return }
        let from = textStarts.removeLast()
        if from < textBytes.count {
            element.text = String(decoding: textBytes[from...], as: UTF8.self)
            textBytes.removeSubrange(from...)
        }
        if open.isEmpty { root = element } else { open[open.count - 1].children.append(element) }
    }
}
