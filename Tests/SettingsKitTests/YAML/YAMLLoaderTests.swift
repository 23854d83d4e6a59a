import Testing
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
        #expect(stream.diagnostics.map(\.rule) == ["type-mismatch"])
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
        #expect(d.rule == "duplicate-key")
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

    @Test func aliasExpansionIsLimited() throws {
        var text = "a: &a [x, x, x, x, x, x, x, x, x, x]\n"
        for i in 1..<12 {
            let prev = Character(UnicodeScalar(96 + i)!), this = Character(UnicodeScalar(97 + i)!)
            text += "\(this): &\(this) [" + Array(repeating: "*\(prev)", count: 10).joined(separator: ", ") + "]\n"
        }
        let stream = yaml(text)
        let d = try #require(stream.diagnostics.last)
        #expect(d.rule == "resource-limit")
        #expect(d.message == "aliases expand to more than 1000000 nodes (--max-alias-expansion)")
        #expect(stream.stoppedEarly)
    }

    @Test func nestingDepthIsLimitedForFlowAndBlockNesting() throws {
        let flow = yaml("a: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000))
        #expect(flow.diagnostics.map(\.rule) == ["resource-limit"])
        #expect(flow.diagnostics.first?.message == "nesting is deeper than 256 levels (--max-depth)")
        #expect(flow.diagnostics.first?.start == Mark(line: 1, column: 259))
        let block = yaml((1..<3000).map { String(repeating: "  ", count: $0) + "- a:\n" }.joined())
        #expect(block.diagnostics.map(\.rule) == ["resource-limit"])
    }

    @Test func inputSizeAndDocumentCountAreLimited() throws {
        let big = yaml(String(repeating: "# padding\n", count: 20), limits: LoadLimits(maxInputBytes: 100))
        #expect(big.diagnostics.map(\.message) == ["the file is larger than the limit of 100 bytes (--max-file-size)"])
        #expect(big.diagnostics.map(\.rule) == ["resource-limit"])
        let docs = yaml(String(repeating: "---\na: 1\n", count: 5), limits: LoadLimits(maxDocuments: 3))
        #expect(docs.documents.count == 3)
        #expect(docs.diagnostics.first?.message == "the file holds more than 3 documents (--max-documents)")
        #expect(docs.diagnostics.first?.start == Mark(line: 7, column: 1))
    }

    @Test func filesPastTheTreesReachAreRefusedWhateverTheLimit() {
        let limits = LoadLimits(maxInputBytes: 1 << 40)
        #expect(YAMLLoader.tooLarge(Int(Int32.max), limits) == nil)
        #expect(YAMLLoader.tooLarge(Int(Int32.max) + 1, limits)?.message == "the file is larger than 2 GiB, which no page needs")
        #expect(YAMLLoader.tooLarge(101, LoadLimits(maxInputBytes: 100))?.rule == "resource-limit")
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
        #expect(items.map(\.isNull) == [true, true, true, true, false, true, false, false, true, false, false, false, false])
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
        #expect(d.rule == "yaml-syntax")
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
        #expect(nul.diagnostics.first?.message == "control characters are not allowed (byte 0x00)")
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
