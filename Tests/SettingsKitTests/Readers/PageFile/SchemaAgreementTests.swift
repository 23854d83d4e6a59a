import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// The JSON Schema accepts what the tool accepts: every page below is checked by `validate` and by
/// `check-jsonschema` (PyPI, which reads the YAML itself with ruamel.yaml), and for the rules of
/// shape the two must give the same verdict. The other rules (duplicate ids and keys, control
/// characters, limits, syntax) are beyond a schema; Docs/Validate.md lists them.
@Suite struct SchemaAgreementTests {
    static let shapeRules: Set<String> = ["unknown-key", "type-mismatch", "missing-key", "unknown-cell-type", "invalid-value", "invalid-color"]

    static func page(_ cell: String, section: String = "", page: String = "") -> String {
        "title: T\n\(page)sections:\n  - \(section)cells:\n      - \(cell)\n"
    }

    /// Each page with the verdict both must reach.
    static let cases: [(name: String, yaml: String, valid: Bool)] = [
        ("null footer", page("{ id: 1, title: a }", section: "footer: ~\n    "), true),
        ("empty footer", page("{ id: 1, title: a }", section: "footer:\n    header: null\n    "), true),
        ("null id, type, indicator, reuseId", page("{ id: ~, type: ~, title: a, indicator: ~, reuseId: ~ }"), true),
        ("null indicator title", page("{ id: 1, title: a, indicator: { title: ~, image: x } }"), true),
        ("null cell title with an image", page("{ id: 1, title: ~, image: x }"), true),
        ("null font weight", page("{ id: 1, title: a, style: { titleFont: { size: 15, weight: ~ } } }"), true),
        ("colour forms", page("{ id: 1, title: a, style: { titleColor: \"rgb(255, 0, 12.5)\", indicatorColor: \"rgba(0,0,0,0.5)\", logoutColor: \" #ABC \" } }"), true),
        ("page metrics", page("{ id: 1, title: a }", page: "style: { margin: 0, verticalGap: 8, titleWidthLimit: 200 }\n"), true),
        ("sizes at their edges", page("{ id: 1, title: a, style: { titleFont: 200, imageGap: 0, imageSize: [0, 20], height: 1 } }"), true),
        ("empty state", "title: T\nsections: []\nempty: { title: 空, offset: -20 }\n", true),
        ("null page title", "title: ~\nsections: []\n", false),
        ("null style", page("{ id: 1, title: a, style: ~ }"), false),
        ("null switch state", page("{ id: 1, type: switch, title: a, on: ~ }"), false),
        ("null imageFirst", page("{ id: 1, title: a, indicator: { title: b, imageFirst: ~ } }"), false),
        ("null cell title alone", page("{ id: 1, title: ~ }"), false),
        ("null avatar name", page("{ id: 1, type: avatar, name: ~ }"), false),
        ("null header height", page("{ id: 1, title: a }", section: "headerHeight: ~\n    "), false),
        ("null empty", "title: T\nsections: []\nempty: ~\n", false),
        ("null sections", "title: T\nsections: ~\n", false),
        ("null cells", "title: T\nsections:\n  - cells: ~\n", false),
        ("red past 255", page("{ id: 1, title: a, style: { titleColor: \"rgb(256, 0, 0)\" } }"), false),
        ("alpha past 1", page("{ id: 1, title: a, style: { titleColor: \"rgba(0, 0, 0, 1.5)\" } }"), false),
        ("hex without #", page("{ id: 1, title: a, style: { titleColor: ABCDEF } }"), false),
        ("system colour", page("{ id: 1, title: a, style: { titleColor: systemBlue } }"), false),
        ("font size 0", page("{ id: 1, title: a, style: { titleFont: 0 } }"), false),
        ("font size 201", page("{ id: 1, title: a, style: { indicatorFont: { size: 201 } } }"), false),
        ("unknown weight", page("{ id: 1, title: a, style: { titleFont: { size: 15, weight: heavy } } }"), false),
        ("negative gap", page("{ id: 1, title: a, style: { imageGap: -1 } }"), false),
        ("zero height", page("{ id: 1, title: a, style: { height: 0 } }"), false),
        ("negative image side", page("{ id: 1, title: a, style: { imageSize: [30, -1] } }"), false),
        ("null size side", page("{ id: 1, title: a, style: { imageSize: { width: 3, height: ~ } } }"), false),
        ("metric in a section style", page("{ id: 1, title: a }", section: "style: { margin: 4 }\n    "), false),
        ("zero title width", page("{ id: 1, title: a }", page: "style: { titleWidthLimit: 0 }\n"), false),
    ]

    @Test func theSchemaAndTheToolAgree() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("agree-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        var files: [(path: String, expected: Bool?)] = []
        for (i, c) in Self.cases.enumerated() {
            let url = dir.appendingPathComponent("case\(i).yaml")
            try c.yaml.write(to: url, atomically: true, encoding: .utf8)
            files.append((url.path, c.valid))
        }
        for fixture in Golden.pages() + Golden.files(in: "Fixtures/validate", ending: ".yaml") {
            files.append((Golden.url(fixture).path, nil))
        }
        let schema = dir.appendingPathComponent("schema.json")
        try PageSchema.json.serialized().write(to: schema, atomically: true, encoding: .utf8)
        let verdicts = try Self.checkJSONSchema(schema: schema.path, files: files.map(\.path))
        for (path, expected) in files {
            let name = Self.cases.indices.first { path.hasSuffix("/case\($0).yaml") }.map { Self.cases[$0].name } ?? path
            let diagnostics = Validator.validate(try SourceFile.reader(limit: 1 << 20)(path))
            if diagnostics.contains(where: { $0.rule == .yamlSyntax || $0.rule == .duplicateKey || $0.rule == .resourceLimit }) {
                continue  // not a tree a schema can see (check-jsonschema cannot parse these either)
            }
            let toolValid = !diagnostics.contains { $0.severity == .error && Self.shapeRules.contains($0.rule.rawValue) }
            let schemaValid = try #require(verdicts[path] as Bool?, "\(name): check-jsonschema gave no verdict")
            #expect(toolValid == schemaValid, "\(name): tool \(toolValid), schema \(schemaValid): \(diagnostics.map(\.message))")
            if let expected { #expect(toolValid == expected, "\(name)") }
        }
    }

    /// Runs check-jsonschema once over every file: path → whether it is valid.
    static func checkJSONSchema(schema: String, files: [String]) throws -> [String: Bool] {
        let result = try Subprocess.run("/usr/bin/env", ["check-jsonschema", "--output-format", "json", "--schemafile", schema] + files)
        try #require([0, 1].contains(result.status), "check-jsonschema (pip install check-jsonschema)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        var valid = Dictionary(uniqueKeysWithValues: files.map { ($0, true) })
        for error in report["errors"] as? [[String: Any]] ?? [] {
            if let file = error["filename"] as? String { valid[file] = false }
        }
        for error in report["parse_errors"] as? [[String: Any]] ?? [] {
            if let file = error["filename"] as? String { valid[file] = nil }
        }
        return valid
    }
}
