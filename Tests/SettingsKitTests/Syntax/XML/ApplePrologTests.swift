import Testing
@testable import SettingsKit

/// A prolog without quotes, which Apple's property-list reader skips unread (five licence panes of
/// MyPrototyper, holdout 3, written so by the app's script): the plist reads, with every mark where
/// it stands; Android XML and a well-formed prolog are left to expat.
@Suite struct ApplePrologTests {
    static let pane = "<?xml version=1.0 encoding=UTF-8?>\n<!DOCTYPE plist PUBLIC -//Apple//DTD PLIST 1.0//EN http://www.apple.com/DTDs/PropertyList-1.0.dtd>\n"
        + "<plist version=1.0>\n<dict>\n\t<key>Title</key>\n\t<string>Cr\u{00E9}dits</string>\n</dict>\n</plist>\n"

    @Test func anUnquotedPrologReadsAsApplesReaderReadsIt() throws {
        let root = try PropertyList.read(Array(Self.pane.utf8), limits: .default).get()
        guard case .string(let title)? = root["Title"]?.content else { Issue.record("no title"); return }
        #expect(title == "Cr\u{00E9}dits")
        #expect(root.entry("Title")?.keyStart == Mark(line: 5, column: 2))
        // With a byte-order mark before it, the same.
        #expect(throws: Never.self) { try PropertyList.read([0xEF, 0xBB, 0xBF] + Array(Self.pane.utf8), limits: .default).get() }
        // A mistake after it is still one, where it stands.
        let broken = Self.pane.replacingOccurrences(of: "</string>", with: "</strin>")
        guard case .failure(let problem) = PropertyList.read(Array(broken.utf8), limits: .default) else { Issue.record("read"); return }
        #expect(problem.mark.line == 6, "\(problem)")
    }

    @Test(arguments: [
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"x.dtd\">\n<plist version=\"1.0\"/>",
        "<?xml-stylesheet href=x?>\n<plist/>",   // another instruction: expat's to judge
        "<?xml version=1.0",                     // never ends: expat's to judge
        "<!DOCTYPE plist [<!ENTITY a \"b\">]>\n<plist/>",
    ])
    func wellFormedOrOtherProloguesAreLeftAlone(text: String) {
        #expect(AppleProlog.relaxed(Array(text.utf8)) == nil)
    }

    @Test func blankingKeepsTheLengthAndTheLines() throws {
        let text = Array("<?xml version=1.0\r\n encoding=UTF-8 ?>\n<plist version=1.0/>".utf8)
        let out = try #require(AppleProlog.relaxed(text))
        #expect(out == Array((String(repeating: " ", count: 17) + "\r\n" + String(repeating: " ", count: 18) + "\n<plist" + String(repeating: " ", count: 12) + "/>").utf8))
    }

    /// aapt reads Android XML with expat, which refuses the declaration: so does the tool.
    @Test func androidXMLStaysStrict() {
        let problem = xmlProblem("<?xml version=1.0?>\n<resources/>")
        #expect(problem?.message == "XML: XML declaration not well-formed")
    }
}
