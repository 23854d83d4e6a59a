import Foundation
import Testing
@testable import SettingsKit

/// What the differential test found, held in place: the characters XML forbids and Apple's reader
/// takes, read exactly with every mark right; an element left open reported at its own start tag.
@Suite struct AppleCharactersTests {
    /// LicensePlist's acknowledgements: a form feed in licence text, raw, as PropertyListSerialization
    /// writes it, and the characters around it; every mark after it stays where it was.
    static let licence = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>PreferenceSpecifiers</key>
        \t<array>
        \t\t<dict>
        \t\t\t<key>FooterText</key>
        \t\t\t<string>Page one\u{0C}page two &#12;&#x1F; \u{01}end</string>
        \t\t\t<key>Type</key>
        \t\t\t<string>PSGroupSpecifier</string>
        \t\t</dict>
        \t</array>
        </dict>
        </plist>

        """

    @Test func aFormFeedReadsExactlyAndMarksStay() throws {
        let root = try PropertyList.read(Array(Self.licence.utf8), limits: .default).get()
        guard case .array(let specifiers)? = root["PreferenceSpecifiers"]?.content,
              case .string(let footer)? = specifiers.first?["FooterText"]?.content else { Issue.record("no footer"); return }
        #expect(Array(footer.unicodeScalars) == Array("Page one\u{0C}page two \u{0C}\u{1F} \u{01}end".unicodeScalars))
        // The key after the line holding four substitutions keeps its column.
        #expect(specifiers[0].entry("Type")?.keyStart == Mark(line: 9, column: 4))
        // A mistake after them is marked where it stands, in the document's columns.
        let broken = Self.licence.replacingOccurrences(of: "\u{01}end</string>", with: "\u{01}end</string><true/>")
        guard case .failure(let problem) = PropertyList.read(Array(broken.utf8), limits: .default) else { Issue.record("read"); return }
        #expect(problem.mark == Mark(line: 8, column: 55), "\(problem)")
    }

    /// A private-use character the document holds already is kept as it is: the stand-ins are
    /// others.
    @Test func privateUseCharactersStayThemselves() throws {
        let text = "<plist><string>\u{E000}\u{E001}&#xE002;\u{0C}</string></plist>"
        guard case .string(let s) = try PropertyList.read(Array(text.utf8), limits: .default).get().content else { Issue.record("string"); return }
        #expect(Array(s.unicodeScalars) == Array("\u{E000}\u{E001}\u{E002}\u{0C}".unicodeScalars))
    }

    /// Android XML stays strict: aapt reads it with expat, which refuses the character.
    @Test func androidXMLStaysStrict() {
        let problem = xmlProblem("<resources><string name=\"a\">x\u{0C}</string></resources>")
        #expect(problem?.message == "XML: not well-formed (invalid token)")
    }

    @Test(arguments: [
        // A <string> left open: the </dict> 2 lines on closes its parent.
        ("<plist>\n<dict>\n  <key>a</key>\n  <string>x\n\n</dict>\n</plist>",
         "4:3: <string> opened here is never closed (the </dict> at 6:1 closes its parent)"),
        // … or the next element opens inside it.
        ("<plist>\n<dict>\n  <key>a</key>\n  <string>x\n  <key>b</key><true/>\n</dict>\n</plist>",
         "4:3: <string> opened here is never closed (<key> at 5:3 opens inside it; it can only hold text)"),
        // A <dict> left open inside an array: named, at its own line.
        ("<plist>\n<array>\n  <dict>\n    <key>a</key><true/>\n</array>\n</plist>",
         "3:3: <dict> opened here is never closed (the </array> at 5:1 closes its parent)"),
        // The file ends first.
        ("<plist>\n<dict>\n  <key>a</key>\n  <string>x", "4:3: <string> opened here is never closed: the file ends first"),
        // An end tag that closes nothing open.
        ("<plist>\n<dict>\n</string>\n</dict>\n</plist>", "3:1: </string> closes no open element; the innermost open one is <dict> at line 2"),
    ])
    func anUnclosedElementIsReportedWhereItOpens(_ text: String, _ expected: String) {
        guard case .failure(let problem) = PropertyList.read(Array(text.utf8), limits: .default) else { Issue.record("read"); return }
        #expect("\(problem.mark): \(problem.message)" == expected)
    }

    /// The same in an AndroidX screen, through the executable: the `<Preference>` left open is named.
    @Test func anUnclosedPreferenceIsReportedWhereItOpens() throws {
        let screen = """
            <PreferenceScreen xmlns:android="http://schemas.android.com/apk/res/android">
                <PreferenceCategory android:title="General">
                    <Preference android:key="a" android:title="A">
                    <SwitchPreferenceCompat android:key="b" android:title="B"/>
                </PreferenceCategory>
            </PreferenceScreen>

            """
        let folder = try TempFolder(["res/xml/settings.xml": screen])
        let run = try Tool.run(["validate", folder.path("res/xml/settings.xml")])
        #expect(run.status == 1)
        #expect(run.stdout.contains("3:9") && run.stdout.contains("<Preference> opened here is never closed (the </PreferenceCategory> at 5:5 closes its parent)"),
                "\(run.stdout)\(run.stderr)")
    }

    /// Through the executable: `validate` finds nothing wrong with a licence page whose text
    /// holds form feeds, as PropertyListSerialization writes them (issue #47: it was an
    /// `xml-syntax` error), and `convert` keeps the form feed in the page it writes. Other C0
    /// controls read as well, and `control-character` reports them: no licence means a U+0001.
    @Test func theExecutableReadsAFormFeed() throws {
        let pages = Self.licence.replacingOccurrences(of: "&#x1F; \u{01}", with: "")
        let folder = try TempFolder(["Settings.bundle/Acknowledgements.plist": pages, "Other.bundle/Acknowledgements.plist": Self.licence])
        let path = folder.path("Settings.bundle/Acknowledgements.plist")
        let validate = try Tool.run(["validate", "--format", "json", path])
        #expect(validate.status == 0 && !validate.stdout.contains("\"rule\""), "\(validate.stdout)\(validate.stderr)")
        let other = try Tool.run(["validate", "--format", "json", folder.path("Other.bundle/Acknowledgements.plist")])
        let rules = Set(other.stdout.matches(of: /"rule" *: *"([a-z-]+)"/).map { String($0.1) })
        #expect(rules == ["control-character"], "\(other.stdout)")
        let convert = try Tool.run(["convert", path])
        #expect(convert.status == 0, "\(convert.stderr)")
        #expect(convert.stdout.contains("Page one\\fpage two") || convert.stdout.contains("Page one\u{0C}page two"), "\(convert.stdout)")
    }
}
