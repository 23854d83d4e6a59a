/// Builds property-list values straight from expat's events, in one pass: no tree of elements is
/// made first. A mistake in the plist DTD's shapes stops the read where it stands.
final class PlistBuilder: XMLHandler {
    /// The whole state in one value, which only the parse's callbacks touch, one at a time: no
    /// access can overlap, so it goes without the run-time exclusivity check.
    @exclusivity(unchecked) private var building: Building

    /// `maxNodes`: the most values the file may make (`PropertyList.maxXMLNodes`).
    init(maxNodes: Int) { building = Building(maxNodes: maxNodes) }

    var root: PlistNode? { building.root }
    func open(_ tag: XMLStartTag) throws(XMLProblem) { try building.open(tag) }
    func characters(_ text: UnsafeRawBufferPointer, at: XMLPosition) { building.characters(text, at: at) }
    func close() throws(XMLProblem) { try building.close(raw: nil) }
    func close(at: XMLPosition) throws(XMLProblem) { try building.close(raw: at) }
}

private struct Building {
    var root: PlistNode?
    let maxNodes: Int
    private var nodes = 0

    init(maxNodes: Int) { self.maxNodes = maxNodes }

    /// The elements of the property-list DTD.
    private enum Element {
        case plist, dict, array, key, string, integer, real, `true`, `false`, date, data

        /// The common ones first: a Settings.bundle is dictionaries of keys and strings.
        static let all: [Element] = [.key, .string, .dict, .array, .true, .false, .integer, .real, .date, .data, .plist]

        init?(_ tag: XMLStartTag) {
            guard let found = Self.all.first(where: { tag.isNamed($0.name) }) else { return nil }
            self = found
        }

        var name: StaticString {
            switch self {
            case .plist: "plist"
            case .dict: "dict"
            case .array: "array"
            case .key: "key"
            case .string: "string"
            case .integer: "integer"
            case .real: "real"
            case .true: "true"
            case .false: "false"
            case .date: "date"
            case .data: "data"
            }
        }
    }

    /// An open `<plist>`, `<dict>` or `<array>`: what it holds so far is `entries` or `values`
    /// from `from` on.
    private struct Container {
        var element: Element
        var start: Mark
        var from: Int
        /// A dictionary's key waiting for its value.
        var key: (name: String, start: Mark)?
    }

    private var containers: [Container] = []
    /// The finished values of every open container, innermost last: each container's are copied
    /// out once, at its end, into an array of the right size, instead of growing an array apiece.
    private var entries: [PlistEntry] = []
    private var values: [PlistNode] = []
    /// The open element that holds text, and the text so far: values do not nest in them.
    private var leaf: (element: Element, start: Mark, offset: Int, end: Int)?
    private var text = ""
    /// Text between a container's elements other than white space, which Apple's reader
    /// refuses: reported at the next tag.
    private var stray: Mark?

    mutating func open(_ tag: XMLStartTag) throws(XMLProblem) {
        try refuseStray()
        guard let element = Element(tag) else {
            throw XMLProblem(message: "<\(tag.name)> is not a property list element", mark: tag.start)
        }
        if let leaf {
            // Most often the element was never closed: it is named where it opens.
            throw XMLProblem(message: "<\(leaf.element.name)> opened here is never closed (<\(tag.name)> at \(tag.start) opens inside it; "
                                 + "it can only hold text)", mark: leaf.start)
        }
        // The parent's fields, not the parent: a copy of it would retain everything it holds.
        guard let parent = containers.indices.last.map({ (element: containers[$0].element, key: containers[$0].key) }) else {
            guard element == .plist else {
                throw XMLProblem(message: "the root element is <\(tag.name)>, not <plist>", mark: tag.start)
            }
            containers.append(Container(element: .plist, start: tag.start, from: 0))
            return
        }
        if element != .key { try count(at: tag.start) }
        switch (parent.element, element, parent.key) {
        case (_, .plist, _):
            throw XMLProblem(message: "<plist> is not a property list element", mark: tag.start)
        case (.dict, .key, let key?):
            throw XMLProblem(message: "the key '\(key.name)' has no value", mark: key.start)
        case (.dict, _, nil) where element != .key:
            throw XMLProblem(message: "a dictionary holds <\(tag.name)> where a <key> should be", mark: tag.start)
        case (.array, .key, _), (.plist, .key, _):
            // Apple's reader takes a key outside a dictionary for a string.
            try count(at: tag.start)
            leaf = (.string, tag.start, tag.offset, tag.end)
            text = ""
        case (_, .dict, _):
            containers.append(Container(element: element, start: tag.start, from: entries.count))
        case (_, .array, _):
            containers.append(Container(element: element, start: tag.start, from: values.count))
        default:
            leaf = (element, tag.start, tag.offset, tag.end)
            text = ""
        }
    }

    /// One more value: past the bound the read stops, before the tree costs more than the file.
    private mutating func count(at mark: Mark) throws(XMLProblem) {
        nodes += 1
        guard nodes > maxNodes else { return }
        throw XMLProblem(message: "the property list makes more than \(maxNodes) values, more than one for every "
                             + "\(PropertyList.xmlBytesPerNode) bytes; a settings file has hundreds", mark: mark, isLimit: true)
    }

    mutating func characters(_ text: UnsafeRawBufferPointer, at: XMLPosition) {
        // Most texts come in one piece, which becomes the string; an entity splits them. White
        // space between a container's elements is layout (XML's four characters, as Apple's reader
        // has it); anything else there is refused at the next tag.
        if leaf != nil {
            self.text += String(decoding: text, as: UTF8.self)
        } else if stray == nil, text.contains(where: { !XMLText.isSpace($0) }) {
            stray = at.mark
        }
    }

    private func refuseStray() throws(XMLProblem) {
        guard let stray else { return }
        throw XMLProblem(message: "text stands between elements; Apple's property-list reader refuses it", mark: stray)
    }

    /// `raw`: where the end tag starts, to read the element's own bytes (`PlistLeaf`).
    mutating func close(raw: XMLPosition?) throws(XMLProblem) {
        try refuseStray()
        if let leaf {
            self.leaf = nil
            let bytes = raw.map { $0.byteOffset > leaf.offset ? $0.bytes(leaf.end..<$0.byteOffset) : [] } ?? ArraySlice(text.utf8)
            if leaf.element == .key {
                try checkText(bytes, leaf)
                containers[containers.count - 1].key = (text, leaf.start)
            } else {
                add(try value(of: leaf.element, start: leaf.start, raw: bytes))
            }
            return
        }
        let done = containers.removeLast()
        switch done.element {
        case .plist:
            guard values.count == 1 else {
                throw XMLProblem(message: "<plist> holds \(values.count) values; a property list has one", mark: done.start)
            }
            root = values.removeLast()
        case .dict:
            if let key = done.key { throw XMLProblem(message: "the key '\(key.name)' has no value", mark: key.start) }
            let held = entries.withUnsafeBufferPointer { Array($0[done.from...]) }
            entries.removeSubrange(done.from...)
            add(PlistNode(content: .dictionary(held), start: done.start))
        default:
            let held = values.withUnsafeBufferPointer { Array($0[done.from...]) }
            values.removeSubrange(done.from...)
            add(PlistNode(content: .array(held), start: done.start))
        }
    }

    /// Puts a finished value in its container: under the waiting key of a dictionary, or last.
    private mutating func add(_ node: PlistNode) {
        let i = containers.count - 1
        if let key = containers[i].key {
            entries.append(PlistEntry(key: key.name, keyStart: key.start, value: node))
            containers[i].key = nil
        } else {
            values.append(node)
        }
    }

    private func checkText(_ raw: ArraySlice<UInt8>, _ leaf: (element: Element, start: Mark, offset: Int, end: Int)) throws(XMLProblem) {
        if let refusal = PlistLeaf.textMarkup(raw) { throw XMLProblem(message: "<\(leaf.element.name)> \(refusal.reason)", mark: leaf.start) }
    }

    /// The value of a leaf, from expat's text for strings and reals and from its own bytes
    /// (`raw`) for the rest, as Apple's reader takes each.
    private func value(of element: Element, start: Mark, raw: ArraySlice<UInt8>) throws(XMLProblem) -> PlistNode {
        func get<T>(_ result: Result<T, PlistLeaf.Refusal>) throws(XMLProblem) -> T {
            switch result {
            case .success(let value): return value
            case .failure(let refusal): throw XMLProblem(message: "<\(element.name)> \(refusal.reason)", mark: start)
            }
        }
        let content: PlistNode.Content
        switch element {
        case .string, .real:
            if let refusal = PlistLeaf.textMarkup(raw) { throw XMLProblem(message: "<\(element.name)> \(refusal.reason)", mark: start) }
            content = element == .string ? .string(text) : .real(try get(PlistLeaf.real(text)))
        case .integer: content = .integer(try get(PlistLeaf.integer(raw)))
        case .true, .false:
            guard raw.isEmpty else {
                throw XMLProblem(message: "<\(element.name)> holds text; Apple's property-list reader takes <\(element.name)/> alone", mark: start)
            }
            content = .bool(element == .true)
        case .date: content = .date(try get(PlistLeaf.date(raw)))
        default: content = .data(try get(PlistLeaf.data(raw)))
        }
        return PlistNode(content: content, start: start)
    }
}
