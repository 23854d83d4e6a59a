import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// The JSON Schema, checked by a real validator: Python's jsonschema (Debian's python3-jsonschema,
/// which .ci/run installs). Pages are turned into JSON by our own loader, so anchors and merge keys
/// are already resolved, as an editor's YAML server does.
@Suite struct SchemaTests {
    static let python = "/usr/bin/python3"

    /// A node as JSON under the core schema.
    static func json(_ node: Node) -> JSONValue {
        switch node.content {
        case .scalar(let s):
            switch s.value {
            case .null: return .null
            case .bool(let b): return .bool(b)
            case .int(let i): return .int(i)
            case .float(let d): return .number(d)
            case .string(let t): return .string(t)
            }
        case .sequence(let items): return .array(items.map(json))
        case .mapping(let pairs): return .object(pairs.map { ($0.key.scalar?.text ?? "?", json($0.value)) })
        }
    }

    /// How many schema errors each document has, according to jsonschema's Draft7Validator.
    static func schemaErrors(_ documents: [JSONValue]) throws -> [Int] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("schema-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let schema = dir.appendingPathComponent("schema.json")
        try PageSchema.json.serialized().write(to: schema, atomically: true, encoding: .utf8)
        var paths: [String] = []
        for (i, document) in documents.enumerated() {
            let url = dir.appendingPathComponent("\(i).json")
            try document.serialized().write(to: url, atomically: true, encoding: .utf8)
            paths.append(url.path)
        }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            jsonschema.Draft7Validator.check_schema(schema)
            validator = jsonschema.Draft7Validator(schema)
            for path in sys.argv[2:]:
                print(len(list(validator.iter_errors(json.load(open(path))))))
            """
        let result = try Subprocess.run(python, ["-c", script, schema.path] + paths)
        try #require(result.status == 0, "python3 with jsonschema (apt-get install python3-jsonschema)")
        return result.stdout.split(separator: "\n").compactMap { Int($0) }
    }

    static func documents(_ path: String) throws -> [JSONValue] {
        YAMLLoader.load(try Golden.bytes(path)).documents.compactMap { $0.map(json) }
    }

    @Test func everyFixturePageIsValidAgainstTheSchema() throws {
        let pages = Golden.pages()
        let documents = try pages.flatMap(Self.documents)
        #expect(documents.count == pages.count)
        #expect(try Self.schemaErrors(documents) == Array(repeating: 0, count: documents.count))
    }

    /// The invalid fixtures whose problem is one of shape, the schema's domain, are rejected.
    @Test(arguments: ["unknown-key", "type-mismatch", "missing-key", "unknown-cell-type", "invalid-value", "invalid-color", "ignored-key"])
    func invalidFixturesAreRejected(name: String) throws {
        let documents = try Self.documents("Fixtures/validate/\(name).yaml")
        let errors = try Self.schemaErrors(documents)
        // ignored-key is only a warning: the schema allows the key, as the tool does.
        #expect(errors.count == 1 && (name == "ignored-key" ? errors[0] == 0 : errors[0] > 0), "\(errors)")
    }

    @Test func everyKeyOfTheFormatIsDescribed() throws {
        guard case .object(let root) = PageSchema.json, case .object(let definitions)? = root.first(where: { $0.0 == "definitions" })?.1
        else { throw SchemaError() }
        func keys(_ schema: JSONValue?) -> [String] {
            guard case .object(let members)? = schema, case .object(let properties)? = members.first(where: { $0.0 == "properties" })?.1
            else { return [] }
            for (key, value) in properties {
                guard case .object(let m) = value else { continue }
                let described = m.contains { $0.0 == "description" }
                #expect(described, "\(key) has a description")
            }
            return properties.map(\.0)
        }
        let definition = { (name: String) in definitions.first { $0.0 == name }?.1 }
        #expect(keys(PageSchema.json) == PageFormat.pageKeys)
        #expect(keys(definition("section")) == PageFormat.sectionKeys)
        #expect(keys(definition("cell")) == PageFormat.cellKeys)
        // The decoder reads a cell's fields by number: its numbering is the list's order.
        #expect(PageFormat.CellKey.allCases.map { "\($0)" } == PageFormat.cellKeys)
        #expect(PageFormat.IndicatorKey.allCases.map { "\($0)" } == PageFormat.indicatorKeys)
        #expect(keys(definition("style")) == StyleKey.allCases.map(\.rawValue))
        #expect(keys(definition("pageStyle")) == StyleKey.allCases.map(\.rawValue) + PageFormat.metricKeys)
        #expect(keys(definition("empty")) == PageFormat.emptyKeys)
        let schemaText = PageSchema.json.serialized()
        for name in ColorParser.named.map(\.name) + CellType.allCases.map(\.rawValue) {
            #expect(schemaText.contains("\"\(name)\""))
        }
    }

    struct SchemaError: Error {}
}
