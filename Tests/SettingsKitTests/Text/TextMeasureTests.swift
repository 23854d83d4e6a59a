import Testing
@testable import SettingsCLI
@testable import SettingsKit

@Suite struct TextMeasureTests {
    @Test func latinUsesIntersAdvanceWidths() {
        // Inter Regular: "n" is 1648 units of 2816 to the em.
        #expect(abs(TextMeasure.width(of: "n", font: Font(2816)) - 1648) < 0.001)
        #expect(abs(TextMeasure.width(of: "nn", font: Font(15)) - 2 * 1648 * 15 / 2816.0) < 0.001)
        #expect(TextMeasure.width(of: "Notifications", font: Font(15, .bold)) > TextMeasure.width(of: "Notifications", font: Font(15)))
        #expect(TextMeasure.width(of: "iiii", font: Font(15)) < TextMeasure.width(of: "WWWW", font: Font(15)))
    }

    @Test func wideCharactersAreOneEmAndMarksNothing() {
        #expect(TextMeasure.width(of: "设置", font: Font(15)) == 30)
        #expect(TextMeasure.width(of: "👍", font: Font(17)) == 17)
        #expect(TextMeasure.width(of: "e\u{301}", font: Font(15)) == TextMeasure.width(of: "e", font: Font(15)))
        #expect(TextMeasure.width(of: "\u{200B}", font: Font(15)) == 0)
        // A script the table does not cover: 0.6 em.
        #expect(abs(TextMeasure.width(of: "ש", font: Font(10)) - 6) < 0.001)
    }

    @Test func theSeedPagesLongestTitleFitsItsLimit() {
        let width = TextMeasure.width(of: "定制性cell展示页面 - 分组", font: Font(15))
        #expect(width > 150 && width <= 180)
    }

    /// The text render cuts a title exactly where `title-truncated` says the cell will: the title
    /// is cut if and only if the rule warns, and what is left fits the limit with its `…`.
    @Test(arguments: [
        "Notifications and sounds for every chat", "定制性cell展示页面 - 分组啊", "定制性cell展示页面 - 分组", "Notifications",
        "夜间模式模式模式模式模式模式模式模式", "👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽👍🏽", "e\u{301}e\u{301}e\u{301} café au lait with a long tail",
    ])
    func theRenderCutsWhereTheRuleWarns(_ title: String) throws {
        let text = pageWithCells("      - { id: 1, title: \"\(title)\" }\n")
        let warned = Validator.validate(SourceFile(path: "p.yaml", bytes: Array(text.utf8))).contains { $0.rule == .titleTruncated }
        let shown = PageLayout.lines(for: try #require(page(text)), width: 140).map(\.plainText).first { $0.hasPrefix("│ ") }!
        let cut = TextMeasure.truncated(title, font: Font(15), limit: 180)
        #expect(warned == (cut != title), "\(title)")
        #expect(shown.hasPrefix("│ " + cut + " "), "\(shown)")
        if warned {
            #expect(cut.hasSuffix("…") && TextMeasure.width(of: cut, font: Font(15)) <= 180)
            #expect(title.hasPrefix(cut.dropLast()))
        }
    }

    @Test func wrappingKeepsEveryWordAndFitsTheWidth() {
        let text = "关闭后，你将不再收到新消息通知。This footer explains a setting in some detail, with a verylongwordthatcannotfit anywhere."
        for width in 2...60 {  // from 2: a wide character is 2 columns
            let lines = TextWrap.lines(text, width: width)
            #expect(lines.allSatisfy { DisplayWidth.of($0) <= width }, "@\(width): \(lines)")
            #expect(lines.joined().filter { $0 != " " } == text.filter { $0 != " " }, "@\(width)")
            #expect(lines.allSatisfy { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") })
        }
        #expect(TextWrap.lines("one two three", width: 8) == ["one two", "three"])
        #expect(TextWrap.lines("设置通用", width: 5) == ["设置", "通用"])
        #expect(TextWrap.lines("", width: 5) == [""])
    }
}
