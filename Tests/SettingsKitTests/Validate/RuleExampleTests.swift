import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Runs every rule's examples: each triggering example must produce the rule exactly at its `↓`
/// marker, also with a non-ASCII line in front; no non-triggering example may produce it.
@Suite struct RuleExampleTests {
    static let rules = RuleID.allCases.map(\.rawValue)

    /// An example is checked as a file of its name in a bundle folder of its own, with its
    /// neighbours beside it, as `validate` checks a file on disk.
    private func diagnostics(_ text: String, _ example: RuleExample, assets: [String]? = nil, valuesFor page: String? = nil) throws -> [Diagnostic] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rule-example-\(UUID().uuidString)/Settings.bundle")
        defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
        for (name, content) in example.neighbours + [(example.name, text)] {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(content.utf8).write(to: url)
        }
        let file = try SourceFile.read(folder.appendingPathComponent(example.name).path)
        guard let page else { return Validator.validate(file, disabled: [], assets: assets.map { ImageCatalog(names: $0) }) }
        // A values file's rule: the example is the values file, laid over the page beside it.
        let (overlay, problems) = ValueOverlay.decode(yaml: file)
        let values = try #require(overlay)
        var check = ValuesCheck()
        check.add(try PageLoader.load(path: folder.appendingPathComponent(page).path, options: ImportOptions(values: values)))
        return problems + check.diagnostics(for: values)
    }

    /// A line in front of the example, in its own language.
    private func nonASCIILine(_ example: RuleExample) -> String {
        // An old-style property list (`{ … }`) takes the comments of the strings format.
        switch example.text.hasPrefix("{") ? "strings" : example.language {
        case "xml": "<!-- 注释：设置页面 ✓ -->\n"
        case "strings": "/* 注释：设置页面 ✓ */\n"
        default: "# 注释：设置页面 ✓\n"
        }
    }

    @Test(arguments: rules)
    func triggeringExamplesPointAtTheirMarker(id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        #expect(!rule.description.triggering.isEmpty)
        for example in rule.description.triggering {
            let at = SourceLocation(fileID: "SettingsKit/\(example.file.split(separator: "/").last!)", filePath: example.file, line: example.line, column: 1)
            let (text, mark) = example.unmarked
            guard let mark else {
                Issue.record("a triggering example needs a ↓ marker", sourceLocation: at)
                continue
            }
            // Again with a non-ASCII line first: columns must count scalars, not bytes.
            for (prefix, shift) in [("", 0), (nonASCIILine(example), 1)] {
                let found = try diagnostics(prefix + text, example, assets: rule.description.assets, valuesFor: rule.description.valuesFor).filter { $0.rule.rawValue == id }
                let expected = Mark(line: mark.line + shift, column: mark.column)
                #expect(found.contains { $0.start == expected }, "\(id) at \(expected); got \(found.map(\.start))", sourceLocation: at)
                #expect(found.allSatisfy { $0.severity == rule.description.severity }, sourceLocation: at)
            }
        }
    }

    @Test(arguments: rules)
    func nonTriggeringExamplesStayQuiet(id: String) throws {
        let rule = try #require(RuleRegistry.rule(id))
        #expect(!rule.description.nonTriggering.isEmpty)
        for example in rule.description.nonTriggering {
            let at = SourceLocation(fileID: "SettingsKit/x", filePath: example.file, line: example.line, column: 1)
            #expect(!example.text.contains(RuleExample.marker), sourceLocation: at)
            let found = try diagnostics(example.text, example, assets: rule.description.assets, valuesFor: rule.description.valuesFor).filter { $0.rule.rawValue == id }
            #expect(found.isEmpty, "\(found.map { "\($0.start): \($0.message)" })", sourceLocation: at)
        }
    }

    @Test func everyRuleHasADescriptionAndTheSpecsSeverity() {
        let errors = ["yaml-syntax", "duplicate-key", "unknown-key", "type-mismatch", "missing-key", "unknown-cell-type",
                      "duplicate-id", "invalid-color", "invalid-value", "resource-limit", "control-character"]
        let warnings = ["ignored-key", "missing-id", "image-taller-than-cell", "empty-section", "title-truncated"]
        // SPEC 7.6: an error where the app would crash or show the wrong thing, else a warning.
        let bundleErrors = ["xml-syntax", "strings-syntax", "missing-specifier-field", "wrong-default-value",
                            "titles-values-mismatch", "missing-child-pane", "invalid-text-input-trait", "empty-key"]
        let bundleWarnings = ["unknown-specifier-type", "string-boolean-default", "in-app-only-specifier",
                              "missing-strings-table", "missing-translation", "unused-translation", "duplicate-specifier-key"]
        // SPEC 8: with --assets, an image the app does not have.
        let pictureWarnings = ["missing-image"]
        // SPEC 7.5, 7.6: AndroidX's own; a reference left unresolved is a warning (Docs/Android.md says why).
        let androidErrors = ["dependency-not-found", "entries-mismatch", "resource-cycle"]
        let androidWarnings = ["dependency-not-switch", "unresolved-resource", "summary-placeholder", "missing-default-value",
                               "duplicate-preference-key", "list-entries"]
        // SPEC 9: a suppression that suppresses nothing is itself a warning.
        let workflowWarnings = ["unused-suppression"]
        // SPEC 10: a condition that can never hold is an error; a swipe's unreachable actions and a
        // values file's strays are warnings.
        let runTimeErrors = ["condition-not-found", "condition-not-switch", "condition-cycle"]
        let runTimeWarnings = ["too-many-swipe-actions", "unknown-value-id", "value-mismatch"]
        // SPEC 11 narrows 7.6: none today (entries-mismatch is an error again, for AndroidX's own
        // lists whose arrays both resolve; what code may settle is list-entries', a warning).
        let narrowed: [String] = []
        #expect(RuleID.allCases.map(\.rawValue)
                == errors + warnings + bundleErrors + bundleWarnings + pictureWarnings + androidErrors + androidWarnings + workflowWarnings
                + runTimeErrors + runTimeWarnings)
        for rule in RuleRegistry.all {
            let d = rule.description
            let isError = (errors + bundleErrors + androidErrors + runTimeErrors).contains(d.id.rawValue) && !narrowed.contains(d.id.rawValue)
            #expect(d.severity == (isError ? .error : .warning))
            #expect(d.summary.hasSuffix(".") && !d.summary.contains("\n"))
        }
    }

    /// The registry derives from `RuleID`: each id's rule describes itself with that id.
    @Test func eachIDNamesTheRuleThatCarriesIt() {
        for id in RuleID.allCases { #expect(id.rule.description.id == id, "\(id)") }
        #expect(RuleRegistry.all.count == RuleID.allCases.count)
    }

    /// Every file in Sources/SettingsKit/Validate/Rules and its folders holds one rule, and every
    /// one is registered.
    @Test func everyRuleFileIsRegistered() throws {
        let dir = Golden.url("Sources/SettingsKit/Validate/Rules")
        let paths = try FileManager.default.subpathsOfDirectory(atPath: dir.path).filter { $0.hasSuffix(".swift") }
        let files = paths.map { $0.split(separator: "/").last.map(String.init) ?? $0 }.sorted()
        let registered = RuleRegistry.all.map { "\($0).swift" }.sorted()
        #expect(files == registered)
        for path in paths {
            let text = try String(contentsOf: dir.appendingPathComponent(path), encoding: .utf8)
            let name = String((path.split(separator: "/").last ?? "").dropLast(".swift".count))
            #expect(text.contains("enum \(name): Rule"), "\(path) declares \(name)")
        }
    }
}
