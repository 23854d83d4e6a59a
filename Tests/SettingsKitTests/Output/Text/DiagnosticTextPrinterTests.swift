import Testing
@testable import SettingsCLI
@testable import SettingsKit

@Suite struct DiagnosticTextPrinterTests {
    @Test func aVeryLongLineShowsAWindowAroundTheColumn() {
        let line = String(repeating: "a", count: 500) + "设" + String(repeating: "b", count: 500)
        let source = SourceFile(path: "x.yaml", bytes: Array(("k: v\n" + line + "\n").utf8))
        let d = Diagnostic(.error, rule: .yamlSyntax, message: "m", start: Mark(line: 2, column: 501))
        let out = DiagnosticTextPrinter(color: nil).format([d], in: source).split(separator: "\n").map(String.init)
        #expect(out.count == 3)
        #expect(out[0] == "x.yaml:2:501: error: m [yaml-syntax]")
        // 160 display columns: 80 before the caret, then the wide 设 and 78 more.
        #expect(out[1] == "…" + String(repeating: "a", count: 80) + "设" + String(repeating: "b", count: 78) + "…")
        #expect(out[2] == String(repeating: " ", count: 81) + "^")
    }

    /// The window is measured in display columns, so a line of wide text shows half as many characters.
    @Test func aLongLineOfWideTextIsCutByDisplayWidth() {
        let line = "k: " + String(repeating: "设置", count: 300)
        let source = SourceFile(path: "x.yaml", bytes: Array((line + "\n").utf8))
        let d = Diagnostic(.error, rule: .typeMismatch, message: "m", start: Mark(line: 1, column: 304))
        let out = DiagnosticTextPrinter(color: nil).format([d], in: source).split(separator: "\n").map(String.init)
        #expect(DisplayWidth.of(out[1]) == 162 && out[1].hasPrefix("…设置") && out[1].hasSuffix("…"))
        #expect(out[2] == String(repeating: " ", count: 81) + "^")
    }

    /// A file shows its first 1,000 diagnostics, then how many more there are.
    @Test func diagnosticsAreCappedPerFile() {
        let source = SourceFile(path: "x.yaml", bytes: Array(("k: " + String(repeating: "v", count: 3000) + "\n").utf8))
        let all = (1...2500).map { Diagnostic($0 % 5 == 0 ? .warning : .error, rule: .typeMismatch, message: "m", start: Mark(line: 1, column: $0)) }
        let out = DiagnosticTextPrinter(color: nil).format(all, in: source)
        #expect(out.components("error: m").count - 1 + out.components("warning: m").count - 1 == 1000)
        #expect(out.hasSuffix("x.yaml: 1500 more diagnostics not shown (1200 errors, 300 warnings); the first 1000 are above\n"))
    }

    @Test func linesAreFoundByNumberIncludingTheLastWithoutANewline() {
        let source = SourceFile(path: "x", bytes: Array("one\r\ntwo\nthree".utf8))
        let starts = source.lineStarts()
        #expect((1...4).map { source.line($0, starts: starts) } == ["one", "two", "three", nil])
    }
}
