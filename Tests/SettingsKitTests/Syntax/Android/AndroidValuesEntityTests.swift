import Testing
@testable import SettingsKit

/// Android values files may declare entities in their own DTD, as aapt reads them (Termux names
/// its apps so); they are expanded, within 8 times the input, and nothing is ever fetched.
@Suite struct AndroidValuesEntityTests {
    static func read(_ text: String) -> Result<AndroidValues, XMLProblem> {
        AndroidValues.read(Array(text.utf8), maxDepth: 64)
    }

    @Test func internalEntitiesAreExpanded() throws {
        let values = try Self.read("""
            <?xml version="1.0" encoding="utf-8"?>
            <!DOCTYPE resources [
                <!ENTITY APP_NAME "Termux">
            ]>
            <resources>
                <string name="title">&APP_NAME; settings</string>
            </resources>
            """).get()
        #expect(values.resources.map(\.name) == ["title"])
        #expect(values.resources.first?.text == "Termux settings")
    }

    @Test func aBillionLaughsStopsWithinEightTimesTheInput() {
        var dtd = #"<!ENTITY a0 "aaaaaaaaaa">"#
        for i in 1...9 { dtd += "<!ENTITY a\(i) \"" + String(repeating: "&a\(i - 1);", count: 10) + "\">" }
        guard case .failure(let problem) = Self.read("<!DOCTYPE r [\(dtd)]><resources><string name=\"x\">&a9;</string></resources>") else {
            Issue.record("ten billion bytes from a few hundred")
            return
        }
        #expect(problem.message.contains("amplification"), "\(problem.message)")
    }

    @Test(arguments: [
        #"<!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><resources><string name="x">&x;</string></resources>"#,
        #"<!DOCTYPE r [<!ENTITY % p "x">]><resources/>"#,
    ])
    func externalAndParameterEntitiesAreRefused(text: String) {
        guard case .failure(let problem) = Self.read(text) else {
            Issue.record("read")
            return
        }
        #expect(problem.message.contains("external or parameter entity"), "\(problem.message)")
    }

    @Test func aScreenStillRefusesEveryEntity() {
        #expect(PreferenceFile.read(Array(#"<!DOCTYPE r [<!ENTITY a "x">]><PreferenceScreen/>"#.utf8), maxDepth: 64).isFailure)
    }
}

private extension Result {
    var isFailure: Bool { if case .failure = self { true } else { false } }
}
