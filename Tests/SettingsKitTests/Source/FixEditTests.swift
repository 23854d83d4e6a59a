import Foundation
import Testing
@testable import SettingsKit

/// A fix replaces the one wrong word inside its finding's span and no other byte.
@Suite struct FixEditTests {
    func fixed(_ text: String, path: String = "page.yaml") -> String {
        let source = SourceFile(path: path, bytes: Array(text.utf8))
        let edits = FixEdit.edits(for: Validator.validate(source), in: source)
        return String(decoding: FixEdit.applying(edits, to: source.bytes), as: UTF8.self)
    }

    @Test func everyOtherByteIsKept() {
        let text = "# 设置\r\ntitle: 设置   # comment\r\nsections:\r\n  - cells:\r\n      - {id: a, \"titel\": '通用', type: swich}\r\n"
        #expect(fixed(text) == text.replacingOccurrences(of: "titel", with: "title").replacingOccurrences(of: "swich", with: "switch"))
    }

    @Test func aWordSpeltWithEscapesIsLeftToTheMessage() {
        // "sw\x69ch" is 'swich' to YAML, but not the bytes the fix would replace.
        let text = "title: t\nsections:\n  - cells:\n      - {title: x, type: \"sw\\x69ch\"}\n"
        let source = SourceFile(path: "page.yaml", bytes: Array(text.utf8))
        let diagnostics = Validator.validate(source)
        #expect(diagnostics.contains { $0.fix == Fix("swich", "switch") })
        #expect(FixEdit.edits(for: diagnostics, in: source).isEmpty)
    }

    @Test func onlyWholeWordsAreReplaced() {
        // The condition's id 'wif' is inside 'wifi' too; only the whole word changes.
        let text = "title: t\nsections:\n  - cells:\n      - {id: wifi, type: switch, title: wif}\n      - {title: b, enabledWhen: {cell: wif, on: true}}\n"
        #expect(fixed(text) == text.replacingOccurrences(of: "cell: wif,", with: "cell: wifi,"))
    }

    @Test func aSettingsBundleSpecifierType() {
        let plist = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
            <dict><key>Type</key>
            <string>PSToggleSwitchSpecifer</string><key>Title</key><string>Sound</string><key>Key</key><string>sound</string><key>DefaultValue</key><true/></dict>
            </array></dict></plist>

            """
        #expect(fixed(plist, path: "Settings.bundle/Root.plist") == plist.replacingOccurrences(of: "Specifer", with: "Specifier"))
    }

    @Test func suggestionsThatNeedQuotingAreNotFixes() {
        #expect(Diagnostic(.error, rule: .unknownKey, message: "", start: .start).fixing("a", "b c").fix == nil)
        #expect(Diagnostic(.error, rule: .unknownKey, message: "", start: .start).fixing("a", "#fff").fix == nil)
        #expect(Diagnostic(.error, rule: .unknownKey, message: "", start: .start).fixing("a", "通用").fix == Fix("a", "通用"))
        #expect(Diagnostic(.error, rule: .unknownKey, message: "", start: .start).fixing("a", nil).fix == nil)
        // Never a control or bidi character into the file; the title shows none raw either.
        #expect(Diagnostic(.error, rule: .unknownKey, message: "", start: .start).fixing("a", "b\u{202E}c").fix == nil)
        #expect(Fix("\u{1B}[31mx", "x").title == "Change '\u{FFFD}[31mx' to 'x'")
    }

    @Test func overlappingEditsKeepTheFirst() {
        let fix = Fix("ab", "cd")
        let finding = Diagnostic(.error, rule: .unknownKey, message: "", start: .start).fixing("ab", "cd")
        let edits = [FixEdit(range: 0..<2, fix: fix, diagnostic: finding), FixEdit(range: 3..<5, fix: fix, diagnostic: finding)]
        #expect(FixEdit.applying(edits, to: Array("ab ab ab".utf8)) == Array("cd cd ab".utf8))
    }

    @Test func marksCountScalars() {
        let bytes = Array("a\n设置: x\n".utf8)
        let starts = SourceFile(path: "p", bytes: bytes).lineStarts()
        #expect(FixEdit.offset(of: Mark(line: 2, column: 5), in: bytes, lineStarts: starts) == 2 + 6 + 2)
        #expect(FixEdit.offset(of: Mark(line: 9, column: 1), in: bytes, lineStarts: starts) == nil)
    }
}

/// A fix changes the bytes of its own finding or nothing: never a word of another node.
@Suite struct FixEditPlacementTests {
    func edits(_ text: String, path: String) -> [FixEdit] {
        let source = SourceFile(path: path, bytes: Array(text.utf8))
        return FixEdit.edits(for: Validator.validate(source), in: source)
    }

    @Test func anEscapedWordIsNotLookedForOnTheNextLine() {
        // 'swich' stands plainly in the title below: it is another node, and stays.
        let text = "title: t\nsections:\n  - cells:\n      - type: \"sw\\x69ch\"\n        title: swich\n        id: a\n"
        #expect(edits(text, path: "page.yaml").isEmpty)
    }

    @Test func anAndroidAttributeIsFixedInItsValueOnly() {
        // The dependency is written with a character reference; the summary beside it is plain.
        let screen = """
            <PreferenceScreen xmlns:app="http://schemas.android.com/apk/res-auto">
                <SwitchPreferenceCompat app:key="sync" app:title="Sync"/>
                <CheckBoxPreference app:key="w" app:dependency="s&#121;nk" app:summary="synk"/>
                <CheckBoxPreference app:key="v" app:title="x" app:dependency="synk"/>
            </PreferenceScreen>

            """
        let found = edits(screen, path: "res/xml/prefs.xml")
        #expect(found.count == 1)
        let applied = String(decoding: FixEdit.applying(found, to: Array(screen.utf8)), as: UTF8.self)
        #expect(applied == screen.replacingOccurrences(of: "app:dependency=\"synk\"", with: "app:dependency=\"sync\""))
    }

    @Test func theNodeAFindingStartsAt() {
        func node(_ text: String, at offset: Int = 0) -> String {
            let bytes = Array(text.utf8)
            return String(decoding: bytes[FixEdit.node(at: offset, bytes)], as: UTF8.self)
        }
        #expect(node("<string>swich</string> <string>x</string>") == "swich")
        #expect(node("\"a \\\" b\" = \"c\";") == "a \\\" b")
        #expect(node("<p a=\"C:\\\" b=\"x\"/>", at: 3) == "C:\\")
        #expect(node("key = \"value\";") == "key")
        #expect(node("# disable titel-truncated now", at: 10) == "titel-truncated")
    }
}
