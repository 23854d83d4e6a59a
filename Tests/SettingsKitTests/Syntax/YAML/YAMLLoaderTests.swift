import Testing
@testable import SettingsCLI
@testable import SettingsKit

@Suite struct YAMLLoaderTests {
    @Test func everyNodeCarriesItsStartAndEndMark() throws {
        let node = try #require(root("title: 设置\nsections:\n  - cells: []\n"))
        let pairs = try #require(node.mapping)
        #expect(pairs[0].key.start == Mark(line: 1, column: 1))
        #expect(pairs[0].key.end == Mark(line: 1, column: 6))
        #expect(pairs[0].value.start == Mark(line: 1, column: 8))
        // Columns count Unicode scalars: 设置 is two columns of the mark, not six bytes.
        #expect(pairs[0].value.end == Mark(line: 1, column: 10))
        let section = try #require(pairs[1].value.sequence?.first)
        #expect(section.start == Mark(line: 3, column: 5))
        #expect(section.mapping?.first?.value.start == Mark(line: 3, column: 12))
    }

    @Test func columnsAfterWideTextCountScalars() throws {
        let node = try #require(root("标题标题: {a: 1}\n"))
        let value = try #require(node.mapping?.first?.value)
        #expect(value.start == Mark(line: 1, column: 7))
        #expect(value.mapping?.first?.key.start == Mark(line: 1, column: 8))
    }

    @Test func scalarsKeepTheirStyle() throws {
        let node = try #require(root("a: plain\nb: 'single'\nc: \"double\"\nd: |\n  literal\ne: >\n  folded\n"))
        let styles = try #require(node.mapping).map { $0.value.scalar?.style }
        #expect(styles == [.plain, .singleQuoted, .doubleQuoted, .literal, .folded])
    }

    @Test func quotedScalarsAreAlwaysStrings() throws {
        let node = try #require(root("a: 'true'\nb: \"15\"\nc: true\nd: 15\ne: !!str 15\n"))
        let values = try #require(node.mapping).map { $0.value.scalar?.value }
        #expect(values == [.string("true"), .string("15"), .bool(true), .int(15), .string("15")])
    }

    @Test func aliasesShareTheAnchoredNodeAndMarkTheAliasPosition() throws {
        let node = try #require(root("base: &b {size: 15}\nfont: *b\n"))
        let pairs = try #require(node.mapping)
        let alias = pairs[1].value
        #expect(alias.mapping?.first?.value.scalar?.value == .int(15))
        #expect(alias.start == Mark(line: 2, column: 7))
    }

    @Test func mergeKeysAddMissingKeysAndWrittenKeysWin() throws {
        let text = """
            a: &a {x: 1, y: 2}
            b: &b {y: 3, z: 4}
            c:
              <<: [*a, *b]
              x: 9
            """
        let node = try #require(root(text))
        let c = try #require(node.mapping?[2].value.mapping)
        let entries = c.map { "\($0.key.scalar!.text)=\($0.value.scalar!.text)" }
        #expect(entries == ["x=9", "y=2", "z=4"])
        #expect(yaml(text).diagnostics.isEmpty)
    }

    @Test func aMergeKeyNeedsAMap() {
        let stream = yaml("a: {<<: 5, b: 1}\n")
        #expect(stream.diagnostics.map(\.rule) == [.typeMismatch])
        #expect(stream.diagnostics.first?.start == Mark(line: 1, column: 9))
    }

    @Test func multiDocumentStreams() {
        let stream = yaml("title: a\n---\ntitle: b\n---\n")
        #expect(stream.documents.count == 3)
        #expect(stream.documents[1]?.mapping?.first?.value.scalar?.text == "b")
        #expect(stream.documents[2]?.scalar?.value == .null)
    }

    @Test func duplicateKeysAreReportedAtTheSecondKeyWithANoteAtTheFirst() throws {
        let stream = yaml("title: a\nsections: []\ntitle: b\n")
        let d = try #require(stream.diagnostics.first)
        #expect(stream.diagnostics.count == 1)
        #expect(d.rule == .duplicateKey)
        #expect(d.message == "duplicate key 'title' in this map")
        #expect(d.start == Mark(line: 3, column: 1))
        #expect(d.notes == [.init("'title' was first defined here", at: Mark(line: 1, column: 1))])
        // The first value is kept.
        #expect(stream.documents[0]?.mapping?.first?.value.scalar?.text == "a")
    }

    @Test func duplicateKeysInLargeMapsAreFound() {
        let keys = (0..<40).map { "k\($0): \($0)" }.joined(separator: "\n")
        let stream = yaml(keys + "\nk7: again\nk39: again\n")
        #expect(stream.diagnostics.map(\.start.line) == [41, 42])
    }

    /// Keys are compared by their core-schema value, in small maps and in large ones alike.
    @Test(arguments: [
        ("1: a\n0x1: b\n", true), ("~: a\nnull: b\n", true), ("true: a\nTrue: b\n", true), ("1: a\n!!int \"1\": b\n", true),
        ("1.0: a\n1.00: b\n", true), ("\"a\": a\na: b\n", true), ("!!str 1: a\n\"1\": b\n", true),
        ("1: a\n\"1\": b\n", false), ("1: a\n1.0: b\n", false), ("null: a\n\"null\": b\n", false),
        ("true: a\n\"true\": b\n", false), ("a: a\nA: b\n", false), ("0o10: a\n10: b\n", false),
    ])
    func duplicateKeysCompareValuesNotText(_ text: String, duplicated: Bool) {
        let filler = (0..<20).map { "k\($0): \($0)\n" }.joined()
        for page in [text, filler + text] {
            let found = yaml(page).diagnostics.filter { $0.rule == .duplicateKey }
            #expect(found.count == (duplicated ? 1 : 0), "\(text.debugDescription) in \(page.count > 40 ? "a large" : "a small") map")
        }
        let d = yaml("1: a\n0x1: b\n").diagnostics.first
        #expect(d?.message == "duplicate key '0x1' in this map ('1' and '0x1' are the same value)")
    }

    /// The core schema's explicit tags decide the value, whatever the scalar's style.
    @Test func coreTagsAreHonoured() throws {
        let items = try #require(root("[!!int 42, !!int \"42\", !!bool false, !!float 1, !!str 23, !!null '', !!null ~, !foo 7, !!binary aGk=]")?.sequence)
        #expect(items.map { $0.scalar!.value } == [.int(42), .int(42), .bool(false), .float(1), .string("23"), .null, .null,
                                                    .string("7"), .string("aGk=")])
        #expect(yaml("[!!int 42, !!str abc, !!seq [1], !!map {a: 1}]").diagnostics.isEmpty)
        // And on a page: a tagged switch state, a number forced to text, an int id.
        let cell = try #require(page(pageWithCells("      - { id: !!int 7, type: switch, title: !!str 23, on: !!bool true }\n")))
            .sections[0].cells[0]
        #expect(cell.id == .int(7) && cell.title == "23" && cell.on == true)
        #expect(page(pageWithCells("      - { id: 7, type: switch, title: a, on: !!str true }\n")) == nil)
    }

    /// Content that does not fit its tag, and a tag that does not fit a collection, are located errors.
    @Test(arguments: [
        ("x: !!int abc\n", "1:4", "the tag !!int needs an integer, found \"abc\""),
        ("x: !!bool yes\n", "1:4", "the tag !!bool needs true or false, found \"yes\""),
        ("x: !!float 1.2.3\n", "1:4", "the tag !!float needs a number, found \"1.2.3\""),
        ("x: !!null nil\n", "1:4", "the tag !!null needs null, found \"nil\""),
        ("x: !!seq abc\n", "1:4", "the tag !!seq needs a list, found \"abc\""),
        ("x: !!map [1]\n", "1:4", "the tag !!map does not fit a list"),
        ("x: !!str {a: 1}\n", "1:4", "the tag !!str does not fit a map"),
    ])
    func tagsThatDoNotFitAreErrors(_ text: String, at: String, message: String) throws {
        let d = try #require(yaml(text).diagnostics.first)
        #expect(d.rule == .typeMismatch && "\(d.start.line):\(d.start.column)" == at && d.message == message)
    }

    @Test func aRecursiveAliasIsNamedAsSuch() throws {
        for text in ["a: &a [*a]\n", "x: &a 1\ny: &a {b: *a}\n"] {
            let d = try #require(yaml(text).diagnostics.first)
            #expect(d.message == "alias *a refers to the collection that contains it; a page cannot be recursive", "\(text)")
        }
        #expect(yaml("x: &a 1\ny: [*a]\n").diagnostics.isEmpty)
    }

    @Test func aliasExpansionIsLimited() throws {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1..<12 {
            let prev = Character(UnicodeScalar(96 + i)!), this = Character(UnicodeScalar(97 + i)!)
            text += "\(this): &\(this) [" + Array(repeating: "*\(prev)", count: 10).joined(separator: ", ") + "]\n"
        }
        let stream = yaml(text)
        let d = try #require(stream.diagnostics.last)
        #expect(d.rule == .resourceLimit)
        #expect(d.message == "aliases expand to more than 1000000 nodes (--max-alias-expansion)")
        #expect(stream.stoppedEarly)
    }

    @Test func nestingDepthIsLimitedForFlowAndBlockNesting() throws {
        let flow = yaml("a: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        #expect(flow.diagnostics.map(\.rule) == [.resourceLimit])
        #expect(flow.diagnostics.first?.message == "nesting is deeper than 256 levels (--max-depth)")
        #expect(flow.diagnostics.first?.start == Mark(line: 1, column: 259))
        let block = yaml((1..<3000).map { String(repeating: "  ", count: $0) + "- a:\n" }.joined())
        #expect(block.diagnostics.map(\.rule) == [.resourceLimit])
    }

    @Test func inputSizeAndDocumentCountAreLimited() throws {
        let big = yaml(String(repeating: "# padding\n", count: 20), limits: LoadLimits(maxInputBytes: 100))
        #expect(big.diagnostics.map(\.message) == ["the file is larger than the limit of 100 bytes (--max-file-size)"])
        #expect(big.diagnostics.map(\.rule) == [.resourceLimit])
        let docs = yaml(String(repeating: "---\na: 1\n", count: 5), limits: LoadLimits(maxDocuments: 3))
        #expect(docs.documents.count == 3)
        #expect(docs.diagnostics.first?.message == "the file holds more than 3 documents (--max-documents)")
        #expect(docs.diagnostics.first?.start == Mark(line: 7, column: 1))
    }

    @Test func filesPastTheTreesReachAreRefusedWhateverTheLimit() {
        let limits = LoadLimits(maxInputBytes: 1 << 40)
        #expect(YAMLLoader.tooLarge(Int(Int32.max), limits) == nil)
        #expect(YAMLLoader.tooLarge(Int(Int32.max) + 1, limits)?.message == "the file is larger than 2 GiB, which no page needs")
        #expect(YAMLLoader.tooLarge(101, LoadLimits(maxInputBytes: 100))?.rule == .resourceLimit)
    }

    /// A rule's first look at a document reads that document's bytes only, so a file of many
    /// documents is read once in all, not once per document.
    @Test func aDocumentsTextIsItsOwn() throws {
        let stream = yaml("a: plain\n---\nb: \"bell \\a\"\n---\nc: [x, y]\n")
        let roots = stream.documents.map { $0! }
        let control = { (byte: UInt8) in byte < 0x20 }
        #expect(roots.map { $0.documentTextHasByte(where: control) } == [false, true, false])
        let inner = try #require(roots[2].mapping?.first?.value)
        #expect(inner.documentTextHasByte(where: control), "a node that is not a root looks at the whole file")
    }

    /// Keys and nulls are tested on a scalar's bytes; the answers must be the `String`'s.
    @Test func byteTestsOfANodeAgreeWithItsScalar() throws {
        let text = """
            - ~
            - null
            - Null
            - NULL
            - nul
            -
            - ""
            - 'null'
            - !!null x
            - !!str null
            - 标题
            - [null]
            - {a: b}
            """
        let items = try #require(root(text)?.sequence)
        // `!!null x` does not fit its tag: an error, and its text stays text.
        #expect(items.map(\.isNull) == [true, true, true, true, false, true, false, false, false, false, false, false, false])
        for item in items {
            #expect(item.isNull == (item.scalar?.isNull ?? false))
            for probe in ["~", "null", "nul", "", "标题", "x", "标"] {
                #expect(item.hasText(probe) == (item.scalar?.text == probe), "\(item.start) \(probe)")
            }
        }
    }

    @Test(arguments: [
        ("title: x\nsections: [a, b\n", "did not find expected ',' or ']' (while parsing a flow sequence)", 3, 1),
        ("title: x\n\t- y\n", "found a tab character that violates indentation (while scanning a plain scalar)", 2, 1),
        ("title: \"abc\n", "found unexpected end of stream (while scanning a quoted scalar)", 2, 1),
        ("a: b: c\n", "mapping values are not allowed in this context", 1, 5),
        ("k: v\n- x\n", "did not find expected key (while parsing a block mapping)", 2, 1),
        ("title: *nope\n", "found undefined alias *nope", 1, 8),
    ])
    func libyamlErrorsKeepLibyamlsWordsAndPosition(text: String, message: String, line: Int, column: Int) throws {
        let stream = yaml(text)
        let d = try #require(stream.diagnostics.last)
        #expect(d.rule == .yamlSyntax)
        #expect(d.message == message)
        #expect(d.start == Mark(line: line, column: column))
        #expect(stream.stoppedEarly)
    }

    @Test func readerErrorsAreLocatedFromTheirByteOffset() throws {
        let stream = YAMLLoader.load(Array("title: ok\nname: 名".utf8) + [0xFF, 0x0A])
        let d = try #require(stream.diagnostics.first)
        #expect(d.message == "invalid leading UTF-8 octet (byte 0xFF)")
        #expect(d.start == Mark(line: 2, column: 8))
        let nul = YAMLLoader.load(Array("title: a".utf8) + [0] + Array("b\n".utf8))
        // A disallowed character is a code point, not a byte.
        #expect(nul.diagnostics.first?.message == "control characters are not allowed (U+0000)")
        #expect(nul.diagnostics.first?.start == Mark(line: 1, column: 9))
    }

    @Test func utf16WithAByteOrderMarkIsRead() throws {
        var bytes: [UInt8] = [0xFF, 0xFE]
        for unit in "title: 设置\n".utf16 { bytes += [UInt8(unit & 0xFF), UInt8(unit >> 8)] }
        let stream = YAMLLoader.load(bytes)
        #expect(stream.diagnostics.isEmpty)
        #expect(stream.documents.first??.mapping?.first?.value.scalar?.text == "设置")
    }
}
