import Foundation
import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Every crasher the fuzzer found, and the seed corpus, still run clean through its harness.
@Suite struct FuzzRegressionTests {
    static let inputs: [String] = ["Fixtures/fuzz/regressions", "Fixtures/pages", "Fixtures/values", "Fixtures/validate", "Fixtures/validate-values", "Fixtures/diff"].flatMap { dir in
        ((try? FileManager.default.contentsOfDirectory(atPath: Golden.url(dir).path)) ?? []).sorted()
            .filter { $0.hasSuffix(".yaml") }.map { "\(dir)/\($0)" }
    }

    /// The harness does see a broken invariant: output with a raw control character.
    @Test func theHarnessReportsUnsafeOutput() {
        #expect(FuzzHarness.unsafeOutput("ok \u{1B}[1mbold\u{1B}[0m\n") == nil)
        #expect(FuzzHarness.unsafeOutput("a\u{1B}]0;title\u{7}") == "a raw ESC in output")
        #expect(FuzzHarness.unsafeOutput("a\u{202E}b") == "a raw control character U+202E in output")
    }

    @Test func thereAreRegressionInputs() {
        #expect(Self.inputs.contains { $0.hasPrefix("Fixtures/fuzz/regressions/") })
    }

    @Test(arguments: inputs)
    func replay(path: String) throws {
        let violations = FuzzHarness.exercise(try Golden.bytes(path))
        #expect(violations.isEmpty, "\(violations)")
    }

    /// The AndroidX screens of the fixtures, through the harness's XML front-ends.
    @Test(arguments: RealWorldAndroidTests.files + Golden.files(in: "Fixtures/validate/Mistakes.android/res/xml", ending: ".xml"))
    func replayAndroid(path: String) throws {
        let violations = FuzzHarness.exercise(try Golden.bytes(path))
        #expect(violations.isEmpty, "\(violations)")
    }

    /// Old-style property lists, through the harness's Settings.bundle front-end: a pane as
    /// TrackMyTime writes it, one cut short, and one nested past the bound.
    @Test(arguments: ["{\n  PreferenceSpecifiers = (\n    { Type = PSGroupSpecifier; FooterText = \"Licence \\U00e9\"; },\n    { Type = PSToggleSwitchSpecifier; Key = k; Title = \"\u{1B}[31mK\"; DefaultValue = YES; },\n  );\n}\n",
                      "{ PreferenceSpecifiers = ( { Type = PSGroupSpecifier; Title = \"cut", String(repeating: "(", count: 400)])
    func replayOldStyle(text: String) {
        #expect(FuzzHarness.exercise(Array(text.utf8)).isEmpty)
    }

    /// validate --fix's invariants, in every encoding, on files that have fixes to make.
    @Test(arguments: ["Fixtures/fix/typos.yaml", "Fixtures/settings-bundle/InAppSettingsKit/Settings.bundle/Complete.plist"])
    func fixesKeepTheirInvariants(path: String) throws {
        let bytes = try Golden.bytes(path)
        #expect(FileFix.make(SourceFile(path: path, bytes: bytes)) { Validator.validate($0) } != nil, "the file has fixes to make")
        #expect(FuzzHarness.fixes(bytes, path: path).isEmpty)
    }

    /// The language server's framing recovers from each malformed header: the message after it is read.
    @Test(arguments: ["X-Other: 1\r\n\r\n", "garbage\n\n", "\r\n\r\n\r\n", "\u{0}\u{FF}\r\n",
                      "Content-Length: -5\r\n\r\nxxxxx", "Content-Length: 5\n\nhello", "Content-Length: x\r\n\r\n",
                      "Content-Length: " + String(repeating: "9", count: 30) + "\r\n\r\n"])
    func framingRecovers(header: String) {
        #expect(FuzzHarness.frames(Array(header.utf8)).isEmpty)
        #expect(FuzzHarness.messages(after: Array(header.utf8))?.last == FuzzHarness.lastMessage, "\(header.debugDescription)")
    }
}
