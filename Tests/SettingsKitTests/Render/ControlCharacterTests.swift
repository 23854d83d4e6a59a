import Testing
@testable import SettingsKit

/// Page text never reaches the terminal with raw control or bidi characters.
@Suite struct ControlCharacterTests {
    static let hostile: [(String, String)] = [
        ("\\e[2J", "\\e[2J"), ("\\a", "\\a"), ("\\r", "\\r"), ("\\b", "\\b"), ("\\x7F", "\\x7F"),
        ("\\x9B31m", "\\x9B31m"), ("\\u202E", "\\u202E"), ("\\u2066", "\\u2066"), ("\\t", "\\t"), ("\\n", "\\n"),
    ]

    @Test(arguments: hostile)
    func renderedTextShowsEscapes(written: String, shown: String) throws {
        let text = "title: \"T\(written)\"\nsections:\n  - header: \"h\(written)\"\n    cells:\n      - { id: 1, title: \"a\(written)b\", indicator: \"i\(written)\" }\n"
        let p = try #require(page(text))
        for color in [nil, ColorDepth.trueColor] {
            let out = ANSI.render(PageLayout.lines(for: p, width: 60), color: color)
            #expect(out.contains("a\(shown)b") && out.contains("T\(shown)") && out.contains("h\(shown)"))
            let raw = out.unicodeScalars.filter { TerminalSafe.needsEscape($0) && $0 != "\n" && $0 != "\u{1B}" }
            #expect(raw.isEmpty)
            if color == nil { #expect(!out.contains("\u{1B}")) }
        }
    }

    @Test func jsonOutputEscapesThemToo() {
        let s = JSONValue.string("a\u{1B}[2J\u{9B}\u{202E}\"\\\n").serialized()
        #expect(s == "\"a\\u001B[2J\\u009B\\u202E\\\"\\\\\\n\"")
    }

    @Test func escapesReadLikeYAML() {
        #expect(TerminalSafe.escape("a\u{1B}b\u{0}c\u{7}\u{85}\u{2069}") == "a\\eb\\0c\\a\\x85\\u2069")
        #expect(TerminalSafe.escape("普通的文字 🙂") == "普通的文字 🙂")
    }
}
