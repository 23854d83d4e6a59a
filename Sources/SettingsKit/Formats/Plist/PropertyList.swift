/// A value of an XML property list, with where it starts: what a Settings.bundle schema file is
/// made of (Apple's "Property List Programming Guide", the XML format's DTD).
package struct PlistNode: Sendable {
    package enum Content: Sendable {
        case dictionary([PlistEntry])
        case array([PlistNode])
        case string(String)
        case integer(Int)
        case real(Double)
        case bool(Bool)
        /// `<date>` and `<data>`, kept as written: no settings key needs their values.
        case date(String)
        case data(String)
    }

    package var content: Content
    package var start: Mark

    /// The value of a dictionary's key, if this is a dictionary that has it.
    package subscript(key: String) -> PlistNode? { entry(key)?.value }

    /// A dictionary's entry for a key, with where the key stands; for a key written twice, the
    /// last, as Foundation reads it.
    package func entry(_ key: String) -> PlistEntry? {
        guard case .dictionary(let entries) = content else { return nil }
        return entries.last { $0.key == key }
    }

    /// What a message calls it: `a string`, `an integer`, `a dictionary`.
    package var kindDescription: String {
        switch content {
        case .dictionary: "a dictionary"
        case .array: "an array"
        case .string: "a string"
        case .integer: "an integer"
        case .real: "a real number"
        case .bool: "a boolean"
        case .date: "a date"
        case .data: "data"
        }
    }
}

/// A dictionary's key and value, and where the key starts.
package struct PlistEntry: Sendable {
    package var key: String
    package var keyStart: Mark
    package var value: PlistNode
}

/// Reads a property list: XML through expat's tree of elements, checked against the plist DTD's
/// shapes, or binary (`bplist00`) through Foundation.
package enum PropertyList {
    package static func read(_ bytes: [UInt8], maxDepth: Int) -> Result<PlistNode, XMLProblem> {
        if bytes.starts(with: BinaryPropertyList.magic) { return BinaryPropertyList.read(bytes) }
        switch XMLReader.read(bytes, maxDepth: maxDepth) {
        case .failure(let problem): return .failure(problem)
        case .success(let root):
            guard root.name == "plist" else {
                return .failure(XMLProblem(message: "the root element is <\(root.name)>, not <plist>", mark: root.start))
            }
            guard root.children.count == 1 else {
                return .failure(XMLProblem(message: "<plist> holds \(root.children.count) values; a property list has one", mark: root.start))
            }
            do throws(XMLProblem) {
                return .success(try node(root.children[0]))
            } catch {
                return .failure(error)
            }
        }
    }

    private static func node(_ e: XMLElement) throws(XMLProblem) -> PlistNode {
        let text = e.text
        func trimmed() -> String { text.trimmed(includingLineBreaks: true) }
        switch e.name {
        case "dict":
            var entries: [PlistEntry] = []
            var i = 0
            while i < e.children.count {
                let key = e.children[i]
                guard key.name == "key" else {
                    throw XMLProblem(message: "a dictionary holds <\(key.name)> where a <key> should be", mark: key.start)
                }
                guard i + 1 < e.children.count else {
                    throw XMLProblem(message: "the key '\(key.text)' has no value", mark: key.start)
                }
                entries.append(PlistEntry(key: key.text, keyStart: key.start, value: try node(e.children[i + 1])))
                i += 2
            }
            return PlistNode(content: .dictionary(entries), start: e.start)
        case "array":
            var items: [PlistNode] = []
            for child in e.children { items.append(try node(child)) }
            return PlistNode(content: .array(items), start: e.start)
        case "string":
            return PlistNode(content: .string(text), start: e.start)
        case "integer":
            guard let i = Int(trimmed()) else {
                throw XMLProblem(message: "<integer> holds '\(text)', which is not an integer", mark: e.start)
            }
            return PlistNode(content: .integer(i), start: e.start)
        case "real":
            guard let d = Double(trimmed()), d.isFinite else {
                throw XMLProblem(message: "<real> holds '\(text)', which is not a finite number", mark: e.start)
            }
            return PlistNode(content: .real(d), start: e.start)
        case "true", "false":
            return PlistNode(content: .bool(e.name == "true"), start: e.start)
        case "date":
            return PlistNode(content: .date(trimmed()), start: e.start)
        case "data":
            return PlistNode(content: .data(trimmed()), start: e.start)
        default:
            throw XMLProblem(message: "<\(e.name)> is not a property list element", mark: e.start)
        }
    }
}
