import Testing
@testable import SettingsCLI
@testable import SettingsKit

/// Fonts, colours and sizes in every form SPEC 2.4 allows.
@Suite struct ValueFormTests {
    private func style(_ s: String) throws -> Style {
        try #require(page(pageWithCells("      - { id: 1, title: a, style: \(s) }\n"))).sections[0].cells[0].style
    }

    @Test(arguments: [
        ("\"#333\"", "#333333FF"), ("\"#1a2B3c\"", "#1A2B3CFF"), ("\"#11223344\"", "#11223344"),
        ("'rgb(255, 128, 0)'", "#FF8000FF"), ("'rgba(0, 0, 255, 0.5)'", "#0000FF80"), ("'rgb(0,0,0)'", "#000000FF"),
        ("black", "#000000FF"), ("darkGray", "#555555FF"), ("lightGray", "#AAAAAAFF"), ("white", "#FFFFFFFF"),
        ("gray", "#808080FF"), ("red", "#FF0000FF"), ("green", "#00FF00FF"), ("blue", "#0000FFFF"),
        ("cyan", "#00FFFFFF"), ("yellow", "#FFFF00FF"), ("magenta", "#FF00FFFF"), ("orange", "#FF8000FF"),
        ("purple", "#800080FF"), ("brown", "#996633FF"), ("clear", "#00000000"),
    ])
    func colours(written: String, hex: String) throws {
        #expect(try style("{ titleColor: \(written) }").titleColor.hex == hex)
    }

    @Test(arguments: [
        ("\"#12\"", "'#12' is not a colour; write #RGB, #RRGGBB or #RRGGBBAA in hex digits"),
        ("\"#GGG\"", "'#GGG' is not a colour; write #RGB, #RRGGBB or #RRGGBBAA in hex digits"),
        ("'rgb(1, 2)'", "rgb(…) takes 3 numbers"),
        ("'rgb(1, 2, 300)'", "rgb(…): red, green and blue go from 0 to 255"),
        ("'rgba(1, 2, 3, 2)'", "rgba(…): alpha goes from 0 to 1"),
        ("'hsl(1, 2, 3)'", "'hsl(…)' is not a colour function; use rgb(r, g, b) or rgba(r, g, b, a)"),
        ("grey", "'grey' is not a colour; did you mean 'gray'?"),
        ("chartreuse", "'chartreuse' is not a colour; write #RRGGBB, rgb(r, g, b) or one of UIKit's fixed colours: black, darkGray, lightGray, white, gray, red, green, blue, cyan, yellow, magenta, orange, purple, brown, clear"),
    ])
    func invalidColours(written: String, message: String) throws {
        let d = loadPages(pageWithCells("      - { id: 1, title: a, style: { titleColor: \(written) } }\n")).diagnostics
        #expect(d.map(\.rule) == [.invalidColor])
        #expect(d.first?.message == message)
        #expect(d.first?.start == Mark(line: 4, column: 49))
        #expect(d.first?.path == "sections[0].cells[0].style.titleColor")
    }

    @Test func anUnquotedHashIsACommentAndTheMessageSaysSo() {
        let d = loadPages(pageWithCells("      - id: 1\n        title: a\n        style:\n          titleColor: #333\n")).diagnostics
        #expect(d.map(\.rule) == [.typeMismatch])
        #expect(d.first?.message.contains("quote the colour") == true)
    }

    @Test func fonts() throws {
        #expect(try style("{ titleFont: 17 }").titleFont == Font(17))
        #expect(try style("{ titleFont: 12.5 }").titleFont == Font(12.5))
        #expect(try style("{ titleFont: { size: 18, weight: semibold } }").titleFont == Font(18, .semibold))
        #expect(try style("{ indicatorFont: { size: 11 } }").indicatorFont == Font(11))
        #expect(try style("{ logoutFont: { size: 16, weight: medium } }").logoutFont == Font(16, .medium))
    }

    @Test func sizes() throws {
        #expect(try style("{ imageSize: 20 }").imageSize == Size(20, 20))
        #expect(try style("{ imageSize: [20, 24.5] }").imageSize == Size(20, 24.5))
        #expect(try style("{ indicatorImageSize: { width: 12, height: 16 } }").indicatorImageSize == Size(12, 16))
    }

    @Test(arguments: [
        ("{ titleFont: big }", "type-mismatch", "'titleFont' must be a font (a size in points, or {size, weight}), found the string \"big\""),
        ("{ titleFont: 0 }", "invalid-value", "'titleFont' must be more than 0 and at most 200, found 0"),
        ("{ titleFont: 201 }", "invalid-value", "'titleFont' must be more than 0 and at most 200, found 201"),
        ("{ titleFont: { size: 9, weight: heavy } }", "invalid-value", "unknown font weight 'heavy'; use one of regular, medium, semibold, bold"),
        ("{ titleFont: { size: 9, weight: blod } }", "invalid-value", "unknown font weight 'blod'; did you mean 'bold'?"),
        ("{ titleFont: { weight: bold } }", "missing-key", "a font map needs 'size'"),
        ("{ height: 0 }", "invalid-value", "'height' must be more than 0, found 0"),
        ("{ imageGap: -1 }", "invalid-value", "'imageGap' must be 0 or more, found -1"),
        ("{ imageGap: .inf }", "invalid-value", "'imageGap' must be 0 or more, found .inf"),
        ("{ imageGap: \"10\" }", "type-mismatch", "'imageGap' must be a number, found the string \"10\""),
        ("{ imageSize: [1, 2, 3] }", "type-mismatch", "'imageSize' must be a size (a number, [width, height] or {width, height}), found a list of 3"),
        ("{ imageSize: { width: 3 } }", "missing-key", "a size map needs 'height'"),
        ("{ imageSize: [1, -2] }", "invalid-value", "'imageSize' must be 0 or more, found -2"),
        ("[1]", "type-mismatch", "expected a style, found a list"),
        ("{ titelFont: 3 }", "unknown-key", "unknown key 'titelFont' in a style; did you mean 'titleFont'?"),
    ])
    func invalidValues(written: String, rule: String, message: String) throws {
        let d = loadPages(pageWithCells("      - { id: 1, title: a, style: \(written) }\n")).diagnostics
        #expect(d.map(\.rule.rawValue) == [rule])
        #expect(d.first?.message == message)
    }
}
