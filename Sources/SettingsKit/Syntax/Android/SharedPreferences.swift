/// An Android app's stored preferences: a `shared_prefs/*.xml` file as `SharedPreferences` writes
/// it (`<map>` of `<string name>`, `<boolean name value>`, `<int>`, `<long>`, `<float>` and
/// `<set name>` of `<string>`s), each value with where it stands.
package struct SharedPreferences: Sendable {
    package enum Value: Sendable, Hashable {
        case text(String)
        case bool(Bool)
        case integer(Int)
        case real(Double)
        case set([String])
    }

    package struct Entry: Sendable {
        package var name: String
        package var value: Value
        /// Where the element starts.
        package var mark: Mark
    }

    /// In file order.
    package var entries: [Entry] = []
    /// Elements that are no stored value, or whose value does not read: `(message, where)`.
    package var problems: [(String, Mark)] = []

    /// Reads the file. Only the elements directly inside the root count; entities are refused as
    /// everywhere (`XMLReader`).
    package static func read(_ bytes: [UInt8], maxDepth: Int) -> Result<SharedPreferences, XMLProblem> {
        let reader = Reader()
        if let problem = XMLReader.read(bytes, maxDepth: maxDepth, into: reader) { return .failure(problem) }
        return .success(reader.result)
    }

    private final class Reader: XMLHandler {
        var result = SharedPreferences()
        private var depth = 0
        /// The `<string>` or `<set>` being read: its name, its text, its items.
        private var open: (kind: String, name: String, text: String, items: [String], mark: Mark)?

        func open(_ tag: XMLStartTag) {
            depth += 1
            if depth == 3, open?.kind == "set", tag.isNamed("string") {
                open?.text = ""
                return
            }
            guard depth == 2 else { return }
            let attributes = tag.attributes
            func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
            let kind = tag.name
            guard let name = attribute("name") else {
                result.problems.append(("a <\(kind)> without a 'name' stores nothing", tag.start))
                return
            }
            let written = attribute("value") ?? ""
            let value: Value? = switch kind {
            case "string", "set":
                nil  // their text and items follow
            case "boolean": written == "true" ? .bool(true) : written == "false" ? .bool(false) : nil
            case "int", "long": Int(written).map(Value.integer)
            case "float": Double(written).map(Value.real)
            default: nil
            }
            if kind == "string" || kind == "set" {
                open = (kind, name, "", [], tag.start)
            } else if let value {
                result.entries.append(Entry(name: name, value: value, mark: tag.start))
            } else if ["boolean", "int", "long", "float"].contains(kind) {
                result.problems.append(("'\(written)' is not a \(kind) value", tag.start))
            } else {
                result.problems.append(("<\(kind)> is not a kind of value SharedPreferences stores", tag.start))
            }
        }

        func characters(_ text: UnsafeRawBufferPointer, at: XMLPosition) {
            guard open != nil, depth == 2 && open?.kind == "string" || depth == 3 else { return }
            open?.text += String(decoding: text, as: UTF8.self)
        }

        func close() {
            if depth == 3, open?.kind == "set", let item = open?.text {
                open?.items.append(item)
                open?.text = ""
            } else if depth == 2, let done = open {
                result.entries.append(Entry(name: done.name, value: done.kind == "set" ? .set(done.items) : .text(done.text), mark: done.mark))
                open = nil
            }
            depth -= 1
        }
    }
}
