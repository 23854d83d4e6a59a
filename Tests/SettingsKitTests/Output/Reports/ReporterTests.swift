import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// `--format` and the reporters are one list: every format names a reporter, every reporter a
/// format, and each writes what its kind of report writes when.
@Suite struct ReporterTests {
    @Test func everyFormatHasItsReporterAndEveryReporterAFormat() {
        let formats = ValidateCommand.Format.allCases.filter { $0 != .auto }
        #expect(Set(formats.map(\.rawValue)) == Set(Reporters.all.map { $0.name }))
        #expect(Reporters.all.count == Set(Reporters.all.map { $0.name }).count)
        for format in formats { #expect(format.reporter.name == format.rawValue) }
        #expect(ValidateCommand.Format.auto.reporter.name == "text")
    }

    @Test func streamingFormatsWriteEachFileAndDocumentsWriteAtTheEnd() {
        let source = SourceFile(path: "page.yaml", bytes: Array("title: [\n".utf8))
        var report = ValidationReport(strict: false)
        let file = report.add(Validator.validate(source), path: source.displayPath)
        let run = ReportRun(version: "1.0")
        for reporter in Reporters.all {
            let written = reporter.init(run).file(file, in: source)
            #expect(written.isEmpty == ["json", "sarif", "gitlab"].contains(reporter.name), "\(reporter.name)")
            let end = reporter.init(run).finish(report, unreadable: [ReadError(path: "gone.yaml", reason: "no such file")])
            #expect(!end.isEmpty, "\(reporter.name)")
        }
    }
}
