import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Page text never reaches the terminal with raw control or bidi characters.
@Suite struct ControlCharacterTests {
    static let hostile: [(String, String)] = [
        ("\\e[2J", "\\e[2J"), ("\\a", "\\a"), ("\\r", "\\r"), ("\\b", "\\b"), ("\\x7F", "\\x7F"),
        ("\\x9B31m", "\\u009B31m"), ("\\u202E", "\\u202E"), ("\\u2066", "\\u2066"), ("\\t", "\\t"), ("\\n", "\\n"),
    ]

    @Test(arguments: hostile)
    func renderedTextShowsEscapes(written: String, shown: String) throws {
        let text = "title: \"T\(written)\"\nsections:\n  - header: \"h\(written)\"\n    cells:\n      - { id: 1, title: \"a\(written)b\", indicator: \"i\(written)\" }\n"
        let p = try #require(page(text))
        for color in [nil, ColorDepth.trueColor] {
            let out = ANSI.render(PageLayout.lines(for: p, width: 60), color: color)
            // A header's line breaks are its own (drawn as lines, as iOS draws them); the rest is escaped.
            #expect(out.contains("a\(shown)b") && out.contains("T\(shown)") && (written == "\\n" ? !out.contains("h\\n") : out.contains("h\(shown)")))
            let raw = out.unicodeScalars.filter { UnsafeCharacters.needsEscape($0) && $0 != "\n" && $0 != "\u{1B}" }
            #expect(raw.isEmpty)
            if color == nil { #expect(!out.contains("\u{1B}")) }
        }
    }

    @Test func jsonOutputEscapesThemToo() {
        let s = JSONValue.string("a\u{1B}[2J\u{9B}\u{202E}\"\\\n").serialized()
        #expect(s == "\"a\\u001B[2J\\u009B\\u202E\\\"\\\\\\n\"")
    }

    /// A typed-out escape and the character it names never print alike: the backslash itself is
    /// escaped, in every output, so a diff of the two shows the change.
    @Test func escapingIsUnambiguous() throws {
        #expect(TerminalSafe.escape("a\\e[31mb") == "a\\\\e[31mb")
        #expect(TerminalSafe.escape("a\u{1B}[31mb") == "a\\e[31mb")
        #expect(TerminalSafe.escape("C:\\pages") == "C:\\\\pages")
        let literal = pageWithCells("      - { id: 1, title: \"a\\\\e[31mb\" }\n"), real = pageWithCells("      - { id: 1, title: \"a\\e[31mb\" }\n")
        let (old, new) = (try #require(page(literal)), try #require(page(real)))
        #expect(old.sections[0].cells[0].title == "a\\e[31mb" && new.sections[0].cells[0].title == "a\u{1B}[31mb")
        let changes = PageDiff.changes(old: [old], new: [new])
        #expect(changes.count == 1)
        let text = DiffTextPrinter(color: nil).format(changes, old: "a", new: "b", pages: ([old], [new]))
        #expect(text.contains("title: a\\\\e[31mb → a\\e[31mb"))
        let shown = PageLayout.lines(for: old, width: 40).map(\.plainText).joined()
        #expect(shown.contains("a\\\\e[31mb"))
    }

    /// Marks and separators that reorder text or move the cursor print escaped too, though the
    /// control-character rule leaves them to right-to-left text.
    @Test func bidiMarksAndSeparatorsAreEscaped() {
        for (c, shown) in [("\u{200E}", "\\u200E"), ("\u{200F}", "\\u200F"), ("\u{061C}", "\\u061C"), ("\u{2028}", "\\u2028"), ("\u{2029}", "\\u2029")] {
            #expect(TerminalSafe.escape("x\(c)y") == "x\(shown)y")
            #expect(JSONValue.string("x\(c)y").serialized() == "\"x\(shown)y\"")
        }
        let text = pageWithCells("      - { id: 1, title: \"עברית\\u200Fא\" }\n")
        #expect(Validator.validate(SourceFile(path: "p.yaml", bytes: Array(text.utf8))).isEmpty)
    }

    @Test func escapesReadLikeYAML() {
        #expect(TerminalSafe.escape("a\u{1B}b\u{0}c\u{7}\u{85}\u{2069}") == "a\\eb\\0c\\a\\u0085\\u2069")
        #expect(TerminalSafe.escape("普通的文字 🙂") == "普通的文字 🙂")
    }
}
