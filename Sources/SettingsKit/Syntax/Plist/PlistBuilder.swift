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
    func characters(_ text: UnsafeRawBufferPointer, at: XMLPosition) { building.characters(text) }
    func close() throws(XMLProblem) { try building.close() }
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
    private var leaf: (element: Element, start: Mark)?
    private var text = ""

    mutating func open(_ tag: XMLStartTag) throws(XMLProblem) {
        guard let element = Element(tag) else {
            throw XMLProblem(message: "<\(tag.name)> is not a property list element", mark: tag.start)
        }
        if let leaf {
            throw XMLProblem(message: "<\(leaf.element.name)> holds <\(tag.name)>; it can only hold text", mark: tag.start)
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
            throw XMLProblem(message: "a <key> stands outside a dictionary", mark: tag.start)
        case (_, .dict, _):
            containers.append(Container(element: element, start: tag.start, from: entries.count))
        case (_, .array, _):
            containers.append(Container(element: element, start: tag.start, from: values.count))
        default:
            leaf = (element, tag.start)
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

    mutating func characters(_ text: UnsafeRawBufferPointer) {
        // White space between a container's elements is layout; anything else there is ignored too.
        // Most texts come in one piece, which becomes the string; an entity splits them.
        if leaf != nil { self.text += String(decoding: text, as: UTF8.self) }
    }

    mutating func close() throws(XMLProblem) {
        if let leaf {
            self.leaf = nil
            if leaf.element == .key {
                containers[containers.count - 1].key = (text, leaf.start)
            } else {
                add(try value(of: leaf.element, start: leaf.start))
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

    private func value(of element: Element, start: Mark) throws(XMLProblem) -> PlistNode {
        let string = text  // the text of the element closing
        func trimmed() -> String { string.trimmed(includingLineBreaks: true) }
        let content: PlistNode.Content
        switch element {
        case .string: content = .string(string)
        case .integer:
            guard let i = Int(trimmed()) else {
                throw XMLProblem(message: "<integer> holds '\(string)', which is not an integer", mark: start)
            }
            content = .integer(i)
        case .real:
            guard let d = Double(trimmed()), d.isFinite else {
                throw XMLProblem(message: "<real> holds '\(string)', which is not a finite number", mark: start)
            }
            content = .real(d)
        case .true, .false: content = .bool(element == .true)
        case .date: content = .date(trimmed())
        default: content = .data(trimmed())
        }
        return PlistNode(content: content, start: start)
    }
}
