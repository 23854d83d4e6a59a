import Foundation
import Testing
@testable import SettingsKit

/// XML property lists read into values with positions: the real Settings.bundle files of
/// ../shared/realworld, and the mistakes a hand-edited one has.
@Suite struct PropertyListTests {
    static let realworld = "../shared/realworld/futuretap__InAppSettingsKit"

    /// Every Settings.bundle schema file reads, with as many specifiers as the MANIFEST counts.
    @Test func theRealWorldBundlesRead() throws {
        let manifest = try String(contentsOf: Golden.url("../shared/realworld/MANIFEST.tsv"), encoding: .utf8)
        var checked = 0
        for line in manifest.split(separator: "\n") where line.contains("plist/xml1") {
            let f = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            let path = "../shared/realworld/\(f[0].replacingOccurrences(of: "/", with: "__"))/\(f[1])"
            let root = try PropertyList.read(Golden.bytes(path), limits: .default).get()
            guard case .array(let specifiers)? = root["PreferenceSpecifiers"]?.content else {
                Issue.record("\(path): no PreferenceSpecifiers")
                continue
            }
            #expect(specifiers.count == Int(f[7]), "\(path)")
            checked += 1
        }
        #expect(checked == 11)
    }

    /// Old-style text, as TrackMyTime ships its acknowledgements: every value a string, array,
    /// dictionary or data, each key where it is written, and a mistake where Apple's reader stops.
    @Test func oldStyleTextReadsWithPositions() throws {
        let text = "// 2013\n{\n  PreferenceSpecifiers = (\n    { Type = PSToggleSwitchSpecifier; Key = \"设置\"; DefaultValue = YES; },\n    { Type = PSGroupSpecifier; },\n  );\n  Icon = <0a0B 01>;\n}\n"
        let root = try PropertyList.read(Array(text.utf8), limits: .default).get()
        guard case .array(let specifiers)? = root["PreferenceSpecifiers"]?.content, case .string(let key)? = specifiers.first?["Key"]?.content else {
            Issue.record("no specifiers in \(root)")
            return
        }
        #expect(specifiers.count == 2 && key == "设置")
        #expect(specifiers[0].entry("Key")?.keyStart == Mark(line: 4, column: 39))
        #expect(specifiers[0].entry("DefaultValue").map { if case .string("YES") = $0.value.content { true } else { false } } == true)
        #expect(root.entry("Icon").map { if case .data("CgsB") = $0.value.content { true } else { false } } == true)
        let broken = Array("{\n  Title = About\n}\n".utf8)
        guard case .failure(let problem) = PropertyList.read(broken, limits: .default) else { Issue.record("read"); return }
        #expect(problem.mark == Mark(line: 3, column: 1) && problem.message.contains("expected ';' after the value of 'Title'") && !problem.isLimit)
        let deep = Array((String(repeating: "(", count: 300) + String(repeating: ")", count: 300)).utf8)
        guard case .failure(let limit) = PropertyList.read(deep, limits: .default) else { Issue.record("read"); return }
        #expect(limit.isLimit)
    }

    @Test func valuesAndPositions() throws {
        let text = """
            <plist version="1.0">
            <dict>
            \t<key>Title</key>
            \t<string>设置</string>
            \t<key>Values</key>
            \t<array><integer> 2</integer><real>0.5</real><true/><false/></array>
            </dict>
            </plist>
            """
        let root = try PropertyList.read(Array(text.utf8), limits: .default).get()
        guard case .dictionary(let entries) = root.content else { Issue.record("not a dictionary"); return }
        #expect(entries.map(\.key) == ["Title", "Values"] && entries[1].keyStart == Mark(line: 5, column: 2))
        guard case .string("设置")? = root["Title"]?.content else { Issue.record("title"); return }
        guard case .array(let values)? = root["Values"]?.content else { Issue.record("values"); return }
        #expect(values.map(\.kindDescription) == ["an integer", "a real number", "a boolean", "a boolean"])
        #expect(values[1].start == Mark(line: 6, column: 30))
    }

    @Test(arguments: [
        ("<plist><dict><key>a</key></dict></plist>", "the key 'a' has no value"),
        ("<plist><dict><string>x</string></dict></plist>", "a dictionary holds <string> where a <key> should be"),
        ("<plist><integer>12px</integer></plist>", "<integer> holds '12px', which Apple's reader does not take for an integer"),
        ("<plist><dict/><dict/></plist>", "<plist> holds 2 values; a property list has one"),
        ("<dict/>", "the root element is <dict>, not <plist>"),
        ("<plist><map/></plist>", "<map> is not a property list element"),
        ("<plist><dict><key>a</key><key>b</key><true/></dict></plist>", "the key 'a' has no value"),
        // Apple's reader takes a <key> outside a dictionary for a string, but no text between elements.
        ("<plist><dict><key>a</key><string>x</string>text</dict></plist>", "text stands between elements; Apple's property-list reader refuses it"),
        ("<plist><string>a<true/></string></plist>", "<string> opened here is never closed (<true> at 1:17 opens inside it; it can only hold text)"),
        ("<plist><plist/></plist>", "<plist> is not a property list element"),
        ("<plist/>", "<plist> holds 0 values; a property list has one"),
    ])
    func mistakesAreReported(_ text: String, message: String) {
        guard case .failure(let problem) = PropertyList.read(Array(text.utf8), limits: .default) else { Issue.record("accepted"); return }
        #expect(problem.message == message)
    }
}

extension PropertyListTests {
    /// A shape mistake stops the read where it stands: its mark is the element's, not the file's end.
    @Test func aShapeMistakeIsLocatedAtItsElement() {
        let text = "<plist>\n<dict>\n  <key>Title</key>\n  <string>ok</string>\n  <integer>1</integer>\n</dict>\n</plist>\n"
        guard case .failure(let problem) = PropertyList.read(Array(text.utf8), limits: .default) else { Issue.record("accepted"); return }
        #expect(problem.message == "a dictionary holds <integer> where a <key> should be" && problem.mark == Mark(line: 5, column: 3))
    }

    /// Text split by an entity, and nested containers, read whole and in order.
    @Test func textInPiecesAndNestedContainers() throws {
        let text = "<plist><dict><key>a &amp; b</key><array><dict><key>k</key><string>x &lt; y</string></dict><array/></array></dict></plist>"
        let root = try PropertyList.read(Array(text.utf8), limits: .default).get()
        guard case .array(let items)? = root["a & b"]?.content, items.count == 2 else { Issue.record("array"); return }
        guard case .string("x < y")? = items[0]["k"]?.content, case .array(let empty) = items[1].content else { Issue.record("items"); return }
        #expect(empty.isEmpty)
    }
}
