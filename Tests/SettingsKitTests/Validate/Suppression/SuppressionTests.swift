import Testing
@testable import SettingsKit

@Suite struct SuppressionTests {
    static let long = "Notifications and sounds for every chat"

    func check(_ text: String, name: String = "p.yaml", rules: RuleSettings = .default) -> (shown: [String], suppressed: [String]) {
        let found = Validator.validating(SourceFile(path: name, bytes: Array(text.utf8)), rules: rules)
        let describe = { (d: Diagnostic) in "\(d.start.line):\(d.start.column) \(d.rule)" }
        return (found.diagnostics.map(describe), found.suppressed.map(describe))
    }

    @Test func disableLineCoversItsLineOnly() {
        let r = check("""
            title: T
            sections:
              - cells:
                  - { id: 1, title: \(Self.long) }  # settings-render: disable-line title-truncated
                  - { id: 2, title: \(Self.long) }
            """)
        #expect(r.shown == ["5:25 title-truncated"] && r.suppressed == ["4:25 title-truncated"])
    }

    @Test func disableNextLineNamesSeveralRulesWithAReason() {
        let r = check("""
            title: T
            sections:
              - cells:
                  # settings-render: disable-next-line title-truncated, missing-id -- legal's wording
                  - { title: \(Self.long) }
            """)
        #expect(r.shown.isEmpty && r.suppressed.count == 2, "\(r)")
    }

    @Test func aReasonFollowsTwoDashesOrASemicolon() {
        let r = check("title: T\nsections:\n  - cells:\n      - { title: x }  # settings-render: disable-line missing-id;legal's wording, title-truncated\n")
        #expect(r.shown.isEmpty && r.suppressed == ["4:11 missing-id"], "\(r)")
    }

    @Test func rangesRunFromDisableToEnable() {
        let r = check("""
            title: T
            sections:
              - cells:
                  # settings-render: disable title-truncated
                  - { id: 1, title: \(Self.long) }
                  - { id: 2, title: \(Self.long) }
                  # settings-render: enable title-truncated
                  - { id: 3, title: \(Self.long) }
            """)
        #expect(r.shown == ["8:25 title-truncated"] && r.suppressed.count == 2)
    }

    @Test func allCoversEveryRuleButUnreadableFiles() {
        let r = check("# settings-render: disable all\ntitle: T\nsections:\n  - cells:\n      - { title: \(Self.long) }\n")
        #expect(r.shown.isEmpty && r.suppressed == ["5:11 missing-id", "5:18 title-truncated"], "\(r.suppressed)")
        // A syntax error is never suppressed: the file was not checked.
        let broken = check("# settings-render: disable all\ntitle: [\n")
        #expect(broken.shown.contains { $0.hasSuffix("yaml-syntax") } && broken.suppressed.isEmpty)
    }

    @Test func unusedAndUnreadableSuppressionsAreWarnings() {
        let r = check("""
            title: T
            # settings-render: disable-line missing-id
            # settings-render: enable title-truncated
            # settings-render: disable-line yaml-syntax
            # settings-render: disable-line
            # settings-render: dissable all
            sections: []
            """)
        #expect(r.shown == ["2:33 unused-suppression", "3:27 unused-suppression", "4:33 unused-suppression",
                            "5:20 unused-suppression", "6:20 unused-suppression"], "\(r)")
    }

    @Test func aSuppressionOfARuleTurnedOffIsNotJudged() {
        var rules = RuleSettings()
        rules.levels[.titleTruncated] = .off
        let r = check("title: T\nsections:\n  - cells:\n      - { id: 1, title: Short }  # settings-render: disable-line title-truncated\n",
                      rules: rules)
        #expect(r.shown.isEmpty)
        rules.levels = [.unusedSuppression: .error]
        let strict = Validator.validating(SourceFile(path: "p.yaml", bytes: Array("title: T\n# settings-render: disable-line missing-id\nsections: []\n".utf8)),
                                          rules: rules)
        #expect(strict.diagnostics.map(\.severity) == [.error])
    }

    /// Only comments are read: the marker inside a quoted, plain or block scalar is text.
    @Test func theMarkerInsideAScalarIsText() {
        let r = check("""
            title: "# settings-render: disable all"
            sections:
              - footer: |
                  # settings-render: disable all
                cells:
                  - { id: 1, title: \(Self.long) }
            """)
        #expect(r.shown == ["6:25 title-truncated"] && r.suppressed.isEmpty, "\(r)")
    }

    @Test func aCommentAboveAnElementCoversEveryAttributeLineButNotItsChildren() {
        let screen = """
            <PreferenceScreen xmlns:app="http://schemas.android.com/apk/res-auto">
              <!-- settings-render: disable-next-line wrong-default-value, dependency-not-found -->
              <SwitchPreferenceCompat
                  app:key="a"
                  app:title="A"
                  app:dependency="nowhere"
                  app:defaultValue="yes"/>
              <!-- settings-render: disable-next-line wrong-default-value -->
              <PreferenceCategory app:title="Group">
                <SwitchPreferenceCompat app:key="b" app:title="B" app:defaultValue="yes"/>
              </PreferenceCategory>

              <!-- settings-render: disable-next-line wrong-default-value -->

              <SwitchPreferenceCompat app:key="c" app:title="C" app:defaultValue="yes"/>
            </PreferenceScreen>
            """
        let r = check(screen, name: "res/xml/s.xml")
        // The category's child is its own element; a blank line breaks "directly above".
        #expect(r.shown == ["8:43 unused-suppression", "10:55 wrong-default-value", "13:43 unused-suppression", "15:53 wrong-default-value"], "\(r)")
        #expect(r.suppressed == ["6:7 dependency-not-found", "7:7 wrong-default-value"], "\(r)")
        // A property list's specifier is its whole <dict>: its keys are on lines of their own.
        let plist = RuleExample.plistText("""
            <!-- settings-render: disable-next-line string-boolean-default -->
            <dict>
              <key>Type</key><string>PSToggleSwitchSpecifier</string>
              <key>Title</key><string>A</string><key>Key</key><string>a</string>
              <key>DefaultValue</key><string>YES</string>
            </dict>

            """)
        let p = check(plist, name: "Root.plist")
        #expect(p.shown.isEmpty && p.suppressed.count == 1, "\(p)")
    }

    @Test func xmlCommentsSuppressInScreensAndPropertyLists() {
        let screen = """
            <PreferenceScreen xmlns:app="http://schemas.android.com/apk/res-auto">
              <!-- settings-render: disable-next-line missing-default-value -->
              <SwitchPreferenceCompat app:key="a" app:title="A"/>
              <SwitchPreferenceCompat app:key="b" app:title="B"/> <!-- settings-render: disable-line missing-default-value; set on first launch -->
              <!--
                settings-render: disable-next-line missing-default-value
              -->
              <SwitchPreferenceCompat app:key="c" app:title="C"/>
              <SwitchPreferenceCompat app:key="d" app:title="D"/>
              <SwitchPreferenceCompat app:key="e" app:title="E" app:defaultValue="true"/>
              <SwitchPreferenceCompat app:key="f" app:title="F" app:defaultValue="true"/>
              <SwitchPreferenceCompat app:key="g" app:title="G" app:defaultValue="false"/>
              <SwitchPreferenceCompat app:key="h" app:title="H" app:defaultValue="false"/>
            </PreferenceScreen>
            """
        // An opt-in rule, turned on.
        let r = check(screen, name: "res/xml/s.xml", rules: RuleSettings(levels: [.missingDefaultValue: .warning]))
        #expect(r.shown == ["9:3 missing-default-value"] && r.suppressed.count == 3, "\(r)")
        // Off, as it is by default: its suppressions are not unused, and nothing shows.
        #expect(check(screen, name: "res/xml/s.xml") == (shown: [], suppressed: []))
        let plist = RuleExample.plistText("""
            <!-- settings-render: disable-next-line string-boolean-default -->
            <dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>A</string><key>Key</key><string>a</string><key>DefaultValue</key><string>YES</string></dict>
            """)
        let p = check(plist, name: "Root.plist")
        #expect(p.shown.isEmpty && p.suppressed.map { $0.hasSuffix("string-boolean-default") } == [true], "\(p)")
    }

    @Test func aFileWithoutTheMarkerHasNoComments() {
        #expect(YAMLComments.comments(containing: "settings-render:", in: Array("a: 1 # a comment\n".utf8)).isEmpty)
        let found = YAMLComments.comments(containing: "settings-render:", in: Array("a: '#' # settings-render: x\r\nb: 标题 #settings-render: y\n".utf8))
        #expect(found == [SourceComment(" settings-render: x", at: Mark(line: 1, column: 9)),
                          SourceComment("settings-render: y", at: Mark(line: 2, column: 8))])
    }
}
