@testable import SettingsKit

/// The resource elements of a values file (those directly inside its root), with the lines and
/// bytes each spans, so that one aapt refuses can be blanked out of the file and the rest compiled.
struct ValuesElements {
    struct Element {
        var name: String, lines: ClosedRange<Int>, bytes: Range<Int>
        /// The resource type it defines (`string`, `array`), as a reference names it.
        var type: String
    }

    private(set) var bytes: [UInt8]
    private(set) var elements: [Element] = []
    /// The lines of the elements blanked: aapt reports a refused element again at its end tag.
    private(set) var blanked: [ClosedRange<Int>] = []

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        let handler = Handler(bytes)
        _ = XMLReader.read(bytes, maxDepth: 256, into: handler, internalEntities: true)
        elements = handler.elements
    }

    /// Blanks the element whose lines hold `line` (its bytes become spaces, its line feeds stay),
    /// and says its name; nil when none does.
    mutating func blank(line: Int) -> String? {
        guard let index = elements.firstIndex(where: { $0.lines.contains(line) }) else { return nil }
        let element = elements.remove(at: index)
        blanked.append(element.lines)
        for i in element.bytes where bytes[i] != 0x0A { bytes[i] = 0x20 }
        return element.name
    }

    /// Blanks the text between the elements (`<string …/>">`, a stray `">`), and before the first
    /// and after the last (dcrandroid's no-break spaces before its first comment), which aapt
    /// refuses and the reader passes over; comments stay. Says whether there was any.
    mutating func blankStrayText() -> Bool {
        // The root's start tag's end and its end tag's start stand as empty elements at the edges.
        let open = bytes.firstRange(of: Array("<resources".utf8)).flatMap { tag in bytes[tag.upperBound...].firstIndex(of: 0x3E) }
        let close = bytes.lastRange(of: Array("</resources".utf8))?.lowerBound
        let edges = (open.map { [($0 + 1)..<($0 + 1)] } ?? []) + (close.map { [$0..<$0] } ?? [])
        let ranges = (elements.map(\.bytes) + edges).sorted { $0.lowerBound < $1.lowerBound }
        var found = false
        for (before, after) in zip(ranges, ranges.dropFirst()) where before.upperBound < after.lowerBound {
            var i = before.upperBound, inComment = false
            while i < after.lowerBound {
                if bytes[i...].starts(with: Array("<!--".utf8)) { inComment = true }
                if inComment, bytes[..<i].suffix(3) == ArraySlice("-->".utf8) { inComment = false }
                if !inComment, ![0x20, 0x09, 0x0A, 0x0D].contains(bytes[i]) {
                    bytes[i] = 0x20
                    found = true
                }
                i += 1
            }
        }
        return found
    }

    private final class Handler: XMLHandler {
        let bytes: [UInt8]
        /// Where each line starts, in bytes.
        let lineStarts: [Int]
        var elements: [Element] = []
        var depth = 0
        var open: (name: String, type: String, line: Int, offset: Int)?

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            lineStarts = [0] + bytes.indices.filter { bytes[$0] == 0x0A }.map { $0 + 1 }
        }

        /// A mark's byte offset: columns count Unicode scalars, so continuation bytes are skipped.
        func offset(_ mark: Mark) -> Int {
            var at = lineStarts[min(mark.line, lineStarts.count) - 1], column = 1
            while column < mark.column, at < bytes.count {
                at += 1
                if at < bytes.count, bytes[at] & 0xC0 != 0x80 { column += 1 }
            }
            return at
        }

        func open(_ tag: XMLStartTag) {
            depth += 1
            guard depth == 2 else { return }
            let attributes = tag.attributes
            let type = tag.name == "item" ? attributes.first { $0.name == "type" }?.value ?? "" : tag.name.hasSuffix("array") ? "array" : tag.name
            open = (attributes.first { $0.name == "name" }?.value ?? tag.name, type, tag.start.line, offset(tag.start))
        }

        func characters(_ text: UnsafeRawBufferPointer, at: XMLPosition) {}

        func close() {}

        func close(at position: XMLPosition) {
            if depth == 2, let start = open {
                // The end tag runs to its `>` (for `<a/>`, the position is the start tag's).
                var end = position.byteOffset
                while end < bytes.count, bytes[end] != UInt8(ascii: ">") { end += 1 }
                elements.append(Element(name: start.name, lines: start.line...max(start.line, position.mark.line),
                                        bytes: start.offset..<min(end + 1, bytes.count), type: start.type))
                open = nil
            }
            depth -= 1
        }
    }
}
