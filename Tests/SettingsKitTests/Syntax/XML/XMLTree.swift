@testable import SettingsKit

// A tree of elements built from the reader's events: the tests read documents into one to check
// what a handler is given. (The formats build their own values straight from the events.)

/// An element of an XML document, with where it and each of its attributes start.
struct XMLElement: Sendable {
    var name: String
    var attributes: [XMLAttribute]
    var children: [XMLElement] = []
    /// The character data directly inside the element, in order, joined.
    var text = ""
    var start: Mark
    /// Where the element's first character data starts, or its start when it has none.
    var textStart: Mark

    func attribute(_ name: String) -> XMLAttribute? { attributes.first { $0.name == name } }
}

/// Builds the whole document as a tree of elements.
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

extension XMLReader {
    /// Reads the document into a tree of elements; `threads` as for a handler.
    static func read(_ bytes: [UInt8], maxDepth: Int, threads: Bool = false) -> Result<XMLElement, XMLProblem> {
        let tree = XMLTreeBuilder()
        if let problem = read(bytes, maxDepth: maxDepth, into: tree, threads: threads) { return .failure(problem) }
        guard let root = tree.root else { return .failure(XMLProblem(message: "XML: no element found", mark: .start)) }
        return .success(root)
    }
}
