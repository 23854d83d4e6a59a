import Testing
@testable import SettingsKit

/// A file's fixes in memory: written in the file's encoding, or refused with the reason.
@Suite struct FileFixTests {
    static let page = "title: t\nsections:\n  - cells:\n      - {id: a, type: swich}\n"

    @Test func theFixedBytesAreInTheFilesEncoding() throws {
        let wide = try #require(TextEncoding.utf16BigEndian.encode(Array(Self.page.utf8)))
        let fix = try #require(FileFix.make(SourceFile(path: "p.yaml", bytes: wide)) { Validator.validate($0) })
        #expect(fix.refusal == nil && fix.original == wide)
        #expect(fix.after == TextEncoding.utf16BigEndian.encode(Array(Self.page.replacingOccurrences(of: "swich", with: "switch").utf8)))
        #expect(fix.edits.map(\.fix) == [Fix("swich", "switch")])
    }

    @Test func textThatDoesNotDecodeIsNotWrittenBack() throws {
        // A lone surrogate after the page: the text read stops there, so writing it back would lose the rest.
        let wide = try #require(TextEncoding.utf16LittleEndian.encode(Array(Self.page.utf8))) + [0x00, 0xD8, 0x61, 0x00]
        // validate reports the encoding alone; findings of the text before it stand for a reader that goes on.
        let fix = try #require(FileFix.make(SourceFile(path: "p.yaml", bytes: wide)) { Validator.validate(SourceFile(path: "p.yaml", bytes: $0.bytes)) })
        #expect(fix.after.isEmpty && fix.refusal?.contains("does not decode") == true, "\(fix.refusal ?? "")")
    }

    @Test func aFixThatWouldBreakTheFileIsRefused() throws {
        let source = SourceFile(path: "p.yaml", bytes: Array(Self.page.utf8))
        // A reader that fails on the fixed text stands for one that parses less than the fix assumed.
        let fix = try #require(FileFix.make(source) { text in
            text.bytes == source.bytes ? Validator.validate(text)
                : [Diagnostic(.error, rule: .yamlSyntax, message: "did not find expected key", start: Mark(line: 4, column: 7))]
        })
        #expect(fix.after.isEmpty && fix.refusal == "the fixed text would not read: did not find expected key")
    }

    @Test func nothingToFixIsNoFix() {
        #expect(FileFix.make(SourceFile(path: "p.yaml", bytes: Array("title: t\nsections: []\n".utf8))) { Validator.validate($0) } == nil)
    }
}
