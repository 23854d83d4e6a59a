import Testing
@testable import SettingsKit

@Suite struct BaselineTests {
    func finding(_ rule: RuleID, line: Int, path: String, _ message: String = "m") -> Diagnostic {
        Diagnostic(.warning, rule: rule, message: message, start: Mark(line: line, column: 1), path: path)
    }

    @Test func findingsMatchWhateverTheirLineAndByCount() {
        let old = [finding(.missingID, line: 3, path: "sections[0].cells[0]"), finding(.missingID, line: 4, path: "sections[0].cells[0]")]
        var baseline = Baseline(old.map { Baseline.Entry(file: "p.yaml", $0) })
        // Lines moved; one more alike appeared; one of another rule is new.
        let now = [finding(.missingID, line: 13, path: "sections[0].cells[0]"), finding(.missingID, line: 14, path: "sections[0].cells[0]"),
                   finding(.missingID, line: 15, path: "sections[0].cells[0]"), finding(.titleTruncated, line: 20, path: "sections[1].cells[0].title")]
        let (new, known) = baseline.match(now, file: "p.yaml")
        #expect(known.map(\.start.line) == [13, 14] && new.map(\.start.line) == [15, 20])
        #expect(baseline.stale.isEmpty)
    }

    @Test func entriesOfCheckedFilesThatNoLongerMatchAreStale() {
        var baseline = Baseline([Baseline.Entry(file: "a.yaml", rule: "missing-id", path: "x", message: "m"),
                                 Baseline.Entry(file: "b.yaml", rule: "missing-id", path: "x", message: "m")])
        _ = baseline.match([finding(.missingID, line: 1, path: "x", "changed wording")], file: "a.yaml")
        #expect(baseline.stale == [Baseline.Entry(file: "a.yaml", rule: "missing-id", path: "x", message: "m")])
    }

    @Test func theFileRoundTrips() throws {
        let entries = [Baseline.Entry(file: "z.yaml", rule: "missing-id", path: "p", message: "a \"quoted\" 标题"),
                       Baseline.Entry(file: "a.yaml", rule: "title-truncated", path: "q", message: "b")]
        let text = Baseline.json(entries).serialized()
        let (read, problems) = Baseline.load(SourceFile(path: "b.json", bytes: Array(text.utf8)))
        #expect(problems.isEmpty)
        var copy = read
        _ = copy.match([], file: "a.yaml")
        _ = copy.match([], file: "z.yaml")
        #expect(copy.stale == entries.sorted())
        #expect(text.range(of: "a.yaml")!.lowerBound < text.range(of: "z.yaml")!.lowerBound)
    }

    @Test func aMalformedBaselineIsLocated() {
        let (_, problems) = Baseline.load(SourceFile(path: "b.json", bytes: Array("{\"findings\": [{\"file\": \"a\"}]}".utf8)))
        #expect(problems.map { "\($0.start) \($0.rule)" } == ["1:15 type-mismatch"])
        #expect(Baseline.load(SourceFile(path: "b.json", bytes: [])).1.map(\.rule) == [.missingKey])
    }
}
