import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Decoding errors point at the node SPEC 5 names and say what would fix them.
@Suite struct DecodeDiagnosticTests {
    @Test func unknownKeysPointAtTheKeyAndSuggestTheNearestOne() throws {
        let d = try #require(loadPages(pageWithCells("      - id: 1\n        titel: a\n")).diagnostics.first)
        #expect(d.rule == .unknownKey)
        #expect(d.message == "unknown key 'titel' in a cell; did you mean 'title'?")
        #expect(d.start == Mark(line: 5, column: 9) && d.end == Mark(line: 5, column: 14))
        #expect(d.path == "sections[0].cells[0].titel")
    }

    /// Mistakes users make, each answered with the fix, in one diagnostic.
    @Test(arguments: [
        ("{ id: 1, title: a, style: { margin: 4 } }", "unknown-key",
         "'margin' is a page-level metric, not a key of a style: move it to the page's style"),
        ("{ id: 1, title: a, style: { titleWidthLimit: 90 } }", "unknown-key",
         "'titleWidthLimit' is a page-level metric, not a key of a style: move it to the page's style"),
        ("{ id: 1, title: a, style: { imageSize: { w: 3, height: 4 } } }", "unknown-key", "unknown key 'w' in a size; did you mean 'width'?"),
        ("{ id: 1, title: a, style: { titleColor: ABCDEF } }", "invalid-color",
         "'ABCDEF' is not a colour; a hex colour starts with #: write \"#ABCDEF\" (quoted, or YAML reads # as a comment)"),
        ("{ id: 1, title: a, style: { titleColor: systemBlue } }", "invalid-color",
         "'systemBlue' is not a colour; write #RRGGBB, rgb(r, g, b) or one of UIKit's fixed colours: black, darkGray, lightGray, white, gray, red, green, blue, cyan, yellow, magenta, orange, purple, brown, clear"),
        ("{ id: 1, title: a, style: { titleColor: grey } }", "invalid-color", "'grey' is not a colour; did you mean 'gray'?"),
        ("{ id: 1, title: a, style: { titleFont: 15pt } }", "type-mismatch",
         "'titleFont' must be a font (a size in points, or {size, weight}), found the string \"15pt\"; write 15: sizes are in points, without a unit"),
        ("{ id: 1, title: a, style: { imageGap: 4 px } }", "type-mismatch",
         "'imageGap' must be a number, found the string \"4 px\"; write 4: sizes are in points, without a unit"),
        ("{ id: 1, title: a, type: toggle }", "unknown-cell-type", "unknown cell type 'toggle'; did you mean 'switch'?"),
        ("{ id: 1, title: a, type: chevron }", "unknown-cell-type", "unknown cell type 'chevron'; did you mean 'disclosure'?"),
        ("{ id: [1, 2], title: a }", "type-mismatch", "'id' must be a string or an integer, found a list"),
    ])
    func hintsForCommonMistakes(_ cell: String, rule: String, message: String) {
        let text = pageWithCells("      - \(cell)\n")
        let all = Validator.validate(SourceFile(path: "p.yaml", bytes: Array(text.utf8)))
        #expect(all.map(\.rule.rawValue) == [rule], "\(all.map(\.message))")
        #expect(all.first?.message == message)
    }

    @Test func aSectionWithoutCellsIsOneDiagnostic() {
        let all = Validator.validate(SourceFile(path: "p.yaml", bytes: Array("title: T\nsections:\n  - header: a\n".utf8)))
        #expect(all.map(\.rule) == [.missingKey])
    }

    @Test func yaml11BooleansGetAHint() throws {
        let d = try #require(loadPages(pageWithCells("      - { id: 1, type: switch, title: a, on: off }\n")).diagnostics.first)
        #expect(d.rule == .typeMismatch)
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
        #expect(d.rule == .unknownCellType)
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
            #expect(d.map(\.rule) == [.typeMismatch])
        }
    }

    @Test func emptyFilesAndDocumentsAreReported() {
        #expect(loadPages("").diagnostics.map(\.message) == ["the file holds no page; a page needs 'title' and 'sections'"])
        #expect(loadPages("# only a comment\n").diagnostics.map(\.rule) == [.missingKey])
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
