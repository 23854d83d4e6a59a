import Foundation
import Testing
@testable import SettingsKit

@Suite struct ConfigurationTests {
    func load(_ text: String) -> (Configuration, [String]) {
        let (configuration, diagnostics) = Configuration.load(SourceFile(path: ".settings-render.yml", bytes: Array(text.utf8)))
        return (configuration, diagnostics.map { "\($0.start) \($0.severity) [\($0.rule)] \($0.message)" })
    }

    @Test func levelsOptionsAndGlobsAreRead() {
        let (c, problems) = load("""
            rules:
              missing-id: error
              image-taller-than-cell: off
              title-truncated: { severity: warning, locales: all }
            include: pages
            exclude: ["pages/legacy/**", "*.generated.yaml"]
            """)
        #expect(problems.isEmpty)
        #expect(c.rules.levels == [.missingID: .error, .imageTallerThanCell: .off, .titleTruncated: .warning])
        #expect(c.rules.titleTruncatedLocales == [.all])
        #expect(c.rules.disabled == RuleSettings.optIn.union([.imageTallerThanCell]))
        #expect(c.admits("pages/me.yaml") && !c.admits("pages/legacy/old.yaml") && !c.admits("pages/x.generated.yaml"))
        #expect(!c.admits("other/me.yaml"))
    }

    @Test func anEmptyFileIsEveryDefault() {
        let (c, problems) = load("# nothing yet\n")
        #expect(problems.isEmpty && c.rules.levels.isEmpty && c.admits("any.yaml"))
    }

    @Test func mistakesAreLocatedWithSuggestions() {
        let (c, problems) = load("""
            rules:
              titel-truncated: off
              missing-id: warn
              yaml-syntax: off
              title-truncated: { severty: error, locales: [de, {x: 1}] }
            includ: [x]
            exclude: { a: b }
            """)
        #expect(problems == [
            "2:3 error [unknown-key] 'titel-truncated' is not a rule; did you mean 'title-truncated'?",
            "3:15 error [invalid-value] 'warn' is not a level; did you mean 'warning'? a rule is off, warning or error",
            "4:16 error [invalid-value] 'yaml-syntax' says a file cannot be read at all: it stays an error",
            "5:22 error [unknown-key] unknown option 'severty' of 'title-truncated'; did you mean 'severity'? it takes 'severity', 'locales'",
            "5:52 error [type-mismatch] 'locales' is 'all' or a list of locales (de, zh-Hans), not a map",
            "6:1 error [unknown-key] unknown key 'includ' in the configuration; did you mean 'include'? (it has 'rules', 'include', 'exclude', 'android')",
            "7:10 error [type-mismatch] a path pattern is a string (pages/**/*.yaml), not a map",
        ], "\(problems)")
        // What reads correctly still applies.
        #expect(c.rules.levels[.missingID] == nil && c.rules.levels[.yamlSyntax] == nil)
    }

    @Test func syntaxErrorsAndNonMappingsAreReported() {
        #expect(load("rules: [").1.first?.contains("[yaml-syntax]") == true)
        #expect(load("- a\n").1 == ["1:1 error [type-mismatch] a configuration is a mapping of 'rules', 'include', 'exclude' and 'android', not a list"])
        #expect(load("rules:\n  missing-id: off\nrules: {}\n").1.contains { $0.contains("[duplicate-key]") })
    }

    /// Every rule and level the schema offers is one the decoder accepts, and the other way round.
    @Test func theSchemaListsWhatTheDecoderReads() throws {
        let schema = try #require(ConfigurationSchema.json.members)
        let properties = try #require(schema.first { $0.0 == "properties" }?.1.members)
        let rules = try #require(properties.first { $0.0 == "rules" }?.1.members?.first { $0.0 == "properties" }?.1.members)
        #expect(rules.map(\.0) == RuleID.allCases.map(\.rawValue))
        #expect(Set(properties.map(\.0)) == Set(ConfigurationDecoder.keys))
    }
}

/// The configuration's schema and the tool agree on real configurations, as editors check them.
@Suite struct ConfigurationSchemaAgreementTests {
    @Test func theSchemaAndTheDecoderAgree() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("config-schema-\(UInt32.random(in: 0...UInt32.max))")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let schema = dir.appendingPathComponent("schema.json")
        try ConfigurationSchema.json.serialized().write(to: schema, atomically: true, encoding: .utf8)
        let configurations = [
            try Golden.read("Fixtures/workflow/.settings-render.yml"),
            "rules:\n  missing-id: warn\n",
            "rules:\n  titel-truncated: off\n",
            "rules:\n  title-truncated: { locales: [de, fr], severity: error }\n",
            "rules:\n  missing-id: { locales: all }\n",
            "exclude: legacy\n",
            "includ: [a]\n",
            "rules:\n  yaml-syntax: off\n",
        ]
        var files: [String] = []
        for (i, text) in configurations.enumerated() {
            let file = dir.appendingPathComponent("c\(i).yml")
            try text.write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
        }
        let verdicts = try SchemaAgreementTests.checkJSONSchema(schema: schema.path, files: files)
        for (i, text) in configurations.enumerated() {
            let ours = Configuration.load(SourceFile(path: "c.yml", bytes: Array(text.utf8))).1.isEmpty
            #expect(verdicts[files[i]] == ours, "\(text)")
        }
    }
}
