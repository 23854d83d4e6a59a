import Testing
@testable import SettingsKit

/// The composer's trees, dumped a node a line with where each starts, against goldens in
/// `Fixtures/yaml/*.tree`: a change to how YAML is read shows up as a reviewable diff.
@Suite struct ComposerTreeTests {
    @Test(arguments: Golden.files(in: "Fixtures/yaml", ending: ".yaml"))
    func treeMatchesItsGolden(_ path: String) throws {
        let stream = YAMLLoader.load(try Golden.bytes(path))
        #expect(stream.diagnostics.isEmpty, "\(stream.diagnostics.map(\.message))")
        var out = ""
        for (i, document) in stream.documents.enumerated() {
            out += "--- document \(i + 1)\n"
            if let document { Self.dump(document, depth: 0, into: &out) }
        }
        Golden.check(out, against: String(path.dropLast(".yaml".count)) + ".tree")
    }

    /// `map @1:1`, `seq @4:3`, `scalar plain "设置" str @2:8`; a map's children alternate key, value.
    static func dump(_ node: Node, depth: Int, into out: inout String) {
        let indent = String(repeating: "  ", count: depth)
        let at = "@\(node.start.line):\(node.start.column)"
        switch node.content {
        case .scalar(let s):
            let value: String = switch s.value {
            case .null: "null"
            case .bool(let b): "bool \(b)"
            case .int(let i): "int \(i)"
            case .float(let d): "float \(d)"
            case .string: "str"
            }
            out += "\(indent)scalar \(s.style) \(JSONValue.string(s.text).compact()) \(value) \(at)\n"
        case .sequence(let items):
            out += "\(indent)seq \(at)\n"
            for item in items { dump(item, depth: depth + 1, into: &out) }
        case .mapping(let pairs):
            out += "\(indent)map \(at)\n"
            for pair in pairs {
                dump(pair.key, depth: depth + 1, into: &out)
                dump(pair.value, depth: depth + 2, into: &out)
            }
        }
    }
}
