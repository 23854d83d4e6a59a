import Testing
@testable import SettingsKit

/// `--locale all` draws a file once a locale, but reports each of its mistakes once.
@Suite struct LocaleRepeatsTests {
    @Test func eachFindingOnceWithTheLocalesItHoldsFor() throws {
        var options = ImportOptions.default
        options.locale = .all
        let loaded = try PageLoader.load(path: Golden.url("Fixtures/validate/Mistakes.bundle/Root.plist").path, options: options)
        #expect(loaded.pages.count == 2)
        let found = Validator.check(loaded, disabled: [])
        let places = found.map { "\($0.rule.rawValue)@\($0.start.line):\($0.start.column)" }
        #expect(Set(places).count == places.count, "\(places)")
        let cut = try #require(found.first { $0.rule == .titleTruncated })
        #expect(cut.message.hasSuffix("the cell will cut it (in de, en)"))
        // Repeats across locales are no aliases: no note says so.
        #expect(!found.contains { $0.notes.contains { $0.message.contains("through aliases") } })
    }

    @Test func findingsOfOneLocaleKeepIt() {
        let a = Diagnostic(.warning, rule: .titleTruncated, message: "wide (in de)", start: Mark(line: 3, column: 1))
        let b = Diagnostic(.warning, rule: .titleTruncated, message: "wider (in en)", start: Mark(line: 3, column: 1))
        #expect(LocaleRepeats.merged([a, b]).map(\.message) == ["wide (in de)", "wider (in en)"])
        #expect(LocaleRepeats.merged([a, a]).map(\.message) == ["wide (in de)"])
    }
}
