import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// `validate --format sarif` against the official SARIF 2.1.0 schema (vendored under
/// Fixtures/sarif with its licence), checked by Python's jsonschema (Debian's python3-jsonschema)
/// with format checking on, so `helpUri` and artifact URIs must be real URIs.
@Suite struct SARIFSchemaTests {
    /// Every invalid fixture and every seed page in one report: all rules, notes, unusual paths.
    @Test func theReportIsValidSARIF() throws {
        let paths = Golden.pages() + Golden.files(in: "Fixtures/validate", ending: ".yaml")
        var options = ValidateCommand.Options()
        options.format = .sarif
        options.workingDirectory = Golden.url("").path
        let out = ValidateCommand.run(paths.map { Golden.url($0).path } + ["missing.yaml"], options: options)
        #expect(out.stdout.contains("\"ruleId\": \"duplicate-key\"") && out.stdout.contains("\"relatedLocations\": [\n"))
        let errors = try Self.schemaErrors(out.stdout)
        #expect(errors.isEmpty, "\(errors.prefix(5))")
        // The check can fail: a level SARIF does not define, and a help URI that is not absolute.
        #expect(try Self.schemaErrors(out.stdout.replacingOccurrences(of: "\"level\": \"error\"", with: "\"level\": \"fatal\"")).count > 0)
        #expect(try Self.schemaErrors(out.stdout.replacingOccurrences(of: RuleDescription.docsURL, with: "Docs/Rules.md")).count > 0)
    }

    static func schemaErrors(_ sarif: String) throws -> [String] {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sarif-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let report = dir.appendingPathComponent("report.sarif")
        try sarif.write(to: report, atomically: true, encoding: .utf8)
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            validator = jsonschema.Draft4Validator(schema, format_checker=jsonschema.FormatChecker())
            for error in validator.iter_errors(json.load(open(sys.argv[2]))):
                print(error.json_path if hasattr(error, "json_path") else list(error.path), error.message)
            """
        let result = try Subprocess.run(SchemaTests.python, ["-c", script, Golden.url("Fixtures/sarif/sarif-schema-2.1.0.json").path, report.path])
        try #require(result.status == 0, "python3 with jsonschema (apt-get install python3-jsonschema)")
        return result.stdout.split(separator: "\n").map(String.init)
    }
}
