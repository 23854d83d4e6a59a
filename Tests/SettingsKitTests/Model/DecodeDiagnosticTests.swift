import Testing
@testable import SettingsKit

/// Decoding errors point at the node SPEC 5 names and say what would fix them.
@Suite struct DecodeDiagnosticTests {
    @Test func unknownKeysPointAtTheKeyAndSuggestTheNearestOne() throws {
        let d = try #require(loadPages(pageWithCells("      - id: 1\n        titel: a\n")).diagnostics.first)
        #expect(d.rule == "unknown-key")
        #expect(d.message == "unknown key 'titel' in a cell; did you mean 'title'?")
        #expect(d.start == Mark(line: 5, column: 9) && d.end == Mark(line: 5, column: 14))
        #expect(d.path == "sections[0].cells[0].titel")
    }

    @Test func yaml11BooleansGetAHint() throws {
        let d = try #require(loadPages(pageWithCells("      - { id: 1, type: switch, title: a, on: off }\n")).diagnostics.first)
        #expect(d.rule == "type-mismatch")
        #expect(d.message == "'on' must be true or false: `off` is a string in YAML 1.2; write `false`")
        #expect(d.start == Mark(line: 4, column: 46))
        #expect(d.path == "sections[0].cells[0].on")
    }

    @Test func missingKeysPointAtTheMappingsFirstKey() {
        #expect(located("sections: []\n") == ["missing-key@1:1"])
        #expect(located("title: T\nsections:\n  - id: a\n") == ["missing-key@3:5"])
        #expect(located(pageWithCells("      - { id: 1, image: i }\n      - { id: 2, type: switch }\n")) == ["missing-key@5:11"])
        #expect(located(pageWithCells("      - { type: avatar, title: t }\n")) == ["missing-key@4:11"])
        let d = loadPages(pageWithCells("      - { id: 2, type: switch }\n")).diagnostics
        #expect(d.map(\.message) == ["a cell needs a 'title' or an 'image'"])
    }

    @Test func unknownCellTypesSuggestTheNearestType() throws {
        let d = try #require(loadPages(pageWithCells("      - { id: 1, type: swich, title: a }\n")).diagnostics.first)
        #expect(d.rule == "unknown-cell-type")
        #expect(d.message == "unknown cell type 'swich'; did you mean 'switch'?")
        #expect(d.start == Mark(line: 4, column: 24))
        let far = loadPages(pageWithCells("      - { id: 1, type: slider, title: a }\n")).diagnostics
        #expect(far.map(\.message) == ["unknown cell type 'slider'; use one of disclosure, switch, none, logout, avatar"])
    }

    @Test func wrongShapesSayWhatWasExpectedAndFound() {
        let cases: [(String, String)] = [
            ("- 1\n- 2\n", "expected a page (a map with 'title' and 'sections'), found a list"),
            ("just text\n", "expected a page (a map with 'title' and 'sections'), found the string \"just text\""),
            ("title: T\nsections: {a: 1}\n", "'sections' must be a list, found a map"),
            ("title: [a]\nsections: []\n", "'title' must be text, found a list"),
            ("title: T\nsections:\n  - cells: [5]\n", "expected a cell, found the number 5"),
            ("title: T\nsections:\n  - cells:\n    - { id: [1], title: a }\n", "'id' must be a string or an integer, found a list"),
            ("title: ~\nsections: []\n", "'title' is required, found null"),
            (pageWithCells("      - { id: 1, title: a, indicator: [x] }\n"),
             "expected an indicator (text, or a map with title, image, imageFirst), found a list"),
            ("title: T\nsections: []\nempty: text\n", "expected an empty state, found the string \"text\""),
        ]
        for (text, message) in cases {
            let d = loadPages(text).diagnostics
            #expect(d.map(\.message) == [message], "\(text)")
            #expect(d.map(\.rule) == ["type-mismatch"])
        }
    }

    @Test func emptyFilesAndDocumentsAreReported() {
        #expect(loadPages("").diagnostics.map(\.message) == ["the file holds no page; a page needs 'title' and 'sections'"])
        #expect(loadPages("# only a comment\n").diagnostics.map(\.rule) == ["missing-key"])
        #expect(located("title: a\nsections: []\n---\n") == ["missing-key@4:1"])
    }

    @Test func everyProblemOfAFileIsReportedInOnePassInSourceOrder() {
        let text = """
            title: T
            sections:
              - id: first
                cells:
                  - id: 1
                    titel: Typo
                  - { id: 2, type: switch, title: Wi-Fi, on: off }
                  - { id: 3, title: a, style: { titleColor: "#GGG", imageGap: -1 } }
                  - { id: 4, type: swich, title: b, title: c }
            """
        #expect(located(text) == [
            "unknown-key@6:9", "type-mismatch@7:50", "invalid-color@8:49", "invalid-value@8:67",
            "unknown-cell-type@9:24", "duplicate-key@9:41",
        ])
    }

    @Test func errorsInLaterDocumentsAreFoundToo() {
        #expect(located("title: a\nsections: []\n---\ntitle: b\nsection: []\n") == ["unknown-key@5:1"])
        #expect(located("title: a\nsections: []\n---\ntitle: b\nlist: []\n") == ["missing-key@4:1", "unknown-key@5:1"])
    }

    @Test func aTypoDoesNotAlsoReportTheKeyItMeant() {
        // `titel` explains the missing title; one diagnostic, not two.
        #expect(located(pageWithCells("      - id: 1\n        titel: a\n")) == ["unknown-key@5:9"])
        #expect(located(pageWithCells("      - { type: avatar, nmae: J }\n")) == ["unknown-key@4:25"])
    }
}
