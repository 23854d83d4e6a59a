import Testing
@testable import SettingsKit

/// An XML declaration without quotes, which Apple's property-list reader skips unread (five
/// licence panes of MyPrototyper, holdout 3, written so by the app's script): the plist reads, with
/// every mark where it stands; Android XML and a well-formed declaration are left to expat.
@Suite struct AppleDeclarationTests {
    static let pane = "<?xml version=1.0 encoding=UTF-8?>\n<plist version=\"1.0\">\n<dict>\n\t<key>Title</key>\n\t<string>Cr\u{00E9}dits</string>\n</dict>\n</plist>\n"

    @Test func anUnquotedDeclarationReadsAsApplesReaderReadsIt() throws {
        let root = try PropertyList.read(Array(Self.pane.utf8), limits: .default).get()
        guard case .string(let title)? = root["Title"]?.content else { Issue.record("no title"); return }
        #expect(title == "Cr\u{00E9}dits")
        #expect(root.entry("Title")?.keyStart == Mark(line: 4, column: 2))
        // With a byte-order mark before it, the same.
        #expect(throws: Never.self) { try PropertyList.read([0xEF, 0xBB, 0xBF] + Array(Self.pane.utf8), limits: .default).get() }
    }

    @Test(arguments: [
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist/>",  // well-formed: untouched
        "<?xml-stylesheet href=x?>\n<plist/>",                   // another instruction: expat's to judge
        "<?xml version=1.0",                                     // never ends: expat's to judge
    ])
    func otherDeclarationsAreLeftAlone(text: String) {
        #expect(AppleDeclaration.relaxed(Array(text.utf8)) == nil)
    }

    @Test func blankingKeepsTheLengthAndTheLines() throws {
        let text = Array("<?xml version=1.0\r\n encoding=UTF-8 ?>\n<plist/>".utf8)
        let out = try #require(AppleDeclaration.relaxed(text))
        #expect(out.count == text.count && out == Array((String(repeating: " ", count: 17) + "\r\n" + String(repeating: " ", count: 18) + "\n<plist/>").utf8))
    }

    /// aapt reads Android XML with expat, which refuses the declaration: so does the tool.
    @Test func androidXMLStaysStrict() {
        final class Ignore: XMLHandler {
            func open(_ tag: XMLStartTag) throws(XMLProblem) {}
            func characters(_ text: UnsafeRawBufferPointer, at: XMLPosition) {}
            func close() throws(XMLProblem) {}
        }
        let problem = XMLReader.read(Array("<?xml version=1.0?>\n<resources/>".utf8), maxDepth: 64, into: Ignore())
        #expect(problem?.message == "XML: XML declaration not well-formed")
    }
}
