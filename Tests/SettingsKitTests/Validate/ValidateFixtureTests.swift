import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// `Fixtures/validate/*.yaml` carry `# expect: rule` markers on the lines where each rule must be
/// reported (the shared conformance convention: `"text"` the message must contain, `note@N` a
/// note at line N), and the Settings.bundle in `Fixtures/validate/Mistakes.bundle` the same in
/// `<!-- expect: … -->` and `/* expect: … */` comments, as the AndroidX screens in
/// `Fixtures/validate/Mistakes.android/res/xml` do. A fixture must produce exactly the
/// expected diagnostics, warnings included. `Fixtures/validate-assets/*.yaml` are checked with
/// `--assets` set to the asset catalogue beside them.
@Suite struct ValidateFixtureTests {
    struct Expectation: Hashable {
        var rule: String
        var line: Int
        var says: [String] = []
        var notes: [Int] = []
    }

    static let fixtures: [String] = {
        let dir = Golden.url("Fixtures/validate")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        let withAssets = (try? FileManager.default.contentsOfDirectory(atPath: Golden.url("Fixtures/validate-assets").path)) ?? []
        return names.filter { $0.hasSuffix(".yaml") }.sorted().map { "Fixtures/validate/" + $0 } + bundleFixtures
            + withAssets.filter { $0.hasSuffix(".yaml") }.sorted().map { "Fixtures/validate-assets/" + $0 }
            + [valuesFixture]
    }()

    /// A values file (`--values`), its markers checked against what laying it over the page beside it finds.
    static let valuesFixture = "Fixtures/validate-values/values.yaml"

    /// What `validate` reports for a fixture: a page's findings, or a values file's over its page.
    static func findings(_ path: String) throws -> [Diagnostic] {
        guard path == valuesFixture else {
            // The Mistakes folders show every rule's mistake, the opt-in rules' too: they are checked
            // with every rule on. The page files are checked as validate checks by default.
            let disabled = path.contains("/Mistakes.") ? [] : RuleSettings.default.disabled
            return Validator.validate(try SourceFile.read(Golden.url(path).path), disabled: disabled, assets: assets(for: path))
        }
        var options = ValidateCommand.Options()
        options.format = .json
        options.values = Golden.url(path).path
        let out = ValidateCommand.run([Golden.url("Fixtures/validate-values/page.yaml").path], options: options)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(out.stdout.utf8)) as? [String: Any])
        let files = try #require(report["files"] as? [[String: Any]])
        let mine = try #require(files.first { ($0["path"] as? String)?.hasSuffix("values.yaml") == true })
        return (mine["diagnostics"] as? [[String: Any]] ?? []).map { d in
            Diagnostic(d["severity"] as? String == "error" ? .error : .warning, rule: RuleID(rawValue: d["rule"] as! String)!,
                       message: d["message"] as! String, start: Mark(line: d["line"] as! Int, column: d["column"] as! Int))
        }
    }

    /// The image catalogue a fixture is checked against, if any.
    static func assets(for path: String) -> ImageCatalog? {
        path.hasPrefix("Fixtures/validate-assets/") ? ImageCatalog(directory: Golden.url("Fixtures/validate-assets/Assets.xcassets").path) : nil
    }

    /// The files of the Settings.bundle fixture, and the preference screens of the Android one.
    static let bundleFixtures: [String] = {
        let dir = "Fixtures/validate/Mistakes.bundle"
        let names = (FileManager.default.enumerator(atPath: Golden.url(dir).path)?.allObjects as? [String]) ?? []
        let android = "Fixtures/validate/Mistakes.android/res/xml"
        return names.filter { $0.hasSuffix(".plist") || $0.hasSuffix(".strings") }.sorted().map { dir + "/" + $0 }
            + Golden.files(in: android, ending: ".xml")
    }()

    /// Parses `# expect: rule "text" note@N, rule` comments (or in `<!-- -->` and `/* */`).
    static func expectations(_ text: String) -> [Expectation] {
        var out: [Expectation] = []
        for (i, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard let range = line.range(of: "# expect: ") ?? line.range(of: "<!-- expect: ") ?? line.range(of: "/* expect: ") else { continue }
            var rest = line[range.upperBound...]
            for end in ["-->", "*/"] { if let close = rest.range(of: end) { rest = rest[..<close.lowerBound] } }
            for item in rest.split(separator: ",") {
                var words = item.split(separator: " ", omittingEmptySubsequences: true)
                guard !words.isEmpty else { continue }
                var e = Expectation(rule: String(words.removeFirst()), line: i + 1)
                let rest = words.joined(separator: " ")
                e.says = rest.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
                    .filter { $0.offset % 2 == 1 }.map { String($0.element) }
                e.notes = words.filter { $0.hasPrefix("note@") }.compactMap { Int($0.dropFirst(5)) }
                out.append(e)
            }
        }
        return out
    }

    @Test func everyRuleHasAnInvalidFixture() {
        let expected = Set(Self.fixtures.flatMap { path in Self.expectations((try? Golden.read(path)) ?? "").map(\.rule) })
        #expect(expected == Set(RuleID.allCases.map(\.rawValue)))
    }

    @Test(arguments: fixtures)
    func fixtureReportsExactlyWhatItsMarkersSay(path: String) throws {
        let text = try Golden.read(path)
        let expected = Self.expectations(text)
        #expect(!expected.isEmpty || path.contains(".bundle/"))
        // Read from disk: a Settings.bundle file's rules read its neighbours.
        let found = try Self.findings(path)
        #expect(found.map { "\($0.rule)@\($0.start.line)" }.sorted() == expected.map { "\($0.rule)@\($0.line)" }.sorted())
        for e in expected {
            let here = found.filter { $0.rule.rawValue == e.rule && $0.start.line == e.line }
            for s in e.says { #expect(here.contains { $0.message.contains(s) }, "\(e.rule)@\(e.line) says \(s)") }
            for n in e.notes { #expect(here.contains { $0.notes.contains { $0.mark.line == n } }, "\(e.rule)@\(e.line) note@\(n)") }
        }
    }

    /// JSON consumers find the node by its path; only the loader's findings come without one, and
    /// a suppression's, which is about a comment, not a node.
    @Test func diagnosticsCarryTheirNodePath() throws {
        var paths: [String: String] = [:]
        for path in Self.fixtures where path.hasSuffix(".yaml") && path != Self.valuesFixture {
            for d in Validator.validate(SourceFile(path: path, bytes: try Golden.bytes(path))) {
                if [RuleID.yamlSyntax, .resourceLimit, .duplicateKey, .unusedSuppression].contains(d.rule) { continue }
                #expect(!d.path.isEmpty, "\(path) \(d.rule)@\(d.start)")
                paths["\(d.rule)@\(d.start.line)"] = d.path
            }
        }
        #expect(paths["duplicate-id@9"] == "sections[1].cells[0].id")
        #expect(paths["duplicate-id@7"] == "sections[1].id")
        #expect(paths["control-character@3"] == "sections[0].header")
        #expect(paths["image-taller-than-cell@4"] == "sections[0].cells[0].style.imageSize")
        #expect(paths["missing-id@7"] == "sections[1].cells[0]")
        #expect(paths["empty-section@6"] == "sections[1].cells")
        #expect(paths["invalid-color@5"] == "sections[0].style.indicatorColor")
        #expect(paths["unknown-key@8"] == "sections[1].footr")
    }

    @Test(arguments: Golden.pages())
    func seedPagesHaveNoDiagnosticsAtAll(path: String) throws {
        let found = Validator.validate(SourceFile(path: path, bytes: try Golden.bytes(path)))
        #expect(found.isEmpty, "\(found.map { "\($0.start) \($0.rule): \($0.message)" })")
    }

    @Test(arguments: ["duplicate-id", "yaml-syntax", "unknown-key", "title-truncated", "control-character"])
    func textOutputGoldens(name: String) throws {
        let path = "Fixtures/validate/\(name).yaml"
        let bytes = try Golden.bytes(path)
        var options = ValidateCommand.Options()
        options.format = .text
        let out = ValidateCommand.run([path], options: options) { SourceFile(path: $0, bytes: bytes) }
        #expect(out.exitCode == (name == "title-truncated" ? 0 : 1))
        Golden.check(out.stdout, against: "Fixtures/validate/text/\(name).txt")
    }

    @Test func theRulesDocumentIsCurrent() {
        Golden.check(RulesCommand.render(.markdown), against: "Docs/Rules.md")
    }
}
